import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReportShareCreatedSchema, type ReportShareCreated } from "@hg/shared";
import { api } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

/** `POST /api/report-share/user/{userId}/conversation/{conversationId}`. */
export async function createReportShare(userId: string, conversationId: string, expiresInDays: number): Promise<ReportShareCreated> {
  const answer = await api.post(`/report-share/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`, { expiresInDays });
  return ReportShareCreatedSchema.parse(answer);
}

export function useCreateReportShare(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => createReportShare(userId, conversationId, expiresInDays),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.shares(userId) }),
  });
}
