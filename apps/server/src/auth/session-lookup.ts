import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Auth } from "./auth.ts";

/** The signed-in person of a request, as better-auth's getSession answers it. */
export interface FoundSession {
  user: { id: string; email: string; isAnonymous?: boolean | null | undefined };
  session: { createdAt: Date };
}

/** Finds the session of a request's headers; null when there is none (or it is not valid). */
export type SessionLookup = (headers: IncomingHttpHeaders, slow: () => Promise<FoundSession | null>) => Promise<FoundSession | null>;

/** A session and its user by token, read from the database better-auth keeps them in. */
export type FindSessionInDatabase = (token: string) => Promise<{ session: { expiresAt: Date; createdAt: Date }; user: FoundSession["user"] } | undefined>;

// createAuth knows the database and registerAuth gets only the auth instance: the instance carries it here.
const DATABASES = new WeakMap<object, FindSessionInDatabase>();

/** Tells the lookup of this auth instance how to read its sessions straight from the database. */
export function readSessionsFrom(auth: object, find: FindSessionInDatabase): void {
  DATABASES.set(auth, find);
}

const CHECKED_MAX = 10_000;
// better-call's signed values: `value.signature`, the signature standard base64 of an HMAC-SHA-256 (44 characters).
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

function decode(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first cookie of that name, read as better-call reads it (quotes stripped, URL-decoded); undefined when absent. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    return decode(value);
  }
  return undefined;
}

/**
 * requireUser's session lookup (docs/decisions/012-session-lookup-and-prepared-turn-queries.md).
 * better-auth's own `getSession` answers every request through its endpoint machinery: a web
 * Request, hooks, and two WebCrypto HMAC checks of the same token; that was a fifth of a chat turn.
 * This reads the same credential (a bearer token first, then the session cookie), checks its
 * signature with node:crypto, and reads the session as better-auth's `findSession` does: one query
 * of the session joined to its user when sessions live in the database only, better-auth's own
 * `findSession` when Redis holds them (Redis also keeps its revocation marks). Either way a revoked
 * session ends on the next request, as before. It only ever says yes: whatever it does not handle
 * itself (no or bad credential, unknown or expired session, a session due for its daily refresh, a
 * "don't remember me" session) goes to `slow`, better-auth's getSession, which decides as it always did.
 */
export async function createSessionLookup(auth: Auth): Promise<SessionLookup> {
  const context = await auth.$context;
  const { secret, authCookies, internalAdapter, sessionConfig } = context;
  const sessionCookie = authCookies.sessionToken.name;
  const dontRemember = authCookies.dontRememberToken.name;
  const findInDatabase = context.secondaryStorage ? undefined : DATABASES.get(auth);
  const findSession = findInDatabase ?? ((token: string) => internalAdapter.findSession(token));
  const refreshDisabled = (context.options.session as { disableSessionRefresh?: boolean } | undefined)?.disableSessionRefresh === true;

  // A client sends the same signed token with every request: each is checked once (only good ones are kept).
  const checked = new Map<string, string>();

  /** The session token of a signed value, undefined when its signature is not ours. */
  function verified(signed: string): string | undefined {
    const known = checked.get(signed);
    if (known !== undefined) return known;
    const token = verifiedUncached(signed);
    if (token !== undefined) {
      if (checked.size >= CHECKED_MAX) checked.delete(checked.keys().next().value ?? "");
      checked.set(signed, token);
    }
    return token;
  }

  function verifiedUncached(signed: string): string | undefined {
    const dot = signed.lastIndexOf(".");
    if (dot < 1) return undefined;
    const signature = signed.slice(dot + 1);
    if (!SIGNATURE.test(signature)) return undefined;
    const token = signed.slice(0, dot);
    const expected = createHmac("sha256", secret).update(token).digest();
    return timingSafeEqual(expected, Buffer.from(signature, "base64")) ? token : undefined;
  }

  /** The token better-auth would read: a valid bearer token replaces the cookie; undefined sends the request to better-auth. */
  function tokenOf(headers: IncomingHttpHeaders): string | undefined {
    const cookie = headers.cookie ?? "";
    if (cookie.includes(dontRemember)) return undefined;
    const authorization = headers.authorization;
    if (authorization !== undefined) {
      if (authorization.slice(0, 7).toLowerCase() !== "bearer ") return undefined;
      return verified(decode(authorization.slice(7).trim()));
    }
    const value = cookie === "" ? undefined : cookieValue(cookie, sessionCookie);
    return value === undefined ? undefined : verified(value);
  }

  return async (headers, slow) => {
    const token = tokenOf(headers);
    if (token === undefined) return slow();
    const found = await findSession(token);
    if (!found) return slow();
    const now = Date.now();
    const expiresAt = found.session.expiresAt.valueOf();
    // better-auth extends a session once per updateAge (a write and a new cookie): its getSession does that.
    const dueForRefresh = !refreshDisabled && expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (expiresAt <= now || dueForRefresh) return slow();
    return found;
  };
}
