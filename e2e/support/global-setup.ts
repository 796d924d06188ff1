import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OAuth2Server } from "oauth2-mock-server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the app server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app server was not ready at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts a real OpenID Connect provider standing in for Google (with a small control endpoint that
 * sets who signs in next) and the real app server, built web app included, on free ports.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  let identity = { sub: "google-user-1", email: "google.person@example.com", name: "Google Person" };
  oidc.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
  const oidcPort = await freePort();
  await oidc.start(oidcPort, "127.0.0.1");

  const controlPort = await freePort();
  const control = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      identity = { ...identity, ...(JSON.parse(body || "{}") as Partial<typeof identity>) };
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => control.listen(controlPort, "127.0.0.1", r));

  const dataDir = mkdtempSync(path.join(tmpdir(), "hg-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(path.join(ROOT, "node_modules/.bin/node"), ["apps/server/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      GOOGLE_CLIENT_ID: "e2e-client",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
      COHORT_GROUPS: "shs,pilot",
      // Each test browses from its own X-Forwarded-For address (fixtures.ts), so limits stay per test.
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT_MAX: "5",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForReady(`${baseUrl}/api/ready`, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OIDC_CONTROL = `http://127.0.0.1:${controlPort}`;

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    control.close();
    await oidc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
