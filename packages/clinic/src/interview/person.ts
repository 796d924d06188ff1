import { normaliseRelation } from "../facts/context.ts";
import { normalizeText } from "../facts/normalize.ts";
import type { FactSet } from "../facts/fact-set.ts";
import type { Fact, Provenance } from "../types.ts";

// Who the patient is when someone else types (CLINICAL.md "A parent or partner typing"): the
// age and sex recorded are the patient's ("my daughter is 15"), and questions address the
// patient ("does she..."). The typist's relation itself is read in facts/ (the "typist" fact);
// here its age, sex and the words to address them.

export type Typist = "self" | "parent" | "partner" | "other";

export interface Person {
  typist: Typist;
  /** "you" when the typist is the patient; otherwise she / he / they. */
  pronoun: "you" | "she" | "he" | "they";
  /** How to name the patient to the typist ("your daughter"), or null for the typist themself. */
  noun: string | null;
}

const FEMALE = /^(?:daughter|girl|stepdaughter|wife|girlfriend|mother|grandmother|sister|aunt|niece|fiancee)$/;
const MALE = /^(?:son|boy|stepson|husband|boyfriend|father|grandfather|brother|uncle|nephew|fiance)$/;
const CHILD = /^(?:child|daughter|son|boy|girl|stepson|stepdaughter)$/;
const PARTNER = /^(?:wife|husband|partner|girlfriend|boyfriend|fiancee?)$/;

/** The typist slot's value for a relation word from the "typist" fact. */
export function typistOf(relation: string | undefined): Typist {
  if (relation === undefined) return "self";
  if (relation === "other") return "other";
  return CHILD.test(relation) ? "parent" : PARTNER.test(relation) ? "partner" : "other";
}

/** Who the questions address, from the facts so far. */
export function personOf(facts: FactSet, sex: string | null): Person {
  const t = facts.get("typist");
  if (t === undefined || t.polarity !== "affirmed") return { typist: "self", pronoun: "you", noun: null };
  const relation = t.tag ?? "other";
  const typist = typistOf(relation);
  const pronoun = sex === "female" || FEMALE.test(relation) ? "she" : sex === "male" || MALE.test(relation) ? "he" : "they";
  const noun = typist === "parent" ? (FEMALE.test(relation) ? "your daughter" : MALE.test(relation) ? "your son" : "your child") : typist === "partner" ? `your ${relation === "fiancee" ? "partner" : relation}` : `the person you are asking for`;
  return { typist, pronoun, noun };
}

// Not a temperature: "tonight he's 38.6".
const THIRD_AGE =
  /\b(?:my|our) (?:(?:little|eldest|youngest|older|younger|teenage) )?(?:daughter|son|child|kid|boy|girl|wife|husband|partner|mum|mom|mother|dad|father)(?:,)? (?:is|who is|who's|aged?|,) ?(\d{1,3})\b(?! ?(?:weeks|days|months|times|%|minutes|hours|mins|hrs))|(?<!\b(?:since|from|when|till|until|before|after|by the time)\s)\b(?:she|he)(?:'s| is) (?:only |just |now )?(\d{1,3})\b(?! ?(?:weeks|days|months|times|%|minutes|hours|mins|hrs|out of|\/)|[.,]\d)|\bmy (\d{1,2})[- ]?(?:years?|yr)[- ]?old\b/;
