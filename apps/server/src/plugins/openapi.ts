import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, the UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Headache Guide API",
        description: "HTTP API of the headache guidance chat assistant (beta). Authentication: better-auth under /api/auth/*; send `Authorization: Bearer <token>` from the `set-auth-token` header.",
        version: "0.1.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The docs page gets a CSP too (issue 17 item 9): the plugin's hash-based one, tightened to our own
    // origin (no https: wildcards, no outside validator, never framed) and without
    // upgrade-insecure-requests, which would break the page on a plain-http development server.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header) =>
      `${header
        .replace(" validator.swagger.io", "")
        .replaceAll(" https:", "")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(" upgrade-insecure-requests;", "")} connect-src 'self'; form-action 'none';`,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
