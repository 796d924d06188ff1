import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  conversationTitle,
  readResponseType,
  readUrgency,
  type AssistantTurn,
  type ChatMessage,
  type ConversationHistory,
  type ConversationSummary,
  type EngineMessage,
  type PageQuery,
  type QuickAnswer,
} from "@hg/shared";
import type { Database } from "../store/db.ts";
import { recentDiary } from "./diary-entries.ts";
import {
  countConversations,
  deleteConversations,
  findConversation,
  findTurnByClientMessageId,
  isUniqueViolation,
  listConversations,
  listHistory,
  StaleHistoryError,
  updateConversationTitle,
  writeTurn,
  type ConversationRow,
  type HistoryRow,
  type ExchangeMessage,
} from "../store/conversation-store.ts";
import type { ChatEngine, EngineTurn, TextEvent } from "./chat-engine.ts";
import { answerColumn, questionOf, toChatMessage, toEngineMessage } from "./chat-messages.ts";
import { findTurnIntake } from "./engine-intake.ts";
import { createShownText } from "./shown-text.ts";
import { AppError } from "./app-error.ts";
import { decodeCursor, pageOf } from "./page-cursor.ts";

export interface ChatServiceDeps {
  db: Kysely<Database>;
  engine: ChatEngine;
  clock: () => Date;
}

/** Most conversations one person keeps (a guest could otherwise fill the database). */
export const MAX_CONVERSATIONS_PER_USER = 500;
/** Most messages in one conversation (both sides): the engine reads them all on every turn. */
export const MAX_MESSAGES_PER_CONVERSATION = 200;
// A turn computed from a history that changed before it was stored is computed again, a few times.
const STALE_RETRIES = 3;

/** A reply being streamed: where its text goes, and the signal that the person stopped or left. */
export interface LiveReply {
  onText: (event: TextEvent) => void;
  signal: AbortSignal;
}

/** What the person sends: their words, and optionally the client's id, tapped quick replies, or the last message it replaces. */
export interface Send {
  input: string;
  clientMessageId?: string | undefined;
  answer?: QuickAnswer | undefined;
  replaceMessageId?: string | undefined;
  /** The emergency numbers of the sender's region (`@hg/shared/emergency-numbers`), for an emergency reply. */
  emergencyNumbers?: readonly string[] | undefined;
}

function storedTurn(sent: HistoryRow, reply: HistoryRow): AssistantTurn {
  const message = toChatMessage(reply);
  return {
    response: reply.content,
    response_type: readResponseType(reply.response_type),
    urgency: readUrgency(reply.urgency),
    suggestions: questionOf(reply).choices.map((c) => c.label),
    ...questionOf(reply),
    messageId: message.id,
    userMessageId: sent.public_id,
    incomplete: reply.incomplete === 1,
  };
}

/** The exchange's two rows: the person's message, then the reply that names it. */
function rowsOf(userId: string, conversationId: string, send: Send, turn: EngineTurn, incomplete: boolean, now: string): [ExchangeMessage, ExchangeMessage] {
  const userMessageId = send.clientMessageId ?? randomUUID();
  const common = { conversation_id: conversationId, user_id: userId, created_at: now, input_tokens: null, output_tokens: null, llm_model: null };
  return [
    {
      ...common,
      role: "user",
      public_id: userMessageId,
      content: send.input,
      client_message_id: send.clientMessageId ?? null,
      answer: answerColumn(send.answer),
      response_type: null,
      urgency: null,
      suggestions: null,
      reply_to: null,
      question_id: null,
      slots: null,
      choices: null,
      multiple: 0,
      rules_version: null,
      incomplete: 0,
    },
    {
      ...common,
      role: "assistant",
      public_id: randomUUID(),
      reply_to: userMessageId,
      content: turn.response,
      client_message_id: null,
      answer: null,
      response_type: turn.response_type,
      urgency: turn.urgency,
      suggestions: JSON.stringify(turn.suggestions),
      question_id: turn.questionId,
      slots: JSON.stringify(turn.slots),
      choices: JSON.stringify(turn.choices),
      multiple: turn.multiple ? 1 : 0,
      rules_version: turn.rulesVersion,
      incomplete: incomplete ? 1 : 0,
      input_tokens: turn.usage?.inputTokens ?? null,
      output_tokens: turn.usage?.outputTokens ?? null,
      llm_model: turn.usage?.model ?? null,
    },
  ];
}

