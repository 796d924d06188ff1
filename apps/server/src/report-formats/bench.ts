import { performance } from "node:perf_hooks";
import { buildReport } from "@hg/clinic";
import type { Report } from "@hg/shared";
import { renderReportPdf } from "./pdf.ts";

// `npm run bench`: time to lay out a full report PDF (overuse story, 30-message transcript).
const INTAKE = {
  chief_complaint: "migraines most days", age: 39, sex: "female",
  headache_history: { age_onset: 15, severe_days: 8, moderate_days: 10, mild_days: 4, sidedness: "varies", pain_characteristics: ["throbbing"], assoc_symptoms: ["nausea", "photophobia", "phonophobia"], duration_without_med: "6-24 hr" },
  medications: { acute: [{ name: "sumatriptan", days_per_month: 14, efficacy: "helps" }, { name: "ibuprofen", days_per_month: 6 }], preventative: [{ name: "propranolol", efficacy: "No better" }] },
};

/** p50/p99 milliseconds of `renderReportPdf` after a warm-up. */
export async function benchPdf(runs = 40): Promise<{ p50Ms: number; p99Ms: number; runs: number; bytes: number }> {
  const messages = Array.from({ length: 30 }, (_, i) => ({
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: i % 2 === 0 ? "I've had these for about 2 years, mostly throbbing, and light bothers me a lot." : "Thank you. How many days a month do you take something for the pain?",
  }));
  const report: Report = { ...buildReport({ conversationId: "bench", intake: INTAKE, messages, generatedAt: "2025-06-01T10:00:00.000Z" }), patient: { age: 39, sex: "female", handedness: null, name: "Pat Example" } };
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = (await renderReportPdf(report)).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await renderReportPdf(report);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50Ms: at(0.5), p99Ms: at(0.99), runs, bytes };
}
