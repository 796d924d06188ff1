import type { FactSet } from "../facts/fact-set.ts";
import { isObj, texts } from "../facts/intake-read.ts";
import type { ChatMessage, Fact } from "../types.ts";

// The attack profile, onset and frequency of the report (issue 16), read from the engine's facts
// (the history slots' values with their provenance), never from the chips in the transcript. Each
// value is in words and says where it came from: the intake form, the person's own words in chat,
// or an answer to one of the interview's questions (typed or tapped).

export type Source = "intake" | "chat" | "answer" | "diary";

export interface ProfileValue {
  value: string;
  source: Source[];
}

export interface AttackProfile {
  duration: ProfileValue | null;
  side: ProfileValue | null;
  side_locked: ProfileValue | null;
  location: ProfileValue | null;
  character: ProfileValue | null;
  severity: ProfileValue | null;
  associated: ProfileValue | null;
  autonomic: ProfileValue | null;
  aura: ProfileValue | null;
  aura_features: ProfileValue | null;
  activity_worse: ProfileValue | null;
  time_to_peak: ProfileValue | null;
}

export interface Onset {
  began: ProfileValue | null;
  course: ProfileValue | null;
  remembered_start: ProfileValue | null;
}

export interface Frequency {
  headache_days_per_month: (ProfileValue & { days: number }) | null;
  attacks_per_day: (ProfileValue & { low: number; high: number }) | null;
}

/** Where a fact came from, as the report names it. */
export const sourceOf = (f: Fact): Source => (f.source.kind === "intake" ? "intake" : f.source.kind === "message" ? "chat" : f.source.kind === "diary" ? "diary" : "answer");

const ORDER: Source[] = ["diary", "intake", "chat", "answer"];
const value = (text: string, facts: Fact[]): ProfileValue => ({ value: text, source: ORDER.filter((s) => facts.some((f) => sourceOf(f) === s)) });

const round = (n: number): number => Math.round(n * 10) / 10;

function timeText(h: number): [number, string] {
  if (h < 1 / 60) return [Math.round(h * 3600), "seconds"];
  if (h < 1) return [Math.round(h * 60), "minutes"];
  if (h <= 72) return [round(h), "hours"];
  return [round(h / 24), "days"];
}

/** Hours as words: "4-72 hours", "15 minutes to 3 hours", "30 minutes". */
export function hoursText(lo: number, hi: number): string {
  const [a, ua] = timeText(lo);
  const [b, ub] = timeText(hi);
  if (a === b && ua === ub) return `${a} ${ua}`;
  return ua === ub ? `${a}-${b} ${ua}` : `${a} ${ua} to ${b} ${ub}`;
}

/** The label of the chip a fact was tapped from, as the person saw it; null for other facts. */
function chipLabel(f: Fact, messages: ChatMessage[]): string | null {
  if (f.source.kind !== "choice") return null;
  const { index, choice } = f.source;
  for (let i = index - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role !== "assistant") continue;
    return m.choices?.find((c) => c.id === choice)?.label ?? null;
  }
  return null;
}

const CHARACTER: Record<string, string> = { pulsating: "throbbing", pressing: "pressing or tightening", stabbing: "stabbing", boring: "boring", burning: "burning", electric: "electric" };
const ASSOCIATED: Record<string, string> = { nausea: "nausea", vomiting: "vomiting", photophobia: "light sensitivity", phonophobia: "noise sensitivity", osmophobia: "smell sensitivity" };
const AUTONOMIC: Record<string, string> = {
  lacrimation: "tearing eye", conjunctival_injection: "red eye", nasal_congestion: "blocked nose", rhinorrhea: "runny nose", ptosis: "drooping eyelid",
  miosis: "small pupil", eyelid_edema: "swollen eyelid", forehead_sweating: "sweating forehead", restlessness: "restless or agitated",
};
const AURA_FEATURES: Record<string, string> = {
  aura_spread: "spreads gradually over 5 minutes or more", aura_succession: "symptoms one after another", aura_minutes: "each symptom lasts 5-60 minutes",
  aura_unilateral: "one-sided", aura_positive: "positive symptoms (flashes, tingling)", headache_follows: "headache within 60 minutes",
};
const LOCATION: Record<string, string> = { forehead: "forehead", back_of_head: "back of the head", whole_head: "whole head", face: "face", neck: "neck" };
const COURSE: Record<string, string> = { new_headache: "a new kind of headache", pattern_change: "changed from the usual", progressive: "getting steadily worse", unchanged: "same as usual" };

/** The profile reader over one conversation's facts. */
class Reader {
  private facts: FactSet;
  private messages: ChatMessage[];

  constructor(facts: FactSet, messages: ChatMessage[]) {
    this.facts = facts;
    this.messages = messages;
  }

  yes(key: string): Fact | null {
    const f = this.facts.get(key);
    return f !== undefined && f.polarity === "affirmed" ? f : null;
  }

  no(key: string): Fact | null {
    const f = this.facts.get(key);
    return f !== undefined && f.polarity === "denied" ? f : null;
  }

