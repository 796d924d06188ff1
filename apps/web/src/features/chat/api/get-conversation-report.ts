import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

// Only the parts of the report JSON (CLINICAL.md) this preview shows; the full report screen
// is a later issue.
const ReportPreviewSchema = z.object({
  summary: z.string(),
  questions_for_doctor: z.array(z.string()).optional().catch(undefined),
});
export type ReportPreview = z.infer<typeof ReportPreviewSchema>;

/**
 * `GET /api/get-conversation-report/user/{userId}/conversation/{conversationId}`. Any answer
 * other than a readable 200 is null: the screen then says the report will be ready soon.
 */
export async function getConversationReport(userId: string, conversationId: string): Promise<ReportPreview | null> {
  try {
    const answer = await api.get(
      `/get-conversation-report/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`,
    );
    const parsed = ReportPreviewSchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const getConversationReportQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.report(userId, conversationId),
    queryFn: () => getConversationReport(userId, conversationId),
    // A report follows the conversation, which may have moved on since the last look.
    staleTime: 0,
  });

export const useConversationReport = (userId: string, conversationId: string, enabled: boolean) =>
  useQuery({ ...getConversationReportQueryOptions(userId, conversationId), enabled });
