import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";

const LATER = 20 * 60 * 1000;
const INTAKE = { age: 34, sex: "female", headache_history: { severe_days: 4, moderate_days: 3, mild_days: 2 } };

// Issue 17 items 3 and 9: bounded intake history, streamed export, deletion from a fresh sign-in or with the password.
describe.each(BACKENDS)("account limits on %s", (backend) => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startServer(backend, {}, { clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => server?.close());

  it("keeps at most 50 intake versions and adds none for an unchanged resubmission", async () => {
    const guest = await signInAnonymous(server);
    const post = (n: number) => api(server, "POST", `/api/user/${guest.userId}/intake`, { token: guest.token, body: { intake: { ...INTAKE, chief_complaint: `headache ${n}` } } });
    for (let i = 0; i < 55; i++) expect((await post(i)).status).toBe(200);
    await post(54);
    const exported = await api(server, "GET", `/api/user/${guest.userId}/export`, { token: guest.token });
    expect(exported.body.intakeVersions).toHaveLength(50);
    expect(exported.body.intakeVersions.at(-1).intake.chief_complaint).toBe("headache 54");
  });

  it("streams the export as one valid JSON document", async () => {
    const guest = await signInAnonymous(server);
    for (let i = 0; i < 3; i++) await api(server, "POST", "/api/new-conversation", { token: guest.token, body: { userId: guest.userId, user_input: `headache story ${i}` } });
    const res = await fetch(`${server.baseUrl}/api/user/${guest.userId}/export`, { headers: { authorization: `Bearer ${guest.token}` } });
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const body = (await res.json()) as { conversations: { messages: unknown[] }[]; exportedAt: string };
    expect(body.conversations).toHaveLength(3);
    expect(body.conversations.every((c) => c.messages.length >= 2)).toBe(true);
  });

  describe("deleting the account", () => {
    afterAll(() => {
      offsetMs = 0;
    });

    it("refuses a session older than 15 minutes without the password, with 403", async () => {
      const pat = await signUpVerified(server);
      offsetMs = LATER;
      const res = await api(server, "DELETE", `/api/user/${pat.userId}`, { token: pat.token });
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/password/);
      expect((await api(server, "DELETE", `/api/user/${pat.userId}`, { token: pat.token, body: { password: "not-it-at-all" } })).status).toBe(403);
      expect((await api(server, "DELETE", `/api/user/${pat.userId}`, { token: pat.token, body: { password: pat.password } })).status).toBe(200);
      offsetMs = 0;
    });

    it("accepts a fresh sign-in without the password", async () => {
      const pat = await signUpVerified(server);
      expect((await api(server, "DELETE", `/api/user/${pat.userId}`, { token: pat.token })).status).toBe(200);
    });

    it("lets a guest delete itself from an old session (a guest has no password)", async () => {
      const guest = await signInAnonymous(server);
      offsetMs = LATER;
      expect((await api(server, "DELETE", `/api/user/${guest.userId}`, { token: guest.token })).status).toBe(200);
      offsetMs = 0;
    });
  });
});
