import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { scriptedEngine } from "../../test/scripted-engine.ts";

describe.each(BACKENDS)("renaming a conversation on %s", (backend) => {
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
    const res = await api(server, "POST", "/api/new-conversation", { token: who.token, body: { userId: who.userId, user_input: "Throbbing headache behind my eyes" } });
    return res.body.conversationId as string;
  };
  const renamePath = (userId: string, conversationId: string) => `/api/conversation/user/${userId}/conversation/${conversationId}`;
  const rename = (who: Session, conversationId: string, body: unknown, userId = who.userId) =>
    api(server, "PATCH", renamePath(userId, conversationId), { token: who.token, body });
  const titleInList = async (who: Session, conversationId: string) => {
    const list = await api(server, "GET", `/api/get-conversation/user/${who.userId}`, { token: who.token });
    return list.body.conversations.find((c: { conversationId: string }) => c.conversationId === conversationId)?.title;
  };

  it("renames the conversation, trimmed, and the list shows the new title", async () => {
    const conversationId = await start(owner);
    const res = await rename(owner, conversationId, { title: "  Migraine in March  " });
    expect(res).toMatchObject({ status: 200, body: { conversationId, title: "Migraine in March" } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await titleInList(owner, conversationId)).toBe("Migraine in March");
  });

  it("keeps a title on one line", async () => {
    const conversationId = await start(owner);
    const res = await rename(owner, conversationId, { title: "Aura\n\tthen   pain" });
    expect(res.body.title).toBe("Aura then pain");
  });

  it("accepts exactly 120 characters after trimming, and a guest may rename their own", async () => {
    const title = "a".repeat(120);
    expect((await rename(owner, await start(owner), { title: `  ${title} ` })).body.title).toBe(title);
    const mine = await start(guest);
    expect(await rename(guest, mine, { title: "Guest's chat" })).toMatchObject({ status: 200, body: { title: "Guest's chat" } });
  });

  it("leaves the conversation's place in the list and its history as they were", async () => {
    const conversationId = await start(owner);
    const before = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${conversationId}`, { token: owner.token });
    const listBefore = await api(server, "GET", `/api/get-conversation/user/${owner.userId}`, { token: owner.token });
    await rename(owner, conversationId, { title: "Renamed" });
    const after = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${conversationId}`, { token: owner.token });
    const listAfter = await api(server, "GET", `/api/get-conversation/user/${owner.userId}`, { token: owner.token });
    expect(after.body).toEqual(before.body);
    const ids = (l: typeof listBefore) => l.body.conversations.map((c: { conversationId: string; createdTime: string }) => [c.conversationId, c.createdTime]);
    expect(ids(listAfter)).toEqual(ids(listBefore));
  });

  it.each([
    ["an empty title", { title: "" }, "title cannot be empty"],
    ["a whitespace-only title", { title: " \n\t " }, "title cannot be empty"],
    ["a title over 120 characters", { title: "b".repeat(121) }, "at most 120 characters"],
    ["a missing title", {}, "title is required"],
    ["a title that is not text", { title: 42 }, "title is required"],
    ["a title with a lone surrogate", { title: "Aura \uD800" }, "valid Unicode text"],
  ])("refuses %s with 400 naming title", async (_label, body, problem) => {
    const conversationId = await start(owner);
    const res = await rename(owner, conversationId, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("title");
    expect(res.body.detail).toContain(problem);
    expect(res.body.errors[0].path).toBe("title");
    expect(await titleInList(owner, conversationId)).toBe("Throbbing headache behind my eyes");
  });

  it("answers 401 to a signed-out caller", async () => {
    const conversationId = await start(owner);
    const res = await api(server, "PATCH", renamePath(owner.userId, conversationId), { body: { title: "x" } });
    expect(res.status).toBe(401);
  });

  it("answers 403 to another user, by the path's user id or by the conversation's owner, and changes nothing", async () => {
    const conversationId = await start(owner);
    for (const other of [stranger, guest]) {
      // Someone else's id in the path: refused before the conversation is looked at.
      const asOwner = await rename(other, conversationId, { title: "Mine now" }, owner.userId);
      expect(asOwner.status).toBe(403);
      expect(asOwner.body.detail).toBe("This user id is not the signed-in user");
      // Their own id, the owner's conversation.
      const asSelf = await rename(other, conversationId, { title: "Mine now" });
      expect(asSelf.status).toBe(403);
      expect(asSelf.body.detail).toBe("This conversation belongs to someone else");
    }
    expect(await titleInList(owner, conversationId)).toBe("Throbbing headache behind my eyes");
  });

  it("answers 404 for an unknown or deleted conversation", async () => {
    const unknown = await rename(owner, randomUUID(), { title: "Nothing here" });
    expect(unknown).toMatchObject({ status: 404, body: { detail: "Conversation not found" } });
    const conversationId = await start(owner);
    await api(server, "DELETE", `/api/delete-conversation/user/${owner.userId}/conversation/${conversationId}`, { token: owner.token });
    expect((await rename(owner, conversationId, { title: "Too late" })).status).toBe(404);
  });

  it("renames over a real socket with the platform fetch, as a browser-less client would", async () => {
    const conversationId = await start(owner);
    const res = await fetch(`${server.baseUrl}${renamePath(owner.userId, conversationId)}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ title: "Über-Kopfschmerz 🌩️" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ conversationId, title: "Über-Kopfschmerz 🌩️" });
    expect(await titleInList(owner, conversationId)).toBe("Über-Kopfschmerz 🌩️");
  });

  it("never answers a 5xx to generated titles, and stores exactly what it answers", { timeout: 60_000 }, async () => {
    const conversationId = await start(owner);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 130 }), fc.string({ unit: "grapheme", maxLength: 60 }), fc.constantFrom("\u0000", "\uD800", "' or 1=1 --")), async (title) => {
        const res = await server.app.inject({
          method: "PATCH",
          url: renamePath(owner.userId, conversationId),
          headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
          payload: JSON.stringify({ title }),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 200) expect(await titleInList(owner, conversationId)).toBe(res.json().title);
      }),
      { numRuns: backend === "sqlite" ? 150 : 60 },
    );
  });

  it("is described in the OpenAPI document with its body and answers", async () => {
    const doc = (await api(server, "GET", "/api/openapi.json")).body;
    const operation = doc.paths["/api/conversation/user/{userId}/conversation/{conversationId}"]?.patch;
    expect(operation).toBeDefined();
    expect(operation.requestBody.content["application/json"].schema.properties.title).toMatchObject({ type: "string", minLength: 1, maxLength: 120 });
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404"]));
  });
});
