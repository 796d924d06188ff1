import type { Kysely } from "kysely";
import { autoIncrementId } from "./column-types.ts";

// Conversations, their messages (with the client's idempotency id) and one feedback per conversation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversation")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("title", "varchar(120)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("response_type", "varchar(16)", (c) => c.notNull())
    .addColumn("urgency", "varchar(16)", (c) => c.notNull())
    .addColumn("suggestions", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("conversation_user_idx").on("conversation").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("message")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("conversation_id", "varchar(64)", (c) => c.notNull().references("conversation.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("role", "varchar(16)", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("client_message_id", "varchar(64)")
    .addColumn("response_type", "varchar(16)")
    .addColumn("urgency", "varchar(16)")
    .addColumn("suggestions", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("message_conversation_idx").on("message").columns(["conversation_id", "id"]).execute();
  // One stored turn per client message id and user: the idempotency guarantee holds in the database itself.
  await db.schema.createIndex("message_client_id_uq").on("message").columns(["user_id", "client_message_id"]).unique().execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("user_id", "varchar(64)", (c) => c.notNull())
    .addColumn("conversation_id", "varchar(64)", (c) => c.notNull().references("conversation.id").onDelete("cascade"))
    .addColumn("helpful", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("feedback_conversation_uq").on("feedback").columns(["conversation_id"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("feedback").execute();
  await db.schema.dropTable("message").execute();
  await db.schema.dropTable("conversation").execute();
}
