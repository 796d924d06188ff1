import { describe, expect, it } from "vitest";
import { assess } from "../../index.ts";
import type { Urgency } from "../../types.ts";
import { FEATURE_FAMILIES } from "./features.ts";
import { ACUTE_FAMILIES } from "./red-acute.ts";
import { COURSE_FAMILIES } from "./red-course.ts";
import { HISTORY_FAMILIES } from "./red-history.ts";

// Every lay paraphrase of a concept, through the public assess (CLINICAL.md "Reading what
// people write": each concept is tested as a family, not as one sentence).

const RED = [...ACUTE_FAMILIES, ...COURSE_FAMILIES, ...HISTORY_FAMILIES];
const ORDER: Urgency[] = ["routine", "urgent", "emergency"];
const user = (content: string) => [{ role: "user" as const, content }];

describe("red-flag families", () => {
  it("has at least 15 paraphrases for every red-flag code", () => {
    const codes = new Set(RED.map((f) => f.code));
    expect(codes.size).toBe(19);
    for (const f of RED) expect(f.phrases.length, f.code).toBeGreaterThanOrEqual(15);
  });

  for (const fam of RED) {
    it.each(fam.phrases)(`${fam.code}: %s`, (phrase) => {
      const a = assess(fam.intake ?? null, user(phrase));
      expect(a.red_flags.map((f) => f.code)).toContain(fam.code);
      expect(ORDER.indexOf(a.urgency)).toBeGreaterThanOrEqual(ORDER.indexOf(fam.urgency));
    });
    if (fam.benign !== undefined && fam.benign.length > 0) {
      it.each(fam.benign)(`not ${fam.code}: %s`, (phrase) => {
        expect(assess(fam.intake ?? null, user(phrase)).red_flags.map((f) => f.code)).not.toContain(fam.code);
      });
    }
  }
});

describe("feature families", () => {
  for (const fam of FEATURE_FAMILIES) {
    it.each(fam.phrases)(`${fam.key}: %s`, (phrase) => {
      const f = assess(null, user(phrase)).facts.find((x) => x.key === fam.key);
      expect(f?.polarity).toBe("affirmed");
    });
    if (fam.benign !== undefined && fam.benign.length > 0) {
      it.each(fam.benign)(`not ${fam.key}: %s`, (phrase) => {
        expect(assess(null, user(phrase)).facts.find((x) => x.key === fam.key)?.polarity).not.toBe("affirmed");
      });
    }
  }
});
