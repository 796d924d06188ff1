import type { FactSet } from "../facts/fact-set.ts";
import type { Expectation } from "../facts/text-facts.ts";
import type { PatternCode, Polarity } from "../types.ts";

/** A fact a reply sets: key, polarity, and optionally a value range. */
export type Setting = [key: string, polarity: Polarity, value?: number, value2?: number];

export interface Suggestion {
  label: string;
  sets: Setting[];
}

export interface AskContext {
  facts: FactSet;
  age: number | null;
  sex: string | null;
  /** Patterns still in play, most likely first. */
  alive: PatternCode[];
}

export interface Question {
  id: string;
  kind: "screen" | "pattern";
  text: string;
  suggestions: Suggestion[];
  /** What a bare "yes" / "no" means. */
  yes: Setting[];
  no: Setting[];
  /** The question is settled once any of these facts is known. */
  covers: string[];
  expects?: Expectation;
  /** Only asked when this holds. */
  when?: (c: AskContext) => boolean;
}
