import type { Intake } from "./intake.ts";
import { INTAKE_MESSAGES as M } from "./intake-messages.ts";
import { IntakeFormSchema, type IntakeForm } from "./intake-form.ts";
import { intakeFormToApi } from "./intake-mapping.ts";
import { validateIntake, type IntakeFieldError } from "./intake-validation.ts";

// The form is validated by mapping it to the API shape and running the API rules, so the
// form and the server can never disagree; errors are then moved back onto form fields.

/** Form paths of errors that belong to a group rather than one input. */
export const FORM_GROUP_PATHS = {
  headacheSection: "headache.section",
  headacheDaysTotal: "headache.days_total",
} as const;

const SECTION_OF: Record<string, string> = {
  medical_history: "medical",
  social_history: "social",
  menstrual_hormonal_history: "hormonal",
};
const ROW_LISTS: Record<string, { form: string; nameKey: string }> = {
  "medications.current": { form: "medications.current", nameKey: "name" },
  "medications.prior": { form: "medications.prior", nameKey: "name" },
  "medications.acute": { form: "medications.acute", nameKey: "name" },
  "medications.preventative": { form: "medications.preventative", nameKey: "name" },
  "medications.supplements": { form: "medications.supplements", nameKey: "name" },
  allergies: { form: "allergies.items", nameKey: "substance" },
  "family_history.conditions": { form: "family.conditions", nameKey: "condition" },
};

// Cleaning drops unnamed rows, so API row k is the k-th named row of the form.
function formRowIndex(form: IntakeForm, formList: string, apiIndex: number): number {
  const rows = formList.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], form) as Record<string, unknown>[];
  const named = rows.flatMap((row, i) => (isNamed(row) ? [i] : []));
  return named[apiIndex] ?? apiIndex;
}
const isNamed = (row: Record<string, unknown>) =>
  ["name", "substance", "condition"].some((k) => typeof row[k] === "string" && (row[k] as string).trim() !== "");

/** Where an API-shape error path lives in the form, e.g. "headache_history.severe_days" -> "headache.severe_days". */
export function intakeApiPathToFormPath(path: string, message: string, form: IntakeForm): string {
  const parts = path.split(".");
  const [head, second] = parts;
  if (head === undefined || head === "" || head === "intake") return "about.chief_complaint";
  if (["chief_complaint", "age", "date_of_birth", "sex", "handedness"].includes(head)) return `about.${head}`;
  if (head === "headache_history") {
    if (second === undefined) return message === M.daysSum ? FORM_GROUP_PATHS.headacheDaysTotal : FORM_GROUP_PATHS.headacheSection;
    return `headache.${second}`;
  }
  for (const [apiList, { form: formList, nameKey }] of Object.entries(ROW_LISTS)) {
    const depth = apiList.split(".").length;
    if (parts.slice(0, depth).join(".") !== apiList) continue;
    const index = Number(parts[depth]);
    if (!Number.isInteger(index)) return `${formList}`;
    const row = `${formList}.${formRowIndex(form, formList, index)}`;
    const field = parts[depth + 1];
    if (field === "dates_taken") return `${row}.${parts[depth + 2] === "start" ? "start_date" : "end_date"}`;
    return `${row}.${field ?? nameKey}`;
  }
  if (head === "family_history") return `family.${parts.at(-1) === "sibling_info" ? "number_of_siblings" : (parts.at(-1) ?? "number_of_siblings")}`;
  if (head === "review_of_systems") return "review_of_systems.items";
  const section = SECTION_OF[head];
  if (section) return second ? `${section}.${second}` : section;
  return path;
}

export type IntakeFormValidation =
  | { ok: true; intake: Intake; warnings: string[] }
  | { ok: false; errors: IntakeFieldError[] };

/** Validates the form with the API rules; errors carry form paths (see intakeApiPathToFormPath). */
export function validateIntakeForm(form: IntakeForm): IntakeFormValidation {
  const result = validateIntake(intakeFormToApi(form));
  if (result.ok) return result;
  return { ok: false, errors: result.errors.map((e) => renumber(e, intakeApiPathToFormPath(e.path, e.message, form))) };
}

// "Preventative medication 1: ..." counts sent rows; on the form it should count the rows the person sees.
function renumber(e: IntakeFieldError, formPath: string): IntakeFieldError {
  const apiIndex = e.path.split(".").find((p) => /^\d+$/.test(p));
  const formIndex = formPath.split(".").find((p) => /^\d+$/.test(p));
  if (apiIndex === undefined || formIndex === undefined || apiIndex === formIndex) return { path: formPath, message: e.message };
  const message = e.message.replace(new RegExp(`^([A-Za-z ]+ )${Number(apiIndex) + 1}:`), `$1${Number(formIndex) + 1}:`);
  return { path: formPath, message };
}

/** The form schema with every rule of spec section 5 attached, for react-hook-form's zodResolver. */
export const IntakeFormSubmitSchema = IntakeFormSchema.superRefine((form, ctx) => {
  const result = validateIntakeForm(form);
  if (result.ok) return;
  for (const e of result.errors) ctx.addIssue({ code: "custom", message: e.message, path: e.path.split(".") });
});
