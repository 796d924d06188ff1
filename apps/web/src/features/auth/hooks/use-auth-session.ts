import { authClient } from "@/lib/auth-client";

/** The better-auth session reduced to what screens need. */
export function useAuthSession() {
  const { data, isPending, refetch, error } = authClient.useSession();
  const user = data?.user ?? null;
  // Only "no session" (200 with null) or a 401 means signed out. A 429, 5xx or network failure of the
  // check says nothing about the session: better-auth keeps the last user then, and screens without
  // one show the failure with a retry instead of the sign-in card.
  const status = (error as { status?: number } | null | undefined)?.status;
  const checkFailed = !user && Boolean(error) && status !== 401;
  return {
    user,
    userId: user?.id ?? null,
    isAnonymous: Boolean(user && "isAnonymous" in user && user.isAnonymous),
    isPending,
    refetch,
    /** The session check itself failed (not a sign-out): its HTTP status, 0 for a network error. */
    checkError: checkFailed ? { status: status ?? 0 } : null,
  };
}
