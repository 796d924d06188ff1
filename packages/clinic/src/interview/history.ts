import type { FactSet } from "../facts/fact-set.ts";
import { normalizeText } from "../facts/normalize.ts";
import { extractTextFacts } from "../facts/text-facts.ts";
import type { ChatMessage } from "../types.ts";
import { bindChoices, readTyped, type Bound } from "./answers.ts";
import { cueFacts } from "./cues.ts";
import { address, personFacts, type Person } from "./person.ts";
import { questionAsked, questionById } from "./questions.ts";
import type { Question } from "./question-types.ts";
import { isOpen } from "./slot-state.ts";
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
}

interface Pending {
  q: Question;
  slots: string[];
  labels: Map<string, string>;
}

const SELF: Person = { typist: "self", pronoun: "you", noun: null };
const RED_FLAG_SLOT = new Set(["thunderclap_onset", "neuro_deficit", "fever_systemic", "meningism", "altered_consciousness", "seizure", "post_trauma", "valsalva_precipitated", "positional", "papilledema_visual", "cancer_history", "immunosuppression", "pregnancy_postpartum", "jaw_claudication_gca"]);

function pendingOf(m: ChatMessage, q: Question): Pending {
  const slots = (m.slots ?? []).filter((s) => q.slots.includes(s) || SLOTS[s] !== undefined);
  const labels = new Map<string, string>(q.choices.map((c) => [c.id, address(c.label, SELF)]));
  for (const c of m.choices ?? []) labels.set(c.id, c.label);
  return { q, slots: slots.length > 0 ? slots : q.slots, labels };
}

/** The one acute-medicine class named so far (for "days with any medicine"), or null. */
function namedClass(facts: FactSet): string | null {
  const classes = new Set<string>();
  for (const f of facts.all) if (f.key.startsWith("med:") && f.polarity === "affirmed" && f.tag !== undefined && !f.key.endsWith("(answer)")) classes.add(f.tag);
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

/** Reads every message into `facts`; returns the interview's bookkeeping. */
export function readHistory(messages: ChatMessage[], facts: FactSet, now: Date | null): History {
  const h: History = { asked: new Map(), questionsAsked: 0, declined: new Set(), reask: new Set(), unconfirmed: new Set() };
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
      if (answer !== undefined && answer.choiceIds.length > 0) {
        bound = bindChoices(ctx, answer.choiceIds, target.labels);
        words = ownWords(m.content, answer.choiceIds, target.labels);
      } else {
        bound = readTyped(ctx, m.content, target.labels);
      }
      for (const f of bound.facts) facts.add(f);
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
      for (const f of extractTextFacts(words, { kind: "message", index }, now, target?.q.expects ?? null)) if (!drop.includes(f.key)) facts.add(f);
      for (const f of cueFacts(words, { kind: "message", index })) facts.add(f);
    }
  });
  // Whom the typist writes for may be said at any point; the patient's age and sex follow it.
  const third = facts.get("typist")?.polarity === "affirmed";
  messages.forEach((m, index) => {
    if (m.role === "user") for (const f of personFacts(m.content, { kind: "message", index }, third)) facts.add(f);
  });
  for (const s of [...h.unconfirmed]) if (!isOpen(s, facts, h.declined)) h.unconfirmed.delete(s);
  return h;
}
