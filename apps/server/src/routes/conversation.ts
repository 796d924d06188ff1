import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emergencyNumbersFor, localesOfAcceptLanguage } from "@hg/shared/emergency-numbers";
import { z } from "zod";
import {
  ApiErrorBodySchema,
  AssistantTurnSchema,
  ContinueConversationBodySchema,
  ConversationHistorySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  NewConversationBodySchema,
  NewConversationResponseSchema,
  PageQuerySchema,
  UserIdParamsSchema,
} from "@hg/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { assertSameUser } from "../plugins/auth.ts";
import { AppError } from "../services/app-error.ts";
import type { AssistantTurn } from "@hg/shared";
import type { ChatService, LiveReply } from "../services/chat-service.ts";

// The emergency numbers an emergency reply names: the region of the browser's (or client's)
// Accept-Language, the same table the web app's call button reads, so both name the same number.
const regionalNumbers = (request: FastifyRequest): string[] | undefined => {
  const header = request.headers["accept-language"];
  return header === undefined ? undefined : emergencyNumbersFor(localesOfAcceptLanguage(header));
};

const ErrorSchema = z.object({ detail: z.string() });
const ConversationPageQuerySchema = PageQuerySchema.extend({ limit: PageQuerySchema.shape.limit.unwrap().default(100) });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

// Rename (issue 15). Declared here, not in packages/shared, for now: the web form mirrors the same rule.
const CONVERSATION_TITLE_MAX = 120;
const RenameConversationBodySchema = z.object({
  title: z
    .string({ error: "title is required" })
    .trim()
    .min(1, "title cannot be empty or only spaces")
    .max(CONVERSATION_TITLE_MAX, `title must be at most ${CONVERSATION_TITLE_MAX} characters`)
    // A lone surrogate would be stored as U+FFFD: the answer would not be what was stored.
    .refine((title) => !/\p{Cs}/u.test(title), "title must be valid Unicode text")
    // A title is one line wherever it shows.
    .transform((title) => title.replace(/\s+/g, " ")),
});
const RenamedConversationSchema = z.object({ conversationId: z.string(), title: z.string() });

const STREAM_NOTE =
  "With `Accept: text/event-stream` the reply streams as server-sent events: `delta` {text} (append), `replace` {text} " +
  "(replaces all text so far: the engine's phrasing stood in for the model's), then `final` (the JSON answer: response, " +
  "response_type, urgency, suggestions, questionId, slots, choices, multiple, messageId, userMessageId, incomplete[, conversationId, " +
  "title]), then `stored` {messageId}; `error` {detail} if it fails after starting.";

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/event-stream");

/**
 * Runs one turn as server-sent events. The stream opens on the first text, so errors found before
 * (403, 404...) are still plain JSON with their status. Closing the connection aborts the turn; the
 * service then stores what was sent.
 */
async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (live: LiveReply) => Promise<AssistantTurn & { conversationId?: string; title?: string }>,
): Promise<void> {
  const stopped = new AbortController();
  const res = reply.raw;
  res.on("close", () => {
    if (!res.writableFinished) stopped.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!reply.sent) {
      reply.hijack();
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        // Proxies such as nginx would otherwise hold the events back.
        "x-accel-buffering": "no",
      });
    }
    if (!res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let turn;
  try {
    turn = await run({ onText: (e) => send(e.kind, { text: e.text }), signal: stopped.signal });
  } catch (error) {
    if (!reply.sent) throw error;
    if (!(error instanceof AppError)) request.log.error({ err: { type: (error as Error).name, stack: (error as Error).stack } }, "streamed turn failed");
    send("error", { detail: error instanceof AppError ? error.message : "Internal server error" });
    res.end();
    return;
  }
  send("final", turn);
  send("stored", { messageId: turn.messageId });
  res.end();
}

/** The conversation routes of API.md. */
export function conversationRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.post(
      "/api/new-conversation",
      { schema: { tags: ["chat"], description: STREAM_NOTE, body: NewConversationBodySchema, response: { 200: NewConversationResponseSchema, ...errors } } },
      async (request, reply) => {
        const { userId, user_input, client_message_id, answer } = request.body;
        assertSameUser(request, userId);
        const send = { input: user_input, clientMessageId: client_message_id, answer, emergencyNumbers: regionalNumbers(request) };
        if (wantsStream(request)) return streamTurn(request, reply, (live) => chat.newConversation(userId, send, live));
        return chat.newConversation(userId, send);
      },
    );

    app.post(
      "/api/continue-conversation",
      { schema: { tags: ["chat"], description: STREAM_NOTE, body: ContinueConversationBodySchema, response: { 200: AssistantTurnSchema, ...errors } } },
      async (request, reply) => {
        const { userId, conversationId, user_input, client_message_id, answer, replaceMessageId } = request.body;
        assertSameUser(request, userId);
        const send = { input: user_input, clientMessageId: client_message_id, answer, replaceMessageId, emergencyNumbers: regionalNumbers(request) };
        if (wantsStream(request)) return streamTurn(request, reply, (live) => chat.continueConversation(userId, conversationId, send, live));
        return chat.continueConversation(userId, conversationId, send);
      },
    );

    app.get(
      "/api/get-conversation/user/:userId",
      {
        schema: {
          tags: ["chat"],
          description: "The person's conversations, newest first, a page at a time (100 by default): pass `nextCursor` back as `cursor` for the next page.",
          params: UserIdParamsSchema,
          querystring: ConversationPageQuerySchema,
          response: { 200: ConversationListSchema, ...errors },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return chat.listConversations(request.params.userId, request.query);
      },
    );

    app.get(
      "/api/get-conversation/user/:userId/conversation/:conversationId",
      { schema: { tags: ["chat"], params: ConversationParamsSchema, response: { 200: ConversationHistorySchema, ...errors } } },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return chat.getHistory(request.params.userId, request.params.conversationId);
      },
    );

    app.patch(
      "/api/conversation/user/:userId/conversation/:conversationId",
      {
        schema: {
          tags: ["chat"],
          description: `Renames a conversation: \`title\` is trimmed and must be 1 to ${CONVERSATION_TITLE_MAX} characters.`,
          params: ConversationParamsSchema,
          body: RenameConversationBodySchema,
          // The full error body, so a form can put each field's problem on the field.
          response: { 200: RenamedConversationSchema, ...errors, 400: ApiErrorBodySchema },
        },
      },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return chat.renameConversation(request.params.userId, request.params.conversationId, request.body.title);
      },
    );

    app.delete(
      "/api/delete-conversation/user/:userId",
      { schema: { tags: ["chat"], params: UserIdParamsSchema, response: { 200: z.object({ deleted: z.number() }), ...errors } } },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return { deleted: await chat.deleteAllConversations(request.params.userId) };
      },
    );

    app.delete(
      "/api/delete-conversation/user/:userId/conversation/:conversationId",
      { schema: { tags: ["chat"], params: ConversationParamsSchema, response: { 200: z.object({ deleted: z.number() }), ...errors } } },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return { deleted: await chat.deleteConversation(request.params.userId, request.params.conversationId) };
      },
    );
  };
}
