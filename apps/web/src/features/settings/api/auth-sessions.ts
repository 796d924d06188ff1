import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { authClient, type AuthClientError } from "@/lib/auth-client";

// better-auth's session rows as /list-sessions returns them (dates arrive as strings or Dates).
const SessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  userAgent: z.string().nullish(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type DeviceSession = z.infer<typeof SessionSchema>;

/** A better-auth `{ error }` answer as a thrown Error that keeps its status and code. */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(error: AuthClientError) {
    super(error.message || error.statusText || "Request failed");
    this.name = "AuthRequestError";
    this.status = error.status;
    this.code = error.code;
  }
}

/** The person's signed-in sessions, most recently active first. */
export async function listDeviceSessions(): Promise<DeviceSession[]> {
  const { data, error } = await authClient.listSessions();
  if (error) throw new AuthRequestError(error as AuthClientError);
  return z
    .array(SessionSchema)
    .parse(data ?? [])
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export const deviceSessionsQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "sessions"], queryFn: listDeviceSessions, staleTime: 0 });

export const useDeviceSessions = (enabled = true) => useQuery({ ...deviceSessionsQueryOptions(), enabled });

async function unwrap(call: Promise<{ error: unknown }>): Promise<void> {
  const { error } = await call;
  if (error) throw new AuthRequestError(error as AuthClientError);
}

/** Signs out every session but this one. */
export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey }),
  });
};

/** Signs out one other session. */
export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(authClient.revokeSession({ token })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey }),
  });
};
