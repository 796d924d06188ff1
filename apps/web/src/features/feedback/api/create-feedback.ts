import { FeedbackBodySchema, type FeedbackBody } from "@hg/shared/feedback";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import type { GivenFeedback } from "./get-conversation-feedback";
import { feedbackKeys } from "./query-keys";

const FeedbackAnswerSchema = z.object({ id: z.union([z.string(), z.number()]) });

export type FeedbackInput = z.input<typeof FeedbackBodySchema>;

/** `POST /api/user-feedback` with the payload of spec section 3 (checked by the shared schema first). */
export async function createFeedback(input: FeedbackInput): Promise<void> {
  const body: FeedbackBody = FeedbackBodySchema.parse(input);
  FeedbackAnswerSchema.parse(await api.post("/user-feedback", body));
}

/** Sends a rating; the rating shown as given changes with it, then is read back from the server. */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: (_saved, { userId, conversationId, helpful }) => {
      const key = feedbackKeys.given(userId, conversationId);
      const given: GivenFeedback = { helpful, createdAt: new Date().toISOString() };
      queryClient.setQueryData(key, given);
      // In the background: the dialog closes on success without waiting for the read-back.
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
