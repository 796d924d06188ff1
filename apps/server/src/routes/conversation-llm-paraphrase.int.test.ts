import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUESTIONS } from "@hg/clinic";
import { api, signInAnonymous, startServer, type Session, type TestServer } from "../../test/helper.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../../test/fake-openai-server.ts";

// Issue 12: a model rewords every question, so the engine must know which question it asked from
// the stored question id, never from its own wording. A person answering a bare "no" to each
// reworded question must move the interview on, to its end, with no question asked twice.
describe("an interview phrased by a model that rewords every question", () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let person: Session;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.behave("paraphrase");
    server = await startServer("sqlite", { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "fake-model-1", LLM_API_KEY: "sk-test", LLM_TIMEOUT_MS: "3000" });
    person = await signInAnonymous(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("binds a bare 'no' to each reworded question, counts it, never asks it again, and ends", async () => {
    const send = (body: Record<string, unknown>, path = "/api/continue-conversation") => api(server, "POST", path, { token: person.token, body: { userId: person.userId, ...body } });
    let turn = (await send({ user_input: "I keep getting headaches" }, "/api/new-conversation")).body;
    const conversationId: string = turn.conversationId;
    const asked: string[] = [];
    for (let i = 0; i <= MAX_QUESTIONS + 2 && turn.response_type === "question"; i++) {
      expect(turn.response).toContain("Could I check one thing:");
      asked.push(turn.questionId);
      turn = (await send({ conversationId, user_input: "no" })).body;
    }
    expect(turn.response_type).not.toBe("question");
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(new Set(asked).size).toBe(asked.length);
    const report = (await api(server, "GET", `/api/get-conversation-report/user/${person.userId}/conversation/${conversationId}`, { token: person.token })).body;
    expect(report.interview?.questions_asked ?? asked.length).toBe(asked.length);
  });
});
