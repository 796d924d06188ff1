import type { DiaryEntry } from "@hg/shared/diary";
import { timeLabel } from "./dates";
import { CHARACTER_OPTIONS, SEVERITY_LABEL, SIDE_OPTIONS, SYMPTOM_OPTIONS, medicineClassWords } from "./labels";

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** "Severe headache, 14:30 to 16:10" (or "from 14:30" while it has no end); "No headache" for a free day. */
export function entryTitle(entry: DiaryEntry): string {
  if (entry.kind === "headache_free") return "No headache (marked free)";
  const severity = entry.severity ? SEVERITY_LABEL[entry.severity] : "Headache";
  const start = timeLabel(entry.startedAt);
  const end = timeLabel(entry.endedAt);
  return `${severity} headache${start ? (end ? `, ${start} to ${end}` : `, from ${start}`) : ""}`;
}

/** The details in one line: medicines with their class, side, character, symptoms, aura, triggers. */
export function entryDetails(entry: DiaryEntry): string[] {
  if (entry.kind !== "headache") return [];
  const lines: string[] = [];
  lines.push(entry.medicines.length ? `Medicine: ${entry.medicines.map((m) => `${m.name} (${medicineClassWords(m.class)})`).join(", ")}` : "No medicine");
  const pain = [entry.side ? labelOf(SIDE_OPTIONS, entry.side) : null, ...entry.character.map((c) => labelOf(CHARACTER_OPTIONS, c))].filter(Boolean);
  if (pain.length) lines.push(`Pain: ${pain.join(", ")}`);
  if (entry.symptoms.length) lines.push(`With: ${entry.symptoms.map((s) => labelOf(SYMPTOM_OPTIONS, s)).join(", ")}`);
  if (entry.aura !== null) lines.push(entry.aura ? "Aura before or during" : "No aura");
  if (entry.triggers.length) lines.push(`Triggers: ${entry.triggers.join(", ")}`);
  if (entry.notes) lines.push(`Notes: ${entry.notes}`);
  return lines;
}
