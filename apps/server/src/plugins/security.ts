import type { FastifyInstance } from "fastify";

/**
 * The pages' Content-Security-Policy. The SPA loads only its own scripts and styles; MUI/emotion
 * inject <style> tags, hence 'unsafe-inline' for styles. Inline scripts run only when their sha256
 * is listed (`scriptHashes`: index.html's colour-mode script, see web-app.ts inlineScriptHashes).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Security headers on every response, and no caching of API answers (they carry health data). */
export function registerSecurityHeaders(app: FastifyInstance, options: { https?: boolean; scriptHashes?: readonly string[] } = {}): void {
  const csp = contentSecurityPolicy(options.scriptHashes);
  const common = {
    // Under https (PUBLIC_URL), browsers must never fall back to plain http for this host (issue 17 item 9).
    ...(options.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), geolocation=(), microphone=(self)",
  };
  // Set when the request arrives (a synchronous hook: the cheapest place); a route may still
  // replace cache-control for itself (static assets do).
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(common);
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    else reply.header("content-security-policy", csp);
    done();
  });
}
