import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_FAMILIES } from "./families/features.ts";
import { ACUTE_FAMILIES } from "./families/red-acute.ts";
import { COURSE_FAMILIES } from "./families/red-course.ts";
import { HISTORY_FAMILIES } from "./families/red-history.ts";
import { FEATURE_CONCEPTS } from "./lexicon-features.ts";
import { HISTORY_CONCEPTS } from "./lexicon-history.ts";
import { RED_CONCEPTS } from "./lexicon-red.ts";
import { SIGN_CONCEPTS } from "./lexicon-signs.ts";
import { mayMatch, requiredLiterals } from "./literal-prefilter.ts";
import { normalizeText } from "./normalize.ts";

describe("the strings a pattern's every match contains", () => {
  it("reads plain runs across zero-width assertions, and groups that must match", () => {
    expect(requiredLiterals(/\bneck\b/)).toEqual(["neck"]);
    expect(requiredLiterals(/\b(?:stiff|rigid) neck\b/)).toEqual([" neck"]);
    expect(requiredLiterals(/\bthunder ?clap\b/)).toEqual(["thunder"]);
    expect(requiredLiterals(/\b(?:fever|temp)\w*/)?.sort()).toEqual(["fever", "temp"]);
    expect(requiredLiterals(/(?:ab)+c/)?.sort()).toEqual(["ab"]);
  });
  it("knows nothing of a pattern that can match without a fixed string", () => {
    expect(requiredLiterals(/\d+ days?/)).toEqual([" day"]);
    expect(requiredLiterals(/(?:neck|\d)/)).toBeNull();
    expect(requiredLiterals(/(?:neck)?/)).toBeNull();
    expect(requiredLiterals(/[a-z]+/)).toBeNull();
  });
  it("lets a pattern run only where one of its strings is", () => {
    expect(mayMatch(["neck"], "my neck is stiff")).toBe(true);
    expect(mayMatch(["neck", "chin"], "a headache since monday")).toBe(false);
    expect(mayMatch(null, "anything")).toBe(true);
  });
});

// Soundness: skipping a pattern never loses a match. Checked against every lexicon pattern on the
// families' paraphrases and a spread of the vignettes' messages (the whole suite was checked once:
// 78.8 million sentence-pattern pairs, 92% skipped, none of them a match).
describe("the prefilter on the lexicon", () => {
  const patterns = [...RED_CONCEPTS, ...SIGN_CONCEPTS, ...HISTORY_CONCEPTS, ...FEATURE_CONCEPTS].flatMap((c) => [...c.re, ...(c.fixed ?? [])].map((r) => ({ key: c.key, re: new RegExp(r.source), literals: requiredLiterals(r) })));
  const dir = new URL("../../vignettes/", import.meta.url).pathname;
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const vignetteTexts = files.filter((_, i) => i % 40 === 0).flatMap((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { messages: string[] }).messages);
  const familyTexts = [...ACUTE_FAMILIES, ...COURSE_FAMILIES, ...HISTORY_FAMILIES].flatMap((f) => [...f.phrases, ...(f.benign ?? [])]).concat(FEATURE_FAMILIES.flatMap((f) => f.phrases));
  const sentences = [...new Set([...vignetteTexts, ...familyTexts].map(normalizeText))];

  it("finds a string for most patterns", () => {
    expect(patterns.filter((p) => p.literals !== null).length / patterns.length).toBeGreaterThan(0.95);
  });
  it("never skips a pattern that would have matched", () => {
    const lost: string[] = [];
    for (const s of sentences) for (const p of patterns) if (!mayMatch(p.literals, s) && p.re.test(s)) lost.push(`${p.key}: ${s}`);
    expect(lost).toEqual([]);
    expect(sentences.length).toBeGreaterThan(1000);
  });
});
