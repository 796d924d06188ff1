import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, lastEmailTo, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";

// better-auth allows 3 reset requests a minute per address: each test browses from its own address.
let nextAddress = 1;
const address = () => `198.51.100.${nextAddress++}`;

describe.each(BACKENDS)("password reset on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, { TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  const requestReset = (email: string, ip = address()) =>
    api(server, "POST", "/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" }, headers: { "x-forwarded-for": ip } });

  /** The newest email to an address with this subject; reset emails are sent without being awaited. */
  async function waitForEmail(email: string, subject: string) {
    for (let i = 0; i < 40; i++) {
      const found = lastEmailTo(server, email);
      if (found?.subject === subject) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    return lastEmailTo(server, email);
  }

  /** The token from the emailed link, after following it to the web page as a browser does. */
  async function tokenFromEmail(email: string): Promise<string> {
    const link = (await waitForEmail(email, "Reset your Headache Guide password"))?.links[0] ?? "";
    expect(link).toContain("/api/auth/reset-password/");
    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location") ?? "", server.baseUrl);
    expect(target.pathname).toBe("/reset-password");
    return target.searchParams.get("token") ?? "";
  }

  it("answers an unknown address exactly like a known one, and emails only the known one", async () => {
    const pat = await signUpVerified(server);
    const known = await requestReset(pat.email);
    const unknown = await requestReset("nobody.here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await waitForEmail(pat.email, "Reset your Headache Guide password"))?.subject).toBe("Reset your Headache Guide password");
    expect(lastEmailTo(server, "nobody.here@example.com")).toBeUndefined();
  });

  it("sets the new password from the emailed link, ends every session and tells the owner", async () => {
    const pat = await signUpVerified(server);
    const other = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: pat.password } });
    const otherToken = other.headers.get("set-auth-token") ?? "";
    await requestReset(pat.email);
    const token = await tokenFromEmail(pat.email);

    const reset = await api(server, "POST", "/api/auth/reset-password", { body: { token, newPassword: "A-brand-new-pass-7" } });
    expect(reset.status).toBe(200);

    for (const t of [pat.token, otherToken]) expect((await api(server, "GET", "/api/auth/get-session", { token: t })).body).toBeNull();
    expect((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: pat.password } })).status).toBe(401);
    expect((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: pat.email, password: "A-brand-new-pass-7" } })).status).toBe(200);
    expect((await waitForEmail(pat.email, "Your Headache Guide password was changed"))?.subject).toBe("Your Headache Guide password was changed");
  });

  it("refuses a used link and a password outside the policy", async () => {
    const pat = await signUpVerified(server);
    await requestReset(pat.email);
    const token = await tokenFromEmail(pat.email);
    const short = await api(server, "POST", "/api/auth/reset-password", { body: { token, newPassword: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
    expect((await api(server, "POST", "/api/auth/reset-password", { body: { token, newPassword: "Long-enough-pass-1" } })).status).toBe(200);
    const again = await api(server, "POST", "/api/auth/reset-password", { body: { token, newPassword: "Another-pass-22" } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
  });

  it("sends a used or unknown link to the page with an error instead of a token", async () => {
    const opened = await fetch(`${server.baseUrl}/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get("location") ?? "", server.baseUrl).searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});

describe("session check rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY: "true" });
  });
  afterAll(() => server?.close());

  it("never answers 429 to a session check, however many come from one address", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 130; i++) statuses.add((await api(server, "GET", "/api/auth/get-session", { headers: { "x-forwarded-for": "203.0.113.50" } })).status);
    expect([...statuses]).toEqual([200]);
  });
});
