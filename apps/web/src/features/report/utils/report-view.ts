import type { Report, Urgency } from "../api/report-schema";

// Derived views of the report JSON, the same as the server's PDF uses, so screen, print and PDF
// agree line by line.

const CLASS_LABEL: Record<string, string> = {
  simple: "Simple painkillers (paracetamol, aspirin, NSAIDs)",
  triptan: "Triptans",
  ergot: "Ergots",
  opioid: "Opioids",
  combination: "Combination painkillers",
  other: "Gepants / other",
  unspecified: "Acute medicines (type not given)",
};

/** ICHD-3 8.2: 15 days a month for simple painkillers, 10 for the rest; none for gepants/other. */
export function overuseLimit(drugClass: string): number | null {
  if (drugClass === "simple" || drugClass === "unspecified") return 15;
  if (drugClass === "other") return null;
  return 10;
}

export const URGENCY_TITLE: Record<Urgency, string> = {
  emergency: "Emergency: get help now",
  urgent: "Urgent: see a doctor within 24-48 hours",
  routine: "Routine: no red flags needing urgent review were reported",
};

export const WHAT_TO_DO_NOW: Record<Urgency, string | null> = {
  emergency: "Please call emergency services (911, 999 or 112) or go to the nearest emergency department now. Do not drive yourself.",
  urgent: "Please see a doctor within the next day or two, today if you can. If it suddenly gets much worse, call emergency services.",
  routine: null,
};

export const PATTERN_STATUS_LABEL: Record<string, string> = {
  criteria_met: "Criteria met",
  probable: "Probable",
  possible: "Possible",
  excluded: "Excluded",
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const SEVERITY_FIELDS = [
  ["extremely_severe_days", "Extremely severe"],
  ["severe_days", "Severe"],
  ["moderate_days", "Moderate"],
  ["mild_days", "Mild"],
] as const;

export function severityDays(report: Report): { key: string; label: string; days: number }[] {
  const history = report.intake.headache_history;
  if (!isRecord(history)) return [];
  return SEVERITY_FIELDS.flatMap(([key, label]) => {
    const days = history[key];
    return typeof days === "number" && Number.isFinite(days) ? [{ key, label, days }] : [];
  });
}

export function medicationDays(report: Report) {
  return Object.entries(report.metrics.acute_medication_days_per_month).map(([drugClass, days]) => {
    const limit = overuseLimit(drugClass);
    return { drugClass, label: CLASS_LABEL[drugClass] ?? drugClass, days, limit, over: limit !== null && days >= limit };
  });
}

export type MedicineGroup = "acute" | "preventative" | "current" | "prior" | "supplements";
export const MEDICINE_GROUP_LABEL: Record<MedicineGroup, string> = {
  acute: "Acute (when a headache starts)",
  preventative: "Preventive",
  current: "Other current medicines",
  prior: "Previous medicines",
  supplements: "Supplements",
};

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

export function medicines(report: Report) {
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
      const details = [
        str(m.dose), str(m.frequency), typeof m.days_per_month === "number" ? `${m.days_per_month} days/month` : null,
        str(m.side_effects) ? `side effects: ${str(m.side_effects)}` : null,
        str(dates.start) || str(dates.end) ? `taken ${str(dates.start) ?? "?"} to ${str(dates.end) ?? "now"}` : null,
      ].filter((x) => x !== null);
      return [{ group, name, efficacy: str(m.efficacy), details: details.join("; ") }];
    });
  });
}

function fieldLabel(path: string): string {
  const text = path.split(".").filter((p) => !/^\d+$/.test(p)).map((p) => p.replaceAll("_", " ")).join(" / ");
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

/** The intake flattened into label/value lines, in the stored order. */
export function intakeLines(intake: Record<string, unknown>, prefix = ""): { key: string; label: string; value: string }[] {
  return Object.entries(intake).flatMap(([key, v]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    const text = valueText(v);
    if (text !== null) return [{ key: path, label: fieldLabel(path), value: text }];
    if (Array.isArray(v)) return v.flatMap((item, i) => (isRecord(item) ? intakeLines(item, `${path}.${i}`) : []));
    if (isRecord(v)) return intakeLines(v, path);
    return [];
  });
}

/** "Pat Example, 39 years, female"; a guest has no name. */
export function patientLine(report: Report): string {
  const p = report.patient;
  const parts = [p.name ?? null, p.age !== null ? `${p.age} years` : null, p.sex].filter((x): x is string => !!x);
  return parts.length > 0 ? parts.join(", ") : "Name not given";
}

export const reportDate = (report: Report): string => {
  const d = new Date(report.generatedAt);
  return Number.isNaN(d.getTime()) ? report.generatedAt : d.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
};
