import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import * as profile from "./migrations/001-profile.ts";
import * as intake from "./migrations/002-intake.ts";
import * as chat from "./migrations/003-chat.ts";
import * as reportShare from "./migrations/004-report-share.ts";
import * as llmTurns from "./migrations/005-llm-turns.ts";
import * as messageIds from "./migrations/006-message-ids.ts";
import * as sharePasscode from "./migrations/007-share-passcode.ts";
import * as diary from "./migrations/008-diary.ts";

// Listed statically (not read from disk) so the same list runs from source, tests and any bundle.
const migrations: Record<string, Migration> = {
  "001-profile": profile,
  "002-intake": intake,
  "003-chat": chat,
  "004-report-share": reportShare,
  "005-llm-turns": llmTurns,
  "006-message-ids": messageIds,
  "007-share-passcode": sharePasscode,
  "008-diary": diary,
};

/** Applies the product migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

// An arbitrary constant shared by every instance of this app: the key of its migration lock.
const MIGRATION_LOCK_KEY = 727_001_017;

/**
 * Runs all migrations (better-auth's tables and ours) while holding a PostgreSQL advisory lock on one
 * connection, so instances starting together on an empty database migrate one after the other
 * (issue 17 item 7; docs/decisions/008). SQLite is one process's file: no lock needed.
 */
export async function withMigrationLock(db: Kysely<unknown>, kind: "sqlite" | "postgres", run: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (kind !== "postgres") return run(db);
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}
