import type { AssistantTurn, ChatMessage, ConversationHistory, QuickAnswer } from "@hg/shared/conversation";

/**
 * What the person sends: `id` is the client message id (the stored user message's id, the same on
 * every retry), `answer` the quick replies they tapped, `replaceMessageId` their last message when
 * they changed it (the server replaces it and its reply).
 */
export type OutgoingMessage = {
  id: string;
  content: string;
  createdAt: string;
  answer?: QuickAnswer;
  replaceMessageId?: string;
};

/** The messages before `messageId` (all of them when it is not there). */
export function messagesBefore(messages: ChatMessage[], messageId: string | undefined): ChatMessage[] {
  if (!messageId) return messages;
  const at = messages.findIndex((m) => m.id === messageId);
  return at < 0 ? messages : messages.slice(0, at);
}

/** The person's message as the server stores it (its id is the client message id). */
export function userMessageOf(sent: OutgoingMessage): ChatMessage {
  return { id: sent.id, role: "user", content: sent.content, createdAt: sent.createdAt, ...(sent.answer ? { answer: sent.answer } : {}) };
}

/** The assistant's message of a turn, with its question and outcome, as the history endpoint returns it. */
export function assistantMessageOf(turn: AssistantTurn, createdAt: string): ChatMessage {
  return {
    id: turn.messageId,
    role: "assistant",
    content: turn.response,
    createdAt,
    ...(turn.incomplete ? { incomplete: true } : {}),
    questionId: turn.questionId,
    slots: turn.slots,
    choices: turn.choices,
    multiple: turn.multiple,
    response_type: turn.response_type,
    urgency: turn.urgency,
  };
}

/**
 * The held history after a turn (spec section 4 "Send message"): a replaced message goes with
 * everything after it, a replayed send (same ids) is not shown twice, and the turn's outcome
 * becomes the conversation's latest.
 */
export function withTurn(held: ConversationHistory | undefined, sent: OutgoingMessage, turn: AssistantTurn, now: string): ConversationHistory {
  const kept = messagesBefore(held?.conversationHistory ?? [], sent.replaceMessageId).filter(
    (m) => m.id !== turn.userMessageId && m.id !== turn.messageId,
  );
  return {
    conversationHistory: [...kept, { ...userMessageOf(sent), id: turn.userMessageId }, assistantMessageOf(turn, now)],
    response_type: turn.response_type,
    urgency: turn.urgency,
    suggestions: turn.suggestions,
    questionId: turn.questionId,
    slots: turn.slots,
    choices: turn.choices,
    multiple: turn.multiple,
  };
}
