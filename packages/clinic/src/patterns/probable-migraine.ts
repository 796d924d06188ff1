import type { Features } from "./features.ts";
import { ev, result, rule, statusOf } from "./criterion.ts";
import { fiveAttacks, migraineAttackRules } from "./migraine-without-aura.ts";

/** ICHD-3 1.5 probable migraine: all but one of 1.1 A-D, and no other headache disorder fits. */
export function probableMigraine(f: Features, otherDefinite: boolean) {
  const rules = [fiveAttacks(f), ...migraineAttackRules(f)];
  const failed = rules.filter((r) => r.met === false);
  const open = rules.filter((r) => r.met === null).length;
  // A headache that never stops has no attacks to meet "all but one" of the attack criteria: the one
  // failed criterion would be the very thing that makes it another disorder (4.10, 3.4, 2.3).
  const allButOne = f.continuous === true ? false : failed.length === 1 && open === 0 ? true : failed.length >= 2 ? false : null;
  const m = result("1.5", "Probable migraine", [
    // ICHD-3 1.5.1 A: attacks fulfilling all but one of criteria A-D for 1.1.
    rule("1.5-A", "Attacks meet all but one of the migraine criteria", statusOf(rules) === "criteria_met" ? false : allButOne, failed.map((r) => r.text).join("; ") || ev(f, "attack_hours"), rules.flatMap((r) => r.asks), true),
    // ICHD-3 1.5 B: not fulfilling ICHD-3 criteria for any other headache disorder.
    rule("1.5-B", "Does not fully fit another headache type", !otherDefinite, "", []),
  ]);
  // Until one migraine criterion is known to fail, full migraine is the better guess.
  if (allButOne === null) m.score -= 4;
  return m;
}
