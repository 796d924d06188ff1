import type { AssistantTurn, DiaryEntry, EngineMessage } from "@hg/shared";

/** Token counts of one model call (never any text), stored per turn for cost reporting. */
export interface TokenUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  model: string;
}

/** The reply's text as it is written: more text, or a replacement of everything written so far. */
export type TextEvent = { kind: "delta"; text: string } | { kind: "replace"; text: string };

export interface TurnOptions {
  /** The moment of the turn: the engine reads "since March" or "three weeks ago" against it. */
  now?: Date;
  /** The emergency numbers of the person's region, named in an emergency reply (from Accept-Language). */
  emergencyNumbers?: readonly string[] | undefined;
  /** The person's diary entries of the last 90 days: the engine counts headache and medicine days from them where they cover the month. */
  diary?: readonly DiaryEntry[] | undefined;
  /** Called as the reply is written (streaming); engines that do not stream may ignore it. */
  onText?: (event: TextEvent) => void;
  /** Aborted when the person stops the stream or goes away: stop working, return what you have. */
  signal?: AbortSignal;
}

/** What an engine decides and writes for one turn, before it is stored (ids come with storing). */
export type EngineTurn = Pick<AssistantTurn, "response" | "response_type" | "urgency" | "suggestions" | "questionId" | "slots" | "choices" | "multiple"> & {
  /** The clinical rules version that decided the turn. */
  rulesVersion: string;
  usage?: TokenUsage;
};

/**
 * What the chat service needs from whoever writes the assistant's turn: the clinical engine's own
 * interviewer by default, an LLM grounded by the engine when configured (issue 9).
 */
export interface ChatEngine {
  nextTurn(intake: unknown, messages: EngineMessage[], options?: TurnOptions): Promise<EngineTurn> | EngineTurn;
  /** Who phrases the replies, for GET /api/ready; absent for the clinical engine itself. */
  readonly describe?: { provider: string; model: string };
}

type ClinicTurn = Omit<EngineTurn, "response" | "rulesVersion" | "usage"> & { reply: string };

/** The clinical engine's turn (`nextTurn` of @hg/clinic) as an engine turn: its own words as the response. */
export function decidedTurn(turn: ClinicTurn, rulesVersion: string): EngineTurn {
  const { reply, response_type, urgency, suggestions, questionId, slots, choices, multiple } = turn;
  return { response: reply, response_type, urgency, suggestions, questionId, slots, choices, multiple, rulesVersion };
}
