import { describe, expect, it } from "vitest";
import type { DiaryEntry } from "@hg/shared/diary";
import { shiftDay } from "@hg/shared/diary-figures";
import { assess } from "../assess.ts";
import { buildReport } from "../guard.ts";

// The diary's records, where they cover the month, outrank recall for headache and medicine days
// (issue 19); a sparse diary changes nothing.

const NOW = "2026-11-23T12:00:00Z";
const TODAY = "2026-11-23";

function entry(day: string, extra: Partial<DiaryEntry> = {}): DiaryEntry {
  return {
    id: day, clientId: day, kind: "headache", day, startedAt: `${day}T08:00:00Z`, endedAt: null, severity: "severe",
    medicines: [], side: "left", character: ["throbbing"], symptoms: ["nausea"], aura: false, triggers: [], notes: "",
    createdAt: NOW, updatedAt: NOW, ...extra,
  };
}

/** 90 logged days: a headache every third day with sumatriptan, every other day marked free. */
function fullDiary(): DiaryEntry[] {
  const out: DiaryEntry[] = [];
  for (let i = 0; i < 90; i++) {
    const day = shiftDay(TODAY, i);
    if (i % 3 === 0) out.push(entry(day, { medicines: [{ name: "Sumatriptan 50mg", class: "triptan" }] }));
    else out.push({ ...entry(day), kind: "headache_free", startedAt: null, severity: null, side: null, character: [], symptoms: [], aura: null });
  }
  return out;
}

const user = (...m: string[]) => m.map((content) => ({ role: "user" as const, content }));

describe("diary facts", () => {
  it("headache and medicine days come from a covering diary, not from what is recalled", () => {
    const a = assess(null, user("I get about 4 headaches a month and take sumatriptan on 2 days"), { now: NOW, diary: fullDiary() });
    expect(a.metrics.headache_days_per_month).toBe(10);
    expect(a.metrics.acute_medication_days_per_month).toEqual({ triptan: 10 });
    expect(a.medication_overuse.risk).toBe(true);
    const days = a.facts.find((f) => f.key === "headache_days");
    expect(days?.source).toEqual({ kind: "diary", days: 90 });
  });

  it("reads the attack features the entries record", () => {
    const a = assess(null, user("I get headaches"), { now: NOW, diary: fullDiary() });
    const yes = (k: string) => a.facts.some((f) => f.key === k && f.polarity === "affirmed");
    expect(yes("unilateral") && yes("pulsating") && yes("nausea") && yes("severe")).toBe(true);
  });

  it("a sparse diary speaks for nothing: recall stands", () => {
    const sparse = fullDiary().filter((_, i) => i % 5 === 0);
    const a = assess(null, user("I get about 4 headache days a month"), { now: NOW, diary: sparse });
    expect(a.metrics.headache_days_per_month).toBe(4);
    expect(a.facts.some((f) => f.source.kind === "diary")).toBe(false);
  });

  it("a month logged in full speaks for the month when the three months are not", () => {
    const month = fullDiary().filter((e) => e.day > shiftDay(TODAY, 30));
    const a = assess(null, user("I get headaches"), { now: NOW, diary: month });
    expect(a.facts.find((f) => f.key === "headache_days")?.source).toEqual({ kind: "diary", days: 30 });
  });
});

describe("diary medicine days by class", () => {
  it("a day with two medicines of two classes is one day of acute medicine, not two", () => {
    // Every sixth day (5 a month): sumatriptan and ibuprofen together; all other days marked free.
    const entries: DiaryEntry[] = [];
    for (let i = 0; i < 90; i++) {
      const day = shiftDay(TODAY, i);
      if (i % 6 === 0) entries.push(entry(day, { medicines: [{ name: "Sumatriptan", class: "triptan" }, { name: "Ibuprofen", class: "simple" }] }));
      else entries.push({ ...entry(day), kind: "headache_free", startedAt: null, severity: null, side: null, character: [], symptoms: [], aura: null });
    }
    const a = assess(null, user("I get migraines"), { now: NOW, diary: entries });
    expect(a.metrics.acute_medication_days_per_month).toEqual({ triptan: 5, simple: 5 });
    // 5 distinct days with any acute medicine: below the 10 days of several classes together (ICHD-3 8.2.6).
    expect(a.medication_overuse.risk).toBe(false);
  });
});

describe("someone who keeps a diary", () => {
  it("is not asked whether a diary would help", () => {
    const a = assess(null, user("I get migraines"), { now: NOW, diary: fullDiary() });
    const report = buildReport({ conversationId: "c", intake: null, messages: user("I get migraines"), generatedAt: NOW }, { now: NOW, diary: fullDiary() });
    expect(report.questions_for_doctor.join(" ")).not.toMatch(/would a headache diary help/);
    expect(a.facts.some((f) => f.source.kind === "diary")).toBe(true);
  });
});
