import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 119 of fresh cases (issue 13): long run-on messages and very literal
// ones, medicines and substances and their stopping, and the night.

describe("a carer's own headaches told beside the patient's", () => {
  it("'typing for my husband ... I'm the one with the headaches in this house' keeps the husband the patient", () => {
    const a = story({ age: 74 }, "Its Joan typing for my husband Bill hes 74 and never gets headaches, I'm the one with the headaches round here, anyway today he has a temperature of 39.1 and a sore head all over");
    expect(a.red_flags.map((f) => f.code)).toEqual(expect.arrayContaining(["fever_systemic", "new_onset_over_50"]));
  });
  it("'the part that has me worried, he called me by his sister's name' is what happened, not a worry", () => {
    expect(yes("confusion", "typing for my dad. the bit that has me worried honestly, this morning he called me by my aunt's name and asked twice what day it was")).toBe(true);
  });
});

describe("symptoms told as labelled findings", () => {
  it("'Upright: the pain starts within 10 minutes ... Supine: it reduces to 1/10' is a positional headache", () => {
    expect(yes("worse_upright", "Upright (sitting or standing): the pain starts within 10 minutes and reaches 6/10.")).toBe(true);
    expect(yes("worse_upright", "Supine: it reduces to 1/10 within about 20 minutes.")).toBe(true);
  });
  it("'Headache days per month: July 19, ... November 1-28: 17' counts the partial month right, and 'of the headache days' is a share", () => {
    expect(value("headache_days", "Headache days per month: June 16, July 18, August 1-20: 12.")).toBeCloseTo(15.3, 1);
    const said = facts("Headache days: May 18, June 20, July 19.", "Of the headache days, those with one-sided throbbing pain and nausea: May 9, June 11, July 10.");
    expect(said.filter((f) => f.key === "headache_days" && f.polarity === "affirmed").at(-1)?.value).toBe(19);
    expect(said.find((f) => f.key === "migraine_days")?.value).toBe(10);
  });
  it("'before 2024 I had 4-6 per month' is the rate before, not now", () => {
    expect(facts("Before 2023 I had 3-5 per month, since age 16.").find((f) => f.key === "headache_days")?.tag).toBe("usual");
  });
  it("'on 2 or 3 days I take both on the same day' adds no medicine", () => {
    expect(facts("On 2 or 3 days per month I take both on the same day.").some((f) => f.key.startsWith("med:") && f.polarity === "affirmed")).toBe(false);
  });
  it("'14 days a month on the co-codamol' is the co-codamol's days, whatever it is taken for (ICHD-3 8.2)", () => {
    expect(value("med:co-codamol", "thats about 14 days a month on the co-codamol, its for sleep after nights")).toBe(14);
  });
});

describe("a negation's reach", () => {
  it("'I don't drink alcohol when I am in a bout' tells the bout", () => {
    expect(yes("bouts", "I don't drink any alcohol when I am in a bout")).toBe(true);
  });
  it("'no codeine or mara moja' denies both medicines", () => {
    expect(facts("nothing else, no codeine or solpadeine").find((f) => f.key === "med:solpadeine")?.polarity).toBe("denied");
  });
  it("'my usual migraine is one side only, never the eyes red like this' is today's red eye, set against the usual", () => {
    expect(yes("red_eye", "my usual migraine is one side only, never the eyes red like this")).toBe(true);
    expect(yes("never_like_this", "my usual migraine is one side only, never the eyes red like this")).toBe(true);
  });
  it("'never went away, I mean never, not for a single minute' is a pain that does not stop", () => {
    expect(yes("continuous", "I got a headache on the right that never went away, I mean never, not for a single minute, a dull ache all day every day")).toBe(true);
  });
  it("'no fever, 36.6' is a fever denied", () => {
    expect(facts("no fever, 36.6").find((f) => f.key === "fever")?.polarity).toBe("denied");
  });
});

describe("words that are not the red flag they sound like", () => {
  it("'felt like I'd faint but never did', 'felt faint' and 'passed out on the sofa, I mean fell asleep' are no loss of consciousness", () => {
    expect(yes("loss_of_consciousness", "felt like I'd faint but never did")).toBe(false);
    expect(yes("loss_of_consciousness", "I felt faint in the queue")).toBe(false);
    expect(yes("loss_of_consciousness", "my wife says I passed out on the couch at 9, I mean I fell asleep")).toBe(false);
    expect(yes("loss_of_consciousness", "she fainted in the kitchen")).toBe(true);
  });
  it("'bruising like mad and her gums bleed' on warfarin is a bleeding tendency, not a rash of infection", () => {
    expect(flags({ age: 78 }, "typing for my dad, on warfarin, hes been bruising everywhere, purple marks on his arms, and his gums bleed")).not.toContain("fever_systemic");
  });
  it("'couldn't see properly' explained as the light being too bright is photophobia", () => {
    expect(yes("vision_loss", "she said she couldn't see properly, I asked what she meant and she said the light was too bright")).toBe(false);
  });
  it("'both eyes suddenly very blurry' is no sudden headache", () => {
    expect(yes("sudden_onset", "since last night both eyes suddenly very blurry, cant see far")).toBe(false);
  });
  it("night sweats after stopping cannabis are withdrawal, not a systemic illness", () => {
    expect(flags({ age: 25 }, "stopped smoking weed cold turkey 2 weeks ago", "since then night sweats, crazy dreams", "usual band headaches, 3 this week, no fever 36.7")).not.toContain("fever_systemic");
  });
  it("'was smoking every night for 4 years' is no headache rate, and 'quit weed 10 days ago' no headache onset", () => {
    expect(value("headache_days", "was smoking every night for like 3 yrs")).toBeUndefined();
    expect(value("history_months", "quit drinking 2 weeks ago for dry january")).toBeUndefined();
  });
  it("'woke up right away and was talking normal' after a partner's scare is no fit", () => {
    expect(facts("she thought I was having a seizure, she shook me and I woke up right away and was talking normal").find((f) => f.key === "seizure")?.polarity).toBe("denied");
  });
  it("a pregnancy told with the birth that ended it is over", () => {
    expect(flags({ age: 31, sex: "female" }, "my migraines went away during pregnancy and after giving birth, baby is 9 months now", "now they're back since my period came back, same as before I got pregnant, left side, sick, 3 this month")).not.toContain("pregnancy_postpartum");
  });
});

describe("medicine counts", () => {
  it("a daily painkiller in a headache indomethacin stops is the indomethacin (no overuse)", () => {
    const said = ["left sided headache never off since 2023, flares with a watering eye", "indomethacin stopped it completely within two days, off it and it's back in a day", "the pharmacist flagged that I take a painkiller every day of the month"];
    expect(flags({ age: 50 }, ...said)).not.toContain("medication_overuse");
  });
  it("'the first week I got a headache every single day' after a new pill is a burst, not a chronic rate", () => {
    expect(facts("the first week I got a headache every single day after the new heart tablet").find((f) => f.key === "headache_days")?.tag).toBe("burst");
  });
  it("a drink counted in answer to the medicine-days question is no medicine", () => {
    const a = assess(null, [
      { role: "user", content: "migraines" },
      { role: "assistant", content: "On how many days a month do you take something?", questionId: "acute_med_days", slots: ["acute_med_days"], choices: [] },
      { role: "user", content: "i drink like 4 energy drinks a day to stay awake. the migraines are 3 a month" },
    ]);
    expect(a.facts.some((f) => f.key.startsWith("med:") && f.polarity === "affirmed")).toBe(false);
  });
});
