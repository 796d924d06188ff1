import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { clearSignedOutTraces } from "@/lib/storage";
import { useAuthSession } from "./use-auth-session";

// Once a person signs out, the protected page they were on loses its session and would send them
// to / with `from` (to bring them back after signing in), which the landing page would store again
// right after the storage was cleared. A deliberate sign-out is not an interrupted visit, so pages
// are not remembered until someone else (or the same person, afresh) is signed in.
let signedOutUserId: string | null = null;
// The person last seen on a protected page: if their session disappears without a sign-out here, it
// ended elsewhere (expired, revoked, password reset) and the sign-in card says so.
let seenUserId: string | null = null;

/** Whether a protected page that lost its session should remember itself for after sign-in. */
export const rememberPageOnSignIn = (): boolean => signedOutUserId === null;

/** A signed-in person is on a protected page: a new session that is not the one just ended resets the rule. */
export const noteSignedIn = (userId: string): void => {
  if (userId !== signedOutUserId) signedOutUserId = null;
  seenUserId = userId;
};

// Calls still in flight when the person signs out answer 401: those are not a session that "ended".
let signedOutAtMs = 0;
const SIGN_OUT_QUIET_MS = 30_000;

/** True shortly after a deliberate sign-out in this tab (its stray 401s must not say "your session has ended"). */
export const justSignedOut = (now = Date.now()): boolean => now - signedOutAtMs < SIGN_OUT_QUIET_MS;

/** Whether the session of the person last seen on a protected page ended without a sign-out in this tab. */
export const sessionEndedElsewhere = (): boolean => seenUserId !== null && signedOutUserId === null;

/** Spec section 4 "Sign-out": sign out, then remove every trace from the browser and the query cache. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId, refetch } = useAuthSession();
  return async function signOut() {
    signedOutUserId = userId ?? "";
    signedOutAtMs = Date.now();
    try {
      await authClient.signOut();
      // better-auth keeps the signed-out user in its session store until its own re-check answers.
      // Landing on / before that, the sign-in screen would take that stale user for a fresh sign-in
      // and send them onwards, and a field typed into the login form meanwhile would be lost.
      await refetch();
    } catch (error) {
      // Still clear this browser: the person asked to leave, and the cookie may already be gone.
      console.warn("Sign-out request failed", error);
    }
    clearSignedOutTraces();
    queryClient.clear();
    await navigate(paths.home.getHref(), { replace: true });
  };
}
