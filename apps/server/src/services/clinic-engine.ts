import { nextTurn, RULES_VERSION } from "@hg/clinic";
import { decidedTurn, type ChatEngine } from "./chat-engine.ts";

/** The default assistant: the deterministic clinical engine phrases its own questions (works offline). */
export const clinicEngine: ChatEngine = {
  nextTurn(intake, messages, options = {}) {
    return decidedTurn(nextTurn(intake, messages, { now: options.now ?? null }), RULES_VERSION);
  },
};
