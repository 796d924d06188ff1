import type { FactSet } from "../facts/fact-set.ts";
import { type Gender, genderOf, normaliseRelation, RELATION_WORDS, thirdPersonStory } from "../facts/context.ts";
import { afterOwnStory } from "../facts/experiencer.ts";
import { normalizeText } from "../facts/normalize.ts";
import { type Expectation, extractTextFacts } from "../facts/text-facts.ts";
import type { ChatMessage, Fact } from "../types.ts";
import { bindChoices, readTyped, type BindContext, type Bound } from "./answers.ts";
import { cueFacts } from "./cues.ts";
import { address, explicitTypist, personFacts, type Person } from "./person.ts";
import { genericMedicine } from "./questions-follow.ts";
import { questionAsked, questionById } from "./questions.ts";
import { correctionOf, medicineRetold, negativeCarried, namedReferent, type Retelling, retold } from "./referent.ts";
import type { Question } from "./question-types.ts";
import { isOpen, slotState } from "./slot-state.ts";
import { SLOTS } from "./vocabulary.ts";

// Reads the conversation in order: each assistant turn's question (by its stored id), each
// answer bound to it (chips by code, typed words in the question's context), and every
// message's own words. Fills the fact set; returns what the interview needs to go on.

export interface History {
  asked: Map<string, number>;
  questionsAsked: number;
  declined: Set<string>;
  /** Checklists answered with a bare "yes". */
  reask: Set<string>;
  /** Red-flag slots answered only with that bare "yes": suspected, not confirmed. */
  unconfirmed: Set<string>;
  /** The first message tells of someone else's headache (he/she), with none of the typist's own. */
  thirdPerson: boolean;
}

interface Pending {
  q: Question;
  slots: string[];
  labels: Map<string, string>;
}

const SELF: Person = { typist: "self", pronoun: "you", noun: null };
const RED_FLAG_SLOT = new Set(["thunderclap_onset", "neuro_deficit", "fever_systemic", "meningism", "altered_consciousness", "seizure", "post_trauma", "valsalva_precipitated", "positional", "papilledema_visual", "cancer_history", "immunosuppression", "pregnancy_postpartum", "jaw_claudication_gca", "painful_eye_autonomic"]);

// The bank's own chip words per question, worded for the typist (built once).
const BANK_LABELS = new Map<string, Map<string, string>>();

function pendingOf(m: ChatMessage, q: Question): Pending {
  const slots = (m.slots ?? []).filter((s) => q.slots.includes(s) || SLOTS[s] !== undefined);
  let bank = BANK_LABELS.get(q.id);
  if (bank === undefined) {
    bank = new Map<string, string>(q.choices.map((c) => [c.id, address(c.label, SELF)]));
    BANK_LABELS.set(q.id, bank);
  }
  const labels = new Map(bank);
  for (const c of m.choices ?? []) labels.set(c.id, c.label);
  return { q, slots: slots.length > 0 ? slots : q.slots, labels };
}

// The server re-reads the whole conversation every turn; an answer's reading depends only on the
// question, its offered chips, the answer and the class named so far, so it is read once.
const BOUND = new Map<string, { bound: Bound; words: string }>();

function bindAnswer(ctx: BindContext, p: Pending, content: string, ids: string[] | null): { bound: Bound; words: string } {
  const key = [p.q.id, p.slots.join(","), ctx.index, ctx.namedClass ?? "", ids?.join(",") ?? "", [...p.labels.values()].join("|"), content].join("\u0000");
  const hit = BOUND.get(key);
  if (hit !== undefined) return hit;
  const out = ids !== null ? { bound: bindChoices(ctx, ids, p.labels), words: ownWords(content, ids, p.labels) } : { bound: readTyped(ctx, content, p.labels), words: content };
  if (BOUND.size >= 2000) BOUND.clear();
  BOUND.set(key, out);
  return out;
}

/** The one acute-medicine class named so far (for "days with any medicine"), or null. */
function namedClass(facts: FactSet): string | null {
  const classes = new Set<string>();
  for (const f of facts.all) if (f.key.startsWith("med:") && f.polarity === "affirmed" && f.tag !== undefined && !f.key.endsWith("(answer)") && !genericMedicine(f.key)) classes.add(f.tag);
  return classes.size === 1 ? ([...classes][0] ?? null) : null;
}

