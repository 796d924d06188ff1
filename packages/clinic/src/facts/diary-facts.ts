import type { DiaryEntry } from "@hg/shared/diary";
import { coveredWindow, diaryFigures, type DiaryFigures } from "@hg/shared/diary-figures";
import type { Fact } from "../types.ts";
import { canonicalDrug } from "../scores/drugs.ts";

// Facts from the person's headache diary (issue 19). Where the diary covers most of the last 90
// (or 30) days (`coveredWindow`, the rule the report uses too), headache days and acute-medicine
// days per month come from its records, not from recall: ICHD-3 reads both over months (1.3,
// 8.2), and people misremember them. Attack features (side, character, what comes with the pain,
// severity, aura) are read from the attacks that record them. A day nobody logged is unknown.

/** Attack features need a few recorded attacks, and count when most of those record them. */
const MIN_ATTACKS = 3;

/** The diary's facts as of `now`; none when the diary is too sparse to speak for a month. */
export function diaryFacts(entries: readonly DiaryEntry[], now: Date): Fact[] {
  const today = now.toISOString().slice(0, 10);
  const [last90, last30] = [diaryFigures(entries, today, 90), diaryFigures(entries, today, 30)];
  const window = coveredWindow(last90, last30);
  if (window === null) return [];
  const figures = window === 90 ? last90 : last30;
  const attacks = entries.filter((e) => e.kind === "headache" && e.day >= figures.from && e.day <= figures.to);
  return [...countFacts(attacks, figures), ...featureFacts(attacks, figures)];
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

const perMonth = (days: number, figures: DiaryFigures): number => Math.round((days * 30 * 10) / figures.days) / 10;

/**
 * Headache days, migraine-like days, each medicine named (for the medicine table), and the distinct
 * days of each class and of any acute medicine (`med_class_days:<class>`, `:any`): the ICHD-3 8.2
 * counts, which a sum over medicines would overstate when two are taken on one day.
 */
function countFacts(attacks: readonly DiaryEntry[], figures: DiaryFigures): Fact[] {
  const out = [fact("headache_days", figures, { value: figures.headacheDaysPerMonth })];
  if (figures.migraineLikeDays > 0) out.push(fact("migraine_days", figures, { value: perMonth(figures.migraineLikeDays, figures) }));
  const daysByDrug = new Map<string, { name: string; cls: string; days: Set<string> }>();
  for (const e of attacks) {
    for (const m of e.medicines) {
      const id = `${m.class}|${canonicalDrug(m.name)}`;
      const drug = daysByDrug.get(id) ?? { name: m.name.toLowerCase(), cls: m.class, days: new Set<string>() };
      drug.days.add(e.day);
      daysByDrug.set(id, drug);
    }
  }
  for (const { name, cls, days } of daysByDrug.values()) out.push(fact(`med:${name}`, figures, { value: perMonth(days.size, figures), tag: cls }));
  for (const [cls, days] of Object.entries(figures.medicineDays)) {
    if (days > 0) out.push(fact(`med_class_days:${cls}`, figures, { value: perMonth(days, figures), tag: cls }));
  }
  if (daysByDrug.size === 0 && figures.headacheDays > 0) out.push(fact("no_acute_meds", figures));
  return out;
}

/** Features recorded on most of the attacks that record that feature at all. */
function featureFacts(attacks: readonly DiaryEntry[], figures: DiaryFigures): Fact[] {
  const out: Fact[] = [];
  const most = (key: string, recorded: readonly DiaryEntry[], has: (e: DiaryEntry) => boolean) => {
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
  // Severity: the level most attacks reach (extreme counts as severe, ICHD-3 1.1 C3).
  const rated = attacks.filter((e) => e.severity !== null);
  if (rated.length >= MIN_ATTACKS) {
    const level = (e: DiaryEntry) => (e.severity === "extreme" ? "severe" : e.severity ?? "mild");
    const counts = new Map<string, number>();
    for (const e of rated) counts.set(level(e), (counts.get(level(e)) ?? 0) + 1);
    const [usual] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (usual !== undefined) out.push(fact(usual, figures));
  }
  // ICHD-3 1.2 A: at least two attacks with aura.
  if (attacks.filter((e) => e.aura === true).length >= 2) out.push(fact("aura", figures));
  return out;
}
