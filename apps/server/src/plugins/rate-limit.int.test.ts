import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, UNLIMITED, type TestServer } from "../../test/helper.ts";

// Issue 17 items 2, 4 and 9: limits answer 429 with Retry-After, key on what a client cannot rotate.
describe("product-route limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { ...UNLIMITED, CONVERSATIONS_PER_HOUR: "3", API_RATE_LIMIT_PER_USER: "40", HEAVY_REQUESTS_PER_MINUTE: "2" });
  });
  afterAll(() => server?.close());

  it("caps new conversations per user per hour with 429 and Retry-After", async () => {
    const guest = await signInAnonymous(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "I have a headache" } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "again" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another person is not affected.
    const other = await signInAnonymous(server);
    expect((await api(server, "POST", "/api/new-conversation", { token: other.token, body: { userId: other.userId, user_input: "hello" } })).status).toBe(200);
  });

  it("limits requests per user per minute", async () => {
    const guest = await signInAnonymous(server);
    const statuses = await Promise.all(Array.from({ length: 45 }, () => api(server, "GET", `/api/get-conversation/user/${guest.userId}`, { token: guest.token }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  });

  it("limits heavy requests (exports) more tightly", async () => {
    const guest = await signInAnonymous(server);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(server, "GET", `/api/user/${guest.userId}/export`, { token: guest.token })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("per-address limit behind a proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { ...UNLIMITED, TRUST_PROXY: "1", API_RATE_LIMIT_PER_ADDRESS: "5" });
  });
  afterAll(() => server?.close());

  it("keys on the address the trusted proxy saw, so rotating the left-most X-Forwarded-For entry does not help", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const forged = `10.0.${i}.${i + 1}, 203.0.113.50`;
      statuses.push((await api(server, "GET", "/api/get-conversation/user/x", { headers: { "x-forwarded-for": forged } })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // A different client behind the same proxy has its own budget.
    expect((await api(server, "GET", "/api/get-conversation/user/x", { headers: { "x-forwarded-for": "198.51.100.3" } })).status).toBe(401);
  });
});

describe("per-account failed sign-in throttle", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { ...UNLIMITED, SIGN_IN_FAILURES_MAX: "3", TRUST_PROXY: "1" });
  });
  afterAll(() => server?.close());

  it("answers 429 with Retry-After after repeated wrong passwords for one account, from any address", async () => {
    const pat = await signUpVerified(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: "wrong-password" }, headers: { "x-forwarded-for": `192.0.2.${i + 10}` } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email.toUpperCase(), password: pat.password }, headers: { "x-forwarded-for": "192.0.2.99" } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not affect other accounts", async () => {
    const other = await signUpVerified(server);
    expect((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: other.email, password: other.password } })).status).toBe(200);
  });
});

describe.each(BACKENDS)("share-link cap on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it("holds at 50 a day under 60 concurrent requests, answering the rest 429 with Retry-After", async () => {
    const guest = await signInAnonymous(server);
    const chat = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "I get headaches" } });
    const path = `/api/report-share/user/${guest.userId}/conversation/${chat.body.conversationId}`;
    const results = await Promise.all(Array.from({ length: 60 }, () => api(server, "POST", path, { token: guest.token, body: {} })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(80_000);
  });

  it("pages the list of links with a cursor", async () => {
    const guest = await signInAnonymous(server);
    const chat = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "I get headaches" } });
    for (let i = 0; i < 5; i++) await api(server, "POST", `/api/report-share/user/${guest.userId}/conversation/${chat.body.conversationId}`, { token: guest.token, body: {} });
    const first = await api(server, "GET", `/api/report-share/user/${guest.userId}?limit=2`, { token: guest.token });
    expect(first.body.shares).toHaveLength(2);
    const ids = [...first.body.shares.map((s: { id: string }) => s.id)];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await api(server, "GET", `/api/report-share/user/${guest.userId}?limit=2&cursor=${cursor}`, { token: guest.token });
      ids.push(...page.body.shares.map((s: { id: string }) => s.id));
      cursor = page.body.nextCursor;
    }
    expect(new Set(ids).size).toBe(5);
    expect((await api(server, "GET", `/api/report-share/user/${guest.userId}?cursor=bogus`, { token: guest.token })).status).toBe(400);
  });
});
