import { describe, expect, it } from "vitest";
import { facts, flags, value, yes } from "./reading.test-helpers.ts";

// Categories found by the tenth fresh round (first run: 27/34 red flags, 4 false alarms, leading
// pattern 59%; intake-heavy stories, people writing for someone else, English as a second
// language), each tested with several speakers, not only the words of the case that showed it.


describe("a colon ends what a negation covers", () => {
  it("'Something I didn't see a box for: when I chew, my jaw aches' tells jaw claudication", () =>
    expect(yes("jaw_claudication", "Something I didn't see a box for: when I chew, especially meat or a crusty roll, my jaw starts aching")).toBe(true));
  it("a denial after the colon still denies", () => expect(yes("fever", "One more thing: no fever at all")).toBe(false));
});

describe("worse over days, in many words", () => {
  it.each(["his head hurting more and more on right side", "Head is paining whole head since one week, every day more strong", "every few days it steps up a notch", "it ratchets up another notch each week"])(
    "%s",
    (text) => expect(yes("progressive", text)).toBe(true),
  );
});

describe("never a headache person, in other words", () => {
  it.each(["Papa never complain of headache, whole life", "she never once complained about headaches", "Mum never moans about her head"])("%s", (text) =>
    expect(yes("new_headache", text)).toBe(true),
  );
  it.each(["It isn't like any headache I've had before", "this is unlike any headache I have ever had", "not like any pain I get"])("unlike before: %s", (text) =>
    expect(yes("never_like_this", text)).toBe(true),
  );
});

describe("medicine days in other orders", () => {
  it("a dash before 'on roughly 16 to 18 days' keeps the count with the medicine", () =>
    expect(value("med:excedrin", "It's Excedrin Migraine I take - on roughly 16 to 18 days every month")).toBe(17));
  it("'most of days' is most days", () => expect(value("med:crocin", "Crocin 650 I take most of days")).toBe(20));
  it("'in one month maybe 25 days I am taking something' is 25 medicine days, not headache days", () => {
    const f = facts("In one month maybe 25 days I am taking something.");
    expect(f.find((x) => x.key === "med:unspecified")?.value).toBe(25);
    expect(f.some((x) => x.key === "headache_days")).toBe(false);
  });
  it("a count per named month is the month's count", () =>
    expect(value("headache_days", "From my diary: 4 migraine days in October, 5 in September, 4 in July, and nothing at all on the other days")).toBe(4.3));
});

describe("not confusion, not a faint with the headache", () => {
  it.each(["I am confuse which tablet is better for my head", "I'm confused whether to take ibuprofen or paracetamol", "a bit confused between the two sprays"])("%s", (text) =>
    expect(yes("confusion", text)).toBe(false),
  );
  it.each([
    "she fainted at the GP surgery in September when they took blood",
    "he passed out at the sight of blood once",
    "I always keel over at needles",
  ])("a faint at a needle or blood: %s", (text) => expect(yes("loss_of_consciousness", text)).toBe(false));
  it("a faint with the headache stays a flag", () => expect(flags(null, "with this headache I fainted in the kitchen this morning")).toContain("altered_consciousness"));
});

describe("a sudden start of a pattern of attacks is not a thunderclap", () => {
  it.each(["All of a sudden this autumn I've started getting a headache every Saturday", "out of the blue she began having migraines every month"])("%s", (text) =>
    expect(flags(null, text)).not.toContain("thunderclap_onset"),
  );
  it("stabs that each last 20 to 40 seconds, out of nowhere, are brief stabs", () =>
    expect(flags(null, "sharp electric stabs around my right eye, each one lasts somewhere between 20 and 40 seconds, 40 to 60 a day", "most come out of nowhere")).not.toContain("thunderclap_onset"));
});

describe("a side-locked headache told against a form that said it varies", () => {
  it("'never once been on my left' says the side does not shift", () => {
    const f = facts("it has never once been on my left, it's the right temple always");
    expect(f.some((x) => x.key === "side_shifting" && x.polarity === "denied")).toBe(true);
  });
});

describe("keeping still, running about making it worse", () => {
  it.each(["Running about makes it worse, so he keeps still", "she has to stay still", "playing makes her head pound"])("%s", (text) =>
    expect(yes("activity_worse", text)).toBe(true),
  );
});

describe("a fourth bout is not a fourth attack", () => {
  it("'this is my fourth bout' does not count four attacks in a lifetime", () =>
    expect(value("lifetime_attacks", "This is my fourth bout since 2023, each lasts 6 to 8 weeks")).toBeUndefined());
});
