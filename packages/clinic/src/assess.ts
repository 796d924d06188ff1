import type { DiaryEntry } from "@hg/shared/diary";
import { diaryFacts } from "./facts/diary-facts.ts";
import { FactSet } from "./facts/fact-set.ts";
import { isObj } from "./facts/intake-read.ts";
import { intakeFacts } from "./facts/intake-facts.ts";
import { findCandidates } from "./interview/candidates.ts";
import { confirmedFlags } from "./interview/confirmed.ts";
import { readHistory } from "./interview/history.ts";
import { personOf, sexOf } from "./interview/person.ts";
import type { AskContext } from "./interview/question-types.ts";
import { aliveCodes, plan, type Plan } from "./interview/select.ts";
import { readFeatures } from "./patterns/features.ts";
import { rankPatterns, type Evaluated } from "./patterns/rank.ts";
import { detectHazards, detectRedFlags, urgencyOf } from "./red-flags/detect.ts";
import { redFlagScreen } from "./red-flags/screen.ts";
import { headacheDaysPerMonth } from "./scores/headache-days.ts";
import { medicationScore } from "./scores/medication.ts";
import { midasFromFacts, midasFromIntake } from "./scores/midas.ts";
import type { Assessment, Candidate, ChatMessage, Fact, RedFlag, ScreenItem, Urgency } from "./types.ts";
import { RULES_VERSION } from "./version.ts";

export interface AssessOptions {
  /** Today's date, used only to turn date_of_birth and "since March" into ages and months. */
  now?: Date | string | number | null;
  /** The emergency numbers of the person's region (`@hg/shared/emergency-numbers`), named in an emergency reply; unknown: the common ones. */
  emergencyNumbers?: readonly string[];
  /** The person's diary entries around `now` (issue 19): where they cover the last 30 or 90 days, headache and medicine days come from them. */
  diary?: readonly DiaryEntry[];
}

export interface Internal {
  assessment: Assessment;
  ranked: Evaluated[];
  facts: FactSet;
  messages: ChatMessage[];
  ctx: AskContext;
  /** What the interview asks next (null: it ends) and what is still open. */
  plan: Plan;
  declined: ReadonlySet<string>;
  /** The urgency and red flags as they stood when the last assistant reply was made (what the person had been told), or null before any reply. */
  toldBefore: () => Told | null;
}

/** What the person had been told at the last reply: its urgency and the red flags behind it. */
export interface Told {
  urgency: Urgency;
  red_flags: RedFlag[];
}

