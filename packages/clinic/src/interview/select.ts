import type { Evaluated } from "../patterns/rank.ts";
import type { Candidate, PatternCode } from "../types.ts";
import { confirmQuestion } from "./questions-confirm.ts";
import { CORE_QUESTIONS, EXTRA_QUESTIONS, SEX_QUESTION, WHO_QUESTIONS } from "./questions-core.ts";
import { ANTICOAGULANT_QUESTION, IMPACT_QUESTION, MED_FOLLOW_QUESTIONS, TYPIST_QUESTION } from "./questions-follow.ts";
import { MIDAS_OFFER, MIDAS_QUESTIONS, midasApplies } from "./questions-midas.ts";
import { SCREEN_QUESTIONS } from "./questions-screen.ts";
import { questionById, whichId } from "./questions.ts";
import type { AskContext, Question } from "./question-types.ts";
import { CORE_SLOTS, isOpen } from "./slot-state.ts";
import { settingsOf, SLOTS } from "./vocabulary.ts";

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
  /** An emergency stands: only the few questions the emergency team needs, asked while help comes. */
  emergency: boolean;
  /** MIDAS is already known (from the intake): not offered. */
  midasKnown: boolean;
}

export interface Plan {
  question: Question | null;
  /** The slots this question asks (a checklist offers only the open ones). */
  slots: string[];
  /** Core and screening slots still unknown. */
  open: string[];
  screeningComplete: boolean;
  /** Asked during an emergency, while the person waits for help. */
  whileWaiting: boolean;
  /** The history is taken; this is the optional MIDAS offer or one of its items. */
  afterInterview: boolean;
}

const applies = (q: Question, ctx: AskContext) => q.when === undefined || q.when(ctx);

/** Slots of a question still open for this person (a follow-up on an answered slot decides for itself). */
export function openSlotsOf(q: Question, ctx: AskContext, declined: ReadonlySet<string>): string[] {
  if (q.open !== undefined) return q.open(ctx) ? q.slots : [];
  return q.slots.filter((s) => (isOpen(s, ctx.facts, declined) || chipsOpen(q, s, ctx, declined)) && (q.slotWhen?.[s]?.(ctx) ?? true));
}

// Some slots hold several findings, so a slot already answered may still have chips that add one.
// Visual symptoms: "no weakness or trouble seeing" denies double vision but says nothing of one eye
// going dark. The course: a new or changed headache may still be getting steadily worse (SNNOOP10
// lists "progressive" apart from "new" and "pattern change"), which a neurologist always asks.
/** Whether a chip of an answered slot would still add something for this person. */
export function chipAdds(slot: string, choiceId: string, ctx: AskContext): boolean {
  const value = choiceId.slice(slot.length + 1);
  if (slot === "course") {
    // "Always the same" in someone's own telling describes their usual attacks; whether they have
    // changed lately is still asked (SNNOOP10 "pattern change"), as a neurologist would.
    const toldSame = ctx.facts.get("unchanged")?.source.kind === "message";
    if (value === "changed") return toldSame && !ctx.facts.known("pattern_change");
    return value === "progressive" && !ctx.facts.known("progressive") && (toldSame || ctx.facts.yes("new_headache") || ctx.facts.yes("pattern_change"));
  }
  if (slot !== "visual_disturbance") return false;
  return (settingsOf(slot, value, null) ?? []).some(([k, pol]) => pol === "affirmed" && !ctx.facts.known(k));
}

function chipsOpen(q: Question, slot: string, ctx: AskContext, declined: ReadonlySet<string>): boolean {
  if (declined.has(slot)) return false;
  return q.choices.some((c) => c.id.startsWith(`${slot}:`) && chipAdds(slot, c.id, ctx));
}

