import { describe, expect, expectTypeOf, it } from "vitest";
import type { DiaryEntry, DiarySeverity, MidasRecord } from "./diary.ts";
import { diaryFigures, shiftDay, type DiaryFigures } from "./diary-figures.ts";
import { ReportSchema } from "./report.ts";
import { reportDiary, ReportDiarySchema, type ReportDiary } from "./report-diary.ts";
import { REPORT_FIXTURES } from "./report-view-fixtures.ts";

// The report's diary section, built from entries as the server loads them: every day of the 90, the
// figures exactly as the diary's own, MIDAS up to the report's day, and nothing without a diary.

const TO = "2026-05-31";
let n = 0;
function attack(day: string, severity: DiarySeverity = "moderate", medicine: string | null = null, extra: Partial<DiaryEntry> = {}): DiaryEntry {
  n += 1;
  return {
    id: `e${n}`, clientId: `c${n}`, kind: "headache", day, startedAt: `${day}T08:00:00+01:00`, endedAt: null, severity,
    medicines: medicine === null ? [] : [{ name: medicine, class: medicine === "sumatriptan" ? "triptan" : "simple" }],
    side: null, character: [], symptoms: [], aura: null, triggers: [], notes: "", createdAt: `${day}T09:00:00Z`, updatedAt: `${day}T09:00:00Z`, ...extra,
  };
}
const free = (day: string) => attack(day, "mild", null, { kind: "headache_free", startedAt: null, severity: null });
function midas(id: string, createdAt: string, score: number): MidasRecord {
  return { id, clientId: id, createdAt, score, grade: score <= 5 ? "I" : score <= 10 ? "II" : score <= 20 ? "III" : "IV", missedWork: score, reducedWork: 0, missedHousework: 0, reducedHousework: 0, missedLeisure: 0 };
}

describe("the report's diary section", () => {
  it("is absent when the 90 days hold no entry and no MIDAS", () => {
    expect(reportDiary([], [], TO)).toBeUndefined();
    expect(reportDiary([attack(shiftDay(TO, 90)), attack(shiftDay(TO, -1))], [midas("m", "2026-01-01T10:00:00Z", 8)], TO)).toBeUndefined();
  });

  it("is there with only a MIDAS filled in within the 90 days, every day unknown", () => {
    const d = reportDiary([], [midas("m", `${shiftDay(TO, 10)}T10:00:00Z`, 8)], TO)!;
    expect(d.calendar).toHaveLength(90);
    expect(d.calendar.every((x) => x.status === "unknown")).toBe(true);
    expect(d.midas.map((m) => m.score)).toEqual([8]);
    expect(d.covers).toBeNull();
  });

  it("gives every day of the window once: headache over a free mark, the worst severity, medicine, and unknown when nothing was logged", () => {
    const day = shiftDay(TO, 3);
    const d = reportDiary([free(day), attack(day, "mild"), attack(day, "severe", "ibuprofen"), free(shiftDay(TO, 4))], [], TO)!;
    expect(d.from).toBe(shiftDay(TO, 89));
    expect(d.calendar.map((x) => x.day)).toEqual(Array.from({ length: 90 }, (_, i) => shiftDay(TO, 89 - i)));
    expect(d.calendar.find((x) => x.day === day)).toEqual({ day, status: "headache", worst: "severe", attacks: 2, medicine: true });
    expect(d.calendar.find((x) => x.day === shiftDay(TO, 4))?.status).toBe("free");
    expect(d.calendar.filter((x) => x.status === "unknown")).toHaveLength(88);
    expect(d.attacks.map((a) => a.severity)).toEqual(["mild", "severe"]);
  });

  it("carries the diary's own figures of the last 30 and 90 days, and the window they cover", () => {
    const entries = Array.from({ length: 90 }, (_, i) => (i % 3 === 0 ? attack(shiftDay(TO, i), "severe", "sumatriptan") : i % 10 === 1 ? free(shiftDay(TO, i)) : null)).filter((e) => e !== null);
    const d = reportDiary(entries, [], TO)!;
    expect(d.last90).toEqual(diaryFigures(entries, TO, 90));
    expect(d.last30).toEqual(diaryFigures(entries, TO, 30));
    // 36 of 90 days logged, 12 of 30: too few for either window to speak for the month.
    expect([d.last90.loggedDays, d.last30.loggedDays, d.covers]).toEqual([36, 12, null]);
    const dense = [...entries, ...Array.from({ length: 90 }, (_, i) => i % 3 !== 0 && i % 10 !== 1 && i < 30 ? free(shiftDay(TO, i)) : null).filter((e) => e !== null)];
    expect(reportDiary(dense, [], TO)!.covers).toBe(30);
  });

  it("lists MIDAS newest first, up to the report's day only, eight at most", () => {
    const records = Array.from({ length: 10 }, (_, i) => midas(`m${i}`, `${shiftDay(TO, 10 + i * 90)}T10:00:00Z`, i));
    const later = midas("later", `${shiftDay(TO, -1)}T10:00:00Z`, 30);
    const d = reportDiary([attack(TO)], [...records].reverse().concat(later), TO)!;
    expect(d.midas.map((m) => m.id)).toEqual(["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7"]);
  });

  it("parses back to itself inside the report JSON, and an unreadable section hides only itself", () => {
    const base = REPORT_FIXTURES.migraine!;
    const section = reportDiary([attack(TO, "extreme", "sumatriptan")], [], TO);
    expect(ReportSchema.parse(JSON.parse(JSON.stringify({ ...base, diary: section }))).diary).toEqual(section);
    const broken = ReportSchema.parse({ ...base, diary: { ...section, calendar: "nonsense" } });
    expect(broken.diary).toBeUndefined();
    expect(broken.urgency).toBe(base.urgency);
  });

  it("types its figures as the diary's own", () => {
    expectTypeOf<ReportDiary["last90"]>().toEqualTypeOf<DiaryFigures>();
    expectTypeOf(ReportDiarySchema.parse).returns.toEqualTypeOf<ReportDiary>();
  });
});
