import type { Fact, Provenance } from "../types.ts";
import { normalizeText } from "./normalize.ts";
import { ownHeadache, typistFor } from "./context.ts";
import { rawSentences, sentences } from "./scope.ts";
import { conceptFacts } from "./text-concepts.ts";
import { quantityFacts } from "./text-quantities.ts";

export type Expectation = "duration" | "frequency" | "history" | "attacks" | null;

// Reading a message is the expensive part, and the server re-reads the whole conversation on
// every turn; the result depends only on the text, the expectation and the day, so a bounded cache
// keeps turns fast. Where the text sits (its source) is only stamped on each fact: one reading of
// "No" serves it at every place in every conversation (keyed per source, it was read again once a
// common answer had been seen at 64 places). Keyed by the text first, then by the small rest, so a
// turn builds no long key strings.
interface Reading {
  facts: Fact[];
  /** The same facts stamped with another source, for the sources seen most. */
  stamped: Map<string, Fact[]>;
}
const CACHE = new Map<string, Map<string, Reading>>();
const CACHE_LIMIT = 2000;
const STAMPED_LIMIT = 64;

const sourceKey = (s: Provenance): string =>
  s.kind === "intake" ? `i:${s.field}` : s.kind === "message" ? `m:${s.index}` : s.kind === "diary" ? `d:${s.days}` : `a:${s.index}:${s.question}`;

// What the typist takes back as they say it: "I put he's had headaches since he was 30 but that's
// not right", "I ticked lying down on the form by mistake". The retracted words are blanked (same
// length, so positions hold) and read as nothing; the correction that follows is read as usual.
const RETRACTED = /\b(?:i|we|she|he) (?:put|wrote|ticked|checked|clicked|entered|selected|chose|picked|filled in|typed|said)\b(?:(?!\bbut\b)[^.;]){0,120}?(?=,?\s*(?:but )?(?:that's|that is|thats|which is|which was|that was|it's|it is|its) (?:not right|wrong|incorrect|a mistake|not true|not correct|not accurate|totally wrong|all wrong)\b|\s*(?:by mistake|in error|by accident|wrongly|accidentally)\b)/g;

// The typist changing mid-conversation: "this is her husband Marcus.", "her mum here now".
const HANDOVER = /(?:^|[.!?]\s*)(?:this is|it's|its) (?:her|his) (?:husband|wife|partner|boyfriend|girlfriend|mum|mom|mother|dad|father|son|daughter|sister|brother|friend|flatmate|roommate)\b|(?:^|[.!?]\s*)(?:her|his) (?:husband|wife|partner|mum|mom|dad|son|daughter|sister|brother) here\b/;

function withoutRetracted(sentence: string): string {
  return sentence.replace(RETRACTED, (m) => " ".repeat(m.length));
}

/** Every fact stated in one piece of free text, in the order it was said. */
export function extractTextFacts(text: string, source: Provenance, now: Date | null, expects: Expectation = null): Fact[] {
  const meta = `${expects ?? ""}|${now === null ? "" : now.toISOString().slice(0, 10)}`;
  let byMeta = CACHE.get(text);
  const hit = byMeta?.get(meta);
  if (hit !== undefined) return stampedFor(hit, source);
  const normal = normalizeText(text);
  const out: Fact[] = [];
  // Sentences are cut from what the person typed, so evidence quotes their words verbatim;
  // spelling repair and shorthand expansion only shape the copy the rules match against.
  for (const raw of rawSentences(text)) {
    const quote = raw.replace(/\s+/g, " ");
    for (const said of sentences(normalizeText(raw))) {
      const sentence = withoutRetracted(said);
      out.push(...conceptFacts(sentence, normal, source, now, quote));
      // Where the sentence sits in the message, found from the words as said (before any blanking).
      out.push(...quantityFacts({ sentence, source, now, expects, quote, message: normal, offset: normal.indexOf(said) }));
    }
  }
  // Who the story is about (experiencer.ts): the typist's own headache, or someone else's.
  if (ownHeadache(normal)) out.push({ key: "own_headache", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  const typist = typistFor(normal);
  // Inferred only from a relative's headache ("my mum gets migraines"): hedged, and set aside
  // when the typist tells their own story elsewhere (experiencer.ts).
  if (HANDOVER.test(normal) && typist === null) out.push({ key: "handover", polarity: "affirmed", hedged: false, evidence: text.replace(/\s+/g, " ").trim(), source });
  if (typist !== null) out.push({ key: "typist", polarity: "affirmed", tag: typist.relation, hedged: !typist.outright, evidence: text.replace(/\s+/g, " ").trim(), source });
  if (byMeta === undefined) {
    if (CACHE.size >= CACHE_LIMIT) {
      const first = CACHE.keys().next();
      if (first.done !== true) CACHE.delete(first.value);
    }
    byMeta = new Map();
    CACHE.set(text, byMeta);
  }
  if (byMeta.size < STAMPED_LIMIT) byMeta.set(meta, { facts: out, stamped: new Map([[sourceKey(source), out]]) });
  return out;
}

/** A cached reading with `source` on every fact (the same array each time for a source seen before). */
function stampedFor(reading: Reading, source: Provenance): Fact[] {
  const key = sourceKey(source);
  const known = reading.stamped.get(key);
  if (known !== undefined) return known;
  const facts = reading.facts.map((f) => ({ ...f, source }));
  if (reading.stamped.size < STAMPED_LIMIT) reading.stamped.set(key, facts);
  return facts;
}
