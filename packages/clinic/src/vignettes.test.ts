import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadVignettes } from "../scripts/load-vignettes.ts";
import { runVignette, summarise } from "./eval/run-vignettes.ts";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "vignettes");
const vignettes = loadVignettes(dir);
const outcomes = vignettes.map((v) => runVignette(v));
const summary = summarise(outcomes);

describe("the vignette suite", () => {
  it("has at least 90 vignettes with every red-flag code and pattern code at least 3 times", () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(90);
    const flags = new Map<string, number>();
    const patterns = new Map<string, number>();
    for (const v of vignettes) {
      for (const c of v.expected.red_flags) flags.set(c, (flags.get(c) ?? 0) + 1);
      if (v.expected.leading_pattern !== null) patterns.set(v.expected.leading_pattern, (patterns.get(v.expected.leading_pattern) ?? 0) + 1);
    }
    expect(flags.size).toBe(19);
    for (const n of flags.values()) expect(n).toBeGreaterThanOrEqual(3);
    expect(patterns.size).toBe(13);
    for (const n of patterns.values()) expect(n).toBeGreaterThanOrEqual(3);
    expect(vignettes.filter((v) => v.id.includes("-neg-")).length).toBeGreaterThanOrEqual(20);
  });

  it("catches every expected red flag (100% sensitivity)", () => {
    expect(outcomes.flatMap((o) => o.missedFlags.map((c) => `${o.vignette.id}: ${c}`))).toEqual([]);
  });

  it("never says emergency on a vignette that is not one", () => {
    expect(summary.emergencyOnBenign).toBe(0);
  });

  it("raises no flag on the tricky negatives and respects must_not_flag", () => {
    expect(summary.falseAlarms).toBe(0);
    expect(outcomes.flatMap((o) => o.forbiddenFlags.map((c) => `${o.vignette.id}: ${c}`))).toEqual([]);
  });

  it("gets urgency exactly right on at least 95%", () => {
    expect(summary.urgencyCorrect / summary.total).toBeGreaterThanOrEqual(0.95);
  });

  it("leads with the right pattern on at least 90% of primary headaches", () => {
    expect(summary.top1 / summary.patternCases).toBeGreaterThanOrEqual(0.9);
  });

  it("states what to do now first whenever it turns to emergency", () => {
    expect(outcomes.filter((o) => o.emergencyFirst === false).map((o) => o.vignette.id)).toEqual([]);
  });
});
