import { describe, expect, it } from "vitest";
import { ReportSchema, type Report } from "./report.ts";
import { evidenceText, intakeLines, medicationDays, medicineDetails, medicines, patientLine, patternView, reportDate, severityDays, urgencyTitle } from "./report-view.ts";
import { rawKeys, REPORT_FIXTURES } from "./report-view-fixtures.ts";

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

  it("flattens the intake into labelled lines in the form's words, medicines left to their table", () => {
    expect(intakeLines({ chief_complaint: "migraines", headache_history: { pain_locations: ["behind_eye"], triggers: ["lack_of_sleep"], aura: false }, medications: { acute: [{ name: "x" }] } })).toEqual([
      { key: "chief_complaint", label: "Main complaint", value: "migraines" },
      { key: "headache_history.pain_locations", label: "Where it hurts", value: "Behind the eye" },
      { key: "headache_history.triggers", label: "Triggers", value: "Lack of sleep" },
      { key: "headache_history.aura", label: "Aura", value: "no" },
    ]);
  });

  it("makes engine evidence readable, quotes verbatim, messages numbered among the person's own", () => {
    const r = report({ headache_history: { moderate_days: 30 } }, { transcript: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Q?" }, { role: "user", content: "ThrobBing, LEFT side" }] });
    expect(evidenceText(r, `intake headache_history.moderate_days: "headache_history.moderate_days"; message 3: "ThrobBing, LEFT side"`)).toBe(
      `intake form, moderate days per month: 30; "ThrobBing, LEFT side" (their message 2)`,
    );
    expect(rawKeys("Intake headache_history.mild_days and behind_eye")).toEqual(["headache_history", "mild_days", "behind_eye", "headache_history.mild_days"]);
  });

  it("never calls an unfinished interview screened", () => {
    expect(urgencyTitle(REPORT_FIXTURES.unfinished!)).toBe("Routine so far: the interview was not finished");
    expect(urgencyTitle(REPORT_FIXTURES.moh!)).toBe("Routine: no red flags needing urgent review were reported");
  });

  it("shows met, probable and open patterns, rules out one with a criterion not met, and drops the untested", () => {
    const v = patternView(REPORT_FIXTURES.unfinished!);
    expect(v.shown.map((p) => [p.code, p.status])).toEqual([["1.1", "open"], ["1.5", "open"]]);
    expect(v.ruledOut.map((p) => p.code)).toContain("2.2");
    expect(v.appendixOnly).toBe(false);
    expect(patternView(REPORT_FIXTURES.thunderclap!).appendixOnly).toBe(true);
  });

  it("names the person when known and dates the report", () => {
    expect(patientLine(report({}, { patient: { age: 39, sex: "female", name: "Pat Example" } }))).toBe("Pat Example, 39 years, female");
    expect(patientLine(report({}, { patient: { age: null, sex: null } }))).toBe("Name not given");
    expect(reportDate(report({}))).toBe("2025-06-01");
  });
});
