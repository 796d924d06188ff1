import type { Kysely } from "kysely";

// Share links for reports. Only a SHA-256 of each token is stored; views are counted with a time, never an IP.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report_share")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("conversation_id", "varchar(64)", (c) => c.notNull().references("conversation.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_viewed_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("report_share_user_idx").on("report_share").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_share").execute();
}
