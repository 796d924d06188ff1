import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, lastEmailTo, signInAnonymous, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";

describe.each(BACKENDS)("accounts on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it("signs up without signing in and sends a verification link that signs in and lands on /verify-email", async () => {
    const email = "new.person@example.com";
    const up = await api(server, "POST", "/api/auth/sign-up/email", { body: { email, password: "long-enough-1", name: "New", callbackURL: "/verify-email" } });
    expect(up.status).toBe(200);
    expect(up.headers.get("set-auth-token")).toBeNull();
    const link = lastEmailTo(server, email)?.links[0] ?? "";
    expect(link).toContain("/api/auth/verify-email?token=");
    const verify = await fetch(link, { redirect: "manual" });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/verify-email");
    expect(verify.headers.getSetCookie().join(";")).toContain("session_token");
  });

  it("answers a sign-up for an existing email exactly like a new one, and tells the owner by email", async () => {
    const pat = await signUpVerified(server);
    const again = await api(server, "POST", "/api/auth/sign-up/email", { body: { email: pat.email, password: "another-pass-2", name: "X" } });
    expect(again.status).toBe(200);
    expect(again.body.user.id).not.toBe(pat.userId);
    expect(lastEmailTo(server, pat.email)?.subject).toBe("Someone tried to create an account with your email");
  });

  it("enforces the published password policy", async () => {
    const res = await api(server, "POST", "/api/auth/sign-up/email", { body: { email: "short@example.com", password: "short", name: "S" } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("gives the same answer for a wrong password and an unknown email (no enumeration)", async () => {
    const pat = await signUpVerified(server);
    const wrong = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: "wrong-password" } });
    const unknown = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: "nobody@example.com", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses sign-in before verification with EMAIL_NOT_VERIFIED, and resends the link", async () => {
    const email = "unverified@example.com";
    await api(server, "POST", "/api/auth/sign-up/email", { body: { email, password: "long-enough-1", name: "U" } });
    const res = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password: "long-enough-1" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("EMAIL_NOT_VERIFIED");
    const before = lastEmailTo(server, email)?.links[0];
    const resend = await api(server, "POST", "/api/auth/send-verification-email", { body: { email, callbackURL: "/verify-email" } });
    expect(resend.status).toBe(200);
    expect(lastEmailTo(server, email)?.links[0]).not.toBe(before);
  });

  it("works for bearer clients that send no Origin header", async () => {
    const pat = await signUpVerified(server);
    expect(pat.token).toMatch(/\./);
    const session = await api(server, "GET", "/api/auth/get-session", { token: pat.token });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(pat.userId);
  });

  it("moves a guest's data to the account it becomes when the guest verifies a new account", async () => {
    const guest = await signInAnonymous(server);
    await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token });
    const email = "guest.upgrade@example.com";
    await api(server, "POST", "/api/auth/sign-up/email", { token: guest.token, body: { email, password: "long-enough-1", name: "G", callbackURL: "/verify-email" } });
    const link = lastEmailTo(server, email)?.links[0] ?? "";
    const verify = await fetch(link, { redirect: "manual", headers: { authorization: `Bearer ${guest.token}` } });
    expect(verify.status).toBe(302);
    // The guest user is gone: its token no longer works.
    expect((await api(server, "GET", "/api/auth/get-session", { token: guest.token })).body).toBeNull();
  });

});

describe("sign-in rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  const attempt = (ip: string) =>
    api(server, "POST", "/api/auth/sign-in/email", { body: { email: "flood@example.com", password: "wrong-password" }, headers: { "x-forwarded-for": ip } });

  it("answers 429 with Retry-After once one client exceeds the limit, and only for that client", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt("203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt("203.0.113.7");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt("198.51.100.20")).status).toBe(401);
  });
});
