import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PageQuerySchema } from "@hg/shared/paging";
import {
  ConversationParamsSchema,
  CreateReportShareBodySchema,
  OpenSharedReportBodySchema,
  ReportFormatQuerySchema,
  ReportShareCreatedSchema,
  ReportShareSchema,
  SharePasscodeChallengeSchema,
  UserIdParamsSchema,
  type ReportFormat,
} from "@hg/shared";
import type { FastifyReply } from "fastify";
import { assertSameUser } from "../plugins/auth.ts";
import type { ReportService, SharedReportAccess } from "../services/report-service.ts";
import { sendReport } from "./report-formats.ts";
import type { PdfCache } from "../report-formats/pdf-cache.ts";

const ErrorSchema = z.object({ detail: z.string() });
// Fastify hands a request without a body over as null; the body is optional (API.md), so null means "all defaults".
const ShareBodySchema = z.preprocess((v) => (v === null ? undefined : v), CreateReportShareBodySchema);
const OpenBodySchema = z.preprocess((v) => (v === null || v === undefined ? {} : v), OpenSharedReportBodySchema);
const ReportBodySchema = z.unknown().describe("The report JSON of CLINICAL.md; with format=pdf a PDF, with format=fhir a FHIR R4 Bundle");
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const sharedResponses = { 200: ReportBodySchema, 401: SharePasscodeChallengeSchema, 404: ErrorSchema };

/** The report, or the 401 that asks for the link's passcode (after a wrong one, with the attempts left). */
function sendSharedReport(reply: FastifyReply, access: SharedReportAccess, format: ReportFormat, pdfs: PdfCache): Promise<unknown> | FastifyReply {
  switch (access.status) {
    case "open":
      return sendReport(reply, access.report, format, pdfs);
    case "passcode_required":
      return reply.code(401).send({ detail: "This report link needs its passcode.", passcodeRequired: true });
    case "wrong_passcode":
      return reply.code(401).send({ detail: "That passcode is not right.", passcodeRequired: true, remainingAttempts: access.remainingAttempts });
  }
}

/** Public: anyone holding a live share link (and its passcode, when it has one) may read that one report. */
export function sharedReportRoutes(reports: ReportService, pdfs: PdfCache): FastifyPluginAsyncZod {
  return async (app) => {
    // Shared health reports stay out of search engines, whatever the answer (these routes only: the plugin is encapsulated).
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("x-robots-tag", "noindex, nofollow");
    });

    app.get(
      "/api/share/:token",
      {
        schema: {
          tags: ["report"],
          security: [],
          description: "A link with a passcode answers 401 `{detail, passcodeRequired: true}`: POST the passcode instead.",
          params: TokenParamsSchema,
          querystring: ReportFormatQuerySchema,
          response: sharedResponses,
        },
      },
      async (request, reply) => sendSharedReport(reply, await reports.openSharedReport(request.params.token, undefined), request.query.format, pdfs),
    );

    // The passcode travels in a body, never in a URL (URLs end up in histories, proxies and logs).
    app.post(
      "/api/share/:token",
      {
        schema: {
          tags: ["report"],
          security: [],
          description:
            "Opens a share link with its passcode (ignored by a link without one). A wrong passcode answers 401 with `remainingAttempts`; after 10 wrong ones the link is disabled for good (404).",
          params: TokenParamsSchema,
          body: OpenBodySchema,
          response: sharedResponses,
        },
      },
      async (request, reply) => sendSharedReport(reply, await reports.openSharedReport(request.params.token, request.body.passcode), request.body.format, pdfs),
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
        {
          schema: {
            tags: ["report"],
            description: "Creates a share link; `label` (for the owner) and `passcode` (asked of whoever opens it; only a hash is kept) are optional.",
            params: ConversationParamsSchema,
            body: ShareBodySchema,
            response: { 200: ReportShareCreatedSchema, 403: ErrorSchema, 404: ErrorSchema },
          },
        },
        async (request) => {
          assertSameUser(request, request.params.userId);
          return reports.createShare(request.params.userId, request.params.conversationId, request.body);
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
