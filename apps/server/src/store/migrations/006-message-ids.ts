import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// One message model (issue 12): every message gets a stable public id (a user message's is its
// client_message_id when the client gave one), an assistant message records the question it asked,
// its quick replies and the rules version that wrote it, a user message the quick replies it tapped,
// and each reply names the message it answers (replays pair by it, never by row order).
// One column per statement: SQLite's ALTER TABLE adds a single column at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, "varchar(64)" | "varchar(80)" | "varchar(32)" | "text"]> = [
    ["public_id", "varchar(64)"],
    ["reply_to", "varchar(64)"],
    ["question_id", "varchar(80)"],
    ["slots", "text"],
    ["choices", "text"],
    ["answer", "text"],
    ["rules_version", "varchar(32)"],
  ];
  for (const [name, type] of columns) await db.schema.alterTable("message").addColumn(name, type).execute();
  await db.schema.alterTable("message").addColumn("multiple", "integer", (c) => c.notNull().defaultTo(0)).execute();

  await backfill(db as Kysely<LegacyDb>);
  await db.schema.createIndex("message_public_id_uq").on("message").columns(["conversation_id", "public_id"]).unique().execute();
}

interface LegacyDb {
  message: { id: number; conversation_id: string; role: string; client_message_id: string | null; public_id: string | null; reply_to: string | null };
}

/** Ids for rows stored before this migration; each reply answers the user message just before it. */
async function backfill(db: Kysely<LegacyDb>): Promise<void> {
  const rows = await db.selectFrom("message").select(["id", "conversation_id", "role", "client_message_id"]).orderBy("conversation_id").orderBy("id").execute();
  let lastUser: { conversation: string; publicId: string } | null = null;
  for (const row of rows) {
    const publicId = row.role === "user" && row.client_message_id ? row.client_message_id : randomUUID();
    const replyTo = row.role === "assistant" && lastUser?.conversation === row.conversation_id ? lastUser.publicId : null;
    await db.updateTable("message").set({ public_id: publicId, reply_to: replyTo }).where("id", "=", row.id).execute();
    if (row.role === "user") lastUser = { conversation: row.conversation_id, publicId };
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("message_public_id_uq").execute();
  for (const column of ["multiple", "rules_version", "answer", "choices", "slots", "question_id", "reply_to", "public_id"]) {
    await db.schema.alterTable("message").dropColumn(column).execute();
  }
}
