// Personas for the interview figures: a few written from short case descriptions, and one per
// vignette of the suite, its slot values read from what the vignette's own words establish.
import { assess } from "../src/assess.ts";
import type { Vignette } from "../src/eval/run-vignettes.ts";
import type { Persona } from "./interview-persona.ts";

export const WRITTEN: Persona[] = [
  {
    id: "cluster-man", kind: "primary", intake: null, opening: "I get these horrible pains round my right eye, they wake me up at night",
    slots: { age: "38", sex: "male", course: "usual", time_to_peak: "5_60_min", headache_days: "daily", duration: "30_min_2_hr", side: "one", character: ["boring"], severity: "severe", aura: "no", acute_med_days: "any:15_31", autonomic: ["lacrimation", "rhinorrhea"], restlessness: "yes", attacks_per_day: "1", bouts: "bouts_remission_3m_plus", lifetime_attacks: "20_plus", activity_worse: "no" },
    typed: { thunderclap_onset: "fast, maybe 5-10 minutes and it's at full blast" },
    expected: { leading_pattern: "3.1" },
  },
  {
    id: "teen-parent", kind: "primary", intake: null,
    opening: "I'm asking for my daughter, she's 15 and keeps getting bad headaches. I've read that headache with vomiting can be a tumour and I'm worried.",
    slots: { course: "usual", cancer_history: "no", headache_days: "1_4", duration: "4_72_hr", side: "one", character: ["throbbing"], severity: "severe", nausea: "yes", vomiting: "yes", photophobia: "yes", phonophobia: "yes", aura: "yes", aura_features: ["spreads_over_5_min", "each_5_60_min", "headache_within_60_min"], acute_med_days: "any:1_4", activity_worse: "yes", lifetime_attacks: "20_plus" },
    expected: { leading_pattern: "1.2", acceptable_patterns: ["1.1"] },
  },
  {
    id: "moh-daily", kind: "primary", intake: null, opening: "I have a headache nearly every day and the tablets don't work anymore",
    slots: { age: "46", sex: "female", course: "usual", pregnancy_postpartum: "no", headache_days: "daily", duration: "4_72_hr", side: "both", character: ["pressing"], severity: "moderate", nausea: "yes", photophobia: "yes", aura: "no", acute_med_days: "any:15_31", activity_worse: "yes" },
    expected: { leading_pattern: "1.3", acceptable_patterns: ["8.2", "2.3"] },
  },
  {
    id: "gca-72", kind: "secondary", intake: null, opening: "I've had a headache at my temples for a few weeks, I'm not someone who gets headaches",
    slots: { age: "72", sex: "female", course: "new", jaw_claudication_gca: "yes", scalp_tenderness: "yes", headache_days: "daily", duration: "continuous", side: "both", character: ["pressing"], severity: "moderate", aura: "no", acute_med_days: "any:5_9" },
    expected: { red_flags: ["jaw_claudication_gca", "new_onset_over_50"] },
  },
  {
    id: "thunderclap", kind: "secondary", intake: null, opening: "I was at the gym and got a sudden awful headache",
    slots: { age: "34", sex: "male", time_to_peak: "under_1_min" },
    expected: { urgency: "emergency", red_flags: ["thunderclap_onset"] },
  },
  {
    id: "tension", kind: "primary", intake: null, opening: "I get a dull band around my head most afternoons at work",
    slots: { age: "29", sex: "female", course: "usual", pregnancy_postpartum: "no", headache_days: "5_9", duration: "2_4_hr", side: "both", character: ["tightening"], severity: "mild", aura: "no", acute_med_days: "any:1_4", activity_worse: "no", photophobia: "no" },
    expected: { leading_pattern: "2.2", acceptable_patterns: ["2.1"] },
  },
];

const bucket = (n: number | null, edges: Array<[number, string]>, last: string): string | undefined => {
  if (n === null) return undefined;
  for (const [max, v] of edges) if (n < max) return v;
  return last;
};
const DAYS: Array<[number, string]> = [[1, "under_1"], [5, "1_4"], [10, "5_9"], [15, "10_14"], [29, "15_31"]];

