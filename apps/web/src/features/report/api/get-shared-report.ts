import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReportSchema, type Report } from "@hg/shared";
import { api, ApiError } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

/** `GET /api/share/{token}` (no sign-in): the report behind a share link. */
export async function getSharedReport(token: string): Promise<Report> {
  return ReportSchema.parse(await api.get(`/share/${encodeURIComponent(token)}`));
}

export const sharedReportDownloadUrl = (apiUrl: string, token: string) => `${apiUrl}/share/${encodeURIComponent(token)}?format=pdf`;

export const getSharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reportKeys.shared(token),
    queryFn: () => getSharedReport(token),
    // A 404 means expired or revoked: asking again will not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useSharedReport = (token: string) => useQuery(getSharedReportQueryOptions(token));
