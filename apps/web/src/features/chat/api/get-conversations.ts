import { ConversationListSchema, type ConversationSummary } from "@hg/shared/conversation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

/** `GET /api/get-conversation/user/{userId}`: the person's conversations, newest first. */
export async function getConversations(userId: string): Promise<ConversationSummary[]> {
  const answer = await api.get(`/get-conversation/user/${encodeURIComponent(userId)}`);
  return ConversationListSchema.parse(answer).conversations;
}

export const getConversationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: chatKeys.list(userId), queryFn: () => getConversations(userId) });

export const useConversations = (userId: string) => useQuery(getConversationsQueryOptions(userId));
