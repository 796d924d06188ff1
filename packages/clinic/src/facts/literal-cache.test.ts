import { describe, expect, it } from "vitest";
import CACHE from "./literal-cache.generated.json" with { type: "json" };
import { cachedLiterals, literalKey } from "./literal-cache.ts";
import { requiredLiterals } from "./literal-prefilter.ts";
import { lexiconPatterns } from "./text-concepts.ts";

const known: Readonly<Record<string, string[] | null>> = CACHE;

describe("the literal cache", () => {
  it("holds every lexicon pattern, with the literals the parser finds (else: npm run clinic:literals)", () => {
    const stale = lexiconPatterns().filter((re) => JSON.stringify(known[literalKey(re)]) !== JSON.stringify(requiredLiterals(re)));
    expect(stale.map((re) => re.source.slice(0, 80))).toEqual([]);
  });
  it("parses a pattern it does not hold", () => {
    const re = /\bnot in any lexicon (?:yet|so far)\b/;
    expect(known[literalKey(re)]).toBeUndefined();
    expect(cachedLiterals(re)).toEqual(["not in any lexicon "]);
  });
});
