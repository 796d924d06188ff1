import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FeedbackBodySchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { FeedbackService } from "../services/feedback-service.ts";

/** POST /api/user-feedback. */
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
  };
}
