import { normalizeText } from "../facts/normalize.ts";
import { findFrequencies, findQuantities } from "../facts/numbers.ts";
import { plainSentences, readScope } from "../facts/scope.ts";
import { extractTextFacts } from "../facts/text-facts.ts";
import type { Fact, Provenance } from "../types.ts";
import { address, type Person } from "./person.ts";
import type { Question } from "./question-types.ts";
import { canonicalDrug, CLASS_WORD, findDrugs, PREVENTIVE_DRUG } from "../scores/drugs.ts";
import { MIDAS_ITEMS } from "../scores/midas.ts";
import { parseChoice, settingsOf, SLOTS, type Setting } from "./vocabulary.ts";

// Answers bound to the question they answer (CLINICAL.md "Answers are bound to questions").
// A chip maps to slot values directly. Typed text is read in the context of the question: a
// time given to the onset question is the time to peak, not the attack's length; "I don't know"
// declines the slots asked. A leading yes/no counts only when the rest of the message is filler
// or elaborates on the question's own topic ("yes, I feel sick" is not "yes" to a fever).

export interface Bound {
  facts: Fact[];
  /** Slots the person declined ("I don't know"). */
  declined: string[];
  /** Fact keys the free-text reader must not take from this message (read here in context instead). */
  drop: string[];
  /** A bare "yes" to a checklist: which item is not known, so the question is asked again. */
  which: boolean;
}

const EMPTY: Bound = { facts: [], declined: [], drop: [], which: false };

export interface BindContext {
  q: Question;
  /** The slots this turn asked (the message's `slots`, else the question's). */
  slots: string[];
  index: number;
  person: Person;
  /** The one acute-medicine class named so far, for "days with any medicine". */
  namedClass: string | null;
}

function toFacts(settings: Setting[], source: Provenance, evidence: string, hedged = false): Fact[] {
  return settings.map(([key, polarity, value, value2, tag]) => {
    const f: Fact = { key, polarity, hedged, evidence, source };
    if (value !== undefined) f.value = value;
    if (value2 !== undefined) f.value2 = value2;
    if (tag !== undefined) f.tag = tag;
    return f;
  });
}

// Multi-value slots whose items, all offered on a checklist and none ticked, mean "none of these".
const UNTICKED_NONE = new Set(["course", "autonomic"]);

/** What `none` means on a checklist: no for every slot it asked (or the slot's own "none"). */
function noneSettings(slots: string[]): Setting[] {
  return slots.flatMap((s) => SLOTS[s]?.values.none ?? SLOTS[s]?.values.no ?? []);
}

/** Facts and declines set by quick replies tapped for a question; any vocabulary code is accepted. */
export function bindChoices(ctx: BindContext, choiceIds: string[], labels: ReadonlyMap<string, string>): Bound {
  const out: Bound = { facts: [], declined: [], drop: [], which: false };
  const chosenSlots = new Set<string>();
  for (const id of choiceIds) {
    const label = labels.get(id) ?? id;
    const evidence = `${label} (answer to: ${address(ctx.q.text, ctx.person)})`;
    const source: Provenance = { kind: "choice", index: ctx.index, question: ctx.q.id, choice: id };
    if (id === "none") {
      out.facts.push(...toFacts(noneSettings(ctx.slots.filter((s) => !chosenSlots.has(s))), source, evidence));
      continue;
    }
    const c = parseChoice(id);
    if (c === null) continue;
    chosenSlots.add(c.slot);
    if (c.value === "unknown") {
      out.declined.push(c.slot);
      continue;
    }
    const settings = settingsOf(c.slot, c.value, ctx.namedClass);
    if (settings !== null) out.facts.push(...toFacts(settings, source, evidence));
  }
  // Tapping some items of a yes/no checklist and "Done" says no to the others.
  if (ctx.q.multiple && chosenSlots.size > 0 && !choiceIds.includes("none")) {
    const rest = ctx.slots.filter((s) => !chosenSlots.has(s) && ((SLOTS[s]?.values.no !== undefined && SLOTS[s]?.values.yes !== undefined) || UNTICKED_NONE.has(s)));
    const source: Provenance = { kind: "choice", index: ctx.index, question: ctx.q.id, choice: "unchosen" };
    out.facts.push(...toFacts(rest.flatMap((s) => SLOTS[s]?.values.no ?? SLOTS[s]?.values.none ?? []), source, `not chosen (answer to: ${address(ctx.q.text, ctx.person)})`));
  }
  return out;
}

