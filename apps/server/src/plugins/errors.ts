import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../services/app-error.ts";
import { classifyInfraError } from "./infra-errors.ts";

function fieldPath(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context;
}

/** One error handler: bad input -> 400 naming the field, AppError -> its status, anything else -> a logged generic 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: fieldPath(v.instancePath, error.validationContext ?? "body"),
        message: v.message ?? "is invalid",
      }));
      const detail = `Validation Error: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`;
      return reply.status(400).send({ detail, errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.errors ? { detail: error.message, errors: error.errors } : { detail: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): say what was wrong.
      const detail =
        status === 413 ? "Request body is too large (limit 256 KB)" : status === 415 ? "Content-Type must be application/json" : error.message;
      return reply.status(status).send({ detail });
    }
    // A database or Redis that is down is our problem for now (503), a value it cannot store is the input's (400).
    const infra = classifyInfraError(error);
    if (infra) {
      request.log[infra.status === 503 ? "error" : "warn"]({ err: { type: error.name, code: infra.code } }, infra.status === 503 ? "infrastructure unavailable" : "database refused a value");
      if (infra.status === 503) reply.header("retry-after", "5");
      return reply.status(infra.status).send({ detail: infra.detail });
    }
    request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, "unhandled error");
    return reply.status(500).send({ detail: "Internal server error" });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split("?")[0]}` }));
}
