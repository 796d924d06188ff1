import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { autonomicRule, tacPainRule } from "./tac-common.ts";

/** ICHD-3 3.2 paroxysmal hemicrania. */
export function paroxysmalHemicrania(f: Features) {
  const lo = f.perDayLo;
  return result("3.2", "Paroxysmal hemicrania", [
    // ICHD-3 3.2 A: at least 20 attacks fulfilling B-E.
    rule("3.2-A", "At least 20 attacks", f.attacks === null ? (lo !== null && lo >= 5 ? true : null) : f.attacks >= 20 || (lo !== null && lo >= 5), ev(f, "lifetime_attacks", "attacks_per_day"), ["lifetime_attacks"]),
    // ICHD-3 3.2 B: severe unilateral orbital, supraorbital and/or temporal pain lasting 2-30 minutes.
    tacPainRule(f, "3.2-B", "Severe one-sided pain around the eye or temple lasting 2-30 minutes", 2 / 60, 0.5, true),
    // ICHD-3 3.2 C: ipsilateral autonomic symptoms and/or restlessness or agitation.
    autonomicRule(f, "3.2-C", true),
    // ICHD-3 3.2 D: occurring with a frequency of > 5 per day.
    rule("3.2-D", "More than 5 attacks a day", lo === null ? null : (f.perDayHi ?? lo) > 5 && lo >= 4, ev(f, "attacks_per_day"), ["attacks_per_day"]),
    // ICHD-3 3.2 E: prevented absolutely by therapeutic doses of indomethacin.
    rule("3.2-E", "Stopped completely by indomethacin", f.indomethacin, ev(f, "indomethacin_response"), ["indomethacin_response"]),
  ]);
}