const SELF_SEX = /\bi(?:'m| am) (?:a |an )?(?:\d{1,3}[- ]?(?:years?|yr)[- ]?old )?(?:(man|male|bloke|guy|gentleman|boy|dad|father|husband)|(woman|female|lady|girl|mum|mom|mother|wife))\b/;

// "I'm asking for my daughter": said outright, whom the typist writes for is settled, whatever
// else the message says ("I've read that headache with vomiting can be a tumour" is the parent's
// worry, not a headache of the parent's own).
const FOR_WHOM =
  /\b(?:asking|writing|typing|messaging|enquiring|inquiring|here|filling (?:this|it) (?:in|out)|it's|its|it is|this is|this is all|question is) (?:for|on behalf of|about) (?:my|our) (?:\d{1,2}[- ]?(?:years?|yr)[- ]?old |little |teenage |elderly |older |younger |eldest |youngest )?(daughter|son|child|kid|boy|girl|teenager|stepson|stepdaughter|wife|husband|hubby|partner|girlfriend|boyfriend|mum|mom|mother|dad|father|grandmother|grandfather|gran|nan|grandma|grandpa|sister|brother|friend)\b/;

/** The typist fact when a message says outright whom it is written for, or null. */
export function explicitTypist(text: string, source: Provenance): Fact | null {
  const m = FOR_WHOM.exec(normalizeText(text));
  if (m?.[1] === undefined) return null;
  return { key: "typist", polarity: "affirmed", tag: normaliseRelation(m[1]), hedged: false, evidence: text, source };
}

/** Facts about the patient read from one message: age and sex of a relative typed for, or the typist's own sex. */
export function personFacts(text: string, source: Provenance, thirdPerson: boolean, typedFor: string | null = null): Fact[] {
  const s = normalizeText(text);
  const out: Fact[] = [];
  const add = (key: string, extra: Partial<Fact>) => out.push({ key, polarity: "affirmed", hedged: false, evidence: text, source, ...extra });
  if (thirdPerson) {
    const m = THIRD_AGE.exec(s);
    const n = m === null ? NaN : Number(m[1] ?? m[2] ?? m[3]);
    // "typing for my mom ... lifts my little guy (hes 2)": a he's age, when the patient is a she, is another's.
    const told = m === null ? "" : m[0];
    const gender = /\b(?:he|son|boy|husband|dad|father)\b/.test(told) ? "male" : /\b(?:she|daughter|girl|wife|mum|mom|mother)\b/.test(told) ? "female" : null;
    const patient = typedFor === null ? null : FEMALE.test(typedFor) ? "female" : MALE.test(typedFor) ? "male" : null;
    // "My father is 58 and he also started having headaches at 55", with no one typed for: a relative's
    // age in the person's own story, not theirs.
    const relativeNamed = typedFor === null && /\b(?:my|our) (?:father|dad|mother|mum|mom|sister|brother|son|daughter|husband|wife|grandmother|grandfather|gran|nan|aunt|uncle|cousin|friend)\b/.test(told);
    if (n >= 1 && n <= 110 && !relativeNamed && (gender === null || patient === null || gender === patient)) add("age", { value: n });
  } else {
    const m = SELF_SEX.exec(s);
    if (m !== null) add("sex", { tag: m[1] !== undefined ? "male" : "female" });
  }
  return out;
}

/** The patient's sex from the intake, the sex slot, or the relation typed for. */
export function sexOf(intakeSex: unknown, facts: FactSet): string | null {
  const raw = typeof intakeSex === "string" ? intakeSex.toLowerCase().trim() : "";
  if (raw !== "") return /^(f|female|woman)$/.test(raw) ? "female" : /^(m|male|man)$/.test(raw) ? "male" : raw;
  const f = facts.get("sex");
  if (f !== undefined && f.polarity === "affirmed" && f.tag !== undefined) return f.tag;
  const t = facts.get("typist");
  if (t !== undefined && t.polarity === "affirmed" && t.tag !== undefined) return FEMALE.test(t.tag) ? "female" : MALE.test(t.tag) ? "male" : null;
  return null;
}

// Words of a question written to the patient, turned to the person typed for.
const FORMS: Record<string, Record<Person["pronoun"], string>> = {
  you: { you: "you", she: "she", he: "he", they: "they" },
  you_obj: { you: "you", she: "her", he: "him", they: "them" },
  your: { you: "your", she: "her", he: "his", they: "their" },
  do_you: { you: "do you", she: "does she", he: "does he", they: "do they" },
  have_you: { you: "have you", she: "has she", he: "has he", they: "have they" },
  are_you: { you: "are you", she: "is she", he: "is he", they: "are they" },
  you_are: { you: "you're", she: "she's", he: "he's", they: "they're" },
  I: { you: "I", she: "she", he: "he", they: "they" },
  me: { you: "me", she: "her", he: "him", they: "them" },
  my: { you: "my", she: "her", he: "his", they: "their" },
  I_am: { you: "I'm", she: "she's", he: "he's", they: "they're" },
  I_have: { you: "I have", she: "she has", he: "he has", they: "they have" },
};

/** A question or chip template (`{do_you}`, `{Your}`...) in the words for this person. */
export function address(template: string, p: Person): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    const form = FORMS[name] ?? FORMS[lower];
    if (form === undefined) return whole;
    const word = form[p.pronoun];
    return name === lower || FORMS[name] !== undefined ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}
