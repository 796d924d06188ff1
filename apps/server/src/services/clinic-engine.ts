import { nextTurn } from "@hg/clinic";
import type { ChatEngine } from "./chat-engine.ts";

/** The default assistant: the deterministic clinical engine phrases its own questions (works offline). */
export const clinicEngine: ChatEngine = {
  nextTurn(intake, messages, options = {}) {
    const turn = nextTurn(intake, messages, { now: options.now ?? null });
    return { response: turn.reply, response_type: turn.response_type, urgency: turn.urgency, suggestions: turn.suggestions };
  },
};
