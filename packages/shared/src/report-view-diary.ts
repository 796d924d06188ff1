import { DRUG_CLASS_LABEL, OVERUSE_SEVERAL_CLASSES_DAYS } from "./clinical-vocabulary.ts";
import type { DiaryMedicineClass, DiarySeverity } from "./diary.ts";
import type { DiaryFigures, OverusePosition } from "./diary-figures.ts";
import { shiftDay } from "./diary-figures.ts";
import type { Report } from "./report.ts";
import type { ReportDiary, ReportDiaryDay } from "./report-diary.ts";

// The diary section of the report (issue 19 item 4) as the screen, the print view and the PDF show
// it: a 90-day strip (weeks as columns, Monday to Sunday down each), the figures of the last 30 and
// 90 days against the ICHD-3 8.2 limits, and MIDAS over time. Every number is a field of the
// report's `diary` JSON; a day nobody logged is shown and counted as unknown, never as free.

/** How a day is drawn: by the worst severity of its headaches, marked free, not logged, or outside the window. */
export type DiaryTone = DiarySeverity | "free" | "unknown" | "outside";

export interface DiaryStripCell {
  /** YYYY-MM-DD; the padding cells of the first and last week have the day too, with tone "outside". */
  day: string;
  tone: DiaryTone;
  /** 0 (no headache) to 4 (extreme): renderers draw the bar this tall, so severity never rests on colour alone. */
  level: 0 | 1 | 2 | 3 | 4;
  medicine: boolean;
  /** The day in words: "Tue 3 March: severe headache, medicine taken". */
  label: string;
}

export interface DiaryStripWeek {
  /** The month's short name on the week its first day falls in (and on the first week); null otherwise. */
  month: string | null;
  cells: DiaryStripCell[];
}

export interface DiaryFiguresView {
  title: string;
  period: string;
  rows: { label: string; value: string }[];
  /** Each acute-medicine class taken, against its 8.2 limit. */
  overuse: { label: string; text: string; position: OverusePosition }[];
}

export interface DiaryView {
  title: string;
  /** "3 March to 31 May 2026": the 90 days shown. */
  period: string;
  /** Where the figures stand, in one sentence: days logged, and that gaps are unknown. */
  coverage: string;
  strip: {
    weekdays: string[];
    weeks: DiaryStripWeek[];
    /** The strip in one sentence, for a screen reader and as the caption under it. */
    summary: string;
  };
  legend: { tone: DiaryTone; level: DiaryStripCell["level"]; label: string }[];
  figures: DiaryFiguresView[];
  /** Newest first, as the JSON lists them. */
  midas: { date: string; score: number; grade: string; meaning: string; text: string }[];
  /** Said when there is no MIDAS to list. */
  midasNone: string | null;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const parts = (day: string) => ({ y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)) - 1, d: Number(day.slice(8, 10)) });
/** "3 March 2026" (the same on the server and in every browser: no locale data involved). */
export const dayWords = (day: string): string => {
  const { y, m, d } = parts(day);
  return `${d} ${MONTHS[m] ?? ""} ${y}`;
};
const dayMonth = (day: string): string => dayWords(day).replace(/ \d{4}$/, "");
const period = (from: string, to: string): string => (from.slice(0, 4) === to.slice(0, 4) ? `${dayMonth(from)} to ${dayWords(to)}` : `${dayWords(from)} to ${dayWords(to)}`);
/** Monday 0 to Sunday 6. */
const weekday = (day: string): number => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

export const DIARY_SEVERITY_WORD: Record<DiarySeverity, string> = { mild: "mild", moderate: "moderate", severe: "severe", extreme: "extreme" };
const LEVEL: Record<DiarySeverity, 1 | 2 | 3 | 4> = { mild: 1, moderate: 2, severe: 3, extreme: 4 };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function dayText(d: ReportDiaryDay): string {
  if (d.status === "unknown") return "not logged";
  if (d.status === "free") return "no headache";
  const worst = d.worst === null ? "severity not given" : DIARY_SEVERITY_WORD[d.worst];
  const what = d.attacks > 1 ? `${d.attacks} headaches, worst ${worst}` : d.worst === null ? "headache, severity not given" : `${worst} headache`;
  return d.medicine ? `${what}, medicine taken` : what;
}

