import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { autonomicRule, tacPainRule } from "./tac-common.ts";

/** ICHD-3 3.1 cluster headache. */
export function cluster(f: Features) {
  const lo = f.perDayLo;
  const hi = f.perDayHi;
  const days = f.daysPerMonth;
  // ICHD-3 3.1 D: frequency between one every other day and 8 per day. A stated range must sit
  // mostly inside it: "8 to 15 a day" is over 8 on most days (paroxysmal hemicrania's rate, 3.2 D).
  const d = lo !== null ? lo <= 8 && (lo + (hi ?? lo)) / 2 <= 8 && (hi ?? lo) >= 0.5 : days !== null && days < 6 && f.bouts !== true ? false : days !== null && days >= 10 ? true : null;
  return result("3.1", "Cluster headache", [
    // ICHD-3 3.1 A: at least five attacks fulfilling B-D.
    rule("3.1-A", "At least 5 attacks", f.attacks === null ? null : f.attacks >= 5, ev(f, "lifetime_attacks", "bouts"), ["lifetime_attacks"]),
    // ICHD-3 3.1 B: severe or very severe unilateral orbital, supraorbital and/or temporal pain lasting 15-180 minutes.
    tacPainRule(f, "3.1-B", "Severe one-sided pain around the eye or temple lasting 15-180 minutes", 0.25, 3, true),
    // ICHD-3 3.1 C: ipsilateral autonomic symptoms and/or restlessness or agitation.
    autonomicRule(f, "3.1-C", true),
    rule("3.1-D", "From one every other day up to 8 a day", d, ev(f, "attacks_per_day", "headache_days"), ["attacks_per_day"]),
  ], (f.bouts === true ? 2 : 0) + (f.facts.yes("nocturnal") ? 1 : 0));
}
