import type { Insertable, Kysely, Selectable } from "kysely";
import type { ConversationTable, Database, MessageTable } from "./db.ts";
import { preparedQuery } from "./prepared-query.ts";

export type ConversationRow = Selectable<ConversationTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
/** A message as a conversation's history reads it: without the columns only exports need (owner, conversation, token counts). */
export type HistoryRow = Omit<MessageRow, "conversation_id" | "user_id" | "input_tokens" | "output_tokens" | "llm_model">;
/** The conversation's summary of its latest turn, written only with a turn (`writeTurn`). */
export type TurnSummary = Pick<ConversationRow, "response_type" | "urgency" | "suggestions" | "updated_at">;

/** True when a write failed on a unique index (SQLite and PostgreSQL spell it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Thrown by `writeTurn` when another turn was stored after the history this one was computed from. */
export class StaleHistoryError extends Error {
  constructor() {
    super("the conversation changed while the reply was being written");
  }
}

// The queries of every chat turn are prepared (compiled once): prepared-query.ts.
const conversationById = preparedQuery((db: Kysely<Database>, p: { id: string }) => db.selectFrom("conversation").selectAll().where("id", "=", p.id));
// Every turn reads the whole history: only the columns it uses (each text column read is a string made per row).
const HISTORY_COLUMNS = [
  "id", "role", "content", "client_message_id", "response_type", "urgency", "suggestions", "created_at", "incomplete",
  "public_id", "reply_to", "question_id", "slots", "choices", "multiple", "rules_version", "answer",
] as const satisfies readonly (keyof HistoryRow)[];
const historyOf = preparedQuery((db: Kysely<Database>, p: { conversationId: string }) =>
  db.selectFrom("message").select(HISTORY_COLUMNS).where("conversation_id", "=", p.conversationId).orderBy("id", "asc"),
);
const newestMessageId = preparedQuery((db: Kysely<Database>, p: { conversationId: string }) =>
  db.selectFrom("message").select((eb) => eb.fn.max("id").as("id")).where("conversation_id", "=", p.conversationId),
);
// The columns a turn writes: all of them, so that both rows of an exchange go in one statement (in a
// multi-row insert Kysely fills a column one row lacks with null on SQLite, not the column's default).
const EXCHANGE_COLUMNS = [
  "conversation_id", "user_id", "role", "content", "client_message_id", "response_type", "urgency", "suggestions", "created_at", "incomplete",
  "input_tokens", "output_tokens", "llm_model", "public_id", "reply_to", "question_id", "slots", "choices", "multiple", "rules_version", "answer",
] as const satisfies readonly (keyof NewMessage)[];
/** A message as a turn stores it: every column given (null where it has no value). */
export type ExchangeMessage = { [K in (typeof EXCHANGE_COLUMNS)[number]]-?: Exclude<NewMessage[K], undefined> };
// A prepared query's parameters are flat values: the exchange's are named `sent.<column>` and `reply.<column>`.
const EXCHANGE_ROWS = ["sent", "reply"] as const;
const insertExchange = preparedQuery((db: Kysely<Database>, p: Record<string, unknown>) =>
  db.insertInto("message").values(EXCHANGE_ROWS.map((row) => Object.fromEntries(EXCHANGE_COLUMNS.map((c) => [c, p[`${row}.${c}`]])) as ExchangeMessage)),
);
const updateSummary = preparedQuery((db: Kysely<Database>, p: TurnSummary & { id: string }) =>
  db.updateTable("conversation").set({ response_type: p.response_type, urgency: p.urgency, suggestions: p.suggestions, updated_at: p.updated_at }).where("id", "=", p.id),
);

export async function findConversation(db: Kysely<Database>, id: string): Promise<ConversationRow | undefined> {
  return (await conversationById(db, { id })).rows[0];
}

