import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";
import { tensionRules } from "./tension-type-core.ts";

/** ICHD-3 2.1 infrequent episodic tension-type headache. */
export function tensionInfrequent(f: Features) {
  const d = f.daysPerMonth;
  // ICHD-3 2.1 A: at least 10 episodes occurring on < 1 day/month on average (< 12 days/year).
  const a = d === null ? null : d < 1 ? (f.attacks === null ? null : f.attacks >= 10) : false;
  return result("2.1", "Infrequent episodic tension-type headache", [
    rule("2.1-A", "At least 10 episodes, on fewer than 1 day a month", a, ev(f, "headache_days", "lifetime_attacks"), ["headache_days"], true),
    ...tensionRules(f, "2.1", false),
  ]);
}
