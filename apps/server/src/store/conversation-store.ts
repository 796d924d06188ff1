import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { ConversationTable, Database, MessageTable } from "./db.ts";

export type ConversationRow = Selectable<ConversationTable>;
export type MessageRow = Selectable<MessageTable>;
type NewMessage = Insertable<MessageTable>;

/** True when a write failed on a unique index (SQLite and PostgreSQL spell it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function findConversation(db: Kysely<Database>, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom("conversation").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listConversations(db: Kysely<Database>, userId: string): Promise<ConversationRow[]> {
  return db.selectFrom("conversation").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export function listMessages(db: Kysely<Database>, conversationId: string): Promise<MessageRow[]> {
  return db.selectFrom("message").selectAll().where("conversation_id", "=", conversationId).orderBy("id", "asc").execute();
}

/** The stored turn of a client message id: the person's message and the assistant reply stored with it. */
export async function findTurnByClientMessageId(
  db: Kysely<Database>,
  userId: string,
  clientMessageId: string,
): Promise<{ conversation: ConversationRow; reply: MessageRow } | undefined> {
  const sent = await db
    .selectFrom("message")
    .selectAll()
    .where("user_id", "=", userId)
    .where("client_message_id", "=", clientMessageId)
    .executeTakeFirst();
  if (!sent) return undefined;
  const [conversation, reply] = await Promise.all([
    findConversation(db, sent.conversation_id),
    db
      .selectFrom("message")
      .selectAll()
      .where("conversation_id", "=", sent.conversation_id)
      .where("id", ">", sent.id)
      .where("role", "=", "assistant")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return conversation && reply ? { conversation, reply } : undefined;
}

/** Stores a new conversation with its first exchange, all or nothing; the reply's id. */
export async function insertConversationWithTurn(
  db: Kysely<Database>,
  conversation: ConversationRow,
  turn: [NewMessage, NewMessage],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto("conversation").values(conversation).execute();
    return insertTurn(trx, turn);
  });
}

/** Appends one exchange and the conversation's new state, all or nothing; the reply's id. */
export async function appendTurn(
  db: Kysely<Database>,
  conversationId: string,
  state: Pick<ConversationRow, "response_type" | "urgency" | "suggestions" | "updated_at">,
  turn: [NewMessage, NewMessage],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const replyId = await insertTurn(trx, turn);
    await trx.updateTable("conversation").set(state).where("id", "=", conversationId).execute();
    return replyId;
  });
}

/** Inserts the person's message then the reply; the reply's id. */
async function insertTurn(trx: Transaction<Database>, [sent, reply]: [NewMessage, NewMessage]): Promise<number> {
  // Two inserts in order, so the reply's id is greater than the message it answers.
  await trx.insertInto("message").values(sent).execute();
  const { id } = await trx.insertInto("message").values(reply).returning("id").executeTakeFirstOrThrow();
  return Number(id);
}

/** Deletes conversations (messages and feedback go by cascade, and explicitly for safety); the count deleted. */
export async function deleteConversations(db: Kysely<Database>, userId: string, conversationId?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let ids = trx.selectFrom("conversation").select("id").where("user_id", "=", userId);
    if (conversationId) ids = ids.where("id", "=", conversationId);
    await trx.deleteFrom("report_share").where("conversation_id", "in", ids).execute();
    await trx.deleteFrom("feedback").where("conversation_id", "in", ids).execute();
    await trx.deleteFrom("message").where("conversation_id", "in", ids).execute();
    let del = trx.deleteFrom("conversation").where("user_id", "=", userId);
    if (conversationId) del = del.where("id", "=", conversationId);
    const result = await del.executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
