import type { Features } from "./features.ts";
import { and, ev, or, result, rule } from "./criterion.ts";

/** ICHD-3 3.4 hemicrania continua. */
export function hemicraniaContinua(f: Features) {
  // "10-12 attacks a day" is paroxysmal, not continuous pain (CLINICAL.md), unless said to be constant.
  const attacksDaily = f.perDayLo !== null && f.perDayLo >= 2;
  const continuous = f.continuous === true || (!attacksDaily && f.daysPerMonth !== null && f.daysPerMonth >= 27 && f.durLo !== null && f.durLo >= 24) ? true : (f.durHi !== null && f.durHi < 24) || attacksDaily ? false : f.continuous;
  const strictlyOneSide = f.facts.yes("side_shifting") || f.bilateral === true ? false : f.unilateral;
  return result("3.4", "Hemicrania continua", [
    // ICHD-3 3.4 A: unilateral headache fulfilling B-D.
    rule("3.4-A", "One-sided headache", strictlyOneSide, ev(f, "unilateral"), ["unilateral"], true),
    // ICHD-3 3.4 B: present for > 3 months, with exacerbations of moderate or greater intensity.
    rule("3.4-B", "Continuous for more than 3 months, with flare-ups", and(continuous, f.months === null ? null : f.months > 3, f.exacerbations === false ? false : f.exacerbations === true || f.autonomic === true ? true : null), ev(f, "continuous", "history_months", "exacerbations"), ["continuous", "history_months", "exacerbations"], continuous === false),
    // ICHD-3 3.4 C: ipsilateral autonomic symptoms and/or restlessness or aggravation of pain by movement.
    rule("3.4-C", "Eye watering or redness, nose symptoms or drooping lid on that side, or restlessness", or(f.autonomic, f.restless), ev(f, "lacrimation", "conjunctival_injection", "nasal_congestion", "ptosis", "restlessness"), ["lacrimation", "restlessness"]),
    // ICHD-3 3.4 D: responds absolutely to therapeutic doses of indomethacin.
    rule("3.4-D", "Goes away completely with indomethacin", f.indomethacin, ev(f, "indomethacin_response"), ["indomethacin_response"]),
  ], continuous === true && strictlyOneSide === true ? 2 : 0);
}
