import type { ChatEngine } from "../src/services/chat-engine.ts";

/**
 * A stand-in assistant for route tests (like a mock model): it numbers its questions, ends after
 * the third answer, and reports how many messages and whether an intake it was given, so tests
 * can see exactly what the service passed to the engine.
 */
export const scriptedEngine: ChatEngine = {
  nextTurn(intake, messages) {
    const answers = messages.filter((m) => m.role === "user").length;
    const ended = answers >= 3;
    return {
      response: `turn ${answers} of ${messages.length} messages; intake ${intake ? "given" : "none"}`,
      response_type: ended ? "end" : "question",
      urgency: "routine",
      suggestions: ended ? [] : ["Yes", "No"],
    };
  },
};
