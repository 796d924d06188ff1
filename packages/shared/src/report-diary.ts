import { z } from "zod";
import { DIARY_CHARACTERS, DIARY_MEDICINE_CLASSES, DIARY_SEVERITIES, DIARY_SEVERITY_SCORE, DIARY_SIDES, DIARY_SYMPTOMS, type DiaryEntry, type DiarySeverity, type MidasRecord } from "./diary.ts";
import { coveredWindow, diaryFigures, shiftDay } from "./diary-figures.ts";

// The report's diary section (issue 19 item 4): the 90 days up to the conversation's last turn, day
// by day, with the figures of the last 30 and 90 days, the attacks themselves (for the FHIR export)
// and MIDAS over time. Built once where the report is assembled; every renderer reads this JSON.

/** Days the report's diary section covers (ICHD-3 counts chronic migraine and 8.2 over three months). */
export const REPORT_DIARY_DAYS = 90;
/** MIDAS questionnaires the report lists: two years at one every three months. */
export const REPORT_MIDAS_MAX = 8;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);

const DiaryFiguresSchema = z.object({
  from: day,
  to: day,
  days: count,
  loggedDays: count,
  headacheDays: count,
  headacheFreeDays: count,
  migraineLikeDays: count,
  medicineDays: z.object({ simple: count, triptan: count, ergot: count, opioid: count, combination: count, other: count, any: count }),
  overuse: z.array(z.object({ class: z.enum(["simple", "triptan", "ergot", "opioid", "combination", "any"]), daysPerMonth: z.number(), limit: z.number(), position: z.enum(["above", "approaching", "below"]) })),
  headacheDaysPerMonth: z.number(),
});

/** One day of the window: a headache (worst severity, attacks, medicine), marked free, or not logged. */
const DiaryDaySchema = z.object({
  day,
  status: z.enum(["headache", "free", "unknown"]),
  worst: z.enum(DIARY_SEVERITIES).nullable(),
  attacks: count,
  medicine: z.boolean(),
});

/** One logged attack as a doctor's system takes it: times, severity, medicines and features; notes and triggers stay in the diary. */
const DiaryAttackSchema = z.object({
  id: z.string(),
  day,
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  severity: z.enum(DIARY_SEVERITIES).nullable(),
  medicines: z.array(z.object({ name: z.string(), class: z.enum(DIARY_MEDICINE_CLASSES) })),
  side: z.enum(DIARY_SIDES).nullable(),
  character: z.array(z.enum(DIARY_CHARACTERS)),
  symptoms: z.array(z.enum(DIARY_SYMPTOMS)),
  aura: z.boolean().nullable(),
});

const DiaryMidasSchema = z.object({
  id: z.string(),
  /** When it was filled in (ISO 8601). */
  date: z.string(),
  score: count,
  grade: z.enum(["I", "II", "III", "IV"]),
  missedWork: count,
  reducedWork: count,
  missedHousework: count,
  reducedHousework: count,
  missedLeisure: count,
});

/** The report JSON's `diary` section. */
export const ReportDiarySchema = z.object({
  from: day,
  to: day,
  days: count,
  /** The window (90 or 30 days) logged well enough for the engine to count the month from it; null when neither is. */
  covers: z.union([z.literal(90), z.literal(30)]).nullable(),
  /** Every day of the window, oldest first. */
  calendar: z.array(DiaryDaySchema),
  last30: DiaryFiguresSchema,
  last90: DiaryFiguresSchema,
  /** The headache entries of the window, oldest first. */
  attacks: z.array(DiaryAttackSchema),
  /** MIDAS questionnaires filled in up to the window's end, newest first. */
  midas: z.array(DiaryMidasSchema),
});
export type ReportDiary = z.infer<typeof ReportDiarySchema>;
export type ReportDiaryDay = ReportDiary["calendar"][number];
export type ReportDiaryAttack = ReportDiary["attacks"][number];

const moreSevere = (a: DiarySeverity | null, b: DiarySeverity | null): DiarySeverity | null =>
  a === null ? b : b === null ? a : DIARY_SEVERITY_SCORE[b] > DIARY_SEVERITY_SCORE[a] ? b : a;

/** Each day from `from` to `to`: any headache outweighs a "free" mark; a day without an entry is unknown, never free. */
function calendarOf(entries: readonly DiaryEntry[], from: string, to: string): ReportDiaryDay[] {
  const days: ReportDiaryDay[] = [];
  for (let d = from; d <= to; d = shiftDay(d, -1)) days.push({ day: d, status: "unknown", worst: null, attacks: 0, medicine: false });
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const e of entries) {
    const d = byDay.get(e.day);
    if (d === undefined) continue;
    if (e.kind === "headache_free") {
      if (d.status === "unknown") d.status = "free";
      continue;
    }
    d.status = "headache";
    d.attacks += 1;
    d.worst = moreSevere(d.worst, e.severity);
    d.medicine ||= e.medicines.length > 0;
  }
  return days;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const startMs = (e: DiaryEntry): number => (e.startedAt === null ? 0 : Date.parse(e.startedAt) || 0);


/**
 * The diary section of a report whose window ends on `to` (YYYY-MM-DD), from the entries and the MIDAS
 * records made up to then; undefined when the window holds no entry and no MIDAS record.
 */
export function reportDiary(entries: readonly DiaryEntry[], midas: readonly MidasRecord[], to: string): ReportDiary | undefined {
  const from = shiftDay(to, REPORT_DIARY_DAYS - 1);
  const inWindow = entries.filter((e) => e.day >= from && e.day <= to);
  const midasSoFar = midas.filter((m) => m.createdAt.slice(0, 10) <= to).sort((a, b) => byText(b.createdAt, a.createdAt));
  if (inWindow.length === 0 && !midasSoFar.some((m) => m.createdAt.slice(0, 10) >= from)) return undefined;
  const last90 = diaryFigures(inWindow, to, REPORT_DIARY_DAYS);
  const last30 = diaryFigures(inWindow, to, 30);
  return {
    from,
    to,
    days: REPORT_DIARY_DAYS,
    covers: coveredWindow(last90, last30),
    calendar: calendarOf(inWindow, from, to),
    last30,
    last90,
    attacks: inWindow
      .filter((e) => e.kind === "headache")
      .sort((a, b) => byText(a.day, b.day) || startMs(a) - startMs(b))
      .map((e) => ({
        id: e.id, day: e.day, startedAt: e.startedAt, endedAt: e.endedAt, severity: e.severity,
        medicines: e.medicines.map((m) => ({ name: m.name, class: m.class })),
        side: e.side, character: e.character, symptoms: e.symptoms, aura: e.aura,
      })),
    midas: midasSoFar.slice(0, REPORT_MIDAS_MAX).map((m) => ({
      id: m.id, date: m.createdAt, score: m.score, grade: m.grade,
      missedWork: m.missedWork, reducedWork: m.reducedWork, missedHousework: m.missedHousework, reducedHousework: m.reducedHousework, missedLeisure: m.missedLeisure,
    })),
  };
}
