import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MidasCreate, MidasRecord } from "@hg/shared/diary";
import { api } from "@/lib/api-client";
import { MidasRecordSchema } from "@hg/shared/diary-answers";
import { diaryKeys, diaryPath } from "./query-keys";

/** `POST /api/user/{userId}/diary/midas` (201): the five answers; the server scores and grades them. */
export async function createMidas(userId: string, body: MidasCreate): Promise<MidasRecord> {
  return MidasRecordSchema.parse(await api.post(`${diaryPath(userId)}/midas`, body));
}

export function useCreateMidas(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MidasCreate) => createMidas(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.midas(userId) }),
  });
}
