import type { z } from "zod";
import { IntakeSchema, type Intake } from "./intake.ts";
import { INTAKE_LIMITS as L, INTAKE_MESSAGES as M, SEVERITY_DAY_FIELDS } from "./intake-messages.ts";

// Validation of an API-shape intake: the field rules live in IntakeSchema; this file turns
// zod issues into `{ path, message }` that name the field in words, adds the derived
// headache-free days and the two non-blocking warnings of spec section 5.

export type IntakeFieldError = { path: string; message: string };
export type IntakeValidation =
  | { ok: true; intake: Intake; warnings: string[] }
  | { ok: false; errors: IntakeFieldError[] };

// Words for the entries of each list, so "medications.acute.1.dose" reads "Acute medication 2: ...".
const ENTRY_WORDS: Record<string, string> = {
  "medications.current": "Current medication",
  "medications.prior": "Prior medication",
  "medications.acute": "Acute medication",
  "medications.preventative": "Preventative medication",
  "medications.supplements": "Supplement",
  allergies: "Allergy",
  "family_history.conditions": "Family history condition",
};

function wordsFor(path: (string | number)[], message: string): string {
  for (let i = path.length - 1; i > 0; i--) {
    const entry = path[i];
    const words = ENTRY_WORDS[path.slice(0, i).join(".")];
    if (typeof entry === "number" && words) {
      const prefix = `${words} ${entry + 1}:`;
      return message.startsWith(prefix) ? message : `${prefix} ${message}`;
    }
  }
  // zod's own wording ("Invalid input: expected object") does not name the field; add the path.
  return /^Invalid|^Unrecognized|^Too /.test(message) && path.length > 0 ? `${path.join(".")}: ${message}` : message;
}

/** zod issues of IntakeSchema as `{ path, message }`, each message naming its field. */
export function intakeIssuesToErrors(issues: readonly z.core.$ZodIssue[]): IntakeFieldError[] {
  return issues.map((i) => {
    const path = i.path.filter((p): p is string | number => typeof p !== "symbol");
    return { path: path.join("."), message: wordsFor(path, i.message) };
  });
}

/** Headache-free days on the spec's 30-day basis (30 minus the sum, at least 0); undefined when no count is given. */
export function deriveHeadacheFreeDays(h: Partial<Record<(typeof SEVERITY_DAY_FIELDS)[number]["key"], unknown>>): number | undefined {
  const counts = SEVERITY_DAY_FIELDS.map((f) => h[f.key]).filter((v): v is number => typeof v === "number");
  if (counts.length === 0) return undefined;
  return Math.max(0, L.daysBasis - counts.reduce((a, b) => a + b, 0));
}

/** The non-blocking warnings of spec section 5 for a valid intake. */
export function intakeWarnings(intake: Intake): string[] {
  const warnings: string[] = [];
  if (intake.age < L.adultAge) warnings.push(M.warningMinor);
  const h = intake.headache_history;
  // The spec names severe + moderate + mild; extremely severe days are headache days too, so they count.
  const days = SEVERITY_DAY_FIELDS.reduce((s, f) => s + (h[f.key] ?? 0), 0);
  if (days > L.highFrequencyDays) warnings.push(M.warningHighFrequency);
  return warnings;
}

/** Validates an API-shape intake: the parsed intake with derived headache-free days and warnings, or every field error. */
export function validateIntake(input: unknown): IntakeValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, errors: [{ path: "intake", message: "Intake must be an object" }] };
  const parsed = IntakeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: intakeIssuesToErrors(parsed.error.issues) };
  const intake = parsed.data;
  const free = deriveHeadacheFreeDays(intake.headache_history);
  if (free !== undefined) intake.headache_history.headache_free_days = free;
  return { ok: true, intake, warnings: intakeWarnings(intake) };
}

/** The messages of a failed validation joined for one line, e.g. the `detail` of a 400. */
export function intakeErrorSummary(errors: readonly IntakeFieldError[]): string {
  return errors.map((e) => e.message).join("; ");
}

/** Error thrown by a submission that fails validation: message 'Validation failed: ...'. */
export class IntakeValidationError extends Error {
  readonly errors: IntakeFieldError[];
  constructor(errors: IntakeFieldError[]) {
    super(M.validationFailed(intakeErrorSummary(errors)));
    this.name = "IntakeValidationError";
    this.errors = errors;
  }
}

/** validateIntake that throws IntakeValidationError ('Validation failed: ...') instead of answering errors. */
export function assertValidIntake(input: unknown): { intake: Intake; warnings: string[] } {
  const result = validateIntake(input);
  if (!result.ok) throw new IntakeValidationError(result.errors);
  return { intake: result.intake, warnings: result.warnings };
}
