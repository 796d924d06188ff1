import type { FastifyInstance } from "fastify";

// The SPA loads only its own scripts and styles; MUI/emotion inject <style> tags, hence 'unsafe-inline' for styles.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Security headers on every response, and no caching of API answers (they carry health data). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", "camera=(), geolocation=(), microphone=(self)");
    if (request.url.startsWith("/api/")) {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    } else if (!request.url.startsWith("/api/docs")) {
      reply.header("content-security-policy", CSP);
    }
    return payload;
  });
}