/** The stored exchange of a client message id among a conversation's rows: its message and the reply that names it. */
function storedInRows(rows: HistoryRow[], clientMessageId: string | undefined): { sent: HistoryRow; reply: HistoryRow } | undefined {
  if (clientMessageId === undefined) return undefined;
  const sent = rows.find((r) => r.role === "user" && r.client_message_id === clientMessageId);
  const reply = sent && rows.find((r) => r.role === "assistant" && r.reply_to === sent.public_id);
  return sent && reply ? { sent, reply } : undefined;
}

/** The history a send is answered from: everything, or everything before the last message it replaces. */
function historyFor(rows: HistoryRow[], replaceMessageId: string | undefined): { history: HistoryRow[]; replaces: number[] } {
  if (replaceMessageId === undefined) return { history: rows, replaces: [] };
  const lastUser = rows.findLastIndex((r) => r.role === "user");
  if (lastUser < 0 || rows[lastUser]?.public_id !== replaceMessageId)
    throw new AppError("conflict", "replaceMessageId must be the id of your last message in this conversation");
  return { history: rows.slice(0, lastUser), replaces: rows.slice(lastUser).map((r) => r.id) };
}

/** Checks tapped quick replies against the question they answer: the last reply's question and its choices. */
function checkAnswer(answer: QuickAnswer | undefined, history: HistoryRow[]): void {
  if (answer === undefined) return;
  const last = history.findLast((r) => r.role === "assistant");
  const question = last ? questionOf(last) : null;
  if (!question || question.questionId !== answer.questionId)
    throw new AppError("bad_request", `answer.questionId must be the question asked last (${question?.questionId ?? "no question is open"})`);
  const offered = new Set(question.choices.map((c) => c.id));
  const unknown = answer.choiceIds.filter((id) => !offered.has(id));
  if (unknown.length > 0) throw new AppError("bad_request", `answer.choiceIds has choices this question did not offer: ${unknown.join(", ")}`);
  if (!question.multiple && answer.choiceIds.length > 1) throw new AppError("bad_request", "answer.choiceIds: this question takes one choice");
}

