import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.ts";
import { AppError } from "../services/app-error.ts";
import type { SignInThrottle } from "../auth/sign-in-throttle.ts";
import { checkAuthBody } from "./auth-body.ts";
import { authErrorScope } from "../auth/auth-errors.ts";
import { classifyInfraError } from "./infra-errors.ts";
import { createSessionLookup } from "../auth/session-lookup.ts";

export interface SessionUser {
  id: string;
  email: string;
  isAnonymous: boolean;
  /** When this session signed in (for actions that need a recent sign-in). */
  sessionCreatedAt?: Date | undefined;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// The body may be rewritten (auth-body.ts), so its framing headers are recomputed by fetch.
const DROPPED = new Set([CLIENT_IP_HEADER, "content-length", "transfer-encoding"]);

function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED.has(key.toLowerCase())) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  // A request with no cookie and no Origin/Referer is not a browser acting on someone's session: it is
  // an API client (Node's, Deno's and Bun's fetch send Sec-Fetch-Mode but never Origin). Without
  // ambient credentials there is nothing to forge, so better-auth's fetch-metadata CSRF check, which
  // would answer 403 MISSING_OR_NULL_ORIGIN, is not applied to it (API.md, decision 001). A browser
  // always sends Origin on POST, so its requests keep the check.
  if (!headers.has("cookie") && !headers.has("origin") && !headers.has("referer")) {
    for (const name of ["sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user"]) headers.delete(name);
  }
  // request.ip honours TRUST_PROXY; better-auth's rate limits key on this header only.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
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
}

/** Mounts better-auth on /api/auth/* (its documented Fastify bridge) and decorates `requireUser`. */
export async function registerAuth(app: FastifyInstance, auth: Auth, throttle?: SignInThrottle): Promise<void> {
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
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const { bytes, json } = checkAuthBody(url.pathname, request.headers["content-type"], raw);
        // Per-account throttle on failed password sign-ins (issue 17 item 4), whatever the client address.
        const email = url.pathname.endsWith("/sign-in/email") && typeof json?.email === "string" ? json.email : undefined;
        if (email && throttle) {
          const wait = await throttle.blockedFor(email);
          if (wait > 0) throw new AppError("rate_limited", "Too many failed sign-ins for this account; try again later or reset the password").retryAfter(wait);
        }
        const scope: { error?: unknown } = {};
        const response = await authErrorScope.run(scope, () => auth.handler(new Request(url, { method: request.method, headers: webHeaders(request), body: bytes })));
        // better-auth answers its internal errors with a bare 500; an unreachable database or Redis is a 503.
        if (response.status >= 500 && scope.error !== undefined) {
          const infra = classifyInfraError(scope.error);
          if (infra) throw new AppError(infra.status === 503 ? "unavailable" : "bad_request", infra.detail).retryAfter(5);
        }
        if (email && throttle) {
          if (response.status === 401) await throttle.recordFailure(email);
          else if (response.status === 200) await throttle.recordSuccess(email);
        }
        return sendWebResponse(reply, response);
      },
    });
  });

  // Every product request reads its session: the lookup spares better-auth's endpoint machinery and answers alike (decision 012).
  const findSession = await createSessionLookup(auth);
  app.decorate("requireUser", async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await findSession(request.headers, () => auth.api.getSession({ headers: webHeaders(request) }));
    if (!session) throw new AppError("unauthorized", "Sign in first: no valid session or bearer token");
    request.user = {
      id: session.user.id,
      email: session.user.email,
      isAnonymous: Boolean((session.user as { isAnonymous?: boolean | null }).isAnonymous),
      sessionCreatedAt: new Date(session.session.createdAt),
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
