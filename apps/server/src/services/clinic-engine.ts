import { RULES_VERSION } from "@hg/clinic";
import { decidedTurn, type ChatEngine } from "./chat-engine.ts";
import { createEngineRunner, type DecideTurn } from "./engine-runner.ts";

/** The default assistant: the deterministic clinical engine phrases its own questions (works offline). */
export function createClinicEngine(decide: DecideTurn = createEngineRunner()): ChatEngine {
  return {
    async nextTurn(intake, messages, options = {}) {
      return decidedTurn(await decide(intake, messages, { now: options.now ?? null, emergencyNumbers: options.emergencyNumbers, diary: options.diary }), RULES_VERSION);
    },
  };
}
