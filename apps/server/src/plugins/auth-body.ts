import { z } from "zod";
import { AppError } from "../services/app-error.ts";
import { parseBoundedJson } from "./json-limits.ts";

// better-auth validates most bodies itself, but not all (update-user takes any record and a null name
// reached the database as a 500). These are checked here, at the edge, before it sees them.
const text = (max: number) => z.string().max(max);
const COMMON_FIELDS = z
  .object({
    email: text(320),
    password: text(1024),
    newPassword: text(1024),
    currentPassword: text(1024),
    name: text(200),
    token: text(2048),
    callbackURL: text(2048),
    redirectTo: text(2048),
  })
  .partial();

const UPDATE_USER = z.strictObject({ name: text(200).trim().min(1, "must not be empty").optional(), image: text(2048).nullable().optional() });

function zodTo400(error: z.ZodError): AppError {
  const errors = error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message }));
  return new AppError("bad_request", `Validation Error: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`, errors);
}

export interface AuthBody {
  /** The bytes to hand to better-auth (possibly rewritten). */
  bytes: Uint8Array | undefined;
  /** The parsed JSON object, when the body was one. */
  json: Record<string, unknown> | undefined;
}

/**
 * Checks an /api/auth/* body (bounded JSON, no NUL, string fields strings) and applies the server's
 * overrides: a password change always ends the other sessions (issue 17 item 9).
 */
export function checkAuthBody(path: string, contentType: string | undefined, raw: Buffer | undefined): AuthBody {
  if (!raw || raw.length === 0) return { bytes: undefined, json: undefined };
  if (!(contentType ?? "").includes("json")) return { bytes: new Uint8Array(raw), json: undefined };
  const value = parseBoundedJson(raw.toString("utf8"));
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new AppError("bad_request", "Validation Error: body: must be a JSON object");
  const checked = (path.endsWith("/update-user") ? UPDATE_USER : COMMON_FIELDS).safeParse(value);
  if (!checked.success) throw zodTo400(checked.error);
  let json = value as Record<string, unknown>;
  if (path.endsWith("/change-password")) json = { ...json, revokeOtherSessions: true };
  return { bytes: new TextEncoder().encode(JSON.stringify(json)), json };
}
