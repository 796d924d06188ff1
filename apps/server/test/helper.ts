import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { parseEnv } from "../src/config/env.ts";

export type Backend = "sqlite" | "postgres";

/** Rate limits high enough that a test suite from one address never meets them. */
export const UNLIMITED = {
  API_RATE_LIMIT_PER_ADDRESS: "1000000",
  API_RATE_LIMIT_PER_USER: "1000000",
  CONVERSATIONS_PER_HOUR: "1000000",
  HEAVY_REQUESTS_PER_MINUTE: "1000000",
  SIGN_IN_FAILURES_MAX: "10000",
};

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let pgReachable: Promise<string | null> | undefined;
/** null when PostgreSQL answers; otherwise the reason the PostgreSQL run is skipped. */
export function postgresSkipReason(): Promise<string | null> {
  pgReachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      return null;
    } catch (error) {
      return `PostgreSQL at ${PG_URL} is not reachable (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return pgReachable;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hg_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  /** The PostgreSQL database of this server, undefined on SQLite. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

/** A real server on a random port with its own data folder (and its own PostgreSQL database for that backend). */
export async function startServer(
  backend: Backend = "sqlite",
  extraEnv: Record<string, string> = {},
  options: Pick<BuildOptions, "engine" | "clock"> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hg-test-"));
  const database = backend === "postgres" ? await createPostgresDatabase() : undefined;
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: "0",
    // Every test client is 127.0.0.1: a realistic limit would throttle the suite itself. The rate-limit
    // test sets its own limit and distinct client addresses.
    AUTH_RATE_LIMIT_MAX: "1000",
    // Likewise the product-route limits of issue 17: tests that check them set their own.
    ...UNLIMITED,
    GUEST_CLEANUP_INTERVAL_HOURS: "0",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  });
  // Email links must point at the real port, which is only known after listening: pick it first.
  const port = await freePort();
  const app = await buildApp({ env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, port, webDistDir: path.join(dataDir, "no-web"), ...options });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl: database?.url,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface Session {
  token: string;
  userId: string;
}

/** JSON request as a non-browser client: no Origin header, optional bearer token. */
export async function api(
  server: TestServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(server.baseUrl + url, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? (typeof options.body === "string" ? options.body : JSON.stringify(options.body)) : undefined,
    redirect: "manual",
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

/** The newest outbox email sent to an address. */
export function lastEmailTo(server: TestServer, to: string): { subject: string; links: string[]; text: string } | undefined {
  const dir = path.join(server.dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return undefined;
  }
  const emails = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string; subject: string; links: string[]; text: string });
  return emails.filter((e) => e.to === to).at(-1);
}

export async function signInAnonymous(server: TestServer): Promise<Session> {
  const res = await api(server, "POST", "/api/auth/sign-in/anonymous");
  if (res.status !== 200) throw new Error(`anonymous sign-in failed: ${res.status}`);
  return { token: res.headers.get("set-auth-token") ?? "", userId: res.body.user.id };
}

/** Signs up, follows the verification link from the outbox, then signs in: a verified account with a bearer token. */
export async function signUpVerified(server: TestServer, email = `p${randomUUID().slice(0, 8)}@example.com`, password = "Correct-horse-9"): Promise<Session & { email: string; password: string }> {
  const up = await api(server, "POST", "/api/auth/sign-up/email", { body: { email, password, name: "Pat", callbackURL: "/verify-email" } });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const link = lastEmailTo(server, email)?.links[0];
  if (!link) throw new Error("no verification email");
  const verify = await fetch(link, { redirect: "manual" });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  const signIn = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return { token: signIn.headers.get("set-auth-token") ?? "", userId: signIn.body.user.id, email, password };
}

/** An app for `inject` only (no port), on SQLite in its own folder; `close` removes everything. */
export async function buildTestApp(extraEnv: Record<string, string> = {}): Promise<{ app: FastifyInstance; dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hg-test-"));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "10000", ...UNLIMITED, GUEST_CLEANUP_INTERVAL_HOURS: "0", ...extraEnv });
  const app = await buildApp({ env, webDistDir: path.join(dataDir, "no-web") });
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, uniquely named PostgreSQL database (for tests that build apps themselves), or null when PostgreSQL is not reachable. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (await postgresSkipReason()) return null;
  return createPostgresDatabase();
}
