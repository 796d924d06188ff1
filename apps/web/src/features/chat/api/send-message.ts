import {
  AssistantTurnSchema,
  type AssistantTurn,
  type ContinueConversationBody,
  type ConversationHistory,
} from "@hg/shared/conversation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

/** `POST /api/continue-conversation`: one message and the assistant's reply. */
export async function sendMessage(body: ContinueConversationBody): Promise<AssistantTurn> {
  return AssistantTurnSchema.parse(await api.post("/continue-conversation", body));
}

/** Appends both messages to the held history (spec section 4 "Send message"), then refreshes the list's urgency. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (turn, body) => {
      queryClient.setQueryData<ConversationHistory>(chatKeys.history(body.userId, body.conversationId), (held) => ({
        conversationHistory: [
          ...(held?.conversationHistory ?? []),
          { role: "user", content: body.user_input.trim() },
          { role: "assistant", content: turn.response },
        ],
        response_type: turn.response_type,
        urgency: turn.urgency,
        suggestions: turn.suggestions,
      }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(body.userId), exact: true });
    },
  });
}
