import { ReportSchema, type Report } from "@hg/shared/report";
import { medicines, medicineDetails, pageOne } from "@hg/shared/report-view";
import { rawKeys, REPORT_FIXTURES, unsourcedNumbers } from "@hg/shared/report-view-fixtures";
import { describe, expect, it } from "vitest";
import { buildReport } from "./build-report.ts";

// The ten fixture interviews of the presentation (typical migraine, overuse, tension-type, cluster,
// thunderclap, GCA, raised pressure, a teenager, an unfinished one, a raw intake) made again by
// today's engine: page one then reads the engine's own fields, and its words hold no raw key and
// no number the JSON does not hold.

const SKIP = new Set(["urgency", "status", "mark", "drugClass", "id", "code", "group", "leading", "risk", "appendixOnly"]);

function texts(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (typeof v === "number") out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) texts(x, out);
  else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) if (!SKIP.has(k)) texts(x, out);
  return out;
}

const rebuilt: [string, Report][] = Object.entries(REPORT_FIXTURES).map(([name, old]) => {
  const made = buildReport({ conversationId: old.conversationId, intake: old.intake, messages: old.transcript, generatedAt: old.generatedAt });
  return [name, ReportSchema.parse(JSON.parse(JSON.stringify({ ...made, patient: { ...made.patient, name: old.patient.name ?? null } })))];
});

describe.each(rebuilt)("%s, made again", (_name, report) => {
  it("has every profile field and a reason for every excluded pattern", () => {
    expect(Object.keys(report.attack_profile ?? {})).toHaveLength(12);
    expect(report.onset).toBeDefined();
    for (const x of report.excluded ?? []) expect(x.reason).not.toBe("");
  });

  it("page one and the medicines hold no raw key and no unsourced number", () => {
    const page = pageOne(report);
    const words = [...texts(page), ...medicines(report).flatMap((m) => [m.name, ...medicineDetails(m, { withEfficacy: true })])].join("\n");
    // Counts the page states of its own lists ("3 of 19 warning signs") are derived, not made up.
    const derived = [page.patterns.untested, report.red_flag_screen.length, report.red_flag_screen.filter((s) => s.answer === "unknown" || s.answer === "unconfirmed").length, report.interview?.questions_asked ?? 0];
    expect(rawKeys(words)).toEqual([]);
    expect(unsourcedNumbers(words, report, derived)).toEqual([]);
  });
});
