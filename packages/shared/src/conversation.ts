import { z } from "zod";

export const URGENCIES = ["emergency", "urgent", "routine"] as const;
export type Urgency = (typeof URGENCIES)[number];
export const RESPONSE_TYPES = ["question", "info", "end"] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const USER_INPUT_MAX = 4000;

/** `user_input`: 1 to 4,000 characters after trimming (API.md). */
export const UserInputSchema = z
  .string({ error: "user_input is required" })
  .trim()
  .min(1, "user_input cannot be empty or only spaces")
  .max(USER_INPUT_MAX, `user_input must be at most ${USER_INPUT_MAX} characters`);

const ClientMessageIdSchema = z.uuid({ error: "client_message_id must be a UUID" }).optional();

export const NewConversationBodySchema = z.object({
  userId: z.string().min(1, "userId is required"),
  user_input: UserInputSchema,
  client_message_id: ClientMessageIdSchema,
});
export type NewConversationBody = z.infer<typeof NewConversationBodySchema>;

export const ContinueConversationBodySchema = NewConversationBodySchema.extend({
  conversationId: z.string().min(1, "conversationId is required").max(64),
});
export type ContinueConversationBody = z.infer<typeof ContinueConversationBodySchema>;

/** The assistant's turn as every chat route answers it. */
export const AssistantTurnSchema = z.object({
  response: z.string(),
  response_type: z.enum(RESPONSE_TYPES),
  urgency: z.enum(URGENCIES),
  suggestions: z.array(z.string()),
});
export type AssistantTurn = z.infer<typeof AssistantTurnSchema>;

export const NewConversationResponseSchema = AssistantTurnSchema.extend({ conversationId: z.string(), title: z.string() });
export type NewConversationResponse = z.infer<typeof NewConversationResponseSchema>;

export const ConversationSummarySchema = z.object({
  conversationId: z.string(),
  title: z.string(),
  createdTime: z.string(),
  urgency: z.enum(URGENCIES),
  ended: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListSchema = z.object({ conversations: z.array(ConversationSummarySchema) });

export const HistoryItemSchema = z.object({ role: z.enum(["user", "assistant"]), content: z.string() });
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const ConversationHistorySchema = z.object({
  conversationHistory: z.array(HistoryItemSchema),
  response_type: z.enum(RESPONSE_TYPES),
  urgency: z.enum(URGENCIES),
  suggestions: z.array(z.string()),
});
export type ConversationHistory = z.infer<typeof ConversationHistorySchema>;

export const ConversationParamsSchema = z.object({ userId: z.string().min(1), conversationId: z.string().min(1).max(64) });

/** A short conversation title from the first message: its first words, at most 60 characters. */
export function conversationTitle(firstMessage: string): string {
  const words = firstMessage.replace(/\s+/g, " ").trim().split(" ");
  let title = "";
  for (const word of words) {
    if ((title + " " + word).trim().length > 60) break;
    title = (title + " " + word).trim();
  }
  if (title === "") title = firstMessage.trim().slice(0, 60);
  title = title.replace(/[\s.,;:!?-]+$/, "");
  return title.charAt(0).toUpperCase() + title.slice(1) || "New conversation";
}
