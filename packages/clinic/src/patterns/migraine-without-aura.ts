import type { Features } from "./features.ts";
import { atLeast, ev, or, result, rule, within, type Rule } from "./criterion.ts";

/** ICHD-3 1.1 criteria B-D about one attack, shared with 1.3 and 1.5. */
export function migraineAttackRules(f: Features): Rule[] {
  const child = f.age !== null && f.age < 18;
  return [
    // ICHD-3 1.1 B: attacks last 4-72 h untreated or unsuccessfully treated (2-72 h in children and adolescents, note 1.1).
    rule("1.1-B", child ? "Attacks last 2-72 hours (under 18)" : "Attacks last 4-72 hours untreated", within(f, child ? 2 : 4, 72), ev(f, "attack_hours", "continuous"), ["attack_hours", "continuous"]),
    // ICHD-3 1.1 C: at least two of unilateral, pulsating, moderate or severe, aggravated by routine physical activity.
    rule(
      "1.1-C",
      "At least 2 of: one-sided, throbbing, moderate or severe, worse with routine activity",
      atLeast(2, [f.unilateral, f.pulsating, f.severe, f.activityWorse]),
      ev(f, "unilateral", "side_shifting", "pulsating", "severe", "moderate", "activity_worse"),
      ["unilateral", "pulsating", "severe", "activity_worse"],
    ),
    // ICHD-3 1.1 D: nausea and/or vomiting, or photophobia and phonophobia.
    rule(
      "1.1-D",
      "Nausea or vomiting, or both light and sound sensitivity",
      or(f.nauseaOrVomiting, f.photo === null || f.phono === null ? (f.photo === false || f.phono === false ? false : null) : f.photo && f.phono),
      ev(f, "nausea", "vomiting", "photophobia", "phonophobia"),
      ["nausea", "photophobia", "phonophobia"],
    ),
  ];
}

/** ICHD-3 1.1 A: at least five attacks. */
export function fiveAttacks(f: Features): Rule {
  return rule("1.1-A", "At least 5 attacks", f.attacks === null ? null : f.attacks >= 5, ev(f, "lifetime_attacks", "long_history", "history_months"), ["lifetime_attacks", "history_months"]);
}

/** ICHD-3 1.1 migraine without aura. */
export function migraineWithoutAura(f: Features) {
  // An aura makes 1.2 the better code for these attacks (ICHD-3 1.2 comment); keep 1.1 below it.
  return result("1.1", "Migraine without aura", [fiveAttacks(f), ...migraineAttackRules(f)], f.aura === true ? -4 : 0);
}
