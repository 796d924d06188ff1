import type { RedFlagCode } from "../types.ts";
import type { Question } from "./question-types.ts";

// Asking about a suspected red flag directly, in plain words, about the patient (CLINICAL.md
// "Suspect, then confirm"). Each question's id is the red-flag code (its slot); sudden onset is
// asked as time to peak, so "5-10 minutes" is read as onset speed, never as attack length.

const TEXT: Partial<Record<RedFlagCode, string>> = {
  fever_systemic: "{Have_you} had a fever with this headache?",
  meningism: "Is {your} neck stiff, so that it hurts to bend {your} chin down to {your} chest?",
  neuro_deficit: "With this headache, {have_you} had weakness, numbness, or trouble speaking or seeing?",
  altered_consciousness: "With this headache, {have_you} fainted, or been confused or unusually drowsy?",
  seizure: "{Have_you} had a seizure (fit) with this headache?",
  positional: "Is the headache much worse when upright and better lying down, or the other way round?",
  valsalva_precipitated: "Is the headache set off by coughing, straining, exercise or sex?",
  papilledema_visual: "Does {your} sight grey out or go dark for a few seconds at a time?",
  cancer_history: "{Have_you} ever been diagnosed with cancer?",
  immunosuppression: "Do {you} have a weak immune system, for example from HIV, chemotherapy or steroid tablets?",
  post_trauma: "Did this headache start after a knock or injury to the head?",
  jaw_claudication_gca: "Does {your} jaw ache when {you} chew?",
  painful_eye_autonomic: "Is the painful eye red, with blurred vision or rainbow rings around lights?",
  pattern_change: "Are these headaches different from the ones {you} usually get?",
  progressive: "Has the headache been getting steadily worse?",
  new_onset_over_50: "Is this a new kind of headache for {you_obj}?",
  pregnancy_postpartum: "{Are_you} pregnant, or did {you} have a baby in the last 6 weeks?",
};

const direct = (code: RedFlagCode, text: string): Question => ({
  id: code, phase: "confirm", multiple: false, slots: [code], text,
  choices: [{ id: `${code}:yes`, label: "Yes" }, { id: `${code}:no`, label: "No" }, { id: `${code}:unknown`, label: "Not sure" }],
});

export const TIME_TO_PEAK: Question = {
  id: "time_to_peak", phase: "confirm", multiple: false, slots: ["time_to_peak"],
  text: "From the moment it started, how long did the pain take to reach its worst?",
  choices: [
    { id: "time_to_peak:under_1_min", label: "Under a minute" }, { id: "time_to_peak:1_5_min", label: "1-5 minutes" }, { id: "time_to_peak:5_60_min", label: "5 minutes to an hour" },
    { id: "time_to_peak:hours", label: "Hours" }, { id: "time_to_peak:days", label: "Days" },
  ],
};

/** One direct question per red flag that can be suspected from words. */
export const CONFIRM_QUESTIONS: Question[] = [TIME_TO_PEAK, ...Object.entries(TEXT).map(([code, text]) => direct(code as RedFlagCode, text))];

/** The question that confirms a suspected red flag, or null when it is derived from other answers. */
export function confirmQuestion(code: RedFlagCode): Question | null {
  if (code === "thunderclap_onset") return TIME_TO_PEAK;
  return CONFIRM_QUESTIONS.find((q) => q.id === code) ?? null;
}
