import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatEngine } from "../services/chat-engine.ts";
import { BACKENDS } from "../../test/backends.ts";
import { api, signUpVerified, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { postStream } from "../../test/sse.ts";

// A stand-in engine that decides by the words of the last message, and takes a moment to do it so
// that concurrent sends overlap: "thunder" is an emergency, anything else a routine question. It
// says how many messages it read, so a reply computed from a stale history shows.
const keywordEngine: ChatEngine = {
  async nextTurn(_intake, messages) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const last = messages.at(-1);
    const emergency = last?.content.includes("thunder") ?? false;
    const bound = last?.answer ? ` bound ${last.answer.questionId}=${last.answer.choiceIds.join("+")}` : "";
    const choices = emergency ? [] : [{ id: "side:one", label: "One side" }, { id: "side:both", label: "Both sides" }];
    return {
      response: emergency ? `call emergency services now (read ${messages.length})` : `which side? (read ${messages.length})${bound}`,
      response_type: emergency ? "info" : "question",
      urgency: emergency ? "emergency" : "routine",
      suggestions: choices.map((c) => c.label),
      questionId: emergency ? null : "side",
      slots: emergency ? [] : ["side"],
      choices,
      multiple: false,
      rulesVersion: "test",
    };
  },
};

describe.each(BACKENDS)("chat turns as stored records on %s", (backend) => {
  let server: TestServer;
  let person: Session;
  beforeAll(async () => {
    server = await startServer(backend, {}, { engine: keywordEngine });
    person = await signUpVerified(server);
  });
  afterAll(() => server?.close());

  const start = (text = "my head hurts") => api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: text } });
  const send = (conversationId: string, body: Record<string, unknown>) =>
    api(server, "POST", "/api/continue-conversation", { token: person.token, body: { userId: person.userId, conversationId, ...body } });
  const history = async (conversationId: string) =>
    (await api(server, "GET", `/api/get-conversation/user/${person.userId}/conversation/${conversationId}`, { token: person.token })).body;

  it("answers with the stored message ids, and the history carries the same ids, times and question fields", async () => {
    const clientMessageId = randomUUID();
    const first = await api(server, "POST", "/api/new-conversation", { token: person.token, body: { userId: person.userId, user_input: "my head hurts", client_message_id: clientMessageId } });
    expect(first.body).toMatchObject({ userMessageId: clientMessageId, messageId: expect.any(String), questionId: "side", slots: ["side"], multiple: false, incomplete: false });
    expect(first.body.choices).toEqual([{ id: "side:one", label: "One side" }, { id: "side:both", label: "Both sides" }]);
    const h = await history(first.body.conversationId);
    expect(h.conversationHistory.map((m: { id: string }) => m.id)).toEqual([clientMessageId, first.body.messageId]);
    expect(h.conversationHistory[1]).toMatchObject({ role: "assistant", questionId: "side", response_type: "question", urgency: "routine", createdAt: expect.any(String) });
    expect(h).toMatchObject({ questionId: "side", choices: first.body.choices, multiple: false });
  });

  it("binds tapped quick replies to the question asked, and stores them with the message", async () => {
    const { body } = await start();
    const answered = await send(body.conversationId, { user_input: "One side", answer: { questionId: "side", choiceIds: ["side:one"] } });
    expect(answered.status).toBe(200);
    expect(answered.body.response).toContain("bound side=side:one");
    const h = await history(body.conversationId);
    expect(h.conversationHistory[2]).toMatchObject({ role: "user", content: "One side", answer: { questionId: "side", choiceIds: ["side:one"] } });
  });

  it.each([
    ["a question that was not asked last", { questionId: "aura", choiceIds: ["aura:yes"] }, "answer.questionId"],
    ["a choice the question did not offer", { questionId: "side", choiceIds: ["side:left"] }, "side:left"],
    ["two choices for a single-choice question", { questionId: "side", choiceIds: ["side:one", "side:both"] }, "one choice"],
    ["a malformed choice id", { questionId: "side", choiceIds: ["One side!"] }, "choice ids"],
  ])("refuses an answer to %s with 400 naming it, and stores nothing", async (_label, answer, named) => {
    const { body } = await start();
    const res = await send(body.conversationId, { user_input: "One side", answer });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(named);
    expect((await history(body.conversationId)).conversationHistory).toHaveLength(2);
  });

  it("replaces the last answer and its reply when the person changes it, and refuses to replace an older one", async () => {
    const { body } = await start();
    const firstAnswer = await send(body.conversationId, { user_input: "both sides", client_message_id: randomUUID() });
    const changed = await send(body.conversationId, { user_input: "One side", answer: { questionId: "side", choiceIds: ["side:one"] }, replaceMessageId: firstAnswer.body.userMessageId });
    expect(changed.status).toBe(200);
    const h = await history(body.conversationId);
    expect(h.conversationHistory.map((m: { content: string }) => m.content)).toEqual(["my head hurts", expect.any(String), "One side", changed.body.response]);
    expect(h.conversationHistory.some((m: { id: string }) => m.id === firstAnswer.body.userMessageId || m.id === firstAnswer.body.messageId)).toBe(false);
    const stale = await send(body.conversationId, { user_input: "no", replaceMessageId: h.conversationHistory[0].id });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toContain("last message");
  });

  it("carries the message ids in the streamed final event", async () => {
    const { body } = await start();
    const clientMessageId = randomUUID();
    const streamed = await postStream(server, "/api/continue-conversation", person.token, { userId: person.userId, conversationId: body.conversationId, user_input: "left side", client_message_id: clientMessageId });
    const final = streamed.events.find((e) => e.event === "final")?.data;
    expect(final).toMatchObject({ userMessageId: clientMessageId, messageId: expect.any(String), questionId: "side", choices: expect.any(Array), incomplete: false });
    const h = await history(body.conversationId);
    expect(h.conversationHistory.at(-1).id).toBe(final.messageId);
  });

  it("serialises concurrent sends to one conversation: each reply follows its own message and replays as itself", async () => {
    for (let round = 0; round < 5; round++) {
      const { body } = await start();
      const emergencyId = randomUUID();
      const routineId = randomUUID();
      const [emergency, routine] = await Promise.all([
        send(body.conversationId, { user_input: "sudden thunder headache", client_message_id: emergencyId }),
        send(body.conversationId, { user_input: "it is on the left", client_message_id: routineId }),
      ]);
      expect([emergency.status, routine.status]).toEqual([200, 200]);
      expect(emergency.body.urgency).toBe("emergency");
      expect(routine.body.urgency).toBe("routine");
      const h = await history(body.conversationId);
      const roles = h.conversationHistory.map((m: { role: string }) => m.role);
      expect(roles).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
      // Each reply was computed from the whole history before it (none missed the other message).
      expect(h.conversationHistory[3].content).toContain("(read 3)");
      expect(h.conversationHistory[5].content).toContain("(read 5)");
      const replayEmergency = await send(body.conversationId, { user_input: "sudden thunder headache", client_message_id: emergencyId });
      const replayRoutine = await send(body.conversationId, { user_input: "it is on the left", client_message_id: routineId });
      expect(replayEmergency.body).toMatchObject({ urgency: "emergency", messageId: emergency.body.messageId });
      expect(replayRoutine.body).toMatchObject({ urgency: "routine", messageId: routine.body.messageId });
    }
  });
});
