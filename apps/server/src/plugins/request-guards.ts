import type { FastifyInstance } from "fastify";
import { AppError } from "../services/app-error.ts";
import { parseBoundedJson, urlHasNul } from "./json-limits.ts";

/**
 * Hostile input is a 400 before any route sees it: NUL bytes in the path or query, and JSON bodies
 * nested too deep or carrying NUL (issue 17 item 6). /api/auth/* has its own body check (auth-body.ts)
 * because better-auth reads the raw body.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    done(urlHasNul(request.raw.url ?? "") ? new AppError("bad_request", "Validation Error: the address must not contain NUL characters") : undefined);
  });

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(new AppError("bad_request", "Body cannot be empty when Content-Type is application/json"), undefined);
      return;
    }
    try {
      done(null, parseBoundedJson(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
