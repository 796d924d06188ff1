import { evaluate, type AssessOptions } from "../assess.ts";
import type { TurnResult } from "../types.ts";
import { aliveCodes, leadingDecided, selectQuestion } from "./select.ts";
import { ack, DISCLAIMER, EMERGENCY_LINE, emergencyText, endText, URGENT_LINE, urgentText, WELCOME } from "./phrasing.ts";

/** Most questions the interview asks before it ends (CLINICAL.md). */
export const MAX_QUESTIONS = 12;

/** The assistant's next reply for the conversation so far. Pure; never throws. */
export function nextTurn(intake: unknown, messages: unknown, options: AssessOptions = {}): TurnResult {
  const { assessment: a, ranked, facts, asked, messages: msgs } = evaluate(intake, messages, options);
  const assistantTurns = msgs.filter((m) => m.role === "assistant");
  const first = assistantTurns.length === 0;
  const said = (line: string) => assistantTurns.some((m) => m.content.includes(line));
  const opening = first ? `${WELCOME} ${DISCLAIMER}` : "";

  if (a.urgency === "emergency") {
    // What to do now comes before anything else, on every reply while it stands.
    const reply = [emergencyText(a), first ? DISCLAIMER : "", "I can stay with you and make a short report for the doctors."].filter((s) => s !== "").join(" ");
    return { reply, response_type: "info", urgency: a.urgency, suggestions: ["I'm getting help now", "Show my report"], assessment: a };
  }

  const ctx = { facts, age: a.age, sex: a.sex, alive: aliveCodes(ranked) };
  const q = a.questions_asked >= MAX_QUESTIONS ? null : selectQuestion(ctx, asked, ranked);
  const redFlagLeads = a.leading_pattern === null && a.red_flags.some((f) => f.code !== "medication_overuse");
  const done = q === null || (a.screening_complete && (leadingDecided(ranked) || (redFlagLeads && q.kind === "pattern" && a.questions_asked >= 8)));
  const urgentNote = a.urgency === "urgent" && !said(URGENT_LINE) ? urgentText(a) : "";

  if (done) {
    const reply = [opening, urgentNote, endText(a, urgentNote === "")].filter((s) => s !== "").join(" ");
    return { reply, response_type: "end", urgency: a.urgency, suggestions: [], assessment: a };
  }
  const lead = first ? opening : ack(assistantTurns.length);
  const reply = [lead, urgentNote, q.text].filter((s) => s !== "").join(" ");
  return { reply, response_type: "question", urgency: a.urgency, suggestions: q.suggestions.map((s) => s.label), assessment: a };
}

export { EMERGENCY_LINE };
