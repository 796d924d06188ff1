import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReportSchema, type Report } from "@hg/shared";
import { api } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

const reportPath = (userId: string, conversationId: string) =>
  `/get-conversation-report/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`;

/** `GET /api/get-conversation-report/user/{userId}/conversation/{conversationId}`. */
export async function getReport(userId: string, conversationId: string): Promise<Report> {
  return ReportSchema.parse(await api.get(reportPath(userId, conversationId)));
}

/** Where the browser downloads the report as a file (the session cookie authenticates it). */
export const reportDownloadUrl = (apiUrl: string, userId: string, conversationId: string, format: "pdf" | "fhir") =>
  `${apiUrl}${reportPath(userId, conversationId)}?format=${format}`;

export const getReportQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: reportKeys.report(userId, conversationId),
    queryFn: () => getReport(userId, conversationId),
    // The report follows the conversation, which may have moved on since the last look.
    staleTime: 0,
  });

export const useReport = (userId: string, conversationId: string) => useQuery(getReportQueryOptions(userId, conversationId));
