import type { Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import * as profile from "./migrations/001-profile.ts";
import * as intake from "./migrations/002-intake.ts";
import * as chat from "./migrations/003-chat.ts";
import * as reportShare from "./migrations/004-report-share.ts";
import * as llmTurns from "./migrations/005-llm-turns.ts";

// Listed statically (not read from disk) so the same list runs from source, tests and any bundle.
const migrations: Record<string, Migration> = {
  "001-profile": profile,
  "002-intake": intake,
  "003-chat": chat,
  "004-report-share": reportShare,
  "005-llm-turns": llmTurns,
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
