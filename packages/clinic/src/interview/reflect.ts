import { listInWords } from "@hg/shared/list-in-words";
import type { FactSet } from "../facts/fact-set.ts";
import { address, type Person } from "./person.ts";

// The first reply reflects what the person said, in plain words close to theirs, before the
// first question (CLINICAL.md "Order" 1). Only what they stated about the patient is reflected:
// never a suspicion (a candidate) as if it were a fact.

const PHRASES: Array<[string, string]> = [
  ["thunderclap", "a headache that came on very suddenly"],
  ["pulsating", "throbbing pain"],
  ["pressing", "a pressing, tight pain"],
  ["stabbing", "stabbing pain"],
  ["orbital", "pain around the eye or temple"],
  ["wakes_from_sleep", "pain that wakes {you_obj} at night"],
  ["nocturnal", "attacks at night"],
  ["nausea", "feeling sick"],
  ["vomiting", "being sick"],
  ["photophobia", "light bothering {you_obj}"],
  ["aura", "changes in vision or feeling before the pain"],
  ["lacrimation", "a watering eye"],
  ["long_history", "headaches going back a long time"],
  ["new_headache", "a new kind of headache"],
];

/** One sentence reflecting the opening message (index `index`), or "" when nothing was recognised. */
export function reflection(facts: FactSet, index: number, p: Person): string {
  const said = facts.list().filter((f) => f.source.kind === "message" && f.source.index === index && f.polarity === "affirmed" && f.candidate === undefined);
  const has = (k: string) => said.some((f) => f.key === k);
  const items: string[] = [];
  const side = said.find((f) => f.key === "unilateral")?.side;
  if (has("unilateral")) items.push(side === "left" || side === "right" ? `pain on the ${side} side` : "pain on one side");
  for (const [k, words] of PHRASES) if (has(k) && items.length < 3) items.push(words);
  if (items.length === 0) return "";
  return address(`It sounds like {you_are} dealing with ${listInWords(items, "and")}.`, p);
}
