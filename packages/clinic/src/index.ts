// The clinical engine: deterministic red-flag triage, ICHD-3 pattern evidence, scores, the
// interview and the doctor's report. Pure functions: no clock, no randomness, no I/O.

export { assess, type AssessOptions } from "./assess.ts";
export { MAX_QUESTIONS } from "./interview/next-turn.ts";
export { buildReport, nextTurn, ENGINE_FAILURE_REPLY } from "./guard.ts";
export type { Report, ReportInput } from "./report/build-report.ts";
export { RED_FLAG_CODES } from "./red-flags/codes.ts";
export { RULES_VERSION } from "./version.ts";
export { DISCLAIMER, EMERGENCY_LINE, URGENT_LINE } from "./interview/phrasing.ts";
export { classOf, type DrugClass } from "./scores/drugs.ts";
export type {
  Assessment, ChatMessage, Choice, Criterion, Fact, MedicationOveruse, Metrics, PatternCode, PatternResult,
  PatternStatus, Polarity, Provenance, RedFlag, RedFlagCode, ResponseType, ScreenItem, TurnResult, Urgency,
} from "./types.ts";
