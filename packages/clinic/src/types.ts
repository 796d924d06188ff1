// Closed vocabularies of the engine (CLINICAL.md). String-literal unions so switches are exhaustive.
// Urgency, response types and the message shape are the shared vocabulary (decision note 004).
import type { Urgency, ResponseType } from "@hg/shared/clinical-vocabulary";
import type { Choice, EngineMessage } from "@hg/shared/conversation";

export type { Choice, ResponseType, Urgency };
export type Polarity = "affirmed" | "denied" | "unknown";
export type Side = "left" | "right" | "both" | "varies";

export type RedFlagCode =
  | "thunderclap_onset" | "fever_systemic" | "meningism" | "neuro_deficit" | "altered_consciousness"
  | "seizure" | "new_onset_over_50" | "pattern_change" | "progressive" | "positional"
  | "valsalva_precipitated" | "papilledema_visual" | "pregnancy_postpartum" | "cancer_history"
  | "immunosuppression" | "post_trauma" | "jaw_claudication_gca" | "painful_eye_autonomic" | "medication_overuse";

export type PatternCode = "1.1" | "1.2" | "1.3" | "1.5" | "2.1" | "2.2" | "2.3" | "3.1" | "3.2" | "3.3" | "3.4" | "4.10" | "8.2";
export type PatternStatus = "criteria_met" | "probable" | "possible" | "excluded";

/**
 * A message as the engine reads it: assistant messages carry the id of the question they asked and
 * the choices offered, user messages the quick replies tapped (`answer`). The engine binds answers
 * by these ids, never by the wording of its own earlier reply (a model may rephrase it).
 */
export type ChatMessage = EngineMessage;

/** Where a fact came from: an intake field, a person's own words, or a short answer to the engine's question. */
export type Provenance =
  | { kind: "intake"; field: string }
  | { kind: "message"; index: number }
  | { kind: "answer"; index: number; question: string }
  // A quick reply tapped (its `slot:value` code): as deliberate as words, so it ranks with them.
  | { kind: "choice"; index: number; question: string; choice: string }
  // The person's headache diary over its last `days` days (issue 19): records, preferred to recall.
  | { kind: "diary"; days: number };

export interface Fact {
  key: string;
  polarity: Polarity;
  /** Numeric payload (hours, days per month, age...), when the fact is a quantity. */
  value?: number;
  /** Upper end of a range ("3-4 times a week"). */
  value2?: number;
  side?: Side;
  /** Extra tag, e.g. "transient" / "persistent" for a deficit, or a drug class. */
  tag?: string;
  hedged: boolean;
  evidence: string;
  source: Provenance;
  /** Who free text said this about when not plainly the patient: "third" (a bare he/she), "other", or a relation ("daughter"); resolved against who the patient is. */
  about?: string;
  /** Set when the words suggest this fact without establishing it (CLINICAL.md "Suspect, then confirm"); polarity is then "unknown". */
  candidate?: CandidateReason;
}

/** Why a fact is only suspected: a worry or hypothetical, an unclear subject (he/she, no one named), a remote event, or "never ... before" told without a time. */
export type CandidateReason = "worry" | "hypothetical" | "unclear_subject" | "remote" | "first_ever";

/** A red flag suggested but not established; the interview asks the patient about it directly. */
export interface Candidate {
  code: RedFlagCode;
  key: string;
  reason: CandidateReason;
  /** The urgency the flag would carry if confirmed. */
  urgency: Urgency;
  evidence: string;
  source: Provenance;
}

export interface RedFlag {
  code: RedFlagCode;
  label: string;
  evidence: string[];
  urgency: Urgency;
}

/** A danger no SNNOOP10 code names (carbon monoxide in the home; aura on combined hormonal contraception; a hypertensive crisis; status migrainosus), with its urgency and evidence. */
export interface Hazard {
  code: "carbon_monoxide" | "aura_on_combined_contraception" | "hypertensive_crisis" | "status_migrainosus" | "medicine_overdose";
  label: string;
  evidence: string[];
  urgency: Urgency;
}

export interface ScreenItem {
  code: RedFlagCode;
  label: string;
  /** "unconfirmed": suggested (a worry, an unclear subject, a bare "yes" to a checklist) and never answered. */
  answer: "yes" | "no" | "unknown" | "unconfirmed";
}

export interface Criterion {
  id: string;
  text: string;
  met: boolean | null;
  evidence: string;
}

export interface PatternResult {
  ichd3: PatternCode;
  name: string;
  status: PatternStatus;
  criteria: Criterion[];
  /** Ranking score; higher is more likely. */
  score: number;
}

export interface Metrics {
  headache_days_per_month: number | null;
  acute_medication_days_per_month: Record<string, number>;
  midas?: { score: number; grade: "I" | "II" | "III" | "IV" };
  /** Days in 3 months that headaches stopped work, study or housework (one impact question, MIDAS items 1 and 3 together); MIDAS itself stays unset until all five answers are known. */
  missed_days_3m?: number;
}

export interface MedicationOveruse {
  risk: boolean;
  warning: boolean;
  detail: string;
}

export interface Assessment {
  rules_version: string;
  age: number | null;
  sex: string | null;
  facts: Fact[];
  red_flags: RedFlag[];
  /** Dangers outside the red-flag codes that set the urgency too (additive; absent on old assessments). */
  hazards?: Hazard[];
  /** Red flags suggested but not established, to confirm with the patient (additive; absent on old assessments). */
  candidates?: Candidate[];
  red_flag_screen: ScreenItem[];
  urgency: Urgency;
  patterns: PatternResult[];
  /** Top pattern, or null when a red flag leads (secondary cause to exclude first) or nothing fits yet. */
  leading_pattern: PatternCode | null;
  metrics: Metrics;
  medication_overuse: MedicationOveruse;
  screening_complete: boolean;
  questions_asked: number;
  /** Where the interview stands: ended with the history covered, questions asked, slots still unknown. */
  interview: InterviewStatus;
}

export interface InterviewStatus {
  complete: boolean;
  questions_asked: number;
  open_slots: string[];
}

export interface TurnResult {
  reply: string;
  response_type: ResponseType;
  urgency: Urgency;
  /** The choices' labels (older clients show these). */
  suggestions: string[];
  /** The question asked in this turn (a single-slot question's id is its slot's name); null when none. */
  questionId: string | null;
  /** The history slots the question asks. */
  slots: string[];
  /** Quick replies with their `slot:value` codes. */
  choices: Choice[];
  /** True for a checklist question: several choices may be tapped together. */
  multiple: boolean;
  assessment: Assessment;
}
