import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ev } from "./criterion.ts";
import type { Features } from "./features.ts";

// ev is on every criterion of every turn: the fast version must give exactly the reference output.
const reference = (quotes: Record<string, string>, keys: string[]) =>
  [...new Set(keys.flatMap((k) => (quotes[k] ?? "").split("; ")).filter((e) => e !== ""))].join("; ");

describe("ev", () => {
  it("joins quotes exactly as the reference does", () => {
    const quote = fc.constantFrom("", 'message 1: "a"', 'message 2: "b; c"', 'message 1: "a"; message 3: "d"', 'intake x: "e"', 'message 2: "b');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("k1", "k2", "k3", "k4"), quote), fc.array(fc.constantFrom("k1", "k2", "k3", "k4", "k5"), { maxLength: 7 }), (quotes, keys) => {
        const f = { facts: { evidence: (k: string) => quotes[k] ?? "" } } as unknown as Features;
        expect(ev(f, ...keys)).toBe(reference(quotes, keys));
      }),
      { numRuns: 500 },
    );
  });
});
