import type { Report } from "./report.ts";
import { intakeFieldLabel, valueLabel } from "./report-view-labels.ts";

// What the person answered, read from the report JSON: the quick replies they tapped (bound to the
// slots the assistant asked), words typed in reply to a one-slot question, and the engine's evidence
// strings made readable with their quotes left verbatim.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Per slot, the answer as the person gave it (chip labels or typed words), latest answer first wins. */
export function slotAnswers(report: Report): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  const t = report.transcript;
  for (let i = 1; i < t.length; i++) {
    const asked = t[i - 1];
    const reply = t[i];
    if (asked?.role !== "assistant" || reply?.role !== "user") continue;
    const slots = asked.slots ?? [];
    if (reply.answer !== undefined) {
      const labels = new Map((asked.choices ?? []).map((c) => [c.id, c.label]));
      const bySlot = new Map<string, string[]>();
      for (const id of reply.answer.choiceIds) {
        const label = labels.get(id) ?? null;
        // "none" on a checklist answers every slot it asked.
        if (id === "none") for (const s of slots) bySlot.set(s, [label ?? "None of these"]);
        const slot = id.split(":")[0] ?? "";
        if (label !== null && id.includes(":")) bySlot.set(slot, [...(bySlot.get(slot) ?? []), label]);
      }
      for (const [slot, values] of bySlot) answers.set(slot, values);
    } else if (slots.length === 1 && slots[0] !== undefined && reply.content.trim() !== "") {
      answers.set(slots[0], [reply.content.trim()]);
    }
  }
  return answers;
}

/** The value at an intake path ("headache_history.mild_days"), or undefined. */
export function intakeAt(intake: Record<string, unknown>, path: string): unknown {
  let v: unknown = intake;
  for (const part of path.split(".")) v = isRecord(v) ? v[part] : Array.isArray(v) ? v[Number(part)] : undefined;
  return v;
}

/** An intake value as words: lists joined, codes labelled, booleans as yes/no; null when empty. */
export function intakeValueText(v: unknown): string | null {
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "string") return v.trim() === "" ? null : valueLabel(v.trim());
  if (Array.isArray(v)) {
    const parts = v.map(intakeValueText).filter((x) => x !== null);
    return parts.length > 0 ? parts.join(", ") : null;
  }
  if (isRecord(v)) {
    // Autonomic signs: { lacrimation: { present, side } }.
    const present = Object.entries(v).filter(([, e]) => isRecord(e) && e.present === true).map(([k, e]) => `${valueLabel(k)}${isRecord(e) && typeof e.side === "string" ? ` (${e.side.toLowerCase()})` : ""}`);
    return present.length > 0 ? present.join(", ") : null;
  }
  return null;
}

/** The 1-based number of the person's own message that the engine's "message N" (all messages, 1-based) points to. */
export function personMessageNumber(report: Report, engineIndex: number, quote: string): number | null {
  const m = report.transcript[engineIndex - 1];
  if (m?.role !== "user") return null;
  // The stored transcript may not be the engine's list; trust the number only when the quote is there.
  const head = quote.replace(/\s*\(answer to:.*$/s, "").slice(0, 20);
  if (head !== "" && !m.content.includes(head) && !quote.startsWith(m.content.slice(0, 20))) return null;
  return report.transcript.slice(0, engineIndex).filter((x) => x.role === "user").length;
}

// Only the engine's raw form, at the start of a part: newer reports already say "Intake: ..." and
// "Chat (their message 2): ...", which pass through unchanged.
const PART = /(?<=^|;\s)(?:intake ([\w.]+)|message (\d+)): "(.*?)"(?=;\s|$)/gs;

/**
 * An engine evidence string in words: `intake headache_history.sidedness: "varies"` becomes
 * `Intake form, side: Varies`; `message 3: "..."` becomes the quote with the person's message
 * number. Quotes are never re-cased; text that is not such a part is kept as it is.
 */
export function evidenceText(report: Report, evidence: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const m of evidence.matchAll(PART)) {
    const between = evidence.slice(last, m.index).replace(/^[;\s]+|[;\s]+$/g, "");
    if (between !== "") parts.push(between);
    last = m.index + m[0].length;
    const [, path, index, quote = ""] = m;
    if (path !== undefined) {
      // The engine sometimes quotes the field's own path instead of its value: show the value.
      const value = quote === path || /^[a-z_]+\.[a-z_.]+$/.test(quote) ? intakeValueText(intakeAt(report.intake, path)) : valueLabel(quote);
      parts.push(`intake form, ${intakeFieldLabel(path).toLowerCase()}: ${value ?? "given"}`);
    } else {
      const n = personMessageNumber(report, Number(index), quote);
      parts.push(n === null ? `"${quote}"` : `"${quote}" (their message ${n})`);
    }
  }
  const rest = evidence.slice(last).replace(/^[;\s]+/, "");
  if (rest !== "") parts.push(rest);
  return [...new Set(parts)].join("; ");
}

/** Per transcript message, the person's message number (1, 2, ...) or null for the assistant's; evidence cites these. */
export function personMessageNumbers(report: Report): (number | null)[] {
  let n = 0;
  return report.transcript.map((m) => (m.role === "user" ? ++n : null));
}
