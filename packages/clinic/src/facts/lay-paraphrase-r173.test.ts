import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 173 of fresh cases (issue 13): two kinds of head pain told in one
// conversation; headaches after recent medical care or illness; headaches tied to bodily acts,
// told coyly.

describe("round 173", () => {
  it("a different headache had for weeks beside old migraines, at 74, is a new headache after 50", () => {
    const a = story({ age: 74 }, "I have had migraines since my twenties. The last one in August was exactly the same as always.", "For the past three weeks I have had quite a different headache. Both temples, there all day.");
    expect(a.red_flags.map((f) => f.code)).toContain("new_onset_over_50");
  });
  it("a second kind told as years old, or as a hangover, is no change of pattern", () => {
    expect(yes("pattern_change", "From 2 years I have a second, completely different pain. Very short attacks of stabbing pain around the right eye.")).toBe(false);
    expect(yes("pattern_change", "i get a totally different headache the morning after a big night on the bevvy, dull, both sides")).toBe(false);
    expect(yes("pattern_change", "Now I have a completely different pain, it started 2 weeks ago")).toBe(true);
  });
  it("a pain from something cold eaten too fast keeps its seconds apart from the migraine's length", () => {
    const m = "i have migraine since 17, lasts the whole day like 8-10 hrs if i dont take anything";
    const cold = "when i eat halo-halo or drink a frozen frappe too fast i get a sudden super sharp pain in my forehead. comes instantly, lasts around 20-30 seconds then totally gone";
    expect(facts(m, cold).filter((f) => f.key === "attack_hours").map((f) => f.value)).toEqual([8]);
  });
  it("exercise told as no trigger is no exertion", () => {
    expect(yes("exertion_context", "Mild to medium, I can still work and go to spin class and spin doesn't make it worse")).toBe(false);
  });
  it("'Exactly the same now as it's always been' is unchanged", () => {
    expect(yes("unchanged", "Exactly the same now as it's always been.")).toBe(true);
  });
  it("straining that makes a headache already there pound harder, or a rule a pharmacist told, is no Valsalva trigger", () => {
    expect(yes("exertion_trigger", "When I have one of my band headaches and I strain on the toilet, the headache throbs for a few seconds")).toBe(false);
    expect(yes("exertion_trigger", "when I'm, um, straining on the toilet my head pounds harder")).toBe(false);
    expect(yes("cough_trigger", "The pharmacist told me straining can cause a stroke and I should be careful.")).toBe(false);
  });
  it("a looked-up arteritis is not one had", () => {
    expect(yes("gca_named", "I can chew a steak no bother and my scalp's not tender, I looked that temporal arteritis thing up.")).toBe(false);
  });
  it("effort and straining told in plain or coy words bring the headache on", () => {
    expect(yes("exertion_trigger", "Last 3 weeks I keep getting a thumping head when I exert myself")).toBe(true);
    expect(yes("exertion_trigger", "Comes on after a few minutes of effort, a pressure across the front")).toBe(true);
    expect(yes("exertion_context", "I was finally managing to go, had to push really hard, and suddenly there was this almighty bang in my head")).toBe(true);
    expect(yes("exertion_context", "The wife and I were having a bit of a cuddle, if you catch my drift, and right at the business end I got an almighty bang")).toBe(true);
    expect(flags({ age: 47 }, "headaches during sex for 6 years, a slow build", "Tonight was different. At the vital moment it was like a gunshot. Instant, full strength, worst pain of my life.")).toContain("pattern_change");
  });
  it("a baby's nights and a labour's hours are not the headaches'", () => {
    expect(value("attacks_per_day", "He still wakes twice a night and I'm still breastfeeding in the mornings.")).toBeUndefined();
    expect(value("attack_hours", "Silly worry but I pushed for 3 hours in labour, burst blood vessels in both eyes")).toBeUndefined();
  });
  it("a hand that goes numb, then jerks on its own for a minute, is a seizure", () => {
    expect(yes("seizure", "This arvo at work my right hand went numb and tingly, then it started jerking on its own, the arm too, for about a minute.")).toBe(true);
  });
  it("fevers 'a thing of the past' are not now", () => {
    expect(yes("fever", "No temperatures with these, the tonsillitis fevers are a thing of the past.")).toBe(false);
  });
  it("'It started on Sunday' after the headache is named dates it, and is no medicine begun", () => {
    expect(value("history_months", "The headache is behind the left eye, very severe. It started on Sunday and every day it is worse.")).toBeGreaterThan(0);
  });
});
