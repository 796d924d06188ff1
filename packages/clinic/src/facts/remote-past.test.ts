import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";

// A seizure or faint told as long past is history; one told as recent stays a red flag (SNNOOP10).
const REMOTE = [
  "I had a seizure when I was a kid but none since.",
  "I had a seizure when I was young.",
  "I had a couple of seizures years ago.",
  "I had a seizure in 2010 and haven't had one since.",
  "I had a seizure in 2010.",
  "I used to have fits as a child.",
  "I'm epileptic but it has been well controlled for years.",
  "I had a fit as a teenager, none since.",
  "I fainted once at school 20 years ago.",
];
const RECENT: Array<[string, string]> = [
  ["seizure", "I had a fit this morning."],
  ["seizure", "I seized yesterday."],
  ["seizure", "I had my first seizure last week."],
  ["seizure", "I had fits as a child and none for years, but I had a seizure today."],
  ["seizure", "I had fits as a child. I had another one this morning."],
  ["altered_consciousness", "I fainted an hour ago."],
];
const BENIGN = [
  "My headaches are pressure like on both temples, mild, 4 days a month.",
  "I get throbbing headaches on one side with nausea a few times a month, for years.",
  "A dull tight band around my head most afternoons when I'm stressed.",
];
const NOW = { now: "2025-06-01" };
const flags = (texts: string[]) => assess({ age: 40 }, texts.map((content) => ({ role: "user" as const, content })), NOW);

describe("remote past events", () => {
  it("a remote seizure or faint before a benign story never raises an emergency", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REMOTE), fc.constantFrom(...BENIGN), fc.boolean(), (remote, story, joined) => {
        const a = flags(joined ? [`${remote} ${story}`] : [remote, story]);
        expect(a.urgency).not.toBe("emergency");
        expect(a.red_flags.map((f) => f.code)).not.toContain("seizure");
        expect(a.red_flags.map((f) => f.code)).not.toContain("altered_consciousness");
      }),
      { numRuns: 100 },
    );
  });

  it("a recent seizure or faint always flags, whatever the story around it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECENT), fc.constantFrom(...BENIGN), fc.boolean(), ([code, recent], story, joined) => {
        const a = flags(joined ? [`${recent} ${story}`] : [story, recent]);
        expect(a.red_flags.map((f) => f.code)).toContain(code);
        expect(a.urgency).toBe("emergency");
      }),
      { numRuns: 100 },
    );
  });
});