/** A persona from a vignette: opening = its first message; slot values = what all its words and intake establish. */
export function fromVignette(v: Vignette): Persona {
  const a = assess(v.intake, v.messages);
  const fact = (k: string) => a.facts.find((f) => f.key === k);
  const yes = (k: string) => fact(k)?.polarity === "affirmed";
  const slots: Record<string, string | string[]> = {};
  if (a.age !== null) slots.age = String(a.age);
  if (a.sex === "female" || a.sex === "male") slots.sex = a.sex;
  const days = bucket(a.metrics.headache_days_per_month, DAYS, "daily");
  if (days !== undefined) slots.headache_days = days;
  const dur = fact("attack_hours");
  if (yes("continuous")) slots.duration = "continuous";
  else if (dur?.value !== undefined) slots.duration = bucket(dur.value2 ?? dur.value, [[1 / 6, "under_10_min"], [0.5, "10_30_min"], [2.01, "30_min_2_hr"], [4, "2_4_hr"], [72.1, "4_72_hr"]], "over_72_hr") ?? "4_72_hr";
  if (yes("side_shifting")) slots.side = "alternating";
  else if (yes("unilateral")) slots.side = "one";
  else if (yes("bilateral")) slots.side = "both";
  const ch = ([["pulsating", "throbbing"], ["pressing", "pressing"], ["stabbing", "stabbing"], ["boring", "boring"], ["burning", "burning"], ["electric", "electric"]] as const).filter(([k]) => yes(k)).map(([, v]) => v);
  if (ch.length > 0) slots.character = ch;
  for (const s of ["severe", "moderate", "mild"]) if (yes(s) && slots.severity === undefined) slots.severity = s;
  for (const s of ["nausea", "vomiting", "photophobia", "phonophobia", "restlessness", "activity_worse"]) if (fact(s) !== undefined && fact(s)?.polarity !== "unknown") slots[s] = yes(s) ? "yes" : "no";
  if (fact("aura") !== undefined && fact("aura")?.polarity !== "unknown") slots.aura = yes("aura") ? "yes" : "no";
  const auto = ["lacrimation", "conjunctival_injection", "rhinorrhea", "nasal_congestion", "ptosis"].filter(yes);
  if (auto.length > 0) slots.autonomic = auto;
  const med = Object.values(a.metrics.acute_medication_days_per_month).reduce((s, d) => s + d, 0);
  // Days by class as the person would tap them (`acute_med_days:<class>:<range>`), and the total.
  const byClass = Object.entries(a.metrics.acute_medication_days_per_month).filter(([c]) => c !== "unspecified" && c !== "other");
  slots.acute_med_days = [...byClass.map(([c, d]) => `${c}:${bucket(d, DAYS, "15_31") ?? "under_1"}`), `any:${bucket(med, DAYS, "15_31") ?? "under_1"}`];
  if (v.expected.red_flags.includes("medication_overuse")) slots.med_overuse_months = "over_3";
  if (yes("pattern_change")) slots.course = "changed";
  else if (yes("progressive")) slots.course = "progressive";
  else if (yes("new_headache")) slots.course = "new";
  else if (yes("long_history") || yes("unchanged")) slots.course = "usual";
  // The derived flags the vignette says apply are what the person would tap for the course (CLINICAL.md: never asked as such).
  const flagged = (c: string) => (v.expected.red_flags as string[]).includes(c);
  // `course` takes several values: a changed headache can also be getting steadily worse.
  const course = [...(flagged("pattern_change") ? ["changed"] : []), ...(flagged("progressive") ? ["progressive"] : [])];
  if (course.length > 0) slots.course = course;
  else if (flagged("new_onset_over_50")) slots.course = "new";
  const perDay = fact("attacks_per_day")?.value;
  if (perDay !== undefined) slots.attacks_per_day = perDay <= 1 ? "1" : perDay <= 5 ? "2_5" : perDay <= 20 ? "6_20" : "over_20";
  if (fact("bouts") !== undefined) slots.bouts = yes("bouts") ? "bouts_remission_3m_plus" : "no";
  if (yes("pregnant") || yes("postpartum")) slots.pregnancy_postpartum = "yes";
  for (const code of v.expected.red_flags) slots[code] = "yes";
  if (yes("jaw_claudication")) slots.jaw_claudication_gca = "yes";
  if (yes("scalp_tenderness")) slots.scalp_tenderness = "yes";
  const lead = v.expected.leading_pattern;
  return { id: v.id, fromVignette: true, kind: lead === null ? "secondary" : "primary", intake: null, opening: v.messages[0] ?? "I have headaches", slots, expected: { ...v.expected } };
}

const HOURS: Record<string, string> = { under_10_min: "5 min", "10_30_min": "10-30 min", "30_min_2_hr": "30-120 min", "2_4_hr": "2-4 hr", "4_72_hr": "4-72 hr", over_72_hr: "3-7 days", continuous: "continuous" };
const DRUG_OF: Record<string, string> = { simple: "ibuprofen", triptan: "sumatriptan", combination: "co-codamol", opioid: "tramadol", ergot: "ergotamine" };
const DAYS_OF: Record<string, number> = { under_1: 0.5, "1_4": 3, "5_9": 7, "10_14": 12, "15_31": 20, daily: 30 };

/** The intake form a persona would fill in completely. */
export function fullIntake(p: Persona): Record<string, unknown> {
  const s = (k: string) => (Array.isArray(p.slots[k]) ? (p.slots[k] as string[]) : p.slots[k] === undefined ? [] : [p.slots[k] as string]);
  const days = DAYS_OF[s("headache_days")[0] ?? ""] ?? null;
  const sev = s("severity")[0];
  const h: Record<string, unknown> = {
    sidedness: { one: "right", both: "both", alternating: "varies", one_or_both: "varies" }[s("side")[0] ?? ""] ?? undefined,
    pain_characteristics: s("character"),
    duration_without_med: HOURS[s("duration")[0] ?? ""],
    assoc_symptoms: ["nausea", "vomiting", "photophobia", "phonophobia"].filter((k) => s(k)[0] === "yes"),
    aura_symptoms: s("aura")[0] === "yes" ? ["zigzag lines that spread"] : [],
  };
  if (days !== null) h[sev === "severe" ? "severe_days" : sev === "mild" ? "mild_days" : "moderate_days"] = days;
  // One medicine per class the persona names (a typical drug of that class); "any" alone is ibuprofen.
  const entries = s("acute_med_days").map((v) => v.split(":")).map(([cls, range]) => [cls ?? "", DAYS_OF[range ?? ""] ?? 0] as const);
  const classed = entries.filter(([cls, d]) => cls !== "any" && d >= 1);
  const anyDays = entries.find(([cls]) => cls === "any")?.[1] ?? 0;
  const acute = classed.length > 0 ? classed.map(([cls, d]) => ({ name: DRUG_OF[cls] ?? "ibuprofen", days_per_month: d })) : anyDays >= 1 ? [{ name: "ibuprofen", days_per_month: anyDays }] : [];
  const intake: Record<string, unknown> = { age: Number(s("age")[0] ?? p.typed?.age ?? NaN) || undefined, sex: s("sex")[0], headache_history: h, medications: { acute } };
  return intake;
}
