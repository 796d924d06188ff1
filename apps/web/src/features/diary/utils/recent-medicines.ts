import type { DiaryEntry } from "@hg/shared/diary";

/** The person's own medicine names from their entries, most recently taken first, each once. */
export function recentMedicines(entries: readonly DiaryEntry[], max = 6): string[] {
  const when = (e: DiaryEntry) => e.startedAt ?? `${e.day}T00:00:00Z`;
  const sorted = entries.filter((e) => e.kind === "headache").sort((a, b) => Date.parse(when(b)) - Date.parse(when(a)));
  const names = new Map<string, string>();
  for (const e of sorted) {
    for (const m of e.medicines) {
      const name = m.name.trim();
      const key = name.toLocaleLowerCase();
      if (name && !names.has(key)) names.set(key, name);
    }
  }
  return [...names.values()].slice(0, max);
}
