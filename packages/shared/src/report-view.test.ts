import { describe, expect, it } from "vitest";
import { ReportSchema, type Report } from "./report.ts";
import { evidenceText, impactLine, intakeLines, medicationDays, medicineDetails, medicines, pageOne, patientLine, patternView, reportDate, severityDays, urgencyTitle } from "./report-view.ts";
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

  it("reads the engine's attack profile and onset with their sources, and falls back for older reports", () => {
    const r = report({}, {
      attack_profile: { duration: { value: "4-72 hours", source: ["intake"] }, side: { value: "one side (right)", source: ["intake"] }, side_locked: { value: "always the same side", source: ["answer"] }, aura: { value: "yes", source: ["chat"] }, aura_features: { value: "headache within 60 minutes", source: ["answer"] } },
      onset: { began: { value: "about 2 years ago", source: ["answer"] }, course: { value: "changed from the usual", source: ["chat", "answer"] } },
      frequency: { attacks_per_day: { value: "2-5 a day", source: ["answer"], low: 2, high: 5 } },
    });
    const p = pageOne(r);
    expect(p.attack.slice(0, 2)).toEqual([
      { label: "Duration untreated", value: "4-72 hours (form)" },
      { label: "Side", value: "one side (right) (form); always the same side" },
    ]);
    expect(p.attack.find((x) => x.label === "Aura")?.value).toBe("yes (chat): headache within 60 minutes");
    expect(p.attack.find((x) => x.label === "Character")?.value).toBe("not recorded");
    expect(p.sinceWhen).toEqual([
      { label: "Began", value: "about 2 years ago (chat)" },
      { label: "Course", value: "changed from the usual (chat)" },
      { label: "Attacks per day", value: "2-5 a day (chat)" },
    ]);
    // An older report has no profile: page one reads the transcript's chips and the intake as before.
    expect(pageOne(REPORT_FIXTURES.migraine!).attack.length).toBe(9);
  });

  it("lists the engine's excluded patterns and reasons against in the 'not fitting' line", () => {
    const r = report({}, {
      excluded: [{ ichd3: "3.1", name: "Cluster headache", reason: "pain on both sides" }],
      patterns: [{ ichd3: "2.2", name: "Frequent episodic tension-type headache", status: "possible", against: "vomiting with attacks", criteria: [{ id: "2.2-D", text: "No nausea or vomiting", met: false, evidence: "" }] }],
    });
    expect(patternView(r).ruledOut).toEqual([
      { code: "2.2", name: "Frequent episodic tension-type headache", reason: "vomiting with attacks" },
      { code: "3.1", name: "Cluster headache", reason: "pain on both sides" },
    ]);
  });

  it("passes readable evidence through and still reads the raw form of older reports", () => {
    const r = report({}, { transcript: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Q?" }, { role: "user", content: "left side" }] });
    const readable = 'Intake: moderate days per month: 10; Chat (their message 2): "left side"';
    expect(evidenceText(r, readable)).toBe(readable);
    expect(evidenceText(r, 'message 3: "left side"')).toBe('"left side" (their message 2)');
  });

  it("shows MIDAS when known, else the one impact question, never both", () => {
    const base = { headache_days_per_month: 8, acute_medication_days_per_month: {} };
    expect(impactLine(report({}, { metrics: { ...base, midas: { score: 24, grade: "IV" }, missed_days_3m: 8 } }))).toBe("MIDAS 24 (grade IV)");
    expect(impactLine(report({}, { metrics: { ...base, missed_days_3m: 8 } }))).toBe("Headaches stopped work, study or housework on about 8 days in the last 3 months (one question; MIDAS not scored)");
    expect(impactLine(report({}, { metrics: base }))).toBeNull();
  });

  it("reads the engine's medicine table, with dose from the intake, then the intake's other medicines", () => {
    const r = report(
      { medications: { acute: [{ name: "Sumatriptan", dose: "50 mg", days_per_month: 8 }], current: [{ name: "levothyroxine" }] } },
      { medicines: [{ name: "Sumatriptan", class: "triptan", days_per_month: 12, effect: "helps", started: "2022", stopped: null, kind: "acute", source: ["intake", "chat"] }] },
    );
    const rows = medicines(r);
    expect(rows.map((m) => [m.name, m.group, m.daysPerMonth])).toEqual([["Sumatriptan", "acute", 12], ["levothyroxine", "current", null]]);
    expect(medicineDetails(rows[0]!, { withEfficacy: true })).toEqual(["Triptans", "50 mg", "12 days/month", "efficacy: helps", "taken 2022 to now", "source: form, chat"]);
  });
});

describe("a name in a right-to-left script", () => {
  it("is isolated in the patient line, so the line stays left to right around it", () => {
    const report = { ...REPORT_FIXTURES.migraine!, patient: { ...REPORT_FIXTURES.migraine!.patient, name: "שרה כהן" } };
    expect(patientLine(report)).toMatch(/^\u2068שרה כהן\u2069, /);
  });
  it("leaves a Latin name as it is", () => {
    const report = { ...REPORT_FIXTURES.migraine!, patient: { ...REPORT_FIXTURES.migraine!.patient, name: "Pat Example" } };
    expect(patientLine(report)).toMatch(/^Pat Example, /);
  });
});
