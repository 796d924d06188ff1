import { createHash } from "node:crypto";
import CACHE from "./literal-cache.generated.json" with { type: "json" };
import { requiredLiterals } from "./literal-prefilter.ts";

// Parsing the lexicon's ~1,000 patterns for their required literals took a sixth of the server's
// start (issue 18). Their results are kept in literal-cache.generated.json, keyed by a hash of each
// pattern's source, and written by `npm run clinic:literals`; a pattern the file does not know yet
// is parsed as before, so a stale file costs time at start, never a different reading
// (literal-cache.test.ts keeps it complete).

const known: Readonly<Record<string, string[] | null>> = CACHE;

/** The key of a pattern in the cache: a short hash of its source. */
export const literalKey = (re: RegExp): string => createHash("sha1").update(re.source).digest("base64url").slice(0, 16);

/** Strings of which every match of `re` contains at least one (null when unknown), from the cache when it has them. */
export function cachedLiterals(re: RegExp): string[] | null {
  const hit = known[literalKey(re)];
  return hit === undefined ? requiredLiterals(re) : hit;
}
