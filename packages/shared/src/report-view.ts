import { drugClassLabel, overuseLimit } from "./clinical-vocabulary.ts";
import type { Report } from "./report.ts";
import { intakeValueText } from "./report-view-answers.ts";
import { intakeFieldLabel, isolatedName } from "./report-view-labels.ts";
import { sourceWords } from "./report-view-summary.ts";

// What the screen, the print view, the PDF and the FHIR Bundle all derive from the report JSON,
// so they never disagree about a number or a label. Page one lives in report-view-summary.ts, the
// patterns in report-view-patterns.ts, the diary in report-view-diary.ts, the one label map in report-view-labels.ts.
export * from "./report-view-answers.ts";
export * from "./report-view-diary.ts";
export * from "./report-view-labels.ts";
export * from "./report-view-patterns.ts";
export * from "./report-view-summary.ts";

/** Lower-case status words; a screen that starts a chip with one capitalizes it. */
export const PATTERN_STATUS_LABEL: Record<string, string> = {
  criteria_met: "criteria met",
  probable: "probable",
  possible: "possible",
  excluded: "excluded",
};

/** "met", "not met" or "unknown" for one ICHD-3 criterion. */
export const criterionMark = (met: boolean | null): string => (met === true ? "met" : met === false ? "not met" : "unknown");

/** The text with its first letter in upper case. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const SEVERITY_FIELDS = [
  ["extremely_severe_days", "Extremely severe"],
  ["severe_days", "Severe"],
  ["moderate_days", "Moderate"],
  ["mild_days", "Mild"],
] as const;

/** Headache days per month by severity from the intake, in the intake's order; empty when none were given. */
export function severityDays(report: Report): { key: string; label: string; days: number }[] {
  const history = report.intake.headache_history;
  if (!isRecord(history)) return [];
  return SEVERITY_FIELDS.flatMap(([key, label]) => {
    const days = history[key];
    return typeof days === "number" && Number.isFinite(days) ? [{ key, label, days }] : [];
  });
}

/** Acute-medication days by class with the 8.2 limit of each class. */
export function medicationDays(report: Report): { drugClass: string; label: string; days: number; limit: number | null; over: boolean }[] {
  return Object.entries(report.metrics.acute_medication_days_per_month).map(([drugClass, days]) => {
    const limit = overuseLimit(drugClass);
    return { drugClass, label: drugClassLabel(drugClass), days, limit, over: limit !== null && days >= limit };
  });
}

export type MedicineGroup = "acute" | "preventative" | "current" | "prior" | "supplements";

export interface MedicineRow {
  group: MedicineGroup;
  name: string;
  /** The ICHD-3 8.2 class of an acute medicine (from the engine's table); null otherwise. */
  drugClass: string | null;
  /** Where it was named: "form", "chat" or "form, chat"; null for intake-only lists of older reports. */
  source: string | null;
  dose: string | null;
  frequency: string | null;
  daysPerMonth: number | null;
  efficacy: string | null;
  sideEffects: string | null;
  start: string | null;
  end: string | null;
}

export const MEDICINE_GROUP_LABEL: Record<MedicineGroup, string> = {
  acute: "Acute (when a headache starts)",
  preventative: "Preventive",
  current: "Other current medicines",
  prior: "Previous medicines",
  supplements: "Supplements",
};

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

/** Every medicine of the intake with what the person said about it. */
function intakeMedicines(report: Report): MedicineRow[] {
  const meds = report.intake.medications;
  if (!isRecord(meds)) return [];
  const groups: MedicineGroup[] = ["acute", "preventative", "current", "prior", "supplements"];
  return groups.flatMap((group) => {
    const list = meds[group];
    if (!Array.isArray(list)) return [];
    return list.filter(isRecord).flatMap((m) => {
      const name = str(m.name);
      if (name === null) return [];
      const dates = isRecord(m.dates_taken) ? m.dates_taken : {};
      return [{
        group, name, drugClass: null, source: null, dose: str(m.dose), frequency: str(m.frequency),
        daysPerMonth: typeof m.days_per_month === "number" ? m.days_per_month : null,
        efficacy: str(m.efficacy), sideEffects: str(m.side_effects), start: str(dates.start), end: str(dates.end),
      }];
    });
  });
}

