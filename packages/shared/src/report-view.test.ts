import { describe, expect, it } from "vitest";
import { ReportSchema, type Report } from "./report.ts";
import { intakeLines, medicationDays, medicineDetails, medicines, patientLine, reportDate, severityDays } from "./report-view.ts";

// The report JSON as the server sends it, with only what these helpers read filled in.
const report = (intake: Record<string, unknown>, extra: Partial<Report> = {}): Report =>
  ReportSchema.parse({
    conversationId: "c1", generatedAt: "2025-06-01T10:00:00.000Z", disclaimer: "Not medical advice.",
    patient: { age: 39, sex: "female" }, urgency: "routine", summary: "", leading_pattern: null,
    metrics: { headache_days_per_month: 22, acute_medication_days_per_month: { triptan: 10, simple: 14, other: 20 } },
    medication_overuse: { risk: true, detail: "" }, intake, ...extra,
  });

describe("report view", () => {
  it("marks a class as over once it reaches its ICHD-3 8.2 limit, and gepants never", () => {
    expect(medicationDays(report({})).map((m) => [m.drugClass, m.limit, m.over])).toEqual([["triptan", 10, true], ["simple", 15, false], ["other", null, false]]);
  });

  it("lists headache days by severity in the intake's order and skips what was not given", () => {
    expect(severityDays(report({ headache_history: { mild_days: 4, severe_days: 8, moderate_days: "x" } }))).toEqual([
      { key: "severe_days", label: "Severe", days: 8 },
      { key: "mild_days", label: "Mild", days: 4 },
    ]);
  });

  it("describes a medicine with or without its efficacy", () => {
    const [m] = medicines(report({ medications: { acute: [{ name: " sumatriptan ", days_per_month: 14, efficacy: "helps", dates_taken: { start: "2024" } }, { name: "" }] } }));
    expect(m?.name).toBe("sumatriptan");
    expect(medicineDetails(m!, { withEfficacy: true })).toEqual(["14 days/month", "efficacy: helps", "taken 2024 to now"]);
    expect(medicineDetails(m!, { withEfficacy: false })).toEqual(["14 days/month", "taken 2024 to now"]);
  });

  it("flattens the intake into labelled lines keyed by path", () => {
    expect(intakeLines({ chief_complaint: "migraines", headache_history: { pain_characteristics: ["throbbing", "pressing"], aura: false } })).toEqual([
      { key: "chief_complaint", label: "Chief complaint", value: "migraines" },
      { key: "headache_history.pain_characteristics", label: "Headache history / pain characteristics", value: "throbbing, pressing" },
      { key: "headache_history.aura", label: "Headache history / aura", value: "no" },
    ]);
  });

  it("names the person when known and dates the report", () => {
    expect(patientLine(report({}, { patient: { age: 39, sex: "female", name: "Pat Example" } }))).toBe("Pat Example, 39 years, female");
    expect(patientLine(report({}, { patient: { age: null, sex: null } }))).toBe("Name not given");
    expect(reportDate(report({}))).toBe("2025-06-01");
  });
});
