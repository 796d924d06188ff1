import { DIARY_SEVERITY_SCORE, type DiaryEntry, type DiarySeverity } from "@hg/shared/diary";
import { dayLabel } from "./dates";

/** What the calendar knows of a day. A day with no entry is unknown, never free. */
export type DayStatus =
  | { kind: "unknown" }
  | { kind: "free" }
  | { kind: "headache"; worst: DiarySeverity; count: number; medicine: boolean };

const UNKNOWN: DayStatus = { kind: "unknown" };

/** Each logged day's status: any headache outweighs a "headache-free" mark on the same day. */
export function dayStatuses(entries: readonly DiaryEntry[]): Map<string, DayStatus> {
  const days = new Map<string, DayStatus>();
  for (const e of entries) {
    const seen = days.get(e.day) ?? UNKNOWN;
    if (e.kind === "headache_free") {
      if (seen.kind === "unknown") days.set(e.day, { kind: "free" });
      continue;
    }
    const severity = e.severity ?? "mild";
    const medicine = e.medicines.length > 0;
    if (seen.kind !== "headache") {
      days.set(e.day, { kind: "headache", worst: severity, count: 1, medicine });
    } else {
      const worst = DIARY_SEVERITY_SCORE[severity] > DIARY_SEVERITY_SCORE[seen.worst] ? severity : seen.worst;
      days.set(e.day, { kind: "headache", worst, count: seen.count + 1, medicine: seen.medicine || medicine });
    }
  }
  return days;
}

export const statusOf = (days: Map<string, DayStatus>, day: string): DayStatus => days.get(day) ?? UNKNOWN;

/** "severe headache, medicine taken", "2 headaches, worst extreme", "no headache", "not logged". */
export function statusWords(status: DayStatus): string {
  switch (status.kind) {
    case "unknown":
      return "not logged";
    case "free":
      return "no headache";
    case "headache": {
      const what = status.count === 1 ? `${status.worst} headache` : `${status.count} headaches, worst ${status.worst}`;
      return status.medicine ? `${what}, medicine taken` : what;
    }
  }
}

/** The accessible name of a calendar day: "23 November: severe headache, medicine taken". */
export const dayAriaLabel = (day: string, status: DayStatus, today: boolean): string =>
  `${dayLabel(day)}${today ? ", today" : ""}: ${statusWords(status)}`;
