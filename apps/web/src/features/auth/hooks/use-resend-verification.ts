import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { AUTH_CALLBACKS, authClient } from "@/lib/auth-client";

type ResendOptions = {
  /**
   * Send without the session cookie. A guest who has just signed up needs this: while signed in,
   * better-auth only resends to the session's own (placeholder) address, and the new account is
   * not this session's user until it is verified.
   */
  withoutSession?: boolean;
};

/** 'Resend verification email': sends the link again and says in a snackbar how it went. */
export function useResendVerification() {
  const [sending, setSending] = useState(false);

  async function resend(email: string, { withoutSession = false }: ResendOptions = {}) {
    setSending(true);
    try {
      const body = { email, callbackURL: AUTH_CALLBACKS.verifyEmail };
      const { error } = withoutSession ? await authClient.sendVerificationEmail(body, { credentials: "omit" }) : await authClient.sendVerificationEmail(body);
      notify(error ? MESSAGES.verificationFailed : MESSAGES.verificationSent, error ? "error" : "success");
    } catch {
      notify(MESSAGES.verificationFailed, "error");
    } finally {
      setSending(false);
    }
  }

  return { resend, sending };
}