function cellOf(d: ReportDiaryDay | undefined, day: string): DiaryStripCell {
  const name = `${WEEKDAYS[weekday(day)] ?? ""} ${dayMonth(day)}`;
  if (d === undefined) return { day, tone: "outside", level: 0, medicine: false, label: `${name}: outside the 90 days` };
  const tone: DiaryTone = d.status === "headache" ? (d.worst ?? "mild") : d.status;
  return { day, tone, level: d.status === "headache" ? LEVEL[d.worst ?? "mild"] : 0, medicine: d.medicine, label: `${name}: ${dayText(d)}` };
}

/** The window in whole weeks, Monday first: 13 columns, or 14 when the 90 days start late in a week. */
function weeksOf(diary: ReportDiary): DiaryStripWeek[] {
  const byDay = new Map(diary.calendar.map((d) => [d.day, d]));
  const first = shiftDay(diary.from, weekday(diary.from));
  const weeks: DiaryStripWeek[] = [];
  for (let start = first; start <= diary.to; start = shiftDay(start, -7)) {
    const cells = Array.from({ length: 7 }, (_, i) => cellOf(byDay.get(shiftDay(start, -i)), shiftDay(start, -i)));
    const firstOfMonth = cells.find((c) => c.tone !== "outside" && c.day.endsWith("-01"));
    const shown = weeks.length === 0 ? cells.find((c) => c.tone !== "outside") : firstOfMonth;
    weeks.push({ month: shown === undefined ? null : (MONTHS[parts(shown.day).m] ?? "").slice(0, 3), cells });
  }
  return weeks;
}

