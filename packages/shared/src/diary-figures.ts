import { OVERUSE_LIMIT_DAYS, OVERUSE_SEVERAL_CLASSES_DAYS, OVERUSE_WARNING_MARGIN_DAYS } from "./clinical-vocabulary.ts";
import type { DiaryEntry, DiaryMedicineClass } from "./diary.ts";

// Monthly figures from diary entries (issue 19): what a doctor asks for (headache days, migraine-like
// days, acute-medicine days by class over the last three months) and where each medicine class stands
// against ICHD-3 8.2. A day nobody logged is unknown, never counted as headache-free.

// The ICHD-3 8.2 limits and the early-warning margin are the engine's (clinical-vocabulary.ts), so
// the diary, the interview and the report always agree. Gepants and lasmiditan ("other") have no
// limit of their own and count only towards several classes together (8.2.6).
const limitOf = (cls: Exclude<DiaryMedicineClass, "other">): number => OVERUSE_LIMIT_DAYS[cls] ?? OVERUSE_SEVERAL_CLASSES_DAYS;

export type OverusePosition = "above" | "approaching" | "below";

export interface MedicineDays {
  class: Exclude<DiaryMedicineClass, "other"> | "any";
  /** Days with this class per 30 days, averaged over the window. */
  daysPerMonth: number;
  limit: number;
  position: OverusePosition;
}

export interface DiaryFigures {
  /** Inclusive window [from, to] as YYYY-MM-DD, and its length in days. */
  from: string;
  to: string;
  days: number;
  /** Days with at least one entry (a headache, or marked free). */
  loggedDays: number;
  headacheDays: number;
  headacheFreeDays: number;
  /** Headache days with migraine features (ICHD-3 1.3 C: 1.1 C and D, or treated with a triptan or ergot). */
  migraineLikeDays: number;
  /** Acute-medicine days in the window by class, and `any` (days with any acute medicine). */
  medicineDays: Record<DiaryMedicineClass | "any", number>;
  /** Per 30 days, each class against its 8.2 limit (`any` only when several classes are taken). */
  overuse: MedicineDays[];
  /** Headache days per 30 days. */
  headacheDaysPerMonth: number;
}

const DAY_MS = 86_400_000;

/** The YYYY-MM-DD `n` days before `day` (n may be negative). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** Migraine features of one attack: 1.1 C (two of one side, throbbing, moderate or worse) and D (nausea/vomiting, or light and sound), or a triptan or ergot taken. */
export function migraineLike(entry: DiaryEntry): boolean {
  if (entry.kind !== "headache") return false;
  if (entry.medicines.some((m) => m.class === "triptan" || m.class === "ergot")) return true;
  const c = [entry.side === "left" || entry.side === "right", entry.character.includes("throbbing"), entry.severity !== "mild" && entry.severity !== null].filter(Boolean).length;
  const s = new Set(entry.symptoms);
  const d = s.has("nausea") || s.has("vomiting") || (s.has("photophobia") && s.has("phonophobia"));
  return c >= 2 && d;
}

/** Where a per-month figure stands against its limit. */
export function overusePosition(daysPerMonth: number, limit: number): OverusePosition {
  return daysPerMonth >= limit ? "above" : daysPerMonth >= limit - OVERUSE_WARNING_MARGIN_DAYS ? "approaching" : "below";
}

/** Figures over the `days` days ending on `to` (inclusive), from the entries whose day falls in them. */
export function diaryFigures(entries: readonly DiaryEntry[], to: string, days = 90): DiaryFigures {
  const from = shiftDay(to, days - 1);
  const inWindow = entries.filter((e) => e.day >= from && e.day <= to);
  const logged = new Set<string>();
  const headache = new Set<string>();
  const migraine = new Set<string>();
  const byClass = new Map<DiaryMedicineClass | "any", Set<string>>();
  for (const e of inWindow) {
    logged.add(e.day);
    if (e.kind !== "headache") continue;
    headache.add(e.day);
    if (migraineLike(e)) migraine.add(e.day);
    for (const m of e.medicines) {
      for (const key of [m.class, "any"] as const) {
        const set = byClass.get(key) ?? new Set<string>();
        set.add(e.day);
        byClass.set(key, set);
      }
    }
  }
  const count = (key: DiaryMedicineClass | "any") => byClass.get(key)?.size ?? 0;
  const medicineDays = { simple: count("simple"), triptan: count("triptan"), ergot: count("ergot"), opioid: count("opioid"), combination: count("combination"), other: count("other"), any: count("any") };
  const perMonth = (n: number) => Math.round((n * 30 * 10) / days) / 10;
  const classesTaken = (["simple", "triptan", "ergot", "opioid", "combination", "other"] as const).filter((c) => medicineDays[c] > 0);
  const overuse: MedicineDays[] = (["simple", "triptan", "ergot", "opioid", "combination"] as const)
    .filter((c) => medicineDays[c] > 0)
    .map((c) => ({ class: c, daysPerMonth: perMonth(medicineDays[c]), limit: limitOf(c), position: overusePosition(perMonth(medicineDays[c]), limitOf(c)) }));
  if (classesTaken.length > 1) overuse.push({ class: "any", daysPerMonth: perMonth(medicineDays.any), limit: OVERUSE_SEVERAL_CLASSES_DAYS, position: overusePosition(perMonth(medicineDays.any), OVERUSE_SEVERAL_CLASSES_DAYS) });
  return {
    from,
    to,
    days,
    loggedDays: logged.size,
    headacheDays: headache.size,
    headacheFreeDays: [...logged].filter((d) => !headache.has(d)).length,
    migraineLikeDays: migraine.size,
    medicineDays,
    overuse,
    headacheDaysPerMonth: perMonth(headache.size),
  };
}

/** A window speaks for the month when at least two thirds of its days were logged (the engine and the report agree on it). */
const COVERED_SHARE = 2 / 3;

/** The window the month's figures come from: 90 days when covered, else 30, else null (the diary is too sparse). */
export function coveredWindow(last90: DiaryFigures, last30: DiaryFigures): 90 | 30 | null {
  if (last90.loggedDays >= last90.days * COVERED_SHARE) return 90;
  if (last30.loggedDays >= last30.days * COVERED_SHARE) return 30;
  return null;
}
