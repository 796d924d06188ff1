import type { Env } from "../config/env.ts";
import type { FastifyBaseLogger } from "fastify";
import type { ChatEngine } from "../services/chat-engine.ts";
import type { DecideTurn } from "../services/engine-runner.ts";

// The AI SDK and its providers cost a cold start ~150 ms of module loading (issue 18); without
// LLM_PROVIDER the engine phrases its own replies and none of it is needed, so it loads only then.

/** The model-phrased chat engine when LLM_PROVIDER is set, else undefined (the clinic engine answers). */
export async function configuredLlmEngine(
  env: Pick<Env, "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_TIMEOUT_MS">,
  deps: { log: FastifyBaseLogger; decide: DecideTurn },
): Promise<ChatEngine | undefined> {
  if (env.LLM_PROVIDER === undefined) return undefined;
  const [{ configuredModel }, { createLlmEngine }] = await Promise.all([import("./provider.ts"), import("./llm-engine.ts")]);
  const model = configuredModel(env);
  return model === undefined ? undefined : createLlmEngine({ ...model, timeoutMs: env.LLM_TIMEOUT_MS, log: deps.log, decide: deps.decide });
}
