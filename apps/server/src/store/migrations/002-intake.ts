import type { Kysely } from "kysely";
import { autoIncrementId } from "./column-types.ts";

// Every submitted intake is kept (append-only), so a report shows the intake as it was at the time of a conversation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("intake")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("intake_user_id_idx").on("intake").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("intake").execute();
}
