import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { diaryKeys, diaryPath } from "./query-keys";

/** `DELETE /api/user/{userId}/diary/{entryId}` (204). */
export async function deleteDiaryEntry(userId: string, entryId: string): Promise<void> {
  await api.delete(`${diaryPath(userId)}/${encodeURIComponent(entryId)}`);
}

export function useDeleteDiaryEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteDiaryEntry(userId, entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) }),
  });
}
