import type { Fact, Provenance } from "../types.ts";
import type { Concept } from "./concept.ts";
import { FEATURE_CONCEPTS } from "./lexicon-features.ts";
import { HISTORY_CONCEPTS } from "./lexicon-history.ts";
import { RED_CONCEPTS } from "./lexicon-red.ts";
import { remotePast } from "./remote-past.ts";
import { readScope } from "./scope.ts";

const ALL: Concept[] = [...RED_CONCEPTS, ...HISTORY_CONCEPTS, ...FEATURE_CONCEPTS];
const COMPILED = ALL.map((concept) => ({
  concept,
  re: concept.re.map((r) => new RegExp(r.source, "g")),
  fixed: (concept.fixed ?? []).map((r) => new RegExp(r.source, "g")),
}));

// "my dad had cancer": history items about someone else are not the person's own.
const RELATIVE =
  /\b(?:my|her|his|our) (?:wife|husband|partner|girlfriend|boyfriend|sister|brother|mum|mom|mother|dad|father|daughter|son|friend|aunt|uncle|grandma|gran|grandmother|grandpa|grandad|grandfather|cousin|family|relatives?|niece|nephew|colleague|neighbou?r)\b|\bfamily history\b|\bruns in (?:the|my|our) family\b/;

const DEFICITS = new Set(["weakness", "speech", "vision_loss", "numbness", "diplopia", "ataxia"]);
const PERSISTENT =
  /\b(?:hasn't|has not|haven't|won't|didn't|did not|not|never) (?:come back|gone away|gone|go away|improved|recovered|returned|got better|cleared)\b|\bstill\b|\bever since\b|\bfor (?:the (?:last|past) )?(?:\d+|two|three|four|five|several|a few) hours\b|\bit's been (?:\d+|two|three|several|a few) hours\b|\bongoing\b|\bright now\b|\bat the moment\b|\bcurrently\b|\b(?:an|\d+|a few|few|two|three) (?:hours?|minutes|mins) ago\b|\bsince (?:yesterday|this morning|last night|an hour)\b/;
const TRANSIENT =
  /\bgo(?:es)? away\b|\bwent away\b|\bback to normal\b|\bdisappear\w*|\bresolv\w*|\bwears off\b|\bfades\b|\bpasses\b|\bfor (?:about |around |roughly |like )?(?:\d+|a few|few|ten|fifteen|twenty|thirty|half an hour|a couple of)\b[^.]{0,6}\b(?:minutes|hour)\b|\bbefore (?:the|my|a) (?:head ?ache|headache|migraine)\b|\bthen (?:a |the |my )?(?:throbbing |pounding )?(?:head ?ache|headache|migraine|pain)\b|\bauras?\b|\bthen it goes\b|\bover (?:about |around )?(?:\d+|a few|few|ten|twenty) minutes\b/;

/** Concept facts (symptoms, history items) read from one normalised sentence. */
export function conceptFacts(sentence: string, message: string, source: Provenance, now: Date | null = null): Fact[] {
  let remote: boolean | null = null;
  const out: Array<Fact & { at: number }> = [];
  // Idioms such as "can't stand light" or "not making sense" carry their own negative word;
  // it must not deny what follows ("not making sense and is very sleepy").
  let masked = sentence;
  for (const { fixed } of COMPILED) {
    for (const r of fixed) masked = masked.replace(r, (m) => "x".repeat(m.length));
  }
  for (const { concept, re, fixed } of COMPILED) {
    if (concept.unless !== undefined && concept.unless.test(sentence)) continue;
    const hits: Array<{ start: number; end: number; inside: boolean }> = [];
    for (const r of re) for (const m of sentence.matchAll(r)) hits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, inside: true });
    for (const r of fixed) for (const m of sentence.matchAll(r)) hits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, inside: false });
    if (hits.length === 0) continue;
    hits.sort((a, b) => a.start - b.start);
    for (const hit of hits) {
      const scope = readScope(masked, hit.start, hit.end, hit.inside);
      if (concept.noSimile === true && scope.simile) continue;
      if (concept.personal === true && RELATIVE.test(sentence.slice(Math.max(0, hit.start - 100), hit.end))) continue;
      const negated = concept.negative === true ? !scope.negated : scope.negated;
      const polarity = scope.uncertain && !scope.negated ? "unknown" : negated ? "denied" : "affirmed";
      if (concept.event === true && remote === null) remote = remotePast(sentence, message, now);
      const fact: Fact & { at: number } = {
        key: concept.event === true && remote === true ? `past_${concept.key}` : concept.key,
        polarity,
        hedged: scope.hedged || scope.uncertain,
        evidence: sentence,
        source,
        at: hit.start,
      };
      if (DEFICITS.has(concept.key)) fact.tag = PERSISTENT.test(message) ? "persistent" : TRANSIENT.test(message) ? "transient" : "unspecified";
      const side = /\b(left|right)\b/.exec(sentence.slice(Math.max(0, hit.start - 30), hit.end + 30));
      if (side !== null) fact.side = side[1] === "left" ? "left" : "right";
      out.push(fact);
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...f }) => f);
}
