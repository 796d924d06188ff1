import type { Kysely } from "kysely";
import type { FeedbackBody } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { upsertFeedback } from "../store/feedback-store.ts";
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
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
