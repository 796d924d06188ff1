import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiaryEntry, DiaryUpdate } from "@hg/shared/diary";
import { api } from "@/lib/api-client";
import { DiaryEntrySchema } from "@hg/shared/diary-answers";
import { diaryKeys, diaryPath } from "./query-keys";

/** `PATCH /api/user/{userId}/diary/{entryId}`: only the fields sent change. */
export async function updateDiaryEntry(userId: string, entryId: string, body: DiaryUpdate): Promise<DiaryEntry> {
  const answer = await api.request(`${diaryPath(userId)}/${encodeURIComponent(entryId)}`, { method: "PATCH", body });
  return DiaryEntrySchema.parse(answer);
}

export function useUpdateDiaryEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: DiaryUpdate }) => updateDiaryEntry(userId, entryId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) }),
  });
}
