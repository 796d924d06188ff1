import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { tensionRules } from "./tension-type-core.ts";

/** ICHD-3 2.2 frequent episodic tension-type headache. */
export function tensionFrequent(f: Features) {
  const d = f.daysPerMonth;
  // ICHD-3 2.2 A: at least 10 episodes on 1-14 days/month on average for > 3 months (>= 12 and < 180 days/year).
  // A history just short of three months ("since September roughly") is not yet known to fail A:
  // the criterion is left open rather than excluding the pattern on a rounded date.
  const a = d === null ? null : d < 1 || d >= 15 ? false : f.months === null ? null : f.months > 3 || (f.months >= 3 && d >= 2) ? true : f.months >= 2.5 ? null : false;
  return result("2.2", "Frequent episodic tension-type headache", [
    // Out of the frequency range excludes 2.2; only too short a history leaves it probable (ICHD-3 2.4.2).
    rule("2.2-A", "On 1-14 days a month for more than 3 months", a, ev(f, "headache_days", "history_months"), ["headache_days", "history_months"], d !== null && (d < 1 || d >= 15)),
    ...tensionRules(f, "2.2", false),
  ]);
}
