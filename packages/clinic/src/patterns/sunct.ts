import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { autonomicRule, tacPainRule } from "./tac-common.ts";

/** ICHD-3 3.3 short-lasting unilateral neuralgiform headache attacks (SUNCT / SUNA). */
export function sunct(f: Features) {
  const lo = f.perDayLo;
  return result("3.3", "Short-lasting unilateral neuralgiform headache attacks (SUNCT/SUNA)", [
    // ICHD-3 3.3 A: at least 20 attacks fulfilling B-D.
    rule("3.3-A", "At least 20 attacks", f.attacks === null ? (lo !== null && lo >= 1 ? true : null) : f.attacks >= 20 || (lo !== null && lo >= 3), ev(f, "lifetime_attacks", "attacks_per_day"), ["lifetime_attacks"]),
    // ICHD-3 3.3 B: moderate or severe unilateral head pain, orbital/supraorbital/temporal, single stabs, series or saw-tooth, lasting 1-600 seconds.
    tacPainRule(f, "3.3-B", "One-sided stabbing pain around the eye or temple lasting 1-600 seconds", 1 / 3600, 600 / 3600, false),
    // ICHD-3 3.3 C: at least one ipsilateral cranial autonomic symptom.
    autonomicRule(f, "3.3-C", false),
    // ICHD-3 3.3 D: occurring with a frequency of at least one a day.
    rule("3.3-D", "At least one attack a day", lo === null ? (f.daysPerMonth !== null && f.daysPerMonth >= 25 ? true : null) : lo >= 1, ev(f, "attacks_per_day"), ["attacks_per_day"]),
  ]);
}
