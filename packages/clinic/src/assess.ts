import { FactSet } from "./facts/fact-set.ts";
import { isObj } from "./facts/intake-read.ts";
import { intakeFacts } from "./facts/intake-facts.ts";
import { extractTextFacts } from "./facts/text-facts.ts";
import { answerFacts } from "./interview/answers.ts";
import { questionIn } from "./interview/questions.ts";
import { aliveCodes, openScreening } from "./interview/select.ts";
import { readFeatures } from "./patterns/features.ts";
import { rankPatterns, type Evaluated } from "./patterns/rank.ts";
import { detectRedFlags, urgencyOf } from "./red-flags/detect.ts";
import { redFlagScreen } from "./red-flags/screen.ts";
import { headacheDaysPerMonth } from "./scores/headache-days.ts";
import { medicationScore } from "./scores/medication.ts";
import { midasFromIntake } from "./scores/midas.ts";
import type { Assessment, ChatMessage, Fact, RedFlag } from "./types.ts";
import { RULES_VERSION } from "./version.ts";

export interface AssessOptions {
  /** Today's date, used only to turn date_of_birth and "since March" into ages and months. */
  now?: Date | string | number | null;
}

export interface Internal {
  assessment: Assessment;
  ranked: Evaluated[];
  facts: FactSet;
  asked: Set<string>;
  messages: ChatMessage[];
}

/** Messages as the engine reads them: anything malformed is dropped, never thrown on. */
export function cleanMessages(messages: unknown): ChatMessage[] {
  if (!Array.isArray(messages)) return [];
  const out: ChatMessage[] = [];
  for (const m of messages) {
    if (typeof m === "string") out.push({ role: "user", content: m });
    else if (isObj(m) && typeof m.content === "string") out.push({ role: m.role === "assistant" || m.role === "bot" ? "assistant" : "user", content: m.content });
  }
  return out;
}

function toDate(now: AssessOptions["now"]): Date | null {
  if (now === undefined || now === null) return null;
  const d = now instanceof Date ? now : new Date(now);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Flags that point to a possible secondary cause; with one of them the pattern does not lead.
const SECONDARY_LEADS = (f: RedFlag) => f.code !== "medication_overuse" && !(f.code === "pregnancy_postpartum" && f.urgency !== "emergency");

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
  const asked = new Set<string>();
  let questionsAsked = 0;
  let pending: ReturnType<typeof questionIn> = null;
  messages.forEach((m, index) => {
    if (m.role === "assistant") {
      pending = questionIn(m.content);
      if (pending !== null) {
        asked.add(pending.id);
        questionsAsked++;
      }
      return;
    }
    const q = pending;
    if (q !== null) for (const f of answerFacts(q, m.content, index)) facts.add(f);
    for (const f of extractTextFacts(m.content, { kind: "message", index }, now, q?.expects ?? null)) facts.add(f);
    pending = null;
  });
  const age = facts.num("age");
  const sexRaw = isObj(intake) && typeof intake.sex === "string" ? intake.sex.toLowerCase() : null;
  const sex = sexRaw === null ? null : /^(f|female|woman)$/.test(sexRaw) ? "female" : /^(m|male|man)$/.test(sexRaw) ? "male" : sexRaw;
  const med = medicationScore(facts);
  const flags = detectRedFlags({ facts, age, sex, med });
  const features = readFeatures(facts);
  const ranked = rankPatterns(features, med);
  const top = ranked[0];
  const leads = top !== undefined && top.status !== "excluded" && top.criteria.some((c) => c.met === true) && !flags.some(SECONDARY_LEADS);
  const midas = midasFromIntake(intake);
  const metrics: Assessment["metrics"] = { headache_days_per_month: headacheDaysPerMonth(features), acute_medication_days_per_month: med.daysByClass };
  if (midas !== null) metrics.midas = midas;
  const ctx = { facts, age, sex, alive: aliveCodes(ranked) };
  const assessment: Assessment = {
    rules_version: RULES_VERSION,
    age,
    sex,
    facts: facts.list(),
    red_flags: flags,
    red_flag_screen: redFlagScreen(facts, flags, age, sex, med),
    urgency: urgencyOf(flags),
    patterns: ranked.map(({ rules: _rules, ...p }) => p),
    leading_pattern: leads && top !== undefined ? top.ichd3 : null,
    metrics,
    medication_overuse: { risk: med.thresholdMet, warning: med.warning, detail: med.detail },
    screening_complete: openScreening(ctx, asked).length === 0,
    questions_asked: questionsAsked,
  };
  return { assessment, ranked, facts, asked, messages };
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
