import { normalizeText } from "../facts/normalize.ts";
import type { Fact } from "../types.ts";
import type { Question, Setting } from "./question-types.ts";

// Short replies ("yes", "no", "about 2 hours", a tapped quick reply) read as answers to the
// question just asked. Only short replies are read this way: a longer message is read for its
// own words, so a reply that changes the subject does not answer the question by accident.

const YES = /^(?:yes|yeah|yep|yup|ya|yea|ye|sure|correct|right|definitely|absolutely|i do|i have|i am|i did|it does|it did|they do|true|affirmative|uh huh|mhm|kind of|sort of|a bit|a little|sometimes)\b/;
const NO = /^(?:no|nope|nah|not really|never|none|neither|not at all|i don't|i haven't|i'm not|it doesn't|it didn't|they don't|nothing|negative)\b/;
const UNSURE = /^(?:not sure|unsure|i'm not sure|don't know|i don't know|dunno|no idea|maybe|can't remember|i can't remember)\b/;

const clean = (s: string) => normalizeText(s).replace(/[^a-z0-9' -]/g, " ").replace(/\s+/g, " ").trim();

function toFacts(settings: Setting[], q: Question, index: number, evidence: string, hedged: boolean): Fact[] {
  return settings.map(([key, polarity, value, value2]) => {
    const f: Fact = { key, polarity, hedged, evidence: `${evidence} (answer to: ${q.text})`, source: { kind: "answer", index, question: q.id } };
    if (value !== undefined) f.value = value;
    if (value2 !== undefined) f.value2 = value2;
    return f;
  });
}

/** Facts implied by a reply to question `q`, beyond what its words say by themselves. */
export function answerFacts(q: Question, reply: string, index: number): Fact[] {
  const text = clean(reply);
  if (text === "") return [];
  const words = text.split(" ").length;
  for (const s of q.suggestions) {
    const label = clean(s.label);
    if (label.length >= 2 && (text === label || (text.startsWith(label) && words <= label.split(" ").length + 4))) return toFacts(s.sets, q, index, reply, false);
  }
  if (words > 8) return [];
  if (UNSURE.test(text)) return [];
  const hedged = /^(?:kind of|sort of|a bit|a little|sometimes|i think)/.test(text);
  if (YES.test(text)) return toFacts(q.yes, q, index, reply, hedged);
  if (NO.test(text)) return toFacts(q.no, q, index, reply, false);
  return [];
}