const YES = /^(?:yes|yeah|yep|yup|ya|yea|ye|sure|correct|right|definitely|absolutely|i do|i have|i am|i did|she does|he does|she has|he has|she is|he is|it does|it did|they do|true|affirmative|uh huh|mhm|kind of|sort of|a bit|a little|sometimes)\b/;
const NO = /^(?:no|nope|nah|not really|never|none|neither|not at all|i don't|i haven't|i'm not|she doesn't|he doesn't|she hasn't|he hasn't|she isn't|he isn't|it doesn't|it didn't|they don't|nothing|negative)\b/;
const UNSURE = /^(?:not sure|unsure|i'm not sure|i am not sure|don't know|do not know|i don't know|i do not know|idk|dunno|no idea|maybe|can't remember|i can't remember|can't say|hard to say|not certain)\b/;
const HEDGED = /^(?:kind of|sort of|a bit|a little|sometimes|i think)/;

// Words that add no fact of their own to a yes/no: politeness, hedges, auxiliaries, pronouns and
// the "when" of the answer. Numbers, body parts and symptoms are content.
const FILLER = new Set(
  `yes yeah yep yup ya yea ye sure correct right definitely absolutely true affirmative uh huh mhm no nope nah not never none neither
  nor nothing negative really at all i i'm i've i'd me my it it's its that that's this these those them they there so just think
  guess believe suppose reckon probably maybe possibly perhaps kind sort of a an the bit little lot quite very pretty much some
  sometimes occasionally often always usually mostly mainly do does did don't doesn't didn't have has had haven't hasn't hadn't
  am is are was were isn't wasn't aren't weren't be been can can't could couldn't would wouldn't will won't exactly indeed
  actually honestly well um uh oh ok okay hmm er erm any anything either both too also as far know thanks thank you please
  sorry say afraid thankfully luckily fortunately god goodness lol haha and or yet still now today yesterday tonight earlier
  recently lately before again last night morning evening afternoon ago since then once to she he her his she's he's`.split(/\s+/),
);
const FILLER_PHRASES = /\b(?:like|of) (?:that|those|them)\b|\bof (?:these|this)\b|\bthat i (?:know|can think) of\b/g;

