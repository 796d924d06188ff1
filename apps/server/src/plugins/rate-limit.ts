import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { createWindowCounter, type WindowCounter } from "../auth/window-counter.ts";
import { AppError } from "../services/app-error.ts";

export interface RateLimits {
  perAddressPerMinute: number;
  perUserPerMinute: number;
  conversationsPerHour: number;
  heavyPerMinute: number;
}

// better-auth limits its own routes; liveness and readiness must answer probes whatever the load.
const EXEMPT = /^\/api\/(auth\/|health$|ready$|config$)/;

function isHeavy(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? "";
  if (request.method === "POST" && (route === "/api/share/:token" || route === "/api/report-share/user/:userId/conversation/:conversationId")) {
    // A passcode means scrypt (a fifth of a second of CPU), whether a link is created or opened with it:
    // as heavy as a PDF, which POST /api/share/{token} names in its body (docs/decisions/011).
    const body = request.body as { passcode?: unknown; format?: unknown } | null | undefined;
    return body?.passcode !== undefined || body?.format === "pdf";
  }
  const format = (request.query as { format?: unknown } | undefined)?.format;
  return route === "/api/user/:userId/export" || ((route.startsWith("/api/get-conversation-report/") || route === "/api/share/:token") && format === "pdf");
}

async function enforce(counter: WindowCounter, key: string, windowSeconds: number, max: number, what: string): Promise<void> {
  const { count, retryAfterSeconds } = await counter.hit(key, windowSeconds);
  if (count > max) throw new AppError("rate_limited", `Too many ${what}; try again in ${retryAfterSeconds} s`).retryAfter(retryAfterSeconds);
}

/**
 * Product-route limits (issue 17 item 2; docs/decisions/006): per client address before
 * authentication (so floods never reach the session lookup), then per signed-in user, a cap on new
 * conversations per hour, and a tighter one on heavy requests (PDF, export). 429 with Retry-After.
 */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits, redis?: Redis): void {
  const counter = createWindowCounter({ redis, prefix: "hg:rl:" });
  const applies = (request: FastifyRequest) => request.url.startsWith("/api/") && !EXEMPT.test(request.url.split("?")[0] ?? "");

  app.addHook("onRequest", async (request) => {
    if (applies(request)) await enforce(counter, `a:${request.ip}`, 60, limits.perAddressPerMinute, "requests from this address");
  });

  // preHandler: after the routes' own onRequest hooks, so request.user is known.
  app.addHook("preHandler", async (request) => {
    if (!applies(request)) return;
    const who = request.user ? `u:${request.user.id}` : `a:${request.ip}`;
    if (request.user) await enforce(counter, who, 60, limits.perUserPerMinute, "requests for this account");
    if (request.method === "POST" && request.routeOptions.url === "/api/new-conversation")
      await enforce(counter, `c:${who}`, 3600, limits.conversationsPerHour, "new conversations this hour");
    if (isHeavy(request)) await enforce(counter, `h:${who}`, 60, limits.heavyPerMinute, "reports or exports");
  });
}
