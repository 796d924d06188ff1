import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { api, postgresSkipReason, signInAnonymous, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";
import { startCuttableProxy, type CuttableProxy } from "../../test/cuttable-proxy.ts";

// Issue 17 item 5, against the real Redis and PostgreSQL of the machine, cut through a TCP proxy.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisPort = Number(new URL(REDIS_URL).port || 6379);

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
const noRedis = await redisSkipReason();
const noPostgres = await postgresSkipReason();

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(noRedis !== null)("when Redis goes away", () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await startCuttableProxy(redisPort);
    server = await startServer("sqlite", { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_COMMAND_TIMEOUT_MS: "300" });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it("keeps authenticated calls working from database sessions, reports not ready, and recovers", async () => {
    const guest = await signInAnonymous(server);
    expect((await api(server, "GET", "/api/ready")).status).toBe(200);
    proxy.cut();
    const [ready, readyMs] = await timed(() => api(server, "GET", "/api/ready"));
    expect(ready.status).toBe(503);
    expect(ready.body.detail).toMatch(/Redis/);
    expect(readyMs).toBeLessThan(2000);
    const [profile, profileMs] = await timed(() => api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token }));
    expect(profile.status).toBe(200);
    expect(profileMs).toBeLessThan(2000);
    // New sessions too: rate-limit counters fall back to memory, the session to the database.
    const fresh = await signInAnonymous(server);
    expect((await api(server, "GET", `/api/user/${fresh.userId}`, { token: fresh.token })).status).toBe(200);
    proxy.restore();
    expect(await until(async () => (await api(server, "GET", "/api/ready")).status === 200, 8000)).toBe(true);
    expect((await api(server, "GET", `/api/user/${fresh.userId}`, { token: fresh.token })).status).toBe(200);
  });
});

describe("when Redis is down at start", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) is closed on these machines: connections are refused at once.
    server = await startServer("sqlite", { REDIS_URL: "redis://127.0.0.1:9" });
  });
  afterAll(() => server?.close());

  it("starts, serves signed-in calls from the database, and says not ready", async () => {
    const guest = await signInAnonymous(server);
    expect((await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token })).status).toBe(200);
    expect((await api(server, "GET", "/api/ready")).status).toBe(503);
  });
});

describe.skipIf(noRedis !== null)("account deletion with Redis", () => {
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startServer("sqlite", { REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.close();
  });

  it("removes the active-sessions key of the deleted user", async () => {
    const pat = await signUpVerified(server);
    expect(await redis.exists(`hg:auth:active-sessions-${pat.userId}`)).toBe(1);
    expect((await api(server, "DELETE", `/api/user/${pat.userId}`, { token: pat.token })).status).toBe(200);
    expect(await redis.exists(`hg:auth:active-sessions-${pat.userId}`)).toBe(0);
  });
});

describe.skipIf(noPostgres !== null)("when PostgreSQL goes away", () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  beforeAll(async () => {
    // The server's own database, reached through a proxy that the test cuts.
    server = await startServer("postgres");
    const url = new URL(server.databaseUrl ?? "");
    proxy = await startCuttableProxy(Number(url.port || 5432));
    await server.app.close();
    url.host = `127.0.0.1:${proxy.port}`;
    const viaProxy = await startServer("sqlite", { DATABASE_URL: url.toString(), PG_CONNECT_TIMEOUT_MS: "1000" });
    const close = server.close;
    server = { ...viaProxy, close: async () => { await viaProxy.close(); await close().catch(() => undefined); } };
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After (not 500) within the connection timeout, and recovers", async () => {
    const guest = await signInAnonymous(server);
    proxy.cut();
    const [res, ms] = await timed(() => api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token }));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).not.toBeNull();
    expect(ms).toBeLessThan(3000);
    expect((await api(server, "GET", "/api/ready")).status).toBe(503);
    expect((await api(server, "POST", "/api/auth/sign-in/anonymous")).status).toBe(503);
    proxy.restore();
    expect(await until(async () => (await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token })).status === 200, 8000)).toBe(true);
  });
});
