import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const DeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * `DELETE /api/user/{userId}`: the account and every row held about the person, sessions too. The
 * server asks for the password unless the person signed in within the last 15 minutes.
 */
export async function deleteAccount(userId: string, password?: string): Promise<void> {
  const body = password ? { password } : undefined;
  DeletedSchema.parse(await api.delete(`/user/${encodeURIComponent(userId)}`, body));
}

// No cache work here: the caller signs out, which clears the whole query cache.
export const useDeleteAccount = () => useMutation({ mutationFn: ({ userId, password }: { userId: string; password?: string }) => deleteAccount(userId, password) });
