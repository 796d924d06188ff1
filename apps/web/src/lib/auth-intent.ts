import { z } from "zod";
import { readJson, removeItem, STORAGE_KEYS, writeJson } from "./storage";

// Where to go after sign-in (spec section 2), kept across the email link and the Google round trip.
// Its own module: these schemas need zod, and lib/storage.ts is part of the app's entry.

const AuthIntentSchema = z.object({
  conversationId: z.string().min(1).optional(),
  from: z.string().optional(),
});
export type AuthIntent = z.infer<typeof AuthIntentSchema>;

export const readAuthIntent = (): AuthIntent => readJson(STORAGE_KEYS.authIntent, AuthIntentSchema, "session") ?? {};
export const writeAuthIntent = (intent: AuthIntent) => writeJson(STORAGE_KEYS.authIntent, intent, "session");
export const clearAuthIntent = () => removeItem(STORAGE_KEYS.authIntent, "session");

export const GOOGLE_AUTH_CONTEXT_TTL_MS = 5 * 60 * 1000;
const GoogleAuthContextSchema = AuthIntentSchema.extend({ timestamp: z.unknown() });

/** Remembers the sign-in intent across the Google redirect. */
export function writeGoogleAuthContext(intent: AuthIntent, now = Date.now()): void {
  writeJson(STORAGE_KEYS.googleAuthContext, { ...intent, timestamp: now });
}

/**
 * The stored Google context, or null. Spec section 9: it expires after 5 minutes and is
 * removed when stale or when its timestamp is not a number.
 */
export function readGoogleAuthContext(now = Date.now()): AuthIntent | null {
  const stored = readJson(STORAGE_KEYS.googleAuthContext, GoogleAuthContextSchema);
  if (!stored) {
    removeItem(STORAGE_KEYS.googleAuthContext);
    return null;
  }
  const { timestamp, ...intent } = stored;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp) || now - timestamp > GOOGLE_AUTH_CONTEXT_TTL_MS) {
    removeItem(STORAGE_KEYS.googleAuthContext);
    return null;
  }
  return intent;
}

export const clearGoogleAuthContext = () => removeItem(STORAGE_KEYS.googleAuthContext);
