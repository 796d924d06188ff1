// A simulated patient for the interview figures: answers each question through the public
// choice ids (`slot:value`) when it has a value for the slot, in typed words for typed slots,
// and "I don't know" otherwise. Personas are plain data (see interview-figures.ts).
import type { Choice } from "../src/types.ts";

/** A patient's history as slot values: a string or a list (checklist slots), or typed text for typed slots. */
export interface Persona {
  id: string;
  /** Built from a vignette's words (its urgency and pattern rest on messages this persona never types). */
  fromVignette?: boolean;
  /** "primary" when a primary headache pattern is expected to lead. */
  kind: "primary" | "secondary";
  intake: unknown;
  opening: string;
  slots: Record<string, string | number | string[]>;
  /** Slots the person cannot answer ("not sure"). */
  unknown?: string[];
  /** Typed answers for slots without chips (age: "15"), or to answer in words rather than chips. */
  typed?: Record<string, string>;
  expected?: { urgency?: string; red_flags?: string[]; leading_pattern?: string | null; acceptable_patterns?: string[] };
}

export interface Turn {
  questionId: string | null;
  slots: string[];
  choices: Choice[];
  multiple: boolean;
}

export interface Answer {
  content: string;
  answer?: { questionId: string; choiceIds: string[] };
}

const RED = new Set(["thunderclap_onset", "neuro_deficit", "fever_systemic", "meningism", "altered_consciousness", "seizure", "post_trauma", "valsalva_precipitated", "positional", "papilledema_visual", "cancer_history", "immunosuppression", "pregnancy_postpartum", "jaw_claudication_gca", "painful_eye_autonomic", "pattern_change", "progressive", "new_onset_over_50"]);
const NO_BY_DEFAULT = new Set([...RED, "swelling", "ruq_pain", "household_affected", "better_away_from_home", "scalp_tenderness", "nausea", "vomiting", "photophobia", "phonophobia", "restlessness", "visual_disturbance", "autonomic"]);

const values = (v: string | number | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [String(v)]);

function valueOf(p: Persona, slot: string): string[] {
  if (p.unknown?.includes(slot) === true) return ["unknown"];
  const v = values(p.slots[slot]);
  if (v.length > 0) return v;
  return NO_BY_DEFAULT.has(slot) ? ["no"] : [];
}

/** The persona's reply to one assistant turn: chips where one fits, else its typed words, else "I don't know". With `preferTyped`, typed words first. */
export function respond(p: Persona, t: Turn, preferTyped = false): Answer {
  const qid = t.questionId ?? "";
  const labels = new Map(t.choices.map((c) => [c.id, c.label]));
  const tap = (ids: string[]): Answer => ({ content: ids.map((id) => labels.get(id) ?? id).join(", "), answer: { questionId: qid, choiceIds: ids } });
  const typedFor = () => t.slots.map((s) => p.typed?.[s]).find((x) => x !== undefined);
  const typed = typedFor();
  if (preferTyped && typed !== undefined) return { content: typed };
  if (t.slots.length > 0 && t.slots.every((s) => p.unknown?.includes(s) === true)) return { content: typed ?? "not sure" };
  if (t.multiple) {
    const ids: string[] = [];
    let unknown = false;
    for (const s of t.slots) {
      const vs = valueOf(p, s);
      if (vs.length === 0) unknown = true;
      for (const v of vs) if (labels.has(`${s}:${v}`)) ids.push(`${s}:${v}`);
      if (s === "acute_med_days" || vs.includes("no") || vs.includes("none")) continue;
    }
    if (ids.length > 0) return tap(ids);
    if (!unknown && labels.has("none")) return tap(["none"]);
    const declines = t.slots.map((s) => `${s}:unknown`).filter((id) => labels.has(id));
    if (typed !== undefined) return { content: typed };
    return declines.length > 0 ? tap(declines) : { content: "I don't know" };
  }
  const s = t.slots[0] ?? qid;
  const vs = valueOf(p, s);
  for (const v of vs) if (labels.has(`${s}:${v}`)) return tap([`${s}:${v}`]);
  if (s === "acute_med_days") {
    const id = t.choices.find((c) => c.id.endsWith(`:${vs[0] ?? "none"}`))?.id;
    if (id !== undefined) return tap([id]);
  }
  if (typed !== undefined) return { content: typed };
  if (vs.length > 0 && vs[0] !== "unknown" && (s === "age" || t.choices.every((c) => c.id.endsWith(":unknown")))) return { content: vs[0] ?? "" };
  return labels.has(`${s}:unknown`) ? tap([`${s}:unknown`]) : { content: "I don't know" };
}
