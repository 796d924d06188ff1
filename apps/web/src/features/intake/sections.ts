import { hormonalSectionApplies, type IntakeForm, type IntakeFormSection } from "@hg/shared/intake-form";

// The steps of the form in the order of issue 5, and the collapsible parts of the headache
// step, so an error anywhere can open the right step and part before focus moves to it.

export type IntakeSectionMeta = { id: IntakeFormSection; title: string; required?: boolean };

export const INTAKE_SECTIONS: readonly IntakeSectionMeta[] = [
  { id: "about", title: "About you", required: true },
  { id: "headache", title: "Your headaches", required: true },
  { id: "medications", title: "Medicines" },
  { id: "medical", title: "Medical and surgical history" },
  { id: "allergies", title: "Allergies" },
  { id: "family", title: "Family" },
  { id: "social", title: "Daily life" },
  { id: "review_of_systems", title: "Other symptoms" },
  { id: "hormonal", title: "Periods and hormones" },
];

/** The steps shown for these answers: periods and hormones only when they apply. */
export function visibleSections(about: IntakeForm["about"]): readonly IntakeSectionMeta[] {
  return INTAKE_SECTIONS.filter((s) => s.id !== "hormonal" || hormonalSectionApplies(about));
}

export const HEADACHE_PARTS = [
  { id: "headache.frequency", title: "How often and how bad", fields: ["days_total", "section", "extremely_severe_days", "severe_days", "moderate_days", "mild_days", "pain_intensity_low", "pain_intensity_avg", "pain_intensity_high", "attack_disability"] },
  { id: "headache.where", title: "Where it hurts and how it feels", fields: ["pain_locations", "sidedness", "side_change", "pain_characteristics"] },
  { id: "headache.duration", title: "How long an attack lasts", fields: ["duration_without_med", "duration_with_med"] },
  { id: "headache.history", title: "When it started and aura", fields: ["age_onset", "multiple_types", "aura_symptoms"] },
  { id: "headache.patterns", title: "Patterns", fields: ["pattern_time_of_day", "pattern_context", "pattern_season"] },
  { id: "headache.symptoms", title: "Symptoms with the headache", fields: ["assoc_symptoms", "autonomic_symptoms"] },
  { id: "headache.triggers", title: "Triggers and what helps", fields: ["triggers", "relief_factors"] },
] as const;

// Open at first: what tells headache types apart (ICHD-3: frequency, location and character,
// duration, accompanying symptoms). History, patterns and triggers stay folded: optional extras.
export const DEFAULT_EXPANDED = ["headache.frequency", "headache.where", "headache.duration", "headache.symptoms"];

/** The step and (for the headache step) the part holding a form path. */
export function locateField(path: string): { section: IntakeFormSection; part?: string } {
  const [section, field] = path.split(".") as [IntakeFormSection, string | undefined];
  if (section !== "headache") return { section };
  return { section, part: HEADACHE_PARTS.find((p) => (p.fields as readonly string[]).includes(field ?? ""))?.id ?? "headache.frequency" };
}
