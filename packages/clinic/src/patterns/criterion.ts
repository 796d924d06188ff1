import type { Criterion, PatternCode, PatternResult, PatternStatus } from "../types.ts";
import type { Features, Tri } from "./features.ts";

/** A criterion as the pattern files write it; `core` ones exclude the pattern when not met. */
export interface Rule extends Criterion {
  core?: boolean;
  /** Fact keys that would settle this criterion, for choosing the next question. */
  asks: string[];
}

export const rule = (id: string, text: string, met: Tri, evidence: string, asks: string[], core = false): Rule => ({ id, text, met, evidence, asks, core });

/** At least `need` of the items true: true / false (cannot reach) / null (still open). */
export function atLeast(need: number, items: Tri[]): Tri {
  const yes = items.filter((x) => x === true).length;
  const open = items.filter((x) => x === null).length;
  if (yes >= need) return true;
  if (yes + open < need) return false;
  return null;
}

export const and = (...items: Tri[]): Tri => (items.includes(false) ? false : items.includes(null) ? null : true);
export const or = (...items: Tri[]): Tri => (items.includes(true) ? true : items.includes(null) ? null : false);
export const not = (x: Tri): Tri => (x === null ? null : !x);

/** Whether a [lo, hi] duration in hours falls inside [min, max]; null when unknown. */
export function within(f: Features, min: number, max: number): Tri {
  if (f.continuous === true) return max >= 24 * 90 ? true : false;
  if (f.durLo === null || f.durHi === null) return null;
  if (f.durHi < min * 0.95 || f.durLo > max * 1.05) return false;
  return true;
}

/**
 * Evidence for a set of fact keys, joined; a sentence that supports several keys is quoted once.
 * Called for every criterion of every pattern on every turn, so it works on the per-fact quotes
 * FactSet already caches, with a linear de-duplication over a handful of keys (no key-string
 * building, no per-call map, no array splitting unless a quote itself holds "; ").
 */
export function ev(f: Features, ...keys: string[]): string {
  let out = "";
  let parts: string[] | null = null;
  for (const k of keys) {
    const q = f.facts.evidence(k);
    if (q === "") continue;
    if (parts === null && out === "" && !q.includes("; ")) {
      out = q;
      continue;
    }
    parts ??= out === "" ? [] : [out];
    for (const piece of q.includes("; ") ? q.split("; ") : [q]) if (piece !== "" && !parts.includes(piece)) parts.push(piece);
  }
  return parts === null ? out : parts.join("; ");
}

/** ICHD-3 status from criteria: all met; all but one (probable, as ICHD-3 defines it); still open; or excluded. */
export function statusOf(rules: Rule[]): PatternStatus {
  const failed = rules.filter((r) => r.met === false);
  const open = rules.filter((r) => r.met === null).length;
  if (failed.some((r) => r.core === true) || failed.length >= 2) return "excluded";
  if (failed.length === 0 && open === 0) return "criteria_met";
  if (failed.length === 1 && open === 0) return "probable";
  return "possible";
}

const STATUS_RANK: Record<PatternStatus, number> = { criteria_met: 3, probable: 2, possible: 1, excluded: 0 };

/** Packs criteria into a pattern result with a ranking score. */
export function result(ichd3: PatternCode, name: string, rules: Rule[], bonus = 0): PatternResult & { rules: Rule[] } {
  const status = statusOf(rules);
  const met = rules.filter((r) => r.met === true).length;
  // A pattern still open but with a criterion already failed can at best become probable: it
  // ranks below an open pattern with none failed (mild, pressing, both sides is not 1.1's story).
  const failed = status === "possible" ? rules.filter((r) => r.met === false).length : 0;
  const score = STATUS_RANK[status] * 10 + (rules.length === 0 ? 0 : (5 * met) / rules.length) - 2 * failed + bonus;
  return {
    ichd3,
    name,
    status,
    criteria: rules.map(({ id, text, met: m, evidence }) => ({ id, text, met: m, evidence })),
    score,
    rules,
  };
}
