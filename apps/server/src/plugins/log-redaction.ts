import type { FastifyRequest } from "fastify";

// Paths whose last segment is a bearer secret: holding the address is holding the report.
const SECRET_PATH = /^(\/api\/share\/|\/r\/|\/api\/auth\/reset-password\/|\/api\/report-share\/user\/[^/?]+\/(?!conversation\/))[^/?#]+/;
// Query parameters that carry one-time credentials (verification, sign-in and reset links).
const SECRET_PARAM = /([?&](?:token|code|state|callbackURL)=)[^&#]*/gi;

/** A URL (absolute or a path) with share tokens and one-time tokens replaced, fit for a log line. */
export function redactUrl(url: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? "";
  return origin + url.slice(origin.length).replace(SECRET_PATH, "$1[redacted]").replace(SECRET_PARAM, "$1[redacted]");
}

/** pino's request serializer: the usual fields, with the URL redacted (issue 17 item 8). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
