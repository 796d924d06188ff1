import { describe, expect, it } from "vitest";
import { flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 45 of fresh cases (issue 13), each with speakers of its own.


describe("medical words used loosely", () => {
  it.each(["My aura is an aura of tiredness", "Is the tiredness aura a bad sign?", "my aura is more like yawning and cravings"])("a prodrome called an aura: %s", (text) => {
    expect(yes("aura", text)).toBe(false);
  });
  it.each(["I get an aura before them", "my aura is zigzags"])("an aura: %s", (text) => {
    expect(yes("aura", text)).toBe(true);
  });
  it("the intake's aura box holding 'tiredness the day before' and 'yawning' makes no migraine with aura", () => {
    const a = story({ age: 27, headache_history: { aura_symptoms: ["tiredness the day before", "yawning"] } });
    expect(a.facts.some((f) => f.key === "aura" && f.polarity === "affirmed")).toBe(false);
  });
  it("the intake's aura box holding 'zigzag lights' is an aura", () => {
    const a = story({ age: 27, headache_history: { aura_symptoms: ["zigzag lights"] } });
    expect(a.facts.some((f) => f.key === "aura" && f.polarity === "affirmed")).toBe(true);
  });
  it.each(["i had a seizure of panic in my maths mock lol", "he had a fit of coughing", "she threw a fit of temper"])("no seizure: %s", (text) => {
    expect(yes("seizure", text)).toBe(false);
  });
  it("'she got scared when I said seizure' quotes the word", () => {
    expect(flags(null, "my cousin has epilepsy and mum got scared when i said seizure")).not.toContain("seizure");
  });
  it("'he said he had a seizure this morning' is one", () => {
    expect(yes("seizure", "my flatmate is 20.", "I'm typing for my flatmate, he said he had a seizure this morning")).toBe(true);
  });
});

describe("tingling in a panic attack", () => {
  it("both hands tingly with a racing heart and no breath, gone once calm: no deficit", () => {
    expect(flags({ age: 16 }, "my heart was going mad and i couldnt get a breath and both my hands went all tingly. it was a panic attack, the tingly went as soon as i calmed down")).not.toContain("neuro_deficit");
  });
  it("one arm numb in a panic attack is still a deficit", () => {
    expect(yes("numbness", "I had a panic attack and my left arm went numb")).toBe(true);
  });
});

describe("a seizure told by what the witness saw and what was left after", () => {
  it.each(["my wife said I was jerking and shaking in bed last night for a minute or two", "I woke up with my tongue bitten and I'd wet the bed"])("%s", (text) => {
    expect(yes("seizure", text)).toBe(true);
  });
  it("the minute of jerking is no attack length", () => {
    expect(value("attack_hours", "my wife said I was jerking and shaking in bed last night for a minute or two")).toBeUndefined();
  });
});

describe("spans and counts of other things", () => {
  it("'been on them since 2022' dates the medicines, not the headache", () => {
    expect(value("history_months", "I do the Enbrel injection every week and methotrexate on a Saturday, been on them since 2022")).toBeUndefined();
  });
  it("'I smoke about 15 a day' after 'no other meds' is no medicine count", () => {
    expect(value("med:unspecified", "no other meds, I smoke about 15 a day")).toBeUndefined();
  });
  it("'I take tablets about 15 days a month' is one", () => {
    expect(value("med:unspecified", "I take tablets about 15 days a month")).toBe(15);
  });
  it.each(["the everyday kind, pressing, 8 or 9 days a month", "Should I be taking something every day?"])("no daily rate: %s", (text) => {
    expect(value("headache_days", text) ?? 0).toBeLessThan(15);
  });
  it("'This week's just been more of them, 5 days' is a count, not a history", () => {
    expect(value("history_months", "This week's just been more of them, 5 days.")).toBeUndefined();
  });
  it.each([["a 3 or 4 out of 10", "mild"], ["2/10 at most", "mild"], ["its a 4/10", "moderate"], ["a 7 out of 10", "severe"]])("%s is %s", (text, key) => {
    expect(yes(key, text)).toBe(true);
  });
});

describe("a course and a change told plainly", () => {
  it("'worse every single day' is progressive", () => {
    expect(yes("progressive", "it was mild at first but it's been worse every single day")).toBe(true);
  });
  it.each(["About 5 weeks ago a different one started.", "then a new kind of headache began in October"])("%s", (text) => {
    expect(yes("pattern_change", text)).toBe(true);
  });
  it("a daily headache that never stops is not a probable migraine", () => {
    const a = story({ age: 29 }, "On Monday 31st August I woke up with a headache and it has literally never gone away since, every day, all day. I know the exact day.", "now and then it throbs a bit and I feel a bit queasy");
    expect(a.patterns.find((p) => p.ichd3 === "1.5")?.status).not.toBe("criteria_met");
  });
});

describe("advice, an old injury and pregnancy's visual signs", () => {
  it("'to watch for a fever' is no fever", () => {
    expect(flags(null, "The doctor said adults don't usually catch it off kids but to watch for a fever.")).not.toContain("fever_systemic");
  });
  it("a concussion in March that settled after 6 weeks, migraines identical to before it: no post-traumatic headache", () => {
    expect(flags({ age: 26 }, "I've had migraines since I was 16.", "In March I got an elbow to the head at netball and was concussed, I had headaches and fogginess for about 6 weeks and then it all settled.", "But they're identical to the ones I had before it, same timing with my period")).not.toContain("post_trauma");
  });
  it("flickering lights at 31 weeks with a raised blood pressure are pre-eclampsia, not a first aura", () => {
    const f = flags({ age: 29, sex: "female" }, "I'm 31 weeks with my second. I don't normally get headaches at all.", "since this morning I keep seeing flickery little lights at the sides of my eyes and the TV looks a bit blurry. BP was 146 over 94");
    expect(f).toContain("pregnancy_postpartum");
    expect(f).not.toContain("neuro_deficit");
  });
});
