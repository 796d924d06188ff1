import { INTAKE_OPTIONS } from "./intake-options.ts";

// The one label map of the report: every code the report JSON carries (intake field paths, intake
// values, interview slots) in words a doctor reads. Anything without a label is still made readable
// (underscores become spaces), so no raw key ever reaches the page.

/** Intake field paths (without list indexes) in the words of the intake form. */
const INTAKE_FIELD: Record<string, string> = {
  chief_complaint: "Main complaint",
  age: "Age",
  date_of_birth: "Date of birth",
  sex: "Sex",
  handedness: "Handedness",
  headache_history: "Headache history",
  "headache_history.age_onset": "Age when headaches began",
  "headache_history.multiple_types": "More than one kind of headache",
  "headache_history.extremely_severe_days": "Extremely severe days per month",
  "headache_history.severe_days": "Severe days per month",
  "headache_history.moderate_days": "Moderate days per month",
  "headache_history.mild_days": "Mild days per month",
  "headache_history.headache_free_days": "Headache-free days per month",
  "headache_history.pain_intensity_low": "Lowest pain (0-10)",
  "headache_history.pain_intensity_high": "Highest pain (0-10)",
  "headache_history.pain_intensity_avg": "Average pain (0-10)",
  "headache_history.attack_disability": "How much an attack limits them",
  "headache_history.pain_locations": "Where it hurts",
  "headache_history.sidedness": "Side",
  "headache_history.side_change": "Side changes",
  "headache_history.pain_characteristics": "Character of the pain",
  "headache_history.duration_with_med": "Duration with medicine",
  "headache_history.duration_without_med": "Duration without medicine",
  "headache_history.aura_symptoms": "Aura",
  "headache_history.pattern_time_of_day": "Time of day",
  "headache_history.pattern_context": "When they come",
  "headache_history.pattern_season": "Season",
  "headache_history.assoc_symptoms": "Symptoms with the headache",
  "headache_history.autonomic_symptoms": "Eye and nose signs with the pain",
  "headache_history.triggers": "Triggers",
  "headache_history.relief_factors": "What helps",
  medications: "Medicines",
  medical_history: "Medical history",
  "medical_history.medical_conditions": "Medical conditions",
  "medical_history.medical_conditions_other": "Other medical conditions",
  "medical_history.past_surgeries": "Past operations",
  "medical_history.past_surgeries_other": "Other past operations",
  allergies: "Allergies",
  "allergies.substance": "Allergy",
  "allergies.reaction": "Reaction",
  family_history: "Family history",
  "family_history.conditions.condition": "Condition in the family",
  "family_history.conditions.relatives": "Relatives",
  "family_history.conditions.other_condition": "Other condition",
  "family_history.conditions.other_relative": "Other relative",
  "family_history.sibling_info.number_of_siblings": "Brothers and sisters",
  "family_history.sibling_info.birth_order": "Birth order",
  social_history: "Social history",
  "social_history.caffeine_per_day": "Caffeinated drinks per day",
  "social_history.sleep_hours": "Sleep (hours a night)",
  "social_history.exercise_days": "Exercise (days a week)",
  "social_history.alcohol_drinks_per_week": "Alcoholic drinks per week",
  "social_history.tobacco": "Tobacco",
  "social_history.occupation": "Occupation",
  "social_history.stress_level": "Stress level",
  review_of_systems: "Other symptoms",
  menstrual_hormonal_history: "Periods and hormones",
  "menstrual_hormonal_history.menstrual_status": "Periods",
  "menstrual_hormonal_history.period_headache_relation": "Headaches linked to periods",
  "menstrual_hormonal_history.period_timing": "When around the period",
  "menstrual_hormonal_history.birth_control_use": "Hormonal contraception",
  "menstrual_hormonal_history.birth_control_type": "Contraception type",
};

