import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PublicConfigSchema, type PublicConfig } from "@hg/shared";

/** Liveness, readiness and the public configuration (no authentication). */
const ReadySchema = z.object({
  status: z.literal("ready"),
  // Who phrases the assistant's replies: null for the clinical engine itself. Never the key.
  llm: z.object({ provider: z.string(), model: z.string() }).nullable(),
});

export function systemRoutes(deps: {
  isDatabaseReachable: () => Promise<boolean>;
  publicConfig: PublicConfig;
  llm: { provider: string; model: string } | null;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/health", { schema: { tags: ["system"], response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({
      status: "ok" as const,
    }));

    app.get(
      "/api/ready",
      { schema: { tags: ["system"], response: { 200: ReadySchema, 503: z.object({ detail: z.string() }) } } },
      async (_request, reply) => {
        if (await deps.isDatabaseReachable()) return { status: "ready" as const, llm: deps.llm };
        return reply.status(503).send({ detail: "Database is not reachable" });
      },
    );

    app.get("/api/config", { schema: { tags: ["system"], response: { 200: PublicConfigSchema } } }, async () => deps.publicConfig);
  };
}
