import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBodySchema, ConversationParamsSchema, FeedbackBodySchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { FeedbackService } from "../services/feedback-service.ts";

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };
// Only the rating: the comments stay where they were written.
const GivenFeedbackSchema = z.object({ feedback: z.object({ helpful: z.boolean(), createdAt: z.string() }).nullable() });

/** POST /api/user-feedback, and the rating already given to a conversation. */
export function feedbackRoutes(feedback: FeedbackService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);
    app.post(
      "/api/user-feedback",
      { schema: { tags: ["feedback"], body: FeedbackBodySchema, response: { 200: z.object({ id: z.number() }) } } },
      async (request) => {
        assertSameUser(request, request.body.userId);
        return { id: await feedback.submitFeedback(request.body.userId, request.body) };
      },
    );

    app.get(
      "/api/user-feedback/user/:userId/conversation/:conversationId",
      {
        schema: {
          tags: ["feedback"],
          description: "The person's latest rating of the conversation (`feedback: null` before any), so it can show as given.",
          params: ConversationParamsSchema,
          response: { 200: GivenFeedbackSchema, ...errors },
        },
      },
      async (request) => {
        const { userId, conversationId } = request.params;
        assertSameUser(request, userId);
        return { feedback: await feedback.latestFeedback(userId, conversationId) };
      },
    );
  };
}
