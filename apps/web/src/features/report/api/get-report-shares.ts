import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ReportShareSchema, type ReportShare } from "@hg/shared";
import { api } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

/** `GET /api/report-share/user/{userId}`: the person's active links (all conversations). */
export async function getReportShares(userId: string): Promise<ReportShare[]> {
  const answer = z.object({ shares: z.array(ReportShareSchema) }).parse(await api.get(`/report-share/user/${encodeURIComponent(userId)}`));
  return answer.shares;
}

export const getReportSharesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reportKeys.shares(userId), queryFn: () => getReportShares(userId) });

export const useReportShares = (userId: string, enabled = true) => useQuery({ ...getReportSharesQueryOptions(userId), enabled });