  /** A yes/no slot in words. */
  yesNo(key: string, yes: string, no: string): ProfileValue | null {
    const y = this.yes(key);
    if (y !== null) return value(yes, [y]);
    const n = this.no(key);
    return n === null ? null : value(no, [n]);
  }

  /** Affirmed keys of a map listed, then the denied ones as "not ...". */
  list(map: Record<string, string>, opts: { none?: string } = {}): ProfileValue | null {
    const yes = Object.keys(map).map((k) => this.yes(k)).filter((f): f is Fact => f !== null);
    const no = Object.keys(map).map((k) => this.no(k)).filter((f): f is Fact => f !== null);
    if (yes.length === 0 && no.length === 0) return null;
    if (yes.length === 0 && opts.none !== undefined && no.length === Object.keys(map).length) return value(opts.none, no);
    const parts = [yes.map((f) => map[f.key] ?? f.key).join(", "), no.length > 0 ? `not ${no.map((f) => map[f.key] ?? f.key).join(", not ")}` : ""].filter((x) => x !== "");
    return value(parts.join("; "), [...yes, ...no]);
  }

  chip(f: Fact): string | null {
    return chipLabel(f, this.messages);
  }
}

function duration(r: Reader): ProfileValue | null {
  const c = r.yes("continuous");
  if (c !== null) return value("continuous, does not stop", [c]);
  const h = r.yes("attack_hours");
  if (h !== null && typeof h.value === "number") return value(r.chip(h) ?? hoursText(h.value, typeof h.value2 === "number" ? h.value2 : h.value), [h]);
  const g = r.yes("still_going");
  return g === null ? null : value("this attack has not ended yet", [g]);
}

function side(r: Reader): ProfileValue | null {
  const uni = r.yes("unilateral");
  const bi = r.yes("bilateral");
  const shift = r.yes("side_shifting");
  const which = uni?.side === "left" || uni?.side === "right" ? ` (${uni.side})` : "";
  if (uni !== null && bi !== null) return value("one side or both", [uni, bi]);
  if (uni !== null && shift !== null) return value(`one side at a time, the side changes${which}`, [uni, shift]);
  if (uni !== null) return value(uni.side === "varies" ? "one side, the side varies" : `one side${which}`, [uni]);
  if (bi !== null) return value("both sides", [bi]);
  return null;
}

function sideLocked(r: Reader): ProfileValue | null {
  const locked = r.yesNo("side_locked", "always the same side", "the side changes");
  if (locked !== null) return locked;
  const shift = r.yes("side_shifting");
  return shift === null ? null : value("the side changes", [shift]);
}

function location(r: Reader, intake: unknown): ProfileValue | null {
  const parts: string[] = [];
  const from: Fact[] = [];
  const orbital = r.yes("orbital");
  if (orbital !== null) {
    parts.push("around the eye or temple");
    from.push(orbital);
  }
  // The current facts hold one "location" (the last place named); the eye or temple is its own key.
  const place = r.yes("location");
  const words = LOCATION[place?.tag ?? ""];
  if (place !== null && words !== undefined) {
    parts.push(words);
    from.push(place);
  }
  if (parts.length > 0) return value(parts.join(", "), from);
  // Intake places the text reader does not map to a slot are still the person's answer.
  const h = isObj(intake) && isObj(intake.headache_history) ? intake.headache_history : {};
  const places = texts(h.pain_locations).map((p) => p.trim().replaceAll("_", " ")).filter((p) => p !== "");
  return places.length > 0 ? { value: places.join(", "), source: ["intake"] } : null;
}

function character(r: Reader): ProfileValue | null {
  const yes = Object.keys(CHARACTER).map((k) => r.yes(k)).filter((f): f is Fact => f !== null);
  if (yes.length > 0) return value(yes.map((f) => CHARACTER[f.key]).join(", "), yes);
  const notThrobbing = r.no("pulsating");
  return notThrobbing === null ? null : value("not throbbing", [notThrobbing]);
}

const SEVERITY_DAYS: [string, string][] = [["extremely_severe_days", "extremely severe"], ["severe_days", "severe"], ["moderate_days", "moderate"], ["mild_days", "mild"]];

function severity(r: Reader, intake: unknown): ProfileValue | null {
  const yes = ["mild", "moderate", "severe"].map((k) => r.yes(k)).filter((f): f is Fact => f !== null);
  if (yes.length === 0) return null;
  // The intake's days by severity say more than the word alone ("severe on 8 days a month").
  const h = isObj(intake) && isObj(intake.headache_history) ? intake.headache_history : {};
  const days = SEVERITY_DAYS.flatMap(([k, words]) => (typeof h[k] === "number" && h[k] > 0 ? [`${words} on ${h[k]} days`] : []));
  const v = value(yes.map((f) => f.key).join(" to "), yes);
  return days.length > 0 ? { value: `${v.value} (${days.join(", ")} a month)`, source: v.source.includes("intake") ? v.source : ["intake", ...v.source] } : v;
}

