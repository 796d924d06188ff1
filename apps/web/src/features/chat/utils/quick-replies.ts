import type { ChatMessage, Choice, ConversationHistory } from "@hg/shared/conversation";

export type QuickReplySet = { choices: Choice[]; questionId: string | null; multiple: boolean };

/**
 * The quick replies of an assistant message: its own choices, as the server stores them. A
 * message stored before choices had ids (the latest one only) falls back to the turn's
 * `suggestions`, sent as words with no answer binding.
 */
export function quickRepliesOf(message: ChatMessage, held: ConversationHistory | undefined): QuickReplySet {
  if (message.choices) return { choices: message.choices, questionId: message.questionId ?? null, multiple: message.multiple === true };
  const isLatest = held?.conversationHistory.at(-1)?.id === message.id;
  if (!isLatest || !held) return { choices: [], questionId: null, multiple: false };
  if (held.choices.length > 0) return { choices: held.choices, questionId: held.questionId, multiple: held.multiple };
  return { choices: held.suggestions.map((label) => ({ id: label, label })), questionId: null, multiple: false };
}
