import type { AssistantTurn, HistoryItem, Intake } from "@hg/shared";

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
  /** Called as the reply is written (streaming); engines that do not stream may ignore it. */
  onText?: (event: TextEvent) => void;
  /** Aborted when the person stops the stream or goes away: stop working, return what you have. */
  signal?: AbortSignal;
}

export interface EngineTurn extends AssistantTurn {
  usage?: TokenUsage;
}

/**
 * What the chat service needs from whoever writes the assistant's turn: the clinical engine's own
 * interviewer by default, an LLM grounded by the engine when configured (issue 9).
 */
export interface ChatEngine {
  nextTurn(intake: Intake | null, messages: HistoryItem[], options?: TurnOptions): Promise<EngineTurn> | EngineTurn;
  /** Who phrases the replies, for GET /api/ready; absent for the clinical engine itself. */
  readonly describe?: { provider: string; model: string };
}
