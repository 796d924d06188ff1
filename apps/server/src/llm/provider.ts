import type { LanguageModel } from "ai";
import type { Env } from "../config/env.ts";
import { anthropicModel } from "./anthropic.ts";
import { openAiCompatibleModel } from "./openai-compatible.ts";

export type LlmProvider = NonNullable<Env["LLM_PROVIDER"]>;

export interface ConfiguredModel {
  model: LanguageModel;
  provider: LlmProvider;
  modelId: string;
}

/** The configured language model, or undefined when LLM_PROVIDER is unset (the engine phrases its own replies). */
export function configuredModel(env: Pick<Env, "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY">): ConfiguredModel | undefined {
  const provider = env.LLM_PROVIDER;
  if (provider === undefined) return undefined;
  // env.ts refuses LLM_PROVIDER without LLM_MODEL (and without what the provider needs), so these hold.
  const modelId = env.LLM_MODEL ?? "";
  switch (provider) {
    case "openai-compatible":
      return { provider, modelId, model: openAiCompatibleModel({ baseUrl: env.LLM_BASE_URL ?? "", model: modelId, apiKey: env.LLM_API_KEY }) };
    case "anthropic":
      return { provider, modelId, model: anthropicModel({ baseUrl: env.LLM_BASE_URL, model: modelId, apiKey: env.LLM_API_KEY ?? "" }) };
  }
}
