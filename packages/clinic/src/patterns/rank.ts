import type { MedicationScore } from "../scores/medication.ts";
import type { PatternResult } from "../types.ts";
import type { Rule } from "./criterion.ts";
import type { Features } from "./features.ts";
import { chronicMigraine } from "./chronic-migraine.ts";
import { cluster } from "./cluster.ts";
import { hemicraniaContinua } from "./hemicrania-continua.ts";
import { medicationOveruse } from "./moh.ts";
import { migraineWithAura } from "./migraine-with-aura.ts";
import { migraineWithoutAura } from "./migraine-without-aura.ts";
import { ndph } from "./ndph.ts";
import { paroxysmalHemicrania } from "./paroxysmal-hemicrania.ts";
import { probableMigraine } from "./probable-migraine.ts";
import { sunct } from "./sunct.ts";
import { tensionChronic } from "./tension-type-chronic.ts";
import { tensionFrequent } from "./tension-type-frequent.ts";
import { tensionInfrequent } from "./tension-type-infrequent.ts";

export type Evaluated = PatternResult & { rules: Rule[] };

const EXCLUDE = (p: Evaluated): void => {
  p.status = "excluded";
  p.score = Math.min(p.score, 5);
};

/** Evaluates every ICHD-3 pattern, applies the ICHD-3 hierarchy, and ranks them (most likely first). */
export function rankPatterns(f: Features, med: MedicationScore): Evaluated[] {
  const base: Evaluated[] = [
    migraineWithoutAura(f), migraineWithAura(f), chronicMigraine(f),
    tensionInfrequent(f), tensionFrequent(f), tensionChronic(f),
    cluster(f), paroxysmalHemicrania(f), sunct(f), hemicraniaContinua(f), ndph(f), medicationOveruse(f, med),
  ];
  const by = (code: string) => base.find((p) => p.ichd3 === code);
  const definite = base.filter((p) => p.status === "criteria_met" && p.ichd3 !== "8.2");
  const pm = probableMigraine(f, definite.length > 0);
  // A probable 1.1 is coded 1.5 (ICHD-3 1.5.1): show it under that code, above the probable 1.1.
  if (pm.status === "criteria_met") pm.score += 1;
  base.push(pm);

  const cm = by("1.3");
  if (cm !== undefined && cm.status === "criteria_met") {
    // ICHD-3 1.3 comment: tension-type-like days in chronic migraine are part of it.
    for (const code of ["2.1", "2.2", "2.3"]) { const p = by(code); if (p !== undefined) EXCLUDE(p); }
    const m = by("1.1");
    if (m !== undefined) m.score -= 6;
  }
  const nd = by("4.10");
  if (nd !== undefined && (nd.status === "criteria_met" || nd.status === "probable") && f.remembered === true) {
    // ICHD-3 4.10: a clearly remembered onset makes NDPH the code even when 1.3 / 2.3 criteria are met.
    for (const code of ["1.3", "2.3"]) { const p = by(code); if (p !== undefined) p.score -= 8; }
  }
  // ICHD-3 3.5.2 / 3.5.4 probable paroxysmal hemicrania / hemicrania continua: all but one
  // criterion fulfilled. The indomethacin criterion (3.2 E, 3.4 D) can only be met by a trial a
  // doctor starts; with every other criterion met and none failed, the pattern is probable, not
  // merely possible, so a story untried on indomethacin is not ranked below a guess.
  for (const code of ["3.2", "3.4"]) {
    const p = by(code);
    if (p === undefined || p.status !== "possible") continue;
    const open = p.rules.filter((r) => r.met === null);
    if (open.length === 1 && open[0]?.asks.includes("indomethacin_response") === true && p.rules.every((r) => r.met !== false)) {
      p.status = "probable";
      p.score += 10;
    }
  }
  // ICHD-3 1.5 C: probable migraine only when no other diagnosis accounts better for the story; a
  // paroxysmal hemicrania or hemicrania continua wanting only its indomethacin trial does.
  if (pm.status !== "excluded" && ["3.2", "3.4"].some((code) => by(code)?.status === "probable")) {
    const notOther = pm.rules.find((r) => r.id === "1.5-B");
    if (notOther !== undefined) {
      notOther.met = false;
      notOther.evidence = "A trigeminal autonomic pattern (3.2 / 3.4) fits the story better";
    }
    EXCLUDE(pm);
  }
  const hc = by("3.4");
  if (hc !== undefined && hc.status !== "excluded" && hc.status !== "possible" && nd !== undefined) nd.score -= 8;
  // ICHD-3 4.10 D: NDPH only when no other diagnosis accounts better. A strictly one-sided continuous
  // headache with same-side autonomic flares, wanting only its indomethacin trial, is that diagnosis.
  if (hc !== undefined && nd !== undefined && hc.status === "probable" && hc.rules.every((r) => r.met !== false)) nd.score = Math.min(nd.score, hc.score - 1);
  // ICHD-3 3.4 with its absolute indomethacin response (criterion D) is the better account of a
  // daily one-sided headache than chronic migraine (1.3 C: "not better accounted for").
  if (hc !== undefined && hc.status === "criteria_met" && f.indomethacin === true && cm !== undefined && cm.status !== "excluded") cm.score = Math.min(cm.score, hc.score - 1);
  if (hc !== undefined && hc.status !== "excluded" && f.continuous === true) {
    // Strictly one-sided continuous pain with autonomic signs: HC rather than daily TTH / NDPH.
    for (const code of ["2.3", "4.10"]) { const p = by(code); if (p !== undefined) p.score -= 3; }
  }
  const moh = by("8.2");
  if (moh !== undefined && moh.status === "criteria_met") {
    // ICHD-3 1.3 comment and 2.3 note: when 1.3 (or 2.3) and 8.2 are both met, both diagnoses are
    // given. ICHD-3 lists a person's diagnoses in order of importance and does not fix this order;
    // we lead with the headache disorder (the pattern) and put 8.2 right after it (the complication
    // that treatment addresses first). Without a met 1.3 / 2.3, 8.2 leads over episodic patterns.
    // ICHD-3 8.2 A presupposes a pre-existing headache disorder; a chronic pattern with no
    // criterion failed and all but one fulfilled (the last one not yet told, e.g. 2.3 B "hours to
    // days") meets ICHD-3's own definition of probable (1.5, 2.4: "all but one" of the criteria),
    // so it is shown as probable and leads too.
    for (const p of [cm, by("2.3")]) {
      if (p === undefined || p.status !== "possible") continue;
      const open = p.rules.filter((r) => r.met === null).length;
      if (open === 1 && p.rules.every((r) => r.met !== false) && p.rules.length >= 3) {
        p.status = "probable";
        p.score += 10;
      }
    }
    // A trigeminal autonomic cephalalgia that fulfils its own criteria (3.1-3.4, or probable 3.2 /
    // 3.4 above) is the disorder 8.2 A presupposes: a cluster bout treated daily is still cluster
    // headache, with 8.2 given second (ICHD-3 8.2: diagnosed in addition to the pre-existing
    // headache disorder; 8.2 B needs > 3 months of overuse, longer than most bouts).
    const tac = ["3.1", "3.2", "3.3", "3.4"].map(by).filter((p): p is Evaluated => p !== undefined && (p.status === "criteria_met" || p.status === "probable"));
    // A chronic pattern short of one of its criteria (1.3 C: too few migraine-like days) is not the
    // disorder 8.2 builds on; the episodic pattern is, and 8.2 leads over it.
    const chronic = [cm, by("2.3")].filter((p): p is Evaluated => p !== undefined && (p.status === "criteria_met" || (p.status === "probable" && p.rules.every((r) => r.met !== false))));
    const primary = [...chronic, ...tac].sort((a, b) => b.score - a.score)[0];
    if (primary !== undefined) moh.score = Math.min(moh.score, primary.score - 0.5);
  }
  const ph = by("3.2");
  const cl = by("3.1");
  if (ph !== undefined && cl !== undefined && ph.status === "criteria_met" && f.indomethacin === true && cl.status !== "excluded") {
    // ICHD-3 3.2 comment: the absolute response to indomethacin sets paroxysmal hemicrania apart
    // from cluster headache, which does not respond so; attacks of 10-20 minutes, 8-15 a day fit both.
    cl.score = Math.min(cl.score, ph.score - 1);
  }
  // Probable paroxysmal hemicrania short only of the indomethacin trial, beside a cluster story
  // that fails one of its own criteria (over 8 attacks a day, ICHD-3 3.1 D): the hemicrania leads.
  if (ph !== undefined && cl !== undefined && ph.status === "probable" && ph.rules.every((r) => r.met !== false) && cl.status !== "criteria_met" && cl.rules.some((r) => r.met === false)) {
    cl.score = Math.min(cl.score, ph.score - 1);
  }
  const tacs = ["3.1", "3.2", "3.3"].map(by).filter((p): p is Evaluated => p !== undefined && p.status !== "excluded");
  if (tacs.some((p) => p.status === "criteria_met" || p.status === "probable")) {
    for (const code of ["1.1", "1.5", "2.1", "2.2", "2.3"]) { const p = by(code); if (p !== undefined && p.status !== "criteria_met") p.score -= 4; }
  }
  // A migraine or tension-type pattern with no criterion failed and one not yet told fits ICHD-3's
  // own "all but one" as well as a rival that fails one outright (a tension-type story with
  // vomiting fails 2.x D, the very thing that tells it from migraine): shown as probable beside it,
  // and the told features decide between them (leanOf).
  const failedRival = (code: string) => base.some((p) => p.status === "probable" && p.ichd3[0] !== code[0] && ["1", "2"].includes(p.ichd3[0] ?? "") && p.rules.some((r) => r.met === false));
  for (const code of ["1.1", "2.1", "2.2"]) {
    const p = by(code);
    if (p === undefined || p.status !== "possible" || !failedRival(code)) continue;
    if (p.rules.filter((r) => r.met === null).length === 1 && p.rules.every((r) => r.met !== false)) {
      p.status = "probable";
      p.score += 10;
    }
  }
  const order = ["1.1", "1.2", "1.3", "1.5", "2.2", "2.1", "2.3", "3.1", "3.2", "3.3", "3.4", "4.10", "8.2"];
  // A tie between a migraine and a tension-type pattern goes to the one whose own features the
  // person told more of (ICHD-3 1.1 C-D against 2.x C-D), before the list's order.
  const lean = leanOf(f);
  const family = (code: string) => (code.startsWith("1.") ? lean : code.startsWith("2.") ? -lean : 0);
  return base.sort((a, b) => b.score - a.score || family(b.ichd3) - family(a.ichd3) || order.indexOf(a.ichd3) - order.indexOf(b.ichd3));
}

/** Migraine features told minus tension-type features told: > 0 leans to migraine, < 0 to tension-type. */
function leanOf(f: Features): number {
  const migraine = [f.unilateral, f.pulsating, f.severe, f.activityWorse, f.nauseaOrVomiting, f.photo === true && f.phono === true ? true : null].filter((x) => x === true).length;
  const tension = [f.bilateral, f.pressing, f.mildOrModerate, f.activityWorse === false ? true : null, f.nauseaOrVomiting === false ? true : null].filter((x) => x === true).length;
  return Math.sign(migraine - tension);
}
