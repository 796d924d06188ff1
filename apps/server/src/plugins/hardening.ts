import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { registerCookieOriginCheck } from "./cookie-origin-check.ts";
import { registerRateLimits, type RateLimits } from "./rate-limit.ts";
import { registerRequestGuards } from "./request-guards.ts";

/** Everything that stands between hostile traffic and the routes (issue 17): input guards, CSRF, rate limits. Register before the routes. */
export function registerHardening(app: FastifyInstance, options: { trustedOrigins: readonly string[]; limits: RateLimits; redis?: Redis | undefined }): void {
  registerRequestGuards(app);
  registerCookieOriginCheck(app, options.trustedOrigins);
  registerRateLimits(app, options.limits, options.redis);
}
