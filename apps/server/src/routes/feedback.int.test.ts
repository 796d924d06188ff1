import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { scriptedEngine } from "../../test/scripted-engine.ts";

describe.each(BACKENDS)("feedback already given on %s", (backend) => {
  let server: TestServer;
  let owner: Session;
  let stranger: Session;
  let guest: Session;
  beforeAll(async () => {
    server = await startServer(backend, {}, { engine: scriptedEngine });
    [owner, stranger] = await Promise.all([signUpVerified(server), signUpVerified(server)]);
    guest = await signInAnonymous(server);
  });
  afterAll(() => server?.close());

  const start = async (who: Session) => {
    const res = await api(server, "POST", "/api/new-conversation", { token: who.token, body: { userId: who.userId, user_input: "Pressing pain on both sides" } });
    return res.body.conversationId as string;
  };
  const given = (who: Session, conversationId: string, userId = who.userId) =>
    api(server, "GET", `/api/user-feedback/user/${userId}/conversation/${conversationId}`, { token: who.token });
  const rate = (who: Session, conversationId: string, helpful: boolean) =>
    api(server, "POST", "/api/user-feedback", {
      token: who.token,
      body: { userId: who.userId, conversationId, helpful, message: "", details: helpful ? null : { comments: "", feedback_boxes: ["Too slow to respond"] } },
    });

  it("answers null before the person has rated the conversation", async () => {
    const conversationId = await start(owner);
    const res = await given(owner, conversationId);
    expect(res).toMatchObject({ status: 200, body: { feedback: null } });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the rating with its time, and only the latest after the person changes it", async () => {
    const conversationId = await start(owner);
    expect((await rate(owner, conversationId, false)).status).toBe(200);
    const first = await given(owner, conversationId);
    expect(first.body).toEqual({ feedback: { helpful: false, createdAt: expect.any(String) } });
    expect(Number.isNaN(Date.parse(first.body.feedback.createdAt))).toBe(false);
    await rate(owner, conversationId, true);
    const second = await given(owner, conversationId);
    expect(second.body.feedback.helpful).toBe(true);
    expect(second.body.feedback.createdAt >= first.body.feedback.createdAt).toBe(true);
  });

  it("answers only the rating, never the comments written with it", async () => {
    const conversationId = await start(owner);
    await api(server, "POST", "/api/user-feedback", {
      token: owner.token,
      body: { userId: owner.userId, conversationId, helpful: false, message: "private words", details: { comments: "private words", feedback_boxes: [] } },
    });
    const res = await given(owner, conversationId);
    expect(Object.keys(res.body.feedback).sort()).toEqual(["createdAt", "helpful"]);
    expect(JSON.stringify(res.body)).not.toContain("private words");
  });

  it("lets a guest read their own rating", async () => {
    const conversationId = await start(guest);
    await rate(guest, conversationId, true);
    expect((await given(guest, conversationId)).body.feedback.helpful).toBe(true);
  });

  it("answers 401 to a signed-out caller", async () => {
    const conversationId = await start(owner);
    expect((await api(server, "GET", `/api/user-feedback/user/${owner.userId}/conversation/${conversationId}`)).status).toBe(401);
  });

  it("answers 403 to another user, by the path's user id or by the conversation's owner", async () => {
    const conversationId = await start(owner);
    await rate(owner, conversationId, true);
    for (const other of [stranger, guest]) {
      const asOwner = await given(other, conversationId, owner.userId);
      expect(asOwner).toMatchObject({ status: 403, body: { detail: "This user id is not the signed-in user" } });
      const asSelf = await given(other, conversationId);
      expect(asSelf).toMatchObject({ status: 403, body: { detail: "This conversation belongs to someone else" } });
    }
  });

  it("answers 404 for an unknown conversation, and for one deleted with its feedback", async () => {
    expect((await given(owner, randomUUID())).status).toBe(404);
    const conversationId = await start(owner);
    await rate(owner, conversationId, false);
    await api(server, "DELETE", `/api/delete-conversation/user/${owner.userId}/conversation/${conversationId}`, { token: owner.token });
    expect(await given(owner, conversationId)).toMatchObject({ status: 404, body: { detail: "Conversation not found" } });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await api(server, "GET", "/api/openapi.json")).body;
    const operation = doc.paths["/api/user-feedback/user/{userId}/conversation/{conversationId}"]?.get;
    expect(operation).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "404"]));
  });
});
