import {
  NewConversationResponseSchema,
  type ConversationHistory,
  type NewConversationBody,
  type NewConversationResponse,
} from "@hg/shared/conversation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

/** `POST /api/new-conversation`: starts a conversation with its first message. */
export async function createConversation(body: NewConversationBody): Promise<NewConversationResponse> {
  return NewConversationResponseSchema.parse(await api.post("/new-conversation", body));
}

/**
 * Spec section 4 "Create conversation": the conversation joins the list and its first two
 * messages are already known, so the conversation screen opens without another request.
 */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (answer, body) => {
      const history: ConversationHistory = {
        conversationHistory: [
          { role: "user", content: body.user_input.trim() },
          { role: "assistant", content: answer.response },
        ],
        response_type: answer.response_type,
        urgency: answer.urgency,
        suggestions: answer.suggestions,
      };
      queryClient.setQueryData(chatKeys.history(body.userId, answer.conversationId), history);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(body.userId), exact: true });
    },
  });
}