function stripSummary(diary: ReportDiary): string {
  const headache = diary.calendar.filter((d) => d.status === "headache");
  const bySeverity = (["extreme", "severe", "moderate", "mild"] as const)
    .map((s) => [s, headache.filter((d) => d.worst === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const medicine = headache.filter((d) => d.medicine).length;
  const free = diary.calendar.filter((d) => d.status === "free").length;
  const unknown = diary.calendar.filter((d) => d.status === "unknown").length;
  const headacheText = headache.length === 0 ? "no headache days" : `${plural(headache.length, "headache day")} (worst that day: ${bySeverity.join(", ")}; medicine taken on ${medicine})`;
  return `Calendar of the ${diary.days} days from ${period(diary.from, diary.to)}: ${headacheText}, ${plural(free, "day")} marked headache-free, ${plural(unknown, "day")} not logged.`;
}

const MEDICINE_CLASSES: readonly DiaryMedicineClass[] = ["simple", "triptan", "ergot", "opioid", "combination", "other"];
const classLabel = (c: DiaryMedicineClass | "any"): string => (c === "any" ? "Several classes together" : c === "simple" ? "Simple painkillers" : DRUG_CLASS_LABEL[c]);
const POSITION_WORD: Record<OverusePosition, string> = { above: "above the limit", approaching: "approaching the limit", below: "below the limit" };

function figuresView(title: string, f: DiaryFigures): DiaryFiguresView {
  // Over 90 days a count means little to a doctor without its monthly rate; over 30 they are the same.
  const monthly = f.days !== 30;
  const rate = (n: number, perMonth: number) => (monthly ? `${plural(n, "day")} (${perMonth} a month)` : plural(n, "day"));
  const perMonthOf = new Map(f.overuse.map((o) => [o.class, o.daysPerMonth]));
  const rows = [
    { label: "Days logged", value: `${f.loggedDays} of ${f.days}` },
    { label: "Headache days", value: rate(f.headacheDays, f.headacheDaysPerMonth) },
    { label: "Migraine-like days", value: plural(f.migraineLikeDays, "day") },
    { label: "Marked headache-free", value: plural(f.headacheFreeDays, "day") },
    { label: "Days with acute medicine", value: plural(f.medicineDays.any, "day") },
    ...MEDICINE_CLASSES.filter((c) => f.medicineDays[c] > 0).map((c) => {
      const perMonth = c === "other" ? undefined : perMonthOf.get(c);
      return { label: classLabel(c), value: perMonth === undefined ? plural(f.medicineDays[c], "day") : rate(f.medicineDays[c], perMonth) };
    }),
  ];
  const overuse = f.overuse.map((o) => ({
    label: classLabel(o.class),
    text: `${o.daysPerMonth} days a month, limit ${o.limit}: ${POSITION_WORD[o.position]}`,
    position: o.position,
  }));
  if (f.medicineDays.other > 0 && f.overuse.every((o) => o.class !== "any")) {
    // Gepants and lasmiditan have no limit of their own; they count only with other classes (8.2.6).
    overuse.push({ label: classLabel("other"), text: `no 8.2 limit of their own (counted with other classes towards ${OVERUSE_SEVERAL_CLASSES_DAYS})`, position: "below" });
  }
  return { title, period: period(f.from, f.to), rows, overuse };
}

const MIDAS_GRADE_WORDS: Record<string, string> = { I: "little or no disability", II: "mild disability", III: "moderate disability", IV: "severe disability" };

/** What the report shows of the person's diary; null when the report has none. */
export function diaryView(report: Report): DiaryView | null {
  const diary = report.diary;
  if (diary === undefined) return null;
  const logged = diary.last90.loggedDays;
  return {
    title: "Headache diary",
    period: period(diary.from, diary.to),
    coverage: `${logged} of ${diary.days} days logged. Days not logged are unknown: they are not counted as headache-free, so the real numbers may be higher.`,
    strip: { weekdays: WEEKDAYS, weeks: weeksOf(diary), summary: stripSummary(diary) },
    legend: [
      { tone: "mild", level: 1, label: "Mild" },
      { tone: "moderate", level: 2, label: "Moderate" },
      { tone: "severe", level: 3, label: "Severe" },
      { tone: "extreme", level: 4, label: "Extreme" },
      { tone: "free", level: 0, label: "No headache" },
      { tone: "unknown", level: 0, label: "Not logged (unknown)" },
    ],
    figures: [figuresView("Last 30 days", diary.last30), figuresView("Last 90 days", diary.last90)],
    midas: diary.midas.map((m) => {
      const meaning = MIDAS_GRADE_WORDS[m.grade] ?? "";
      return { date: dayWords(m.date.slice(0, 10)), score: m.score, grade: m.grade, meaning, text: `MIDAS ${m.score}, grade ${m.grade} (${meaning})` };
    }),
    midasNone: diary.midas.length === 0 ? "No MIDAS questionnaire was filled in with the diary." : null,
  };
}

const countedFromDiary = (report: Report): boolean => report.frequency?.headache_days_per_month?.source.includes("diary") === true;

/** The diary's figures page one's month was counted from; null when it was counted from recall. */
export function diaryCovering(report: Report): DiaryFigures | null {
  const diary = report.diary;
  if (!countedFromDiary(report) || diary === undefined) return null;
  return diary.covers === 30 ? diary.last30 : diary.covers === 90 ? diary.last90 : null;
}

/** "from the diary, 84 of 90 days logged" when the engine counted page one's month from the diary; null otherwise. */
export function diarySourceWords(report: Report): string | null {
  if (!countedFromDiary(report)) return null;
  const figures = diaryCovering(report);
  return figures === null ? "from the diary" : `from the diary, ${figures.loggedDays} of ${figures.days} days logged`;
}

/** MIDAS as the numbers in detail state it: the interview's, else a pointer to the diary's, else "not asked". */
export function midasDetail(report: Report): string {
  const midas = report.metrics.midas;
  if (midas !== undefined) return `${midas.score}, grade ${midas.grade}`;
  return (report.diary?.midas.length ?? 0) > 0 ? "not asked in the interview; the diary's questionnaires are under Headache diary" : "not asked";
}
