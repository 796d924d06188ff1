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

/**
 * ICHD-3 1.1 E: not better accounted for by another ICHD-3 diagnosis. 1.1 describes attacks
 * without aura; when the usual attacks come with aura they are 1.2's, and only a person who
 * also has attacks without aura gets both codes (ICHD-3 1.2 comment). Aura denied or not yet
 * mentioned leaves E met: the interview asks about aura, and nothing else accounts for them.
 */
export function notAuraAttacks(f: Features): Rule {
  const auraOnly = f.aura === true && !f.facts.yes("aura_not_every_attack");
  return rule("1.1-E", "Attacks come without aura (not better accounted for by migraine with aura)", !auraOnly, ev(f, "aura", "aura_not_every_attack"), ["aura_not_every_attack"], true);
}

/** ICHD-3 1.1 migraine without aura. */
export function migraineWithoutAura(f: Features) {
  // With aura in only some attacks both codes apply (ICHD-3 1.2 comment); the person said some
  // attacks have none, so 1.1 keeps its rank among the patterns.
  return result("1.1", "Migraine without aura", [fiveAttacks(f), ...migraineAttackRules(f), notAuraAttacks(f)]);
}
