import type { FactSet } from "../facts/fact-set.ts";
import { SLOTS } from "./vocabulary.ts";

// A history slot is unknown, answered (some fact settles it, with its provenance on the fact)
// or declined ("I don't know", "Not sure"). An answered slot is never asked again.

export type SlotState = "unknown" | "answered" | "declined";

/** The slots that must be covered before the interview may end (CLINICAL.md "Order"). */
export const CORE_SLOTS = ["age", "headache_days", "duration", "side", "character", "severity", "associated", "aura", "acute_med_days"] as const;

const ASSOCIATED = ["nausea", "vomiting", "photophobia", "phonophobia"];

function answered(slot: string, facts: FactSet): boolean {
  switch (slot) {
    case "acute_med_days":
      return facts.yes("no_acute_meds") || facts.list().some((f) => f.key.startsWith("med:") && ((f.polarity === "affirmed" && typeof f.value === "number" && Number.isFinite(f.value)) || f.polarity === "denied"));
    case "associated":
      return facts.known("nausea") && facts.known("photophobia") && facts.known("phonophobia");
    case "headache_days": {
      // "Most days", "most afternoons": a vague count is asked once more, as a number, because the
      // 15-day line decides chronic from episodic (ICHD-3 1.3, 2.3).
      const days = facts.get("headache_days");
      const vague = days?.tag === "vague" && days.source.kind === "message";
      return !vague && (facts.known("headache_days") || facts.known("continuous") || facts.num("attacks_per_day") !== null);
    }
    case "typist":
      return facts.known("typist");
    default:
      return (SLOTS[slot]?.covers ?? []).some((k) => facts.known(k));
  }
}

/** The state of one slot ("associated" stands for its four symptoms together). */
export function slotState(slot: string, facts: FactSet, declined: ReadonlySet<string>): SlotState {
  if (answered(slot, facts)) return "answered";
  if (slot === "associated") return ASSOCIATED.every((s) => facts.known(SLOTS[s]?.covers[0] ?? s) || declined.has(s)) ? "declined" : "unknown";
  return declined.has(slot) ? "declined" : "unknown";
}

/** Whether a slot still needs asking. */
export const isOpen = (slot: string, facts: FactSet, declined: ReadonlySet<string>): boolean => slotState(slot, facts, declined) === "unknown";
