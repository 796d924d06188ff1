import type { Features } from "./features.ts";
import { and, ev, result, rule } from "./criterion.ts";
import { migraineAttackRules } from "./migraine-without-aura.ts";

/** ICHD-3 1.3 chronic migraine. */
export function chronicMigraine(f: Features) {
  const attack = migraineAttackRules(f);
  const migrainous = f.aura === true ? true : and(attack[1]?.met ?? null, attack[2]?.met ?? null);
  const days = f.daysPerMonth;
  const months = f.rateMonths;
  const a = days === null ? null : days < 15 ? false : months === null ? null : months > 3;
  const migraineDays = f.migraineDays;
  const c = migraineDays !== null ? migraineDays >= 8 : migrainous === true && days !== null && days >= 15 ? true : migrainous === false ? false : null;
  return result("1.3", "Chronic migraine", [
    // ICHD-3 1.3 A: headache (migraine-like or tension-type-like) on >= 15 days/month for > 3 months.
    rule("1.3-A", "Headache on 15 or more days a month for more than 3 months", a, ev(f, "headache_days", "history_months", "long_history"), ["headache_days", "history_months"], true),
    // ICHD-3 1.3 B: in a person who has had at least five attacks fulfilling 1.1 B-D and/or 1.2 B-C.
    rule("1.3-B", "Has had at least 5 migraine attacks (with or without aura)", f.attacks !== null && f.attacks < 5 ? false : migrainous, ev(f, "pulsating", "nausea", "photophobia", "aura"), ["nausea", "pulsating", "photophobia"]),
    // ICHD-3 1.3 C: on >= 8 days/month for > 3 months, migraine features (1.1 C-D or 1.2 B-C).
    // A count of the migraine days told below 8 ("a proper migraine every month or two" beside a daily
    // tension-type headache) rules chronic migraine out, not merely down to probable.
    rule("1.3-C", "Migraine features on 8 or more days a month", c, ev(f, "migraine_days", "headache_days"), ["migraine_days"], migraineDays !== null),
  ], a === true && c === true ? 3 : 0);
}
