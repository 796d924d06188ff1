import type { Polarity } from "../types.ts";
import { MIDAS_ITEMS } from "../scores/midas.ts";
import { MIDAS_RANGES } from "./questions-midas.ts";

// The history slots of CLINICAL.md ("Vocabulary", history slots) and what each chip value means
// as facts. A choice id is `slot:value`; these codes are public API (tests outside the repo
// answer through them), so a published code is never renamed. `unknown` on any slot declines it.

/** A fact a value sets: key, polarity, and optionally a value range and a tag. */
export type Setting = [key: string, polarity: Polarity, value?: number, value2?: number, tag?: string];

export interface SlotDef {
  /** Fact keys any of which, once known, answer the slot. */
  covers: string[];
  values: Record<string, Setting[]>;
}

const yn = (yes: Setting[], no: Setting[]): Record<string, Setting[]> => ({ yes, no });
const flag = (key: string, ...alsoNo: string[]): Record<string, Setting[]> => yn([[key, "affirmed"]], [[key, "denied"], ...alsoNo.map((k): Setting => [k, "denied"])]);
const days = (key: string, tag?: string): Record<string, Setting[]> => ({
  under_1: [[key, "affirmed", 0.5, undefined, tag]],
  "1_4": [[key, "affirmed", 2.5, undefined, tag]],
  "5_9": [[key, "affirmed", 7, undefined, tag]],
  "10_14": [[key, "affirmed", 12, undefined, tag]],
  "15_31": [[key, "affirmed", 20, undefined, tag]],
  daily: [[key, "affirmed", 30, undefined, tag]],
});
// Duration bands are half-open: "2-4 hours" is under 4 hours (ICHD-3 1.1 needs 4 hours or more in adults).
const hours = (lo: number, hi: number): Setting[] => [["attack_hours", "affirmed", lo, hi]];
const AUTONOMIC = ["lacrimation", "conjunctival_injection", "nasal_congestion", "rhinorrhea", "ptosis", "miosis", "eyelid_edema", "forehead_sweating"];
const CHARACTER: Record<string, string> = { throbbing: "pulsating", pressing: "pressing", tightening: "pressing", stabbing: "stabbing", boring: "boring", burning: "burning", electric: "electric" };
export const MED_CLASSES = ["simple", "triptan", "combination", "opioid", "ergot", "any"] as const;

