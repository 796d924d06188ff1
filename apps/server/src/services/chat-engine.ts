import type { AssistantTurn, HistoryItem, Intake } from "@hg/shared";

/**
 * What the chat service needs from whoever writes the assistant's turn: the clinical engine's own
 * interviewer by default, an LLM grounded by the engine when configured (issue 9).
 */
export interface ChatEngine {
  nextTurn(intake: Intake | null, messages: HistoryItem[]): Promise<AssistantTurn> | AssistantTurn;
}
