import type { Kysely } from "kysely";
import type { Database } from "./db.ts";
import { preparedQuery } from "./prepared-query.ts";

/** Appends a new version of a user's intake (earlier versions are kept for past conversations' reports). */
export async function insertIntake(db: Kysely<Database>, userId: string, data: string, now: string): Promise<void> {
  await db.insertInto("intake").values({ user_id: userId, data, created_at: now }).execute();
}

// Every chat turn reads the latest intake: prepared (compiled once, prepared-query.ts).
const latestIntake = preparedQuery((db: Kysely<Database>, p: { userId: string }) =>
  db.selectFrom("intake").select(["data", "created_at"]).where("user_id", "=", p.userId).orderBy("id", "desc").limit(1),
);

/** The user's latest intake as stored JSON text. */
export async function findLatestIntake(db: Kysely<Database>, userId: string): Promise<{ data: string; created_at: string } | undefined> {
  return (await latestIntake(db, { userId })).rows[0];
}

/** The intake that was current at a moment (for a conversation's report); the earliest one if none was yet. */
export async function findIntakeAsOf(db: Kysely<Database>, userId: string, at: string): Promise<{ data: string } | undefined> {
  const before = await db
    .selectFrom("intake")
    .select("data")
    .where("user_id", "=", userId)
    .where("created_at", "<=", at)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return before ?? findLatestIntake(db, userId);
}

/** Every intake version of a user, oldest first (for the export). */
export function listIntakeVersions(db: Kysely<Database>, userId: string) {
  return db.selectFrom("intake").select(["data", "created_at"]).where("user_id", "=", userId).orderBy("id", "asc").execute();
}

/** Keeps a user's newest `keep` intake versions and deletes the rest; the number deleted. */
export async function pruneIntakeVersions(db: Kysely<Database>, userId: string, keep: number): Promise<number> {
  const cutoff = await db.selectFrom("intake").select("id").where("user_id", "=", userId).orderBy("id", "desc").offset(keep).limit(1).executeTakeFirst();
  if (!cutoff) return 0;
  const result = await db.deleteFrom("intake").where("user_id", "=", userId).where("id", "<=", cutoff.id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
