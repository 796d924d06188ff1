import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { api, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

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

const skipReason = await redisSkipReason();
if (skipReason) console.warn(`[integration] skipping the Redis run: ${skipReason}`);

describe.skipIf(skipReason !== null)("sessions and rate limits in Redis", () => {
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startServer("sqlite", { REDIS_URL, AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY: "true" });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.close();
  });

  it("keeps a signed-in session in Redis and still authenticates with it", async () => {
    const pat = await signUpVerified(server);
    const token = pat.token.split(".")[0] ?? "";
    expect(await redis.exists(`hg:auth:${token}`)).toBe(1);
    const res = await api(server, "GET", `/api/user/${pat.userId}`, { token: pat.token });
    expect(res.status).toBe(404);
  });

  it("counts sign-in attempts in Redis, so every instance shares the limit", async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: "r@example.com", password: "nope-nope" }, headers: { "x-forwarded-for": ip } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await redis.keys("hg:auth:*sign-in*")).length).toBeGreaterThan(0);
  });
});
