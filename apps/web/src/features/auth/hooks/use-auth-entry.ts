import { MESSAGES } from "@hg/shared/errors";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { z } from "zod";
import { notify } from "@/components/feedback-ui/notifications";
import { clearGoogleAuthContext, readGoogleAuthContext, writeAuthIntent } from "@/lib/auth-intent";
import { readPendingFirstMessage, writePendingFirstMessage } from "@/lib/storage";
import { useAuthSession } from "./use-auth-session";
import { usePostSignIn } from "./use-post-sign-in";

// Navigation state the landing screen accepts (spec section 2). Anything else is ignored.
const EntryStateSchema = z
  .object({
    action: z.enum(["login", "signup", "forgot"]).optional().catch(undefined),
    message: z.string().trim().min(1).optional().catch(undefined),
    conversationId: z.string().min(1).optional().catch(undefined),
    from: z.string().startsWith("/").optional().catch(undefined),
    /** "session-ended": the session ended elsewhere (expired, revoked); the card says so. */
    reason: z.literal("session-ended").optional().catch(undefined),
  })
  .catch({});
export type EntryState = z.infer<typeof EntryStateSchema>;

/**
 * Everything the sign-in screens (/ and /auth) do besides drawing the card: read the navigation
 * state (kept in storage so it survives the email link and the Google round trip), report a
 * Google error from the callback URL, and run the redirect order once the person is signed in
 * with a real account (guests stay, so they can upgrade).
 */
export function useAuthEntry() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state: EntryState = EntryStateSchema.parse(location.state ?? {});
  const { user, isAnonymous, isPending } = useAuthSession();
  const postSignIn = usePostSignIn();
  const [redirecting, setRedirecting] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (state.conversationId || state.from) writeAuthIntent({ conversationId: state.conversationId, from: state.from });
    if (state.message) writePendingFirstMessage(state.message);
  }, [state.conversationId, state.from, state.message]);

  const googleError = searchParams.get("error");
  useEffect(() => {
    if (!googleError) return;
    clearGoogleAuthContext();
    notify(MESSAGES.googleLoginError(googleError.replaceAll("_", " ")), "error");
    setSearchParams(
      (params) => {
        params.delete("error");
        params.delete("error_description");
        return params;
      },
      { replace: true },
    );
  }, [googleError, setSearchParams]);

  useEffect(() => {
    if (!user || isAnonymous || started.current) return;
    started.current = true;
    setRedirecting(true);
    if (readGoogleAuthContext()) notify(MESSAGES.googleLoginSuccess, "success");
    postSignIn(user.id).catch(() => {
      started.current = false;
      setRedirecting(false);
      notify(MESSAGES.somethingWentWrong, "error");
    });
  }, [user, isAnonymous, postSignIn]);

  // Emails link to `/?action=login` (a URL cannot carry navigation state).
  const queryAction = searchParams.get("action");
  const linkAction = queryAction === "login" || queryAction === "signup" ? queryAction : undefined;

  return {
    initialMode: state.action ?? linkAction ?? "login",
    pendingMessage: state.message ?? readPendingFirstMessage(),
    sessionEnded: state.reason === "session-ended" && !user,
    /** True while a signed-in person is being sent onwards (or the session is still loading). */
    busy: redirecting || (isPending && !user),
  };
}
