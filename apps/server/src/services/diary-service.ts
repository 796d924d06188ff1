import { randomUUID } from "node:crypto";
import type { Kysely, Updateable } from "kysely";
import { diaryFigures, midasGrade, shiftDay, type DiaryCreate, type DiaryEntry, type DiaryFigures, type DiaryUpdate, type MidasCreate, type MidasRecord } from "@hg/shared";
import type { Database, DiaryEntryTable } from "../store/db.ts";
import { isUniqueViolation } from "../store/conversation-store.ts";
import {
  countDiaryEntries,
  deleteDiaryEntry,
  deleteHeadacheFreeMarks,
  findDiaryEntry,
  findDiaryEntryByClientId,
  findMidasByClientId,
  inDiaryTransaction,
  insertDiaryEntry,
  insertMidas,
  listDiaryDay,
  listDiaryEntries,
  listMidas,
  updateDiaryEntry,
  type DiaryEntryRow,
  type MidasRow,
} from "../store/diary-store.ts";
import { AppError } from "./app-error.ts";
import { classifyMedicines, dayOfStart, diaryOrder, entryOfRow, midasOfRow } from "./diary-entries.ts";

// Bounds that no real diary meets (20 attacks logged in one day; 5,000 entries is years of daily
// logging) but that keep one person's rows, and every list and export of them, bounded.
export const MAX_ENTRIES_PER_DAY = 20;
export const MAX_ENTRIES_PER_PERSON = 5000;
// A MIDAS every three months for fifty years.
export const MAX_MIDAS_PER_PERSON = 200;
// Clocks and time zones differ: up to a day ahead is a person ahead of UTC, not a typo.
const MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** A created (or replayed) thing and whether this request stored it: 201 or 200. */
export interface Created<T> {
  value: T;
  created: boolean;
}

const invalid = (path: string, message: string) => new AppError("bad_request", `Validation Error: ${path}: ${message}`, [{ path, message }]);

/** 400 naming the field when a start lies more than a day ahead or an end comes before its start. */
function checkTimes(now: Date, times: { startedAt?: string | undefined; endedAt?: string | null | undefined; start: string }): void {
  if (times.startedAt !== undefined && Date.parse(times.startedAt) - now.getTime() > MAX_AHEAD_MS) throw invalid("startedAt", "startedAt must not be more than 1 day in the future");
  if (times.endedAt != null && Date.parse(times.endedAt) < Date.parse(times.start)) throw invalid("endedAt", "endedAt must not be before startedAt");
}

/** The stored row of a new entry (times already checked). */
function newRow(userId: string, input: DiaryCreate, now: string): DiaryEntryRow {
  const empty = { started_at: null, ended_at: null, severity: null, medicines: "[]", side: null, character: "[]", symptoms: "[]", aura: null, triggers: "[]", notes: "" };
  const base = { id: randomUUID(), user_id: userId, client_id: input.clientId, created_at: now, updated_at: now };
  if (input.kind === "headache_free") return { ...base, ...empty, kind: "headache_free", day: input.day };
  return {
    ...base,
    kind: "headache",
    day: dayOfStart(input.startedAt),
    started_at: input.startedAt,
    ended_at: input.endedAt ?? null,
    severity: input.severity,
    medicines: JSON.stringify(classifyMedicines(input.medicines)),
    side: input.side ?? null,
    character: JSON.stringify(input.character ?? []),
    symptoms: JSON.stringify(input.symptoms ?? []),
    aura: input.aura == null ? null : input.aura ? 1 : 0,
    triggers: JSON.stringify(input.triggers ?? []),
    notes: input.notes ?? "",
  };
}

