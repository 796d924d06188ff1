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
  /** Present when REDIS_URL is set: readiness then also needs Redis to answer (issue 17 item 5). */
  isRedisReachable?: (() => Promise<boolean>) | undefined;
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
        const [database, redis] = await Promise.all([deps.isDatabaseReachable(), deps.isRedisReachable?.() ?? true]);
        if (!database) return reply.status(503).header("retry-after", "5").send({ detail: "Database is not reachable" });
        // Requests still work without Redis (sessions are read from the database), but limits are then
        // per instance: a load balancer should know.
        if (!redis) return reply.status(503).header("retry-after", "5").send({ detail: "Redis is not reachable" });
        return { status: "ready" as const, llm: deps.llm };
      },
    );

    app.get("/api/config", { schema: { tags: ["system"], response: { 200: PublicConfigSchema } } }, async () => deps.publicConfig);
  };
}
