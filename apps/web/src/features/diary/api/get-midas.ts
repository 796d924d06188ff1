import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MidasRecord } from "@hg/shared/diary";
import { api } from "@/lib/api-client";
import { MidasListSchema } from "@hg/shared/diary-answers";
import { diaryKeys, diaryPath } from "./query-keys";

/** `GET /api/user/{userId}/diary/midas`: every MIDAS the person filled in. */
export async function getMidas(userId: string): Promise<MidasRecord[]> {
  return MidasListSchema.parse(await api.get(`${diaryPath(userId)}/midas`)).midas;
}

export const getMidasQueryOptions = (userId: string) => queryOptions({ queryKey: diaryKeys.midas(userId), queryFn: () => getMidas(userId) });

export const useMidas = (userId: string) => useQuery(getMidasQueryOptions(userId));
