import { describe, expect, it } from "vitest";
import { IntakeValidationError, assertValidIntake, validateIntake } from "./intake-validation.ts";

const base = () => ({ chief_complaint: "Headaches behind my eye", age: 34, sex: "female", headache_history: { severe_days: 2 } });
const withHistory = (h: Record<string, unknown>) => ({ ...base(), headache_history: h });
const messages = (input: unknown) => {
  const r = validateIntake(input);
  return r.ok ? [] : r.errors.map((e) => e.message);
};
const errorAt = (input: unknown, path: string) => {
  const r = validateIntake(input);
  return r.ok ? undefined : r.errors.find((e) => e.path === path)?.message;
};

describe("required fields", () => {
  it("names every missing required field", () => {
    const r = validateIntake({});
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.errors).toEqual([
      { path: "chief_complaint", message: "Chief complaint is required" },
      { path: "age", message: "Age is required" },
      { path: "sex", message: "Sex is required" },
      { path: "headache_history", message: "Headache history is required" },
    ]);
  });
  it("treats a blank chief complaint as missing", () => {
    expect(errorAt({ ...base(), chief_complaint: "   " }, "chief_complaint")).toBe("Chief complaint is required");
  });
  it("accepts a minimal intake", () => {
    expect(validateIntake(base()).ok).toBe(true);
  });
  it("rejects a body that is not an object", () => {
    expect(messages([1, 2])).toEqual(["Intake must be an object"]);
    expect(messages("x")).toEqual(["Intake must be an object"]);
  });
});

describe("age", () => {
  it.each([
    [4, false],
    [5, true],
    [120, true],
    [121, false],
  ])("age %d valid: %s", (age, ok) => {
    expect(validateIntake({ ...base(), age }).ok).toBe(ok);
    if (!ok) expect(errorAt({ ...base(), age }, "age")).toBe("Age must be between 5 and 120 years");
  });
  it("reads a numeric string as a number", () => {
    const r = validateIntake({ ...base(), age: "40" });
    expect(r.ok && r.intake.age).toBe(40);
  });
  it("rejects text that is not a number", () => {
    expect(errorAt({ ...base(), age: "forty" }, "age")).toBe("Age must be between 5 and 120 years");
  });
});

describe("sex", () => {
  it.each(["female", "Male", "OTHER"])("accepts %s case-insensitively", (sex) => {
    const r = validateIntake({ ...base(), sex });
    expect(r.ok && r.intake.sex).toBe(sex.toLowerCase());
  });
  it("rejects another value", () => {
    expect(errorAt({ ...base(), sex: "robot" }, "sex")).toBe("Sex must be female, male or other");
  });
});

describe("headache days", () => {
  it.each([
    ["extremely_severe_days", "Extremely severe days"],
    ["severe_days", "Severe days"],
    ["moderate_days", "Moderate days"],
    ["mild_days", "Mild days"],
  ])("%s accepts 0 and 31 and rejects 32 and -1", (key, label) => {
    expect(validateIntake(withHistory({ [key]: 0 })).ok).toBe(true);
    expect(validateIntake(withHistory({ [key]: 31 })).ok).toBe(true);
    expect(errorAt(withHistory({ [key]: 32 }), `headache_history.${key}`)).toBe(`${label} must be between 0 and 31`);
    expect(errorAt(withHistory({ [key]: -1 }), `headache_history.${key}`)).toBe(`${label} must be between 0 and 31`);
  });
  it("accepts a sum of 31 and rejects a sum of 32", () => {
    expect(validateIntake(withHistory({ extremely_severe_days: 1, severe_days: 10, moderate_days: 10, mild_days: 10 })).ok).toBe(true);
    expect(errorAt(withHistory({ extremely_severe_days: 2, severe_days: 10, moderate_days: 10, mild_days: 10 }), "headache_history")).toMatch(
      /cannot exceed 31/,
    );
  });
  it("derives headache-free days on a 30-day basis, at least 0", () => {
    const r1 = validateIntake(withHistory({ severe_days: 4, mild_days: 6, headache_free_days: 99 }));
    expect(r1.ok && r1.intake.headache_history.headache_free_days).toBe(20);
    const r2 = validateIntake(withHistory({ severe_days: 31 }));
    expect(r2.ok && r2.intake.headache_history.headache_free_days).toBe(0);
  });
  it("age at onset must be at least 0", () => {
    expect(validateIntake(withHistory({ age_onset: 0 })).ok).toBe(true);
    expect(errorAt(withHistory({ age_onset: -1 }), "headache_history.age_onset")).toBe("Age at onset must be at least 0");
  });
  it.each(["pain_intensity_low", "pain_intensity_high", "pain_intensity_avg"])("%s is 0 to 4", (key) => {
    expect(validateIntake(withHistory({ [key]: 0 })).ok).toBe(true);
    expect(validateIntake(withHistory({ [key]: 4 })).ok).toBe(true);
    expect(errorAt(withHistory({ [key]: 5 }), `headache_history.${key}`)).toMatch(/pain intensity must be between 0 and 4$/);
    expect(errorAt(withHistory({ [key]: -1 }), `headache_history.${key}`)).toMatch(/must be between 0 and 4$/);
  });
});

