import type { ChatMessage } from "../types.ts";
import { address, type Person } from "./person.ts";
import { CONFIRM_QUESTIONS } from "./questions-confirm.ts";
import { CORE_QUESTIONS, EXTRA_QUESTIONS, SEX_QUESTION, WHO_QUESTIONS } from "./questions-core.ts";
import { ANTICOAGULANT_QUESTION, IMPACT_QUESTION, MED_FOLLOW_QUESTIONS, TYPIST_QUESTION } from "./questions-follow.ts";
import { MIDAS_OFFER, MIDAS_QUESTIONS } from "./questions-midas.ts";
import { COURSE_QUESTION, SCREEN_QUESTIONS } from "./questions-screen.ts";
import type { Question } from "./question-types.ts";

/** The id of the "which?" follow-up of a checklist answered with a bare "yes". */
export const whichId = (id: string): string => `${id}_which`;

const ASKED = [...CONFIRM_QUESTIONS, ANTICOAGULANT_QUESTION, ...WHO_QUESTIONS, TYPIST_QUESTION, SEX_QUESTION, ...SCREEN_QUESTIONS, COURSE_QUESTION, ...CORE_QUESTIONS, ...MED_FOLLOW_QUESTIONS, ...EXTRA_QUESTIONS, IMPACT_QUESTION, MIDAS_OFFER, ...MIDAS_QUESTIONS];

// A bare "yes" to a checklist says something is there, not what: the follow-up has its own id, so
// no question id is ever asked twice.
const WHICH: Question[] = ASKED.filter((q) => q.multiple && q.choices.some((c) => c.id === "none")).map((q) => ({ ...q, id: whichId(q.id), text: "Which of these? Tap all that apply." }));

/** The whole question bank. */
export const QUESTIONS: Question[] = [...ASKED, ...WHICH];

const BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]));
// Ids of the interim bank (stored on rows before the slot vocabulary) that name the same question.
const OLD_IDS: Record<string, string> = {
  frequency: "headache_days", med_days: "acute_med_days", per_day: "attacks_per_day", activity: "activity_worse", attacks: "lifetime_attacks",
  history: "onset_when", onset_day: "onset_remembered", onset: "time_to_peak", trauma: "post_trauma", background: "red_flags_background",
};

/** A bank question by id. */
export const questionById = (id: string): Question | null => BY_ID.get(id) ?? BY_ID.get(OLD_IDS[id] ?? "") ?? null;

const SELF: Person = { typist: "self", pronoun: "you", noun: null };

/**
 * The bank question an assistant message asked, by its stored question id. Messages stored
 * before question ids existed (`questionId` undefined) are the only ones for which the question
 * is found by its text quoted verbatim in the reply: a model may rephrase a question, so the
 * text is never searched when an id is present.
 */
export function questionAsked(message: Pick<ChatMessage, "content" | "questionId">): Question | null {
  if (message.questionId !== undefined) return message.questionId === null ? null : questionById(message.questionId);
  return questionIn(message.content);
}

const SEEN = new Map<string, Question | null>();

/** The bank question whose text (as worded to the patient) a legacy assistant message quotes, or null. */
function questionIn(assistantText: string): Question | null {
  const hit = SEEN.get(assistantText);
  if (hit !== undefined) return hit;
  let best: Question | null = null;
  let at = -1;
  for (const q of QUESTIONS) {
    for (const p of [SELF, { ...SELF, pronoun: "she" as const }, { ...SELF, pronoun: "he" as const }, { ...SELF, pronoun: "they" as const }]) {
      const i = assistantText.lastIndexOf(address(q.text, p));
      if (i > at) {
        at = i;
        best = q;
      }
    }
  }
  if (SEEN.size >= 2000) SEEN.clear();
  SEEN.set(assistantText, best);
  return best;
}
