import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";
import { endText } from "./phrasing.ts";
import { personOf } from "./person.ts";
import { FactSet } from "../facts/fact-set.ts";

// The closing words say a pattern "fits" only when its criteria are met (or all but one):
// a pattern with most criteria unknown is named as the nearest, never as a fit.

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const close = (...m: string[]) => {
  const a = assess(null, user(...m));
  const facts = new FactSet();
  for (const f of a.facts) facts.add(f);
  return endText(a, personOf(facts, a.sex));
};

describe("the closing summary of the pattern", () => {
  it("a full migraine story fits the pattern", () => {
    const text = close("I've had migraines for years, about 3 a month", "they last a day, throbbing on the left, I feel sick and light bothers me, walking makes it worse", "never any aura");
    expect(text).toContain("fit the pattern doctors call migraine");
  });
  it("a story with most criteria unknown is only the nearest", () => {
    const text = close("I get bad headaches");
    expect(text).not.toContain("fit the pattern");
  });
});
