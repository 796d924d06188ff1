import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";

describe.each(BACKENDS)("user routes on %s", (backend) => {
  let server: TestServer;
  let pat: Session;
  let other: Session;

  beforeAll(async () => {
    server = await startServer(backend);
    pat = await signUpVerified(server);
    other = await signUpVerified(server);
  });
  afterAll(() => server?.close());

  const profile = (userId: string) => ({ userId, name: "Pat Doe", email: "ignored@example.com", gender: "female", dob: "1990-04-02" });

  it("answers 401 without a session", async () => {
    const res = await api(server, "GET", `/api/user/${pat.userId}`);
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/sign in/i);
  });

  it("answers 404 for a signed-in person with no profile yet", async () => {
    const res = await api(server, "GET", `/api/user/${pat.userId}`, { token: pat.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "User not registered!" });
  });

  it("saves a profile and reads it back, with the account's email and no-store caching", async () => {
    const saved = await api(server, "POST", "/api/user/upsert", { token: pat.token, body: profile(pat.userId) });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ userId: pat.userId, name: "Pat Doe", gender: "female", dob: "1990-04-02", isAnonymous: false });
    const read = await api(server, "GET", `/api/user/${pat.userId}`, { token: pat.token });
    expect(read.status).toBe(200);
    expect(read.body.email).toMatch(/@example\.com$/);
    expect(read.body.email).not.toBe("ignored@example.com");
    expect(read.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 403 for another user's id, in the path and in the body", async () => {
    expect((await api(server, "GET", `/api/user/${pat.userId}`, { token: other.token })).status).toBe(403);
    const body = await api(server, "POST", "/api/user/upsert", { token: other.token, body: profile(pat.userId) });
    expect(body.status).toBe(403);
    expect((await api(server, "POST", `/api/user/${pat.userId}/group/shs`, { token: other.token })).status).toBe(403);
  });

  it("rejects bad input with 400 naming the field, storing nothing", async () => {
    const res = await api(server, "POST", "/api/user/upsert", { token: other.token, body: { ...profile(other.userId), dob: "02/04/1990", gender: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Validation Error: /);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["dob", "gender"]);
    expect((await api(server, "GET", `/api/user/${other.userId}`, { token: other.token })).status).toBe(404);
  });

  it("rejects malformed JSON and oversized bodies without a 500", async () => {
    const bad = await api(server, "POST", "/api/user/upsert", { token: pat.token, body: "{not json" });
    expect(bad.status).toBe(400);
    const big = await api(server, "POST", "/api/user/upsert", { token: pat.token, body: { ...profile(pat.userId), name: "x".repeat(300 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body.detail).toMatch(/too large/);
  });

  it("sets an allowed group case-insensitively and refuses others", async () => {
    const ok = await api(server, "POST", `/api/user/${pat.userId}/group/SHS`, { token: pat.token });
    expect(ok).toMatchObject({ status: 200, body: { group: "shs" } });
    expect((await api(server, "GET", `/api/user/${pat.userId}`, { token: pat.token })).body.group).toBe("shs");
    const bad = await api(server, "POST", `/api/user/${pat.userId}/group/other`, { token: pat.token });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/not one of the allowed groups/);
  });

  it("registers a guest with a placeholder email on first read", async () => {
    const guest = await signInAnonymous(server);
    const res = await api(server, "GET", `/api/user/${guest.userId}`, { token: guest.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: guest.userId, isAnonymous: true, name: "Guest" });
    expect(res.body.email).toMatch(/^guest-.+@guest\.invalid$/);
  });
});
