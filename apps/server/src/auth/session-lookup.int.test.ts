import { sql } from "kysely";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { openTestDatabase } from "../../test/db-catalogue.ts";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";

// The product routes read sessions through their own lookup (decision 012); it must answer as
// better-auth does: a session ends at once when it is signed out, and better-auth still refreshes
// and expires sessions.

const DAY_MS = 86_400_000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const conversations = (server: TestServer, person: Session, headers: Record<string, string> = {}) =>
  api(server, "GET", `/api/get-conversation/user/${person.userId}`, { token: person.token || undefined, headers });

async function cookieGuest(server: TestServer): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: "POST" });
  return { cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), userId: ((await res.json()) as { user: { id: string } }).user.id };
}

const signOut = (server: TestServer, headers: Record<string, string>) =>
  fetch(`${server.baseUrl}/api/auth/sign-out`, { method: "POST", headers: { origin: server.baseUrl, "content-type": "application/json", ...headers }, body: "{}" });

describe.each(BACKENDS)("the session lookup of product routes on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  /** Sets a session's expiry (and last update) as if time had passed. */
  async function age(token: string, { expiresInMs, updatedAgoMs }: { expiresInMs: number; updatedAgoMs: number }): Promise<void> {
    const { db, close } = openTestDatabase(server);
    try {
      const expiresAt = new Date(Date.now() + expiresInMs).toISOString();
      const updatedAt = new Date(Date.now() - updatedAgoMs).toISOString();
      await sql`update "session" set "expiresAt" = ${expiresAt}, "updatedAt" = ${updatedAt} where "token" = ${token.split(".")[0]}`.execute(db);
    } finally {
      await close();
    }
  }

  async function expiresAt(token: string): Promise<number> {
    const { db, close } = openTestDatabase(server);
    try {
      const { rows } = await sql<{ expiresAt: string | Date }>`select "expiresAt" from "session" where "token" = ${token.split(".")[0]}`.execute(db);
      return new Date(rows[0]?.expiresAt ?? 0).getTime();
    } finally {
      await close();
    }
  }

  it("ends a bearer session on the next request after sign-out", async () => {
    const guest = await signInAnonymous(server);
    expect((await conversations(server, guest)).status).toBe(200);
    expect((await signOut(server, { authorization: `Bearer ${guest.token}` })).status).toBe(200);
    expect((await conversations(server, guest)).status).toBe(401);
  });

  it("ends a cookie session on the next request after sign-out", async () => {
    const { cookie, userId } = await cookieGuest(server);
    const person = { token: "", userId };
    expect((await conversations(server, person, { cookie })).status).toBe(200);
    expect((await signOut(server, { cookie })).status).toBe(200);
    expect((await conversations(server, person, { cookie })).status).toBe(401);
  });

  it("refuses a token whose signature was altered", async () => {
    const guest = await signInAnonymous(server);
    const [id, signature = ""] = guest.token.split(".");
    const altered = `${id}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect((await conversations(server, { ...guest, token: altered })).status).toBe(401);
    expect((await conversations(server, guest)).status).toBe(200);
  });

  it("refuses a session past its expiry", async () => {
    const guest = await signInAnonymous(server);
    await age(guest.token, { expiresInMs: -60_000, updatedAgoMs: 31 * DAY_MS });
    expect((await conversations(server, guest)).status).toBe(401);
  });

  it("lets better-auth extend a session that is due for its daily refresh", async () => {
    const guest = await signInAnonymous(server);
    await age(guest.token, { expiresInMs: 28 * DAY_MS, updatedAgoMs: 2 * DAY_MS });
    expect((await conversations(server, guest)).status).toBe(200);
    expect(await expiresAt(guest.token)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });
});

async function redisSkipReason(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return `Redis at ${REDIS_URL} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    probe.disconnect();
  }
}

const redisSkip = await redisSkipReason();

describe.skipIf(redisSkip !== null)("the session lookup with sessions in Redis", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { REDIS_URL });
  });
  afterAll(() => server?.close());

  it("ends a session on the next request after sign-out", async () => {
    const guest = await signInAnonymous(server);
    expect((await conversations(server, guest)).status).toBe(200);
    expect((await signOut(server, { authorization: `Bearer ${guest.token}` })).status).toBe(200);
    expect((await conversations(server, guest)).status).toBe(401);
  });
});
