import { parseRegExpLiteral } from "@eslint-community/regexpp";
import type { Alternative, Element } from "@eslint-community/regexpp/ast";

// The lexicon runs a few thousand patterns over every sentence it reads, and most sentences name
// nothing most patterns look for. Each pattern is parsed once (regexpp, the parser eslint uses)
// for the words any match of it must contain: "\bneck(?: is|'s)? (?:stiff|rigid)" cannot match a
// sentence without "neck". A pattern is run only on a sentence that contains one of its words, so
// the answer is always the pattern's own: the prefilter only skips patterns that could not match.
// (A hand-written walk of regexpp's tree: no maintained library answers "which literals must a
// match contain", and the rule is short.)

/** Strings of which every match of `re` contains at least one, or null when no such set is known. */
export function requiredLiterals(re: RegExp): string[] | null {
  const found = ofAlternatives(parseRegExpLiteral(new RegExp(re.source)).pattern.alternatives);
  return found === null ? null : [...found];
}

/** False only when `text` contains none of `literals`, so a pattern with them cannot match it. */
export function mayMatch(literals: readonly string[] | null, text: string): boolean {
  if (literals === null) return true;
  for (const l of literals) if (text.includes(l)) return true;
  return false;
}

/** A disjunction needs one of its alternatives: the union of theirs, unknown if any is unknown. */
function ofAlternatives(alternatives: readonly Alternative[]): Set<string> | null {
  const all = new Set<string>();
  for (const alt of alternatives) {
    const one = ofSequence(alt.elements);
    if (one === null) return null;
    for (const s of one) all.add(s);
  }
  return all;
}

/**
 * A sequence needs every element it consumes, so any one element's set will do: the runs of plain
 * characters ("neck", zero-width assertions between them keep them one run) and the groups that
 * must match at least once. The set whose shortest string is longest is the most selective.
 */
function ofSequence(elements: readonly Element[]): Set<string> | null {
  const candidates: Array<Set<string>> = [];
  let run = "";
  const flush = () => {
    if (run !== "") candidates.push(new Set([run]));
    run = "";
  };
  for (const el of elements) {
    if (el.type === "Character") {
      run += String.fromCodePoint(el.value);
      continue;
    }
    // Zero-width: a word boundary or a lookaround consumes nothing, so the run goes on across it.
    if (el.type === "Assertion") continue;
    flush();
    if (el.type === "Group" || el.type === "CapturingGroup") {
      const inner = ofAlternatives(el.alternatives);
      if (inner !== null) candidates.push(inner);
    } else if (el.type === "Quantifier" && el.min >= 1) {
      if (el.element.type === "Character") candidates.push(new Set([String.fromCodePoint(el.element.value)]));
      else if (el.element.type === "Group" || el.element.type === "CapturingGroup") {
        const inner = ofAlternatives(el.element.alternatives);
        if (inner !== null) candidates.push(inner);
      }
    }
    // Anything else (a class, \d, \w, ., an optional part, a backreference) needs no known string.
  }
  flush();
  let best: Set<string> | null = null;
  for (const c of candidates) if (best === null || selectivity(c) > selectivity(best)) best = c;
  return best;
}

/** Longer required strings rule out more sentences; among equals, fewer alternatives do. */
const selectivity = (set: Set<string>): number => Math.min(...[...set].map((s) => s.length)) * 1000 - set.size;
