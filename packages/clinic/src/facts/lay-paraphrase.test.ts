import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

// Lay phrasings found by fresh vignettes (round 4), each tested as a category with several speakers.

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const facts = (...m: string[]) => assess(null, user(...m)).facts;
const yes = (key: string, ...m: string[]) => facts(...m).some((f) => f.key === key && f.polarity === "affirmed");
const num = (key: string, ...m: string[]) => facts(...m).find((f) => f.key === key && f.polarity === "affirmed")?.value;

describe("the pain as the subject of 'hit' is an onset, not a blow", () => {
  it.each([
    "out of nowhere this pain hit the back of my head",
    "the headache just slammed into my head while I was cooking",
    "the pain suddenly struck my head like lightning",
  ])("%s", (text) => {
    expect(yes("head_trauma", text)).toBe(false);
  });
  it.each(["I hit my head on the cupboard", "the ball hit my head", "my son whacked his head on the table"])("a real blow stays one: %s", (text) => {
    expect(facts(text).some((f) => f.key.endsWith("head_trauma") && f.polarity === "affirmed")).toBe(true);
  });
});

describe("unlike the usual headaches", () => {
  it.each([
    "I get migraines but they creep up slowly, last friday was nothing like them",
    "this one is not like my usual headaches",
    "it felt totally different to my migraines",
    "this was nothing like my normal ones",
  ])("%s", (text) => {
    expect(yes("never_like_this", text)).toBe(true);
  });
});

describe("time to peak said as 'full on within'", () => {
  it("is a peak, not how long it lasts", () => {
    const all = facts("the pain was full on within a couple of seconds");
    expect(all.find((f) => f.key === "peak_hours")?.value).toBeLessThan(1 / 60);
    expect(all.find((f) => f.key === "attack_hours")).toBeUndefined();
  });
});

describe("carbon monoxide in lay words", () => {
  it.each([
    ["We've both had thumping headaches most mornings", "household_headache"],
    ["we have all been getting headaches since the move", "household_headache"],
    ["by the time I've been at work a couple of hours the headache is mostly gone", "better_away"],
    ["once I'm out of the house it clears", "better_away"],
    ["Since the start of November they've both been getting headaches", "household_headache"],
    ["me, my husband and both kids have all had headaches for a week", "household_headache"],
    ["they came and stayed with us last weekend and by the Saturday both said they felt miles better", "better_away"],
    ["then they went home Monday and by the Tuesday night the headaches were back", "better_away"],
  ])("%s -> %s", (text, key) => {
    expect(yes(key, text)).toBe(true);
  });
});

describe("dialect negation and words", () => {
  it.each(["light and noise dinnae bother me", "the light disnae bother me", "noise doesnae bother me at all"])("%s", (text) => {
    expect(facts(text).some((f) => (f.key === "photophobia" || f.key === "phonophobia") && f.polarity === "affirmed")).toBe(false);
  });
  it("a sore heid is a headache", () => {
    expect(yes("own_headache", "I've had a sore heid most days")).toBe(true);
  });
});

describe("counts of attacks with words between", () => {
  it.each([
    ["I've had three really bad headaches in the last four months", 3],
    ["I have had two awful migraines so far", 2],
  ])("%s", (text, n) => {
    expect(num("lifetime_attacks", text)).toBe(n);
  });
  it("a rate is not a lifetime count", () => {
    expect(num("lifetime_attacks", "I get 3 bad headaches a week")).toBeUndefined();
  });
});

describe("a counting window does not shorten the history", () => {
  it("'for about a year' stands against 'kept a tally the last three months'", () => {
    expect(num("history_months", "sore head most days for about a year. Kept a tally the last three months, 15 16 and 15 days")).toBeGreaterThanOrEqual(11);
  });
  it("'for the last three months' is the history", () => {
    expect(num("history_months", "I've had these for the last three months")).toBeCloseTo(3, 0);
  });
});

describe("pain-free between attacks is not cluster bouts", () => {
  it.each(["I'm fine in between", "she is completely normal in between", "ok in between attacks"])("%s", (text) => {
    expect(yes("bouts", text)).toBe(false);
  });
  it("remission between bouts stays", () => {
    expect(yes("bouts", "they come in bouts for six weeks then nothing for a year")).toBe(true);
  });
});

describe("a fever told as over", () => {
  it.each([
    "She had a temperature with flu last month but that's gone, no temperature with these",
    "I had a fever last week but it's over now",
  ])("%s", (text) => {
    expect(yes("fever", text)).toBe(false);
  });
});

describe("lay durations", () => {
  it.each(["lasts most of the afternoon", "it goes on most of the evening"])("%s", (text) => {
    expect(num("attack_hours", text)).toBe(6);
  });
});
