import { AppError } from "./app-error.ts";

// The intake keeps keys it does not know (packages/shared/src/intake.ts: nothing a client sends is
// lost), so its size is bounded here instead (issue 17 item 3). The form's own intake is a few KB.
export const INTAKE_LIMITS = { maxBytes: 64 * 1024, maxDepth: 8, maxStringLength: 4_000, maxKeysPerObject: 100, maxArrayLength: 100 } as const;

function tooBig(path: string, message: string): AppError {
  return new AppError("bad_request", `Validation Error: ${path}: ${message}`, [{ path, message }]);
}

function walk(value: unknown, path: string, depth: number): void {
  if (typeof value === "string") {
    if (value.length > INTAKE_LIMITS.maxStringLength) throw tooBig(path, `must be at most ${INTAKE_LIMITS.maxStringLength} characters`);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (depth > INTAKE_LIMITS.maxDepth) throw tooBig(path, `nests deeper than ${INTAKE_LIMITS.maxDepth} levels`);
  if (Array.isArray(value)) {
    if (value.length > INTAKE_LIMITS.maxArrayLength) throw tooBig(path, `must have at most ${INTAKE_LIMITS.maxArrayLength} items`);
    value.forEach((item, i) => walk(item, `${path}.${i}`, depth + 1));
    return;
  }
  const entries = Object.entries(value);
  if (entries.length > INTAKE_LIMITS.maxKeysPerObject) throw tooBig(path, `must have at most ${INTAKE_LIMITS.maxKeysPerObject} fields`);
  for (const [key, item] of entries) {
    if (key.length > 100) throw tooBig(path, "field names must be at most 100 characters");
    walk(item, `${path}.${key}`, depth + 1);
  }
}

/** Throws 400 naming the place when a submitted intake is larger than any real one could be. */
export function assertIntakeBounds(input: unknown): void {
  walk(input, "intake", 1);
  if (JSON.stringify(input ?? null).length > INTAKE_LIMITS.maxBytes) throw tooBig("intake", `must be at most ${INTAKE_LIMITS.maxBytes / 1024} KB`);
}