/** Conversations of spec sections 4 and 7: each send runs the engine on the whole conversation and stores the exchange at once. */
export function createChatService({ db, engine, clock }: ChatServiceDeps) {
  async function ownConversation(userId: string, conversationId: string): Promise<ConversationRow> {
    const conversation = await findConversation(db, conversationId);
    if (!conversation) throw new AppError("not_found", "Conversation not found");
    if (conversation.user_id !== userId) throw new AppError("forbidden", "This conversation belongs to someone else");
    return conversation;
  }

  /** A repeated client message id answers what was stored for it; a concurrent duplicate loses the unique index race and lands here too. */
  async function replay(userId: string, clientMessageId: string | undefined, conversationId?: string) {
    if (!clientMessageId) return undefined;
    const stored = await findTurnByClientMessageId(db, userId, clientMessageId);
    if (!stored) return undefined;
    if (conversationId && stored.conversation.id !== conversationId)
      throw new AppError("conflict", "client_message_id was already used for another conversation");
    return stored;
  }

  /**
   * Runs the engine on the conversation and stores the exchange. Streaming forwards the reply's text
   * as it comes; if the person stopped the stream, what they saw is stored, marked incomplete. A
   * reply computed from a history that another send changed meanwhile is computed again from the
   * new history (a streaming client sees the new text as a replacement), never stored out of order.
   */
  async function takeTurn(userId: string, conversation: ConversationRow, isNew: boolean, send: Send, live?: LiveReply): Promise<AssistantTurn & { conversation: ConversationRow }> {
    const shown = createShownText(live?.onText);
    for (let attempt = 0; attempt < STALE_RETRIES; attempt++) {
      const rows = isNew ? [] : await listHistory(db, conversation.id);
      // A repeated send to this conversation is answered from the history just read (no query of its own);
      // an id used in another conversation meets the unique index when stored, and is refused there.
      const earlier = storedInRows(rows, send.clientMessageId);
      if (earlier) return { ...replayed(earlier, live), conversation };
      if (rows.length >= MAX_MESSAGES_PER_CONVERSATION && send.replaceMessageId === undefined)
        throw new AppError("conflict", `This conversation has reached its limit of ${MAX_MESSAGES_PER_CONVERSATION} messages. Please start a new conversation.`);
      const { history, replaces } = historyFor(rows, send.replaceMessageId);
      checkAnswer(send.answer, history);
      const now = clock();
      const [intake, diary] = await Promise.all([findTurnIntake(db, userId), recentDiary(db, userId, now)]);
      const sent: EngineMessage = send.answer ? { role: "user", content: send.input, answer: send.answer } : { role: "user", content: send.input };
      const messages = [...history.map(toEngineMessage), sent];
      const streamThis = live !== undefined && attempt === 0;
      const context = { now, emergencyNumbers: send.emergencyNumbers, diary };
      let turn = await engine.nextTurn(intake, messages, streamThis ? { ...context, onText: shown.forward, signal: live.signal } : context);
      let incomplete = false;
      if (live?.signal.aborted && shown.text !== turn.response) {
        if (shown.text.trim() === "") throw new AppError("unavailable", "The reply was stopped before any of it was sent");
        turn = { ...turn, response: shown.text };
        incomplete = true;
      } else if (live) {
        shown.settle(turn.response);
      }
      const iso = now.toISOString();
      const pair = rowsOf(userId, conversation.id, send, turn, incomplete, iso);
      const summary = { response_type: turn.response_type, urgency: turn.urgency, suggestions: JSON.stringify(turn.suggestions), updated_at: iso };
      try {
        await writeTurn(db, {
          conversationId: conversation.id,
          ...(isNew ? { create: { ...conversation, ...summary, created_at: iso } } : {}),
          basedOn: rows.at(-1)?.id ?? null,
          replaces,
          turn: pair,
          summary,
        });
      } catch (error) {
        if (error instanceof StaleHistoryError) continue;
        const stored = isUniqueViolation(error) ? await replay(userId, send.clientMessageId, isNew ? undefined : conversation.id) : undefined;
        if (!stored) throw error;
        shown.settle(stored.reply.content);
        return { ...storedTurn(stored.sent, stored.reply), conversation: stored.conversation };
      }
      const [userRow, replyRow] = pair;
      return {
        response: turn.response,
        response_type: turn.response_type,
        urgency: turn.urgency,
        suggestions: turn.suggestions,
        questionId: turn.questionId,
        slots: turn.slots,
        choices: turn.choices,
        multiple: turn.multiple,
        messageId: replyRow.public_id,
        userMessageId: userRow.public_id,
        incomplete,
        conversation,
      };
    }
    throw new AppError("conflict", "The conversation changed while this reply was being written. Please send your message again.");
  }

  /** A stored turn answered again; a streaming client gets its text as one delta. */
  function replayed(stored: { sent: HistoryRow; reply: HistoryRow }, live: LiveReply | undefined): AssistantTurn {
    if (live) live.onText({ kind: "delta", text: stored.reply.content });
    return storedTurn(stored.sent, stored.reply);
  }

  return {
    async newConversation(userId: string, send: Send, live?: LiveReply): Promise<AssistantTurn & { conversationId: string; title: string }> {
      const earlier = await replay(userId, send.clientMessageId);
      if (earlier) return { conversationId: earlier.conversation.id, title: earlier.conversation.title, ...replayed(earlier, live) };
      if (send.answer || send.replaceMessageId) throw new AppError("bad_request", "A new conversation has no question to answer or message to replace");
      if ((await countConversations(db, userId)) >= MAX_CONVERSATIONS_PER_USER)
        throw new AppError("conflict", `You have ${MAX_CONVERSATIONS_PER_USER} conversations, the most one person can keep. Please delete some you no longer need.`);
      const now = clock().toISOString();
      const conversation: ConversationRow = { id: randomUUID(), user_id: userId, title: conversationTitle(send.input), created_at: now, updated_at: now, response_type: "info", urgency: "urgent", suggestions: "[]" };
      // A concurrent duplicate of the same client id may have created the conversation instead: its turn is answered.
      const { conversation: owner, ...turn } = await takeTurn(userId, conversation, true, send, live);
      return { conversationId: owner.id, title: owner.title, ...turn };
    },

    async continueConversation(userId: string, conversationId: string, send: Send, live?: LiveReply): Promise<AssistantTurn> {
      const conversation = await ownConversation(userId, conversationId);
      const { conversation: _same, ...turn } = await takeTurn(userId, conversation, false, send, live);
      return turn;
    },

    /** A page of the person's conversations, newest first. */
    async listConversations(userId: string, page: PageQuery = { limit: 100 }): Promise<{ conversations: ConversationSummary[]; nextCursor: string | null }> {
      const rows = await listConversations(db, userId, { limit: page.limit + 1, after: decodeCursor(page.cursor) });
      const { items, nextCursor } = pageOf(rows, page.limit, (c) => ({ createdAt: c.created_at, id: c.id }));
      const conversations = items.map((c) => ({ conversationId: c.id, title: c.title, createdTime: c.created_at, urgency: readUrgency(c.urgency), ended: c.response_type === "end" }));
      return { conversations, nextCursor };
    },

    async getHistory(userId: string, conversationId: string): Promise<ConversationHistory> {
      await ownConversation(userId, conversationId);
      const rows = await listHistory(db, conversationId);
      const last = rows.findLast((r) => r.role === "assistant");
      const question = last ? questionOf(last) : { questionId: null, slots: [], choices: [], multiple: false };
      return {
        conversationHistory: rows.map(toChatMessage),
        // The last reply is the truth about the turn; a conversation with none is read as urgent, never routine.
        response_type: readResponseType(last?.response_type),
        urgency: readUrgency(last?.urgency),
        suggestions: question.choices.map((c) => c.label),
        ...question,
      };
    },

    /** The conversation with its messages as the engine reads them and as the transcript shows them, for reports (owner checked). */
    async getConversationWithMessages(userId: string, conversationId: string): Promise<{ conversation: ConversationRow; messages: EngineMessage[]; transcript: ChatMessage[] }> {
      const conversation = await ownConversation(userId, conversationId);
      const rows = await listHistory(db, conversationId);
      return { conversation, messages: rows.map(toEngineMessage), transcript: rows.map(toChatMessage) };
    },

    async deleteConversation(userId: string, conversationId: string): Promise<number> {
      await ownConversation(userId, conversationId);
      return deleteConversations(db, userId, conversationId);
    },

    /** Gives the conversation the title the person chose (issue 15: titles can be renamed). */
    async renameConversation(userId: string, conversationId: string, title: string): Promise<{ conversationId: string; title: string }> {
      await ownConversation(userId, conversationId);
      // Deleted meanwhile (another tab): as unknown as if it had never been there.
      if ((await updateConversationTitle(db, conversationId, title)) === 0) throw new AppError("not_found", "Conversation not found");
      return { conversationId, title };
    },

    deleteAllConversations: (userId: string): Promise<number> => deleteConversations(db, userId),

    ownConversation,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
