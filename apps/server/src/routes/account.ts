import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UserIdParamsSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { AccountService } from "../services/account-service.ts";

const ErrorSchema = z.object({ detail: z.string() });

/** The person's data rights: export everything, delete the account (API.md). */
export function accountRoutes(accounts: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.get(
      "/api/user/:userId/export",
      {
        schema: {
          tags: ["user"],
          description: "Everything held about the user as one JSON attachment: account, profile, intake versions, conversations with messages, feedback.",
          params: UserIdParamsSchema,
          response: { 200: z.record(z.string(), z.unknown()), 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (request, reply) => {
        assertSameUser(request, request.params.userId);
        const data = await accounts.exportUser(request.params.userId);
        const day = data.exportedAt.slice(0, 10);
        reply.header("content-disposition", `attachment; filename="headache-guide-export-${day}.json"`);
        return data;
      },
    );

    app.delete(
      "/api/user/:userId",
      {
        schema: {
          tags: ["user"],
          description: "Deletes the account and every row held about the user (profile, intakes, conversations, messages, feedback, share links, sessions).",
          params: UserIdParamsSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        await accounts.deleteAccount(request.params.userId);
        return { deleted: true as const };
      },
    );
  };
}