/** A user's conversations, newest first: all of them, or one page after the (created_at, id) position when given. */
export function listConversations(db: Kysely<Database>, userId: string, page?: { limit: number; after?: { createdAt: string; id: string } | undefined }): Promise<ConversationRow[]> {
  let query = db.selectFrom("conversation").selectAll().where("user_id", "=", userId);
  const after = page?.after;
  if (after) query = query.where((eb) => eb.or([eb("created_at", "<", after.createdAt), eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)])]));
  query = query.orderBy("created_at", "desc").orderBy("id", "desc");
  return (page ? query.limit(page.limit) : query).execute();
}

/** How many conversations a user has. */
export async function countConversations(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom("conversation").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A conversation's messages with every column, oldest first (the export). */
export function listMessages(db: Kysely<Database>, conversationId: string): Promise<MessageRow[]> {
  return db.selectFrom("message").selectAll().where("conversation_id", "=", conversationId).orderBy("id", "asc").execute();
}

/** A conversation's history, oldest first: what turns, transcripts and reports read. */
export async function listHistory(db: Kysely<Database>, conversationId: string): Promise<HistoryRow[]> {
  return (await historyOf(db, { conversationId })).rows;
}

/** The stored turn of a client message id: the person's message and the reply that names it. */
export async function findTurnByClientMessageId(
  db: Kysely<Database>,
  userId: string,
  clientMessageId: string,
): Promise<{ conversation: ConversationRow; sent: MessageRow; reply: MessageRow } | undefined> {
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
      .where("role", "=", "assistant")
      .where("reply_to", "=", sent.public_id)
      .executeTakeFirst(),
  ]);
  return conversation && reply ? { conversation, sent, reply } : undefined;
}

export interface TurnWrite {
  conversationId: string;
  /** A new conversation to create with the turn. */
  create?: ConversationRow;
  /** The id of the newest message the reply was computed from (null: none); another turn stored since makes the write stale. */
  basedOn: number | null;
  /** Row ids to remove with this write: the last exchange, when the person changes their last answer. */
  replaces?: number[];
  /** The person's message, then the reply that names it. */
  turn: [ExchangeMessage, ExchangeMessage];
  summary: TurnSummary;
}

/**
 * Stores one exchange and the conversation's summary of it, all or nothing; the only writer of both.
 * Turns of one conversation are serialised: the summary's update comes first and locks the
 * conversation row until commit (PostgreSQL; SQLite runs one write transaction at a time), so the
 * newest message id read next is final, and a reply computed from an older history is refused (the
 * rollback undoes the update). Each statement is a round trip on PostgreSQL: an update that is also
 * the lock, and one insert for both rows, spare two of them on every turn.
 */
export async function writeTurn(db: Kysely<Database>, write: TurnWrite): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (write.create) await trx.insertInto("conversation").values(write.create).execute();
    else await updateSummary(trx, { ...write.summary, id: write.conversationId });
    const newest = (await newestMessageId(trx, { conversationId: write.conversationId })).rows[0];
    const newestId = newest?.id === null || newest?.id === undefined ? null : Number(newest.id);
    if (newestId !== write.basedOn) throw new StaleHistoryError();
    if (write.replaces && write.replaces.length > 0)
      await trx.deleteFrom("message").where("conversation_id", "=", write.conversationId).where("id", "in", write.replaces).execute();
    // One statement for both rows; the rows of a VALUES list are inserted in order, so the reply's id
    // is greater than the message it answers.
    const params: Record<string, unknown> = {};
    EXCHANGE_ROWS.forEach((row, i) => {
      for (const column of EXCHANGE_COLUMNS) params[`${row}.${column}`] = write.turn[i]?.[column];
    });
    await insertExchange(trx, params);
  });
}

/** Sets a conversation's title (the person renamed it); how many rows changed, 0 when it is gone. */
export async function updateConversationTitle(db: Kysely<Database>, id: string, title: string): Promise<number> {
  // Not updated_at: that dates the latest turn (TurnSummary), and a new title is not a turn.
  const result = await db.updateTable("conversation").set({ title }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows);
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
