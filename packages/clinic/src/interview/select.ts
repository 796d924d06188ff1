import type { FactSet } from "../facts/fact-set.ts";
import type { Evaluated } from "../patterns/rank.ts";
import type { Candidate, PatternCode } from "../types.ts";
import { confirmQuestion } from "./questions-confirm.ts";
import { CORE_QUESTIONS, EXTRA_QUESTIONS, WHO_QUESTIONS } from "./questions-core.ts";
import { SCREEN_QUESTIONS } from "./questions-screen.ts";
import { questionById } from "./questions.ts";
import type { AskContext, Question } from "./question-types.ts";
import { CORE_SLOTS, isOpen } from "./slot-state.ts";
import { SLOTS } from "./vocabulary.ts";

// The order of the interview (CLINICAL.md "Order"): (1) the first question is the most useful
// one for the person's own story; (2) a suspected emergency is confirmed first; (3) age and
// sex early; (4) compact red-flag screening; (5) the attack characterised by information gain;
// (6) the end once the core slots are covered and the leading pattern is decided, or at 15.

/** Most questions the interview asks before it ends (CLINICAL.md). */
export const MAX_QUESTIONS = 15;

export interface PlanInput {
  ctx: AskContext;
  declined: ReadonlySet<string>;
  /** Question ids asked so far, with how often. */
  asked: ReadonlyMap<string, number>;
  /** Checklists answered with a bare "yes": asked once more to learn which. */
  reask: ReadonlySet<string>;
  candidates: Candidate[];
  ranked: Evaluated[];
  questionsAsked: number;
  /** A red flag leads: the pattern cannot be decided until it is checked, so no extra pattern questions. */
  redFlagLeads: boolean;
}

export interface Plan {
  question: Question | null;
  /** The slots this question asks (a checklist offers only the open ones). */
  slots: string[];
  /** Core and screening slots still unknown. */
  open: string[];
  screeningComplete: boolean;
  /** The question was asked before and is asked once more. */
  again: boolean;
}

const applies = (q: Question, ctx: AskContext) => q.when === undefined || q.when(ctx);

/** Slots of a question still open for this person. */
export function openSlotsOf(q: Question, facts: FactSet, declined: ReadonlySet<string>): string[] {
  return q.slots.filter((s) => isOpen(s, facts, declined));
}

function askable(q: Question, p: PlanInput): boolean {
  return !p.asked.has(q.id) && applies(q, p.ctx) && openSlotsOf(q, p.ctx.facts, p.declined).length > 0;
}

/** Information-gain style score: unknown criteria of the likely patterns this question would settle, weighted by likelihood. */
function gain(q: Question, ranked: Evaluated[]): number {
  const covers = new Set(q.slots.flatMap((s) => SLOTS[s]?.covers ?? []));
  if (q.id === "acute_med_days") covers.add("med_days");
  if (q.id === "associated") for (const k of ["nausea", "vomiting", "photophobia", "phonophobia"]) covers.add(k);
  let g = 0;
  for (const p of ranked.filter((r) => r.status !== "excluded").slice(0, 5)) {
    const weight = Math.max(0.2, p.score / 10);
    for (const r of p.rules) if (r.met === null && r.asks.some((k) => covers.has(k))) g += weight;
  }
  return g;
}

function best(qs: Question[], p: PlanInput, floor: number): Question | null {
  let top: Question | null = null;
  let topGain = floor;
  for (const q of qs) {
    if (!askable(q, p)) continue;
    const g = gain(q, p.ranked) + (q.phase === "core" ? 0.01 : 0);
    if (g > topGain + 1e-9) {
      top = q;
      topGain = g;
    }
  }
  return top;
}

/** Whether the leading pattern is settled: fully met and clearly ahead of the next. */
export function leadingDecided(ranked: Evaluated[]): boolean {
  const [top, next] = ranked;
  if (top === undefined || top.status !== "criteria_met") return false;
  return next === undefined || next.status !== "criteria_met" || top.score - next.score >= 2;
}

/** Codes still in play, most likely first. */
export function aliveCodes(ranked: Evaluated[]): PatternCode[] {
  return ranked.filter((p) => p.status !== "excluded").map((p) => p.ichd3);
}

function nextQuestion(p: PlanInput): Question | null {
  const { ctx } = p;
  for (const id of p.reask) {
    const q = questionById(id);
    if (q !== null && (p.asked.get(id) ?? 0) < 2 && openSlotsOf(q, ctx.facts, p.declined).length > 0) return q;
  }
  for (const c of p.candidates) {
    const q = confirmQuestion(c.code) ?? questionById(c.code);
    if (q !== null && askable(q, p)) return q;
  }
  // "It came on suddenly" without how fast: time to peak tells a thunderclap from a quick build-up.
  const peak = confirmQuestion("thunderclap_onset");
  if (peak !== null && ctx.facts.yes("sudden_onset") && !ctx.facts.known("thunderclap") && askable(peak, p)) return peak;
  if (p.questionsAsked === 0) {
    const first = best(CORE_QUESTIONS, p, 0.5);
    if (first !== null) return first;
  }
  for (const q of WHO_QUESTIONS) if (askable(q, p)) return q;
  for (const q of SCREEN_QUESTIONS) if (askable(q, p)) return q;
  const core = best(CORE_QUESTIONS, p, 0);
  if (core !== null) return core;
  if (p.redFlagLeads || leadingDecided(p.ranked)) return null;
  return best(EXTRA_QUESTIONS, p, 0.05);
}

/** The next question (null: the interview ends), and what is still open. */
export function plan(p: PlanInput): Plan {
  const { ctx } = p;
  const screenOpen = SCREEN_QUESTIONS.filter((q) => applies(q, ctx) && !p.asked.has(q.id)).flatMap((q) => openSlotsOf(q, ctx.facts, p.declined));
  const coreOpen = CORE_SLOTS.filter((s) => isOpen(s, ctx.facts, p.declined));
  const open = [...new Set([...coreOpen, ...screenOpen])];
  const question = p.questionsAsked >= MAX_QUESTIONS ? null : nextQuestion(p);
  const again = question !== null && p.asked.has(question.id);
  return { question, slots: question === null ? [] : openSlotsOf(question, ctx.facts, p.declined), open, screeningComplete: screenOpen.length === 0, again };
}
