import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 133 of fresh cases (issue 13): English mixed with another language;
// understatement; checklists, ticks and crosses, quizzes and tables.

describe("another language glossed in brackets", () => {
  it("the gloss is read in the sentence, the quote stays as typed", () => {
    const s = story(null, "on Tuesday I was standing up from the dishwasher and etkhabatt (I banged) my head very hard on the open cupboard door");
    expect(s.red_flags.map((f) => f.code)).toContain("post_trauma");
    expect(s.facts.find((f) => f.key === "head_trauma")?.evidence).toContain("etkhabatt (I banged)");
  });
  it("Portuguese zigzags and trembling lights growing over 20 minutes, then the headache, are a typical aura", () => {
    const s = story({ age: 36, sex: "male" }, "Today in class I had the luzes again, luzes a tremer (trembling lights), with a ziguezague edge, starting small in the middle and growing to the right side over maybe 20 minutes, then it goes", "After that the headache comes on the left, throbbing, with nausea. I have this since I was 18, 1 or 2 times a month, always same same");
    expect(s.leading_pattern).toBe("1.2");
  });
  it("'I can't move my head without wanting to puke' is nausea", () => {
    expect(yes("nausea", "I can't move my head without wanting to puke")).toBe(true);
  });
  it("both hands numb at night for years, shaken back to life, are no new deficit", () => {
    expect(flags({ age: 53, sex: "female" }, "Also my hands go numb at night both, but this is since maybe 3 years from cleaning, I shake them and it goes")).not.toContain("neuro_deficit");
    expect(flags({ age: 53, sex: "female" }, "since this morning my right hand is numb")).toContain("neuro_deficit");
  });
  it("sweats that wake the person every night are no headache days", () => {
    expect(value("headache_days", "every night now my body is hot, I wake up wet, the pillow is soaked")).toBeUndefined();
  });
  it("'I wake at 3h' is a clock time", () => {
    expect(value("attack_hours", "I wake at 3h all wet and red")).toBeUndefined();
  });
});

describe("understatement", () => {
  it("years of a trade or of a husband's joke are no years of headache", () => {
    const s = story({ age: 67, sex: "female" }, "I told him he's been saying my face was crooked for 40 years.", "I'm not really a headache person at all.");
    expect(s.facts.some((f) => f.key === "long_history" && f.polarity === "affirmed")).toBe(false);
    expect(s.red_flags.map((f) => f.code)).toContain("new_onset_over_50");
    expect(value("history_months", "Bit stiff in the shoulders but I shore sheep for 40 years so fair enough")).toBeUndefined();
  });
  it("walked into a scaffold tube with an egg above the eye is a knock to the head", () => {
    expect(yes("head_trauma", "i walked into a scaffold tube on a job, saw stars for a sec but stayed on my feet. got a bit of an egg above my right eye")).toBe(true);
    expect(yes("visual_disturbance", "saw stars for a sec but stayed on my feet")).toBe(false);
  });
  it("'It started about 2 as a dull ache ... by 5 it was unbearable' is a slow build, which settles a feared bleed", () => {
    expect(yes("gradual_onset", "It started about 2 as a dull ache over my left eye, by 5 it was unbearable")).toBe(true);
    expect(story({ age: 27, sex: "female" }, "PLEASE help I think this is a brain bleed, it's the worst headache I've ever had", "It started about 2 as a dull ache over my left eye, by 5 it was unbearable", "I do get migraines, about 2 a month since I was 14").urgency).not.toBe("emergency");
  });
  it("a child 15 months old, or a birth a year and more ago, is no postpartum", () => {
    expect(value("postpartum_weeks", "my son is 15 months now, still feeding him at night")).toBeCloseTo(65.3, 0);
    expect(flags({ age: 31, sex: "female", menstrual_hormonal_history: "Delivered son August 2025 normal delivery." }, "my migraines are back, same as before pregnancy")).not.toContain("pregnancy_postpartum");
  });
  it("'Tylenol 3s' are codeine tablets", () => {
    expect(facts("I take a couple Tylenol 3s with my coffee").find((f) => f.key.startsWith("med:"))?.tag).toBe("combination");
  });
});

describe("checklists, quizzes and tables", () => {
  it.each([
    ["- stiff neck \u2717", "neck_stiffness"],
    ["\u2718 double vision", "diplopia"],
    ["\u2610 knocked out", "loss_of_consciousness"],
    ["Fever: N", "fever"],
    ["One side of head? N", "unilateral"],
  ])("'%s' denies %s", (text, key) => {
    expect(facts(text).find((f) => f.key === key)?.polarity).toBe("denied");
  });
  it("a tick affirms", () => {
    expect(facts("- vomiting \u2713").find((f) => f.key === "vomiting")?.polarity).toBe("affirmed");
  });
  it("'I said no to everything: fever, stiff neck, fainting' denies each", () => {
    const f = facts("The checklist on our website I said no to everything: fever, stiff neck, fainting, weakness, trouble talking.");
    for (const key of ["fever", "neck_stiffness", "loss_of_consciousness"]) expect(f.find((x) => x.key === key)?.polarity).toBe("denied");
  });
  it("a timeline by the clock that grows 'slowly stronger' is one attack's build", () => {
    expect(yes("progressive", "4) 13:45 - headache starts left side, slowly stronger")).toBe(false);
  });
  it("'he is not headache person' and 'headaches before in life - almost never' tell a new headache", () => {
    expect(yes("new_headache", "he is not headache person")).toBe(true);
    expect(yes("new_headache", "headaches before in life - almost never")).toBe(true);
  });
  it("the 'other' ones that started in October are a new kind beside the usual migraines", () => {
    expect(yes("pattern_change", "Extra about the 'other' ones, maybe I should say this first: they started around 10 October.")).toBe(true);
  });
  it("a diary's total and a year gone by", () => {
    expect(value("headache_days", "Total 22 headache days, Panadol Extra 21 days, Maxalt 9")).toBe(22);
    expect(facts("Last year only 5-6 migraine a month.").find((f) => f.key === "headache_days")?.tag).toBe("usual");
  });
});
