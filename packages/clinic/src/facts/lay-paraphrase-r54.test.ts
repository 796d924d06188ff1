import { describe, expect, it } from "vitest";
import { facts, value } from "./reading.test-helpers.ts";

// Categories found by round 54 of fresh cases (issue 13), and the failures earlier rounds left out.

describe("a rate told as an ordinal interval or a bare count over a span", () => {
  it.each([
    ["headaches every 2nd day", 15],
    ["I get one every third day", 10],
    ["I had 3 in 10 days", 9],
    ["I've had 4 in the last fortnight", 8.6],
    ["I had 2 in 3 weeks", 2.9],
  ])("%s", (text, days) => {
    expect(value("headache_days", text)).toBe(days);
  });
  it.each([
    ["I take zolmitriptan every 2nd day", 15],
    ["zolmitriptan, 3 in 10 days", 9],
  ])("%s is a medicine's days", (text, days) => {
    expect(facts(text).find((f) => f.key === "med:zolmitriptan")?.value).toBe(days);
  });
  it("'I'm 34 in 3 weeks' is no rate", () => {
    expect(value("headache_days", "I'm 34 in 3 weeks and I get migraines")).toBeUndefined();
  });
});

describe("a question inside brackets does not cut its sentence", () => {
  it("'(so maybe the 22nd or 23rd? not sure) and has not stopped since' keeps the clause whole", () => {
    const f = facts("It started on a Sunday (so maybe the 22nd or 23rd of October? not sure) and has not stopped since.");
    expect(f.filter((x) => x.key === "remembered_onset").every((x) => x.evidence.includes("has not stopped since"))).toBe(true);
  });
});