/** The columns a PATCH changes: only the fields it sent. */
function changesOf(patch: DiaryUpdate, now: string): Updateable<DiaryEntryTable> {
  const changes: Updateable<DiaryEntryTable> = { updated_at: now };
  if (patch.startedAt !== undefined) Object.assign(changes, { started_at: patch.startedAt, day: dayOfStart(patch.startedAt) });
  if (patch.endedAt !== undefined) changes.ended_at = patch.endedAt;
  if (patch.severity !== undefined) changes.severity = patch.severity;
  if (patch.medicines !== undefined) changes.medicines = JSON.stringify(classifyMedicines(patch.medicines));
  if (patch.side !== undefined) changes.side = patch.side;
  if (patch.character !== undefined) changes.character = JSON.stringify(patch.character);
  if (patch.symptoms !== undefined) changes.symptoms = JSON.stringify(patch.symptoms);
  if (patch.aura !== undefined) changes.aura = patch.aura === null ? null : patch.aura ? 1 : 0;
  if (patch.triggers !== undefined) changes.triggers = JSON.stringify(patch.triggers);
  if (patch.notes !== undefined) changes.notes = patch.notes;
  return changes;
}

/** 409 when a day already holds the most headache entries it may. */
function assertDayHasRoom(day: string, headachesThatDay: number): void {
  if (headachesThatDay >= MAX_ENTRIES_PER_DAY) throw new AppError("conflict", `${day} already has ${MAX_ENTRIES_PER_DAY} headache entries, the most one day can hold: add details to one of them instead`);
}

