import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReportShareCreatedSchema, type CreateReportShareBody, type ReportShareCreated } from "@hg/shared";
import { api } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

/** `POST /api/report-share/user/{userId}/conversation/{conversationId}`: expiry, and optionally a label and a passcode. */
export async function createReportShare(userId: string, conversationId: string, body: CreateReportShareBody): Promise<ReportShareCreated> {
  const answer = await api.post(`/report-share/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`, body);
  return ReportShareCreatedSchema.parse(answer);
}

export function useCreateReportShare(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportShareBody) => createReportShare(userId, conversationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.shares(userId) }),
  });
}
