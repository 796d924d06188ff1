import { doubleMetaphone } from "double-metaphone";
import { couldBeSlipFor, normalizeText } from "../facts/normalize.ts";
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

// "felt sick yesterday but didnt" then "throw up. lead says ...": a message cut off after its negative
// word and finished in the next (typed on a break, sent too soon).
const DANGLING_NEGATIVE = /(?:^|[\s,])((?:did|do|does|could|can|would|was|were|is|are|have|has|had|wo|ca)(?:n'?t|n’t| not)|didnt|dont|doesnt|couldnt|cant|wouldnt|wasnt|werent|isnt|arent|havent|hasnt|wont)\s*$/i;
// Only a message that opens with the word the negative was waiting for: a verb ("throw up", "pass
// out") or, after "wasn't", a state ("sick", "dizzy"); "he never gets headaches, never" then "temp
// was 38.6" is two whole thoughts.
const FINISHES_IT = /^(?:throw|threw|thrown|be|been|pass|passed|black|blacked|faint|fainted|feel|felt|see|seen|go|gone|get|got|have|had|lose|lost|hit|bang|banged|vomit|vomited|sleep|slept|wake|woke|know|remember|notice|noticed|take|taken|help|helped|work|worked|hurt|stop|stopped|happen|happened|fall|fell|move|moved|lift|speak|talk|walk|eat|drink|bend|touch|open|come|last|spread|start|reach|seem|look|bother|care|need|want|think|sick|dizzy|confused|numb|weak|stiff|able|hot|feverish|unconscious|knocked|out|really|actually|even|properly)\b/i;

/**
 * "felt sick yesterday but didnt" then "throw up.": the message read with the negative word the
 * message before broke off on, so "throw up" is read as denied. Quotes stay the sentence as typed.
 */
export function negativeCarried(message: string, previous: string): Retelling | null {
  const trimmed = message.trimStart();
  const negative = DANGLING_NEGATIVE.exec(previous.trimEnd())?.[1];
  if (negative === undefined || !FINISHES_IT.test(trimmed)) return null;
  const firstWords = trimmed.split(/\s+/).slice(0, 2).join(" ");
  const carried = `${negative} ${trimmed}`;
  const retelling = replacedAt(carried, 0, negative, negative);
  return { ...retelling, replaced: `${negative} ${firstWords}`, sentence: retelling.sentence.slice(negative.length + 1) };
}

// "hit* not hot lol", "Neck* sorry", "*numb", "Nauseous! Not nervous.", "Maxwell = Maxalt": a word of the
// message before put right by the next one (autocorrect and slips caught after sending).
const STARRED = /^\W*(?:\*([a-z]{3,})|([a-z]{3,})\*)(?:\s+not\s+([a-z]{3,}))?/i;
const NOT_THAT = /^\W*([a-z]{3,})[!.,]*\s+not\s+([a-z]{3,})\b[!.]*/i;
const SAME_AS = /^\W*([a-z]{3,})\s*=\s*([a-z]{3,})\b/i;

// "And this morning she had a Caesar" then "Sorry SEIZURE the voice thing": a symptom word put right by
// name after an apology, the slip found by how it sounds (voice typing hears sounds, not letters).
const SORRY_MEANT = /^\W*(?:sorry|oops|i mean|i meant|meant|correction)[,!.:\s-]+\s*(seizures?|fits?|jaw|neck|head|temples?|eyes?|rash|arms?|legs?|face|lips?|ears?|vision|tongue|throat|chest|hands?|fingers?|feet|foot|fever|numb|weak|stiff|sick|stroke|fainted|faint|period|migraines?|dizzy|blurry)\b/i;

/** Two words that sound alike (Double Metaphone, Philips 2000): "caesar" and "seizure", "joe" and "jaw". */
function soundsLike(a: string, b: string): boolean {
  const [a1, a2] = doubleMetaphone(a);
  const [b1, b2] = doubleMetaphone(b);
  return a !== b && a1 !== "" && (a1 === b1 || a1 === b2 || a2 === b1);
}

/** The message before read with the word the next message puts right ("hit* not hot" -> "hot" read as "hit"). */
export function correctionOf(message: string, previous: string): Retelling | null {
  const starred = STARRED.exec(message);
  const notThat = starred === null ? NOT_THAT.exec(message) : null;
  const same = starred === null && notThat === null ? SAME_AS.exec(message) : null;
  const sorry = starred === null && notThat === null && same === null ? SORRY_MEANT.exec(message) : null;
  if (sorry?.[1] !== undefined) {
    const meant = sorry[1].toLowerCase();
    const slip = [...previous.matchAll(/[A-Za-z']+/g)].findLast((w) => w[0].length >= 3 && soundsLike(w[0].toLowerCase(), meant));
    return slip?.index === undefined ? null : replacedAt(previous, slip.index, slip[0], meant);
  }
  const meant = (starred?.[1] ?? starred?.[2] ?? notThat?.[1] ?? same?.[2])?.toLowerCase();
  const said = (starred?.[3] ?? notThat?.[2] ?? same?.[1])?.toLowerCase();
  if (meant === undefined) return null;
  const words = [...previous.matchAll(/[A-Za-z']+/g)];
  // The word named as wrong, or else the last one that could be the slip: the same first letter, a length within one.
  const slip = said !== undefined
    ? words.findLast((w) => w[0].toLowerCase() === said)
    : words.findLast((w) => couldBeSlipFor(w[0].toLowerCase(), meant));
  if (slip === undefined || slip.index === undefined) return null;
  return replacedAt(previous, slip.index, slip[0], meant);
}

function replacedAt(text: string, at: number, word: string, replaced: string): Retelling {
  const start = Math.max(text.lastIndexOf(".", at - 1), text.lastIndexOf("!", at - 1), text.lastIndexOf("?", at - 1), text.lastIndexOf("\n", at - 1)) + 1;
  const ends = [".", "!", "?", "\n"].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) + 1 : text.length;
  return { text: text.slice(0, at) + replaced + text.slice(at + word.length), replaced, sentence: text.slice(start, end).trim() };
}
