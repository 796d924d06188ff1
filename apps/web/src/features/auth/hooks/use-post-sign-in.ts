import { useCallback } from "react";
import { useNavigate } from "react-router";
import {
  clearAuthIntent,
  clearGoogleAuthContext,
  readAuthIntent,
  readGoogleAuthContext,
  type AuthIntent,
} from "@/lib/auth-intent";

/** Runs the redirect order of spec section 2 and navigates; the stored intent is used once. */
export function usePostSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (userId: string, options: { afterDetails?: boolean; intent?: AuthIntent } = {}) => {
      const intent: AuthIntent = { ...readAuthIntent(), ...readGoogleAuthContext(), ...options.intent };
      // The redirect order (and the conversation it may create) loads once someone has signed in.
      const { resolvePostSignInPath } = await import("../utils/post-sign-in");
      const path = await resolvePostSignInPath({ userId, intent, afterDetails: options.afterDetails });
      // /user-details continues the same journey, so the intent must survive that step.
      if (path !== "/user-details") {
        clearAuthIntent();
        clearGoogleAuthContext();
      }
      await navigate(path, { replace: true });
    },
    [navigate],
  );
}
