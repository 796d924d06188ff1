import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UserIdParamsSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { AccountService } from "../services/account-service.ts";

const ErrorSchema = z.object({ detail: z.string() });
// Optional: without it, deletion needs a sign-in from the last 15 minutes. A request without a body arrives as null.
const DeleteBodySchema = z.preprocess((v) => (v === null ? undefined : v), z.object({ password: z.string().min(1).max(1024) }).optional());

/** The person's data rights: export everything, delete the account (API.md). */
export function accountRoutes(accounts: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.get(
      "/api/user/:userId/export",
      {
        schema: {
          tags: ["user"],
          description: "Everything held about the user as one JSON attachment: account, profile, intake versions, conversations with messages, feedback, diary entries and MIDAS questionnaires.",
          params: UserIdParamsSchema,
          response: { 200: z.unknown().describe("JSON: exportedAt, account, profile, intakeVersions, conversations, reportShareLinks, feedback, diary, midas"), 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (request, reply) => {
        assertSameUser(request, request.params.userId);
        // Streamed (issue 17 item 3): the document is written as it is read, never held whole in memory.
        const { exportedAt, chunks, release } = await accounts.exportUser(request.params.userId);
        reply.raw.once("close", release);
        reply.header("content-disposition", `attachment; filename="headache-guide-export-${exportedAt.slice(0, 10)}.json"`).type("application/json; charset=utf-8");
        return reply.send(Readable.from(chunks));
      },
    );

    app.delete(
      "/api/user/:userId",
      {
        schema: {
          tags: ["user"],
          description:
            "Deletes the account and every row held about the user (profile, intakes, conversations, messages, feedback, share links, diary, MIDAS, sessions). Needs a sign-in from the last 15 minutes, or `{password}` in the body (guests need neither); 403 otherwise.",
          params: UserIdParamsSchema,
          body: DeleteBodySchema,
          response: { 200: z.object({ deleted: z.literal(true) }), 401: ErrorSchema, 403: ErrorSchema },
        },
      },
      async (request) => {
        const user = assertSameUser(request, request.params.userId);
        await accounts.deleteOwnAccount(user, request.body?.password);
        return { deleted: true as const };
      },
    );
  };
}
