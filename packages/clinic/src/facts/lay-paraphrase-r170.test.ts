import { describe, expect, it } from "vitest";
import { value, yes } from "./reading.test-helpers.ts";

// Categories found by round 170 of fresh cases (issue 13): a plain mix typed as on a phone; the
// borderline between urgent and emergency, and routine and urgent.

describe("round 170", () => {
  it("'24x7' and 'has not gone even one hour' are continuous", () => {
    expect(yes("continuous", "From that day it has not gone even one hour. 24x7.")).toBe(true);
    expect(yes("continuous", "My headache started in August. From that day it has not gone even one hour.")).toBe(true);
  });
  it("'from last 9 days' is the headache's span and 'getting more day by day' a worsening", () => {
    expect(value("history_months", "I am having headache from last 9 days")).toBe(0.3);
    expect(yes("progressive", "I am having headache from last 9 days, it is getting more day by day.")).toBe(true);
  });
});
