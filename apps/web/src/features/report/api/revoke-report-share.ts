import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportKeys } from "./query-keys";

/** `DELETE /api/report-share/user/{userId}/{token}`; the id shown in the list works as well as the token. */
export async function revokeReportShare(userId: string, idOrToken: string): Promise<void> {
  await api.delete(`/report-share/user/${encodeURIComponent(userId)}/${encodeURIComponent(idOrToken)}`);
}

export function useRevokeReportShare(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idOrToken: string) => revokeReportShare(userId, idOrToken),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.shares(userId) }),
  });
}
