import { describe, expect, it } from "vitest";
import { facts, flags, yes } from "./reading.test-helpers.ts";

// Categories found by round 125 of fresh cases (issue 13): trades' slang and understatement, and
// headaches told beside the medicines people take for other things.

describe("a trade's words for a blow to the head", () => {
  it("'lad caught me with his elbow on the side of the head', 'rang my bell', 'slammed my hat into the pile'", () => {
    expect(yes("head_trauma", "lad caught me with his elbow on the side of the head, bit of a knock")).toBe(true);
    expect(yes("head_trauma", "rang my bell a bit, saw stars for a second")).toBe(true);
    expect(yes("head_trauma", "a surge slammed my hat into one of the steel piles")).toBe(true);
  });
  it("'two of the telly unless i shut one eye' is double vision", () => {
    expect(yes("diplopia", "seeing a bit funny now, two of the telly unless i shut one eye")).toBe(true);
  });
});

describe("a worst headache that built over an hour, like two before it", () => {
  it("is the person's migraine at its worst, not a thunderclap", () => {
    expect(yes("gradual_onset", "started about 10 as a dull ache over my left eye and built up over the next hour till it was pounding")).toBe(true);
    expect(flags(null, "worst headache ive ever had today", "started about 10 as a dull ache over my left eye and built up over the next hour till it was pounding", "had 2 like this before this year, both went after a sleep. todays one is the same just worse")).not.toContain("thunderclap_onset");
  });
});

describe("tests and treatments for other things", () => {
  it("bloods taken for HIV after a spit are no HIV", () => {
    expect(yes("immunosuppressed", "a detainee spat in my face on tuesday and occ health took bloods for hiv and hep")).toBe(false);
    expect(yes("immunosuppressed", "i have hiv, on biktarvy")).toBe(true);
  });
  it("certolizumab (Cimzia) suppresses the immune system", () => {
    expect(yes("immunosuppressed", "ive got AS and im on cimzia jabs every 2 weeks plus naproxen")).toBe(true);
  });
  it("a racing heart's drenching sweat is not a fever", () => {
    expect(yes("fever", "heart is pounding like crazy and im drenched in sweat, neck feels tight")).toBe(false);
    expect(yes("fever", "im drenched in sweat and shivering")).toBe(true);
  });
  it("sickness from a weight-loss jab, 'no headache with it', is no migraine symptom; 'the jab' is no stabbing pain", () => {
    const f = facts("monday mornings i feel queasy and ive been sick maybe once most weeks, straight after getting up. no headache with it, its just the jab making me rough.");
    expect(f.some((x) => (x.key === "nausea" || x.key === "vomiting" || x.key === "stabbing") && x.polarity === "affirmed")).toBe(false);
  });
  it("'ive never had one since, nothing like that' of a febrile seizure at 2 is no headache unlike the usual", () => {
    expect(flags(null, "ive always had the odd tension headache since uni, its just more now, like 6-8 days a month", "i had a seizure with a fever when i was 2. ive never had one since, nothing like that")).not.toContain("pattern_change");
  });
});

describe("round 125a: words of other languages and their ways", () => {
  it("hot wax poured into cold water is no cold stimulus; 'never in one second' is no length", () => {
    expect(yes("cold_stimulus", "you pour hot wax thru a key in to cold water")).toBe(false);
    expect(yes("attack_hours", "never i have hangover from 2 shots and never in one second")).toBe(false);
    expect(flags({ age: 45 }, "i was bent over the bowl with the key and BAM. one second nothing, next second worst pain of my life", "never i have hangover from 2 shots and never in one second", "we pour hot wax thru a key in to cold water")).toContain("thunderclap_onset");
  });
  it("'in the time to open and close the eye', 'full in one second' are a thunderclap", () => {
    expect(yes("thunderclap", "the pain comes in the time to open and close the eye, from nothing to the worst pain of my life")).toBe(true);
    expect(yes("thunderclap", "every time full in one second, then very strong 1 hour")).toBe(true);
  });
  it("a grandpa is no Grandpa powder unless named as the medicine", () => {
    expect(facts("grandpa new headache every morning").some((f) => f.key.startsWith("med:"))).toBe(false);
    expect(facts("I gave him a Grandpa powder").some((f) => f.key.startsWith("med:"))).toBe(true);
  });
  it("'50 years in the mine' is a working life, no years of headache", () => {
    expect(yes("history_months", "he never had headaches before, he says 50 years in the mine and never a headache")).toBe(false);
  });
  it("'3 to 5 from 10 every day' is a score, no attacks a day; 'not one minute without it' is no time to peak", () => {
    expect(yes("attacks_per_day", "like tight band both sides, 3 to 5 from 10 every day, same")).toBe(false);
    expect(flags(null, "i woke up with it on 26 august and from that day not one minute without it", "like tight band both sides, 3 to 5 from 10 every day")).not.toContain("thunderclap_onset");
  });
  it("a fever an old belief gives new mothers is no fever", () => {
    expect(yes("fever", "my mother in law says it is an old belief, the spirit comes in the first 40 days and gives fever")).toBe(false);
  });
});
