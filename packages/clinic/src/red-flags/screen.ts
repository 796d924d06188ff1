import type { FactSet } from "../facts/fact-set.ts";
import type { MedicationScore } from "../scores/medication.ts";
import type { RedFlag, ScreenItem } from "../types.ts";
import { RED_FLAG_CODES } from "./codes.ts";

// For the report: each SNNOOP10 item answered yes (flagged), no (asked and denied, or ruled
// out by age/sex) or unknown (never covered).

export function redFlagScreen(facts: FactSet, flags: RedFlag[], age: number | null, sex: string | null, med: MedicationScore): ScreenItem[] {
  const no = (...keys: string[]) => keys.some((k) => facts.no(k));
  const denied: Record<string, boolean> = {
    thunderclap_onset: no("thunderclap", "sudden_onset") || facts.yes("gradual_onset"),
    fever_systemic: no("fever"),
    meningism: no("neck_stiffness"),
    neuro_deficit: no("weakness", "numbness", "speech", "vision_loss", "neuro_any"),
    altered_consciousness: no("confusion", "loss_of_consciousness", "altered_any"),
    seizure: no("seizure", "altered_any"),
    new_onset_over_50: (age !== null && age <= 50) || facts.yes("long_history") || no("new_headache"),
    pattern_change: no("pattern_change") || facts.yes("unchanged"),
    progressive: no("progressive") || facts.yes("unchanged"),
    positional: no("worse_upright", "worse_lying", "position_any"),
    valsalva_precipitated: no("cough_trigger", "exertion_trigger"),
    papilledema_visual: no("papilledema", "visual_obscuration"),
    pregnancy_postpartum: sex === "male" || (age !== null && (age < 10 || age > 55)) || no("pregnant", "postpartum"),
    cancer_history: no("cancer"),
    immunosuppression: no("immunosuppressed"),
    post_trauma: no("head_trauma"),
    jaw_claudication_gca: (age !== null && age <= 50) || no("jaw_claudication", "scalp_tenderness"),
    painful_eye_autonomic: no("red_eye", "eye_pain", "halos"),
    medication_overuse: med.known && !med.thresholdMet,
  };
  return RED_FLAG_CODES.map(({ code, label }) => ({
    code,
    label,
    answer: flags.some((f) => f.code === code) ? "yes" : denied[code] === true ? "no" : "unknown",
  }));
}
