import { DRUG_CLASS_LABEL } from "@hg/shared/clinical-vocabulary";
import { DIARY_SIDES, DIARY_SYMPTOMS, type DiaryMedicineClass, type DiarySeverity } from "@hg/shared/diary";
import { INTAKE_OPTIONS } from "@hg/shared/intake-options";

// The diary's words. Characters, symptoms and triggers reuse the intake's labels, so a person
// reads the same words in both places.

export const SEVERITY_LABEL: Record<DiarySeverity, string> = { mild: "Mild", moderate: "Moderate", severe: "Severe", extreme: "Extreme" };

/** What each level means in daily life (the intake's limitation words). */
export const SEVERITY_HINT: Record<DiarySeverity, string> = {
  mild: "I can carry on",
  moderate: "It slows me down",
  severe: "I have to stop",
  extreme: "I can't do anything",
};

/** Theme colours (palette paths) of each level; every one keeps 3:1 on the paper of both modes. */
export const SEVERITY_COLOR: Record<DiarySeverity, string> = {
  mild: "info.main",
  moderate: "warning.main",
  severe: "error.main",
  extreme: "secondary.main",
};

export const SIDE_OPTIONS = DIARY_SIDES.map((value) => ({
  value,
  label: { left: "Left", right: "Right", both: "Both sides", alternating: "Changes side" }[value],
}));

export const CHARACTER_OPTIONS = INTAKE_OPTIONS.painCharacteristics.map((o) => ({ value: o.value, label: o.label }));

export const SYMPTOM_OPTIONS = INTAKE_OPTIONS.assocSymptoms
  .filter((o) => (DIARY_SYMPTOMS as readonly string[]).includes(o.value))
  .map((o) => ({ value: o.value, label: o.label }));

/** Triggers are free text in the diary; the intake's quick answers are offered as they read. */
export const TRIGGER_OPTIONS = INTAKE_OPTIONS.triggers.map((o) => ({ value: o.label, label: o.label }));

/** Short class names for the trends ("Triptans"), from the shared vocabulary. */
export const medicineClassLabel = (c: DiaryMedicineClass | "any"): string =>
  c === "any" ? "Any acute medicine" : c === "simple" ? "Simple painkillers" : DRUG_CLASS_LABEL[c];

/** The lower-case name used inside sentences ("triptans"). */
export const medicineClassWords = (c: DiaryMedicineClass | "any"): string =>
  c === "any" ? "acute medicines of any kind" : medicineClassLabel(c).toLowerCase();
