import { z } from "zod";
import { choice, entries, entryName, list, num, optionalChoice, requiredNum, text, yesNo } from "./intake-fields.ts";
import { INTAKE_LIMITS as L, INTAKE_MESSAGES as M, SEVERITY_DAY_FIELDS } from "./intake-messages.ts";
import { compareDates } from "./intake-dates.ts";

// The intake in its API shape (spec section 3): the HTTP contract of POST/GET
// /api/user/{userId}/intake and what the clinical engine reads. Strict only where spec
// section 5 has a rule; every object keeps unknown keys so nothing a client sends is lost.

export const SEXES = ["female", "male", "other"] as const;
export const AUTONOMIC_SIDES = ["Right", "Left", "Both"] as const;
export type AutonomicSide = (typeof AUTONOMIC_SIDES)[number];

/** API values of attack_disability and sidedness (spec section 3 mapping table). */
export const API_ATTACK_DISABILITY = ["normal", "slightly", "moderately", "severely", "confined_to_bed"] as const;
export const API_SIDEDNESS = ["right", "left", "both", "varies"] as const;
export const API_PREVENTATIVE_EFFICACY = [
  "No better",
  "Less than 50% better",
  "More than 50% better",
  "More than 75% better",
  "Complete relief",
] as const;

const AutonomicEntrySchema = z.preprocess(
  (v) => (typeof v === "boolean" ? { present: v } : v),
  z.looseObject({
    present: yesNo("Autonomic symptom present").pipe(z.boolean({ error: "Autonomic symptom present must be yes or no" })),
    side: optionalChoice(AUTONOMIC_SIDES, "Autonomic symptom side must be Right, Left or Both"),
  }),
);
export type AutonomicEntry = z.infer<typeof AutonomicEntrySchema>;

// A list of symptom names is read as those symptoms present.
const AutonomicSymptomsSchema = z.preprocess(
  (v) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? Object.fromEntries(v.map((k) => [k, { present: true }])) : v),
  z.record(z.string(), AutonomicEntrySchema, { error: "Autonomic symptoms must map each symptom to { present, side }" }),
);

const dayField = (label: string) => num(label, L.severityDays.min, L.severityDays.max);
const painField = (label: string) => num(label, L.painIntensity.min, L.painIntensity.max);

export const HeadacheHistorySchema = z
  .looseObject(
    {
    age_onset: num("Age at onset", 0),
    multiple_types: yesNo("Multiple headache types"),
    extremely_severe_days: dayField("Extremely severe days"),
    severe_days: dayField("Severe days"),
    moderate_days: dayField("Moderate days"),
    mild_days: dayField("Mild days"),
    headache_free_days: num("Headache-free days", 0),
    pain_intensity_low: painField("Lowest pain intensity"),
    pain_intensity_high: painField("Highest pain intensity"),
    pain_intensity_avg: painField("Average pain intensity"),
    attack_disability: text("Attack disability"),
    pain_locations: list("Pain locations"),
    sidedness: text("Sidedness"),
    side_change: yesNo("Side change"),
    pain_characteristics: list("Pain characteristics"),
    duration_with_med: text("Duration with medication"),
    duration_without_med: text("Duration without medication"),
    aura_symptoms: list("Aura symptoms"),
    pattern_time_of_day: list("Time of day pattern"),
    pattern_context: list("Context pattern"),
    pattern_season: list("Season pattern"),
    assoc_symptoms: list("Associated symptoms"),
    autonomic_symptoms: AutonomicSymptomsSchema.optional(),
    triggers: list("Triggers"),
    relief_factors: list("Relief factors"),
    },
    { error: (iss) => (iss.input == null ? M.headacheHistoryRequired : "Headache history must be an object") },
  )
  .superRefine((h, ctx) => {
    const sum = SEVERITY_DAY_FIELDS.reduce((s, f) => s + (typeof h[f.key] === "number" ? h[f.key]! : 0), 0);
    if (sum > L.daysSumMax) ctx.addIssue({ code: "custom", message: M.daysSum, path: [] });
  });
export type HeadacheHistory = z.infer<typeof HeadacheHistorySchema>;

const medBase = {
  name: entryName(),
  dose: text("Dose"),
  frequency: text("Frequency"),
};
const DatesTakenSchema = z.looseObject({ start: text("Start date"), end: text("End date") });

