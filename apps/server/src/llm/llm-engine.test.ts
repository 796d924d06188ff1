import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../test/fake-openai-server.ts";
import type { TextEvent } from "../services/chat-engine.ts";
import { createLlmEngine } from "./llm-engine.ts";
import { openAiCompatibleModel } from "./openai-compatible.ts";

describe("the LLM engine", () => {
  let fake: FakeOpenAi;
  const logged: unknown[][] = [];
  let engine: ReturnType<typeof createLlmEngine>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const model = openAiCompatibleModel({ baseUrl: fake.baseUrl, model: "m", apiKey: undefined });
    engine = createLlmEngine({ model, provider: "openai-compatible", modelId: "m", timeoutMs: 5000, log: { warn: (...args) => logged.push(args) } });
  });
  afterAll(() => fake?.close());

  const said = "My head hurts on the left side and I feel sick";

  it("logs a fallback as a reason and a count, never the reply or what the person said", async () => {
    fake.behave("dose");
    const events: TextEvent[] = [];
    const turn = await engine.nextTurn(null, [{ role: "user", content: said }], { onText: (e) => events.push(e), signal: new AbortController().signal });
    expect(turn.response).not.toContain("400 mg");
    expect(events.map((e) => e.kind)).not.toContain("replace");
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toEqual({ llmFallback: "rule", rule: "dose", count: 1 });
    const text = JSON.stringify(logged);
    expect(text).not.toContain("400");
    expect(text).not.toContain("left side");
    expect(engine.fallbacks()).toEqual({ rule: 1, timeout: 0, error: 0, malformed: 0 });
  });

  it("reports token counts of the model call", async () => {
    fake.behave("normal");
    const turn = await engine.nextTurn(null, [{ role: "user", content: said }]);
    expect(turn.usage).toEqual({ inputTokens: 321, outputTokens: 23, model: "m" });
  });
});
