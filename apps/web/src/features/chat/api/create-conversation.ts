import { NewConversationResponseSchema, type NewConversationResponse } from "@hg/shared/conversation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createConversation } from "@/lib/create-conversation";
import { chatKeys } from "./query-keys";
import { postTurnStreaming, type LiveReply } from "./stream-turn";
import { withTurn, type OutgoingMessage } from "./turn-history";

type CreateInput = { userId: string; message: OutgoingMessage; live?: LiveReply };

/** `POST /api/new-conversation` (lib's client), or the same call as server-sent events when `live.onText` is given. */
function startConversation({ userId, message, live }: CreateInput): Promise<NewConversationResponse> {
  const body = { userId, user_input: message.content, client_message_id: message.id };
  if (live?.onText) return postTurnStreaming("/new-conversation", body, { ...live, onText: live.onText }, NewConversationResponseSchema);
  return createConversation(body, live?.signal);
}

/**
 * Spec section 4 "Create conversation": the conversation joins the list and its first two
 * messages are already known, so the conversation screen opens without another request.
 */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (answer, { userId, message }) => {
      queryClient.setQueryData(chatKeys.history(userId, answer.conversationId), withTurn(undefined, message, answer, new Date().toISOString()));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId), exact: true });
    },
  });
}
