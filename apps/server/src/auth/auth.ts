// The minimal entry and per-plugin paths: the full "better-auth" and "better-auth/plugins" entries load every
// adapter and plugin and cost about two seconds of start-up.
import { betterAuth } from "better-auth/minimal";
import type { BetterAuthOptions } from "better-auth";
import { anonymous } from "better-auth/plugins/anonymous";
import { bearer } from "better-auth/plugins/bearer";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { PasswordPolicy } from "@hg/shared";
import type { Database, DatabaseKind } from "../store/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from "../mail/mailer.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { onAuthError } from "./auth-errors.ts";
import { googleIssuerPlugin, type OidcEndpoints } from "./google-issuer.ts";
import { readSessionsFrom } from "./session-lookup.ts";
import { findSessionByToken } from "../store/session-store.ts";

/** The password policy the server enforces and publishes in GET /api/config (NIST 800-63B: length, no composition rules). */
export const PASSWORD_POLICY: PasswordPolicy = {
  schemaVersion: 1,
  enforcement: "ENFORCE",
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** Header the Fastify bridge sets from request.ip (which honours TRUST_PROXY); clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-hg-client-ip";

export interface AuthDeps {
  db: Kysely<unknown>;
  dbKind: DatabaseKind;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  mailer: Mailer;
  log: FastifyBaseLogger;
  secondaryStorage?: NonNullable<BetterAuthOptions["secondaryStorage"]> | undefined;
  google?: { clientId: string; clientSecret: string; endpoints?: OidcEndpoints | undefined } | undefined;
  signInRateLimitPerMinute: number;
  /** Moves a guest's product data to the account it became (or was merged into). */
  onGuestLinked: (guestUserId: string, accountUserId: string) => Promise<void>;
}

/** Builds the better-auth instance with the security defaults of docs/decisions/001-auth-security.md. */
export function createAuth(deps: AuthDeps) {
  const options = {
    appName: "Headache Guide",
    baseURL: deps.baseURL,
    basePath: "/api/auth",
    secret: deps.secret,
    database: kyselyAdapter(deps.db, { type: deps.dbKind }),
    trustedOrigins: deps.trustedOrigins,
    secondaryStorage: deps.secondaryStorage,
    logger: {
      // better-auth logs e-mail addresses at info level; warnings and errors only, through pino.
      level: "warn",
      log: (level, message) => (level === "error" ? deps.log.error(message) : deps.log.warn(message)),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_POLICY.minLength,
      maxPasswordLength: PASSWORD_POLICY.maxLength,
      password: { hash: hashPassword, verify: verifyPassword },
      // Password reset (API.md "Accounts"): the answer is the same for unknown addresses, and the mail is
      // sent without awaiting it, so a slow SMTP server cannot reveal that an account exists by timing.
      // Guests have placeholder addresses (guest.invalid) and no password: nothing to send.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        if (user.email.endsWith("@guest.invalid")) return;
        deps.mailer.send(passwordResetEmail(user.email, url)).catch((error: unknown) => deps.log.error({ err: error }, "password reset email failed"));
      },
      onPasswordReset: async ({ user }) => {
        await deps.mailer.send(passwordChangedEmail(user.email, `${deps.baseURL}/?action=login`)).catch((error: unknown) => deps.log.error({ err: error }, "password changed email failed"));
      },
      // A sign-up for an address that already has an account answers exactly like a new one (no
      // enumeration); the owner gets an email instead.
      onExistingUserSignUp: async ({ user }) => {
        const url = `${deps.baseURL}/?action=login`;
        await deps.mailer.send({
          to: user.email,
          subject: "Someone tried to create an account with your email",
          text: `Someone (maybe you) tried to create a Headache Guide account with this email address, which already has an account.\nTo sign in, open ${url}\nIf it was not you, you can ignore this email.`,
          html: `<p>Someone (maybe you) tried to create a Headache Guide account with this email address, which already has an account.</p><p><a href="${url}">Sign in</a></p><p>If it was not you, you can ignore this email.</p>`,
          links: [url],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => deps.mailer.send(verificationEmail(user.email, url)),
    },
    socialProviders: deps.google
      ? { google: { clientId: deps.google.clientId, clientSecret: deps.google.clientSecret, prompt: "select_account" } }
      : {},
    account: {
      // Google proves the address, so a Google sign-in with the email of an existing account joins that account.
      accountLinking: { enabled: true, trustedProviders: ["google"] },
    },
    // Internal errors reach the bridge, which answers 503 when the database or Redis is down.
    onAPIError: { onError: onAuthError(deps.log) },
    // Verification and reset tokens also in the database, so a Redis outage does not void links already sent.
    verification: { storeInDatabase: true },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      storeSessionInDatabase: true,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 120,
      storage: deps.secondaryStorage ? "secondary-storage" : "memory",
      customRules: {
        "/sign-in/email": { window: 60, max: deps.signInRateLimitPerMinute },
        "/sign-up/email": { window: 60, max: deps.signInRateLimitPerMinute },
        "/send-verification-email": { window: 60, max: 3 },
        "/sign-in/anonymous": { window: 60, max: 30 },
        // Reading one's own session guesses nothing, and every /api call already does the same lookup
        // unthrottled: a clinic or office behind one address must not be signed out by its own page loads.
        "/get-session": false,
      },
    },
    advanced: {
      // better-auth turns its origin check off when NODE_ENV=test (as Vitest sets): explicit, so tests
      // see what production does (issue 17 item 10 was invisible to the suite because of it).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: deps.baseURL.startsWith("https://"),
    },
    plugins: [
      anonymous({
        emailDomainName: "guest.invalid",
        generateName: () => "Guest",
        onLinkAccount: async ({ anonymousUser, newUser }) =>
          deps.onGuestLinked(anonymousUser.user.id, newUser.user.id),
      }),
      // Only signed tokens (token.signature from set-auth-token): a raw session id is not a credential (issue 17 item 9).
      bearer({ requireSignature: true }),
      ...(deps.google?.endpoints ? [googleIssuerPlugin(deps.google.endpoints)] : []),
    ],
  } satisfies BetterAuthOptions;
  const auth = betterAuth(options);
  readSessionsFrom(auth, (token) => findSessionByToken(deps.db as Kysely<Database>, token));
  return { auth, options };
}

/** Creates or updates better-auth's tables (the same options, with the database given in the form its migrator reads). */
export async function migrateAuthTables(options: BetterAuthOptions, db: Kysely<unknown>, dbKind: DatabaseKind): Promise<void> {
  const { getMigrations } = await import("better-auth/db/migration");
  await (await getMigrations({ ...options, database: { db, type: dbKind } })).runMigrations();
}

export type Auth = ReturnType<typeof createAuth>["auth"];
