import { z } from "zod";
import { RESPONSE_TYPES, URGENCIES } from "./clinical-vocabulary.ts";

export const USER_INPUT_MAX = 4000;

/** `user_input`: 1 to 4,000 characters after trimming (API.md). */
export const UserInputSchema = z
  .string({ error: "user_input is required" })
  .trim()
  .min(1, "user_input cannot be empty or only spaces")
  .max(USER_INPUT_MAX, `user_input must be at most ${USER_INPUT_MAX} characters`);

const ClientMessageIdSchema = z.uuid({ error: "client_message_id must be a UUID" }).optional();

/** A quick-reply code of CLINICAL.md's vocabulary, `slot:value` (`aura:yes`, `acute_med_days:triptan:10_14`, `none`). */
const ChoiceIdSchema = z.string().regex(/^[a-z0-9_.:-]{1,80}$/, "choice ids are slot:value codes (lower case, digits, _ . : -)");

/** One quick reply offered with a question: its stable code and the words on the chip. */
export const ChoiceSchema = z.object({ id: ChoiceIdSchema, label: z.string() });
export type Choice = z.infer<typeof ChoiceSchema>;

/** Quick replies the person tapped, bound to the question they answer (API.md "Messages and turns"). */
export const QuickAnswerSchema = z.object({
  questionId: z.string().regex(/^[a-z0-9_.:-]{1,80}$/, "answer.questionId must be a question id from the assistant's turn"),
  choiceIds: z.array(ChoiceIdSchema, { error: "answer.choiceIds must be a list of choice ids" }).min(1, "answer.choiceIds must name at least one choice").max(20, "answer.choiceIds may name at most 20 choices"),
});
export type QuickAnswer = z.infer<typeof QuickAnswerSchema>;

export const NewConversationBodySchema = z.object({
  userId: z.string().min(1, "userId is required"),
  user_input: UserInputSchema,
  client_message_id: ClientMessageIdSchema,
  answer: QuickAnswerSchema.optional(),
});
export type NewConversationBody = z.infer<typeof NewConversationBodySchema>;

export const ContinueConversationBodySchema = NewConversationBodySchema.extend({
  conversationId: z.string().min(1, "conversationId is required").max(64),
  /** The id of the person's last message: this send replaces it (and its reply), to change the last answer. */
  replaceMessageId: z.string().min(1).max(64, "replaceMessageId is a message id").optional(),
});
export type ContinueConversationBody = z.infer<typeof ContinueConversationBodySchema>;

/** What the assistant asked in a turn: the question's id, the slots it asks and its quick replies. */
export const QuestionFieldsSchema = z.object({
  questionId: z.string().nullable(),
  slots: z.array(z.string()),
  choices: z.array(ChoiceSchema),
  multiple: z.boolean(),
});
export type QuestionFields = z.infer<typeof QuestionFieldsSchema>;

/** The assistant's turn as every chat route answers it (`suggestions` are the choices' labels, for older clients). */
export const AssistantTurnSchema = z.object({
  response: z.string(),
  response_type: z.enum(RESPONSE_TYPES),
  urgency: z.enum(URGENCIES),
  suggestions: z.array(z.string()),
  ...QuestionFieldsSchema.shape,
  /** The assistant message's id. */
  messageId: z.string(),
  /** The person's message's id: its client_message_id when the client gave one. */
  userMessageId: z.string(),
  /** True when a stopped stream cut the reply short: what was shown is what was stored. */
  incomplete: z.boolean(),
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

/** A page of conversations, newest first; `nextCursor` (when not null) fetches the next page. */
export const ConversationListSchema = z.object({ conversations: z.array(ConversationSummarySchema), nextCursor: z.string().nullable().optional() });

export const ROLES = ["user", "assistant"] as const;
export type Role = (typeof ROLES)[number];

/**
 * One chat message, the same in every layer (API.md "Messages and turns"): the stored row, the
 * history item, what the engine and the LLM path read and what the web app shows. The question
 * fields and the turn's outcome are on assistant messages; `answer` on a user message that
 * tapped quick replies.
 */
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  content: z.string(),
  createdAt: z.string(),
  incomplete: z.boolean().optional(),
  questionId: z.string().nullable().optional(),
  slots: z.array(z.string()).optional(),
  choices: z.array(ChoiceSchema).optional(),
  multiple: z.boolean().optional(),
  response_type: z.enum(RESPONSE_TYPES).optional(),
  urgency: z.enum(URGENCIES).optional(),
  answer: QuickAnswerSchema.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What the engine reads of a message: its words, who said them, and the question and answer bindings. */
export type EngineMessage = Pick<ChatMessage, "role" | "content" | "questionId" | "slots" | "choices" | "multiple" | "answer">;

export const ConversationHistorySchema = z.object({
  conversationHistory: z.array(ChatMessageSchema),
  // The last assistant turn's outcome and question, as stored with it.
  response_type: z.enum(RESPONSE_TYPES),
  urgency: z.enum(URGENCIES),
  suggestions: z.array(z.string()),
  ...QuestionFieldsSchema.shape,
});
export type ConversationHistory = z.infer<typeof ConversationHistorySchema>;

export const ConversationParamsSchema = z.object({ userId: z.string().min(1), conversationId: z.string().min(1).max(64) });

/** A short conversation title from the first message: its first words, at most 60 characters, with "…" when cut. */
export function conversationTitle(firstMessage: string): string {
  const whole = firstMessage.replace(/\s+/g, " ").trim();
  let title = "";
  for (const word of whole.split(" ")) {
    if ((title + " " + word).trim().length > 59) break;
    title = (title + " " + word).trim();
  }
  if (title === "") title = whole.slice(0, 59);
  const cut = title.length < whole.length;
  title = title.replace(/[\s.,;:!?-]+$/, "");
  const shown = title.charAt(0).toUpperCase() + title.slice(1);
  return shown === "" ? "New conversation" : cut ? `${shown}…` : shown;
}
