import { describe, expect, it } from "vitest";
import { flags, story, user, yes } from "./reading.test-helpers.ts";
import { assess } from "../assess.ts";
import { normalizeText } from "./normalize.ts";

// Categories found by round 154 of fresh cases (issue 13): voice typing and autocorrect; people aged
// 80 and over, through family and carers; teenagers and young adults in their own words.

describe("round 154", () => {
  it("voice typing's 'left harm feels week' and 'half an our' are an arm gone weak and an hour", () => {
    expect(flags({ age: 62, sex: "female" }, "I've got a head ache on the right side come on this after noon it got worse over half an our", "And my left harm feels week and heavy since about three I dropped my cup of tea")).toContain("neuro_deficit");
    expect(normalizeText("my right harm feels week")).toBe("my right arm feels weak");
    expect(normalizeText("it was a week ago, she feels week 2 of the course")).toBe("it was a week ago, she feels week 2 of the course");
  });
  it("a symptom word put right after 'sorry' finds the slip by its sound", () => {
    const conversation = user("Hi I'm typing for my mom she's 58. She's had a headache for 3 weeks", "And this morning she had a Caesar", "Sorry SEIZURE the voice thing");
    const a = assess({ age: 58, sex: "female" }, conversation, { now: "2026-12-05T10:00:00Z" });
    expect(a.red_flags.map((f) => f.code)).toContain("seizure");
    expect(a.red_flags.map((f) => f.code)).not.toContain("pregnancy_postpartum");
  });
  it("a steroid course told finished in the next breath is no immunosuppression now", () => {
    expect(flags({ age: 79, sex: "male" }, "I had the polymyalgia last year the doctor had me on the steroids. Finished them in July")).not.toContain("immunosuppression");
  });
  it("'had a fit at my husband' is temper; 'had a fit at work' is a seizure", () => {
    expect(flags({ age: 34, sex: "female" }, "Can't stand the light. I had a fit at my husband for opening the curtains")).not.toContain("seizure");
    expect(flags({ age: 34, sex: "female" }, "i had a fit at work this morning, shaking all over")).toContain("seizure");
  });
  it("carbon monoxide told by a carer: both at home with headache, better at the day centre, a gas fire with soot", () => {
    const a = story({ age: 90, sex: "female" }, "Hello I am carer for Mrs and Mr Campbell, she is 90. She has headache 5 days. Today Mr Campbell also he say headache", "When she go to day centre she is better there, come home and the headache come again. They sit all day with gas fire on", "The fire flame is yellow and there is black on the wall above it");
    expect(a.urgency).toBe("emergency");
    expect(a.red_flags.map((f) => f.code)).not.toContain("valsalva_precipitated");
  });
  it("'20 days a month i take it, sometimes 2 times a day' counts 20 days", () => {
    expect(story(null, "like 20 days a month i take panadol extra, sometimes 2 times a day").metrics.acute_medication_days_per_month).toEqual({ combination: 20 });
  });
  it("the form's figure disowned and the count told in the next sentence", () => {
    const a = story({ age: 17, sex: "female", medications: { acute: [{ name: "Advil", days_per_month: 30 }] } }, "ok so the form says advil 30 days but i meant like 30 pills a month lol. its more like 6 or 7 days");
    expect(a.metrics.acute_medication_days_per_month).toEqual({ simple: 6.5 });
  });
  it("a spell upright then the pain, and lying flat easing it, is orthostatic", () => {
    expect(flags({ age: 23, sex: "female" }, "for about 2 weeks now, every time I'm up for 10-15 min I get this pounding ache at the back of my head. lie flat and in like 20 min it's basically gone")).toContain("positional");
  });
  it("tingling hands and mouth with over-breathing is the breathing's, not an aura", () => {
    const a = story({ age: 18, sex: "male" }, "had an edible and way too much, heart going crazy, i was breathing super fast", "both my hands and around my mouth went all tingly and my fingers cramped up like claws", "today just a dull headache like a tight band round my head, 2-3 times a month");
    expect(a.patterns.find((p) => p.ichd3 === "1.2")?.status ?? "excluded").not.toBe("criteria_met");
    expect(yes("panic_attack", "my mate made me breathe slow into my hands")).toBe(true);
  });
});
