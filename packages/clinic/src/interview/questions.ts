import { PATTERN_QUESTIONS } from "./questions-pattern.ts";
import { SCREEN_QUESTIONS } from "./questions-screen.ts";
import type { Question } from "./question-types.ts";

/** The whole question bank: red-flag screening first, then the pattern questions. */
export const QUESTIONS: Question[] = [...SCREEN_QUESTIONS, ...PATTERN_QUESTIONS];

/** The bank question an assistant message asked (its text is quoted verbatim in the reply), or null. */
export function questionIn(assistantText: string): Question | null {
  const hit = SEEN.get(assistantText);
  if (hit !== undefined) return hit;
  const q = findQuestion(assistantText);
  if (SEEN.size >= 2000) SEEN.clear();
  SEEN.set(assistantText, q);
  return q;
}

const SEEN = new Map<string, Question | null>();

function findQuestion(assistantText: string): Question | null {
  let best: Question | null = null;
  let at = -1;
  for (const q of QUESTIONS) {
    const i = assistantText.lastIndexOf(q.text);
    if (i > at) {
      at = i;
      best = q;
    }
  }
  return best;
}
