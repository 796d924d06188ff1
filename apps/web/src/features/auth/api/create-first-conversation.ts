import { z } from "zod";
import { api } from "@/lib/api-client";

const NewConversationAnswerSchema = z.object({ conversationId: z.string().min(1) });

/**
 * `POST /api/new-conversation` for a first message typed before sign-in finished (spec
 * section 2: "After login, if a first message is pending, a conversation is created").
 */
export async function createFirstConversation(userId: string, text: string): Promise<string> {
  const answer = await api.post("/new-conversation", { userId, user_input: text, client_message_id: crypto.randomUUID() });
  return NewConversationAnswerSchema.parse(answer).conversationId;
}
