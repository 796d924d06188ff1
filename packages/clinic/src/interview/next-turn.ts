import { evaluate, type AssessOptions } from "../assess.ts";
import { PLAIN } from "../red-flags/codes.ts";
import type { TurnResult } from "../types.ts";
import { conditionAdvice } from "./advice.ts";
import { emergencyReply } from "./emergency.ts";
import { address } from "./person.ts";
import { ack, DISCLAIMER, endText, urgentText, WELCOME } from "./phrasing.ts";
import type { AskContext, Question } from "./question-types.ts";
import { MIDAS_OFFER, MIDAS_QUESTIONS } from "./questions-midas.ts";
import { reflection } from "./reflect.ts";
import { chipAdds } from "./select.ts";
import { isOpen } from "./slot-state.ts";

export { MAX_QUESTIONS } from "./select.ts";

const NONE_DECLINED: ReadonlySet<string> = new Set();
const NO_QUESTION = { questionId: null, slots: [], choices: [], multiple: false, suggestions: [] };

/** The assistant's next reply for the conversation so far. Pure. */
export function nextTurn(intake: unknown, messages: unknown, options: AssessOptions = {}): TurnResult {
  const { assessment: a, ctx, plan, messages: msgs, facts, toldBefore } = evaluate(intake, messages, options);
  const p = ctx.person;
  const first = !msgs.some((m) => m.role === "assistant");
  const lastUser = msgs.findLast((m) => m.role === "user")?.content ?? "";
  // What the person had already been told: the outcome as it stood when the last reply was made.
  const before = first || a.urgency === "routine" ? null : toldBefore();
  const turn = msgs.filter((m) => m.role === "assistant").length;
  const q = plan.question;
  const asked = q === null ? { text: "", turn: NO_QUESTION } : question(q, plan.slots, ctx);

  if (a.urgency === "emergency") {
    // The advice first, always; then, if the person is still writing, one thing the emergency team will want to know.
    const wait = asked.text === "" ? "" : `While you wait for help, if you can: ${spoken(asked.text, asked.turn.choices)}`;
    const reply = [emergencyReply(a, p, lastUser, before?.urgency !== "emergency", turn, options.emergencyNumbers), wait, first ? DISCLAIMER : ""].filter((s) => s !== "").join(" ");
    return { ...NO_QUESTION, ...asked.turn, reply, response_type: "info", urgency: a.urgency, assessment: a };
  }

  const newlyUrgent = a.urgency === "urgent" && a.red_flags.some((f) => f.urgency === "urgent" && !(before?.red_flags.some((b) => b.code === f.code) ?? false));
  const urgentNote = newlyUrgent ? [urgentText(a), ...conditionAdvice(a, p)].join(" ") : "";
  const firstIndex = msgs.findIndex((m) => m.role === "user");
  const lead = first ? [WELCOME, DISCLAIMER, reflection(facts, firstIndex, p)] : [ack(turn)];
  const unconfirmed = (a.candidates ?? []).map((c) => PLAIN[c.code]);
  // Right after the optional MIDAS questions (or "not now"), a short close rather than the summary again.
  const afterMidas = MIDAS_IDS.has(lastAsked(msgs) ?? "");
  if (q === null) {
    const close = afterMidas ? midasClose(a) : endText(a, p, urgentNote === "", unconfirmed);
    const reply = [...(first ? lead : []), urgentNote, close].filter((s) => s !== "").join(" ");
    return { ...NO_QUESTION, reply, response_type: "end", urgency: a.urgency, assessment: a };
  }
  if (plan.afterInterview && q.id === MIDAS_OFFER.id) {
    // The history is taken: the summary, then the optional MIDAS offer with its two chips.
    const reply = [...(first ? lead : []), urgentNote, endText(a, p, urgentNote === "", unconfirmed), asked.text].filter((s) => s !== "").join(" ");
    return { ...asked.turn, reply, response_type: "end", urgency: a.urgency, assessment: a };
  }
  const reply = [...lead, urgentNote, asked.text].filter((s) => s !== "").join(" ");
  return { ...asked.turn, reply, response_type: "question", urgency: a.urgency, assessment: a };
}

/** A question worded for this person, with the choices of the slots still open. */
function question(q: Question, slots: string[], ctx: AskContext): { text: string; turn: Pick<TurnResult, "questionId" | "slots" | "choices" | "multiple" | "suggestions"> } {
  const all = q.choicesFor?.(ctx) ?? q.choices;
  // An answered slot asked again for what it may still add offers only the chips that add it
  // (a follow-up on an answered slot, such as which medicines, decides for itself).
  const offers = (s: string, id: string) => id.startsWith(`${s}:`) && (q.open !== undefined || isOpen(s, ctx.facts, NONE_DECLINED) || chipAdds(s, id, ctx));
  const offered = all.filter((c) => c.id === "none" || c.id.endsWith(":unknown") || slots.some((s) => offers(s, c.id)));
  const choices = offered.map((c) => ({ id: c.id, label: address(c.label, ctx.person) }));
  return { text: address(q.text, ctx.person), turn: { questionId: q.id, slots, choices, multiple: q.multiple, suggestions: choices.map((c) => c.label) } };
}

const MIDAS_IDS = new Set([MIDAS_OFFER.id, ...MIDAS_QUESTIONS.map((q) => q.id)]);

/** The question id of the last assistant message, if any. */
const lastAsked = (msgs: ReadonlyArray<{ role: string; questionId?: string | null }>): string | null | undefined => msgs.findLast((m) => m.role === "assistant")?.questionId;

/** The close after MIDAS: its score when all five were answered, else a plain pointer to the report. */
function midasClose(a: TurnResult["assessment"]): string {
  const m = a.metrics.midas;
  const score = m === undefined ? "" : `That gives a MIDAS score of ${m.score} (grade ${m.grade}: ${MIDAS_GRADE_WORDS[m.grade] ?? ""}), which is in the report.`;
  return ["Thank you.", score, "You can open the report to share with a doctor."].filter((s) => s !== "").join(" ");
}

// MIDAS grades (Stewart et al., Neurology 2001): I little or no, II mild, III moderate, IV severe disability.
const MIDAS_GRADE_WORDS: Record<string, string> = { I: "little or no disability", II: "mild disability", III: "moderate disability", IV: "severe disability" };

// In an emergency the app shows a call action, not chips: a checklist is said in words, its items listed.
function spoken(text: string, choices: Array<{ id: string; label: string }>): string {
  const items = choices.filter((c) => c.id !== "none" && !c.id.endsWith(":unknown")).map((c) => c.label.charAt(0).toLowerCase() + c.label.slice(1));
  if (!/ Tap all that (?:apply|fit)\.$/.test(text) || items.length === 0) return text;
  return `${text.replace(/\? Tap all that (?:apply|fit)\.$/, "")}: ${items.join("; ")}?`;
}
