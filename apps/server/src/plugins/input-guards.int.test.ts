import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";

// Issue 17 item 6: hostile input is a 400 on both databases, never a 5xx, and nothing is stored.
describe.each(BACKENDS)("input guards on %s", (backend) => {
  let server: TestServer;
  let guest: Session;
  beforeAll(async () => {
    server = await startServer(backend);
    guest = await signInAnonymous(server);
  });
  afterAll(() => server?.close());

  const profile = (name: string) => ({ userId: guest.userId, name, email: "x@example.com", gender: "female", dob: "1990-01-01" });

  it("refuses a NUL character inside a body string with 400 and stores nothing", async () => {
    const res = await api(server, "POST", "/api/user/upsert", { token: guest.token, body: profile("Pat\u0000") });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/NUL/);
    expect((await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token })).body.name).toBe("Guest");
  });

  it("refuses a NUL character in a path id with 400", async () => {
    const res = await api(server, "GET", `/api/get-conversation/user/${guest.userId}/conversation/abc%00def`, { token: guest.token });
    expect(res.status).toBe(400);
  });

  it("refuses a NUL character in a new message with 400", async () => {
    const res = await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: "head\u0000ache" } });
    expect(res.status).toBe(400);
  });

  it("refuses JSON nested thousands deep with 400", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const res = await api(server, "POST", "/api/user/upsert", { token: guest.token, body: `{"userId":"${guest.userId}","x":${deep}}` });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/nested deeper/);
  });

  it("refuses an intake with a string longer than any field needs with 400", async () => {
    const res = await api(server, "POST", `/api/user/${guest.userId}/intake`, { token: guest.token, body: { intake: { chief_complaint: "x".repeat(5000) } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("intake.chief_complaint");
  });

  it("refuses an intake with hundreds of unknown keys with 400", async () => {
    const extra = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]));
    const res = await api(server, "POST", `/api/user/${guest.userId}/intake`, { token: guest.token, body: { intake: { chief_complaint: "migraine", ...extra } } });
    expect(res.status).toBe(400);
  });

  describe("auth routes", () => {
    let pat: Session;
    beforeAll(async () => {
      pat = await signUpVerified(server);
    });

    it.each([["null", null], ["a number", 42], ["an object", { a: 1 }], ["an empty string", " "]])("answers update-user with %s as the name with 400", async (_label, name) => {
      const res = await api(server, "POST", "/api/auth/update-user", { token: pat.token, body: { name } });
      expect(res.status).toBe(400);
    });

    it("still updates the name with a proper string", async () => {
      const res = await api(server, "POST", "/api/auth/update-user", { token: pat.token, body: { name: "Patricia" } });
      expect(res.status).toBe(200);
    });

    it("answers sign-in with a NUL in the email with 400", async () => {
      expect((await api(server, "POST", "/api/auth/sign-in/email", { body: { email: "a\u0000@example.com", password: "whatever-1" } })).status).toBe(400);
    });

    it("answers an auth body that is not an object, or nested too deep, with 400", async () => {
      expect((await api(server, "POST", "/api/auth/sign-in/email", { body: "[1,2]" })).status).toBe(400);
      expect((await api(server, "POST", "/api/auth/sign-in/email", { body: `{"email":${"[".repeat(100)}${"]".repeat(100)}}` })).status).toBe(400);
    });
  });
});
