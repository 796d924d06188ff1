import { z } from "zod";
import { classOf } from "@hg/clinic";
import {
  DIARY_CHARACTERS,
  DIARY_MEDICINE_CLASSES,
  DIARY_SEVERITIES,
  DIARY_SIDES,
  DIARY_SYMPTOMS,
  midasGrade,
  shiftDay,
  type DiaryEntry,
  type DiaryMedicineInput,
  type MidasRecord,
} from "@hg/shared";
import type { Kysely } from "kysely";
import type { Database } from "../store/db.ts";
import { listDiaryEntries, type DiaryEntryRow, type MidasRow } from "../store/diary-store.ts";

// Stored diary rows are read like any input (STYLE.md: JSON from the database is parsed where it
// enters). An unreadable row throws rather than reading as "no medicines": counting fewer medicine
// days than were taken is the unsafe direction for the 8.2 overuse figures.
const StoredMedicinesSchema = z.array(z.object({ name: z.string(), class: z.enum(DIARY_MEDICINE_CLASSES), takenAt: z.string().optional() }));
const StoredRowSchema = z.object({
  kind: z.enum(["headache", "headache_free"]),
  severity: z.enum(DIARY_SEVERITIES).nullable(),
  side: z.enum(DIARY_SIDES).nullable(),
  medicines: StoredMedicinesSchema,
  character: z.array(z.enum(DIARY_CHARACTERS)),
  symptoms: z.array(z.enum(DIARY_SYMPTOMS)),
  triggers: z.array(z.string()),
  aura: z.union([z.literal(0), z.literal(1)]).nullable(),
});

/** The entry as the API returns it, from its stored row. */
export function entryOfRow(row: DiaryEntryRow): DiaryEntry {
  const stored = StoredRowSchema.parse({
    kind: row.kind,
    severity: row.severity,
    side: row.side,
    medicines: JSON.parse(row.medicines),
    character: JSON.parse(row.character),
    symptoms: JSON.parse(row.symptoms),
    triggers: JSON.parse(row.triggers),
    // PostgreSQL and SQLite both hand integers back as numbers; a bigint or string would fail the parse.
    aura: row.aura,
  });
  return {
    id: row.id,
    clientId: row.client_id,
    kind: stored.kind,
    day: row.day,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    severity: stored.severity,
    medicines: stored.medicines,
    side: stored.side,
    character: stored.character,
    symptoms: stored.symptoms,
    aura: stored.aura === null ? null : stored.aura === 1,
    triggers: stored.triggers,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The medicines as sent, each with its ICHD-3 8.2 class from its name (unknown names are "other"). */
export function classifyMedicines(medicines: readonly DiaryMedicineInput[]): DiaryEntry["medicines"] {
  return medicines.map((m) => ({ name: m.name, class: classOf(m.name) ?? "other", ...(m.takenAt !== undefined ? { takenAt: m.takenAt } : {}) }));
}

/** The calendar day an attack counts for: the date as written in its start time, in the person's own offset. */
export function dayOfStart(startedAt: string): string {
  return startedAt.slice(0, 10);
}

/** Entries in diary order: by day, then by the moment they started (a day's free mark first), then as created. */
export function diaryOrder(a: DiaryEntry, b: DiaryEntry): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  const startA = a.startedAt === null ? -Infinity : Date.parse(a.startedAt);
  const startB = b.startedAt === null ? -Infinity : Date.parse(b.startedAt);
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/** The MIDAS record as the API returns it, from its stored row. */
export function midasOfRow(row: MidasRow): MidasRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    missedWork: row.missed_work,
    reducedWork: row.reduced_work,
    missedHousework: row.missed_housework,
    reducedHousework: row.reduced_housework,
    missedLeisure: row.missed_leisure,
    score: row.score,
    // The grade follows the score, so a stored grade can never disagree with it.
    grade: midasGrade(row.score),
    createdAt: row.created_at,
  };
}

/** The diary the engine reads with a turn or a report: the 90 days ending on `now`'s day (ICHD-3 counts over three months). */
export async function recentDiary(db: Kysely<Database>, userId: string, now: Date): Promise<DiaryEntry[]> {
  const to = now.toISOString().slice(0, 10);
  return (await listDiaryEntries(db, userId, shiftDay(to, 89), to)).map(entryOfRow);
}