/** Messages as the engine reads them: anything malformed is dropped, never thrown on. */
export function cleanMessages(messages: unknown): ChatMessage[] {
  if (!Array.isArray(messages)) return [];
  const out: ChatMessage[] = [];
  for (const m of messages) {
    if (typeof m === "string") out.push({ role: "user", content: m });
    else if (isObj(m) && typeof m.content === "string") out.push(cleanMessage(m, m.content));
  }
  return out;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** One message's role, words and question/answer bindings; malformed bindings are dropped. */
function cleanMessage(m: Record<string, unknown>, content: string): ChatMessage {
  if (m.role === "assistant") {
    const out: ChatMessage = { role: "assistant", content };
    if (typeof m.questionId === "string") out.questionId = m.questionId;
    if (Array.isArray(m.choices)) out.choices = m.choices.filter((c): c is { id: string; label: string } => isObj(c) && typeof c.id === "string" && typeof c.label === "string");
    if (Array.isArray(m.slots)) out.slots = strings(m.slots);
    if (typeof m.multiple === "boolean") out.multiple = m.multiple;
    return out;
  }
  const out: ChatMessage = { role: "user", content };
  const answer = m.answer;
  if (isObj(answer) && typeof answer.questionId === "string") out.answer = { questionId: answer.questionId, choiceIds: strings(answer.choiceIds) };
  return out;
}

function toDate(now: AssessOptions["now"]): Date | null {
  if (now === undefined || now === null) return null;
  const d = now instanceof Date ? now : new Date(now);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Flags that point to a possible secondary cause; with one of them the pattern does not lead. A
// painful eye with autonomic signs at urgent level (SNNOOP10's TAC-type flag: image to exclude a
// mimic) leaves the trigeminal autonomic pattern leading while that is done; the emergency form
// (acute glaucoma: halos, a hard eye, failing sight) does not.
const SECONDARY_LEADS = (f: RedFlag) =>
  f.code !== "medication_overuse" && !(f.code === "pregnancy_postpartum" && f.urgency !== "emergency") && !(f.code === "painful_eye_autonomic" && f.urgency !== "emergency");

// The intake is re-sent with every turn; reading it once per distinct content keeps turns fast.
const INTAKE_CACHE = new Map<string, Fact[]>();
function cachedIntakeFacts(intake: unknown, now: Date | null): Fact[] {
  let key: string;
  try {
    key = `${now?.toISOString().slice(0, 10) ?? ""}|${JSON.stringify(intake) ?? ""}`;
  } catch {
    return intakeFacts(intake, now);
  }
  const hit = INTAKE_CACHE.get(key);
  if (hit !== undefined) return hit;
  const facts = intakeFacts(intake, now);
  if (INTAKE_CACHE.size >= 500) INTAKE_CACHE.clear();
  INTAKE_CACHE.set(key, facts);
  return facts;
}

/** The full evaluation with the working parts the interview needs. */
export function evaluate(intake: unknown, rawMessages: unknown, options: AssessOptions = {}): Internal {
  const now = toDate(options.now);
  const messages = cleanMessages(rawMessages);
  const facts = new FactSet();
  for (const f of cachedIntakeFacts(intake, now)) facts.add(f);
  if (options.diary !== undefined && now !== null) for (const f of diaryFacts(options.diary, now)) facts.add(f);
  const history = readHistory(messages, facts, now);
  const age = facts.num("age");
  const sex = sexOf(isObj(intake) ? intake.sex : null, facts);
  const med = medicationScore(facts);
  const detected = detectRedFlags({ facts, age, sex, med });
  const flags = [...detected, ...confirmedFlags(facts, detected)];
  const hazards = detectHazards({ facts, age, sex, med });
  const features = readFeatures(facts);
  const ranked = rankPatterns(features, med);
  const top = ranked[0];
  // Carbon monoxide, like a red flag, is a cause to deal with before any headache pattern.
  // So is a hypertensive crisis; migraine aura on the combined pill leaves the pattern named.
  // A very high blood pressure beside the person's usual headache, told as no different (ICHD-3
  // 10.3 needs the headache to come with the rise): the pressure is urgent in itself, and the
  // usual headache keeps its own diagnosis.
  const usualHeadache = facts.yes("long_history") && facts.yes("unchanged") && !facts.yes("new_headache") && !facts.yes("pattern_change") && !facts.yes("progressive");
  // Status migrainosus is the migraine itself, too long: its pattern stays named.
  // So is the headache of someone who has taken an overdose: the overdose is the danger, not its cause.
  const hazardLeads = (h: { code: string }) => h.code !== "aura_on_combined_contraception" && h.code !== "status_migrainosus" && h.code !== "medicine_overdose" && !(h.code === "hypertensive_crisis" && usualHeadache);
  const redFlagLeads = flags.some(SECONDARY_LEADS) || hazards.some(hazardLeads) || carbonMonoxide(facts);
  const leads = top !== undefined && top.status !== "excluded" && top.criteria.some((c) => c.met === true) && !redFlagLeads;
  const midas = midasFromIntake(intake) ?? midasFromFacts(facts);
  const metrics: Assessment["metrics"] = { headache_days_per_month: headacheDaysPerMonth(features), acute_medication_days_per_month: med.daysByClass };
  if (midas !== null) metrics.midas = midas;
  const missed = facts.num("missed_days_3m");
  if (missed !== null) metrics.missed_days_3m = missed;
  const thirdPerson = history.thirdPerson && facts.get("typist") === undefined;
  const ctx: AskContext = { facts, age, sex, alive: aliveCodes(ranked), person: personOf(facts, sex), med, thirdPerson };
  const candidates = findCandidates(facts, flags, history.unconfirmed);
  const urgency = carbonMonoxide(facts) ? "emergency" : cautiousUrgency(urgencyOf(flags, hazards), candidates);
  const interview = plan({ ctx, declined: history.declined, asked: history.asked, reask: history.reask, candidates, ranked, questionsAsked: history.questionsAsked, redFlagLeads, emergency: urgency === "emergency", midasKnown: midas !== null });
  const assessment: Assessment = {
    rules_version: RULES_VERSION,
    age,
    sex,
    facts: facts.list(),
    red_flags: flags,
    hazards,
    candidates,
    red_flag_screen: withUnconfirmed(redFlagScreen(facts, flags, age, sex, med), candidates),
    urgency,
    patterns: ranked.map(({ rules: _rules, ...p }) => p),
    leading_pattern: leads && top !== undefined ? top.ichd3 : null,
    metrics,
    medication_overuse: { risk: med.thresholdMet, warning: med.warning, detail: med.detail },
    screening_complete: interview.screeningComplete,
    questions_asked: history.questionsAsked,
    interview: { complete: (interview.question === null || interview.afterInterview) && urgency !== "emergency", questions_asked: history.questionsAsked, open_slots: interview.open },
  };
  const intakeSex = isObj(intake) ? intake.sex : null;
  return { assessment, ranked, facts, messages, ctx, plan: interview, declined: history.declined, toldBefore: () => told(facts, messages, intakeSex) };
}

// The outcome as it stood at the last assistant reply, from the facts already read (each keeps
// the index of its message): no second reading of the conversation.
function told(all: FactSet, messages: ChatMessage[], intakeSex: unknown): Told | null {
  const last = messages.findLastIndex((m) => m.role === "assistant");
  if (last < 0) return null;
  const facts = new FactSet();
  for (const f of all.all) if (f.source.kind === "intake" || f.source.kind === "diary" || f.source.index < last) facts.add(f);
  const age = facts.num("age");
  const sex = sexOf(intakeSex, facts);
  const med = medicationScore(facts);
  const detected = detectRedFlags({ facts, age, sex, med });
  const flags = [...detected, ...confirmedFlags(facts, detected)];
  const hazards = detectHazards({ facts, age, sex, med });
  const urgency = carbonMonoxide(facts) ? "emergency" : cautiousUrgency(urgencyOf(flags, hazards), findCandidates(facts, flags, new Set()));
  return { urgency, red_flags: flags };
}

// An emergency-class red flag suggested and never answered keeps the advice at urgent at least
// (CLINICAL.md "Suspect, then confirm": fail towards caution).
function cautiousUrgency(u: Urgency, candidates: Candidate[]): Urgency {
  return u === "routine" && candidates.some((c) => c.urgency === "emergency") ? "urgent" : u;
}

// Several people at home with headache, or better away from a fuel-burning appliance: carbon
// monoxide until shown otherwise (CLINICAL.md "Clinical rules that must hold"), an emergency.
function carbonMonoxide(facts: FactSet): boolean {
  return facts.yes("household_affected") || (facts.yes("better_away_from_home") && facts.yes("fuel_heater"));
}

function withUnconfirmed(screen: ScreenItem[], candidates: Candidate[]): ScreenItem[] {
  const open = new Set(candidates.map((c) => c.code));
  return screen.map((s) => (s.answer === "unknown" && open.has(s.code) ? { ...s, answer: "unconfirmed" } : s));
}

/** Assesses the intake and the whole conversation: facts, red flags, urgency, ICHD-3 patterns, scores. Pure; never throws. */
export function assess(intake: unknown, messages: unknown, options: AssessOptions = {}): Assessment {
  try {
    return evaluate(intake, messages, options).assessment;
  } catch {
    // Should never happen; if it does, fail towards caution rather than towards "routine".
    return { ...evaluate(null, [], {}).assessment, urgency: "urgent" };
  }
}
