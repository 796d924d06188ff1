import { z } from "zod";

export const FEEDBACK_REASONS = [
  "Response was inaccurate",
  "Too slow to respond",
  "Didn't understand the question",
  "Not detailed enough",
] as const;

const MAX_COMMENT = 4000;

/** `POST /api/user-feedback`: the feedback payload of spec section 3. */
export const FeedbackBodySchema = z
  .object({
    userId: z.string().min(1, "userId is required"),
    conversationId: z.string().min(1, "conversationId is required").max(64),
    helpful: z.boolean({ error: "helpful must be true or false" }),
    message: z.string().trim().max(MAX_COMMENT, `message must be at most ${MAX_COMMENT} characters`).default(""),
    details: z
      .object({
        comments: z.string().trim().max(MAX_COMMENT, `details.comments must be at most ${MAX_COMMENT} characters`).default(""),
        feedback_boxes: z.array(z.enum(FEEDBACK_REASONS, { error: `each reason must be one of: ${FEEDBACK_REASONS.join("; ")}` })).max(4).default([]),
      })
      .nullable()
      .default(null),
  })
  // Spec section 3: details are null when the chat helped; a client that sends them anyway loses nothing it meant.
  .transform((f) => (f.helpful ? { ...f, details: null } : f));
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;
