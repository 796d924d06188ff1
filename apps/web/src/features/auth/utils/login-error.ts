import { MESSAGES } from "@hg/shared/errors";
import type { AuthClientError } from "@/lib/auth-client";

export type LoginErrorView = {
  message: string;
  /** Show the invitation to create an account (unknown user or invalid credentials). */
  inviteSignup: boolean;
  /** Reveal 'Resend verification email'. */
  unverified: boolean;
};

/**
 * Spec section 8 "Login" for better-auth's answers. The server never says whether an email has
 * an account, so a wrong password and an unknown user both arrive as INVALID_EMAIL_OR_PASSWORD
 * and get the invalid-credentials message with the invitation.
 */
export function loginErrorView(error: AuthClientError | null | undefined): LoginErrorView {
  const none = { inviteSignup: false, unverified: false };
  if (!error) return { message: MESSAGES.login.other, ...none };
  if (error.status === 429) return { message: MESSAGES.login.tooManyRequests, ...none };
  if (error.status === 403 && error.code === "EMAIL_NOT_VERIFIED") {
    return { message: MESSAGES.login.emailNotVerified, inviteSignup: false, unverified: true };
  }
  if (error.code === "INVALID_PASSWORD") return { message: MESSAGES.login.wrongPassword, ...none };
  if (
    error.status === 401 ||
    error.code === "INVALID_EMAIL_OR_PASSWORD" ||
    error.code === "USER_NOT_FOUND" ||
    error.code === "CREDENTIAL_ACCOUNT_NOT_FOUND"
  ) {
    return { message: MESSAGES.login.invalidCredentials, inviteSignup: true, unverified: false };
  }
  return { message: MESSAGES.login.other, ...none };
}

const PASSWORD_CODES = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "PASSWORD_DOES_NOT_MEET_REQUIREMENTS"]);

/** True when sign-up was refused because of the password policy (then the policy is refreshed). */
export function isPasswordPolicyError(error: AuthClientError): boolean {
  if (error.code && PASSWORD_CODES.has(error.code)) return true;
  return (error.status === 400 || error.status === 422) && /password/i.test(error.message ?? "");
}
