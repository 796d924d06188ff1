import { authClient } from "@/lib/auth-client";

/** The better-auth session reduced to what screens need. */
export function useAuthSession() {
  const { data, isPending, refetch } = authClient.useSession();
  const user = data?.user ?? null;
  return {
    user,
    userId: user?.id ?? null,
    isAnonymous: Boolean(user && "isAnonymous" in user && user.isAnonymous),
    isPending,
    refetch,
  };
}
