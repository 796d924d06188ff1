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
  /** Acute-medicine days against the ICHD-3 8.2 limits (over, or within 3 days of, a limit). */
  med: { thresholdMet: boolean; warning: boolean };
  /** The opening tells of someone else's headache (he/she) and the typist has not said whose. */
  thirdPerson: boolean;
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
  /** Checklist slots that apply only to some people (pregnancy); a slot not listed always applies. */
  slotWhen?: Partial<Record<string, (c: AskContext) => boolean>>;
  /** For a follow-up on a slot already answered (medicine days by class): whether it is still open. */
  open?: (c: AskContext) => boolean;
  /** Choices built for this person (ranges already given); replaces `choices` when set. */
  choicesFor?: (c: AskContext) => ChoiceDef[];
}
