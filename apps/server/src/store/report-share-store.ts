import { PostgresAdapter, sql, type Kysely, type Selectable } from "kysely";
import type { Database, ReportShareTable } from "./db.ts";

export type ReportShareRow = Selectable<ReportShareTable>;
/** A new link: the counters start at zero. */
export type NewReportShareRow = Omit<ReportShareRow, "view_count" | "last_viewed_at" | "failed_passcode_attempts">;

export async function insertReportShare(db: Kysely<Database>, row: NewReportShareRow): Promise<void> {
  await db.insertInto("report_share").values(row).execute();
}

export function findReportShare(db: Kysely<Database>, id: string): Promise<ReportShareRow | undefined> {
  return db.selectFrom("report_share").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A user's links that have not expired (disabled ones included: the export lists all it holds), newest first. */
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

/**
 * Counts a passcode attempt before the passcode is checked, in one UPDATE, so parallel guesses cannot
 * share a count: at most `maxFailures` attempts are ever checked. Returns the new count, or null when
 * the link was already disabled (or is gone).
 */
export async function reservePasscodeAttempt(db: Kysely<Database>, id: string, maxFailures: number): Promise<number | null> {
  const row = await db
    .updateTable("report_share")
    .set((eb) => ({ failed_passcode_attempts: eb("failed_passcode_attempts", "+", 1) }))
    .where("id", "=", id)
    .where("failed_passcode_attempts", "<", maxFailures)
    .returning("failed_passcode_attempts")
    .executeTakeFirst();
  return row ? row.failed_passcode_attempts : null;
}

/** A view with the right passcode: counted, and the attempt reserved for it given back. */
export async function recordPasscodeView(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable("report_share")
    .set((eb) => ({ view_count: eb("view_count", "+", 1), last_viewed_at: now, failed_passcode_attempts: eb("failed_passcode_attempts", "-", 1) }))
    .where("id", "=", id)
    .execute();
}

/**
 * Inserts a share link unless the user already created `cap` since `since`; count and insert under a
 * per-user lock (PostgreSQL advisory lock; SQLite transactions are serial), so concurrent requests
 * cannot pass the cap together. Returns the oldest counted link's time when refused.
 */
export async function insertReportShareWithinCap(
  db: Kysely<Database>,
  row: NewReportShareRow,
  since: string,
  cap: number,
): Promise<{ inserted: true } | { inserted: false; oldestCreatedAt: string }> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`report_share:${row.user_id}`}))`.execute(trx);
    const recent = await trx
      .selectFrom("report_share")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
      .where("user_id", "=", row.user_id)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= cap) return { inserted: false as const, oldestCreatedAt: String(recent.oldest) };
    await trx.insertInto("report_share").values(row).execute();
    return { inserted: true as const };
  });
}

/**
 * One page of a user's live links (not expired, fewer than `maxPasscodeFailures` wrong passcodes),
 * newest first, after the (created_at, id) cursor when given.
 */
export function listActiveReportSharesPage(
  db: Kysely<Database>,
  userId: string,
  now: string,
  page: { limit: number; after?: { createdAt: string; id: string } | undefined },
  maxPasscodeFailures: number,
): Promise<ReportShareRow[]> {
  let query = db
    .selectFrom("report_share")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .where("failed_passcode_attempts", "<", maxPasscodeFailures);
  const after = page.after;
  if (after) query = query.where((eb) => eb.or([eb("created_at", "<", after.createdAt), eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)])]));
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).execute();
}
