import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { tensionRules } from "./tension-type-core.ts";

/** ICHD-3 2.2 frequent episodic tension-type headache. */
export function tensionFrequent(f: Features) {
  const d = f.daysPerMonth;
  // ICHD-3 2.2 A: at least 10 episodes on 1-14 days/month on average for > 3 months (>= 12 and < 180 days/year).
  // A history shorter than three months is not yet known to fail A: the frequency fits and time may
  // fulfil it (ICHD-3 2.4.2 probable frequent tension-type headache), so the criterion stays open and
  // the pattern ranks on the features that tell tension-type from migraine.
  const a = d === null ? null : d < 1 || d >= 15 ? false : f.months === null ? null : f.months > 3 || (f.months >= 3 && d >= 2) ? true : null;
  return result("2.2", "Frequent episodic tension-type headache", [
    // Out of the frequency range excludes 2.2; only too short a history leaves it probable (ICHD-3 2.4.2).
    rule("2.2-A", "On 1-14 days a month for more than 3 months", a, ev(f, "headache_days", "history_months"), ["headache_days", "history_months"], d !== null && (d < 1 || d >= 15)),
    ...tensionRules(f, "2.2", false),
  ]);
}
