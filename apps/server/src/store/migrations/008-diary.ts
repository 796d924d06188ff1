import type { Kysely } from "kysely";

// The headache diary (issue 19): attacks and headache-free days as they are logged, and MIDAS
// questionnaires with their dates. Ids are UUIDs made by the server; client_id is the client's
// idempotency id, unique per person so a retried create can never store a second row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("diary_entry")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("client_id", "varchar(64)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("started_at", "varchar(64)")
    .addColumn("ended_at", "varchar(64)")
    .addColumn("severity", "varchar(16)")
    .addColumn("medicines", "text", (c) => c.notNull())
    .addColumn("side", "varchar(16)")
    .addColumn("character", "text", (c) => c.notNull())
    .addColumn("symptoms", "text", (c) => c.notNull())
    .addColumn("aura", "integer")
    .addColumn("triggers", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("diary_entry_client_uq").on("diary_entry").columns(["user_id", "client_id"]).unique().execute();
  // Every read is one person's days in a range.
  await db.schema.createIndex("diary_entry_user_day_idx").on("diary_entry").columns(["user_id", "day"]).execute();

  await db.schema
    .createTable("midas")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("client_id", "varchar(64)", (c) => c.notNull())
    .addColumn("missed_work", "integer", (c) => c.notNull())
    .addColumn("reduced_work", "integer", (c) => c.notNull())
    .addColumn("missed_housework", "integer", (c) => c.notNull())
    .addColumn("reduced_housework", "integer", (c) => c.notNull())
    .addColumn("missed_leisure", "integer", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("grade", "varchar(4)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("midas_client_uq").on("midas").columns(["user_id", "client_id"]).unique().execute();
  await db.schema.createIndex("midas_user_idx").on("midas").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("midas").execute();
  await db.schema.dropTable("diary_entry").execute();
}
