import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { api, buildTestApp, lastEmailTo, signInAnonymous, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";

// Issue 17 items 9 and 10, against a real listening server with the platform fetch (which sends
// Sec-Fetch-Mode but no Origin, like Deno's and Bun's).
describe("clients that are not browsers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(() => server?.close());

  const platformFetch = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(server.baseUrl + path, {
      method: init.method ?? "GET",
      headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      redirect: "manual",
    });

  it("signs up, verifies, signs in and makes an authenticated call with the platform fetch", async () => {
    const email = `fetch-${randomUUID().slice(0, 8)}@example.com`;
    const up = await platformFetch("/api/auth/sign-up/email", { method: "POST", body: { email, password: "long-enough-1", name: "Fetch" } });
    expect(up.status).toBe(200);
    const verify = await fetch(lastEmailTo(server, email)?.links[0] ?? "", { redirect: "manual" });
    expect(verify.status).toBeLessThan(400);
    const signIn = await platformFetch("/api/auth/sign-in/email", { method: "POST", body: { email, password: "long-enough-1" } });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get("set-auth-token") ?? "";
    const { user } = (await signIn.json()) as { user: { id: string } };
    const upsert = await platformFetch("/api/user/upsert", { method: "POST", token, body: { userId: user.id, name: "Fetch", email, gender: "female", dob: "1990-01-01" } });
    expect(upsert.status).toBe(200);
  });

  it("keeps better-auth's origin check for requests that carry a cookie", async () => {
    const guest = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: "POST" });
    const cookie = guest.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const res = await fetch(`${server.baseUrl}/api/auth/update-user`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "X" }) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("MISSING_OR_NULL_ORIGIN");
  });

  it("refuses a bearer token without its signature", async () => {
    const guest = await signInAnonymous(server);
    const unsigned = guest.token.split(".")[0] ?? "";
    expect((await api(server, "GET", `/api/user/${guest.userId}`, { token: unsigned })).status).toBe(401);
    expect((await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token })).status).toBe(200);
  });

  it("ends the other sessions when the password changes, even if the client does not ask", async () => {
    const pat = await signUpVerified(server);
    const other = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: pat.password } });
    const otherToken = other.headers.get("set-auth-token") ?? "";
    const change = await api(server, "POST", "/api/auth/change-password", { token: pat.token, body: { currentPassword: pat.password, newPassword: "Another-horse-8" } });
    expect(change.status).toBe(200);
    expect((await api(server, "GET", `/api/user/${pat.userId}`, { token: otherToken })).status).toBe(401);
  });
});

describe("cookie requests to product routes", () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    server = await startServer("sqlite");
    const res = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: "POST" });
    cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    userId = ((await res.json()) as { user: { id: string } }).user.id;
  });
  afterAll(() => server?.close());

  const upsert = (headers: Record<string, string>) =>
    api(server, "POST", "/api/user/upsert", { headers: { cookie, ...headers }, body: { userId, name: "C", email: "c@example.com", gender: "male", dob: "1980-02-02" } });

  it("refuses a state-changing cookie request from a foreign Origin with 403", async () => {
    expect((await upsert({ origin: "https://evil.example" })).status).toBe(403);
  });

  it("refuses a cookie request that names neither Origin nor a same-origin fetch site", async () => {
    expect((await upsert({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("accepts the cookie request from the app's own origin", async () => {
    expect((await upsert({ origin: server.baseUrl })).status).toBe(200);
  });

  it("accepts a cookie-less bearer request without Origin", async () => {
    const guest = await signInAnonymous(server);
    const res = await api(server, "POST", "/api/user/upsert", { token: guest.token, body: { userId: guest.userId, name: "B", email: "b@example.com", gender: "male", dob: "1980-02-02" } });
    expect(res.status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends HSTS when the public address is https, and not otherwise", async () => {
    const https = await buildTestApp({ PUBLIC_URL: "https://guide.example" });
    const http = await buildTestApp();
    try {
      expect((await https.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect((await http.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await https.close();
      await http.close();
    }
  });

  it("gives /api/docs a content security policy limited to its own origin", async () => {
    const built = await buildTestApp();
    try {
      const res = await built.app.inject({ url: "/api/docs/" });
      const csp = String(res.headers["content-security-policy"] ?? "");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("https:");
    } finally {
      await built.close();
    }
  });
});