/** Interview slots (CLINICAL.md "History slots") as the question they stand for. */
const SLOT: Record<string, string> = {
  typist: "who is typing", age: "age", sex: "sex", onset_when: "when it began", time_to_peak: "how fast it peaks",
  course: "whether it is usual, new or changing", lifetime_attacks: "number of attacks so far", headache_days: "headache days per month",
  attacks_per_day: "attacks per day", bouts: "bouts and remissions", duration: "duration without medicine", side: "side",
  side_locked: "whether always the same side", location: "where it hurts", character: "character of the pain", severity: "severity",
  flares: "flares on a background pain", nausea: "nausea", vomiting: "vomiting", photophobia: "light sensitivity",
  phonophobia: "noise sensitivity", osmophobia: "smell sensitivity", restlessness: "restlessness", activity_worse: "worse with activity",
  associated: "symptoms with the headache", autonomic: "eye and nose signs", autonomic_side: "side of the eye and nose signs", aura: "aura",
  aura_type: "type of aura", aura_features: "features of the aura", visual_disturbance: "visual disturbance", posture: "effect of posture",
  indomethacin: "response to indomethacin", acute_med_days: "days with acute medicine", med_overuse_months: "months of frequent medicine use",
  preventive: "preventive medicine", pregnancy_weeks: "weeks of pregnancy", blood_pressure: "blood pressure", swelling: "swelling",
  ruq_pain: "upper abdominal pain", rash: "rash", malaria_travel: "travel to a malaria area", household_affected: "others at home affected",
  better_away_from_home: "better away from home", anticoagulant: "blood thinners", injury_when: "head injury",
  onset_remembered: "clearly remembered onset", postpartum_days: "days since giving birth", time_of_day: "time of day",
  scalp_tenderness: "scalp tenderness", weight_loss: "weight loss", pulsatile_tinnitus: "pulsing noise in the ears",
  touch_triggered: "triggered by touch", menstrual_link: "link with periods", hormonal_contraception: "hormonal contraception",
  preventive_history: "preventive medicines tried",
};

/** Intake values beyond the form's options (API spellings, engine vocabulary). */
const EXTRA_VALUES: Record<string, string> = {
  always_right: "Always right", always_left: "Always left", always_both: "Both sides", right: "Right", left: "Left", both: "Both sides",
  varies: "Varies", temples: "Temples", eye: "Eye", temple: "Temple", face: "Face", slightly: "Slightly limited", moderately: "Moderately limited",
  severely: "Severely limited", confined_to_bed: "Confined to bed", normal: "Carries on as normal", unknown: "Not known", none: "None",
  true: "Yes", false: "No",
};

// The form speaks to the person ("Light bothers me"); the report speaks to a doctor.
const DOCTOR_WORDS: Record<string, string> = {
  photophobia: "Light sensitivity", phonophobia: "Noise sensitivity", osmophobia: "Smell sensitivity", nausea: "Nausea", vomiting: "Vomiting",
  restlessness: "Restlessness", lacrimation: "Tearing", conjunctival_injection: "Red eye", rhinorrhea: "Runny nose", nasal_congestion: "Blocked nose",
};

const VALUE: Record<string, string> = {
  ...EXTRA_VALUES,
  ...Object.fromEntries(Object.values(INTAKE_OPTIONS).flatMap((opts) => opts.map((o) => [o.value, o.label]))),
  ...DOCTOR_WORDS,
  // One form's option ("none": "I carry on as normal") must not name every other field's "none".
  none: "None",
};

/** A code in words: underscores become spaces and the first letter is upper case. */
export function humanize(code: string): string {
  const words = code.replaceAll("_", " ").replace(/\s+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An intake value in the form's words ("behind_eye" -> "Behind the eye"); free text as it was written. */
export function valueLabel(value: string): string {
  const label = VALUE[value];
  if (label !== undefined) return label;
  // Only a bare code is rewritten: what a person typed stays as they typed it.
  return /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(value) ? humanize(value) : value;
}

/** An intake field's label from its path ("headache_history.mild_days" -> "Mild days per month"). */
export function intakeFieldLabel(path: string): string {
  const key = path.split(".").filter((p) => !/^\d+$/.test(p)).join(".");
  const known = INTAKE_FIELD[key];
  if (known !== undefined) return known;
  const last = key.split(".").at(-1) ?? key;
  return humanize(last);
}

/** An interview slot as the question it stands for ("acute_med_days" -> "days with acute medicine"). */
export const slotLabel = (slot: string): string => SLOT[slot] ?? humanize(slot).toLowerCase();

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A name in Hebrew or Arabic set apart from the line around it (Unicode first-strong isolate,
 * as HTML's <bdi>): "שרה כהן, 29 years" then reads name first, the rest left to right, on screen
 * and in the PDF. Other names are left as they are.
 */
export const isolatedName = (name: string): string => (RIGHT_TO_LEFT.test(name) ? `\u2068${name}\u2069` : name);
