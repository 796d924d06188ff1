import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";

/**
 * 'Continue as guest' (spec section 4 "Anonymous sign-in"): reuse an existing anonymous session,
 * else create one; register it with the server (GET /api/user/{id} creates the guest profile
 * with its placeholder email), sync a stored group, then go to /intake.
 */
export function useGuestSignIn() {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueAsGuest() {
    setPending(true);
    setError(null);
    try {
      const session = await authClient.getSession();
      let user = session.data?.user;
      if (!user?.isAnonymous) {
        const result = await authClient.signIn.anonymous();
        if (result.error || !result.data) throw new Error(result.error?.message ?? "anonymous sign-in failed");
        user = result.data.user;
      }
      // Loaded on the click: registering the guest is not part of the landing's first paint.
      const [{ getUser }, { syncStoredGroup }] = await Promise.all([import("../api/get-user"), import("../utils/sync-group")]);
      const profile = await getUser(user.id);
      await syncStoredGroup(user.id, profile.group);
      await navigate(paths.intake.getHref());
    } catch {
      setError(MESSAGES.guestStartFailed);
    } finally {
      setPending(false);
    }
  }

  return { continueAsGuest, isPending, error, clearError: () => setError(null) };
}
