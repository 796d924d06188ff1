import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { feedbackKeys } from "./query-keys";

const GivenFeedbackSchema = z.object({ feedback: z.object({ helpful: z.boolean(), createdAt: z.string() }).nullable() });

export type GivenFeedback = z.infer<typeof GivenFeedbackSchema>["feedback"];

/** `GET /api/user-feedback/user/{userId}/conversation/{conversationId}`: the latest rating, or null before any. */
export async function getConversationFeedback(userId: string, conversationId: string): Promise<GivenFeedback> {
  const answer = await api.get(`/user-feedback/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`);
  return GivenFeedbackSchema.parse(answer).feedback;
}

export const getConversationFeedbackQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({ queryKey: feedbackKeys.given(userId, conversationId), queryFn: () => getConversationFeedback(userId, conversationId) });

/** The rating already given; waits while there is no signed-in user. */
export const useConversationFeedback = (userId: string | null | undefined, conversationId: string) =>
  useQuery({ ...getConversationFeedbackQueryOptions(userId ?? "", conversationId), enabled: Boolean(userId && conversationId) });
