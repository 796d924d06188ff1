import type { DiaryEntry } from "@hg/shared/diary";
import { diaryFigures, type DiaryFigures } from "@hg/shared/diary-figures";
import type { Fact } from "../types.ts";
import { canonicalDrug } from "../scores/drugs.ts";

// Facts from the person's headache diary (issue 19). Where the diary covers most of the last 90
// (or 30) days, headache days and acute-medicine days per month come from its records, not from
// recall: ICHD-3 reads both over months (1.3, 8.2), and people misremember them. Attack features
// (side, character, what comes with the pain, aura) are read from the attacks that record them.
// A day nobody logged is unknown: coverage decides whether the diary speaks for the month at all.

/** Windows tried in order: a window speaks for the month when at least two thirds of its days were logged. */
const WINDOWS = [90, 30] as const;
const COVERED = 2 / 3;
/** Attack features need a few recorded attacks, and count when most of those record them. */
const MIN_ATTACKS = 3;

const today = (now: Date): string => now.toISOString().slice(0, 10);

/** The diary's facts as of `now`; none when the diary is too sparse to speak for a month. */
export function diaryFacts(entries: readonly DiaryEntry[], now: Date): Fact[] {
  for (const days of WINDOWS) {
    const figures = diaryFigures(entries, today(now), days);
    if (figures.loggedDays >= days * COVERED) return [...countFacts(entries, figures), ...featureFacts(entries, figures)];
  }
  return [];
}

function fact(key: string, figures: DiaryFigures, extra: Partial<Fact> = {}): Fact {
  return {
    key,
    polarity: "affirmed",
    hedged: false,
    evidence: `headache diary, ${figures.from} to ${figures.to} (${figures.loggedDays} of ${figures.days} days logged)`,
    source: { kind: "diary", days: figures.days },
    ...extra,
  };
}

/** Headache days, migraine-like days and each medicine's days, per 30 days of the window. */
function countFacts(entries: readonly DiaryEntry[], figures: DiaryFigures): Fact[] {
  const perMonth = (n: number) => Math.round((n * 30 * 10) / figures.days) / 10;
  const out = [fact("headache_days", figures, { value: figures.headacheDaysPerMonth })];
  if (figures.migraineLikeDays > 0) out.push(fact("migraine_days", figures, { value: perMonth(figures.migraineLikeDays) }));
  const daysByDrug = new Map<string, { name: string; cls: string; days: Set<string> }>();
  for (const e of entries) {
    if (e.kind !== "headache" || e.day < figures.from || e.day > figures.to) continue;
    for (const m of e.medicines) {
      const id = `${m.class}|${canonicalDrug(m.name)}`;
      const drug = daysByDrug.get(id) ?? { name: m.name.toLowerCase(), cls: m.class, days: new Set<string>() };
      drug.days.add(e.day);
      daysByDrug.set(id, drug);
    }
  }
  for (const { name, cls, days } of daysByDrug.values()) out.push(fact(`med:${name}`, figures, { value: perMonth(days.size), tag: cls }));
  if (daysByDrug.size === 0 && figures.headacheDays > 0) out.push(fact("no_acute_meds", figures));
  return out;
}

/** Features recorded on most of the attacks that record that feature at all. */
function featureFacts(entries: readonly DiaryEntry[], figures: DiaryFigures): Fact[] {
  const attacks = entries.filter((e) => e.kind === "headache" && e.day >= figures.from && e.day <= figures.to);
  const out: Fact[] = [];
  const most = (key: string, recorded: DiaryEntry[], has: (e: DiaryEntry) => boolean) => {
    if (recorded.length < MIN_ATTACKS) return;
    const yes = recorded.filter(has).length;
    if (yes * 2 > recorded.length) out.push(fact(key, figures));
    else if (yes === 0) out.push(fact(key, figures, { polarity: "denied" }));
  };
  const sided = attacks.filter((e) => e.side !== null);
  most("unilateral", sided, (e) => e.side === "left" || e.side === "right");
  most("bilateral", sided, (e) => e.side === "both");
  const described = attacks.filter((e) => e.character.length > 0);
  most("pulsating", described, (e) => e.character.includes("throbbing"));
  most("pressing", described, (e) => e.character.includes("pressing") || e.character.includes("tightening"));
  const withSymptoms = attacks.filter((e) => e.symptoms.length > 0);
  for (const symptom of ["nausea", "vomiting", "photophobia", "phonophobia"] as const) most(symptom, withSymptoms, (e) => e.symptoms.includes(symptom));
  const rated = attacks.filter((e) => e.severity !== null);
  most("severe", rated, (e) => e.severity === "severe" || e.severity === "extreme");
  // ICHD-3 1.2 A: at least two attacks with aura.
  const auraTold = attacks.filter((e) => e.aura !== null);
  if (auraTold.filter((e) => e.aura === true).length >= 2) out.push(fact("aura", figures));
  return out;
}
