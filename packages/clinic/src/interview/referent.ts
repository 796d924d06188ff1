import { normalizeText } from "../facts/normalize.ts";
import { findDrugs } from "../scores/drugs.ts";

// "its gone red and cloudy" then "the eye I mean, the right one": the next message names what the
// bare "it" of the message before was. That message is read again with the thing named in place
// of its pronoun ("my eye's gone red and cloudy", "cracked my head proper on the beam", "can't see
// properly out of my phone"), so what it says is read of the right thing.

const NAMES_IT = /^(?:(?:oh|sorry|soz|lol|haha|ha|no|wait|oops|sorry lol)[\s,.!]+)*(?:(?:out of|on|in|off|with|of|at) )?(?:the|my|his|her) ([a-z]+(?: [a-z]+)?),? i mean\b/;
const IT = /\b(?:it's|it’s|its|it)\b/gi;

/** The thing a message opens by naming as the "it" before ("the eye I mean" -> "eye"), from normalized text. */
export function namedReferent(normalized: string): string | null {
  return NAMES_IT.exec(normalized)?.[1] ?? null;
}

/** A message with a pronoun replaced by what it stands for: the text to read, the words put in, and the original sentence (the verbatim quote). */
export interface Retelling {
  text: string;
  replaced: string;
  sentence: string;
}

/** The earlier message with its last bare "it" replaced by the thing named, and the original sentence that held it (the verbatim quote). */
export function retold(previous: string, referent: string): Retelling | null {
  const last = [...previous.matchAll(IT)].at(-1);
  if (last === undefined) return null;
  return replacedAt(previous, last.index, last[0], /^it['’]?s$/i.test(last[0]) ? `my ${referent}'s` : `my ${referent}`);
}

// "i take it most days", "using them every day now": a medicine taken, called by a pronoun.
const NOT_TAKEN_BEFORE = /\b(?:if|unless|when|whenever|once|don'?t|do not|didn'?t|did not|never|not|won'?t|can'?t|cannot|stopped|stop|should i|can i)\s+(?:\w+\s+){0,2}$/i;
const COUNT_AFTER = /^[^.!?]{0,30}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|every|most|once|twice|daily|nightly|a (?:day|week|month)|per)\b/i;
const TAKES_PRONOUN = /\b(?:take|takes|taking|took|use|uses|using|used|pop|pops|popping|popped|swallow|swallowing|need|needing|needed) (it|them|those|these)\b/i;

/**
 * "I take sumatriptan" then "i take it like 4 days a week": the message read with the medicine the
 * message before named (its last one) in place of the pronoun, so the days counted are that
 * medicine's, not headache days. Null when the message names a medicine itself or no pronoun is taken.
 */
export function medicineRetold(message: string, previous: string): Retelling | null {
  const taken = TAKES_PRONOUN.exec(message);
  if (taken === null || taken[1] === undefined) return null;
  // Only a count of the taking: "if I don't take it I get a rebound" says nothing of how often.
  if (NOT_TAKEN_BEFORE.test(message.slice(0, taken.index)) || !COUNT_AFTER.test(message.slice(taken.index + taken[0].length))) return null;
  if (findDrugs(normalizeText(message)).length > 0) return null;
  const drug = findDrugs(normalizeText(previous)).at(-1);
  if (drug === undefined) return null;
  return replacedAt(message, taken.index + taken[0].length - taken[1].length, taken[1], drug.name);
}

function replacedAt(text: string, at: number, word: string, replaced: string): Retelling {
  const start = Math.max(text.lastIndexOf(".", at - 1), text.lastIndexOf("!", at - 1), text.lastIndexOf("?", at - 1), text.lastIndexOf("\n", at - 1)) + 1;
  const ends = [".", "!", "?", "\n"].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) + 1 : text.length;
  return { text: text.slice(0, at) + replaced + text.slice(at + word.length), replaced, sentence: text.slice(start, end).trim() };
}
