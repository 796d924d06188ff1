import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  conversationTitle,
  URGENCIES,
  RESPONSE_TYPES,
  type AssistantTurn,
  type ConversationHistory,
  type ConversationSummary,
  type HistoryItem,
  type NewConversationResponse,
} from "@hg/shared";
import type { Database } from "../store/db.ts";
import {
  appendTurn,
  deleteConversations,
  findConversation,
  findTurnByClientMessageId,
  insertConversationWithTurn,
  isUniqueViolation,
  listConversations,
  listMessages,
  type ConversationRow,
  type MessageRow,
} from "../store/conversation-store.ts";
import type { ChatEngine, EngineTurn, TextEvent } from "./chat-engine.ts";
import type { IntakeService } from "./intake-service.ts";
import { AppError } from "./app-error.ts";

export interface ChatServiceDeps {
  db: Kysely<Database>;
  engine: ChatEngine;
  intakes: Pick<IntakeService, "findLatestIntake">;
  clock: () => Date;
}

const asUrgency = (v: string | null) => URGENCIES.find((u) => u === v) ?? "routine";
const asResponseType = (v: string | null) => RESPONSE_TYPES.find((t) => t === v) ?? "question";
const parseSuggestions = (v: string | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(v ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
};

/** A stored or just-stored assistant turn, with the reply's message id and whether a stopped stream cut it short. */
export type StoredTurn = AssistantTurn & { messageId: number; incomplete: boolean };

function turnOf(reply: MessageRow): StoredTurn {
  return {
    response: reply.content,
    response_type: asResponseType(reply.response_type),
    urgency: asUrgency(reply.urgency),
    suggestions: parseSuggestions(reply.suggestions),
    messageId: Number(reply.id),
    incomplete: reply.incomplete === 1,
  };
}

// Token usage stays in the database: it is not part of what the person is answered.
const publicTurn = ({ response, response_type, urgency, suggestions }: EngineTurn): AssistantTurn => ({ response, response_type, urgency, suggestions });

/** A reply being streamed: where its text goes, and the signal that the person stopped or left. */
export interface LiveReply {
  onText: (event: TextEvent) => void;
  signal: AbortSignal;
}

/** The text the person has been sent so far, kept in step with the events forwarded to them. */
function shownText(onText: (event: TextEvent) => void) {
  let text = "";
  const forward = (event: TextEvent) => {
    text = event.kind === "delta" ? text + event.text : event.text;
    onText(event);
  };
  return {
    forward,
    get text() {
      return text;
    },
    /** Sends whatever of `full` the person has not seen: all of it for engines that do not stream. */
    settle(full: string) {
      if (full === text) return;
      forward(full.startsWith(text) ? { kind: "delta", text: full.slice(text.length) } : { kind: "replace", text: full });
    },
  };
}

/** Conversations of spec sections 4 and 7: each send runs the engine on the whole conversation and stores both messages at once. */
export function createChatService({ db, engine, intakes, clock }: ChatServiceDeps) {
  async function ownConversation(userId: string, conversationId: string): Promise<ConversationRow> {
    const conversation = await findConversation(db, conversationId);
    if (!conversation) throw new AppError("not_found", "Conversation not found");
    if (conversation.user_id !== userId) throw new AppError("forbidden", "This conversation belongs to someone else");
    return conversation;
  }

  /**
   * Runs the engine; when streaming, forwards its text as it comes. If the person stopped the stream,
   * what they saw is the reply, marked incomplete (nothing seen: nothing is stored).
   */
  async function runEngine(intake: Awaited<ReturnType<typeof intakes.findLatestIntake>>, history: HistoryItem[], live?: LiveReply): Promise<{ turn: EngineTurn; incomplete: boolean }> {
    if (!live) return { turn: await engine.nextTurn(intake, history, { now: clock() }), incomplete: false };
    const shown = shownText(live.onText);
    const turn = await engine.nextTurn(intake, history, { now: clock(), onText: shown.forward, signal: live.signal });
    if (live.signal.aborted && shown.text !== turn.response) {
      if (shown.text.trim() === "") throw new AppError("unavailable", "The reply was stopped before any of it was sent");
      return { turn: { ...turn, response: shown.text }, incomplete: true };
    }
    shown.settle(turn.response);
    return { turn, incomplete: false };
  }

  function messagesOf(userId: string, conversationId: string, input: string, clientMessageId: string | undefined, turn: EngineTurn, incomplete: boolean, now: string) {
    return [
      { conversation_id: conversationId, user_id: userId, role: "user", content: input, client_message_id: clientMessageId ?? null, response_type: null, urgency: null, suggestions: null, created_at: now },
      {
        conversation_id: conversationId,
        user_id: userId,
        role: "assistant",
        content: turn.response,
        client_message_id: null,
        response_type: turn.response_type,
        urgency: turn.urgency,
        suggestions: JSON.stringify(turn.suggestions),
        created_at: now,
        incomplete: incomplete ? 1 : 0,
        input_tokens: turn.usage?.inputTokens ?? null,
        output_tokens: turn.usage?.outputTokens ?? null,
        llm_model: turn.usage?.model ?? null,
      },
    ] as const;
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
   * A stored turn answered again. A streaming client gets its text as one delta; one that already saw
   * another reply (it lost a race for the same client message id) gets the stored text as a replacement.
   */
  function replayed(reply: MessageRow, live: LiveReply | undefined, alreadySent?: string): StoredTurn {
    const turn = turnOf(reply);
    if (live && alreadySent === undefined) live.onText({ kind: "delta", text: turn.response });
    else if (live && alreadySent !== turn.response) live.onText({ kind: "replace", text: turn.response });
    return turn;
  }

  return {
    async newConversation(userId: string, input: string, clientMessageId?: string, live?: LiveReply): Promise<NewConversationResponse & StoredTurn> {
      const earlier = await replay(userId, clientMessageId);
      if (earlier) return { conversationId: earlier.conversation.id, title: earlier.conversation.title, ...replayed(earlier.reply, live) };

      const intake = await intakes.findLatestIntake(userId);
      const { turn, incomplete } = await runEngine(intake, [{ role: "user", content: input }], live);
      const now = clock().toISOString();
      const conversation: ConversationRow = {
        id: randomUUID(),
        user_id: userId,
        title: conversationTitle(input),
        created_at: now,
        updated_at: now,
        response_type: turn.response_type,
        urgency: turn.urgency,
        suggestions: JSON.stringify(turn.suggestions),
      };
      const [sent, reply] = messagesOf(userId, conversation.id, input, clientMessageId, turn, incomplete, now);
      let messageId: number;
      try {
        messageId = await insertConversationWithTurn(db, conversation, [sent, reply]);
      } catch (error) {
        const stored = isUniqueViolation(error) ? await replay(userId, clientMessageId) : undefined;
        if (!stored) throw error;
        return { conversationId: stored.conversation.id, title: stored.conversation.title, ...replayed(stored.reply, live, turn.response) };
      }
      return { conversationId: conversation.id, title: conversation.title, ...publicTurn(turn), messageId, incomplete };
    },

    async continueConversation(userId: string, conversationId: string, input: string, clientMessageId?: string, live?: LiveReply): Promise<StoredTurn> {
      await ownConversation(userId, conversationId);
      const earlier = await replay(userId, clientMessageId, conversationId);
      if (earlier) return replayed(earlier.reply, live);

      const [intake, stored] = await Promise.all([intakes.findLatestIntake(userId), listMessages(db, conversationId)]);
      const history: HistoryItem[] = [...stored.map((m) => ({ role: m.role, content: m.content })), { role: "user", content: input }];
      const { turn, incomplete } = await runEngine(intake, history, live);
      const now = clock().toISOString();
      const [sent, reply] = messagesOf(userId, conversationId, input, clientMessageId, turn, incomplete, now);
      let messageId: number;
      try {
        messageId = await appendTurn(db, conversationId, { response_type: turn.response_type, urgency: turn.urgency, suggestions: JSON.stringify(turn.suggestions), updated_at: now }, [sent, reply]);
      } catch (error) {
        const again = isUniqueViolation(error) ? await replay(userId, clientMessageId, conversationId) : undefined;
        if (!again) throw error;
        return replayed(again.reply, live, turn.response);
      }
      return { ...publicTurn(turn), messageId, incomplete };
    },

    async listConversations(userId: string): Promise<ConversationSummary[]> {
      const rows = await listConversations(db, userId);
      return rows.map((c) => ({ conversationId: c.id, title: c.title, createdTime: c.created_at, urgency: asUrgency(c.urgency), ended: c.response_type === "end" }));
    },

    async getHistory(userId: string, conversationId: string): Promise<ConversationHistory> {
      const conversation = await ownConversation(userId, conversationId);
      const messages = await listMessages(db, conversationId);
      return {
        conversationHistory: messages.map((m) => ({ role: m.role, content: m.content })),
        response_type: asResponseType(conversation.response_type),
        urgency: asUrgency(conversation.urgency),
        suggestions: parseSuggestions(conversation.suggestions),
      };
    },

    /** The conversation and its messages, for reports (owner checked). */
    async getConversationWithMessages(userId: string, conversationId: string): Promise<{ conversation: ConversationRow; messages: HistoryItem[] }> {
      const conversation = await ownConversation(userId, conversationId);
      const messages = await listMessages(db, conversationId);
      return { conversation, messages: messages.map((m) => ({ role: m.role, content: m.content })) };
    },

    async deleteConversation(userId: string, conversationId: string): Promise<number> {
      await ownConversation(userId, conversationId);
      return deleteConversations(db, userId, conversationId);
    },

    deleteAllConversations: (userId: string): Promise<number> => deleteConversations(db, userId),

    ownConversation,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
