import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it soon after). */
export async function freePort(): Promise<number> {
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

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the process and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * Starts the real app server (built web app included) on a free port with its own fresh DATA_DIR,
 * SQLite and in-memory limits; `env` adds to or overrides its environment.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hg-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Node flags as `npm start` passes them (decision 019).
  const child = spawn(path.join(ROOT, "node_modules/.bin/node"), ["--no-regexp-tier-up", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      // Each test browses from its own X-Forwarded-For address (fixtures.ts), so limits stay per test.
      TRUST_PROXY: "true",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await waitForReady(`${baseUrl}/api/ready`, child);
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
