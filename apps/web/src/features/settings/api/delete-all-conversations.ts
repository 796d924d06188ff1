import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const DeletedSchema = z.object({ deleted: z.number() });

/** `DELETE /api/delete-conversation/user/{userId}`: every conversation, with its messages, feedback and share links. */
export async function deleteAllConversations(userId: string): Promise<number> {
  return DeletedSchema.parse(await api.delete(`/delete-conversation/user/${encodeURIComponent(userId)}`)).deleted;
}

export const useDeleteAllConversations = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllConversations,
    // Lists, histories, reports and share links of other features all change; their keys belong
    // to those features, so mark everything stale rather than spelling their keys here.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
