import type { Features } from "./features.ts";
import { and, ev, or, result, rule } from "./criterion.ts";

/** ICHD-3 4.10 new daily persistent headache. */
export function ndph(f: Features) {
  const facts = f.facts;
  // Persistent means pain through the day: short attacks every day with nothing between them (a
  // trigeminal autonomic cephalalgia's 10-20 minutes, several times a day) are not it.
  const shortAttacks = f.continuous !== true && f.durHi !== null && f.durHi < 4 && (f.perDayLo ?? 0) >= 2;
  // A count of days told under most of the month ("never really went away ... maybe 18 days a month")
  // says the pain is not there every day, whatever word of constancy came with it.
  // (Only a count of most days: a lower one is as likely the rate before the onset.)
  const counted = f.daysPerMonth !== null && f.daysPerMonth >= 15 && f.daysPerMonth < 25 && facts.get("headache_days")?.tag !== "vague";
  const daily = (f.continuous === true && !counted) || (f.daysPerMonth !== null && f.daysPerMonth >= 25 && !shortAttacks) ? true : (f.daysPerMonth !== null && f.daysPerMonth < 15) || shortAttacks ? false : null;
  const remembered = f.remembered === true ? true : facts.yes("long_history") && !facts.yes("remembered_onset") ? false : facts.yes("new_headache") && daily === true ? null : f.remembered;
  return result("4.10", "New daily persistent headache", [
    // ICHD-3 4.10 A: persistent headache fulfilling B and C.
    rule("4.10-A", "Persistent daily headache", daily, ev(f, "continuous", "headache_days"), ["continuous", "headache_days"], true),
    // ICHD-3 4.10 B: distinct and clearly remembered onset, pain becoming continuous and unremitting within 24 hours.
    rule("4.10-B", "Clearly remembered start, daily and unremitting within 24 hours", and(remembered, or(f.continuous, daily)), ev(f, "remembered_onset", "new_headache"), ["remembered_onset"], remembered === false),
    // ICHD-3 4.10 C: present for > 3 months.
    rule("4.10-C", "Present for more than 3 months", f.months === null ? null : f.months > 3, ev(f, "history_months"), ["history_months"]),
  ], f.remembered === true && daily === true ? 3 : f.remembered !== true ? -3 : 0);
}
