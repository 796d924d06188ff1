import { DiaryUpdateSchema, type DiaryEntry, type DiaryUpdate } from "@hg/shared/diary";
import { fromDateTimeLocal, offsetIso, toDateTimeLocal } from "./dates";

/** The details form's shape: text for times and single choices ("" when not given), lists of values. */
export type DetailsForm = {
  startedAt: string;
  endedAt: string;
  severity: string;
  side: string;
  character: string[];
  symptoms: string[];
  aura: string;
  medicines: string[];
  triggers: string[];
  notes: string;
};
export type DetailsField = keyof DetailsForm;

const local = (iso: string | null) => (iso ? toDateTimeLocal(new Date(iso)) : "");

/** An entry as the form shows it. */
export function entryToForm(entry: DiaryEntry): DetailsForm {
  return {
    startedAt: local(entry.startedAt),
    endedAt: local(entry.endedAt),
    severity: entry.severity ?? "",
    side: entry.side ?? "",
    character: [...entry.character],
    symptoms: [...entry.symptoms],
    aura: entry.aura === null ? "" : entry.aura ? "yes" : "no",
    medicines: entry.medicines.map((m) => m.name),
    triggers: [...entry.triggers],
    notes: entry.notes,
  };
}

/** A problem with the form; `field` is null when it belongs to no one field. */
export type FieldIssue = { field: DetailsField | null; message: string };

const FIELDS = new Set<string>(["startedAt", "endedAt", "severity", "side", "character", "symptoms", "aura", "medicines", "triggers", "notes"]);

/** The form field an API or schema path ("medicines.0.name", "body/notes") belongs to. */
export function fieldOfPath(path: string): DetailsField | null {
  const first = path.split(/[./]/).find((part) => FIELDS.has(part));
  return (first as DetailsField | undefined) ?? null;
}

/**
 * The PATCH body for the form (every field: what is cleared is sent as cleared), checked with the
 * shared schema and the rules a form can check before the server: times that read, an end after
 * the start, nothing in the future.
 */
export function formToUpdate(form: DetailsForm, entry: DiaryEntry, now: Date): { body: DiaryUpdate } | { issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const start = fromDateTimeLocal(form.startedAt);
  const end = form.endedAt ? fromDateTimeLocal(form.endedAt) : null;
  if (!start) issues.push({ field: "startedAt", message: "Enter when it started." });
  else if (start.getTime() > now.getTime() + 60_000) issues.push({ field: "startedAt", message: "The start cannot be in the future." });
  if (form.endedAt && !end) issues.push({ field: "endedAt", message: "Enter a date and a time, or leave it empty." });
  else if (start && end && end < start) issues.push({ field: "endedAt", message: "The end cannot be before the start." });
  if (issues.length > 0) return { issues };

  const takenAt = new Map(entry.medicines.map((m) => [m.name, m.takenAt]));
  const candidate = {
    startedAt: start ? offsetIso(start) : undefined,
    endedAt: end ? offsetIso(end) : null,
    severity: form.severity || undefined,
    side: form.side || null,
    character: form.character,
    symptoms: form.symptoms,
    aura: form.aura === "" ? null : form.aura === "yes",
    medicines: form.medicines.map((name) => ({ name, ...(takenAt.get(name) ? { takenAt: takenAt.get(name) } : {}) })),
    triggers: form.triggers,
    notes: form.notes.trim(),
  };
  const parsed = DiaryUpdateSchema.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  return {
    issues: parsed.error.issues.map((i) => ({ field: fieldOfPath(i.path.join(".")), message: i.message })),
  };
}
