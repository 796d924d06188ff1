// Closed vocabularies of the engine (CLINICAL.md). String-literal unions so switches are exhaustive.

export type Urgency = "emergency" | "urgent" | "routine";
export type Polarity = "affirmed" | "denied" | "unknown";
export type Side = "left" | "right" | "both" | "varies";

export type RedFlagCode =
  | "thunderclap_onset" | "fever_systemic" | "meningism" | "neuro_deficit" | "altered_consciousness"
  | "seizure" | "new_onset_over_50" | "pattern_change" | "progressive" | "positional"
  | "valsalva_precipitated" | "papilledema_visual" | "pregnancy_postpartum" | "cancer_history"
  | "immunosuppression" | "post_trauma" | "jaw_claudication_gca" | "painful_eye_autonomic" | "medication_overuse";

export type PatternCode = "1.1" | "1.2" | "1.3" | "1.5" | "2.1" | "2.2" | "2.3" | "3.1" | "3.2" | "3.3" | "3.4" | "4.10" | "8.2";
export type PatternStatus = "criteria_met" | "probable" | "possible" | "excluded";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

/** Where a fact came from: an intake field, a person's own words, or a short answer to the engine's question. */
export type Provenance =
  | { kind: "intake"; field: string }
  | { kind: "message"; index: number }
  | { kind: "answer"; index: number; question: string };

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
}

export interface RedFlag {
  code: RedFlagCode;
  label: string;
  evidence: string[];
  urgency: Urgency;
}

export interface ScreenItem {
  code: RedFlagCode;
  label: string;
  answer: "yes" | "no" | "unknown";
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
  red_flag_screen: ScreenItem[];
  urgency: Urgency;
  patterns: PatternResult[];
  /** Top pattern, or null when a red flag leads (secondary cause to exclude first) or nothing fits yet. */
  leading_pattern: PatternCode | null;
  metrics: Metrics;
  medication_overuse: MedicationOveruse;
  screening_complete: boolean;
  questions_asked: number;
}

export type ResponseType = "question" | "info" | "end";

export interface TurnResult {
  reply: string;
  response_type: ResponseType;
  urgency: Urgency;
  suggestions: string[];
  assessment: Assessment;
}
