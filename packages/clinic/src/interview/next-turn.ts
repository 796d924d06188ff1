import { evaluate, type AssessOptions } from "../assess.ts";
import { PLAIN } from "../red-flags/codes.ts";
import type { TurnResult } from "../types.ts";
import { conditionAdvice } from "./advice.ts";
import { emergencyReply } from "./emergency.ts";
import { address } from "./person.ts";
import { ack, DISCLAIMER, endText, urgentText, WELCOME } from "./phrasing.ts";
import { reflection } from "./reflect.ts";

export { MAX_QUESTIONS } from "./select.ts";

const NO_QUESTION = { questionId: null, slots: [], choices: [], multiple: false, suggestions: [] };

/** The assistant's next reply for the conversation so far. Pure. */
export function nextTurn(intake: unknown, messages: unknown, options: AssessOptions = {}): TurnResult {
  const { assessment: a, ctx, plan, messages: msgs, facts } = evaluate(intake, messages, options);
  const p = ctx.person;
  const lastAssistant = msgs.findLastIndex((m) => m.role === "assistant");
  const first = lastAssistant < 0;
  const lastUser = msgs.findLast((m) => m.role === "user")?.content ?? "";
  // What the person had already been told: the outcome as it stood when the last reply was made.
  const before = first || a.urgency === "routine" ? null : evaluate(intake, msgs.slice(0, lastAssistant), options).assessment;
  const turn = msgs.filter((m) => m.role === "assistant").length;

  if (a.urgency === "emergency") {
    const reply = [emergencyReply(a, p, lastUser, before?.urgency !== "emergency", turn), first ? DISCLAIMER : ""].filter((s) => s !== "").join(" ");
    return { ...NO_QUESTION, reply, response_type: "info", urgency: a.urgency, assessment: a };
  }

  const newlyUrgent = a.urgency === "urgent" && a.red_flags.some((f) => f.urgency === "urgent" && !(before?.red_flags.some((b) => b.code === f.code) ?? false));
  const urgentNote = newlyUrgent ? [urgentText(a), ...conditionAdvice(a, p)].join(" ") : "";
  const firstIndex = msgs.findIndex((m) => m.role === "user");
  const lead = first ? [WELCOME, DISCLAIMER, reflection(facts, firstIndex, p)] : [ack(turn)];
  const q = plan.question;
  if (q === null) {
    const unconfirmed = (a.candidates ?? []).map((c) => PLAIN[c.code]);
    const reply = [...(first ? lead : []), urgentNote, endText(a, p, urgentNote === "", unconfirmed)].filter((s) => s !== "").join(" ");
    return { ...NO_QUESTION, reply, response_type: "end", urgency: a.urgency, assessment: a };
  }
  const offered = q.choices.filter((c) => c.id === "none" || c.id.endsWith(":unknown") || plan.slots.some((s) => c.id.startsWith(`${s}:`)));
  const choices = offered.map((c) => ({ id: c.id, label: address(c.label, p) }));
  // Asked again (a bare "yes", or words that settled only part of a checklist): say so.
  const again = plan.again ? "Just to be sure about the rest: " : "";
  const reply = [...lead, urgentNote, `${again}${address(q.text, p)}`].filter((s) => s !== "").join(" ");
  return { reply, response_type: "question", urgency: a.urgency, suggestions: choices.map((c) => c.label), questionId: q.id, slots: plan.slots, choices, multiple: q.multiple, assessment: a };
}
