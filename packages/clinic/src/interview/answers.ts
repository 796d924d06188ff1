import { normalizeText } from "../facts/normalize.ts";
import { extractTextFacts } from "../facts/text-facts.ts";
import type { Fact } from "../types.ts";
import type { Question, Setting } from "./question-types.ts";

// Short replies ("yes", "no", a tapped quick reply) read as answers to the question just asked.
// People often do not answer the question at all ("yes, I feel sick and throw up sometimes"
// after "Do you have a fever...?"), so a leading yes/no counts as the answer only when the rest
// of the message is filler ("yes I think so", "no, not at all") or merely elaborates on the
// question's own topic without naming one of its items. Otherwise only the message's own words
// count (extracted elsewhere), so "yes I have a fever" still affirms the fever, and only it.

const YES = /^(?:yes|yeah|yep|yup|ya|yea|ye|sure|correct|right|definitely|absolutely|i do|i have|i am|i did|it does|it did|they do|true|affirmative|uh huh|mhm|kind of|sort of|a bit|a little|sometimes)\b/;
const NO = /^(?:no|nope|nah|not really|never|none|neither|not at all|i don't|i haven't|i'm not|it doesn't|it didn't|they don't|nothing|negative)\b/;
const UNSURE = /^(?:not sure|unsure|i'm not sure|don't know|i don't know|dunno|no idea|maybe|can't remember|i can't remember)\b/;
const HEDGED = /^(?:kind of|sort of|a bit|a little|sometimes|i think)/;

// Words that add no fact of their own to a yes/no: politeness, hedges, auxiliaries, pronouns,
// and the "when" of the answer ("yes, last night"). Numbers, units, body parts and symptoms are
// content ("yes, 3 times a week" does not answer "do you have a fever?").
const FILLER = new Set(
  `yes yeah yep yup ya yea ye sure correct right definitely absolutely true affirmative uh huh mhm no nope nah not never none neither
  nor nothing negative really at all i i'm i've i'd me my it it's its that that's this these those them they there so just think
  guess believe suppose reckon probably maybe possibly perhaps kind sort of a an the bit little lot quite very pretty much some
  sometimes occasionally often always usually mostly mainly do does did don't doesn't didn't have has had haven't hasn't hadn't
  am is are was were isn't wasn't aren't weren't be been can can't could couldn't would wouldn't will won't exactly indeed
  actually honestly well um uh oh ok okay hmm er erm any anything either both too also as far know thanks thank you please
  sorry say afraid thankfully luckily fortunately god goodness lol haha and or yet still now today yesterday tonight earlier
  recently lately before again last night morning evening afternoon ago since then once to`.split(/\s+/),
);
// "nothing like that", "any of those": filler phrases whose words are otherwise content.
const FILLER_PHRASES = /\b(?:like|of) (?:that|those|them)\b|\bof (?:these|this)\b|\bthat i (?:know|can think) of\b/g;

const clean = (s: string) => normalizeText(s).replace(/[^a-z0-9' -]/g, " ").replace(/\s+/g, " ").trim();
const words = (s: string) => (s === "" ? [] : s.split(" "));
const isFiller = (s: string) => words(s.replace(FILLER_PHRASES, " ").replace(/\s+/g, " ").trim()).every((w) => FILLER.has(w));
const contentWords = (s: string) => words(s).filter((w) => !FILLER.has(w)).length;

function toFacts(settings: Setting[], q: Question, index: number, evidence: string, hedged: boolean): Fact[] {
  return settings.map(([key, polarity, value, value2]) => {
    const f: Fact = { key, polarity, hedged, evidence: `${evidence} (answer to: ${q.text})`, source: { kind: "answer", index, question: q.id } };
    if (value !== undefined) f.value = value;
    if (value2 !== undefined) f.value2 = value2;
    return f;
  });
}

/**
 * Whether "yes"/"no" plus `rest` answers `q`: the rest is filler, or everything it states is
 * about the question's own topic without naming one of the items the answer would set
 * ("yes, it came on in seconds" to the thunderclap question; not "yes, I have a fever" to
 * "fever or stiff neck?", where only the fever is meant).
 */
function restFitsAnswer(q: Question, rest: string, settings: Setting[], index: number): boolean {
  if (isFiller(rest)) return true;
  const facts = extractTextFacts(rest, { kind: "message", index }, null);
  if (facts.length === 0) return false;
  const setKeys = new Set(settings.map(([k]) => k));
  return facts.every((f) => q.covers.includes(f.key) && !setKeys.has(f.key));
}

// The same reply to the same question is re-read on every turn; keep what it meant.
const MEMO = new Map<string, Map<string, Fact[]>>();

/** Facts implied by a reply to question `q`, beyond what its words say by themselves. */
export function answerFacts(q: Question, reply: string, index: number): Fact[] {
  const key = `${q.id}|${index}`;
  let byQuestion = MEMO.get(reply);
  const hit = byQuestion?.get(key);
  if (hit !== undefined) return hit;
  const out = readAnswer(q, reply, index);
  if (byQuestion === undefined) {
    if (MEMO.size >= 2000) MEMO.clear();
    byQuestion = new Map();
    MEMO.set(reply, byQuestion);
  }
  if (byQuestion.size < 64) byQuestion.set(key, out);
  return out;
}

function readAnswer(q: Question, reply: string, index: number): Fact[] {
  const text = clean(reply);
  if (text === "") return [];
  for (const s of q.suggestions) {
    const label = clean(s.label);
    if (label.length < 2) continue;
    if (text === label) return toFacts(s.sets, q, index, reply, false);
    if (!text.startsWith(`${label} `)) continue;
    // A specific quick reply ("No, it built up over minutes or hours") stands even with words
    // added; a bare-polar one ("Yes", "No, neither") only when the rest adds nothing.
    const rest = text.slice(label.length + 1);
    if (contentWords(label) >= 2 || restFitsAnswer(q, rest, s.sets, index)) return toFacts(s.sets, q, index, reply, false);
  }
  if (UNSURE.test(text)) return [];
  const hedged = HEDGED.test(text);
  const yes = YES.exec(text);
  if (yes !== null && restFitsAnswer(q, text.slice(yes[0].length).trim(), q.yes, index)) return toFacts(q.yes, q, index, reply, hedged);
  const no = NO.exec(text);
  if (no !== null && restFitsAnswer(q, text.slice(no[0].length).trim(), q.no, index)) return toFacts(q.no, q, index, reply, false);
  return [];
}
