import { intakeFieldLabel, valueLabel } from "@hg/shared/report-view-labels";
import { isObj } from "../facts/intake-read.ts";
import type { ChatMessage } from "../types.ts";

// Evidence a doctor can read (issue 16): the engine quotes `intake headache_history.moderate_days:
// "headache_history.moderate_days"` internally; the report says "Intake: moderate days per month:
// 10". Chat quotes stay verbatim and are numbered among the person's own messages.

const PART = /(?<=^|;\s)(?:intake ([\w.]+)|message (\d+)): "(.*?)"(?=;\s|$)/gs;

function at(intake: unknown, path: string): unknown {
  let v: unknown = intake;
  for (const part of path.split(".")) v = isObj(v) ? v[part] : Array.isArray(v) ? v[Number(part)] : undefined;
  return v;
}

/** A scalar or list intake value in words; null for anything else (objects are described by the engine's own quote). */
function valueText(v: unknown): string | null {
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "string") return v.trim() === "" ? null : valueLabel(v.trim());
  if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) {
    const parts = v.map(valueText).filter((x) => x !== null);
    return parts.length > 0 ? parts.join(", ") : null;
  }
  return null;
}

const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** One intake quote: the field's label and its value, the engine's quote only where the field is not a plain value. */
function intakePart(intake: unknown, path: string, quote: string): string {
  const value = valueText(at(intake, path));
  const quoted = quote === path || /^[a-z_]+(?:\.[a-z_]+)+$/.test(quote) || /^[a-z]+(?:_[a-z]+)+$/.test(quote) ? null : valueLabel(quote);
  // "nausea not ticked" says what the list does not hold: the quote, not the list, is the evidence.
  const shown = quoted !== null && / not ticked$/.test(quoted) ? quoted : (value ?? quoted ?? "given");
  return `Intake: ${lower(intakeFieldLabel(path))}: ${shown}`;
}

type Part = { text: string } | { own: number; reply: string; question: string };

/** One chat quote, verbatim, with the number of the person's own message (1 = their first). */
function chatPart(messages: ChatMessage[], index: number, quote: string): Part {
  const own = messages.slice(0, index).filter((m) => m.role === "user").length;
  // An answer is quoted with its question; a long quote may have been cut inside the question.
  const m = /^(.*?) \(answer to: (.*?)\)?$/s.exec(quote);
  if (m !== null) return { own, reply: m[1] ?? "", question: m[2] ?? "" };
  return { text: `Chat (their message ${own}): "${quote}"` };
}

// Several chips tapped in one reply are one answer: "A", "B" to "the question".
function joinParts(parts: Part[]): string[] {
  const out: (string | { own: number; question: string; replies: string[] })[] = [];
  for (const p of parts) {
    if ("text" in p) {
      out.push(p.text);
      continue;
    }
    const same = out.find((o) => typeof o !== "string" && o.own === p.own && o.question === p.question);
    if (typeof same === "object") {
      if (!same.replies.includes(p.reply)) same.replies.push(p.reply);
    } else out.push({ own: p.own, question: p.question, replies: [p.reply] });
  }
  return out.map((o) => (typeof o === "string" ? o : `Answer (their message ${o.own}): ${o.replies.map((r) => `"${r}"`).join(", ")} to "${o.question}"`));
}

/** An engine evidence string made readable; text that is not a quote is kept as it is. */
export function readableEvidence(evidence: string, intake: unknown, messages: ChatMessage[]): string {
  const parts: Part[] = [];
  let last = 0;
  for (const m of evidence.matchAll(PART)) {
    const between = evidence.slice(last, m.index).replace(/^[;\s]+|[;\s]+$/g, "");
    if (between !== "") parts.push({ text: between });
    last = m.index + m[0].length;
    const [, path, index, quote = ""] = m;
    parts.push(path !== undefined ? { text: intakePart(intake, path, quote) } : chatPart(messages, Number(index), quote));
  }
  const rest = evidence.slice(last).replace(/^[;\s]+/, "");
  if (rest !== "") parts.push({ text: rest });
  return [...new Set(joinParts(parts))].join("; ");
}
