// Messages of spec section 5 (intake), spelled once so the form, the server and the tests agree.

/** Inclusive ranges of spec sections 5 and 9. */
export const INTAKE_LIMITS = {
  age: { min: 5, max: 120 },
  adultAge: 18,
  severityDays: { min: 0, max: 31 },
  daysSumMax: 31,
  daysBasis: 30,
  painIntensity: { min: 0, max: 4 },
  caffeinePerDay: { min: 0, max: 10 },
  sleepHours: { min: 0, max: 24 },
  exerciseDays: { min: 0, max: 7 },
  highFrequencyDays: 15,
} as const;

/** The four severity-day fields, in the order the form shows them, with their words. */
export const SEVERITY_DAY_FIELDS = [
  { key: "extremely_severe_days", label: "Extremely severe days" },
  { key: "severe_days", label: "Severe days" },
  { key: "moderate_days", label: "Moderate days" },
  { key: "mild_days", label: "Mild days" },
] as const;
export type SeverityDayField = (typeof SEVERITY_DAY_FIELDS)[number]["key"];

/** Spec's "messages like 'Severe days must be between 0 and 31'", for any labelled range. */
export function betweenMessage(label: string, min: number, max: number, unit = ""): string {
  return `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}`;
}

/** "X must be at least N" for the open-ended ranges of spec section 5. */
export function atLeastMessage(label: string, min: number): string {
  return `${label} must be at least ${min}`;
}

export const INTAKE_MESSAGES = {
  chiefComplaintRequired: "Chief complaint is required",
  ageRequired: "Age is required",
  age: betweenMessage("Age", INTAKE_LIMITS.age.min, INTAKE_LIMITS.age.max, "years"),
  sexRequired: "Sex is required",
  sex: "Sex must be female, male or other",
  headacheHistoryRequired: "Headache history is required",
  ageOnset: atLeastMessage("Age at onset", 0),
  daysSum: `The sum of headache days (extremely severe + severe + moderate + mild) cannot exceed ${INTAKE_LIMITS.daysSumMax}`,
  preventativeDates: (n: number) => `Preventative medication ${n}: Start date must be <= end date`,
  warningMinor: "Age under 18 - consider parental consent requirements",
  warningHighFrequency: "High headache frequency (>15 days/month) - may indicate chronic condition",
  validationFailed: (details: string) => `Validation failed: ${details}`,
} as const;

/** Messages of spec section 8 for a failed intake submit or fetch. */
export const INTAKE_SUBMIT_MESSAGES = {
  validation: (detail: string) => `Validation Error: ${detail}`,
  validationFallback: "Invalid intake data format",
  auth: "Authentication Error: Please log in again",
  server: "Server Error: Please try again later",
  api: (status: number, detail: string) => `API Error (${status}): ${detail}`,
  network: "Network Error: Please check your connection and try again",
} as const;
