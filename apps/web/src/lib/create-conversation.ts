import { NewConversationResponseSchema, type NewConversationBody, type NewConversationResponse } from "@hg/shared/conversation";
import { api } from "./api-client";

/**
 * `POST /api/new-conversation` as plain JSON: starts a conversation with its first message. The
 * one client of this endpoint: the chat feature (chat home) and the sign-in flow (a first message
 * typed before signing in) both call it, so it lives where both may import it.
 */
export async function createConversation(body: NewConversationBody, signal?: AbortSignal): Promise<NewConversationResponse> {
  return NewConversationResponseSchema.parse(await api.post("/new-conversation", body, { signal }));
}
