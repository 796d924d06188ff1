import type { FactSet } from "../facts/fact-set.ts";
import type { Evaluated } from "../patterns/rank.ts";
import type { PatternCode } from "../types.ts";
import { QUESTIONS } from "./questions.ts";
import type { AskContext, Question } from "./question-types.ts";

/** Whether a question is already settled by what is known. */
export function covered(q: Question, facts: FactSet): boolean {
  if (q.id === "med_days") return facts.list().some((f) => f.key.startsWith("med:") && typeof f.value === "number" && Number.isFinite(f.value));
  return q.covers.some((k) => facts.known(k));
}

/** Screening questions that apply to this person and are still open. */
export function openScreening(ctx: AskContext, asked: Set<string>): Question[] {
  return QUESTIONS.filter((q) => q.kind === "screen" && !asked.has(q.id) && (q.when === undefined || q.when(ctx)) && !covered(q, ctx.facts));
}

/**
 * The next question: open red-flag screening first (bank order = clinical priority), then the
 * pattern question that touches the most still-unknown criteria of the likely patterns, each
 * weighted by how likely the pattern is (an information-gain style choice).
 */
export function selectQuestion(ctx: AskContext, asked: Set<string>, ranked: Evaluated[]): Question | null {
  const screen = openScreening(ctx, asked);
  if (screen[0] !== undefined) return screen[0];
  const alive = ranked.filter((p) => p.status !== "excluded").slice(0, 5);
  let best: Question | null = null;
  let bestGain = 0;
  for (const q of QUESTIONS) {
    if (q.kind !== "pattern" || asked.has(q.id) || covered(q, ctx.facts)) continue;
    if (q.when !== undefined && !q.when(ctx)) continue;
    let gain = 0;
    for (const p of alive) {
      const weight = Math.max(0.2, p.score / 10);
      for (const r of p.rules) if (r.met === null && r.asks.some((k) => q.covers.includes(k) || (q.id === "med_days" && k === "med_days"))) gain += weight;
    }
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      best = q;
    }
  }
  return best;
}

/** Codes still in play, most likely first. */
export function aliveCodes(ranked: Evaluated[]): PatternCode[] {
  return ranked.filter((p) => p.status !== "excluded").map((p) => p.ichd3);
}

/** Whether the leading pattern is settled: fully met and clearly ahead, or nothing left to ask about it. */
export function leadingDecided(ranked: Evaluated[]): boolean {
  const [top, next] = ranked;
  if (top === undefined || top.status === "excluded") return false;
  if (top.status !== "criteria_met") return false;
  return next === undefined || next.status !== "criteria_met" || top.score - next.score >= 2;
}
