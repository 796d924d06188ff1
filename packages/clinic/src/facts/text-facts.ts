import type { Fact, Provenance } from "../types.ts";
import { normalizeText } from "./normalize.ts";
import { sentences } from "./scope.ts";
import { conceptFacts } from "./text-concepts.ts";
import { quantityFacts } from "./text-quantities.ts";

export type Expectation = "duration" | "frequency" | "history" | "attacks" | null;

// Reading a message is the expensive part, and the server re-reads the whole conversation on
// every turn; the result depends only on the arguments, so a bounded cache keeps turns fast.
const CACHE = new Map<string, Fact[]>();
const CACHE_LIMIT = 2000;

/** Every fact stated in one piece of free text, in the order it was said. */
export function extractTextFacts(text: string, source: Provenance, now: Date | null, expects: Expectation = null): Fact[] {
  const key = `${JSON.stringify(source)}|${expects ?? ""}|${now === null ? "" : now.toISOString().slice(0, 7)}|${text}`;
  const hit = CACHE.get(key);
  if (hit !== undefined) return hit;
  const normal = normalizeText(text);
  const out: Fact[] = [];
  for (const sentence of sentences(normal)) {
    out.push(...conceptFacts(sentence, normal, source));
    out.push(...quantityFacts({ sentence, source, now, expects }));
  }
  if (CACHE.size >= CACHE_LIMIT) {
    const first = CACHE.keys().next();
    if (first.done !== true) CACHE.delete(first.value);
  }
  CACHE.set(key, out);
  return out;
}
