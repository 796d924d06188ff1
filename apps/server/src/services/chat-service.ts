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
import type { ChatEngine } from "./chat-engine.ts";
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

function turnOf(reply: MessageRow): AssistantTurn {
  return {
    response: reply.content,
    response_type: asResponseType(reply.response_type),
    urgency: asUrgency(reply.urgency),
    suggestions: parseSuggestions(reply.suggestions),
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

  function messagesOf(userId: string, conversationId: string, input: string, clientMessageId: string | undefined, turn: AssistantTurn, now: string) {
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

  return {
    async newConversation(userId: string, input: string, clientMessageId?: string): Promise<NewConversationResponse> {
      const earlier = await replay(userId, clientMessageId);
      if (earlier) return { conversationId: earlier.conversation.id, title: earlier.conversation.title, ...turnOf(earlier.reply) };

      const intake = await intakes.findLatestIntake(userId);
      const turn = await engine.nextTurn(intake, [{ role: "user", content: input }]);
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
      const [sent, reply] = messagesOf(userId, conversation.id, input, clientMessageId, turn, now);
      try {
        await insertConversationWithTurn(db, conversation, [sent, reply]);
      } catch (error) {
        const stored = isUniqueViolation(error) ? await replay(userId, clientMessageId) : undefined;
        if (!stored) throw error;
        return { conversationId: stored.conversation.id, title: stored.conversation.title, ...turnOf(stored.reply) };
      }
      return { conversationId: conversation.id, title: conversation.title, ...turn };
    },

    async continueConversation(userId: string, conversationId: string, input: string, clientMessageId?: string): Promise<AssistantTurn> {
      await ownConversation(userId, conversationId);
      const earlier = await replay(userId, clientMessageId, conversationId);
      if (earlier) return turnOf(earlier.reply);

      const [intake, stored] = await Promise.all([intakes.findLatestIntake(userId), listMessages(db, conversationId)]);
      const history: HistoryItem[] = [...stored.map((m) => ({ role: m.role, content: m.content })), { role: "user", content: input }];
      const turn = await engine.nextTurn(intake, history);
      const now = clock().toISOString();
      const [sent, reply] = messagesOf(userId, conversationId, input, clientMessageId, turn, now);
      try {
        await appendTurn(db, conversationId, { response_type: turn.response_type, urgency: turn.urgency, suggestions: JSON.stringify(turn.suggestions), updated_at: now }, [sent, reply]);
      } catch (error) {
        const again = isUniqueViolation(error) ? await replay(userId, clientMessageId, conversationId) : undefined;
        if (!again) throw error;
        return turnOf(again.reply);
      }
      return turn;
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
