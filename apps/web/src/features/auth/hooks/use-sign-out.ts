import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { clearSignedOutTraces } from "@/lib/storage";

// While a sign-out runs, the protected pages lose their session and would send the person to / with
// `from` (to bring them back after signing in), which the landing page stores again right after the
// storage was cleared. A deliberate sign-out is not an interrupted visit: nothing to come back to.
let signingOut = false;

/** True while a sign-out is in progress (protected pages then redirect without remembering the page). */
export const isSigningOut = (): boolean => signingOut;

/** Spec section 4 "Sign-out": sign out, then remove every trace from the browser and the query cache. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    signingOut = true;
    try {
      await authClient.signOut();
    } catch (error) {
      // Still clear this browser: the person asked to leave, and the cookie may already be gone.
      console.warn("Sign-out request failed", error);
    }
    try {
      clearSignedOutTraces();
      queryClient.clear();
      await navigate(paths.home.getHref(), { replace: true });
    } finally {
      signingOut = false;
    }
  };
}
