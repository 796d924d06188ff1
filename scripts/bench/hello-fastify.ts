import Fastify from "fastify";

// The baseline: a bare Fastify hello-world, so server figures are ratios measured on the same machine, same run.
const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
