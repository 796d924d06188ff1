import type { Insertable, Kysely } from "kysely";
import type { Database, FeedbackTable } from "./db.ts";

/** One rating per conversation: a new rating replaces the earlier one (the latest counts). Returns its id. */
export async function upsertFeedback(db: Kysely<Database>, row: Insertable<FeedbackTable>): Promise<number> {
  const { conversation_id: _c, ...changes } = row;
  await db
    .insertInto("feedback")
    .values(row)
    .onConflict((oc) => oc.column("conversation_id").doUpdateSet(changes))
    .execute();
  const saved = await db.selectFrom("feedback").select("id").where("conversation_id", "=", row.conversation_id).executeTakeFirstOrThrow();
  return saved.id;
}

export function listFeedback(db: Kysely<Database>, userId: string) {
  return db.selectFrom("feedback").selectAll().where("user_id", "=", userId).orderBy("id", "asc").execute();
}

/** The person's latest rating of a conversation, if any. */
export function findLatestFeedback(db: Kysely<Database>, userId: string, conversationId: string) {
  return db
    .selectFrom("feedback")
    .select(["helpful", "created_at"])
    .where("user_id", "=", userId)
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}
