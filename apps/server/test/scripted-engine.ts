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
    const choices = ended ? [] : [{ id: `q${answers}:yes`, label: "Yes" }, { id: `q${answers}:no`, label: "No" }];
    return {
      response: `turn ${answers} of ${messages.length} messages; intake ${intake ? "given" : "none"}`,
      response_type: ended ? "end" : "question",
      urgency: "routine",
      suggestions: choices.map((c) => c.label),
      questionId: ended ? null : `q${answers}`,
      slots: [],
      choices,
      multiple: false,
      rulesVersion: "scripted",
    };
  },
};
