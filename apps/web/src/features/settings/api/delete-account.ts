import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const DeletedSchema = z.object({ deleted: z.literal(true) });

/** `DELETE /api/user/{userId}`: the account and every row held about the person, sessions too. */
export async function deleteAccount(userId: string): Promise<void> {
  DeletedSchema.parse(await api.delete(`/user/${encodeURIComponent(userId)}`));
}

// No cache work here: the caller signs out, which clears the whole query cache.
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