export const SLOTS: Record<string, SlotDef> = {
  typist: { covers: ["typist"], values: { self: [["typist", "denied"]], parent: [["typist", "affirmed", undefined, undefined, "child"]], partner: [["typist", "affirmed", undefined, undefined, "partner"]], other: [["typist", "affirmed", undefined, undefined, "other"]] } },
  age: { covers: ["age"], values: {} },
  sex: { covers: ["sex"], values: { female: [["sex", "affirmed", undefined, undefined, "female"]], male: [["sex", "affirmed", undefined, undefined, "male"]], other: [["sex", "affirmed", undefined, undefined, "other"]] } },
  onset_when: {
    covers: ["history_months", "long_history"],
    values: {
      today: [["history_months", "affirmed", 0.03], ["new_headache", "affirmed"]], days: [["history_months", "affirmed", 0.15], ["new_headache", "affirmed"]],
      weeks: [["history_months", "affirmed", 0.7]], "1_3_months": [["history_months", "affirmed", 2]], over_3_months: [["history_months", "affirmed", 6]],
      years: [["history_months", "affirmed", 36], ["long_history", "affirmed"]],
    },
  },
  time_to_peak: {
    covers: ["thunderclap", "gradual_onset", "time_to_peak"],
    values: {
      under_1_min: [["thunderclap", "affirmed"], ["sudden_onset", "affirmed"]],
      "1_5_min": [["thunderclap", "denied"], ["time_to_peak", "affirmed", 3 / 60]],
      "5_60_min": [["thunderclap", "denied"], ["gradual_onset", "affirmed"]],
      hours: [["thunderclap", "denied"], ["gradual_onset", "affirmed"]],
      days: [["thunderclap", "denied"], ["gradual_onset", "affirmed"]],
    },
  },
  course: {
    // Years of headaches say nothing of whether they changed: `long_history` alone leaves the course open.
    covers: ["new_headache", "pattern_change", "unchanged", "progressive"],
    values: {
      usual: [["long_history", "affirmed"], ["unchanged", "affirmed"], ["pattern_change", "denied"], ["progressive", "denied"], ["new_headache", "denied"]],
      new: [["new_headache", "affirmed"]], changed: [["pattern_change", "affirmed"]], progressive: [["progressive", "affirmed"]],
      // "None of these" on the screening checklist: not new, not changed, not getting worse.
      none: [["unchanged", "affirmed"], ["pattern_change", "denied"], ["progressive", "denied"], ["new_headache", "denied"]],
    },
  },
  lifetime_attacks: {
    covers: ["lifetime_attacks", "continuous"],
    values: { "1": [["lifetime_attacks", "affirmed", 1]], "2_4": [["lifetime_attacks", "affirmed", 3]], "5_9": [["lifetime_attacks", "affirmed", 7]], "10_19": [["lifetime_attacks", "affirmed", 15]], "20_plus": [["lifetime_attacks", "affirmed", 30]], continuous_since_onset: [["continuous", "affirmed"]] },
  },
  headache_days: { covers: ["headache_days", "continuous"], values: days("headache_days") },
  attacks_per_day: { covers: ["attacks_per_day"], values: { "1": [["attacks_per_day", "affirmed", 1]], "2_5": [["attacks_per_day", "affirmed", 2, 5]], "6_20": [["attacks_per_day", "affirmed", 6, 20]], over_20: [["attacks_per_day", "affirmed", 21, 100]] } },
  bouts: { covers: ["bouts"], values: { bouts_remission_3m_plus: [["bouts", "affirmed"]], bouts_shorter_remission: [["bouts", "affirmed", undefined, undefined, "short_remission"]], no: [["bouts", "denied"]] } },
  duration: {
    covers: ["attack_hours", "continuous", "still_going"],
    values: {
      under_10_min: hours(1 / 3600, 1 / 6), "10_30_min": hours(1 / 6, 0.5), "30_min_2_hr": hours(0.5, 2), "2_4_hr": hours(2, 3.5), "4_72_hr": hours(4, 72),
      over_72_hr: hours(72, 168), continuous: [["continuous", "affirmed"]], still_going: [["still_going", "affirmed"]],
    },
  },
  side: { covers: ["unilateral", "bilateral", "side_shifting"], values: { one: [["unilateral", "affirmed"]], both: [["bilateral", "affirmed"]], alternating: [["unilateral", "affirmed"], ["side_shifting", "affirmed"]], one_or_both: [["unilateral", "affirmed"], ["bilateral", "affirmed"]] } },
  side_locked: { covers: ["side_locked"], values: yn([["side_locked", "affirmed"]], [["side_locked", "denied"], ["side_shifting", "affirmed"]]) },
  location: {
    covers: ["orbital", "location"],
    values: {
      eye: [["orbital", "affirmed"]], temple: [["orbital", "affirmed"]], forehead: [["location", "affirmed", undefined, undefined, "forehead"]],
      back_of_head: [["location", "affirmed", undefined, undefined, "back_of_head"], ["orbital", "denied"]], whole_head: [["location", "affirmed", undefined, undefined, "whole_head"], ["bilateral", "affirmed"]],
      face: [["location", "affirmed", undefined, undefined, "face"]], neck: [["location", "affirmed", undefined, undefined, "neck"]],
    },
  },
  character: { covers: ["pulsating", "pressing", "stabbing", "boring", "burning", "electric"], values: Object.fromEntries(Object.entries(CHARACTER).map(([v, k]) => [v, [[k, "affirmed"]] as Setting[]])) },
  severity: { covers: ["mild", "moderate", "severe"], values: { mild: [["mild", "affirmed"]], moderate: [["moderate", "affirmed"]], severe: [["severe", "affirmed"]] } },
  flares: { covers: ["exacerbations"], values: flag("exacerbations") },
  nausea: { covers: ["nausea"], values: flag("nausea") },
  vomiting: { covers: ["vomiting"], values: flag("vomiting") },
  photophobia: { covers: ["photophobia"], values: flag("photophobia") },
  phonophobia: { covers: ["phonophobia"], values: flag("phonophobia") },
  osmophobia: { covers: ["osmophobia"], values: flag("osmophobia") },
  restlessness: { covers: ["restlessness"], values: flag("restlessness") },
  activity_worse: { covers: ["activity_worse", "can_function"], values: flag("activity_worse") },
  autonomic: { covers: [...AUTONOMIC], values: { ...Object.fromEntries(AUTONOMIC.map((k) => [k, [[k, "affirmed"]] as Setting[]])), restlessness: [["restlessness", "affirmed"]], none: AUTONOMIC.map((k): Setting => [k, "denied"]) } },
  autonomic_side: { covers: ["autonomic_side"], values: { same_side: [["autonomic_side", "affirmed", undefined, undefined, "same_side"]], both: [["autonomic_side", "affirmed", undefined, undefined, "both"]] } },
  aura: { covers: ["aura"], values: yn([["aura", "affirmed"], ["aura_resolves", "affirmed"]], [["aura", "denied"]]) },
  aura_features: {
    covers: ["aura_spread", "aura_minutes", "headache_follows", "aura_unilateral", "aura_succession"],
    values: {
      spreads_over_5_min: [["aura_spread", "affirmed"]], in_succession: [["aura_succession", "affirmed"]], each_5_60_min: [["aura_minutes", "affirmed", 20]],
      one_sided: [["aura_unilateral", "affirmed"]], positive: [["aura_positive", "affirmed"]], headache_within_60_min: [["headache_follows", "affirmed"]],
      none: [["aura_spread", "denied"], ["headache_follows", "denied"]],
    },
  },
  visual_disturbance: {
    covers: ["visual_disturbance", "visual_obscuration", "monocular_vision_loss", "diplopia", "blurred_vision", "halos"],
    values: {
      none: [["visual_disturbance", "denied"], ["visual_obscuration", "denied"], ["monocular_vision_loss", "denied"], ["diplopia", "denied"], ["blurred_vision", "denied"]],
      obscurations_seconds: [["visual_obscuration", "affirmed"]], one_eye_loss: [["monocular_vision_loss", "affirmed"], ["vision_loss", "affirmed", undefined, undefined, "transient"]],
      double_vision: [["diplopia", "affirmed"]], zigzag_or_shimmer: [["aura", "affirmed"]], sparkles_or_flashes: [["visual_disturbance", "affirmed"]], halos: [["halos", "affirmed"]], blurred: [["blurred_vision", "affirmed"]],
    },
  },
  posture: { covers: ["worse_upright", "worse_lying", "position_any"], values: { worse_upright: [["worse_upright", "affirmed"]], worse_lying: [["worse_lying", "affirmed"]], no: [["position_any", "denied"]] } },
  indomethacin: { covers: ["indomethacin_response", "indomethacin_tried"], values: { absolute_response: [["indomethacin_response", "affirmed"]], partial: [["indomethacin_response", "denied"]], no_effect: [["indomethacin_response", "denied"]], not_tried: [["indomethacin_tried", "denied"]] } },
  acute_med_days: { covers: ["no_acute_meds"], values: {} },
  med_overuse_months: { covers: ["med_overuse_months"], values: { under_3: [["med_overuse_months", "affirmed", 1]], over_3: [["med_overuse_months", "affirmed", 6]] } },
  // MIDAS items 1 and 3 asked as one (days lost to work, study or housework in 3 months); MIDAS itself needs all five.
  // MIDAS (questions-midas.ts): offered after the interview; each item a day count in 3 months.
  midas_offer: { covers: ["midas_offer"], values: { yes: [["midas_offer", "affirmed"]], no: [["midas_offer", "denied"]] } },
  ...Object.fromEntries(MIDAS_ITEMS.map((slot) => [slot, { covers: [slot], values: Object.fromEntries(Object.entries(MIDAS_RANGES).map(([v, n]) => [v, [[slot, "affirmed", n, undefined, "range"]] as Setting[]])) }])),
  missed_days_3m: { covers: ["missed_days_3m"], values: { "0": [["missed_days_3m", "affirmed", 0]], "1_5": [["missed_days_3m", "affirmed", 3]], "6_10": [["missed_days_3m", "affirmed", 8]], "11_20": [["missed_days_3m", "affirmed", 15]], over_20: [["missed_days_3m", "affirmed", 25]] } },
  preventive: { covers: ["preventive"], values: { none: [["preventive", "denied"]] } },
  pregnancy_weeks: { covers: ["pregnancy_weeks"], values: {} },
  blood_pressure: { covers: ["blood_pressure"], values: {} },
  postpartum_days: { covers: ["postpartum_days"], values: {} },
  preventive_history: { covers: ["preventive_history"], values: {} },
  swelling: { covers: ["swelling"], values: yn([["swelling", "affirmed"], ["preeclampsia_signs", "affirmed"]], [["swelling", "denied"]]) },
  ruq_pain: { covers: ["ruq_pain"], values: yn([["ruq_pain", "affirmed"], ["preeclampsia_signs", "affirmed"]], [["ruq_pain", "denied"]]) },
  rash: { covers: ["rash"], values: flag("rash") },
  malaria_travel: { covers: ["malaria_travel"], values: flag("malaria_travel") },
  household_affected: { covers: ["household_affected"], values: flag("household_affected") },
  better_away_from_home: { covers: ["better_away_from_home"], values: flag("better_away_from_home") },
  anticoagulant: { covers: ["anticoagulant"], values: flag("anticoagulant") },
  injury_when: {
    covers: ["head_trauma", "past_head_trauma"],
    values: {
      none: [["head_trauma", "denied"]], today: [["head_trauma", "affirmed"]], days: [["head_trauma", "affirmed"]], weeks: [["head_trauma", "affirmed"]],
      months: [["past_head_trauma", "affirmed"], ["head_trauma", "denied"]], over_a_year: [["past_head_trauma", "affirmed"], ["head_trauma", "denied"]],
    },
  },
  onset_remembered: { covers: ["remembered_onset"], values: flag("remembered_onset") },
  time_of_day: {
    covers: ["nocturnal", "wakes_from_sleep", "on_waking", "clockwork", "any_time"],
    values: { wakes_from_sleep: [["wakes_from_sleep", "affirmed"], ["nocturnal", "affirmed"]], on_waking: [["on_waking", "affirmed"]], same_time_each_day: [["clockwork", "affirmed"]], any_time: [["any_time", "affirmed"]] },
  },
  scalp_tenderness: { covers: ["scalp_tenderness"], values: flag("scalp_tenderness") },
  weight_loss: { covers: ["weight_loss"], values: flag("weight_loss") },
  pulsatile_tinnitus: { covers: ["pulsatile_tinnitus"], values: flag("pulsatile_tinnitus") },
  touch_triggered: { covers: ["touch_triggered"], values: flag("touch_triggered") },
  menstrual_link: { covers: ["menstrual_link"], values: flag("menstrual_link") },
  hormonal_contraception: { covers: ["hormonal_contraception"], values: { combined: [["hormonal_contraception", "affirmed", undefined, undefined, "combined"]], progestogen_only: [["hormonal_contraception", "affirmed", undefined, undefined, "progestogen_only"]], none: [["hormonal_contraception", "denied"]] } },
  // Red-flag slots, named by their code (asked directly when a candidate needs confirming, or in
  // the screening checklists). Derived ones (new_onset_over_50, pattern_change, progressive,
  // medication_overuse) are answered by other slots and never asked as such.
  thunderclap_onset: { covers: ["thunderclap", "gradual_onset"], values: yn([["thunderclap", "affirmed"], ["sudden_onset", "affirmed"]], [["thunderclap", "denied"]]) },
  fever_systemic: { covers: ["fever"], values: flag("fever") },
  meningism: { covers: ["neck_stiffness"], values: flag("neck_stiffness") },
  neuro_deficit: { covers: ["neuro_any", "weakness", "speech", "vision_loss"], values: yn([["neuro_any", "affirmed"]], [["neuro_any", "denied"], ["weakness", "denied"], ["speech", "denied"], ["vision_loss", "denied"], ["diplopia", "denied"]]) },
  altered_consciousness: { covers: ["altered_any", "confusion", "loss_of_consciousness"], values: yn([["altered_any", "affirmed"]], [["altered_any", "denied"], ["confusion", "denied"], ["loss_of_consciousness", "denied"]]) },
  seizure: { covers: ["seizure"], values: flag("seizure") },
  new_onset_over_50: { covers: ["new_headache", "long_history"], values: yn([["new_headache", "affirmed"]], [["new_headache", "denied"]]) },
  pattern_change: { covers: ["pattern_change", "unchanged"], values: flag("pattern_change") },
  progressive: { covers: ["progressive"], values: flag("progressive") },
  positional: { covers: ["position_any", "worse_upright", "worse_lying"], values: yn([["position_any", "affirmed"]], [["position_any", "denied"], ["worse_upright", "denied"], ["worse_lying", "denied"]]) },
  valsalva_precipitated: { covers: ["cough_trigger", "exertion_trigger"], values: yn([["cough_trigger", "affirmed"]], [["cough_trigger", "denied"], ["exertion_trigger", "denied"]]) },
  papilledema_visual: { covers: ["visual_obscuration", "papilledema"], values: yn([["visual_obscuration", "affirmed"]], [["visual_obscuration", "denied"], ["papilledema", "denied"]]) },
  pregnancy_postpartum: { covers: ["pregnant", "postpartum"], values: yn([["pregnant", "affirmed"], ["sex", "affirmed", undefined, undefined, "female"]], [["pregnant", "denied"], ["postpartum", "denied"]]) },
  cancer_history: { covers: ["cancer"], values: flag("cancer") },
  immunosuppression: { covers: ["immunosuppressed"], values: flag("immunosuppressed") },
  post_trauma: { covers: ["head_trauma"], values: flag("head_trauma") },
  jaw_claudication_gca: { covers: ["jaw_claudication"], values: flag("jaw_claudication") },
  // A red eye told in words is not yet a painful red eye during the headache: only an answer to it settles the slot.
  painful_eye_autonomic: { covers: ["painful_red_eye"], values: yn([["painful_red_eye", "affirmed"], ["red_eye", "affirmed"], ["eye_pain", "affirmed"]], [["painful_red_eye", "denied"], ["red_eye", "denied"], ["halos", "denied"]]) },
  medication_overuse: { covers: [], values: {} },
};

