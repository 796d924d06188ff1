import { anonymousClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { fetchWithHeadStart } from "./early-response";

// The one better-auth client. Same origin as the page (the server serves both), so the session
// cookie rides along; ARCHITECTURE.md mounts better-auth under /api/auth.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [anonymousClient()],
  // The session check index.html already started (decision 016) is taken from there.
  fetchOptions: { customFetchImpl: fetchWithHeadStart },
});

export type AuthSession = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;
export type AuthUser = AuthSession["user"];

/** Shape of `error` in better-auth client answers (`{ data, error }`). */
export type AuthClientError = { status: number; statusText?: string; code?: string; message?: string };

/** Callback targets the server redirects to after an email link or the Google round trip. */
export const AUTH_CALLBACKS = {
  verifyEmail: "/verify-email",
  /** The emailed reset link lands here with `?token=` (or `?error=INVALID_TOKEN`). */
  resetPassword: "/reset-password",
  googleSuccess: "/",
  googleNewUser: "/user-details",
  googleError: "/",
} as const;
