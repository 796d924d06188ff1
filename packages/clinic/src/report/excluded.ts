import { listInWords } from "@hg/shared/list-in-words";
import { readFeatures, type Features } from "../patterns/features.ts";
import type { FactSet } from "../facts/fact-set.ts";
import type { Criterion, PatternResult } from "../types.ts";
import { hoursText } from "./profile.ts";

// Why a pattern was excluded, in a few words a doctor reads at a glance ("vomiting with attacks"),
// from the criterion that failed and the facts behind it. A pattern set aside by the ICHD-3
// hierarchy (no criterion failed) says which pattern accounts for it.

export interface Excluded {
  ichd3: string;
  name: string;
  reason: string;
}



function durationWords(f: Features): string {
  if (f.continuous === true) return "the pain is continuous";
  if (f.durLo === null || f.durHi === null) return "attacks of another length";
  return `attacks last ${hoursText(f.durLo, f.durHi)}`;
}

function daysWords(f: Features): string {
  return f.daysPerMonth === null ? "headache on too few or too many days" : `headache on about ${Math.round(f.daysPerMonth)} days a month`;
}

/** A criterion's failure in words, or null when no reason fits better than its own text. */
function why(c: Criterion, f: Features): string | null {
  const letter = c.id.split("-")[1] ?? "";
  const code = c.id.split("-")[0] ?? "";
  const tension = code.startsWith("2.");
  const tac = code === "3.1" || code === "3.2" || code === "3.3";
  if (tension && letter === "D") {
    if (f.facts.yes("vomiting")) return "vomiting with attacks";
    if (f.facts.yes("nausea")) return "nausea with attacks";
    return "both light and noise sensitivity";
  }
  if (tension && letter === "C") {
    const against = [f.unilateral === true ? "one-sided" : "", f.pulsating === true ? "throbbing" : "", f.mildOrModerate === false ? "severe" : "", f.activityWorse === true ? "worse with activity" : ""].filter((x) => x !== "");
    return against.length > 0 ? `pain is ${listInWords(against, "and")}` : null;
  }
  if (code === "1.1" && letter === "C") return "attacks neither one-sided, throbbing, moderate-to-severe nor worse with activity";
  if (code === "1.1" && letter === "D") return "no nausea, and not both light and noise sensitivity";
  if (code === "1.1" && letter === "E") return "attacks come with aura";
  if (code === "1.2" && letter === "B") return "no aura";
  if (code === "1.2" && letter === "C") return "aura without the typical features";
  if ((tension || code === "1.1") && letter === "B") return durationWords(f);
  if (tac && letter === "B") return f.unilateral === false ? "pain on both sides" : f.orbital === false ? "pain away from the eye and temple" : durationWords(f);
  if (tac && letter === "C") return "no eye or nose signs on the side of the pain";
  if (tac && letter === "D") return f.perDayLo === null ? daysWords(f) : `${f.perDayLo}${f.perDayHi !== null && f.perDayHi !== f.perDayLo ? `-${f.perDayHi}` : ""} attacks a day`;
  if (/days? a month/.test(c.text)) return daysWords(f);
  if (letter === "A" && /attacks|episodes/.test(c.text)) return f.attacks === null ? "too few attacks so far" : `about ${f.attacks} attacks so far`;
  if (/indomethacin/.test(c.text)) return "no complete response to indomethacin";
  if (code === "3.4" && letter === "A") return "not one-sided";
  if (code === "3.4" && letter === "B") return "not continuous";
  if (code === "3.4" && letter === "C") return "no eye or nose signs or restlessness";
  if (code === "4.10" && letter === "A") return "not a daily, persistent headache";
  if (code === "4.10" && letter === "B") return "no clearly remembered start";
  if (code === "4.10" && letter === "C") return "present for less than 3 months";
  if (code === "1.3" && letter === "B") return "no migraine features";
  if (code === "1.3" && letter === "C") return "migraine features on fewer than 8 days a month";
  if (code === "8.2" && letter === "B") return f.facts.yes("no_acute_meds") ? "no acute medicine taken" : "acute medicine below the ICHD-3 8.2 limits";
  if (/^not better/i.test(c.text)) return "better explained by another headache type";
  if (code === "1.5" && letter === "A") return "misses more than one migraine criterion";
  if (code === "1.5" && letter === "B") return "another headache type fits fully";
  return null;
}

/** The reason one excluded pattern does not fit: its decisive (first failed) criterion, or the pattern that accounts for it. */
export function exclusionReason(p: Pick<PatternResult, "ichd3" | "criteria">, f: Features, all: PatternResult[]): string {
  const failed = p.criteria.find((c) => c.met === false);
  if (failed !== undefined) return why(failed, f) ?? `does not meet: ${failed.text.charAt(0).toLowerCase()}${failed.text.slice(1)}`;
  const chronic = all.find((x) => x.ichd3 === "1.3" && x.status === "criteria_met");
  if (chronic !== undefined && p.ichd3.startsWith("2.")) return "part of chronic migraine (ICHD-3 1.3)";
  const lead = all.find((x) => x.status === "criteria_met" && x.ichd3 !== p.ichd3);
  return lead !== undefined ? `better accounted for by ${lead.name.toLowerCase()}` : "ruled out by the answers";
}

/**
 * Why a pattern still listed (possible or probable) has a criterion against it, in the same words;
 * null when none failed. Page one lists a possible one among those not fitting, with this reason.
 */
export function reasonAgainst(p: Pick<PatternResult, "ichd3" | "criteria">, f: Features, all: PatternResult[]): string | null {
  return p.criteria.some((c) => c.met === false) ? exclusionReason(p, f, all) : null;
}

/** Every excluded pattern with its reason, in ranking order. */
export function excludedPatterns(patterns: PatternResult[], facts: FactSet): Excluded[] {
  const f = readFeatures(facts);
  return patterns.filter((p) => p.status === "excluded").map((p) => ({ ichd3: p.ichd3, name: p.name, reason: exclusionReason(p, f, patterns) }));
}
