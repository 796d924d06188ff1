import type { FactSet } from "../facts/fact-set.ts";
import type { Expectation } from "../facts/text-facts.ts";
import type { PatternCode } from "../types.ts";
import type { Person } from "./person.ts";

/** A quick reply: its public `slot:value` code (or `none`) and the words on the chip (a template, see person.ts). */
export interface ChoiceDef {
  id: string;
  label: string;
}

export interface AskContext {
  facts: FactSet;
  age: number | null;
  sex: string | null;
  /** Patterns still in play, most likely first. */
  alive: PatternCode[];
  person: Person;
}

/**
 * One question of the interview. A single-slot question's id is its slot's name; a checklist
 * (`multiple`) asks several slots at once and offers only the chips of slots still open.
 */
export interface Question {
  id: string;
  /** confirm: a suspected emergency; who: age and sex; screen: red flags; core / extra: the attack. */
  phase: "confirm" | "who" | "screen" | "core" | "extra";
  text: string;
  slots: string[];
  choices: ChoiceDef[];
  multiple: boolean;
  /** What a typed number means here, for the free-text reader. */
  expects?: Expectation;
  /** Only asked when this holds. */
  when?: (c: AskContext) => boolean;
}
