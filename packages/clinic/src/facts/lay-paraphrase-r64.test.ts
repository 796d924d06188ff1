import { describe, expect, it } from "vitest";
import { facts, flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 64 of fresh cases (issue 13): English typed by people whose first
// language is another, and long stories crowded with other people, old events and worries.

const typist = (text: string) => facts(text).find((f) => f.key === "typist")?.tag;

describe("letters with accents are read as their plain letters, quoted as typed", () => {
  it.each([
    ["hi im writing for my papá, he is 74", "father"],
    ["escribo for my mamá, she is 80", "mother"],
    ["I'm writing for my fiancée, she's 29", "fiancee"],
  ])("'%s' types for their %s", (text, relation) => {
    expect(typist(text)).toBe(relation);
  });
  it("the evidence keeps the accent", () => {
    expect(facts("hi im writing for my papá, he is 74").find((f) => f.key === "typist")?.evidence).toContain("papá");
  });
});

describe("'nothing like this' closing a list of denials is 'nothing of the kind'", () => {
  it.each([
    "no weakness in arm or leg, no numb, i can speak normal during the lights, nothing like this.",
    "didn't faint, no fits, nothing like this",
    "no stiff neck, no rash, never confused, nothing like it",
  ])("'%s' is no new kind of headache", (text) => {
    expect(yes("never_like_this", text)).toBe(false);
  });
  it.each(["nothing like this before in my life", "I get migraines, nothing like this", "no fever, but nothing like this", "had headaches for years but nothing ever like this"])(
    "'%s' is still a headache unlike any before",
    (text) => {
      expect(yes("never_like_this", text)).toBe(true);
    },
  );
});

describe("legs numb from a spinal or epidural anaesthetic are the block's, not a deficit", () => {
  it.each([
    "they did not make me sleep, they put injection in my back and my legs was numb",
    "had an epidural for the op so I was numb from the waist down",
    "spinal anaesthetic for the knee, legs numb till the evening",
    "they gave me a spinal block and my legs went numb for a few hours",
  ])("'%s'", (text) => {
    expect(yes("numbness", text)).toBe(false);
  });
  it.each(["after the spinal injection my face went numb", "had an epidural last year, now my left hand is numb since tuesday"])("'%s' is still numbness", (text) => {
    expect(yes("numbness", text)).toBe(true);
  });
});

describe("a history item named as a time is not what the sentence denies", () => {
  it.each([
    "I have never been a headache person, not even during the chemo.",
    "never had headaches, not even after my radiotherapy",
    "no headaches at all, not even through the chemotherapy for my lymphoma",
  ])("'%s' keeps the cancer history", (text) => {
    expect(yes("cancer", text)).toBe(true);
  });
  it("a treatment named as a time is told neither way", () => {
    const f = facts("never had a headache, not even during the chemo").filter((x) => x.key === "immunosuppressed");
    expect(f).toEqual([]);
  });
  it("a past pregnancy named as a time is no pregnancy now", () => {
    expect(facts("never had headaches, not even during my pregnancy").some((f) => f.key === "pregnant")).toBe(false);
  });
  it("'no cancer' is still a denial", () => {
    expect(facts("no cancer, no heart problems").find((f) => f.key === "cancer")?.polarity).toBe("denied");
  });
});

describe("a cleft sentence names whose symptom it is", () => {
  it("'it's mom who had the fever' in a story typed for dad is mom's", () => {
    const got = flags(
      { age: 78, sex: "male" },
      "typing for my dad, hes 78. headache since he slipped on the ice sunday",
      "no fever on him, its mom who had the fever.",
    );
    expect(got).not.toContain("fever_systemic");
  });
  it.each(["I have not hit my head, it was Jace who had the concussion, not me.", "no knock to the head, it was Maria that fell off the bike, not me"])("'%s' is no head injury of the typist", (text) => {
    expect(flags({ age: 61, sex: "female" }, "headaches for three weeks, worse every week", text)).not.toContain("post_trauma");
  });
  it("'it's my wife who has the fever' is the wife's", () => {
    expect(flags({ age: 40, sex: "male" }, "migraines for years, same as ever", "its my wife who has the fever")).not.toContain("fever_systemic");
  });
  it("'it was my head that hit the door' is still the typist's", () => {
    expect(yes("head_trauma", "it was my head that hit the door frame yesterday")).toBe(true);
  });
});

describe("a baby's age and a pregnancy gone by are not a pregnancy now", () => {
  it("'my baby Keza is 9 months now' is nine months after a birth, not nine months of headache", () => {
    expect(value("postpartum_weeks", "my baby keza is 9 months now")).toBeCloseTo(39.2, 0);
    expect(value("history_months", "my baby keza is 9 months now")).toBeUndefined();
  });
  it.each([
    "my blood pressure was normal the whole pregnancy and at the 6 week check, no problems at the birth.",
    "during the pregnancy they disappeared completely",
    "the headaches stopped all through my pregnancy",
  ])("'%s' is a pregnancy gone by", (text) => {
    expect(yes("pregnant", text)).toBe(false);
    expect(value("pregnancy_weeks", text)).toBeUndefined();
  });
  it("a mother nine months after the birth, migraines back with her periods, is no postpartum emergency", () => {
    const got = flags(
      { age: 32, sex: "female", menstrual_hormonal_history: { menstrual_status: "periods came back in September, breastfeeding" } },
      "my baby is 9 months now and I still breastfeed at night. I have had migraines since university, and during the pregnancy they disappeared completely.",
      "my blood pressure was normal the whole pregnancy and at the 6 week check",
    );
    expect(got).not.toContain("pregnancy_postpartum");
  });
  it("a pregnancy now is still read", () => {
    expect(yes("pregnant", "I'm 34 weeks pregnant, blood pressure was fine the whole time until today")).toBe(true);
    expect(value("postpartum_weeks", "had my baby 3 weeks ago")).toBe(3);
  });
});
