import { createAnthropic } from "@ai-sdk/anthropic";
import type { LanguageModel } from "ai";

/** A Claude model through Anthropic's API (the key is passed explicitly: config/env.ts is the only reader of the environment). */
export function anthropicModel(settings: { baseUrl: string | undefined; model: string; apiKey: string }): LanguageModel {
  const provider = createAnthropic({ apiKey: settings.apiKey, ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}) });
  return provider(settings.model);
}