function askable(q: Question, p: PlanInput): boolean {
  return !p.asked.has(q.id) && applies(q, p.ctx) && openSlotsOf(q, p.ctx, p.declined).length > 0;
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

// ICHD-3's hierarchy: chronic migraine is coded instead of episodic migraine when its criteria are
// met (ICHD-3 1.3 comment), and probable migraine only when 1.1 and 1.2 are not (ICHD-3 1.5), so
// a met pattern is not settled while one that would be coded instead is still open.
const OUTRANKED_BY: Record<string, string[]> = { "1.1": ["1.3"], "1.2": ["1.3"], "1.5": ["1.1", "1.2", "1.3"] };

/** Whether the leading pattern is settled: fully met, clearly ahead of the next, and no pattern that would outrank it still open. */
export function leadingDecided(ranked: Evaluated[]): boolean {
  const top = ranked[0];
  if (top === undefined || top.status !== "criteria_met") return false;
  const above = OUTRANKED_BY[top.ichd3] ?? [];
  if (ranked.some((p) => above.includes(p.ichd3) && p.status !== "excluded" && p.rules.every((r) => r.met !== false) && p.rules.some((r) => r.met === null))) return false;
  // Medication overuse is given together with the headache it complicates (ICHD-3 8.2 comment), not instead of it.
  const rival = ranked.slice(1).find((p) => p.ichd3 !== "8.2");
  return rival === undefined || rival.status !== "criteria_met" || top.score - rival.score >= 2;
}

/** Codes still in play, most likely first. */
export function aliveCodes(ranked: Evaluated[]): PatternCode[] {
  return ranked.filter((p) => p.status !== "excluded").map((p) => p.ichd3);
}

// While an emergency stands, what the emergency team will want from the report: the patient's
// age, and the red flags not yet asked (a knock to the head and blood thinners, the course, signs of arteritis).
const WHILE_WAITING = ["age", "red_flags_now", "anticoagulant", "red_flags_background", "gca_signs"];

const newDaily = (c: AskContext): boolean => (c.facts.yes("continuous") || (c.facts.num("headache_days") ?? 0) >= 15) && c.facts.yes("new_headache") && !c.facts.yes("thunderclap");

const sideFixed = (c: AskContext): boolean => c.facts.yes("unilateral") && !c.facts.yes("side_shifting") && !c.facts.yes("bilateral");

const first = (qs: Question[], p: PlanInput): Question | null => qs.find((q) => askable(q, p)) ?? null;

function nextQuestion(p: PlanInput): Question | null {
  const { ctx } = p;
  // A checklist answered with a bare "yes" is followed once by its own "which?" question.
  for (const id of p.reask) {
    const q = questionById(whichId(id));
    if (q !== null && askable(q, p)) return q;
  }
  if (p.emergency) return first(WHILE_WAITING.flatMap((id) => (id === "anticoagulant" ? [ANTICOAGULANT_QUESTION] : questionById(id) ?? [])), p);
  for (const c of p.candidates) {
    const q = confirmQuestion(c.code) ?? questionById(c.code);
    if (q !== null && askable(q, p)) return q;
  }
  if (askable(ANTICOAGULANT_QUESTION, p)) return ANTICOAGULANT_QUESTION;
  // "It came on suddenly" without how fast: time to peak tells a thunderclap from a quick build-up.
  const peak = confirmQuestion("thunderclap_onset");
  if (peak !== null && ctx.facts.yes("sudden_onset") && !ctx.facts.known("thunderclap") && askable(peak, p)) return peak;
  if (askable(TYPIST_QUESTION, p)) return TYPIST_QUESTION;
  if (p.questionsAsked === 0) {
    const opening = best(CORE_QUESTIONS, p, 0.5);
    if (opening !== null) return opening;
  }
  const who = first([...WHO_QUESTIONS, ...SCREEN_QUESTIONS], p);
  if (who !== null) return who;
  const core = best(CORE_QUESTIONS, p, 0);
  if (core !== null) return core;
  // Medicines by class and for how long: they decide ICHD-3 8.2, whatever the pattern.
  const med = first(MED_FOLLOW_QUESTIONS, p);
  if (med !== null) return med;
  // A new daily headache: whether its first day is remembered decides ICHD-3 4.10 over chronic migraine or tension-type.
  const remembered = questionById("onset_remembered");
  if (remembered !== null && !p.redFlagLeads && newDaily(ctx) && askable(remembered, p)) return remembered;
  // Strictly one-sided pain: autonomic signs and bouts tell a trigeminal autonomic headache (or
  // hemicrania continua) from migraine or tension-type, so they are asked even when another pattern fits.
  if (!p.redFlagLeads) {
    const tac = first(["autonomic", "bouts"].flatMap((id) => questionById(id) ?? []).filter((q) => sideFixed(ctx) || (q.id === "bouts" && ctx.alive.slice(0, 3).includes("3.1"))), p);
    if (tac !== null) return tac;
  }
  const extra = p.redFlagLeads || leadingDecided(p.ranked) ? null : best([...EXTRA_QUESTIONS, SEX_QUESTION], p, 0.05);
  if (extra !== null) return extra;
  // How much frequent headaches take from daily life, when the budget allows one more question.
  return p.questionsAsked <= 11 && askable(IMPACT_QUESTION, p) ? IMPACT_QUESTION : null;
}

/** The next question (null: the interview ends), and what is still open. */
export function plan(p: PlanInput): Plan {
  const { ctx } = p;
  const screenOpen = SCREEN_QUESTIONS.filter((q) => applies(q, ctx) && !p.asked.has(q.id)).flatMap((q) => openSlotsOf(q, ctx, p.declined));
  const coreOpen = CORE_SLOTS.filter((s) => isOpen(s, ctx.facts, p.declined));
  const open = [...new Set([...coreOpen, ...screenOpen])];
  const interviewing = p.questionsAsked >= MAX_QUESTIONS ? null : nextQuestion(p);
  // Once the history is taken: MIDAS, offered and asked only if the person wants it.
  const after = interviewing === null && !p.emergency ? midasQuestion(p) : null;
  const question = interviewing ?? after;
  return { question, slots: question === null ? [] : openSlotsOf(question, ctx, p.declined), open, screeningComplete: screenOpen.length === 0, whileWaiting: question !== null && p.emergency, afterInterview: after !== null };
}

/** The MIDAS offer, or its next item once accepted; null when it does not apply, is known, or was declined. */
function midasQuestion(p: PlanInput): Question | null {
  const { facts } = p.ctx;
  if (!midasApplies(p.ctx) || p.midasKnown) return null;
  if (!facts.yes("midas_offer")) return facts.known("midas_offer") || p.declined.has("midas_offer") || p.asked.has(MIDAS_OFFER.id) ? null : MIDAS_OFFER;
  return MIDAS_QUESTIONS.find((q) => askable(q, p)) ?? null;
}
