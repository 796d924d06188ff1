import type { z } from "zod";

// Every browser-storage key of the app lives here (STYLE.md), so sign-out can remove all of
// spec section 4's traces in one place. Read and write failures (private mode, quota, a
// disabled storage) only warn: spec section 8 "Other".
// This module is part of the app's entry (the theme is read before the first paint), so it has no
// runtime zod (about 20 KB gzip): callers pass their schema to readJson, and the values whose
// schemas need zod live beside their feature code (auth-intent.ts).

export const STORAGE_KEYS = {
  /** Local preferences that survive sign-out: the theme (one config key). */
  config: "headache_config",
  /** Cached auth user (spec section 4 sign-out list). */
  authUser: "headache_auth_user",
  intakeForm: "headache_intake_form",
  intakeUiState: "headache_intake_ui_state",
  /** Diary entries the server has not confirmed yet (issue 19), resent with the same clientId. */
  diaryOutbox: "headache_diary_outbox",
  user: "headache_user",
  conversations: "headache_conversations",
  messages: "headache_messages",
  /** Cohort group from a `?group=` link, until it is synced to the server. */
  group: "headache_group",
  /** Set after an email sign-up so the first sign-in goes to /user-details. */
  newSignup: "headache_new_signup",
  /** Where a Google sign-in started (5-minute expiry, spec section 9). */
  googleAuthContext: "headache_google_auth_context",
  /** First chat message typed before sign-in finished. */
  pendingFirstMessage: "headache_pending_first_message",
  /** Session-scoped: the conversation to open after sign-in and the page that sent the person. */
  authIntent: "headache_auth_intent",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage {
  return which === "local" ? window.localStorage : window.sessionStorage;
}

/** Raw string read; null when missing or unreadable. */
export function readItem(key: string, which: Area = "local"): string | null {
  try {
    return area(which).getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from ${which} storage`, error);
    return null;
  }
}

export function writeItem(key: string, value: string, which: Area = "local"): void {
  try {
    area(which).setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to ${which} storage`, error);
  }
}

export function removeItem(key: string, which: Area = "local"): void {
  try {
    area(which).removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from ${which} storage`, error);
  }
}

/** JSON read validated with `schema`; anything malformed counts as missing (and is warned about). */
export function readJson<T>(key: string, schema: z.ZodType<T>, which: Area = "local"): T | null {
  const raw = readItem(key, which);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the warning below
  }
  console.warn(`Ignoring malformed "${key}" in ${which} storage`);
  return null;
}

export function writeJson(key: string, value: unknown, which: Area = "local"): void {
  writeItem(key, JSON.stringify(value), which);
}

// --- theme (the one config key) ---------------------------------------------------------

export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

// The one value read before the first paint is checked by hand (decision note 013): a stored object
// whose `theme` is not one of the three counts as "system", like anything unreadable.
function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((preference) => preference === value);
}

export function readThemePreference(): ThemePreference {
  const raw = readItem(STORAGE_KEYS.config);
  if (raw === null) return "system";
  try {
    const config: unknown = JSON.parse(raw);
    if (typeof config === "object" && config !== null && !Array.isArray(config)) {
      const theme: unknown = (config as { theme?: unknown }).theme;
      return isThemePreference(theme) ? theme : "system";
    }
  } catch {
    // fall through to the warning below
  }
  console.warn(`Ignoring malformed "${STORAGE_KEYS.config}" in local storage`);
  return "system";
}

export function writeThemePreference(theme: ThemePreference): void {
  writeJson(STORAGE_KEYS.config, { theme });
}

// --- group, new-signup flag, pending first message ----------------------------------------

export const readStoredGroup = () => readItem(STORAGE_KEYS.group);
export const writeStoredGroup = (group: string) => writeItem(STORAGE_KEYS.group, group);
export const clearStoredGroup = () => removeItem(STORAGE_KEYS.group);

export const readNewSignupFlag = () => readItem(STORAGE_KEYS.newSignup) === "true";
export const writeNewSignupFlag = () => writeItem(STORAGE_KEYS.newSignup, "true");
export const clearNewSignupFlag = () => removeItem(STORAGE_KEYS.newSignup);

export const readPendingFirstMessage = () => readItem(STORAGE_KEYS.pendingFirstMessage)?.trim() || null;
export const writePendingFirstMessage = (text: string) => writeItem(STORAGE_KEYS.pendingFirstMessage, text);
export const clearPendingFirstMessage = () => removeItem(STORAGE_KEYS.pendingFirstMessage);

// --- sign-out ---------------------------------------------------------------------------------

/** Keys removed from local storage at sign-out: everything except the theme preference. */
export const SIGN_OUT_LOCAL_KEYS = [
  STORAGE_KEYS.authUser,
  STORAGE_KEYS.intakeForm,
  STORAGE_KEYS.intakeUiState,
  STORAGE_KEYS.diaryOutbox,
  STORAGE_KEYS.user,
  STORAGE_KEYS.conversations,
  STORAGE_KEYS.messages,
  STORAGE_KEYS.group,
  STORAGE_KEYS.newSignup,
  STORAGE_KEYS.googleAuthContext,
  STORAGE_KEYS.pendingFirstMessage,
] as const;

/** Spec section 4 sign-out: removes every trace of the signed-in person from this browser. */
export function clearSignedOutTraces(): void {
  for (const key of SIGN_OUT_LOCAL_KEYS) removeItem(key);
  try {
    window.sessionStorage.clear();
  } catch (error) {
    console.warn("Could not clear session storage", error);
  }
}
