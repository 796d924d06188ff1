import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

const DeletedSchema = z.object({ deleted: z.number() });

type DeleteInput = { userId: string; conversationId: string };

/** `DELETE /api/delete-conversation/user/{userId}/conversation/{conversationId}`. */
export async function deleteConversation({ userId, conversationId }: DeleteInput): Promise<number> {
  const answer = await api.delete(
    `/delete-conversation/user/${encodeURIComponent(userId)}/conversation/${encodeURIComponent(conversationId)}`,
  );
  return DeletedSchema.parse(answer).deleted;
}

/**
 * `onDeleted` runs before the cache forgets the conversation: a screen showing it can leave
 * first, instead of refetching a history that no longer exists.
 */
export function useDeleteConversation({ onDeleted }: { onDeleted?: (input: DeleteInput) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: async (_deleted, input) => {
      const { userId, conversationId } = input;
      await onDeleted?.(input);
      queryClient.removeQueries({ queryKey: chatKeys.history(userId, conversationId) });
      queryClient.removeQueries({ queryKey: chatKeys.report(userId, conversationId) });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list(userId), exact: true });
    },
  });
}
