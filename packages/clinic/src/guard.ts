import { URGENT_LINE } from "@hg/shared/clinical-vocabulary";
import { assess, type AssessOptions } from "./assess.ts";
import { nextTurn as engineNextTurn } from "./interview/next-turn.ts";
import { DISCLAIMER } from "./interview/phrasing.ts";
import { buildReport as engineBuildReport, type Report, type ReportInput } from "./report/build-report.ts";
import type { TurnResult } from "./types.ts";

// Fail towards caution wherever the engine is called: an internal error must never look like
// "routine", and never reach the person as a server error. These wrappers are what the package exports.

/** The reply when the engine itself failed: see a doctor, never "you're fine". */
export const ENGINE_FAILURE_REPLY = `I'm sorry, something went wrong on my side and I can't finish checking your answers. ${URGENT_LINE}`;

/** The assistant's next reply for the conversation so far. Pure; never throws (an internal error gives an urgent reply). */
export function nextTurn(intake: unknown, messages: unknown, options: AssessOptions = {}): TurnResult {
  try {
    return engineNextTurn(intake, messages, options);
  } catch {
    return {
      reply: `${ENGINE_FAILURE_REPLY} ${DISCLAIMER}`,
      response_type: "info",
      urgency: "urgent",
      suggestions: [],
      questionId: null,
      slots: [],
      choices: [],
      multiple: false,
      assessment: { ...assess(null, []), urgency: "urgent" },
    };
  }
}

/** The doctor's report for one conversation. Pure; never throws (an internal error gives a report that says it is incomplete and urgent). */
export function buildReport(input: ReportInput, options: AssessOptions = {}): Report {
  try {
    return engineBuildReport(input, options);
  } catch {
    const empty = engineBuildReport({ conversationId: input.conversationId, intake: null, messages: [], generatedAt: input.generatedAt }, options);
    return {
      ...empty,
      urgency: "urgent",
      summary: `This report could not be completed: the answers could not all be read. ${URGENT_LINE}`,
    };
  }
}
