import type { Kysely } from "kysely";
import type { FeedbackBody } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findLatestFeedback, upsertFeedback } from "../store/feedback-store.ts";
import type { ChatService } from "./chat-service.ts";

/** Ratings of a conversation (spec sections 3 and 4); the owner's latest rating counts. */
export function createFeedbackService({ db, chat, clock }: { db: Kysely<Database>; chat: Pick<ChatService, "ownConversation">; clock: () => Date }) {
  return {
    async submitFeedback(userId: string, feedback: FeedbackBody): Promise<number> {
      await chat.ownConversation(userId, feedback.conversationId);
      return upsertFeedback(db, {
        user_id: userId,
        conversation_id: feedback.conversationId,
        helpful: feedback.helpful ? 1 : 0,
        message: feedback.message,
        details: feedback.details ? JSON.stringify(feedback.details) : null,
        created_at: clock().toISOString(),
      });
    },

    /** The owner's latest rating of the conversation, so a client can show it as given; null before any. */
    async latestFeedback(userId: string, conversationId: string): Promise<{ helpful: boolean; createdAt: string } | null> {
      await chat.ownConversation(userId, conversationId);
      const row = await findLatestFeedback(db, userId, conversationId);
      // Stored as 1 or 0 (SQLite has no boolean).
      return row ? { helpful: Number(row.helpful) === 1, createdAt: row.created_at } : null;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
