import { ConversationHistorySchema, type ConversationHistory } from "@hg/shared/conversation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

/** `GET /api/get-conversation/user/{userId}/conversation/{conversationId}`. */
export async function getConversationHistory(userId: string, conversationId: string): Promise<ConversationHistory> {
  const answer = await api.get(
    `/get-conversation/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`,
  );
  return ConversationHistorySchema.parse(answer);
}

// Spec section 2: history is fetched once per id. Sends append to this cache entry themselves,
// so it never goes stale while it is held.
export const getConversationHistoryQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.history(userId, conversationId),
    queryFn: () => getConversationHistory(userId, conversationId),
    staleTime: Infinity,
  });

export const useConversationHistory = (userId: string, conversationId: string) =>
  useQuery(getConversationHistoryQueryOptions(userId, conversationId));
