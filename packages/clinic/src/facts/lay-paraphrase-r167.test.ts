import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 167 of fresh cases (issue 13): someone else typing in the moment or for
// the person; people who already have a neurological or eye condition; headaches around travel and
// the environment.

describe("round 167", () => {
  it("'he says this is not his migraine' sets this headache apart, told of him", () => {
    expect(yes("pattern_change", "He has had migraines since his twenties but he says this is not his migraine")).toBe(true);
    expect(yes("never_like_this", "she says this isn't one of her migraines")).toBe(true);
  });
  it("'Not worse than when it started' denies a worsening", () => {
    expect(yes("progressive", "Not worse than when it started, about the same each day")).toBe(false);
    expect(yes("progressive", "they are worse than when they started")).toBe(true);
  });
  it("'on bad days she is knocked out, sleeps the whole afternoon' is worn out, not unconscious", () => {
    expect(yes("loss_of_consciousness", "On bad days she is knocked out, sleeps the whole afternoon.")).toBe(false);
    expect(yes("loss_of_consciousness", "he was knocked out for a minute after the clash of heads")).toBe(true);
  });
  it("'wakes him up at 4 or 5 in the night' is a time, not 4 attacks a day", () => {
    expect(value("attacks_per_day", "It wakes him up at 4 or 5 in the night, the whole head like pressure")).toBeUndefined();
  });
  it("'the headache comes when I am standing or sitting up' is worse upright; not 'when I get up in the morning'", () => {
    expect(yes("worse_upright", "The headache comes when I am standing or sitting up for some time")).toBe(true);
    expect(yes("worse_upright", "it comes when I get up in the morning")).toBe(false);
    expect(yes("worse_upright", "It comes when I skip breakfast or when I stand under sun for long")).toBe(false);
  });
  it("'I take my tablets every single day without missing' is a regular medicine, not acute days", () => {
    expect(value("med:unspecified", "I take my tablets every single day without missing")).toBeUndefined();
    expect(value("med:painkillers", "I take painkillers every single day")).toBe(30);
  });
  it("numbness there for a month beside a neuralgia's sudden shocks is for a specialist within days", () => {
    const a = story(
      { age: 62, sex: "female" },
      "I am having trigeminal neuralgia on right side of face since 2021, taking Tegretol",
      "Since about one month there is numbness in right cheek and upper lip and side of nose. It is not going",
      "The shocks themselves are same as always, come suddenly like electric current, two three seconds only.",
    );
    expect(a.red_flags.map((f) => f.code)).toContain("neuro_deficit");
    expect(a.urgency).toBe("urgent");
  });
  it("a named condition's old episode, described to set it apart, is that episode's", () => {
    expect(flags({ age: 30, sex: "female" }, "when my shunt blocked in 2012 it was totally different, I was vomiting nonstop and so drowsy I couldn't stay awake.")).not.toContain("altered_consciousness");
    const iih = flags({ age: 34, sex: "female" }, "The IIH headache was different: every day, worse lying down, pressure behind my eyes with whooshing in my ears and my vision blacking out when I stood up.");
    expect(iih).not.toContain("papilledema_visual");
    expect(iih).not.toContain("positional");
    expect(flags({ age: 22, sex: "female" }, "my epilepsy aura before was different: a weird rising feeling in my stomach and deja vu, then I would blank out")).not.toContain("seizure");
    expect(flags({ age: 30, sex: "female" }, "my shunt blocked last night, I am vomiting nonstop and so drowsy I can't stay awake")).toContain("altered_consciousness");
  });
  it("what an old stroke left behind is the baseline", () => {
    expect(flags({ age: 74, sex: "male" }, "74, had a stroke in spring 2025, left me with a right leg that drags a bit, I use a stick.")).not.toContain("neuro_deficit");
    expect(flags({ age: 58, sex: "male" }, "I had a stroke in 2022. My left hand is still a little clumsy with buttons, no change since the rehab")).not.toContain("neuro_deficit");
  });
  it("shivering and pale while vomiting in a usual migraine attack is no fever", () => {
    const f = flags(
      { age: 27, sex: "female" },
      "since I started flying 4 yrs ago i get these migraines, 3-4 times a month. one side, pounding, lasts 6 to 12 hours, nausea, lights and noise i cant stand",
      "last week on the Manila flight i vomited in the galley lav and i was shivering and pale",
      "it's been the same kind of headache for 4 years, not getting worse",
    );
    expect(f).not.toContain("fever_systemic");
    expect(flags({ age: 27, sex: "female" }, "since yesterday i have a headache, shivering and vomiting, temp 38.9")).toContain("fever_systemic");
  });
});
