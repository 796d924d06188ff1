import type { RedFlagCode, Urgency } from "../../types.ts";

/**
 * A family of lay paraphrases of one red-flag concept (CLINICAL.md "Reading what people write"):
 * colloquial, British and American, misspelt, and third-person forms, each a whole message that
 * must raise `code` at `urgency` or above through the public `assess`. Written from how people
 * talk, not from any vignette.
 */
export interface RedFlagFamily {
  code: RedFlagCode;
  /** The intake the phrases are read with (age, sex...), when the flag depends on it. */
  intake?: Record<string, unknown>;
  /** The lowest urgency each phrase must reach. */
  urgency: Urgency;
  phrases: string[];
  /** Benign look-alikes that must not raise `code`. */
  benign?: string[];
}

/** A family of lay paraphrases of one feature an ICHD-3 criterion reads, checked as an affirmed fact. */
export interface FeatureFamily {
  key: string;
  phrases: string[];
  /** Sentences that must not affirm `key`. */
  benign?: string[];
}
