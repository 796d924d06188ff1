import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GroupParamsSchema, UpsertUserSchema, UserIdParamsSchema, UserProfileSchema } from "@hg/shared";
import { assertSameUser } from "../plugins/auth.ts";
import type { UserService } from "../services/user-service.ts";

const ErrorSchema = z.object({ detail: z.string() });

/** Profile routes of spec section 7 (shapes in API.md). */
export function userRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.requireUser);

    app.post(
      "/api/user/upsert",
      { schema: { tags: ["user"], body: UpsertUserSchema, response: { 200: z.object({ user: UserProfileSchema }), 403: ErrorSchema } } },
      async (request) => {
        const user = assertSameUser(request, request.body.userId);
        return { user: await users.upsertProfile(user, request.body) };
      },
    );

    app.get(
      "/api/user/:userId",
      { schema: { tags: ["user"], params: UserIdParamsSchema, response: { 200: UserProfileSchema, 404: ErrorSchema } } },
      async (request) => users.getProfile(assertSameUser(request, request.params.userId)),
    );

    app.post(
      "/api/user/:userId/group/:group",
      { schema: { tags: ["user"], params: GroupParamsSchema, response: { 200: z.object({ group: z.string() }), 400: ErrorSchema } } },
      async (request) => ({ group: await users.setGroup(assertSameUser(request, request.params.userId), request.params.group) }),
    );
  };
}
