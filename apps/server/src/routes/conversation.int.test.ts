import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../test/backends.ts";
import { api, signInAnonymous, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { scriptedEngine } from "../../test/scripted-engine.ts";
import { MAX_CONVERSATIONS_PER_USER } from "../services/chat-service.ts";

describe.each(BACKENDS)("conversation routes on %s", (backend) => {
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

  const start = (who: Session, text = "I get bad headaches behind my left eye") =>
    api(server, "POST", "/api/new-conversation", { token: who.token, body: { userId: who.userId, user_input: text } });

  it("starts a conversation with a title from the first message and the engine's first turn", async () => {
    const res = await start(owner, "  i get bad headaches behind my left eye every single afternoon since the spring started this year ");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: "turn 1 of 1 messages; intake none", response_type: "question", urgency: "routine", suggestions: ["Yes", "No"] });
    expect(res.body.title).toBe("I get bad headaches behind my left eye every single…");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("passes the stored intake and the whole conversation to the engine, and ends the interview", async () => {
    await api(server, "POST", `/api/user/${owner.userId}/intake`, { token: owner.token, body: { intake: { chief_complaint: "headaches", age: 40, sex: "male", headache_history: {} } } });
    const { body } = await start(owner);
    const cont = (text: string) => api(server, "POST", "/api/continue-conversation", { token: owner.token, body: { userId: owner.userId, conversationId: body.conversationId, user_input: text } });
    expect((await cont("yes")).body.response).toBe("turn 2 of 3 messages; intake given");
    const last = await cont("no");
    expect(last.body).toMatchObject({ response: "turn 3 of 5 messages; intake given", response_type: "end" });
    const after = await cont("one more thing: it is worse when I bend over");
    expect(after.status).toBe(200);
    const history = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${body.conversationId}`, { token: owner.token });
    expect(history.status).toBe(200);
    expect(history.body.conversationHistory).toHaveLength(8);
    expect(history.body.conversationHistory[0]).toEqual({ id: expect.any(String), role: "user", content: "I get bad headaches behind my left eye", createdAt: expect.any(String) });
    expect(history.body.conversationHistory[1].role).toBe("assistant");
    expect(history.body.response_type).toBe("end");
  });

  it("lists the person's conversations newest first, and an empty list for someone with none", async () => {
    const list = await api(server, "GET", `/api/get-conversation/user/${owner.userId}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.conversations.length).toBeGreaterThanOrEqual(2);
    const times = list.body.conversations.map((c: { createdTime: string }) => c.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.body.conversations[0]).toMatchObject({ urgency: "routine", ended: true });
    const empty = await api(server, "GET", `/api/get-conversation/user/${stranger.userId}`, { token: stranger.token });
    expect(empty).toMatchObject({ status: 200, body: { conversations: [] } });
  });

  it("pages the list with a cursor, newest first, and refuses a cursor it did not give", async () => {
    const someone = await signUpVerified(server);
    for (const text of ["first", "second", "third"]) await start(someone, text);
    const list = (query: string) => api(server, "GET", `/api/get-conversation/user/${someone.userId}${query}`, { token: someone.token });
    const one = await list("?limit=2");
    expect(one.body.conversations.map((c: { title: string }) => c.title)).toEqual(["Third", "Second"]);
    expect(one.body.nextCursor).toEqual(expect.any(String));
    const two = await list(`?limit=2&cursor=${encodeURIComponent(one.body.nextCursor)}`);
    expect(two.body).toMatchObject({ conversations: [{ title: "First" }], nextCursor: null });
    const bad = await list("?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain("cursor");
  });

  it.each([
    ["empty", ""],
    ["whitespace-only", "   \n\t "],
    ["over 4,000 characters", "a".repeat(4001)],
  ])("refuses %s text with 400 naming user_input", async (_label, text) => {
    const res = await start(owner, text);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain("user_input");
  });

  it("accepts exactly 4,000 characters after trimming", async () => {
    expect((await start(owner, `  ${"a".repeat(4000)}  `)).status).toBe(200);
  });

  describe("permissions", () => {
    let conversationId: string;
    beforeAll(async () => {
      conversationId = (await start(owner)).body.conversationId;
    });

    it("answers 401 to a signed-out caller on every route", async () => {
      const calls = [
        api(server, "POST", "/api/new-conversation", { body: { userId: owner.userId, user_input: "hi" } }),
        api(server, "POST", "/api/continue-conversation", { body: { userId: owner.userId, conversationId, user_input: "hi" } }),
        api(server, "GET", `/api/get-conversation/user/${owner.userId}`),
        api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${conversationId}`),
        api(server, "DELETE", `/api/delete-conversation/user/${owner.userId}/conversation/${conversationId}`),
        api(server, "DELETE", `/api/delete-conversation/user/${owner.userId}`),
        api(server, "POST", "/api/user-feedback", { body: { userId: owner.userId, conversationId, helpful: true } }),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    });

    it("answers 403 to another user (signed-up or guest) naming the owner's id or conversation", async () => {
      for (const other of [stranger, guest]) {
        const calls = [
          api(server, "POST", "/api/new-conversation", { token: other.token, body: { userId: owner.userId, user_input: "hi" } }),
          api(server, "POST", "/api/continue-conversation", { token: other.token, body: { userId: owner.userId, conversationId, user_input: "hi" } }),
          api(server, "POST", "/api/continue-conversation", { token: other.token, body: { userId: other.userId, conversationId, user_input: "hi" } }),
          api(server, "GET", `/api/get-conversation/user/${owner.userId}`, { token: other.token }),
          api(server, "GET", `/api/get-conversation/user/${other.userId}/conversation/${conversationId}`, { token: other.token }),
          api(server, "DELETE", `/api/delete-conversation/user/${other.userId}/conversation/${conversationId}`, { token: other.token }),
          api(server, "DELETE", `/api/delete-conversation/user/${owner.userId}`, { token: other.token }),
          api(server, "POST", "/api/user-feedback", { token: other.token, body: { userId: other.userId, conversationId, helpful: true } }),
        ];
        expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
      }
      const history = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${conversationId}`, { token: owner.token });
      expect(history.body.conversationHistory).toHaveLength(2);
    });

    it("lets a guest chat in their own conversations", async () => {
      const res = await start(guest);
      expect(res.status).toBe(200);
      const cont = await api(server, "POST", "/api/continue-conversation", { token: guest.token, body: { userId: guest.userId, conversationId: res.body.conversationId, user_input: "yes" } });
      expect(cont.status).toBe(200);
    });

    it("answers 404 for an unknown conversation", async () => {
      const res = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${randomUUID()}`, { token: owner.token });
      expect(res.status).toBe(404);
      const cont = await api(server, "POST", "/api/continue-conversation", { token: owner.token, body: { userId: owner.userId, conversationId: "nope", user_input: "hi" } });
      expect(cont.status).toBe(404);
    });
  });

  describe("idempotent sends", () => {
    it("stores exactly one pair for 20 concurrent repeats of one client message id", async () => {
      const { body } = await start(owner);
      const clientMessageId = randomUUID();
      const send = () =>
        api(server, "POST", "/api/continue-conversation", {
          token: owner.token,
          body: { userId: owner.userId, conversationId: body.conversationId, user_input: "about four hours", client_message_id: clientMessageId },
        });
      const results = await Promise.all(Array.from({ length: 20 }, send));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.body.response)).size).toBe(1);
      const history = await api(server, "GET", `/api/get-conversation/user/${owner.userId}/conversation/${body.conversationId}`, { token: owner.token });
      expect(history.body.conversationHistory.filter((m: { content: string }) => m.content === "about four hours")).toHaveLength(1);
      expect(history.body.conversationHistory).toHaveLength(4);
    });

    it("starts one conversation for repeated new-conversation sends with one client message id", async () => {
      const clientMessageId = randomUUID();
      const send = () => api(server, "POST", "/api/new-conversation", { token: stranger.token, body: { userId: stranger.userId, user_input: "hello", client_message_id: clientMessageId } });
      const results = await Promise.all(Array.from({ length: 5 }, send));
      expect(new Set(results.map((r) => r.body.conversationId)).size).toBe(1);
      const list = await api(server, "GET", `/api/get-conversation/user/${stranger.userId}`, { token: stranger.token });
      expect(list.body.conversations.filter((c: { conversationId: string }) => c.conversationId === results[0]?.body.conversationId)).toHaveLength(1);
    });
  });

  describe("feedback and deletion", () => {
    it("stores feedback and lets the person rate again", async () => {
      const { body } = await start(owner);
      const first = await api(server, "POST", "/api/user-feedback", {
        token: owner.token,
        body: { userId: owner.userId, conversationId: body.conversationId, helpful: false, message: " too slow ", details: { comments: "too slow", feedback_boxes: ["Too slow to respond", "Not detailed enough"] } },
      });
      expect(first.status).toBe(200);
      expect(typeof first.body.id).toBe("number");
      const again = await api(server, "POST", "/api/user-feedback", { token: owner.token, body: { userId: owner.userId, conversationId: body.conversationId, helpful: true, message: "", details: null } });
      expect(again.body.id).toBe(first.body.id);
    });

    it("refuses feedback with an unknown reason or a missing rating, naming the field", async () => {
      const { body } = await start(owner);
      const bad = await api(server, "POST", "/api/user-feedback", { token: owner.token, body: { userId: owner.userId, conversationId: body.conversationId, helpful: false, details: { feedback_boxes: ["Meh"] } } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe("details.feedback_boxes.0");
      const none = await api(server, "POST", "/api/user-feedback", { token: owner.token, body: { userId: owner.userId, conversationId: body.conversationId } });
      expect(none.status).toBe(400);
      expect(none.body.detail).toContain("helpful");
    });

    it("deletes one conversation with its messages and feedback, then all of them", async () => {
      const { body } = await start(stranger);
      await api(server, "POST", "/api/user-feedback", { token: stranger.token, body: { userId: stranger.userId, conversationId: body.conversationId, helpful: true } });
      const one = await api(server, "DELETE", `/api/delete-conversation/user/${stranger.userId}/conversation/${body.conversationId}`, { token: stranger.token });
      expect(one).toMatchObject({ status: 200, body: { deleted: 1 } });
      expect((await api(server, "GET", `/api/get-conversation/user/${stranger.userId}/conversation/${body.conversationId}`, { token: stranger.token })).status).toBe(404);
      await start(stranger);
      const all = await api(server, "DELETE", `/api/delete-conversation/user/${stranger.userId}`, { token: stranger.token });
      expect(all.status).toBe(200);
      expect(all.body.deleted).toBeGreaterThanOrEqual(1);
      expect((await api(server, "GET", `/api/get-conversation/user/${stranger.userId}`, { token: stranger.token })).body.conversations).toEqual([]);
    });
  });
});

describe("the conversation quota", () => {
  it("refuses a new conversation past the most one person can keep, with 409 saying what to do", async () => {
    const server = await startServer("sqlite", {}, { engine: scriptedEngine });
    try {
      const person = await signInAnonymous(server);
      for (let i = 0; i < MAX_CONVERSATIONS_PER_USER; i++)
        expect((await api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: `headache ${i}` } })).status).toBe(200);
      const over = await api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: "one more" } });
      expect(over.status).toBe(409);
      expect(over.body.detail).toContain("delete some");
    } finally {
      await server.close();
    }
  }, 120_000);
});
