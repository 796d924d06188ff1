import { assess } from "../assess.ts";
import { nextTurn } from "../interview/next-turn.ts";
import { EMERGENCY_LINE } from "../interview/phrasing.ts";
import type { Assessment, ChatMessage, RedFlagCode, Urgency } from "../types.ts";

// Runs vignettes (CLINICAL.md format) the way the server does: each message through nextTurn
// with the assistant's replies interleaved, then assess on the final conversation.

export interface Vignette {
  id: string;
  source?: string;
  intake: unknown;
  messages: string[];
  /** Today's date for the conversation (ISO), as the server passes it; without it the engine runs clock-free. */
  now?: string;
  expected: {
    urgency: Urgency;
    red_flags: RedFlagCode[];
    must_not_flag?: RedFlagCode[];
    leading_pattern: string | null;
    acceptable_patterns?: string[];
  };
}

export interface VignetteOutcome {
  vignette: Vignette;
  assessment: Assessment;
  missedFlags: RedFlagCode[];
  forbiddenFlags: RedFlagCode[];
  urgencyOk: boolean;
  top1: boolean | null;
  top3: boolean | null;
  emergencyFirst: boolean | null;
  turns: number;
}

/** Feeds one vignette through the engine and compares with its expectations. */
export function runVignette(v: Vignette, nowOverride?: string): VignetteOutcome {
  const now = nowOverride ?? (typeof v.now === "string" ? v.now : undefined);
  const conversation: ChatMessage[] = [];
  let emergencyFirst: boolean | null = null;
  for (const text of v.messages) {
    conversation.push({ role: "user", content: text });
    const turn = nextTurn(v.intake, conversation, { now: now ?? null });
    if (turn.urgency === "emergency" && emergencyFirst === null) emergencyFirst = turn.reply.startsWith(EMERGENCY_LINE);
    // As the server stores it: the question's id, slots and choices travel with the reply.
    conversation.push({ role: "assistant", content: turn.reply, questionId: turn.questionId, slots: turn.slots, choices: turn.choices, multiple: turn.multiple });
  }
  const a = assess(v.intake, conversation, { now: now ?? null });
  const got = new Set(a.red_flags.map((f) => f.code));
  const e = v.expected;
  const accepted = [e.leading_pattern, ...(e.acceptable_patterns ?? [])].filter((x): x is string => x !== null);
  const ranking = a.patterns.filter((p) => p.status !== "excluded").map((p) => p.ichd3 as string);
  return {
    vignette: v,
    assessment: a,
    missedFlags: e.red_flags.filter((c) => !got.has(c)),
    forbiddenFlags: (e.must_not_flag ?? []).filter((c) => got.has(c)),
    urgencyOk: a.urgency === e.urgency,
    top1: e.leading_pattern === null ? null : a.leading_pattern !== null && accepted.includes(a.leading_pattern),
    top3: e.leading_pattern === null ? null : ranking.slice(0, 3).some((c) => accepted.includes(c)),
    emergencyFirst,
    turns: v.messages.length,
  };
}

export interface Summary {
  total: number;
  perFlag: Record<string, { expected: number; caught: number }>;
  negatives: number;
  falseAlarms: number;
  emergencyOnBenign: number;
  urgencyCorrect: number;
  patternCases: number;
  top1: number;
  top3: number;
  failures: string[];
}

/** Aggregates outcomes into the figures the quality bar is stated in. */
export function summarise(outcomes: VignetteOutcome[]): Summary {
  const s: Summary = { total: outcomes.length, perFlag: {}, negatives: 0, falseAlarms: 0, emergencyOnBenign: 0, urgencyCorrect: 0, patternCases: 0, top1: 0, top3: 0, failures: [] };
  for (const o of outcomes) {
    const e = o.vignette.expected;
    const id = o.vignette.id;
    const got = o.assessment.red_flags.map((f) => f.code);
    for (const c of e.red_flags) {
      const row = (s.perFlag[c] ??= { expected: 0, caught: 0 });
      row.expected++;
      if (!o.missedFlags.includes(c)) row.caught++;
    }
    if (o.missedFlags.length > 0) s.failures.push(`${id}: missed red flag ${o.missedFlags.join(", ")} (got ${got.join(", ") || "none"})`);
    if (o.forbiddenFlags.length > 0) s.failures.push(`${id}: must not flag ${o.forbiddenFlags.join(", ")}`);
    if (e.red_flags.length === 0) {
      s.negatives++;
      if (got.length > 0) {
        s.falseAlarms++;
        s.failures.push(`${id}: false alarm ${got.join(", ")}`);
      }
    }
    if (e.urgency !== "emergency" && o.assessment.urgency === "emergency") s.emergencyOnBenign++;
    if (o.urgencyOk) s.urgencyCorrect++;
    else s.failures.push(`${id}: urgency ${o.assessment.urgency}, expected ${e.urgency}`);
    if (o.emergencyFirst === false) s.failures.push(`${id}: emergency reply did not start with what to do now`);
    if (o.top1 !== null) {
      s.patternCases++;
      if (o.top1) s.top1++;
      else s.failures.push(`${id}: leading ${o.assessment.leading_pattern ?? "none"}, expected ${e.leading_pattern} (ranked ${o.assessment.patterns.slice(0, 3).map((p) => `${p.ichd3}:${p.status}`).join(" ")})`);
      if (o.top3 === true) s.top3++;
    }
  }
  return s;
}
