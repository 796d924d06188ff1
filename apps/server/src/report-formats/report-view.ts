import { EMERGENCY_LINE, URGENT_LINE, type Report, type Urgency } from "@hg/clinic";

// What the PDF and the FHIR Bundle both derive from the report JSON, so the two files (and the
// screen, which follows the same order) never disagree about a number or a label.

/** The report as the service sends it: the clinic's report plus the person's name from their profile, when known. */
export type DoctorReport = Report & { patient: Report["patient"] & { name?: string | null } };

const CLASS_LABEL: Record<string, string> = {
  simple: "Simple painkillers (paracetamol, aspirin, NSAIDs)",
  triptan: "Triptans",
  ergot: "Ergots",
  opioid: "Opioids",
  combination: "Combination painkillers",
  other: "Gepants / other",
  unspecified: "Acute medicines (type not given)",
};

/** ICHD-3 8.2 days/month at which a class counts as overuse; null where 8.2 sets none (gepants/other). */
export function overuseLimit(drugClass: string): number | null {
  if (drugClass === "simple" || drugClass === "unspecified") return 15;
  if (drugClass === "other") return null;
  return 10;
}

export const drugClassLabel = (drugClass: string): string => CLASS_LABEL[drugClass] ?? drugClass;

export const URGENCY_TITLE: Record<Urgency, string> = {
  emergency: "Emergency: get help now",
  urgent: "Urgent: see a doctor within 24-48 hours",
  routine: "Routine: no red flags needing urgent review were reported",
};

/** The action line a person must see first; null when nothing is urgent. */
export function whatToDoNow(urgency: Urgency): string | null {
  switch (urgency) {
    case "emergency":
      return `${EMERGENCY_LINE} Do not drive yourself.`;
    case "urgent":
      return URGENT_LINE;
    case "routine":
      return null;
  }
}

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

export interface MedicineRow {
  group: "acute" | "preventative" | "current" | "prior" | "supplements";
  name: string;
  dose: string | null;
  frequency: string | null;
  daysPerMonth: number | null;
  efficacy: string | null;
  sideEffects: string | null;
  start: string | null;
  end: string | null;
}

export const MEDICINE_GROUP_LABEL: Record<MedicineRow["group"], string> = {
  acute: "Acute (when a headache starts)",
  preventative: "Preventive",
  current: "Other current medicines",
  prior: "Previous medicines",
  supplements: "Supplements",
};

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

/** Every medicine of the intake with what the person said about it. */
export function medicines(report: Report): MedicineRow[] {
  const meds = report.intake.medications;
  if (!isRecord(meds)) return [];
  const groups: MedicineRow["group"][] = ["acute", "preventative", "current", "prior", "supplements"];
  return groups.flatMap((group) => {
    const list = meds[group];
    if (!Array.isArray(list)) return [];
    return list.filter(isRecord).flatMap((m) => {
      const name = str(m.name);
      if (name === null) return [];
      const dates = isRecord(m.dates_taken) ? m.dates_taken : {};
      return [{
        group, name, dose: str(m.dose), frequency: str(m.frequency),
        daysPerMonth: typeof m.days_per_month === "number" ? m.days_per_month : null,
        efficacy: str(m.efficacy), sideEffects: str(m.side_effects), start: str(dates.start), end: str(dates.end),
      }];
    });
  });
}

/** "headache_history.severe_days" -> "Headache history / severe days". */
export function fieldLabel(path: string): string {
  const words = path.split(".").filter((p) => !/^\d+$/.test(p)).map((p) => p.replaceAll("_", " "));
  const text = words.join(" / ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueText(v: unknown): string | null {
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return String(v);
  if (typeof v === "string") return v.trim() === "" ? null : v.trim();
  if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) {
    const parts = v.map(valueText).filter((x) => x !== null);
    return parts.length > 0 ? parts.join(", ") : null;
  }
  return null;
}

/** The intake flattened into label/value lines, in the order it was stored. */
export function intakeLines(intake: Record<string, unknown>, prefix = ""): { label: string; value: string }[] {
  return Object.entries(intake).flatMap(([key, v]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const text = valueText(v);
    if (text !== null) return [{ label: fieldLabel(path), value: text }];
    if (Array.isArray(v)) return v.flatMap((item, i) => (isRecord(item) ? intakeLines(item, `${path}.${i}`) : []));
    if (isRecord(v)) return intakeLines(v, path);
    return [];
  });
}

export const criterionMark = (met: boolean | null): string => (met === true ? "met" : met === false ? "not met" : "unknown");

export const PATTERN_STATUS_LABEL: Record<string, string> = {
  criteria_met: "criteria met",
  probable: "probable",
  possible: "possible",
  excluded: "excluded",
};

/** The date part of the report's time, for footers and file names. */
export const reportDate = (report: Report): string => (report.generatedAt.slice(0, 10) || "undated");

/** "Pat Example, 39, female" or the age/sex alone. */
export function patientLine(report: DoctorReport): string {
  const p = report.patient;
  const parts = [p.name ?? null, p.age !== null ? `${p.age} years` : null, p.sex].filter((x): x is string => x !== null && x !== "");
  return parts.length > 0 ? parts.join(", ") : "Name not given";
}
