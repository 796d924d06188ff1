import type { Fact, Polarity } from "../types.ts";
import { resolveExperiencer } from "./experiencer.ts";

// The facts of a conversation, one current value per key. Later statements replace earlier
// ones ("actually it didn't come on suddenly"), except that a bare "yes"/"no" reply, read
// through the question it answered, never overrides something the person said in words, and a
// vague number in chat ("most days"), or a recent surge told against the usual count ("normally
// two a month, lately three a week"), never overrides the intake's structured value.
// Who each fact is about (the patient, someone else, unclear) is settled once the whole
// conversation is in, because the typist may say who they are writing for at any point.

const FEVER_OVER = /\b(?:went|gone|broke|settled|came down|cleared|resolved)\b[^.]{0,40}\b(?:since (?:then|that)|now)\b[^.]{0,30}\b(?:cool|normal|fine|no (?:fever|temp\w*|shiver\w*)|3[56]\.\d)\b/;
const BASELINE_RETOLD = /\b(?:same as (?:always|ever|every day|usual)|like always|(?:from|since|after) (?:her|his|my|their) (?:old )?stroke|always been (?:like that|there)|wont get better|won't get better|no different|every (?:morning|day) since|for (?:years|ages)|since (?:i|she|he) was born|since birth|from birth(?! control)|all (?:my|her|his) life|since (?:about |around |roughly )?(?:19|20)\d\d|with (?:the|her|his|my) (?:ms|multiple sclerosis|old stroke|stroke|cerebral palsy|polio))\b/;

// The words of a complaint that name what it is ("cluster", "hemiplegic"), not the everyday ones.
const EVERYDAY_WORDS = new Set(["headache", "headaches", "migraine", "migraines", "pains", "really", "since", "every", "worse", "getting", "about", "their", "there"]);
/** Whether a chat sentence repeats a naming word of the form's complaint ("cluster headache right eye" / "pretty sure this is a cluster headache"). */
const sharesLabel = (complaint: string, said: string): boolean => {
  const words = new Set(said.toLowerCase().match(/[a-z]{5,}/g) ?? []);
  return (complaint.toLowerCase().match(/[a-z]{5,}/g) ?? []).some((w) => !EVERYDAY_WORDS.has(w) && words.has(w));
};

const rank = (f: Fact): number => (f.source.kind === "answer" ? 1 : 2);
/** Whether a fact carries a number (a count of days, a duration). */
export const hasCount = (f: Fact): boolean => typeof f.value === "number" && Number.isFinite(f.value);

// A denial that names only the prickling kind of numbness: "no tingling, no pins and needles".
const PRICKLING_ONLY = /^(?:(?!\bnumb\w*|\bfeeling\b)[^])*\b(?:tingl\w*|pins and needles)\b(?:(?!\bnumb\w*|\bfeeling\b)[^])*$/;
const SEIZURE_SIGNS = /\b(?:tongue|wet (?:myself|himself|herself|the bed)|bladder|foam\w*|jerk\w*|twitch\w*|rigid|convuls\w*)\b/;

// The form's aura items the chat can take back, by the fact that says so.
const AURA_ITEM_KEYS: Array<[RegExp, string]> = [[/\bweak/, "weakness"], [/\bnumb|\btingl|pins and needles/, "numbness"], [/\bspeech|\bspeak|\bwords?\b|\btalk/, "speech"]];

export class FactSet {
  readonly all: Fact[] = [];
  private currentMap = new Map<string, Fact>();
  private dirty = false;

  /** Adds a fact in the order it was stated. */
  add(f: Fact): void {
    this.all.push(f);
    this.dirty = true;
  }

  private get current(): Map<string, Fact> {
    if (!this.dirty) return this.currentMap;
    const map = new Map<string, Fact>();
    const formDisowned = this.all.some((f) => f.key === "form_disowned" && f.polarity === "affirmed");
    for (const f of resolveExperiencer(this.all)) {
      const prev = map.get(f.key);
      // A count from the diary's records outranks any count told from memory (issue 19).
      if (prev !== undefined && prev.source.kind === "diary" && f.source.kind !== "diary" && hasCount(prev)) continue;
      if (prev !== undefined && rank(f) < rank(prev) && prev.polarity !== "unknown") continue;
      // "hemiplegic migraine" as the form's complaint, then "I'm pretty sure I have hemiplegic
      // migraines" in chat: the complaint was the same guess, now told as one.
      const guessRetold = prev?.source.kind === "intake" && prev.source.field === "chief_complaint" && f.candidate === "worry" && f.source.kind === "message" && sharesLabel(prev.evidence, f.evidence);
      if (prev !== undefined && f.polarity === "unknown" && prev.polarity !== "unknown" && !guessRetold) continue;
      if (prev !== undefined && prev.source.kind === "intake" && !formDisowned && typeof prev.value === "number" && (f.tag === "vague" || f.tag === "recent" || f.tag === "burst" || f.tag === "usual" || (f.key.startsWith("med:") && f.hedged))) continue;
      // "6-12 hours" on the form, then "about 3 hours now" in the chat: this attack so far, shorter than
      // the length told, does not replace it.
      if (prev !== undefined && f.tag === "so_far" && hasCount(prev) && hasCount(f) && (prev.value2 ?? prev.value ?? 0) >= (f.value ?? 0)) continue;
      // "19 headache days" then "over 15 every month": a floor the count already told meets.
      if (prev !== undefined && f.tag === "at_least" && hasCount(prev) && hasCount(f) && (prev.value ?? 0) >= (f.value ?? 0)) continue;
      // "about once a month ... just two in 3 days": a burst of days does not replace the usual rate told.
      if (prev !== undefined && f.tag === "burst" && prev.tag === undefined && hasCount(prev)) continue;
      // "back in 2024 it was 3 or 4 a month" after today's count: a former rate, not the present one.
      if (prev !== undefined && f.tag === "usual" && hasCount(prev) && prev.tag !== "usual") continue;
      // A loose count after a counted one from the chat is no second count: a summary ("so basically
      // half the month" after a month-by-month count), or how it feels, said in the same sentence
      // ("more like 3 days a week, every day is just how it feels"). A former rate before it ("before
      // were 3 or 4 a month ... now almost every day") is no count of now: the loose one stands.
      if (prev !== undefined && f.tag === "vague" && hasCount(prev) && prev.tag !== "vague" && prev.tag !== "usual" && prev.source.kind !== "intake") {
        const summary = /^\s*(?:so|which is|that's|thats|i\.e\.?)\b/i.test(f.evidence);
        const sameSentence = prev.evidence === f.evidence && prev.source.kind === "message" && f.source.kind === "message" && prev.source.index === f.source.index;
        if (summary || sameSentence) continue;
      }
      // A medicine named again without a count ("the co-codamol takes the edge off") keeps the count told before.
      if (prev !== undefined && f.key.startsWith("med:") && f.polarity === "affirmed" && prev.polarity === "affirmed" && !hasCount(f) && hasCount(prev)) continue;
      // A counting window ("the last three months") never shortens a longer history already told.
      if (prev !== undefined && f.tag === "window" && typeof prev.value === "number" && typeof f.value === "number" && prev.value > f.value) continue;
      // "bitten my tongue, wet myself ... never had a fit that i know of": a lifetime denied after the
      // event's own signs were told is the history before it, not this event taken back (a named
      // "seizure" corrected with "never had a fit" is taken back).
      if (prev !== undefined && prev.polarity === "affirmed" && prev.source.kind === "message" && f.polarity === "denied" && f.source.kind === "message" && f.key === "seizure" && /\bnever\b/i.test(f.evidence) && SEIZURE_SIGNS.test(prev.evidence.toLowerCase())) continue;
      // "It is numb ... No tingling, no pins and needles. It is an absence of feeling": a denial of the
      // prickling kind leaves a numbness told as loss of feeling standing.
      if (prev !== undefined && prev.polarity === "affirmed" && f.polarity === "denied" && f.key === "numbness" && PRICKLING_ONLY.test(f.evidence.toLowerCase()) && /\bnumb\b|\bnumbness\b|\bno feeling\b|\babsence of feeling\b/.test(prev.evidence.toLowerCase())) continue;
      map.set(f.key, f);
      // "her right arm is weak" then "the arm is weak from her stroke in 2022 ... the same as every
      // day": the sign told again as the old baseline takes back its earlier telling as new (on the
      // same side: "his stroke was the left hand ... same as always" leaves a new right leg weakness).
      const current = f.key.startsWith("past_") ? map.get(f.key.slice(5)) : undefined;
      if (current !== undefined && current.polarity === "affirmed" && f.polarity === "affirmed" && current.source.kind !== "answer" && (current.side === undefined || f.side === undefined || current.side === f.side) && BASELINE_RETOLD.test(f.evidence.toLowerCase())) map.delete(current.key);
      // "admitted last week with high fever ... the fever went away on Wednesday, since then my body is
      // cool": a fever told, then told over in a later message, is not a fever now.
      if (current !== undefined && f.key === "past_fever" && current.polarity === "affirmed" && f.polarity === "affirmed" && current.source.kind === "message" && f.source.kind === "message" && f.source.index > current.source.index && FEVER_OVER.test(f.evidence.toLowerCase())) map.delete(current.key);
    }
    // The form's aura named only by symptoms the chat then denies ("ticked weakness ... his arms and
    // legs work fine, face doesn't droop"): no aura is told.
    const formAura = map.get("aura");
    if (formAura?.source.kind === "intake" && formAura.polarity === "affirmed") {
      const items = this.all.filter((f) => f.key === "aura" && f.source.kind === "intake" && f.polarity === "affirmed" && !f.evidence.startsWith("aura: ")).map((f) => f.evidence.toLowerCase());
      const deniedInChat = (item: string) => {
        const told = map.get(AURA_ITEM_KEYS.find(([re]) => re.test(item))?.[1] ?? "");
        return told?.polarity === "denied" && told.source.kind === "message";
      };
      if (items.length > 0 && items.every(deniedInChat)) map.delete("aura");
    }
    this.currentMap = map;
    this.dirty = false;
    return map;
  }

  /** Replaces what was read from message `index`'s own words with `facts` (the message read again, its "it" named after). */
  retell(index: number, facts: Fact[]): void {
    for (let i = this.all.length - 1; i >= 0; i--) {
      const f = this.all[i];
      if (f !== undefined && f.source.kind === "message" && f.source.index === index) this.all.splice(i, 1);
    }
    this.all.push(...facts);
    this.dirty = true;
  }

  /** Marks every fact told in message `index` as about `who` ("wait sorry, that's my husband" said of it). */
  reassign(index: number, who: string): void {
    for (const [i, f] of this.all.entries()) {
      if ((f.source.kind === "message" || f.source.kind === "answer") && f.source.index === index && f.key !== "typist") this.all[i] = { ...f, about: who };
    }
    this.dirty = true;
  }

  get(key: string): Fact | undefined {
    return this.current.get(key);
  }

  polarity(key: string): Polarity {
    return this.current.get(key)?.polarity ?? "unknown";
  }

  yes(key: string): boolean {
    return this.polarity(key) === "affirmed";
  }

  no(key: string): boolean {
    return this.polarity(key) === "denied";
  }

  known(key: string): boolean {
    return this.polarity(key) !== "unknown";
  }

  /** The current numeric value of a quantity fact, or null. */
  num(key: string): number | null {
    const f = this.current.get(key);
    return f !== undefined && f.polarity === "affirmed" && typeof f.value === "number" && Number.isFinite(f.value) ? f.value : null;
  }

  /** Every fact told of the patient, in order (what was told of someone else left out). */
  patients(): Fact[] {
    return resolveExperiencer(this.all);
  }

  /** The current facts, one per key. */
  list(): Fact[] {
    return [...this.current.values()];
  }

  /** A short quotation of what established a fact, for evidence strings. */
  evidence(key: string): string {
    const f = this.current.get(key);
    if (f === undefined || f.polarity === "unknown") return "";
    // Facts are shared between turns (extraction is cached), so their quotation is too.
    const known = QUOTES.get(f);
    if (known !== undefined) return known;
    const quote = quoteOf(f);
    QUOTES.set(f, quote);
    return quote;
  }
}

const QUOTES = new WeakMap<Fact, string>();

function quoteOf(f: Fact): string {
  if (f.source.kind === "diary") return f.evidence;
  const where = f.source.kind === "intake" ? `intake ${f.source.field}` : `message ${f.source.index + 1}`;
  const text = f.evidence.length > 140 ? `${f.evidence.slice(0, 137)}...` : f.evidence;
  return `${where}: "${text}"`;
}
