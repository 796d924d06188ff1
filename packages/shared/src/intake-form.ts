import { z } from "zod";

// The intake in its form shape: what the /intake page edits and what the draft in local
// storage (`headache_intake_form`) holds, one object of named sections. Every field is always
// present ("" / null / [] when unanswered) so inputs stay controlled, and every field falls
// back to its empty value when a stored draft is damaged, so a draft never fails to load.

/** Form values of the mapped fields (spec section 3 table, left column). */
export const FORM_SIDEDNESS = ["always_right", "always_left", "always_both", "varies"] as const;
export const FORM_ATTACK_DISABILITY = ["none", "mild", "moderate", "severe", "complete"] as const;
export const FORM_PREVENTATIVE_EFFICACY = ["no_better", "less_50", "more_50", "more_75", "complete_relief"] as const;
export const FORM_AUTONOMIC_SIDES = ["right", "left", "both"] as const;
export const FORM_SEXES = ["female", "male", "other"] as const;
export const YES_NO = ["yes", "no"] as const;

const str = z.string().catch("");
const num = z.number().finite().nullable().catch(null);
const strList = z.array(z.string()).catch([]);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum([...values, ""]).catch("");
const rows = <T extends z.ZodType>(row: T) => z.array(row).catch([]);

export const MedicationRowSchema = z.object({ name: str, dose: str, frequency: str });
export const AcuteMedicationRowSchema = MedicationRowSchema.extend({ days_per_month: num, efficacy: str });
export const PreventativeMedicationRowSchema = MedicationRowSchema.extend({
  efficacy: oneOf(FORM_PREVENTATIVE_EFFICACY),
  start_date: str,
  end_date: str,
  side_effects: str,
});
export const AutonomicRowSchema = z.object({ symptom: z.string(), side: oneOf(FORM_AUTONOMIC_SIDES) });
export const AllergyRowSchema = z.object({ substance: str, reaction: str });
export const FamilyConditionRowSchema = z.object({ condition: str, relatives: strList, other_condition: str, other_relative: str });
export type MedicationRow = z.infer<typeof MedicationRowSchema>;
export type AcuteMedicationRow = z.infer<typeof AcuteMedicationRowSchema>;
export type PreventativeMedicationRow = z.infer<typeof PreventativeMedicationRowSchema>;
export type AutonomicRow = z.infer<typeof AutonomicRowSchema>;
export type AllergyRow = z.infer<typeof AllergyRowSchema>;
export type FamilyConditionRow = z.infer<typeof FamilyConditionRowSchema>;

const section = <T extends z.ZodRawShape>(shape: T) => {
  const s = z.object(shape);
  return s.catch(() => s.parse({}));
};

export const IntakeFormSchema = z.object({
  about: section({ chief_complaint: str, age: num, date_of_birth: str, sex: oneOf(FORM_SEXES), handedness: str }),
  headache: section({
    age_onset: num,
    multiple_types: oneOf(YES_NO),
    extremely_severe_days: num,
    severe_days: num,
    moderate_days: num,
    mild_days: num,
    pain_intensity_low: num,
    pain_intensity_high: num,
    pain_intensity_avg: num,
    attack_disability: oneOf(FORM_ATTACK_DISABILITY),
    pain_locations: strList,
    sidedness: oneOf(FORM_SIDEDNESS),
    side_change: oneOf(YES_NO),
    pain_characteristics: strList,
    duration_with_med: str,
    duration_without_med: str,
    aura_symptoms: strList,
    pattern_time_of_day: strList,
    pattern_context: strList,
    pattern_season: strList,
    assoc_symptoms: strList,
    // Only the symptoms that are present, each once; restlessness carries no side (spec section 3).
    autonomic_symptoms: rows(AutonomicRowSchema),
    triggers: strList,
    relief_factors: strList,
  }),
  medications: section({
    current: rows(MedicationRowSchema),
    prior: rows(MedicationRowSchema),
    acute: rows(AcuteMedicationRowSchema),
    preventative: rows(PreventativeMedicationRowSchema),
    supplements: rows(MedicationRowSchema),
  }),
  medical: section({ medical_conditions: strList, medical_conditions_other: str, past_surgeries: strList, past_surgeries_other: str }),
  allergies: section({ items: rows(AllergyRowSchema) }),
  family: section({ conditions: rows(FamilyConditionRowSchema), number_of_siblings: num, birth_order: str }),
  social: section({
    caffeine_per_day: num,
    sleep_hours: num,
    exercise_days: num,
    alcohol_drinks_per_week: num,
    tobacco: str,
    occupation: str,
    stress_level: str,
  }),
  review_of_systems: section({ items: strList }),
  hormonal: section({
    menstrual_status: str,
    period_headache_relation: str,
    period_timing: str,
    birth_control_use: oneOf(YES_NO),
    birth_control_type: str,
  }),
});
export type IntakeForm = z.infer<typeof IntakeFormSchema>;
export type IntakeFormSection = keyof IntakeForm;

/** The sections in the order the form shows them. */
export const INTAKE_FORM_SECTIONS = [
  "about",
  "headache",
  "medications",
  "medical",
  "allergies",
  "family",
  "social",
  "review_of_systems",
  "hormonal",
] as const satisfies readonly IntakeFormSection[];

/** A form with every field unanswered. */
export function emptyIntakeForm(): IntakeForm {
  return IntakeFormSchema.parse({});
}

/** Reads a stored draft into a whole form; damaged or missing parts become unanswered. */
export function parseIntakeFormDraft(value: unknown): IntakeForm {
  return IntakeFormSchema.catch(() => emptyIntakeForm()).parse(value);
}

/** Whether the menstrual / hormonal section applies (shown only to female or other, 10 years and over or age unknown). */
export function hormonalSectionApplies(about: Pick<IntakeForm["about"], "sex" | "age">): boolean {
  return (about.sex === "female" || about.sex === "other") && (about.age === null || about.age >= 10);
}
