import { DISCLAIMER, URGENT_LINE, type TurnResult } from "@hg/clinic";

/**
 * What the engine decided for this turn, split into the parts the LLM path treats differently:
 * `fixed` is the engine's own safety text (urgent advice, the first-reply disclaimer), always shown
 * first and never phrased by a model; `body` is the engine's phrasing of the rest, which a model may
 * rephrase and which is the fallback when it fails; `question` is the engine's next question.
 */
export interface ReplyPlan {
  turn: TurnResult;
  /** "engine": the model is not asked at all (emergencies); "model": the model phrases `body`. */
  mode: "engine" | "model";
  fixed: string;
  body: string;
  question: string | null;
  first: boolean;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** The final question sentence of an engine reply (the bank's questions are single sentences). */
export function questionOf(reply: string): string | null {
  const match = /(?:^|[.!?]\s+)([^.!?]+\?)\s*$/.exec(reply);
  return match?.[1]?.trim() ?? null;
}

/** Splits the engine's turn (reply phrased for `assistantTurns` earlier assistant messages) into a plan. */
export function planReply(turn: TurnResult, assistantTurns: number): ReplyPlan {
  const first = assistantTurns === 0;
  // Emergencies never depend on a model being reachable or well behaved: the engine's text only.
  if (turn.urgency === "emergency" || turn.response_type === "info") {
    return { turn, mode: "engine", fixed: turn.reply, body: "", question: null, first };
  }
  let rest = turn.reply;
  let opening = "";
  const disclaimerAt = rest.indexOf(DISCLAIMER);
  if (first && disclaimerAt >= 0) {
    opening = rest.slice(0, disclaimerAt + DISCLAIMER.length);
    rest = rest.slice(disclaimerAt + DISCLAIMER.length);
  }
  let urgent = "";
  if (turn.urgency === "urgent") {
    // The engine says "Because you mentioned X, please see a doctor..." once, or URGENT_LINE in its closing text.
    const sentence = lowerFirst(URGENT_LINE);
    const end = rest.indexOf(sentence);
    if (end >= 0) {
      urgent = rest.slice(0, end + sentence.length);
      rest = rest.slice(end + sentence.length);
    } else if (rest.includes(URGENT_LINE)) {
      urgent = URGENT_LINE;
      rest = rest.replace(URGENT_LINE, "");
    }
  }
  const fixed = squash(`${urgent} ${opening}`);
  const body = squash(rest);
  const question = turn.response_type === "question" ? questionOf(body) : null;
  return { turn, mode: "model", fixed, body, question, first };
}

/** The engine's own phrasing of the whole reply in the LLM path's order: fixed text first, then the body. */
export function enginePhrasing(plan: ReplyPlan): string {
  return squash(`${plan.fixed} ${plan.body}`);
}
