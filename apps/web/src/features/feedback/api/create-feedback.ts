import { FeedbackBodySchema, type FeedbackBody } from "@hg/shared/feedback";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";

const FeedbackAnswerSchema = z.object({ id: z.union([z.string(), z.number()]) });

export type FeedbackInput = z.input<typeof FeedbackBodySchema>;

/** `POST /api/user-feedback` with the payload of spec section 3 (checked by the shared schema first). */
export async function createFeedback(input: FeedbackInput): Promise<void> {
  const body: FeedbackBody = FeedbackBodySchema.parse(input);
  FeedbackAnswerSchema.parse(await api.post("/user-feedback", body));
}

// Nothing cached depends on feedback, so there is nothing to invalidate.
export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
