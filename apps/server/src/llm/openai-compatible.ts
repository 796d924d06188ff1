import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

/** A chat model behind any OpenAI-compatible API: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. */
export function openAiCompatibleModel(settings: { baseUrl: string; model: string; apiKey: string | undefined }): LanguageModel {
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // Token counts of streamed replies arrive only when asked for (stream_options.include_usage).
    includeUsage: true,
  });
  return provider.chatModel(settings.model);
}
