import type { MedicationScore } from "../scores/medication.ts";
import type { Features } from "./features.ts";
import { ev, result, rule } from "./criterion.ts";

/** ICHD-3 8.2 medication-overuse headache. */
export function medicationOveruse(f: Features, med: MedicationScore) {
  const thresholdMet = med.thresholdMet;
  const days = f.daysPerMonth;
  // No acute medicine known at all: 8.2 stays open at most (and ranks low); denied use rules it out.
  const noneTaken = f.facts.yes("no_acute_meds") && !med.known;
  const preexisting = f.facts.yes("long_history") || (f.months !== null && f.months > 3) || f.facts.no("new_headache");
  // Medicine taken only through bouts of weeks with months free between (episodic cluster) is not
  // regular overuse for more than 3 months (ICHD-3 8.2 B; red-flags/detect.ts reads it the same way).
  const boutOnly = f.facts.yes("bouts") && f.facts.yes("remission_between");
  return result("8.2", "Medication-overuse headache", [
    // ICHD-3 8.2 A: headache on >= 15 days/month in a person with a pre-existing headache disorder.
    rule("8.2-A", "Headache on 15 or more days a month, with an earlier headache disorder", days === null ? null : days >= 15 ? (preexisting ? true : null) : false, ev(f, "headache_days", "long_history"), ["headache_days"], true),
    // ICHD-3 8.2 B: regular overuse for > 3 months of acute or symptomatic headache medicine(s).
    rule("8.2-B", "Acute medicine on 10+ days a month (15+ for simple painkillers) for more than 3 months", thresholdMet ? (boutOnly ? false : f.months === null || f.months > 3 ? true : null) : (med.known && !med.warning) || noneTaken ? false : null, med.detail, ["med_days"], (med.known && !thresholdMet && !med.warning) || noneTaken),
  ], thresholdMet ? 4 : med.known ? 0 : -4);
}
