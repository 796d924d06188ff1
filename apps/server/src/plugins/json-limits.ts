import { AppError } from "../services/app-error.ts";

/** Deeper JSON than this is refused before parsing: no API body nests past a handful of levels. */
export const MAX_JSON_DEPTH = 32;

const NUL = "\u0000";

/** The nesting depth of JSON text in one linear pass (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Throws 400 when a parsed value holds a NUL character or a prototype-polluting key (depth already bounded). */
export function assertCleanJson(value: unknown, path = "body"): void {
  if (typeof value === "string") {
    // PostgreSQL cannot store NUL in text and SQLite would store it: refused everywhere alike.
    if (value.includes(NUL)) throw new AppError("bad_request", `Validation Error: ${path}: must not contain NUL characters`, [{ path, message: "must not contain NUL characters" }]);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertCleanJson(item, `${path}.${i}`));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) throw new AppError("bad_request", `Validation Error: ${path}: keys must not contain NUL characters`);
    // The same refusal as Fastify's own parser (secure-json-parse, protoAction "error").
    if (key === "__proto__" || (key === "constructor" && item !== null && typeof item === "object" && "prototype" in item))
      throw new AppError("bad_request", "Validation Error: body: forbidden property name");
    assertCleanJson(item, `${path}.${key}`);
  }
}

/** JSON.parse with the API's limits: bounded depth, no NUL, no prototype keys; every failure is a 400. */
export function parseBoundedJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError("bad_request", `Validation Error: body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Body is not valid JSON");
  }
  assertCleanJson(value);
  return value;
}

/** True when a raw request URL (path or query) carries a NUL byte, encoded or not. */
export function urlHasNul(url: string): boolean {
  return url.includes(NUL) || /%00/i.test(url);
}