/** The slot and value a choice id names (`aura:yes`, `acute_med_days:triptan:10_14`), or null. */
export function parseChoice(id: string): { slot: string; value: string } | null {
  const at = id.indexOf(":");
  if (at <= 0) return null;
  const slot = id.slice(0, at);
  return SLOTS[slot] === undefined ? null : { slot, value: id.slice(at + 1) };
}

const MED_DAYS = days("med");

/**
 * The facts a choice sets, or null when the id is not in the vocabulary. `unknown` is handled by
 * the caller (it declines the slot). Medicine days go to the class named, or, for `any`, to the
 * one class the person named in words when there is exactly one.
 */
export function settingsOf(slot: string, value: string, namedClass: string | null): Setting[] | null {
  if (slot === "acute_med_days") {
    const [cls, range] = value.split(":");
    if (value === "none") return [["no_acute_meds", "affirmed"]];
    const row = range === undefined ? undefined : MED_DAYS[range];
    if (cls === undefined || row === undefined || !(MED_CLASSES as readonly string[]).includes(cls)) return null;
    const tag = cls === "any" ? (namedClass ?? "unspecified") : cls;
    const v = row[0]?.[2] ?? 0;
    const out: Setting[] = [[`med:${tag} (answer)`, "affirmed", v, undefined, tag]];
    if (v < 1) out.unshift(["no_acute_meds", "affirmed"]);
    // A class given after "days with any medicine" says which medicines those days were: the
    // unnamed days are not counted again as a class of their own.
    if (cls !== "any") out.push(["med:unspecified (answer)", "denied"]);
    return out;
  }
  return SLOTS[slot]?.values[value] ?? null;
}
