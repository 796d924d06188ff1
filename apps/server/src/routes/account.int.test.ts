import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type TestServer } from "../../test/helper.ts";
import { scriptedEngine } from "../../test/scripted-engine.ts";
import { openTestDatabase, rowsMentioning } from "../../test/db-catalogue.ts";

const intake = { chief_complaint: "Pressing headaches", age: 52, sex: "male", headache_history: { mild_days: 8 } };

describe.each(BACKENDS)("account data rights on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, {}, { engine: scriptedEngine });
  });
  afterAll(() => server?.close());

  async function personWithData(): Promise<Awaited<ReturnType<typeof signUpVerified>> & { conversationId: string }> {
    const person = await signUpVerified(server);
    await api(server, "POST", "/api/user/upsert", { token: person.token, body: { userId: person.userId, name: "Sam", email: "", gender: "male", dob: "1970-01-01" } });
    await api(server, "POST", `/api/user/${person.userId}/intake`, { token: person.token, body: { intake } });
    const chat = await api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: "My head hurts every morning" } });
    await api(server, "POST", "/api/continue-conversation", { token: person.token, body: { userId: person.userId, conversationId: chat.body.conversationId, user_input: "yes" } });
    await api(server, "POST", "/api/user-feedback", { token: person.token, body: { userId: person.userId, conversationId: chat.body.conversationId, helpful: false, message: "slow", details: { comments: "slow", feedback_boxes: ["Too slow to respond"] } } });
    await api(server, "POST", `/api/report-share/user/${person.userId}/conversation/${chat.body.conversationId}`, { token: person.token, body: {} });
    return { ...person, conversationId: chat.body.conversationId };
  }

  it("exports everything created for the person as a JSON attachment", async () => {
    const person = await personWithData();
    const res = await api(server, "GET", `/api/user/${person.userId}/export`, { token: person.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="headache-guide-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body.account.user).toMatchObject({ id: person.userId });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt\$/i);
    expect(res.body.profile).toMatchObject({ name: "Sam", dob: "1970-01-01" });
    expect(res.body.intakeVersions).toHaveLength(1);
    expect(res.body.intakeVersions[0].intake.chief_complaint).toBe("Pressing headaches");
    expect(res.body.conversations).toHaveLength(1);
    expect(res.body.conversations[0].messages.map((m: { content: string }) => m.content)).toContain("My head hurts every morning");
    expect(res.body.conversations[0].messages).toHaveLength(4);
    expect(res.body.reportShareLinks).toEqual([expect.objectContaining({ conversationId: person.conversationId, views: 0 })]);
    expect(res.body.feedback[0]).toMatchObject({ conversationId: person.conversationId, helpful: false, details: { feedback_boxes: ["Too slow to respond"] } });
  });

  it("refuses another person's export and deletion with 403", async () => {
    const [a, b] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
    expect((await api(server, "GET", `/api/user/${a.userId}/export`, { token: b.token })).status).toBe(403);
    expect((await api(server, "DELETE", `/api/user/${a.userId}`, { token: b.token })).status).toBe(403);
    expect((await api(server, "GET", `/api/user/${a.userId}/export`)).status).toBe(401);
  });

  it("deletes the account completely: no row in any table mentions the user, and the old token gets 401", async () => {
    const person = await personWithData();
    const bystander = await personWithData();
    const res = await api(server, "DELETE", `/api/user/${person.userId}`, { token: person.token });
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await api(server, "GET", `/api/user/${person.userId}`, { token: person.token })).status).toBe(401);
    const signIn = await api(server, "POST", "/api/auth/sign-in/email", { body: { email: person.email, password: person.password } });
    expect(signIn.status).toBe(401);
    const check = openTestDatabase(server);
    try {
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, person.userId)).toEqual([]);
      expect(await rowsMentioning(check.db as Kysely<unknown>, check.kind, person.conversationId)).toEqual([]);
      expect((await rowsMentioning(check.db as Kysely<unknown>, check.kind, bystander.userId)).length).toBeGreaterThan(3);
    } finally {
      await check.close();
    }
  });

  it("removes guests idle past the retention period, with their data, and keeps everyone else", async () => {
    const later = await startServer(backend, {}, { engine: scriptedEngine, clock: () => new Date(Date.now() + 40 * 24 * 60 * 60 * 1000) });
    try {
      const guest = await signInAnonymous(later);
      await api(later, "POST", `/api/user/${guest.userId}/intake`, { token: guest.token, body: { intake } });
      const member = await signUpVerified(later);
      expect(await later.app.services.accounts.removeIdleGuests()).toBe(1);
      expect((await api(later, "GET", `/api/user/${guest.userId}/intake`, { token: guest.token })).status).toBe(401);
      expect((await api(later, "GET", `/api/user/${member.userId}`, { token: member.token })).status).toBe(404);
    } finally {
      await later.close();
    }
  });
});
