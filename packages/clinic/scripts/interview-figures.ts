// Runs simulated patients through nextTurn and prints the interview figures of issue 14:
// questions to the end (empty and full intake), core slots still unknown at the end, questions
// that repeat an answered slot, and red flags caught when answered through the chips.
//   node packages/clinic/scripts/interview-figures.ts [--transcript <persona-id>] [--verbose] [--only <persona folder>]
//   PERSONA_DIRS=dir1,dir2 adds folders of clinician-written personas (kept outside the repo while unseen).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate } from "../src/assess.ts";
import { nextTurn } from "../src/index.ts";
import { questionById } from "../src/interview/questions.ts";
import { openSlotsOf } from "../src/interview/select.ts";
import { slotState } from "../src/interview/slot-state.ts";
import { respond, type Persona } from "./interview-persona.ts";
import { fromVignette, fullIntake, WRITTEN } from "./interview-personas.ts";
import { loadVignettes } from "./load-vignettes.ts";

const here = dirname(fileURLToPath(import.meta.url));
// Clinician-written personas (same format in each folder); `--only <folder>` runs one folder alone.
const FRESH = (process.env.PERSONA_DIRS ?? "").split(",").map((d) => d.trim()).filter((d) => d !== "");
const CORE = ["age", "headache_days", "duration", "side", "character", "severity", "associated", "aura", "acute_med_days"];

export interface Run {
  persona: Persona;
  questions: number;
  repeats: string[];
  coreUnknown: string[];
  missedFlags: string[];
  leading: string | null;
  urgency: string;
  ended: string;
  transcript: string[];
}

/** One conversation of a persona with the engine, to its end (or 25 turns). */
export function converse(p: Persona, intake: unknown): Run {
  const msgs: Array<Record<string, unknown>> = [{ role: "user", content: p.opening }];
  const transcript = [`PATIENT: ${p.opening}`];
  const repeats: string[] = [];
  const seen = new Set<string>();
  let t = nextTurn(intake, msgs);
  for (let i = 0; i < 25; i++) {
    transcript.push(`ASSISTANT [${t.response_type}, ${t.urgency}${t.questionId === null ? "" : `, ${t.questionId}`}]: ${t.reply}`);
    if (t.choices.length > 0) transcript.push(`  chips${t.multiple ? " (multiple)" : ""}: ${t.choices.map((c) => `${c.id} "${c.label}"`).join(" | ")}`);
    msgs.push({ role: "assistant", content: t.reply, questionId: t.questionId, slots: t.slots, choices: t.choices, multiple: t.multiple });
    // An emergency reply may carry one question for while the person waits for help.
    // The interview ends at "end" (an optional MIDAS offer may ride on it); an emergency reply without a question ends it too.
    if (t.response_type === "end" || (t.response_type !== "question" && t.questionId === null)) break;
    const ev = evaluate(intake, msgs);
    const q = questionById(t.questionId ?? "");
    // The engine's own notion of an open slot (a follow-up on an answered slot, medicine days by class, decides for itself).
    const open = q === null ? t.slots.filter((s) => slotState(s, ev.facts, ev.declined) !== "answered") : openSlotsOf(q, ev.ctx, ev.declined);
    for (const s of t.slots) if (!open.includes(s)) repeats.push(`${t.questionId}:${s}`);
    if (t.questionId !== null && seen.has(t.questionId)) repeats.push(`${t.questionId} (same id)`);
    if (t.questionId !== null) seen.add(t.questionId);
    const a = respond(p, t);
    transcript.push(`PATIENT: ${a.content}${a.answer === undefined ? "" : `   [${a.answer.choiceIds.join(", ")}]`}`);
    msgs.push(a.answer === undefined ? { role: "user", content: a.content } : { role: "user", content: a.content, answer: a.answer });
    t = nextTurn(intake, msgs);
  }
  const a = t.assessment;
  const got = new Set(a.red_flags.map((f) => f.code as string));
  return {
    persona: p, questions: a.questions_asked, repeats,
    coreUnknown: a.interview.open_slots.filter((s) => CORE.includes(s)),
    missedFlags: (p.expected?.red_flags ?? []).filter((c) => !got.has(c)),
    leading: a.leading_pattern, urgency: a.urgency, ended: t.response_type, transcript,
  };
}

