import type { AskContext, ChoiceDef, Question } from "./question-types.ts";

// Red-flag screening (SNNOOP10, Do et al., Neurology 2019), compact: two checklists with
// multi-select chips, the course of the headache, and questions that apply only to some people
// (pregnancy when it can apply; giant cell arteritis signs over 50; carbon monoxide when a
// fuel-burning heater or a household is mentioned).

const NONE: ChoiceDef = { id: "none", label: "None of these" };
const NOT_SURE = (slot: string): ChoiceDef => ({ id: `${slot}:unknown`, label: "Not sure" });

// Pregnancy matters for women of child-bearing age; with the sex not known, the item is offered
// too (ticking it says the patient is female), so the sex need not be asked for it.
const MAYBE_PREGNANT = (c: AskContext) => c.sex !== "male" && c.sex !== "other" && (c.age === null || (c.age >= 12 && c.age <= 55));

export const SCREEN_QUESTIONS: Question[] = [
  {
    id: "red_flags_now", phase: "screen", multiple: true,
    slots: ["thunderclap_onset", "neuro_deficit", "fever_systemic", "meningism", "altered_consciousness", "seizure", "post_trauma"],
    text: "With this headache, {have_you} had any of these? Tap all that apply.",
    choices: [
      { id: "thunderclap_onset:yes", label: "It hit its worst within a minute" },
      { id: "neuro_deficit:yes", label: "Weakness, numbness, or trouble speaking or seeing" },
      { id: "fever_systemic:yes", label: "A fever" },
      { id: "meningism:yes", label: "A stiff neck (hurts to bend chin to chest)" },
      { id: "altered_consciousness:yes", label: "Fainting, confusion or unusual drowsiness" },
      { id: "seizure:yes", label: "A seizure (fit)" },
      { id: "post_trauma:yes", label: "A knock to the head before it began" },
      NONE,
    ],
  },
  {
    // The course of the headache is part of the screen (new, changed, steadily worse: SNNOOP10's
    // "new onset", "pattern change", "progressive"); "none of these" means the usual headaches.
    id: "red_flags_background", phase: "screen", multiple: true,
    slots: ["course", "valsalva_precipitated", "positional", "papilledema_visual", "painful_eye_autonomic", "cancer_history", "immunosuppression", "pregnancy_postpartum"],
    text: "Do any of these apply to {you_obj}? Tap all that apply.",
    choices: [
      { id: "course:new", label: "This is a new kind of headache for {me}" },
      { id: "course:changed", label: "{My} usual headaches have changed" },
      { id: "course:progressive", label: "The headaches are getting steadily worse" },
      { id: "valsalva_precipitated:yes", label: "Headaches set off by coughing, straining, exercise or sex" },
      { id: "positional:yes", label: "Much worse standing up and better lying down, or the reverse" },
      { id: "papilledema_visual:yes", label: "Sight greying out for a few seconds at a time" },
      { id: "painful_eye_autonomic:yes", label: "A painful red eye during the headache" },
      { id: "cancer_history:yes", label: "Cancer, now or in the past" },
      { id: "immunosuppression:yes", label: "A weak immune system (HIV, chemotherapy, steroid tablets)" },
      { id: "pregnancy_postpartum:yes", label: "Pregnant, or had a baby in the last 6 weeks" },
      NONE,
    ],
    slotWhen: { pregnancy_postpartum: MAYBE_PREGNANT },
  },
  {
    id: "pregnancy_signs", phase: "screen", multiple: true, slots: ["swelling", "ruq_pain", "visual_disturbance"],
    text: "With the headache, {have_you} noticed any of these? Tap all that apply.",
    choices: [
      { id: "swelling:yes", label: "Swelling of the face, hands or feet" },
      { id: "ruq_pain:yes", label: "Pain under the ribs on the right" },
      { id: "visual_disturbance:blurred", label: "Blurred vision, flashing lights or spots" },
      NONE,
    ],
    when: (c) => c.facts.yes("pregnant") || c.facts.yes("postpartum"),
  },
  {
    id: "gca_signs", phase: "screen", multiple: true, slots: ["jaw_claudication_gca", "scalp_tenderness", "visual_disturbance"],
    text: "Since these headaches began, {have_you} had any of these? Tap all that apply.",
    choices: [
      { id: "jaw_claudication_gca:yes", label: "Jaw aching when chewing" },
      { id: "scalp_tenderness:yes", label: "A sore scalp, for example when brushing hair" },
      { id: "visual_disturbance:one_eye_loss", label: "Sight in one eye going dim or dark, even briefly" },
      { id: "visual_disturbance:double_vision", label: "Double vision" },
      NONE,
    ],
    when: (c) => c.age !== null && c.age > 50,
  },
  {
    id: "carbon_monoxide", phase: "screen", multiple: true, slots: ["household_affected", "better_away_from_home"],
    text: "Do any of these fit? Tap all that apply.",
    choices: [
      { id: "household_affected:yes", label: "Others at home have headaches too" },
      { id: "better_away_from_home:yes", label: "It's better away from home" },
      NONE,
    ],
    when: (c) => c.facts.yes("fuel_heater"),
  },
];

/** The standalone course question, for a course still open after the screen (answers bound by old ids too). */
export const COURSE_QUESTION: Question = {
  id: "course", phase: "extra", multiple: true, slots: ["course"],
  text: "Are these headaches like {your} usual ones?",
  choices: [
    { id: "course:usual", label: "Same as {my} usual headaches" },
    { id: "course:new", label: "A new kind, never had before" },
    { id: "course:changed", label: "Different from {my} usual ones" },
    { id: "course:progressive", label: "Getting steadily worse" },
    NOT_SURE("course"),
  ],
};
