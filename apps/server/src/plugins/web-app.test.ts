import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security.ts";
import { inlineScriptHashes, registerWebApp } from "./web-app.ts";

// The built index.html carries an inline colour-mode script (apps/web/build/landing-shell.ts): the
// policy must allow exactly that script, by its hash, and still no other inline script.
const SCRIPT = 'document.documentElement.setAttribute("data-color-mode","dark")';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script><style>.ls{}</style><script>${SCRIPT}</script></head><body><div id="root"></div></body></html>`;

describe("web app delivery", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "hg-web-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), INDEX);
    writeFileSync(path.join(dist, "assets", "index-abc.js"), "export {};");
    app = Fastify();
    registerSecurityHeaders(app, { scriptHashes: inlineScriptHashes(dist) });
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("hashes only the inline scripts of index.html", () => {
    const expected = `sha256-${createHash("sha256").update(SCRIPT).digest("base64")}`;
    expect(inlineScriptHashes(dist)).toEqual([expected]);
    expect(inlineScriptHashes(path.join(dist, "missing"))).toEqual([]);
  });

  it("serves index.html for every page with a policy that allows its inline script by hash, not 'unsafe-inline'", async () => {
    const [hash] = inlineScriptHashes(dist);
    for (const url of ["/", "/chat/abc", "/index.html"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<script>${SCRIPT}</script>`);
      const scriptSrc = String(res.headers["content-security-policy"]).split("; ").find((d) => d.startsWith("script-src"));
      expect(scriptSrc).toBe(`script-src 'self' '${hash}'`);
    }
  });

  it("keeps index.html revalidated and hashed assets immutable", async () => {
    expect((await app.inject({ url: "/" })).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/assets/index-abc.js" })).headers["cache-control"]).toContain("immutable");
  });
});