const clean = (s: string) => normalizeText(s).replace(/[^a-z0-9' -]/g, " ").replace(/\s+/g, " ").trim();

/** The words of a message left once the labels (or codes) of the chips it carries are taken out. */
function ownWords(content: string, ids: string[], labels: Map<string, string>): string {
  let rest = ` ${clean(content)} `;
  for (const id of ids) {
    for (const t of [labels.get(id) ?? "", id.replace(/[:_]/g, " ")]) {
      const l = clean(t);
      if (l !== "") rest = rest.split(` ${l} `).join(" ");
    }
  }
  rest = rest.replace(/\b(?:none of these|done)\b/g, " ").trim();
  return /^[\s,.;and]*$/.test(rest) ? "" : rest;
}

// "None of these" (or items left unticked) speaks of the items offered: it never overrides what is
// already known, and for a slot answered before (a new headache asked only whether it is getting
// worse) it only denies what was still open, never affirms the slot's "usual" reading.
function overreaches(f: Fact, facts: FactSet, answeredBefore: string[]): boolean {
  if (f.source.kind !== "choice" || (f.source.choice !== "none" && f.source.choice !== "unchosen")) return false;
  if (facts.known(f.key)) return true;
  return f.polarity === "affirmed" && answeredBefore.some((s) => SLOTS[s]?.covers.includes(f.key) === true);
}

// "fever 38.9" then "wait sorry thats my husband, hes got flu": the message before was about
// someone else; its facts become that person's (never the patient's red flags). Not "that's my
// husband typing" or "that's my husband's phone": who types or whose device, not whose symptom.
const REASSIGNS = new RegExp(
  String.raw`^(?:(?:oh|oops|whoops|wait|sorry|no|nope|hang on|hold on|my bad|lol|ugh|ah|actually|oh no)[\s,.!]+)*(?:that'?s|thats|that is|that was|this is|those are|those were|that one'?s|that one is|that (?:temp|temperature|fever|reading) (?:is|was)) (?:(?:about|for|of) )?(?:my|our) (${RELATION_WORDS})(?:'s)?\b(?! (?:and|too|as well|typing|writing|here|asking|helping|on here|phone|account|laptop|computer|tablet|ipad|email|e-mail|number|login|device|profile)\b)`,
);

const NAMED_RELATION = new RegExp(String.raw`\b(?:my|our) (?:[a-z]+ )?(${RELATION_WORDS})\b`, "g");

/** The relatives of one sex a text names ("my sister", "my nan"), as normalised relations. */
function sexedRelatives(text: string): string[] {
  return [...new Set([...normalizeText(text).matchAll(NAMED_RELATION)].map((m) => normaliseRelation(m[1] ?? "")))].filter((r) => genderOf(r) !== null);
}

/** The one relative the message before named, when this message names none ("my sister ..." then "hers start with ..."). */
function namedOtherBefore(previous: string, current: string): { relation: string; gender: Gender } | null {
  if (sexedRelatives(current).length > 0) return null;
  const named = sexedRelatives(previous);
  const gender = named.length === 1 && named[0] !== undefined ? genderOf(named[0]) : null;
  return gender === null || named[0] === undefined ? null : { relation: named[0], gender };
}

/** A message read again with a word named in place of its pronoun; quotes stay the sentence as typed. */
function readRetold(retelling: Retelling, index: number, now: Date | null, expects: Expectation = null): Fact[] {
  return extractTextFacts(retelling.text, { kind: "message", index }, now, expects).map((f) => (f.evidence.includes(retelling.replaced) ? { ...f, evidence: retelling.sentence } : f));
}

/** The sex a sentence's third-person words give, when they give only one. */
function genderOfWords(text: string): Gender | null {
  const t = text.toLowerCase();
  const she = /\b(?:she|her|hers|herself|she's|shes)\b/.test(t);
  const he = /\b(?:he|him|his|himself|he's|hes)\b/.test(t);
  return she && !he ? "female" : he && !she ? "male" : null;
}

/** Reads every message into `facts`; returns the interview's bookkeeping. */
export function readHistory(messages: ChatMessage[], facts: FactSet, now: Date | null): History {
  const opening = messages.find((m) => m.role === "user")?.content ?? "";
  const h: History = { asked: new Map(), questionsAsked: 0, declined: new Set(), reask: new Set(), unconfirmed: new Set(), thirdPerson: thirdPersonStory(normalizeText(opening)) };
  let pending: Pending | null = null;
  messages.forEach((m, index) => {
    if (m.role === "assistant") {
      pending = null;
      const q = questionAsked(m);
      // A stored id counts as a question asked even when the bank no longer has it.
      if ((typeof m.questionId === "string" && m.questionId !== "") || (m.questionId === undefined && q !== null)) h.questionsAsked++;
      if (q !== null) {
        h.asked.set(q.id, (h.asked.get(q.id) ?? 0) + 1);
        pending = pendingOf(m, q);
      }
      return;
    }
    const reassigned = REASSIGNS.exec(normalizeText(m.content));
    const before = messages.slice(0, index).findLastIndex((x) => x.role === "user");
    if (reassigned !== null && before >= 0) facts.reassign(before, normaliseRelation(reassigned[1] ?? "other"));
    const referent = before >= 0 ? namedReferent(normalizeText(m.content)) : null;
    // "the eye I mean" names the "it" before; "Neck* sorry" puts right a word typed wrong before.
    const retelling = referent === null ? (before >= 0 ? correctionOf(m.content, messages[before]?.content ?? "") : null) : retold(messages[before]?.content ?? "", referent);
    if (retelling !== null) {
      facts.retell(before, readRetold(retelling, before, now));
    }
    let target: Pending | null = pending;
    const answer = m.answer;
    if (answer !== undefined && (target === null || questionById(answer.questionId)?.id !== target.q.id)) {
      // Chip codes name their slot, so an answer to a question that is not the last one still binds.
      const q = questionById(answer.questionId);
      target = q === null ? null : pendingOf({ role: "assistant", content: "" }, q);
    }
    let bound: Bound | null = null;
    let words = m.content;
    if (target !== null) {
      const ctx = { q: target.q, slots: target.slots, index, person: SELF, namedClass: target.slots.includes("acute_med_days") || answer !== undefined ? namedClass(facts) : null };
      const answeredBefore = target.slots.filter((s) => slotState(s, facts, h.declined) === "answered");
      const read = bindAnswer(ctx, target, m.content, answer !== undefined && answer.choiceIds.length > 0 ? answer.choiceIds : null);
      bound = read.bound;
      words = read.words;
      for (const f of bound.facts) if (!overreaches(f, facts, answeredBefore)) facts.add(f);
      for (const s of bound.declined) h.declined.add(s);
      // A bare "yes" to a checklist says something is there but not which: asked once more, to learn which.
      // A reply that settles nothing else is not asked again (a question is never repeated): its slots stay unknown.
      if (bound.which) {
        h.reask.add(target.q.id);
        for (const s of target.slots) if (RED_FLAG_SLOT.has(s)) h.unconfirmed.add(s);
      }
    }
    if (words !== "") {
      const drop = bound === null ? [] : bound.drop;
      // "i take it most days": the medicine the message before named; quotes stay the person's words.
      const medicine = before >= 0 ? medicineRetold(words, messages[before]?.content ?? "") : null;
      // "felt sick but didnt" then "throw up.": a message finished in the next one.
      const carried = medicine ?? (before >= 0 && words === m.content ? negativeCarried(words, messages[before]?.content ?? "") : null);
      const read = carried === null ? extractTextFacts(words, { kind: "message", index }, now, target?.q.expects ?? null) : readRetold(carried, index, now, target?.q.expects ?? null);
      // "my sister has migraines ..." then "hers start with zigzag lines and her arm goes numb": the
      // she of this message is the one the message before named.
      // Only in a typist's own story, set against their own ("I never get any of that").
      // Looked for only when a fact has no one named (this runs for every message on every turn).
      const named = before >= 0 && !h.thirdPerson && read.some((f) => f.about === "third") && /\b(?:i|my|mine|me)\b/i.test(m.content) ? namedOtherBefore(messages[before]?.content ?? "", m.content) : null;
      for (const f of read) if (!drop.includes(f.key)) facts.add(named !== null && f.about === "third" && genderOfWords(f.evidence) === named.gender ? { ...f, about: named.relation } : f);
      for (const f of cueFacts(words, { kind: "message", index })) facts.add(f);
    }
  });
  // Whom the typist writes for may be said at any point; the patient's age and sex follow it.
  if (facts.get("typist") === undefined) {
    for (const [index, m] of messages.entries()) {
      const t = m.role === "user" ? explicitTypist(m.content, { kind: "message", index }) : null;
      if (t !== null) {
        facts.add(t);
        break;
      }
    }
  }
  const typist = facts.get("typist");
  const third = typist?.polarity === "affirmed" && !afterOwnStory(facts.all, typist);
  messages.forEach((m, index) => {
    if (m.role === "user") for (const f of personFacts(m.content, { kind: "message", index }, third, third ? (typist.tag ?? null) : null)) facts.add(f);
  });
  for (const s of [...h.unconfirmed]) if (!isOpen(s, facts, h.declined)) h.unconfirmed.delete(s);
  return h;
}
