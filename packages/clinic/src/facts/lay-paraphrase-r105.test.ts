import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 105 of fresh cases (issue 13): time told messily (shifts, jet lag, new
// babies, dates), older people and those who type for them, and terse or dictated messages.

describe("time and dates", () => {
  it("a baby's age told as 'she'll be 5 weeks tomorrow' or '7 and a half months' dates the birth", () => {
    expect(value("postpartum_weeks", "she was born the Sunday before Halloween. So she'll be 5 weeks tomorrow??")).toBe(5);
    expect(value("postpartum_weeks", "My daughter was born on Easter Monday so she's 7 and a half months now")).toBeCloseTo(32.6, 0);
  });
  it("a usual migraine back 5 weeks after a birth is checked; at 7 months it is not", () => {
    const usual = "It's my usual migraine, left side throbbing, I've had these since I was 14, exactly the same as always";
    expect(flags({ age: 29, sex: "female" }, "My migraines are back after the baby. she'll be 5 weeks tomorrow", usual)).toContain("pregnancy_postpartum");
    expect(flags({ age: 30, sex: "female" }, "I had my baby on Easter Monday, she's 7 and a half months now", usual)).not.toContain("pregnancy_postpartum");
  });
  it("a form's own pregnancy and birth fields are read", () => {
    const birth = { age: 33, sex: "female", menstrual_hormonal_history: { postpartum: true, days_postpartum: 11 } };
    expect(story(birth, "headache").facts.find((f) => f.key === "postpartum_weeks")?.value).toBeCloseTo(1.6, 1);
    expect(flags(birth, "bad headache since yesterday")).toContain("pregnancy_postpartum");
    expect(flags({ age: 30, sex: "female", menstrual_hormonal_history: { pregnant: false } }, "bad headache since yesterday")).not.toContain("pregnancy_postpartum");
  });
  it("'just two in 3 days' does not replace 'about once a month'", () => {
    const a = story({ age: 10 }, "He's had these since he was 7, about once a month. This is exactly the same, just two in 3 days.");
    expect(a.metrics.headache_days_per_month).toBe(1);
  });
  it("'Nurofen pretty much every day since the 2nd' dates the medicine, not the headache history", () => {
    expect(value("med_started_months", "Nurofen pretty much every day since the 2nd, barely touches it.")).toBeLessThan(1);
    expect(facts("Nurofen pretty much every day since the 2nd, barely touches it.").some((f) => f.key === "history_months")).toBe(false);
  });
  it("'I've had migraines for 20 years but this isn't them' sets this headache apart", () => {
    expect(yes("pattern_change", "I've had migraines for 20 years but this isn't them.")).toBe(true);
    expect(yes("pattern_change", "this is not one of my migraines")).toBe(true);
    expect(yes("pattern_change", "this isn't one sided")).toBe(false);
  });
  it("the week of hard work a headache began in is no effort that brought it on", () => {
    expect(yes("exertion_context", "started the week i was lifting the gas tanks at the stall")).toBe(false);
    expect(yes("exertion_context", "it came on while i was lifting the gas tanks")).toBe(true);
  });
  it("'up at 2:30 most days' is when someone is awake, not headache days", () => {
    expect(value("headache_days", "31, baker so I'm up at 2:30 most days.")).toBeUndefined();
    expect(value("headache_days", "She's still up at 11, 2 and 5 most nights.")).toBeUndefined();
  });
});

describe("whose it is, when someone else types", () => {
  it("'hit the top of her head' is hers though the typist is the nearer subject", () => {
    const said = ["Typing for my mother, she is 74, on warfarin", "In Doha she stood up under the overhead locker while I was getting the bag down and hit the top of her head hard."];
    expect(flags({ age: 74, sex: "female" }, ...said)).toContain("post_trauma");
  });
  it("'calls me Dad' is her confusion, not the typist's", () => {
    const said = ["Frank here, typing for my wife Jean who is 80.", "She's still not right. Keeps asking where her handbag is, calls me Dad, doesn't know it's Saturday."];
    expect(flags({ age: 80, sex: "female" }, ...said)).toContain("altered_consciousness");
  });
});

describe("older people", () => {
  it("muddle that is her usual evening state is no change of consciousness", () => {
    const said = ["typing for a resident with Alzheimer's, her usual migraine today", "The agency nurse is worried because she's confused. But she is always muddled at teatime, she's the same as every evening, knows me."];
    expect(flags({ age: 87, sex: "female" }, ...said)).not.toContain("altered_consciousness");
    expect(yes("confusion", "she's always muddled but since this headache she's much worse")).toBe(true);
  });
  it("a scalp too sore for the comb is tender; one red raw from a cream is the skin's", () => {
    expect(yes("scalp_tenderness", "His scalp is that sore he can't bear the comb, and his glasses hurt over his ears.")).toBe(true);
    expect(yes("scalp_tenderness", "Scalp is red raw, crusty and weepy and sore as hell to touch from the Efudix cream.")).toBe(false);
    expect(flags({ age: 74, chief_complaint: "sore scalp and my usual headaches" }, "Only sore where the cream goes, the red bit on top. Jaw fine.")).not.toContain("jaw_claudication_gca");
  });
  it("a jaw and tongue tiring with talking, and a jaw rested between mouthfuls, are claudication", () => {
    expect(yes("jaw_claudication", "after a couple of minutes calling bids his jaw and his tongue ached so badly he had to stop")).toBe(true);
    expect(yes("jaw_claudication", "a few mouthfuls and he has to rest his jaw before he can chew again")).toBe(true);
  });
  it("hands tingling at night for years from carpal tunnel are no deficit", () => {
    expect(yes("numbness", "her thumbs and fingers tingle at night, both hands, for years - carpal tunnel")).toBe(false);
    expect(yes("numbness", "my left hand went numb this morning")).toBe(true);
  });
  it("daily painkillers for the knees beside a headache of 6 or 7 days a month are no medication-overuse headache (ICHD-3 8.2 A)", () => {
    const said = ["I take 2 Tylenol Arthritis in the morning and 2 at night every day for the knees, about 2 years.", "The headaches, like a tight hat, maybe 6 or 7 days a month since my forties."];
    expect(flags({ age: 72 }, ...said)).not.toContain("medication_overuse");
    expect(flags({ age: 42 }, "headache 20 days a month for a year", "I take ibuprofen every day for it")).toContain("medication_overuse");
  });
});

describe("terse and dictated words", () => {
  it("'worse every weak' is a week; 'a weak arm' stays weak", () => {
    expect(yes("progressive", "worse every weak")).toBe(true);
    expect(yes("weakness", "a weak arm since this morning")).toBe(true);
  });
  it("'max salt' is Maxalt", () => {
    expect(facts("max salt 11 days a month").find((f) => f.key === "med:max salt")?.tag).toBe("triptan");
    expect(value("headache_days", "max salt 11 days a month")).toBeUndefined();
    expect(value("med:max salt", "max salt 11 days a month")).toBe(11);
  });
});
