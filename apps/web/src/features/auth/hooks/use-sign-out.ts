import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { clearSignedOutTraces } from "@/lib/storage";

/** Spec section 4 "Sign-out": sign out, then remove every trace from the browser and the query cache. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await authClient.signOut();
    } catch (error) {
      // Still clear this browser: the person asked to leave, and the cookie may already be gone.
      console.warn("Sign-out request failed", error);
    }
    clearSignedOutTraces();
    queryClient.clear();
    await navigate(paths.home.getHref(), { replace: true });
  };
}
