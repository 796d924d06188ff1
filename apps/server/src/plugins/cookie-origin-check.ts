import type { FastifyInstance } from "fastify";
import { AppError } from "../services/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF for the product API (issue 17 item 9): a state-changing request that authenticates with the
 * session cookie must come from one of our origins. The Origin header decides; without it,
 * Sec-Fetch-Site must say same-origin. Bearer requests and requests without cookies are not affected
 * (a forged cross-site request cannot set Authorization), so API clients need no Origin. /api/auth/*
 * has better-auth's own check.
 */
export function registerCookieOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => o.replace(/\/+$/, "")));
  app.addHook("onRequest", (request, _reply, done) => {
    const url = request.url;
    if (SAFE_METHODS.has(request.method) || !url.startsWith("/api/") || url.startsWith("/api/auth/")) return done();
    const { cookie, authorization, origin } = request.headers;
    if (!cookie || (authorization ?? "").toLowerCase().startsWith("bearer ")) return done();
    if (origin !== undefined) return done(trusted.has(origin) ? undefined : new AppError("forbidden", "Cross-origin requests with the session cookie are refused"));
    const site = request.headers["sec-fetch-site"];
    if (site === "same-origin") return done();
    done(new AppError("forbidden", "Requests with the session cookie must send an Origin header"));
  });
}
