import {
  AssistantTurnSchema,
  type AssistantTurn,
  type ContinueConversationBody,
  type ConversationHistory,
} from "@hg/shared/conversation";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";
import { postTurnStreaming, type LiveReply } from "./stream-turn";

/** The assistant's reply; `incomplete` when it was cut short (stopped) and the server kept what was shown. */
export type SentTurn = AssistantTurn & { incomplete?: boolean };

/**
 * `POST /api/continue-conversation`: one message and the assistant's reply. With `live` the reply
 * is asked for as server-sent events and its text reported as it arrives.
 */
export async function sendMessage(body: ContinueConversationBody, live?: LiveReply): Promise<SentTurn> {
  if (live) return postTurnStreaming("/continue-conversation", body, live);
  return AssistantTurnSchema.parse(await api.post("/continue-conversation", body));
}

/** Appends a message and its reply to the held history (spec section 4 "Send message"). */
export function appendTurnToHistory(queryClient: QueryClient, body: ContinueConversationBody, turn: AssistantTurn): void {
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
}

/** Sends a message; on success appends both messages to the held history, then refreshes the list's urgency. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, live }: { body: ContinueConversationBody; live?: LiveReply }) => sendMessage(body, live),
    onSuccess: (turn, { body }) => {
      appendTurnToHistory(queryClient, body, turn);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(body.userId), exact: true });
    },
  });
}
