import { describe, expect, it } from "vitest";
import { facts, flags, story, value, yes } from "./reading.test-helpers.ts";

// Categories found by round 51 of fresh cases (issue 13), each with speakers of its own.

describe("other illnesses and treatments named by their box, and whose they are", () => {
  it.each(["I'm on Biktarvy and the Septrin from the clinic", "my CD4 count was 90 in June", "on antiretrovirals since 2019"])("%s", (text) => {
    expect(yes("immunosuppressed", text)).toBe(true);
  });
  it.each(["I'm HIV negative, I take Descovy as PrEP", "last screen incl HIV test was 3 weeks ago, all negative"])("%s is no weakened immunity", (text) => {
    expect(yes("immunosuppressed", text)).toBe(false);
  });
  it("'My ex is positive, on Biktarvy' is the ex's", () => {
    expect(flags({ age: 30 }, "I get migraines, 2-3 a month", "My ex is positive but undetectable for years on Biktarvy, that's his business not mine")).not.toContain("immunosuppression");
  });
  it("'I want to ask about my own headaches but first: my daughter Tolu is 9 and has sickle cell' is the typist's own story", () => {
    const a = story({ age: 41 }, "I want to ask about my own headaches but first let me explain: my daughter Tolu is 9 and has sickle cell. I myself have only the trait.", "My headaches are like a tight band across my forehead, both sides, pressing not banging.");
    expect(a.facts.some((f) => f.key === "pressing" && f.polarity === "affirmed")).toBe(true);
  });
  it("', and my neighbour's boy of 9 has a tumour' is the boy's, after a comma", () => {
    expect(flags({ age: 44 }, "migraines since 18, same as always", "I saw on Facebook a post, 'headache that wakes you up = brain tumor', and my neighbor's boy of 9 has a tumor in the brain.")).not.toContain("cancer_history");
  });
  it("'my mum give her one extra amlodipine ... she keep rubbing her right eye' is the grandmother's eye", () => {
    const f = flags({ age: 73 }, "hi my ah ma 73 having very bad headache since around 7pm", "my mum give her one extra amlodipine. she keep rubbing her right eye, it is quite red and watery", "she say the right eye blur like got fog, and the ceiling light got rainbow circle around it");
    expect(f).toContain("painful_eye_autonomic");
  });
  it("'my uncle say high BP will give headache' is what he says, not whom the typist writes for", () => {
    expect(facts("can we just wait? my uncle say high BP will give headache and vomit").some((f) => f.key === "typist")).toBe(false);
  });
});

describe("onset, travel and fever told plainly", () => {
  it("'since around 7pm' dates a headache hours old: new at 73", () => {
    expect(flags({ age: 73 }, "my grandmother has a very bad headache since around 7pm")).toContain("new_onset_over_50");
  });
  it("'I don't usually bother anyone with headaches, never had them' at 67 is a new headache", () => {
    expect(flags({ age: 67 }, "I don't usually bother anyone with headaches, never had them. Since about 3 weeks I get a sharp pain when I cough.")).toContain("new_onset_over_50");
  });
  it("'No thermometer at the flat, housemate said I was roasting' is a fever, and 'back from Tamale, northern Ghana' a malaria area", () => {
    const a = story({ age: 34 }, "back 6 days from a month volunteering at a hospital in Tamale, northern Ghana.", "headache, and twice today I've been shivering so much I couldn't hold my mug. No thermometer at the flat, housemate felt my forehead and said I was roasting.");
    expect(a.red_flags.map((f) => f.code)).toContain("fever_systemic");
    expect(a.red_flags.map((f) => f.code)).not.toContain("neuro_deficit");
    expect(a.urgency).toBe("emergency");
  });
});

describe("onsets, triggers and posture in everyday words", () => {
  it.each(["by the time my bum hit the bottom of the bath it was as bad as it got", "Couldn't have counted to five, it was full on"])("%s", (text) => {
    expect(flags({ age: 44 }, `bang, back of my head in the shower. ${text}`)).toContain("thunderclap_onset");
  });
  it("'during private time with my wife, I mean during marital relations' is a sex headache", () => {
    expect(flags({ age: 38 }, "Since about 6 weeks I am getting headache only during marital relations, it builds over some minutes.")).toContain("valsalva_precipitated");
  });
  it("'lie flat on the couch it's basically gone ... Soon as I'm up it's back inside half an hour' is positional", () => {
    expect(flags({ age: 35 }, "if I lie flat on the couch it's basically gone in 15 or 20 min. Soon as I'm up and on the truck it's back inside half an hour.")).toContain("positional");
  });
  it("'dropped the TV remote twice with her left hand', 'fumbling the buttons with that hand'", () => {
    expect(flags({ age: 69 }, "asking for my wife, bad headache tonight", "she's dropped the TV remote twice with her left hand and she was fumbling the buttons on her cardigan with that hand")).toContain("neuro_deficit");
  });
  it("a knock last Tuesday in someone whose headaches of years are 'the same as they've been' is no post-traumatic headache", () => {
    expect(flags({ age: 47 }, "20 days out of 30 and it has been for a good 2 years", "I clipped my head on a valve wheel last Tuesday but hard hat took it, and the headaches are the same as they've been")).not.toContain("post_trauma");
  });
  it("headaches 'in my twenties but they were a dull both-sides thing, nothing like this' are past, not a pattern changed", () => {
    const a = story({ age: 42, sex: "female" }, "It's always the right eye, like a hot knitting needle.", "I did get headaches with my periods in my twenties but they were a dull both-sides thing, nothing like this.");
    expect(a.red_flags.map((f) => f.code)).not.toContain("pattern_change");
    expect(a.facts.some((f) => f.key === "mild" && f.polarity === "affirmed")).toBe(false);
  });
});

describe("counts: attacks, a shift, a tally of tablets, a rate over 24 hours", () => {
  it("'between 8 and 14 in 24 hours' is attacks a day, not a 24-hour attack", () => {
    expect(value("attacks_per_day", "Normally it's somewhere between 8 and 14 in 24 hours")).toBe(8);
    expect(value("attack_hours", "Normally it's somewhere between 8 and 14 in 24 hours")).toBeUndefined();
  });
  it("'on my 12 hour shift' is no attack length", () => {
    expect(value("attack_hours", "Yesterday on my 12 hour shift I tallied them on the back of my glove and got 11.")).toBeUndefined();
  });
  it("'naproxen cut them down a bit, maybe to 7 or 8 a day' is no medicine overuse", () => {
    expect(flags({ age: 35 }, "attacks in my left eye, 10 to 20 minutes, 8 to 14 a day for 5 months", "I tried naproxen from Shoppers and it cut them down a bit, maybe to 7 or 8 a day.")).not.toContain("medication_overuse");
  });
  it("'if you counted the actual tablets it's probably 30-odd a month' counts tablets, not days", () => {
    expect(flags({ age: 44 }, "migraines since 14", "So if you counted the actual tablets it's probably 30-odd a month")).not.toContain("medication_overuse");
  });
  it("'20 days out of 30 ... started 4 years ago as a couple times a month' keeps the present count", () => {
    expect(value("headache_days", "it's more like 20 days out of 30 and it has been for a good 2 years, started maybe 4 years ago as a couple times a month")).toBe(20);
  });
});
