import type { Report } from "@hg/shared";

/** A medication-overuse report as the server sends it (CLINICAL.md), for component tests. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    conversationId: "c1",
    generatedAt: "2025-06-01T10:00:00.000Z",
    rules_version: "2025.1.0",
    disclaimer: "I'm an AI guide, not a doctor, and this is not medical advice.",
    patient: { age: 39, sex: "female", name: "Pat Example" },
    urgency: "routine",
    red_flags: [{ code: "medication_overuse", label: "Medication overuse", evidence: ["triptans on 14 days/month (limit 10)"] }],
    red_flag_screen: [
      { code: "thunderclap_onset", label: "Sudden (thunderclap) onset", answer: "no" },
      { code: "fever_systemic", label: "Fever or systemic symptoms", answer: "unknown" },
      { code: "medication_overuse", label: "Medication overuse", answer: "yes" },
    ],
    patterns: [
      {
        ichd3: "8.2",
        name: "Medication-overuse headache",
        status: "criteria_met",
        criteria: [
          { id: "8.2-A", text: "Headache on 15 or more days a month", met: true, evidence: "22 headache days per month" },
          { id: "8.2-B", text: "Acute medicine on 10+ days a month", met: null, evidence: "" },
        ],
      },
      { ichd3: "1.3", name: "Chronic migraine", status: "probable", criteria: [{ id: "1.3-A", text: "Headache on 15 or more days", met: false, evidence: "" }] },
    ],
    leading_pattern: "8.2",
    metrics: { headache_days_per_month: 22, acute_medication_days_per_month: { triptan: 14, simple: 4 }, midas: { score: 12, grade: "III" } },
    medication_overuse: { risk: true, detail: "Over the ICHD-3 8.2 limit: triptans on 14 days/month (limit 10).", warning: false },
    summary: "39-year-old female. About 22 headache days per month.",
    questions_for_doctor: ["Am I taking my headache medicine too often?", "What should make me seek help urgently?"],
    intake: {
      chief_complaint: "migraines most days",
      headache_history: { severe_days: 8, moderate_days: 10, mild_days: 4 },
      medications: { acute: [{ name: "sumatriptan", days_per_month: 14, efficacy: "helps within an hour" }] },
    },
    transcript: [
      { role: "user", content: "I've been like this for about 2 years" },
      { role: "assistant", content: "Thank you. Does light bother you?" },
    ],
    ...overrides,
  };
}