const clean = (s: string) => normalizeText(s).replace(/[^a-z0-9' -]/g, " ").replace(/\s+/g, " ").trim();
const words = (s: string) => (s === "" ? [] : s.split(" "));
const isFiller = (s: string) => words(s.replace(FILLER_PHRASES, " ").replace(/\s+/g, " ").trim()).every((w) => FILLER.has(w));

const coversOf = (slots: string[]) => slots.flatMap((s) => SLOTS[s]?.covers ?? []);

/** Whether "yes"/"no" plus `rest` answers the question: filler, or only on the question's own topic without naming what the answer sets. */
function restFits(ctx: BindContext, rest: string, settings: Setting[]): boolean {
  if (isFiller(rest)) return true;
  const facts = extractTextFacts(rest, { kind: "message", index: ctx.index }, null);
  if (facts.length === 0) return false;
  const covers = coversOf(ctx.slots);
  const setKeys = new Set(settings.map(([k]) => k));
  return facts.every((f) => covers.includes(f.key) && !setKeys.has(f.key));
}

// Onset speed in words and numbers, for the time-to-peak reading.
const INSTANT = /\b(?:instant\w*|immediately|straight away|right away|in (?:a|one) (?:split )?second|within seconds|seconds|a second|like a (?:switch|light switch)|like a thunderclap|out of nowhere)\b/;
const SLOW = /\b(?:slowly|gradual\w*|built up|builds up|build up|crept|creeps|over (?:the )?(?:day|morning|afternoon|evening)|hours)\b/;

// "Lasted maybe 20-30 seconds", "went away after a minute": how long it lasted, not how fast it peaked.
const LENGTH_BEFORE = /\b(?:last(?:s|ed|ing)?|for|gone (?:after|in|within)|(?:went|goes|go) (?:away|off) (?:after|in|within)|over (?:in|after|within)|stops? after)\b[^.,]{0,15}$/;

// "My usual migraines creep up over an hour or two ... there were no zigzags today": how the usual
// attacks start is no answer about this one. A sentence that also speaks of this one stays.
const USUAL_ATTACKS = /\b(?:usual(?:ly)?|normal(?:ly)?|typical(?:ly)?|always|(?:my|the) (?:other|regular|old) (?:ones|migraines|headaches))\b/;
const THIS_ONE = /\b(?:this (?:one|time|attack|headache|migraine)|today|tonight|this (?:morning|afternoon|evening)|too|as well|same)\b/;

function peakValue(typed: string, reply: string): string | null {
  const all = plainSentences(normalizeText(reply));
  const kept = all.filter((s) => !USUAL_ATTACKS.test(s) || THIS_ONE.test(s));
  const text = kept.length === all.length ? typed : clean(kept.join(" "));
  // "from that day not one minute without it": a time denied is no time to peak.
  const q = findQuantities(text).find((x) => !LENGTH_BEFORE.test(text.slice(Math.max(0, x.index - 30), x.index)) && !/\b(?:not|never|no)(?: (?:even|for|in|a single))?\s*$/.test(text.slice(Math.max(0, x.index - 20), x.index)));
  if (q !== undefined) {
    const hi = q.hoursMax;
    return hi <= 1 / 60 ? "under_1_min" : hi <= 5 / 60 ? "1_5_min" : hi <= 1.01 ? "5_60_min" : hi < 24 ? "hours" : "days";
  }
  // "built up over the morning, it didn't come on out of nowhere": a denied instant start is no start
  // at all, and both an instant and a slow start said outright leave the answer unread.
  const instant = INSTANT.exec(text);
  const instantSaid = instant !== null && !readScope(text, instant.index, instant.index + instant[0].length, false).negated && !LENGTH_BEFORE.test(text.slice(Math.max(0, instant.index - 30), instant.index));
  const slow = SLOW.test(text);
  if (instantSaid && slow) return null;
  if (instantSaid) return "under_1_min";
  if (slow) return "hours";
  return null;
}

const FEMALE_WORDS = /^(?:f|female|woman|a woman|girl|lady|she|her)\b/;
const MALE_WORDS = /^(?:m|male|man|a man|bloke|a bloke|guy|boy|he|him)\b/;

// "sorry 74 not 47", "oops i meant 8": a number put right; the apology and the number taken back go.
const NUMBER_PUT_RIGHT = /^(?:(?:sorry|oops|whoops|no|nope|wait|actually|typo|correction|my bad|i mean|i meant|meant|sorry i meant)\s+)+(?=\d)/;
const NUMBER_TAKEN_BACK = /\s*\b(?:not|no not|instead of)\s+\d{1,3}\b/g;

/** Slot-specific readings of typed text; null when the words do not answer in that way. */
function typedSlot(ctx: BindContext, typed: string, reply: string, source: Provenance, evidence: string): Bound | null {
  const put = typed.replace(NUMBER_PUT_RIGHT, "");
  const text = put !== typed || /^\d{1,3}\s+(?:not|instead of)\s+\d/.test(put) ? put.replace(NUMBER_TAKEN_BACK, "").trim() : typed;
  const slots = ctx.slots;
  const f = (settings: Setting[], drop: string[] = []): Bound => ({ facts: toFacts(settings, source, evidence), declined: [], drop, which: false });
  if (slots.includes("age")) {
    const m = /^(?:(?:she|he|i|hes|shes)(?:'s| is| am|'m)? )?(?:about |around |nearly |almost |just )?(\d{1,3})(?: (?:years?|yrs?)(?: old)?| yo)?\b/.exec(text) ?? /\b(\d{1,3}) (?:years?|yrs?) old\b/.exec(text);
    const n = m === null ? NaN : Number(m[1]);
    if (n >= 1 && n <= 115) return f([["age", "affirmed", n]], ["age"]);
  }
  if (slots.includes("sex")) {
    if (FEMALE_WORDS.test(text)) return f([["sex", "affirmed", undefined, undefined, "female"]]);
    if (MALE_WORDS.test(text)) return f([["sex", "affirmed", undefined, undefined, "male"]]);
  }
  // How fast it peaked, when that is what was asked: the onset question itself, not a checklist that
  // lists a sudden start among other signs ("it lasts 2 to 3 hours" there is how long it lasts).
  if (slots.includes("time_to_peak") || (slots.length === 1 && slots[0] === "thunderclap_onset")) {
    const v = peakValue(text, reply);
    const settings = v === null ? null : settingsOf("time_to_peak", v, null);
    // The minutes given here are how fast it peaked: never the attack's length, unless said as one
    // ("lasted maybe 20 seconds").
    const lengthSaid = findQuantities(text).some((x) => LENGTH_BEFORE.test(text.slice(Math.max(0, x.index - 30), x.index)));
    const drop = lengthSaid ? [] : ["attack_hours", "aura_minutes"];
    if (settings !== null && (slots.includes("time_to_peak") || v !== "under_1_min")) return { ...f(settings, drop), facts: [...toFacts(settings, source, evidence)] };
    if (slots.includes("time_to_peak")) return { ...EMPTY, drop };
  }
  if (slots.includes("acute_med_days")) {
    if (/\b(?:none|nothing|never|no (?:tablets|pills|medicine|medication|painkillers)|don't take|do not take|doesn't take|does not take)\b/.test(text) && !/\bnothing (?:works|helps)\b/.test(text)) return f([["no_acute_meds", "affirmed"]], ["headache_days", "migraine_days"]);
    // "each one is 10 to 20 mins, stabbing, 10 to 15 a day": the attacks told instead, no medicine in it;
    // read as words (attacks a day), not as days of medicine.
    const named = findDrugs(text);
    const attacksTold = ATTACKS_TOLD.test(text) && !MEDICINE_WORDS.test(text) && named.length === 0;
    // "i drink like 3 energy drinks a day ... migraines only 2-3 a month": counts of a drink or of the
    // headaches, with no medicine in their words, are not medicine days.
    const ofMedicine = (x: { index: number; length: number }) => {
      const words = text.slice(Math.max(0, text.lastIndexOf(".", x.index) + 1), x.index + x.length);
      return !NOT_MEDICINE_COUNT.test(words) || MEDICINE_WORDS.test(words) || findDrugs(words).length > 0;
    };
    // "started indometacin 25mg x3 a day": the doses of a preventive, named with no acute medicine, are
    // no days of acute medicine (ICHD-3 8.2 counts acute treatment).
    const preventiveOnly = named.length === 0 && PREVENTIVE_DRUG.test(text);
    const freq = attacksTold || preventiveOnly ? undefined : findFrequencies(text).find(ofMedicine);
    const bare = /^(?:about |around |maybe |like )?(\d{1,2})(?: days?)?$/.exec(text);
    const n = freq !== undefined ? freq.daysPerMonth : bare !== null ? Number(bare[1]) : NaN;
    if (Number.isFinite(n)) {
      // "ibuprofen maybe 2 days a week": the days are that medicine's, so they count once with it
      // (the same key the message's own reading gives), never again as days of an unnamed medicine.
      const drugs = new Map(named.map((d) => [canonicalDrug(d.name), d.cls] as const));
      const [only] = drugs.size === 1 ? [...drugs] : [];
      if (only !== undefined && !CLASS_WORD.test(only[0])) return f([[`med:${only[0]}`, "affirmed", Math.min(30, n), undefined, only[1]]], ["headache_days", "migraine_days", "attacks_per_day"]);
      const tag = ctx.namedClass ?? "unspecified";
      return f([[`med:${tag} (answer)`, "affirmed", Math.min(30, n), undefined, tag]], ["headache_days", "migraine_days", "attacks_per_day"]);
    }
  }
  const midasItem = slots.find((x) => (MIDAS_ITEMS as readonly string[]).includes(x));
  if (midasItem !== undefined) {
    const n = /^(?:about |around |maybe |like |roughly |probably )?(\d{1,2})(?: days?)?$/.exec(text) ?? (/^(?:none|no days|zero|not any|never|0)\b/.test(text) ? ["", "0"] : null);
    if (n !== null) return f([[midasItem, "affirmed", Math.min(90, Number(n[1]))]]);
  }
  if (slots.includes("missed_days_3m")) {
    const n = /^(?:about |around |maybe |like |roughly )?(\d{1,2})(?: days?)?$/.exec(text) ?? (/^(?:none|no days|zero|not any)\b/.test(text) ? ["", "0"] : null);
    if (n !== null) return f([["missed_days_3m", "affirmed", Number(n[1])]]);
  }
  if (slots.includes("headache_days") || slots.includes("attacks_per_day") || slots.includes("lifetime_attacks")) {
    const bare = /^(?:about |around |maybe |like |roughly )?(\d{1,3})(?: ?- ?(\d{1,3}))?(?: (?:days?|times|attacks))?$/.exec(text);
    if (bare !== null) {
      const lo = Number(bare[1]);
      const hi = bare[2] === undefined ? undefined : Number(bare[2]);
      const key = slots.includes("headache_days") ? "headache_days" : slots.includes("attacks_per_day") ? "attacks_per_day" : "lifetime_attacks";
      return f([[key, "affirmed", key === "headache_days" ? Math.min(30, hi ?? lo) : lo, key === "headache_days" ? undefined : hi]]);
    }
  }
  return null;
}

// "hes having 50 60 a day, i counted 71 on sunday": how many a day is attacks, never days of medicine a month.
const NOT_MEDICINE_COUNT = /\b(?:coffees?|cups?|teas?|cans?|drinks?|beers?|pints?|glasses|cigarettes?|cigs|smokes?|energy drinks?|monsters?|red ?bulls?|head ?aches?|headaches?|migraines?|attacks?)\b/;
const ATTACKS_TOLD = /\b(?:each one|each attack|every one|attacks?|episodes?|mins?|minutes|stabb\w*|throbb\w*|behind (?:my|the) (?:\w+ )?eye)\b|\b\d{1,3}(?:[ -]\d{1,3})? (?:a|per|each) day\b/;
const MEDICINE_WORDS = /\b(?:tablets?|pills?|tabs|meds?|medicines?|medication|painkillers?|take|takes|took|taking|use|uses|using|dose|doses|spray|injections?|jabs?)\b/;

/** Facts implied by a typed reply to a question, read in its context. */
export function readTyped(ctx: BindContext, reply: string, labels: ReadonlyMap<string, string>): Bound {
  const text = clean(reply);
  if (text === "") return EMPTY;
  const source: Provenance = { kind: "answer", index: ctx.index, question: ctx.q.id };
  const evidence = `${reply} (answer to: ${address(ctx.q.text, ctx.person)})`;
  // The words of a chip typed out ("One side", "None of these") are that chip.
  for (const [id, label] of labels) {
    const l = clean(label);
    if (l.length >= 2 && (text === l || (text.startsWith(`${l} `) && isFiller(text.slice(l.length + 1))))) return bindChoices(ctx, [id], labels);
  }
  if (UNSURE.test(text) && isFiller(text.replace(UNSURE, "").trim())) return { ...EMPTY, declined: [...ctx.slots] };
  const special = typedSlot(ctx, text, reply, source, evidence);
  if (special !== null) return special;
  const single = ctx.slots.length === 1 ? ctx.slots[0] : undefined;
  const values = single === undefined ? undefined : SLOTS[single]?.values;
  const yes = YES.exec(text);
  const no = NO.exec(text);
  if (ctx.q.multiple && ctx.q.choices.some((c) => c.id === "none")) {
    const none = noneSettings(ctx.slots);
    if (no !== null && restFits(ctx, text.slice(no[0].length).trim(), none)) return { ...EMPTY, facts: toFacts(none, source, evidence) };
    if (yes !== null && isFiller(text.slice(yes[0].length).trim())) return { ...EMPTY, which: true };
    return EMPTY;
  }
  if (single === "course") {
    if (yes !== null && restFits(ctx, text.slice(yes[0].length).trim(), [])) return { ...EMPTY, facts: toFacts(SLOTS.course?.values.usual ?? [], source, evidence) };
    return EMPTY;
  }
  if (values?.yes !== undefined && yes !== null && restFits(ctx, text.slice(yes[0].length).trim(), values.yes)) return { ...EMPTY, facts: toFacts(values.yes, source, evidence, HEDGED.test(text)) };
  if (values?.no !== undefined && no !== null && restFits(ctx, text.slice(no[0].length).trim(), values.no)) return { ...EMPTY, facts: toFacts(values.no, source, evidence) };
  return EMPTY;
}
