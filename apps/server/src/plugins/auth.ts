import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.ts";
import { AppError } from "../services/app-error.ts";

export interface SessionUser {
  id: string;
  email: string;
  isAnonymous: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key.toLowerCase() === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  // request.ip honours TRUST_PROXY; better-auth's rate limits key on this header only.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Mounts better-auth on /api/auth/* (its documented Fastify bridge) and decorates `requireUser`. */
export async function registerAuth(app: FastifyInstance, auth: Auth): Promise<void> {
  app.decorateRequest("user", null);

  // Encapsulated so the raw body reaches better-auth untouched (Fastify's JSON parser would reject
  // some of its bodies, e.g. an empty one with a JSON content type).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: {
        tags: ["auth"],
        description:
          "better-auth: POST /api/auth/sign-up/email, /sign-in/email, /sign-in/anonymous, /sign-in/social, /send-verification-email, /sign-out; GET /api/auth/get-session, /verify-email. The bearer token is the set-auth-token response header.",
      },
      async handler(request, reply) {
        const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
        const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
        const response = await auth.handler(new Request(url, { method: request.method, headers: webHeaders(request), body }));
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        // better-auth names it X-Retry-After; HTTP clients look for Retry-After (API.md).
        const retryAfter = response.headers.get("x-retry-after");
        if (retryAfter) reply.header("retry-after", retryAfter);
        reply.header("cache-control", "no-store");
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });

  app.decorate("requireUser", async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await auth.api.getSession({ headers: webHeaders(request) });
    if (!session) throw new AppError("unauthorized", "Sign in first: no valid session or bearer token");
    request.user = {
      id: session.user.id,
      email: session.user.email,
      isAnonymous: Boolean((session.user as { isAnonymous?: boolean | null }).isAnonymous),
    };
  });
}

declare module "fastify" {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in user (after `requireUser`), 403 when the route's user id is someone else's. */
export function assertSameUser(request: FastifyRequest, userId: string): SessionUser {
  const user = request.user;
  if (!user) throw new AppError("unauthorized", "Sign in first: no valid session or bearer token");
  if (user.id !== userId) throw new AppError("forbidden", "This user id is not the signed-in user");
  return user;
}
