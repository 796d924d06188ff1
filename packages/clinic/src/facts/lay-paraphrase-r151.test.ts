import { describe, expect, it } from "vitest";
import { flags, story, yes } from "./reading.test-helpers.ts";

// Categories found by round 151 of fresh cases (issue 13): a plain mix; long conversations with
// corrections; medicines and substances.

describe("round 151", () => {
  it("tablets over days beyond any daily dose are a staggered overdose", () => {
    expect(story({ age: 22, sex: "female" }, "migraine since tuesday", "honestly probs had about 40 tabs since tuesday counting the codral haha is that bad").urgency).toBe("emergency");
  });
  it("'since Sunday morning and it's now Thursday' of a usual migraine is an attack still going", () => {
    expect(yes("attack_ongoing", "I've had a migraine since Sunday morning and it's now Thursday")).toBe(true);
  });
  it("an apology for a muddled form, and brain fog with yawning, are no altered consciousness", () => {
    expect(flags({ age: 36, sex: "female" }, "about the form, the 12 for sumatriptan is tablets not days. sorry i got confused")).not.toContain("altered_consciousness");
    expect(flags({ age: 34, sex: "female" }, "stopped all coffee on sunday, headache since monday", "i feel so sleepy and brain foggy, cannot concentrate at work, keep yawning")).not.toContain("altered_consciousness");
    expect(flags({ age: 45, sex: "male" }, "headache 5 days", "now I feel confused, I make mistakes with simple things")).toContain("altered_consciousness");
  });
  it("a side effect's minutes after a triptan are no attack length", () => {
    expect(story(null, "after i take it my chest and throat feel tight and heavy for maybe 15-20 mins then it goes").facts.some((f) => f.key === "attack_hours")).toBe(false);
  });
  it("a correction of the form told with 'i think' still disowns it", () => {
    expect(flags({ age: 55, sex: "female", headache_history: { age_onset: 55 } }, "hi i put 55 for when they started on the form but i think thats wrong, i read it as my age", "honestly ive had headaches like this since i was a teenager", "nothing is different about them. same as always")).not.toContain("new_onset_over_50");
  });
  it("'they werent just at night, all 3 happened during sex' tells the sex", () => {
    expect(yes("exertion_context", "ok this is awkward but ill be honest. they werent just at night, all 3 happened during sex with my gf")).toBe(true);
  });
  it("a pregnancy told as the time before a birth months ago, and a period due, are no pregnancy now", () => {
    expect(flags({ age: 32, sex: "female" }, "my migraines have come back after having my baby, she is 5 months now", "during the pregnancy i had almost none")).not.toContain("pregnancy_postpartum");
    expect(flags({ age: 15, sex: "female" }, "she's had these since she was about 12, usually a day or two before her period, and she's due this week")).not.toContain("pregnancy_postpartum");
  });
  it("letrozole after a lump is a cancer history; a skin cancer 'of the non spreading sort' is not", () => {
    expect(flags({ age: 63, sex: "female" }, "new headache 3 weeks, worse each week", "I'm on letrozole since the operation for my lump two years ago")).toContain("cancer_history");
    expect(flags({ age: 71, sex: "male" }, "headaches 3 weeks", "had a skin cancer cut off my ear in 2019, doc said it was the non spreading sort")).not.toContain("cancer_history");
  });
  it("blur after long hours that a blink or a rest clears is the eyes', not raised pressure", () => {
    expect(flags({ age: 30, sex: "male" }, "band headache 8-10 days a month for a year", "after long hours my vision becomes blurry but if I blink or rest eyes for few minutes it becomes ok")).not.toContain("papilledema_visual");
  });
  it("painkillers taken every day for the back count toward overuse; 'a proper one' twice a week counts migraine days", () => {
    const s = story({ age: 44, sex: "male", headache_history: { age_onset: 22 } }, "used to get a migraine maybe twice a month since my 20s. this year its most days, wake up with a thick head nearly every morning", "2 or 3 times a week its a proper one, throbbing, feel sick", "i dont take anything for my head. only the back tablets, co-codamol 2 four times a day and naproxen, every day since i did my back in lifting at work in march");
    expect(s.red_flags.map((f) => f.code)).toContain("medication_overuse");
    expect(s.metrics.headache_days_per_month).toBeGreaterThanOrEqual(15);
  });
});

