import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { DiaryListSchema, type DiaryList } from "@hg/shared/diary-answers";
import { diaryKeys, diaryPath } from "./query-keys";

/** `GET /api/user/{userId}/diary?from&to`: the entries of the days [from, to] and the 30/90-day figures. */
export async function getDiary(userId: string, from: string, to: string): Promise<DiaryList> {
  const query = new URLSearchParams({ from, to });
  return DiaryListSchema.parse(await api.get(`${diaryPath(userId)}?${query.toString()}`));
}

export const getDiaryQueryOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: diaryKeys.range(userId, from, to),
    queryFn: () => getDiary(userId, from, to),
  });

export const useDiary = (userId: string, from: string, to: string) => useQuery(getDiaryQueryOptions(userId, from, to));
