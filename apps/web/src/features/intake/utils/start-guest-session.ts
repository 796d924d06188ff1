import { authClient } from "@/lib/auth-client";

/**
 * The signed-in person's id; when nobody is signed in (the session ended while filling in the
 * form), starts a guest session first (spec section 2: the chat then starts as a guest).
 * `register` lets the server create the guest's profile (GET /api/user/{id} does that).
 */
export async function ensureSignedIn(currentUserId: string | null, register: (userId: string) => Promise<unknown>): Promise<string> {
  if (currentUserId) return currentUserId;
  const session = await authClient.getSession();
  const existing = session.data?.user;
  if (existing) return existing.id;
  const result = await authClient.signIn.anonymous();
  if (result.error || !result.data) throw new Error(result.error?.message ?? "anonymous sign-in failed");
  await register(result.data.user.id);
  return result.data.user.id;
}
