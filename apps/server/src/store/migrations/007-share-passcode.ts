import type { Kysely } from "kysely";

// Share links become SMART-Health-Link-like (issue 16 item 5; docs/decisions/011): a label for the
// owner, an optional passcode kept only as a scrypt hash, and a count of wrong passcodes (the link
// is dead once it reaches the limit). One column per statement: SQLite's ALTER TABLE adds one at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("report_share").addColumn("label", "varchar(80)").execute();
  await db.schema.alterTable("report_share").addColumn("passcode_hash", "varchar(200)").execute();
  await db.schema.alterTable("report_share").addColumn("failed_passcode_attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["failed_passcode_attempts", "passcode_hash", "label"]) {
    await db.schema.alterTable("report_share").dropColumn(column).execute();
  }
}
