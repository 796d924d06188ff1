import type { Kysely, Selectable } from "kysely";
import type { Database, ReportShareTable } from "./db.ts";

export type ReportShareRow = Selectable<ReportShareTable>;

export async function insertReportShare(db: Kysely<Database>, row: Omit<ReportShareRow, "view_count" | "last_viewed_at">): Promise<void> {
  await db.insertInto("report_share").values(row).execute();
}

export function findReportShare(db: Kysely<Database>, id: string): Promise<ReportShareRow | undefined> {
  return db.selectFrom("report_share").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A user's links that have not expired, newest first. */
export function listActiveReportShares(db: Kysely<Database>, userId: string, now: string): Promise<ReportShareRow[]> {
  return db.selectFrom("report_share").selectAll().where("user_id", "=", userId).where("expires_at", ">", now).orderBy("created_at", "desc").execute();
}

export function countRecentReportShares(db: Kysely<Database>, userId: string, since: string): Promise<number> {
  return db
    .selectFrom("report_share")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Revoking deletes the row: a revoked link and an unknown one are indistinguishable afterwards. */
export async function deleteReportShare(db: Kysely<Database>, userId: string, id: string): Promise<number> {
  const result = await db.deleteFrom("report_share").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function recordReportView(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable("report_share")
    .set((eb) => ({ view_count: eb("view_count", "+", 1), last_viewed_at: now }))
    .where("id", "=", id)
    .execute();
}
