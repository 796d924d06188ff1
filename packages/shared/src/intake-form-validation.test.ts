import { describe, expect, it } from "vitest";
import { emptyIntakeForm, type IntakeForm } from "./intake-form.ts";
import { IntakeFormSubmitSchema, validateIntakeForm } from "./intake-form-validation.ts";

const filled = (): IntakeForm => {
  const f = emptyIntakeForm();
  f.about = { ...f.about, chief_complaint: "Pain", age: 30, sex: "female" };
  f.headache.mild_days = 2;
  return f;
};
const errors = (f: IntakeForm) => {
  const r = validateIntakeForm(f);
  return r.ok ? [] : r.errors;
};

describe("validateIntakeForm", () => {
  it("accepts the required part and answers the API intake", () => {
    const r = validateIntakeForm(filled());
    expect(r.ok && r.intake).toEqual({ chief_complaint: "Pain", age: 30, sex: "female", headache_history: { mild_days: 2, headache_free_days: 28 } });
  });

  it("asks for at least one headache answer", () => {
    const f = filled();
    f.headache.mild_days = null;
    expect(errors(f)).toEqual([{ path: "headache.section", message: "Headache history is required" }]);
  });

  it("puts the days-sum error on the days group", () => {
    const f = filled();
    f.headache.severe_days = 30;
    expect(errors(f)).toEqual([{ path: "headache.days_total", message: expect.stringMatching(/cannot exceed 31/) }]);
  });

  it("points a row error at the form row, skipping unnamed rows", () => {
    const f = filled();
    const row = { name: "", dose: "", frequency: "", efficacy: "" as const, start_date: "2024-05", end_date: "2024-04", side_effects: "" };
    f.medications.preventative = [row, { ...row, name: "propranolol" }];
    expect(errors(f)).toEqual([{ path: "medications.preventative.1.end_date", message: "Preventative medication 2: Start date must be <= end date" }]);
  });

  it("gives react-hook-form the same errors through the zod schema", () => {
    const f = filled();
    f.about.age = 121;
    const r = IntakeFormSubmitSchema.safeParse(f);
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["about.age", "Age must be between 5 and 120 years"]]);
  });
});
