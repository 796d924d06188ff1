import { describe, expect, it } from "vitest";
import type { DiaryEntry } from "./diary.ts";
import { diaryFigures, shiftDay } from "./diary-figures.ts";
import { ReportSchema, type Report } from "./report.ts";
import { reportDiary } from "./report-diary.ts";
import { dayWords, diaryView, impactLine, midasDetail, pageOne } from "./report-view.ts";
import { rawKeys, REPORT_FIXTURES, unsourcedNumbers } from "./report-view-fixtures.ts";

// What the screen and the PDF show of the diary: the numbers are the diary's own figures, a day
// nobody logged is unknown everywhere, and no internal key shows.

const withDiary = REPORT_FIXTURES.diary!;
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(strings) : typeof value === "object" && value !== null ? Object.values(value).flatMap(strings) : [];

describe("diaryView", () => {
  const v = diaryView(withDiary)!;
  const diary = withDiary.diary!;

  it("is null for a report without a diary", () => {
    expect(diaryView(REPORT_FIXTURES.migraine!)).toBeNull();
  });

  it("shows the section's figures of the last 30 and 90 days as they are", () => {
    for (const [i, days] of [[0, 30], [1, 90]] as const) {
      const f = days === 30 ? diary.last30 : diary.last90;
      const rows = Object.fromEntries(v.figures[i]!.rows.map((r) => [r.label, r.value]));
      expect(rows["Days logged"]).toBe(`${f.loggedDays} of ${days}`);
      expect(rows["Headache days"]).toMatch(new RegExp(`^${f.headacheDays} days${days === 90 ? ` \\(${f.headacheDaysPerMonth} a month\\)` : ""}$`));
      expect(rows["Migraine-like days"]).toBe(`${f.migraineLikeDays} days`);
      expect(rows["Marked headache-free"]).toBe(`${f.headacheFreeDays} days`);
      expect(rows["Days with acute medicine"]).toBe(`${f.medicineDays.any} days`);
      expect(v.figures[i]!.overuse.map((o) => o.position)).toEqual(f.overuse.map((o) => o.position));
    }
    expect(v.figures[1]!.overuse.find((o) => o.label === "Several classes together")?.text).toBe("8 days a month, limit 10: approaching the limit");
  });

  it("holds figures that diaryFigures gives again from the section's own free days and attacks", () => {
    const entries: DiaryEntry[] = diary.calendar.flatMap((d) =>
      d.status === "free" ? [{ id: d.day, clientId: d.day, kind: "headache_free", day: d.day, startedAt: null, endedAt: null, severity: null, medicines: [], side: null, character: [], symptoms: [], aura: null, triggers: [], notes: "", createdAt: "", updatedAt: "" }] : [],
    );
    for (const a of diary.attacks) entries.push({ ...a, kind: "headache", clientId: a.id, triggers: [], notes: "", createdAt: "", updatedAt: "" });
    expect(diaryFigures(entries, diary.to, 90)).toEqual(diary.last90);
    expect(diaryFigures(entries, diary.to, 30)).toEqual(diary.last30);
  });

  it("draws 90 days in whole weeks, Monday first, unknown days as unknown and never as free", () => {
    const cells = v.strip.weeks.flatMap((w) => w.cells);
    expect(v.strip.weeks.length).toBeGreaterThanOrEqual(13);
    expect(v.strip.weeks.every((w) => w.cells.length === 7 && w.cells[0]!.label.startsWith("Mon "))).toBe(true);
    const inside = cells.filter((c) => c.tone !== "outside");
    expect(inside.map((c) => c.day)).toEqual(diary.calendar.map((d) => d.day));
    const unknown = diary.calendar.filter((d) => d.status === "unknown").map((d) => d.day);
    expect(unknown).toHaveLength(6);
    for (const day of unknown) expect(inside.find((c) => c.day === day)).toMatchObject({ tone: "unknown", level: 0, label: expect.stringMatching(/: not logged$/) });
    expect(inside.filter((c) => c.tone === "free")).toHaveLength(diary.last90.headacheFreeDays);
    expect(v.strip.summary).toContain(`${diary.last90.headacheDays} headache days`);
    expect(v.strip.summary).toContain(`${diary.last90.headacheFreeDays} days marked headache-free, 6 days not logged`);
    expect(v.coverage).toMatch(/^84 of 90 days logged\. Days not logged are unknown/);
  });

  it("names a day with several attacks by its worst and says a medicine was taken", () => {
    const day = diary.calendar.find((d) => d.attacks > 1)!;
    const cell = v.strip.weeks.flatMap((w) => w.cells).find((c) => c.day === day.day)!;
    expect(cell.label).toMatch(new RegExp(`^\\w{3} ${dayWords(day.day).replace(/ \d{4}$/, "")}: ${day.attacks} headaches, worst ${day.worst}`));
  });

  it("lists MIDAS newest first with its date, grade and meaning", () => {
    expect(v.midas.map((m) => `${m.date}: ${m.text}`)).toEqual([
      "30 May 2025: MIDAS 9, grade II (mild disability)",
      "3 March 2025: MIDAS 16, grade III (moderate disability)",
      "2 December 2024: MIDAS 24, grade IV (severe disability)",
    ]);
  });

  it("shows no internal key anywhere", () => {
    expect(rawKeys(strings(v).join(" \n "))).toEqual([]);
  });
});

describe("page one with a diary", () => {
  it("says the month's figures come from the diary and how much of it was logged", () => {
    const p = pageOne(withDiary);
    expect(p.fromDiary).toBe("from the diary, 84 of 90 days logged");
    expect(p.headacheDays).toBe(withDiary.diary!.last90.headacheDaysPerMonth);
    expect(unsourcedNumbers(`${p.headacheDays} (${p.fromDiary})`, withDiary)).toEqual([]);
  });

  it("says nothing of a diary when the figures come from recall", () => {
    expect(pageOne(REPORT_FIXTURES.migraine!).fromDiary).toBeNull();
    const sparse: Report = ReportSchema.parse({ ...REPORT_FIXTURES.migraine!, diary: reportDiary([], [], "2025-06-01") ?? undefined });
    expect(pageOne(sparse).fromDiary).toBeNull();
  });

  it("gives the diary's MIDAS as the effect on daily life when the interview had none, and points to it in the numbers", () => {
    expect(impactLine(withDiary)).toBe("MIDAS 9 (grade II), filled in with the diary on 30 May 2025");
    expect(midasDetail(withDiary)).toMatch(/^not asked in the interview; the diary's questionnaires/);
    // A MIDAS from before the 90 days is history, not the current effect.
    const old = { ...withDiary, diary: { ...withDiary.diary!, midas: withDiary.diary!.midas.slice(1) } };
    expect(impactLine(old)).toBeNull();
  });

  it("keeps the strip's dates honest across a year", () => {
    expect(dayWords(shiftDay("2026-01-02", 2))).toBe("31 December 2025");
  });
});

describe("page one's overuse line with a diary", () => {
  it("warns of several classes together approaching 8.2.6 from the diary's day count when no class alone is near", () => {
    const base = REPORT_FIXTURES.diary!;
    const r: Report = { ...base, metrics: { ...base.metrics, acute_medication_days_per_month: { triptan: 4.7, simple: 2.3 } }, medication_overuse: { risk: false, detail: "below", warning: false } };
    expect(pageOne(r).overuse).toEqual({ heading: "Approaching the medication-overuse limit", detail: "several classes together on 8 days a month (from the diary), limit 10.", risk: false });
    expect(unsourcedNumbers(pageOne(r).overuse.detail, r)).toEqual([]);
  });
});
