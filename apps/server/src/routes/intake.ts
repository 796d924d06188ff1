import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UserIdParamsSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { IntakeService } from "../services/intake-service.ts";

const ErrorSchema = z.object({ detail: z.string(), errors: z.array(z.object({ path: z.string(), message: z.string() })).optional() });

/** POST and GET /api/user/{userId}/intake. The body is validated by the shared intake rules in the service, so every field error is named at once. */
export function intakeRoutes(intakes: IntakeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.post(
      "/api/user/:userId/intake",
      {
        schema: {
          tags: ["intake"],
          params: UserIdParamsSchema,
          body: z.object({ intake: z.unknown().describe("The intake in its API shape (spec section 3)") }),
          response: { 200: z.object({ intake: z.record(z.string(), z.unknown()), warnings: z.array(z.string()) }), 400: ErrorSchema },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return intakes.submitIntake(request.params.userId, request.body.intake);
      },
    );

    app.get(
      "/api/user/:userId/intake",
      {
        schema: {
          tags: ["intake"],
          params: UserIdParamsSchema,
          response: { 200: z.object({ intake: z.record(z.string(), z.unknown()), savedAt: z.string().describe("When this intake was saved (ISO 8601)") }), 404: ErrorSchema },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return intakes.getLatestIntake(request.params.userId);
      },
    );
  };
}
