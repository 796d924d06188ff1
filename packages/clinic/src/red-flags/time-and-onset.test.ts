import { describe, expect, it } from "vitest";
import { assess } from "../assess.ts";

const say = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));
const codes = (a: ReturnType<typeof assess>) => a.red_flags.map((f) => f.code);

describe("dates need today's date", () => {
  const msgs = say("my headache started on March 3rd and has not stopped", "every day all day, pressing on both sides, I can still work");
  it("reads a named date as more than 3 months when now is given (ICHD-3 4.10 C)", () => {
    const a = assess({ age: 35, sex: "female" }, msgs, { now: "2025-09-15T10:00:00Z" });
    expect(a.patterns.find((p) => p.ichd3 === "4.10")?.criteria.find((c) => c.id === "4.10-C")?.met).toBe(true);
  });
  it("leaves the duration unknown, and never throws, without now or with a bad now", () => {
    for (const now of [undefined, null, "not a date", Number.NaN, 1e20]) {
      const a = assess({ age: 35, sex: "female", date_of_birth: "1990-01-01" }, msgs, { now });
      expect(a.patterns.find((p) => p.ichd3 === "4.10")?.criteria.find((c) => c.id === "4.10-C")?.met).toBe(null);
    }
  });
});

describe("seconds-long provoked pain is not thunderclap", () => {
  it("cough pain of seconds: valsalva, urgent", () => {
    const a = assess({ age: 45 }, say("every time I cough or sneeze I get a sharp explosive pain at the back of my head for a few seconds"));
    expect(codes(a)).toContain("valsalva_precipitated");
    expect(codes(a)).not.toContain("thunderclap_onset");
    expect(a.urgency).toBe("urgent");
  });
  it("an onset speed in seconds still is thunderclap", () => {
    const a = assess({ age: 45 }, say("it went from nothing to 10 out of 10 in a few seconds this morning and it's the worst I've ever had"));
    expect(codes(a)).toContain("thunderclap_onset");
  });
});

describe("chronic migraine with medication overuse", () => {
  it("1.3 leads and 8.2 follows when both are met", () => {
    const a = assess({ age: 41, sex: "female", medications: { acute: [{ name: "sumatriptan", days_per_month: 14 }] } }, say(
      "I've had migraines for 20 years but for the last year I get a headache almost every day",
      "they throb on one side, I get sick, light and noise bother me, they last most of the day",
    ));
    expect(a.leading_pattern).toBe("1.3");
    expect(a.patterns[1]?.ichd3).toBe("8.2");
  });
  it("8.2 is ruled out when no acute medicine is taken", () => {
    const a = assess({ age: 41 }, say("I get a headache 20 days a month for a year", "I don't take any painkillers for them"));
    expect(a.patterns.find((p) => p.ichd3 === "8.2")?.status).toBe("excluded");
  });
});
