import { PostgresAdapter, sql, type Kysely, type Selectable, type Updateable } from "kysely";
import type { Database, DiaryEntryTable, MidasTable } from "./db.ts";
import { preparedQuery } from "./prepared-query.ts";

export type DiaryEntryRow = Selectable<DiaryEntryTable>;
export type MidasRow = Selectable<MidasTable>;

/**
 * Runs `work` in a transaction holding a per-person lock (PostgreSQL advisory lock; SQLite transactions
 * are serial), so the checks a diary write depends on (client id unused, day not full, day not marked
 * the other way) still hold when it commits, whatever else that person sends at the same moment.
 */
export function inDiaryTransaction<T>(db: Kysely<Database>, userId: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`diary:${userId}`}))`.execute(trx);
    return work(trx);
  });
}

export function findDiaryEntry(db: Kysely<Database>, userId: string, id: string): Promise<DiaryEntryRow | undefined> {
  return db.selectFrom("diary_entry").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
}

export function findDiaryEntryByClientId(db: Kysely<Database>, userId: string, clientId: string): Promise<DiaryEntryRow | undefined> {
  return db.selectFrom("diary_entry").selectAll().where("user_id", "=", userId).where("client_id", "=", clientId).executeTakeFirst();
}

// Every chat turn reads the last 90 days: prepared (compiled once, prepared-query.ts).
const entriesBetween = preparedQuery((db: Kysely<Database>, p: { userId: string; from: string; to: string }) =>
  db.selectFrom("diary_entry").selectAll().where("user_id", "=", p.userId).where("day", ">=", p.from).where("day", "<=", p.to).orderBy("day").orderBy("started_at"),
);

/** A person's entries whose day is in [from, to] (inclusive), by day. */
export async function listDiaryEntries(db: Kysely<Database>, userId: string, from: string, to: string): Promise<DiaryEntryRow[]> {
  return (await entriesBetween(db, { userId, from, to })).rows;
}

/** Every entry of a person, by day (for the export). */
export function listAllDiaryEntries(db: Kysely<Database>, userId: string): Promise<DiaryEntryRow[]> {
  return db.selectFrom("diary_entry").selectAll().where("user_id", "=", userId).orderBy("day").orderBy("started_at").execute();
}

export async function countDiaryEntries(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("diary_entry")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id and kind of each entry on one day. */
export function listDiaryDay(db: Kysely<Database>, userId: string, day: string): Promise<Array<Pick<DiaryEntryRow, "id" | "kind">>> {
  return db.selectFrom("diary_entry").select(["id", "kind"]).where("user_id", "=", userId).where("day", "=", day).execute();
}

export async function insertDiaryEntry(db: Kysely<Database>, row: DiaryEntryRow): Promise<void> {
  await db.insertInto("diary_entry").values(row).execute();
}

export async function updateDiaryEntry(db: Kysely<Database>, userId: string, id: string, changes: Updateable<DiaryEntryTable>): Promise<void> {
  await db.updateTable("diary_entry").set(changes).where("user_id", "=", userId).where("id", "=", id).execute();
}

/** Deletes one entry of a person; the number deleted (0 when it is not theirs or gone). */
export async function deleteDiaryEntry(db: Kysely<Database>, userId: string, id: string): Promise<number> {
  const result = await db.deleteFrom("diary_entry").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the headache-free mark of a day (a headache logged for it replaces the mark). */
export async function deleteHeadacheFreeMarks(db: Kysely<Database>, userId: string, day: string): Promise<void> {
  await db.deleteFrom("diary_entry").where("user_id", "=", userId).where("day", "=", day).where("kind", "=", "headache_free").execute();
}

export function findMidasByClientId(db: Kysely<Database>, userId: string, clientId: string): Promise<MidasRow | undefined> {
  return db.selectFrom("midas").selectAll().where("user_id", "=", userId).where("client_id", "=", clientId).executeTakeFirst();
}

export async function insertMidas(db: Kysely<Database>, row: MidasRow): Promise<void> {
  await db.insertInto("midas").values(row).execute();
}

/** A person's MIDAS questionnaires, newest first. */
export function listMidas(db: Kysely<Database>, userId: string): Promise<MidasRow[]> {
  return db.selectFrom("midas").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** A person's latest `limit` MIDAS questionnaires made at or before `until` (ISO time), newest first. */
export function listMidasUntil(db: Kysely<Database>, userId: string, until: string, limit: number): Promise<MidasRow[]> {
  return db.selectFrom("midas").selectAll().where("user_id", "=", userId).where("created_at", "<=", until).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/**
 * Before a guest's rows move to an account: drops the guest's diary and MIDAS rows whose client id the
 * account already holds (the same entry sent twice), which the unique index would otherwise refuse.
 */
export async function dropDuplicateClientIds(db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> {
  for (const table of ["diary_entry", "midas"] as const) {
    await db
      .deleteFrom(table)
      .where("user_id", "=", fromUserId)
      .where("client_id", "in", db.selectFrom(table).select("client_id").where("user_id", "=", toUserId))
      .execute();
  }
}

/**
 * After a guest's diary joined an account's: a day with a headache keeps no headache-free mark, and a
 * day marked free by both keeps one mark. Caps on entries apply to new entries only: nothing merged is
 * dropped for them.
 */
export async function tidyHeadacheFreeMarks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom("diary_entry")
    .where("user_id", "=", userId)
    .where("kind", "=", "headache_free")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("diary_entry as other")
          .select("other.id")
          .where("other.user_id", "=", userId)
          .whereRef("other.day", "=", "diary_entry.day")
          .where((inner) => inner.or([inner("other.kind", "=", "headache"), inner.and([inner("other.kind", "=", "headache_free"), inner("other.id", "<", inner.ref("diary_entry.id"))])])),
      ),
    )
    .execute();
}
