import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PageQuerySchema } from "@hg/shared/paging";
import { ConversationParamsSchema, CreateReportShareBodySchema, ReportFormatQuerySchema, ReportShareCreatedSchema, ReportShareSchema, UserIdParamsSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { ReportService } from "../services/report-service.ts";
import { sendReport } from "./report-formats.ts";
import type { PdfCache } from "../report-formats/pdf-cache.ts";

const ErrorSchema = z.object({ detail: z.string() });
// Fastify hands a request without a body over as null; the body is optional (API.md), so null means "all defaults".
const ShareBodySchema = z.preprocess((v) => (v === null ? undefined : v), CreateReportShareBodySchema);
const ReportBodySchema = z.unknown().describe("The report JSON of CLINICAL.md; with format=pdf a PDF, with format=fhir a FHIR R4 Bundle");

/** Public: anyone holding a live share link may read that one report. */
export function sharedReportRoutes(reports: ReportService, pdfs: PdfCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/share/:token",
      { schema: { tags: ["report"], security: [], params: z.object({ token: z.string().min(1).max(200) }), querystring: ReportFormatQuerySchema, response: { 200: ReportBodySchema, 404: ErrorSchema } } },
      async (request, reply) => {
        reply.header("x-robots-tag", "noindex, nofollow");
        return sendReport(reply, await reports.getSharedReport(request.params.token), request.query.format, pdfs);
      },
    );
  };
}

/** The report of a conversation and its share links (API.md). */
export function reportRoutes(reports: ReportService, pdfs: PdfCache): FastifyPluginAsyncZod {
  return async (scoped) => {
    scoped.addHook("onRequest", scoped.requireUser);

      scoped.get(
        "/api/get-conversation-report/user/:userId/conversation/:conversationId",
        { schema: { tags: ["report"], params: ConversationParamsSchema, querystring: ReportFormatQuerySchema, response: { 200: ReportBodySchema, 403: ErrorSchema, 404: ErrorSchema } } },
        async (request, reply) => {
          assertSameUser(request, request.params.userId);
          return sendReport(reply, await reports.getReport(request.params.userId, request.params.conversationId), request.query.format, pdfs);
        },
      );

      scoped.post(
        "/api/report-share/user/:userId/conversation/:conversationId",
        { schema: { tags: ["report"], params: ConversationParamsSchema, body: ShareBodySchema, response: { 200: ReportShareCreatedSchema, 403: ErrorSchema, 404: ErrorSchema } } },
        async (request) => {
          assertSameUser(request, request.params.userId);
          return reports.createShare(request.params.userId, request.params.conversationId, request.body.expiresInDays);
        },
      );

      scoped.get(
        "/api/report-share/user/:userId",
        {
          schema: {
            tags: ["report"],
            description: "Live share links, newest first, a page at a time: pass `nextCursor` back as `cursor` for the next page.",
            params: UserIdParamsSchema,
            querystring: PageQuerySchema,
            response: { 200: z.object({ shares: z.array(ReportShareSchema), nextCursor: z.string().nullable() }) },
          },
        },
        async (request) => {
          assertSameUser(request, request.params.userId);
          return reports.listShares(request.params.userId, request.query);
        },
      );

      scoped.delete(
        "/api/report-share/user/:userId/:token",
        { schema: { tags: ["report"], params: z.object({ userId: z.string().min(1), token: z.string().min(1).max(200) }), response: { 200: z.object({ revoked: z.literal(true) }), 404: ErrorSchema } } },
        async (request) => {
          assertSameUser(request, request.params.userId);
          await reports.revokeShare(request.params.userId, request.params.token);
          return { revoked: true as const };
        },
      );
  };
}