export const MedicationEntrySchema = z.looseObject(medBase);
export const AcuteMedicationSchema = z.looseObject({
  ...medBase,
  days_per_month: num("Days per month", 0, 31),
  efficacy: text("Efficacy"),
});
export const PreventativeMedicationSchema = z.looseObject({
  ...medBase,
  efficacy: text("Efficacy"),
  dates_taken: DatesTakenSchema.optional(),
  side_effects: text("Side effects"),
});
export type MedicationEntry = z.infer<typeof MedicationEntrySchema>;
export type AcuteMedication = z.infer<typeof AcuteMedicationSchema>;
export type PreventativeMedication = z.infer<typeof PreventativeMedicationSchema>;

export const MedicationsSchema = z
  .looseObject({
    current: entries("Current medications", "name", MedicationEntrySchema),
    prior: entries("Prior medications", "name", MedicationEntrySchema),
    acute: entries("Acute medications", "name", AcuteMedicationSchema),
    preventative: entries("Preventative medications", "name", PreventativeMedicationSchema),
    supplements: entries("Supplements", "name", MedicationEntrySchema),
  })
  .superRefine((m, ctx) => {
    (m.preventative ?? []).forEach((p, i) => {
      const { start, end } = p.dates_taken ?? {};
      if (start !== undefined && end !== undefined && (compareDates(start, end) ?? 0) > 0)
        ctx.addIssue({ code: "custom", message: M.preventativeDates(i + 1), path: ["preventative", i, "dates_taken"] });
    });
  });
export type Medications = z.infer<typeof MedicationsSchema>;

export const MedicalHistorySchema = z.looseObject({
  medical_conditions: list("Medical conditions"),
  medical_conditions_other: text("Other medical conditions"),
  past_surgeries: list("Past surgeries"),
  past_surgeries_other: text("Other past surgeries"),
});

export const AllergySchema = z.looseObject({ substance: entryName("Substance"), reaction: text("Reaction") });

export const FamilyHistorySchema = z.looseObject({
  conditions: entries(
    "Family conditions",
    "condition",
    z.looseObject({
      condition: entryName("Condition"),
      relatives: list("Relatives"),
      other_condition: text("Other condition"),
      other_relative: text("Other relative"),
    }),
  ),
  sibling_info: z
    .looseObject({
      number_of_siblings: num("Number of siblings", 0),
      // "oldest", "2", 2: birth order is free in the spec, so both words and numbers pass.
      birth_order: z.preprocess((v) => (v === null || v === "" ? undefined : v), z.union([z.number(), z.string()]).optional()),
    })
    .optional(),
});

export const SocialHistorySchema = z.looseObject({
  caffeine_per_day: num("Caffeine per day", L.caffeinePerDay.min, L.caffeinePerDay.max),
  sleep_hours: num("Sleep hours", L.sleepHours.min, L.sleepHours.max),
  exercise_days: num("Exercise days", L.exerciseDays.min, L.exerciseDays.max),
  alcohol_drinks_per_week: num("Alcohol drinks per week", 0),
  tobacco: text("Tobacco"),
  occupation: text("Occupation"),
  stress_level: text("Stress level"),
});

export const MenstrualHormonalHistorySchema = z.looseObject({
  menstrual_status: text("Menstrual status"),
  period_headache_relation: text("Period headache relation"),
  period_timing: text("Period timing"),
  birth_control_use: yesNo("Birth control use"),
  birth_control_type: text("Birth control type"),
});

/** The whole intake in its API shape, with the field rules of spec section 5. */
export const IntakeSchema = z.looseObject({
  chief_complaint: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string({ error: M.chiefComplaintRequired }),
  ),
  age: requiredNum(M.ageRequired, M.age, L.age.min, L.age.max),
  date_of_birth: text("Date of birth"),
  sex: choice(SEXES, M.sex, M.sexRequired),
  handedness: text("Handedness"),
  headache_history: HeadacheHistorySchema,
  medications: MedicationsSchema.optional(),
  medical_history: MedicalHistorySchema.optional(),
  allergies: entries("Allergies", "substance", AllergySchema),
  family_history: FamilyHistorySchema.optional(),
  social_history: SocialHistorySchema.optional(),
  review_of_systems: list("Review of systems"),
  menstrual_hormonal_history: MenstrualHormonalHistorySchema.optional(),
});
export type Intake = z.infer<typeof IntakeSchema>;

/** The body of POST /api/user/{userId}/intake. */
export const IntakeBodySchema = z.object({ intake: IntakeSchema });

/** The answer of POST (`warnings` set) and GET /api/user/{userId}/intake. */
export const IntakeResponseSchema = z.object({ intake: IntakeSchema, warnings: z.array(z.string()).optional(), savedAt: z.string().optional() });
export type IntakeResponse = z.infer<typeof IntakeResponseSchema>;
