import type { RedFlagCode, Urgency } from "../types.ts";

// `plain` is shown to the person as the reason for the advice, so it names only what every way of
// raising the code has in common: painful_eye_autonomic fires on a painful or red eye with halos,
// blurring, lost vision or a hard eye (detect.ts), so it may not claim blurred vision.
/** Every SNNOOP10 code of CLINICAL.md with its plain label and the urgency it carries by itself. */
export const RED_FLAG_CODES: ReadonlyArray<{ code: RedFlagCode; label: string; urgency: Urgency; plain: string }> = [
  { code: "thunderclap_onset", label: "Sudden (thunderclap) onset", urgency: "emergency", plain: "a very sudden, severe headache" },
  { code: "fever_systemic", label: "Fever or systemic symptoms", urgency: "urgent", plain: "fever or feeling unwell in your whole body" },
  { code: "meningism", label: "Neck stiffness (meningism)", urgency: "emergency", plain: "a stiff neck" },
  { code: "neuro_deficit", label: "Neurological deficit", urgency: "emergency", plain: "weakness, numbness, speech or vision problems" },
  { code: "altered_consciousness", label: "Altered consciousness", urgency: "emergency", plain: "fainting, confusion or being very drowsy" },
  { code: "seizure", label: "Seizure", urgency: "emergency", plain: "a seizure (fit)" },
  { code: "new_onset_over_50", label: "New headache after age 50", urgency: "urgent", plain: "a new headache after age 50" },
  { code: "pattern_change", label: "Change in headache pattern", urgency: "urgent", plain: "a change in your usual headaches" },
  { code: "progressive", label: "Progressive headache", urgency: "urgent", plain: "a headache that keeps getting worse" },
  { code: "positional", label: "Positional headache", urgency: "urgent", plain: "a headache that changes a lot with lying down or standing up" },
  { code: "valsalva_precipitated", label: "Precipitated by coughing, straining or exertion", urgency: "urgent", plain: "a headache set off by coughing, straining, exercise or sex" },
  { code: "papilledema_visual", label: "Papilledema or transient visual obscurations", urgency: "urgent", plain: "signs of raised pressure behind the eyes" },
  { code: "pregnancy_postpartum", label: "Pregnancy or postpartum", urgency: "urgent", plain: "a headache during pregnancy or soon after giving birth" },
  { code: "cancer_history", label: "History of cancer", urgency: "urgent", plain: "a history of cancer" },
  { code: "immunosuppression", label: "Immunosuppression (HIV, transplant, immunosuppressants)", urgency: "urgent", plain: "a weakened immune system" },
  { code: "post_trauma", label: "Onset after head trauma", urgency: "urgent", plain: "a headache after a head injury" },
  { code: "jaw_claudication_gca", label: "Jaw claudication / scalp tenderness (giant cell arteritis)", urgency: "urgent", plain: "jaw pain when chewing or a tender scalp" },
  { code: "painful_eye_autonomic", label: "Painful red eye with visual symptoms", urgency: "emergency", plain: "a painful red eye with the headache" },
  { code: "medication_overuse", label: "Medication overuse", urgency: "routine", plain: "taking painkillers on many days" },
];

export const LABELS: Record<RedFlagCode, string> = Object.fromEntries(RED_FLAG_CODES.map((c) => [c.code, c.label])) as Record<RedFlagCode, string>;
export const PLAIN: Record<RedFlagCode, string> = Object.fromEntries(RED_FLAG_CODES.map((c) => [c.code, c.plain])) as Record<RedFlagCode, string>;