function freshPersonas(dir: string): Persona[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith(".json")).flatMap((f) => {
    try {
      const raw = JSON.parse(readFileSync(join(dir, f), "utf8")) as Partial<Persona>;
      const kind = raw.kind ?? (typeof raw.expected?.leading_pattern === "string" ? "primary" : "secondary");
      return [{ id: raw.id ?? f, kind, intake: raw.intake ?? null, opening: raw.opening ?? "I have headaches", slots: raw.slots ?? {}, typed: raw.typed ?? {}, unknown: raw.unknown ?? [], expected: raw.expected ?? {} }];
    } catch {
      return [];
    }
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 === 1 ? (s[(s.length - 1) / 2] ?? NaN) : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};

function report(label: string, runs: Run[], verbose: boolean): void {
  const qs = runs.map((r) => r.questions);
  const primary = runs.filter((r) => r.persona.kind === "primary" && r.urgency !== "emergency");
  const coreGaps = primary.filter((r) => r.coreUnknown.length > 0);
  const repeats = runs.flatMap((r) => r.repeats.map((x) => `${r.persona.id} ${x}`));
  const flagged = runs.filter((r) => (r.persona.expected?.red_flags ?? []).length > 0);
  const missed = flagged.filter((r) => r.missedFlags.length > 0);
  console.log(`${label}: ${runs.length} conversations`);
  console.log(`  questions to the end: median ${median(qs)}, max ${Math.max(...qs)}`);
  console.log(`  primary-headache conversations with a core slot still unknown at the end: ${coreGaps.length}/${primary.length}`);
  console.log(`  questions repeating an answered slot: ${repeats.length}`);
  console.log(`  red flags caught through chips: ${flagged.length - missed.length}/${flagged.length} conversations`);
  // Urgency and pattern are judged on written personas only: a vignette's rest on words its persona never types.
  const withUrgency = runs.filter((r) => r.persona.fromVignette !== true && r.persona.expected?.urgency !== undefined);
  const urgencyOk = withUrgency.filter((r) => r.urgency === r.persona.expected?.urgency);
  const withLead = runs.filter((r) => r.persona.fromVignette !== true && r.persona.expected?.leading_pattern !== undefined);
  const leadOk = withLead.filter((r) => r.leading === r.persona.expected?.leading_pattern || (r.persona.expected?.acceptable_patterns ?? []).includes(r.leading ?? "-"));
  console.log(`  urgency as expected (written personas): ${urgencyOk.length}/${withUrgency.length}; leading pattern as expected: ${leadOk.length}/${withLead.length}`);
  if (verbose) {
    for (const r of coreGaps) console.log(`    core unknown ${r.persona.id}: ${r.coreUnknown.join(", ")}`);
    for (const x of repeats.slice(0, 20)) console.log(`    repeat ${x}`);
    for (const r of missed) console.log(`    missed ${r.persona.id}: ${r.missedFlags.join(", ")}`);
    for (const r of withUrgency) if (!urgencyOk.includes(r)) console.log(`    urgency ${r.persona.id}: ${r.urgency}, expected ${r.persona.expected?.urgency ?? ""}`);
    for (const r of withLead) if (!leadOk.includes(r)) console.log(`    leading ${r.persona.id}: ${r.leading ?? "null"}, expected ${r.persona.expected?.leading_pattern ?? "null"}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
  const vignettes = only === undefined ? loadVignettes(join(here, "..", "vignettes")) : [];
  const fresh = (only === undefined ? FRESH : [only]).flatMap(freshPersonas);
  const written = only === undefined ? WRITTEN : [];
  const personas = [...fresh, ...written, ...vignettes.map(fromVignette)];
  const show = args[args.indexOf("--transcript") + 1];
  if (args.includes("--transcript") && show !== undefined) {
    const p = personas.find((x) => x.id === show);
    if (p === undefined) throw new Error(`no persona ${show}`);
    console.log(converse(p, p.intake).transcript.join("\n"));
  } else {
    console.log(`Interview figures over ${personas.length} personas (${fresh.length} fresh, ${written.length} written, ${vignettes.length} from vignettes)\n`);
    if (fresh.length > 0) report("Clinician personas, their own intake", fresh.map((p) => converse(p, p.intake)), verbose);
    report("Empty intake", personas.map((p) => converse(p, null)), verbose);
    report("Full intake", personas.map((p) => converse(p, fullIntake(p))), verbose);
  }
}