describe("social history", () => {
  it.each([
    ["caffeine_per_day", 10, 11, "Caffeine per day must be between 0 and 10"],
    ["sleep_hours", 24, 25, "Sleep hours must be between 0 and 24"],
    ["exercise_days", 7, 8, "Exercise days must be between 0 and 7"],
  ])("%s accepts 0 and %d and rejects %d", (key, max, over, message) => {
    expect(validateIntake({ ...base(), social_history: { [key]: 0 } }).ok).toBe(true);
    expect(validateIntake({ ...base(), social_history: { [key]: max } }).ok).toBe(true);
    expect(errorAt({ ...base(), social_history: { [key]: over } }, `social_history.${key}`)).toBe(message);
    expect(errorAt({ ...base(), social_history: { [key]: -1 } }, `social_history.${key}`)).toBe(message);
  });
  it("alcohol drinks per week must be at least 0, with no upper bound", () => {
    expect(validateIntake({ ...base(), social_history: { alcohol_drinks_per_week: 70 } }).ok).toBe(true);
    expect(errorAt({ ...base(), social_history: { alcohol_drinks_per_week: -1 } }, "social_history.alcohol_drinks_per_week")).toBe(
      "Alcohol drinks per week must be at least 0",
    );
  });
});

describe("medications", () => {
  const prev = (start: string, end: string) => ({ ...base(), medications: { preventative: [{ name: "topiramate" }, { name: "propranolol", dates_taken: { start, end } }] } });
  it("accepts equal start and end dates", () => {
    expect(validateIntake(prev("2024-03-01", "2024-03-01")).ok).toBe(true);
  });
  it("rejects a start after the end, numbering the medication from 1", () => {
    expect(errorAt(prev("2024-03-02", "2024-03-01"), "medications.preventative.1.dates_taken")).toBe(
      "Preventative medication 2: Start date must be <= end date",
    );
  });
  it("compares a month with a day at month precision", () => {
    expect(validateIntake(prev("2024-03-15", "2024-03")).ok).toBe(true);
    expect(validateIntake(prev("2024-04", "2024-03-31")).ok).toBe(false);
  });
  it("acute days per month is 0 to 31 and the message names the entry", () => {
    const acute = (d: number) => ({ ...base(), medications: { acute: [{ name: "ibuprofen", days_per_month: d }] } });
    expect(validateIntake(acute(0)).ok).toBe(true);
    expect(validateIntake(acute(31)).ok).toBe(true);
    expect(errorAt(acute(32), "medications.acute.0.days_per_month")).toBe("Acute medication 1: Days per month must be between 0 and 31");
  });
  it("reads bare strings as named entries and keeps unknown keys", () => {
    const r = validateIntake({ ...base(), medications: { current: ["magnesium", { name: "x", route: "oral" }] }, custom_field: { a: 1 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.intake.medications?.current).toEqual([{ name: "magnesium" }, { name: "x", route: "oral" }]);
    expect((r.intake as Record<string, unknown>).custom_field).toEqual({ a: 1 });
  });
  it("an entry without a name is an error naming the entry", () => {
    expect(messages({ ...base(), medications: { supplements: [{ dose: "400 mg" }] } })).toEqual(["Supplement 1: Name is required"]);
  });
});

describe("autonomic symptoms", () => {
  it("normalises the side and accepts a list of names", () => {
    const r = validateIntake(withHistory({ autonomic_symptoms: { lacrimation: { present: true, side: "right" }, restlessness: { present: true } } }));
    expect(r.ok && r.intake.headache_history.autonomic_symptoms).toEqual({
      lacrimation: { present: true, side: "Right" },
      restlessness: { present: true },
    });
    const r2 = validateIntake(withHistory({ autonomic_symptoms: ["ptosis"] }));
    expect(r2.ok && r2.intake.headache_history.autonomic_symptoms).toEqual({ ptosis: { present: true } });
  });
  it("reads a null or blank side as no side", () => {
    const r = validateIntake(withHistory({ autonomic_symptoms: { ptosis: { present: true, side: null }, miosis: { present: "yes", side: "" } } }));
    expect(r.ok && r.intake.headache_history.autonomic_symptoms).toEqual({ ptosis: { present: true }, miosis: { present: true } });
  });
  it("rejects an unknown side", () => {
    expect(errorAt(withHistory({ autonomic_symptoms: { ptosis: { present: true, side: "up" } } }), "headache_history.autonomic_symptoms.ptosis.side")).toBe(
      "Autonomic symptom side must be Right, Left or Both",
    );
  });
});

describe("warnings", () => {
  const warnings = (input: unknown) => {
    const r = validateIntake(input);
    return r.ok ? r.warnings : null;
  };
  it("warns about parental consent under 18, not at 18", () => {
    expect(warnings({ ...base(), age: 17 })).toEqual(["Age under 18 - consider parental consent requirements"]);
    expect(warnings({ ...base(), age: 18 })).toEqual([]);
  });
  it("warns about high frequency above 15 days, not at 15", () => {
    expect(warnings(withHistory({ severe_days: 5, moderate_days: 5, mild_days: 5 }))).toEqual([]);
    expect(warnings(withHistory({ severe_days: 5, moderate_days: 5, mild_days: 6 }))).toEqual([
      "High headache frequency (>15 days/month) - may indicate chronic condition",
    ]);
  });
});

describe("assertValidIntake", () => {
  it("throws 'Validation failed: ...' with every message", () => {
    expect(() => assertValidIntake({ ...base(), age: 121, headache_history: { severe_days: 32 } })).toThrow(
      "Validation failed: Age must be between 5 and 120 years; Severe days must be between 0 and 31",
    );
    try {
      assertValidIntake({ ...base(), age: 4 });
    } catch (e) {
      expect(e).toBeInstanceOf(IntakeValidationError);
      expect((e as IntakeValidationError).errors).toEqual([{ path: "age", message: "Age must be between 5 and 120 years" }]);
    }
  });
});
