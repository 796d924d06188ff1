import { emptyIntakeForm, parseIntakeFormDraft, type IntakeForm } from "@hg/shared/intake-form";
import { z } from "zod";
import { STORAGE_KEYS, readJson, removeItem, writeJson } from "@/lib/storage";

// The draft (`headache_intake_form`: the form's named sections plus when it was saved) and
// the UI state (`headache_intake_ui_state`). lib/storage turns storage failures into warnings.

const DraftSchema = z.looseObject({ savedAt: z.number().optional() });

/** The stored draft with when it was saved (ms), or null when there is none or it holds no answer at all. */
export function readIntakeDraft(): { form: IntakeForm; savedAt: number | null } | null {
  const raw = readJson(STORAGE_KEYS.intakeForm, DraftSchema);
  if (!raw) return null;
  const form = parseIntakeFormDraft(raw);
  return isEmptyForm(form) ? null : { form, savedAt: raw.savedAt ?? null };
}

export function writeIntakeDraft(form: IntakeForm, now = Date.now()): void {
  writeJson(STORAGE_KEYS.intakeForm, { ...form, savedAt: now });
}

export const clearIntakeDraft = () => removeItem(STORAGE_KEYS.intakeForm);

const EMPTY = JSON.stringify(emptyIntakeForm());
export const isEmptyForm = (form: IntakeForm) => JSON.stringify(form) === EMPTY;

export const IntakeUiStateSchema = z.object({
  section: z.string().catch("about"),
  expanded: z.array(z.string()).catch([]),
});
export type IntakeUiState = z.infer<typeof IntakeUiStateSchema>;

export const readIntakeUiState = (): IntakeUiState | null => readJson(STORAGE_KEYS.intakeUiState, IntakeUiStateSchema);
export const writeIntakeUiState = (state: IntakeUiState) => writeJson(STORAGE_KEYS.intakeUiState, state);
export const clearIntakeUiState = () => removeItem(STORAGE_KEYS.intakeUiState);
