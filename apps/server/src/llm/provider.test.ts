import { describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { configuredModel } from "./provider.ts";

describe("LLM configuration", () => {
  it("uses no model when LLM_PROVIDER is unset or empty, with a 20 s timeout by default", () => {
    expect(configuredModel(parseEnv({}))).toBeUndefined();
    expect(configuredModel(parseEnv({ LLM_PROVIDER: "" }))).toBeUndefined();
    expect(parseEnv({}).LLM_TIMEOUT_MS).toBe(20_000);
  });

  it.each([
    [{ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://127.0.0.1:11434/v1" }, "LLM_MODEL"],
    [{ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3" }, "LLM_BASE_URL"],
    [{ LLM_PROVIDER: "anthropic", LLM_MODEL: "claude" }, "LLM_API_KEY"],
    [{ LLM_PROVIDER: "gpt" }, "LLM_PROVIDER"],
    [{ LLM_TIMEOUT_MS: "soon" }, "LLM_TIMEOUT_MS"],
  ])("refuses %o naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\n\\s+${name}: `));
  });

  it.each([
    [{ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3" }, "openai-compatible"],
    [{ LLM_PROVIDER: "anthropic", LLM_MODEL: "claude-x", LLM_API_KEY: "k" }, "anthropic"],
  ])("builds the %o model", (source, provider) => {
    const configured = configuredModel(parseEnv(source));
    expect(configured).toMatchObject({ provider, modelId: source.LLM_MODEL });
  });
});