function aura(r: Reader): ProfileValue | null {
  const y = r.yes("aura");
  if (y !== null) {
    // What the intake named ("zigzag lines") is the person's own description of the aura.
    const what = y.source.kind === "intake" && y.evidence !== "" && !/^headache_history/.test(y.evidence) ? `: ${y.evidence.replaceAll("_", " ")}` : "";
    return value(`yes${what}`, [y]);
  }
  const n = r.no("aura");
  return n === null ? null : value("no", [n]);
}

function timeToPeak(r: Reader): ProfileValue | null {
  const tc = r.yes("thunderclap");
  if (tc !== null) return value("under 1 minute (thunderclap)", [tc]);
  const fast = r.yes("time_to_peak");
  if (fast !== null) return value(r.chip(fast) ?? "1-5 minutes", [fast]);
  const gradual = r.yes("gradual_onset");
  if (gradual !== null) return value(r.chip(gradual) ?? "gradually, over 5 minutes or more", [gradual]);
  const sudden = r.yes("sudden_onset");
  if (sudden !== null) return value("suddenly", [sudden]);
  const notTc = r.no("thunderclap");
  return notTc === null ? null : value("not within a minute", [notTc]);
}

function monthsAgo(m: number): string {
  if (m <= 0.05) return "today or yesterday";
  if (m < 0.25) return "days ago";
  if (m < 1) return "weeks ago";
  if (m < 12) return `about ${Math.round(m)} month${Math.round(m) === 1 ? "" : "s"} ago`;
  const y = Math.round(m / 12);
  return `about ${y} year${y === 1 ? "" : "s"} ago`;
}

function began(r: Reader): ProfileValue | null {
  const age = r.yes("onset_age");
  const months = r.yes("history_months");
  const ago = months !== null && typeof months.value === "number" ? (r.chip(months) ?? monthsAgo(months.value)) : null;
  if (age !== null && typeof age.value === "number") return value(`at age ${age.value}${ago !== null ? ` (${ago})` : ""}`, months !== null ? [age, months] : [age]);
  if (months !== null && ago !== null) return value(ago, [months]);
  const long = r.yes("long_history");
  return long === null ? null : value("years ago", [long]);
}

function course(r: Reader): ProfileValue | null {
  const yes = Object.keys(COURSE).map((k) => r.yes(k)).filter((f): f is Fact => f !== null);
  // "Same as usual" beside "changed" is the checklist's default, not the person's answer.
  const told = yes.some((f) => f.key !== "unchanged") ? yes.filter((f) => f.key !== "unchanged") : yes;
  return told.length === 0 ? null : value(told.map((f) => COURSE[f.key]).join(", "), told);
}

/** The attack profile, onset and frequency of one conversation, each value with its source. */
export function profileOf(facts: FactSet, messages: ChatMessage[], intake: unknown, headacheDays: number | null): { attack_profile: AttackProfile; onset: Onset; frequency: Frequency } {
  const r = new Reader(facts, messages);
  const autonomic = r.list(AUTONOMIC, { none: "none" });
  const autoSide = r.yes("autonomic_side");
  const daysFact = r.yes("headache_days") ?? r.yes("continuous") ?? r.yes("attacks_per_day");
  const perDay = r.yes("attacks_per_day");
  const can = r.yes("can_function");
  return {
    attack_profile: {
      duration: duration(r),
      side: side(r),
      side_locked: sideLocked(r),
      location: location(r, intake),
      character: character(r),
      severity: severity(r, intake),
      associated: r.list(ASSOCIATED),
      autonomic: autonomic !== null && autoSide !== null ? { value: `${autonomic.value} (${autoSide.tag === "same_side" ? "on the side of the pain" : "both sides"})`, source: ORDER.filter((s) => autonomic.source.includes(s) || sourceOf(autoSide) === s) } : autonomic,
      aura: aura(r),
      // Features of an aura the person does not have would only confuse.
      aura_features: r.no("aura") !== null ? null : r.list(AURA_FEATURES),
      activity_worse: r.yesNo("activity_worse", "yes, worse with routine activity", "no") ?? (can !== null ? value("no, carries on as normal", [can]) : null),
      time_to_peak: timeToPeak(r),
    },
    onset: { began: began(r), course: course(r), remembered_start: r.yesNo("remembered_onset", "yes, a clearly remembered start", "no") },
    frequency: {
      // The number is the metric's, so the profile and the metrics never disagree.
      headache_days_per_month: headacheDays !== null && daysFact !== null ? { ...value(headacheDays >= 30 && r.yes("continuous") !== null ? "daily, continuous" : `${headacheDays} days a month`, [daysFact]), days: headacheDays } : null,
      attacks_per_day: perDay !== null && typeof perDay.value === "number" ? { ...value(`${perDay.value}${typeof perDay.value2 === "number" && perDay.value2 !== perDay.value ? `-${perDay.value2}` : ""} a day`, [perDay]), low: perDay.value, high: typeof perDay.value2 === "number" ? perDay.value2 : perDay.value } : null,
    },
  };
}