/** The headache diary: entries as attacks happen, headache-free days, MIDAS, and the figures they give (issue 19). */
export function createDiaryService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  /** One create under the person's lock; a free mark for a day that has one already answers that mark. */
  async function storeEntry(userId: string, input: DiaryCreate, now: Date): Promise<Created<DiaryEntry>> {
    return inDiaryTransaction(db, userId, async (trx) => {
      const earlier = await findDiaryEntryByClientId(trx, userId, input.clientId);
      if (earlier) return { value: entryOfRow(earlier), created: false };
      const row = newRow(userId, input, now.toISOString());
      const onDay = await listDiaryDay(trx, userId, row.day);
      const freeMarks = onDay.filter((e) => e.kind === "headache_free");
      if (row.kind === "headache_free") {
        if (freeMarks.length < onDay.length) throw new AppError("conflict", `${row.day} already has a headache logged: delete it first to mark the day headache-free`);
        const mark = freeMarks[0] && (await findDiaryEntry(trx, userId, freeMarks[0].id));
        if (mark) return { value: entryOfRow(mark), created: false };
      } else {
        assertDayHasRoom(row.day, onDay.length - freeMarks.length);
      }
      // A headache replaces the day's free mark: the two cannot both be true of one day.
      const replaced = row.kind === "headache" ? freeMarks.length : 0;
      if ((await countDiaryEntries(trx, userId)) - replaced >= MAX_ENTRIES_PER_PERSON) {
        throw new AppError("conflict", `The diary already holds ${MAX_ENTRIES_PER_PERSON} entries, the most it can keep: delete old entries to log new ones`);
      }
      if (replaced > 0) await deleteHeadacheFreeMarks(trx, userId, row.day);
      await insertDiaryEntry(trx, row);
      return { value: entryOfRow(row), created: true };
    });
  }

  return {
    /** Entries with their day in [from, to], and the 30- and 90-day figures ending on `to` (which may reach before `from`). */
    async listDiary(userId: string, from: string, to: string): Promise<{ entries: DiaryEntry[]; figures: { last30: DiaryFigures; last90: DiaryFigures } }> {
      const windowStart = shiftDay(to, 89);
      const rows = await listDiaryEntries(db, userId, from < windowStart ? from : windowStart, to);
      const all = rows.map(entryOfRow).sort(diaryOrder);
      return { entries: all.filter((e) => e.day >= from), figures: { last30: diaryFigures(all, to, 30), last90: diaryFigures(all, to, 90) } };
    },

    /**
     * Logs an attack or a headache-free day. Idempotent by clientId: a retry, even one racing the first
     * request, answers the stored entry and stores nothing.
     */
    async createEntry(userId: string, input: DiaryCreate): Promise<Created<DiaryEntry>> {
      const now = clock();
      const earlier = await findDiaryEntryByClientId(db, userId, input.clientId);
      if (earlier) return { value: entryOfRow(earlier), created: false };
      if (input.kind === "headache") checkTimes(now, { startedAt: input.startedAt, endedAt: input.endedAt, start: input.startedAt });
      else if (input.day > new Date(now.getTime() + MAX_AHEAD_MS).toISOString().slice(0, 10)) throw invalid("day", "day must not be more than 1 day in the future");
      try {
        return await storeEntry(userId, input, now);
      } catch (error) {
        // The lock makes this rare; the unique index makes it safe.
        const stored = isUniqueViolation(error) ? await findDiaryEntryByClientId(db, userId, input.clientId) : undefined;
        if (!stored) throw error;
        return { value: entryOfRow(stored), created: false };
      }
    },

    /** Adds or changes details of an attack: only the fields sent change. */
    async updateEntry(userId: string, entryId: string, patch: DiaryUpdate): Promise<DiaryEntry> {
      const now = clock();
      return inDiaryTransaction(db, userId, async (trx) => {
        const row = await findDiaryEntry(trx, userId, entryId);
        if (!row) throw new AppError("not_found", "Diary entry not found");
        if (row.kind !== "headache" || row.started_at === null) {
          throw new AppError("conflict", "A day marked headache-free has no details to change: delete the mark, then log the headache");
        }
        checkTimes(now, { startedAt: patch.startedAt, endedAt: patch.endedAt === undefined ? row.ended_at : patch.endedAt, start: patch.startedAt ?? row.started_at });
        const changes = changesOf(patch, now.toISOString());
        if (changes.day !== undefined && changes.day !== row.day) {
          const onDay = await listDiaryDay(trx, userId, changes.day);
          assertDayHasRoom(changes.day, onDay.filter((e) => e.kind === "headache").length);
          await deleteHeadacheFreeMarks(trx, userId, changes.day);
        }
        await updateDiaryEntry(trx, userId, entryId, changes);
        return entryOfRow({ ...row, ...changes } as DiaryEntryRow);
      });
    },

    /** Deletes one entry; 404 when it is not the person's. */
    async deleteEntry(userId: string, entryId: string): Promise<void> {
      if ((await deleteDiaryEntry(db, userId, entryId)) === 0) throw new AppError("not_found", "Diary entry not found");
    },

    /** Stores a MIDAS with its score and grade; idempotent by clientId like entries. */
    async createMidas(userId: string, input: MidasCreate): Promise<Created<MidasRecord>> {
      const earlier = await findMidasByClientId(db, userId, input.clientId);
      if (earlier) return { value: midasOfRow(earlier), created: false };
      const score = input.missedWork + input.reducedWork + input.missedHousework + input.reducedHousework + input.missedLeisure;
      const row: MidasRow = {
        id: randomUUID(),
        user_id: userId,
        client_id: input.clientId,
        missed_work: input.missedWork,
        reduced_work: input.reducedWork,
        missed_housework: input.missedHousework,
        reduced_housework: input.reducedHousework,
        missed_leisure: input.missedLeisure,
        score,
        grade: midasGrade(score),
        created_at: clock().toISOString(),
      };
      try {
        return await inDiaryTransaction(db, userId, async (trx) => {
          const raced = await findMidasByClientId(trx, userId, input.clientId);
          if (raced) return { value: midasOfRow(raced), created: false };
          if ((await listMidas(trx, userId)).length >= MAX_MIDAS_PER_PERSON) throw new AppError("conflict", `At most ${MAX_MIDAS_PER_PERSON} MIDAS questionnaires are kept`);
          await insertMidas(trx, row);
          return { value: midasOfRow(row), created: true };
        });
      } catch (error) {
        const stored = isUniqueViolation(error) ? await findMidasByClientId(db, userId, input.clientId) : undefined;
        if (!stored) throw error;
        return { value: midasOfRow(stored), created: false };
      }
    },

    /** Every MIDAS of the person, newest first. */
    async listMidas(userId: string): Promise<MidasRecord[]> {
      return (await listMidas(db, userId)).map(midasOfRow);
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
