import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

/**
 * CSP sources (`sha256-...`) of the inline scripts in the built index.html (the colour-mode script
 * the web build writes there, apps/web/build/landing-shell.ts), so the policy allows exactly those
 * and no other inline script. Read from the file the server sends, so a rebuild never needs a
 * hand-copied hash. Empty when the web app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `sha256-${createHash("sha256").update(body ?? "", "utf8").digest("base64")}`,
  );
}

/**
 * Serves the built web app from one port with the API. Paths outside /api that are not files get
 * index.html, so the client router draws its own screens (including its not-found screen).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, "web app not built: run `npm run build` (the API still works)");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file: sent as the browser accepts, never compressed per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      reply.header("cache-control", filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // With wildcard off, @fastify/static routes each built file by name; everything else lands here.
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.status(404).send({ detail: `No route for GET ${request.url.split("?")[0]}` });
    // A shared report is for the doctor holding the link, never for search engines.
    if (request.url.startsWith("/r/")) reply.header("x-robots-tag", "noindex, nofollow");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