/**
 * The medicines: the engine's table (headache medicines from the intake and the chat, each once,
 * days per month as the overuse count has them) with dose and side effects from the intake, then the
 * intake's other medicines. Older reports without the table: the intake's lists alone.
 */
export function medicines(report: Report): MedicineRow[] {
  const fromIntake = intakeMedicines(report);
  if (report.medicines === undefined) return fromIntake;
  const key = (name: string) => name.toLowerCase().trim();
  const table: MedicineRow[] = report.medicines.map((m) => {
    const same = fromIntake.find((i) => key(i.name) === key(m.name));
    return {
      group: m.kind === "acute" ? "acute" : "preventative", name: m.name, drugClass: m.class, source: m.source.length > 0 ? sourceWords(m.source) : null,
      dose: same?.dose ?? null, frequency: same?.frequency ?? null, daysPerMonth: m.days_per_month, efficacy: m.effect, sideEffects: same?.sideEffects ?? null,
      start: m.started, end: m.stopped,
    };
  });
  const listed = new Set(table.map((m) => key(m.name)));
  return [...table, ...fromIntake.filter((m) => !listed.has(key(m.name)))];
}

/** A medicine's details as short phrases; efficacy among them only where it is not shown on its own line. */
export function medicineDetails(m: MedicineRow, { withEfficacy }: { withEfficacy: boolean }): string[] {
  // The engine marks a medicine listed as taken before, with no end date, as stopped.
  const stoppedOnly = m.end !== null && /^stopped\b/.test(m.end);
  return [
    m.drugClass !== null ? drugClassLabel(m.drugClass) : null,
    m.dose, m.frequency, m.daysPerMonth !== null ? `${m.daysPerMonth} days/month` : null,
    withEfficacy && m.efficacy ? `efficacy: ${m.efficacy}` : null, m.sideEffects ? `side effects: ${m.sideEffects}` : null,
    stoppedOnly ? (m.start ? `taken from ${m.start}, ${m.end}` : m.end) : m.start || m.end ? `taken ${m.start ?? "?"} to ${m.end ?? "now"}` : null,
    m.source !== null ? `source: ${m.source}` : null,
  ].filter((x) => x !== null);
}

/** An intake field path in words ("headache_history.severe_days" -> "Severe days per month"). */
export const fieldLabel = (path: string): string => intakeFieldLabel(path);

const isScalarList = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null);
const isAutonomicMap = (v: unknown): boolean => isRecord(v) && Object.values(v).some((e) => isRecord(e) && "present" in e);

/**
 * The intake flattened into label/value lines in the stored order; `key` is the field's path.
 * Medicines are left out: the medicine table shows them.
 */
export function intakeLines(intake: Record<string, unknown>, prefix = ""): { key: string; label: string; value: string }[] {
  return Object.entries(intake).flatMap(([key, v]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (path === "medications") return [];
    const text = typeof v !== "object" || v === null || isScalarList(v) || isAutonomicMap(v) ? intakeValueText(v) : null;
    if (text !== null) return [{ key: path, label: fieldLabel(path), value: text }];
    if (Array.isArray(v)) return v.flatMap((item, i) => (isRecord(item) ? intakeLines(item, `${path}.${i}`) : []));
    if (isRecord(v)) return intakeLines(v, path);
    return [];
  });
}

/** The date part of the report's time (YYYY-MM-DD), for footers and file names. */
export const reportDate = (report: Report): string => report.generatedAt.slice(0, 10) || "undated";

/** "Pat Example, 39 years, female", or the age/sex alone; a guest has no name. */
export function patientLine(report: Report): string {
  const p = report.patient;
  const parts = [p.name ? isolatedName(p.name) : null, p.age !== null ? `${p.age} years` : null, p.sex].filter((x): x is string => x !== null && x !== "");
  return parts.length > 0 ? parts.join(", ") : "Name not given";
}
