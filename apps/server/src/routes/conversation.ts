import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AssistantTurnSchema,
  ContinueConversationBodySchema,
  ConversationHistorySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  NewConversationBodySchema,
  NewConversationResponseSchema,
  UserIdParamsSchema,
} from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { ChatService } from "../services/chat-service.ts";

const ErrorSchema = z.object({ detail: z.string() });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** The conversation routes of API.md. */
export function conversationRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.post(
      "/api/new-conversation",
      { schema: { tags: ["chat"], body: NewConversationBodySchema, response: { 200: NewConversationResponseSchema, ...errors } } },
      async (request) => {
        const { userId, user_input, client_message_id } = request.body;
        assertSameUser(request, userId);
        return chat.newConversation(userId, user_input, client_message_id);
      },
    );

    app.post(
      "/api/continue-conversation",
      { schema: { tags: ["chat"], body: ContinueConversationBodySchema, response: { 200: AssistantTurnSchema, ...errors } } },
      async (request) => {
        const { userId, conversationId, user_input, client_message_id } = request.body;
        assertSameUser(request, userId);
        return chat.continueConversation(userId, conversationId, user_input, client_message_id);
      },
    );

    app.get(
      "/api/get-conversation/user/:userId",
      { schema: { tags: ["chat"], params: UserIdParamsSchema, response: { 200: ConversationListSchema, ...errors } } },
      async (request) => {
        assertSameUser(request, request.params.userId);
        return { conversations: await chat.listConversations(request.params.userId) };
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
