import { buildReport } from "@hg/clinic";
import { pageOne, reportDiary, shiftDay, type DiaryEntry, type Report } from "@hg/shared";
import { describe, expect, it } from "vitest";

// The report's diary section says "from the diary" exactly when the engine counted the month from the
// diary: the coverage rule of the section (shared report-diary.ts) and the engine's (clinic
// diary-facts.ts) must not drift apart.

const NOW = "2026-05-31T18:00:00.000Z";
const TO = NOW.slice(0, 10);

function entry(i: number, kind: DiaryEntry["kind"]): DiaryEntry {
  const day = shiftDay(TO, i);
  return {
    id: `e${i}`, clientId: `c${i}`, kind, day, startedAt: kind === "headache" ? `${day}T08:00:00Z` : null, endedAt: null, severity: kind === "headache" ? "severe" : null,
    medicines: kind === "headache" ? [{ name: "sumatriptan", class: "triptan" }] : [], side: null, character: [], symptoms: [], aura: null, triggers: [], notes: "",
    createdAt: `${day}T09:00:00Z`, updatedAt: `${day}T09:00:00Z`,
  };
}
/** A headache every third logged day; `logged(i)` says which of the 90 days have an entry. */
const diaryOf = (logged: (i: number) => boolean) => Array.from({ length: 90 }, (_, i) => i).filter(logged).map((i) => entry(i, i % 3 === 0 ? "headache" : "headache_free"));

function reportWith(entries: DiaryEntry[]): Report {
  const built = buildReport({ conversationId: "c1", intake: null, messages: [{ role: "user", content: "I get headaches" }], generatedAt: NOW }, { now: NOW, diary: entries });
  return { ...built, diary: reportDiary(entries, [], TO) };
}

describe("the diary section's coverage", () => {
  it.each([
    ["all 90 days logged", () => true, 90, "from the diary, 90 of 90 days logged"],
    ["60 of 90 days logged", (i: number) => i < 60, 90, "from the diary, 60 of 90 days logged"],
    ["59 of 90, but 25 of the last 30", (i: number) => i < 25 || (i >= 50 && i < 84), 30, "from the diary, 25 of 30 days logged"],
    ["19 of the last 30 and nothing before", (i: number) => i < 19, null, null],
  ] as const)("agrees with the engine when %s", (_, logged, covers, words) => {
    const r = reportWith(diaryOf(logged));
    expect(r.diary?.covers).toBe(covers);
    expect(r.frequency?.headache_days_per_month?.source.includes("diary") ?? false).toBe(covers !== null);
    expect(pageOne(r).fromDiary).toBe(words);
    if (covers !== null) expect(r.metrics.headache_days_per_month).toBe((covers === 90 ? r.diary!.last90 : r.diary!.last30).headacheDaysPerMonth);
  });
});
