import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { tensionRules } from "./tension-type-core.ts";

/** ICHD-3 2.3 chronic tension-type headache. */
export function tensionChronic(f: Features) {
  const d = f.daysPerMonth;
  // ICHD-3 2.3 A: on >= 15 days/month on average for > 3 months (>= 180 days/year).
  const a = d === null ? null : d < 15 ? false : f.rateMonths === null ? null : f.rateMonths > 3;
  return result("2.3", "Chronic tension-type headache", [
    rule("2.3-A", "On 15 or more days a month for more than 3 months", a, ev(f, "headache_days", "history_months"), ["headache_days", "history_months"], true),
    ...tensionRules(f, "2.3", true),
  ]);
}
