import { AssistantTurnSchema, type AssistantTurn, type ContinueConversationBody, type ConversationHistory } from "@hg/shared/conversation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "./query-keys";
import { postTurn, type LiveReply } from "./stream-turn";
import { withTurn, type OutgoingMessage } from "./turn-history";

/**
 * `POST /api/continue-conversation`: one message and the assistant's reply, as JSON or (with
 * `live.onText`) as server-sent events.
 */
export function sendMessage(body: ContinueConversationBody, live?: LiveReply): Promise<AssistantTurn> {
  return postTurn("/continue-conversation", body, AssistantTurnSchema, live);
}

type SendInput = { userId: string; conversationId: string; message: OutgoingMessage; live?: LiveReply };

/** Sends a message; on success puts the turn into the held history, then refreshes the list's urgency. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, conversationId, message, live }: SendInput) =>
      sendMessage(
        {
          userId,
          conversationId,
          user_input: message.content,
          client_message_id: message.id,
          ...(message.answer ? { answer: message.answer } : {}),
          ...(message.replaceMessageId ? { replaceMessageId: message.replaceMessageId } : {}),
        },
        live,
      ),
    onSuccess: (turn, { userId, conversationId, message }) => {
      queryClient.setQueryData<ConversationHistory>(chatKeys.history(userId, conversationId), (held) =>
        withTurn(held, message, turn, new Date().toISOString()),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId), exact: true });
    },
  });
}
