import type { Question } from "./question-types.ts";

// Red-flag screening questions (SNNOOP10), asked first. Each names its own quick replies.

export const SCREEN_QUESTIONS: Question[] = [
  {
    id: "onset", kind: "screen",
    text: "Did this headache start suddenly and reach its worst within about a minute, like a thunderclap?",
    suggestions: [
      { label: "Yes, within seconds", sets: [["thunderclap", "affirmed"]] },
      { label: "No, it built up over minutes or hours", sets: [["thunderclap", "denied"], ["gradual_onset", "affirmed"]] },
      { label: "Not sure", sets: [] },
    ],
    yes: [["thunderclap", "affirmed"]], no: [["thunderclap", "denied"], ["gradual_onset", "affirmed"]],
    covers: ["thunderclap", "gradual_onset", "sudden_onset"],
  },
  {
    id: "neuro", kind: "screen",
    text: "With this headache, have you had weakness, numbness, trouble speaking, or loss of vision that did not go away?",
    suggestions: [
      { label: "No, none of these", sets: [["neuro_any", "denied"], ["weakness", "denied"], ["speech", "denied"], ["vision_loss", "denied"]] },
      { label: "Weakness", sets: [["weakness", "affirmed"]] },
      { label: "Numbness", sets: [["numbness", "affirmed"]] },
      { label: "Trouble speaking", sets: [["speech", "affirmed"]] },
      { label: "Vision loss or double vision", sets: [["vision_loss", "affirmed"]] },
      { label: "Only before a headache, then it goes away", sets: [["aura", "affirmed"], ["aura_resolves", "affirmed"], ["neuro_any", "denied"]] },
    ],
    yes: [["neuro_any", "affirmed"]], no: [["neuro_any", "denied"], ["weakness", "denied"], ["speech", "denied"]],
    covers: ["neuro_any", "weakness", "numbness", "speech", "vision_loss", "diplopia"],
  },
  {
    id: "fever_neck", kind: "screen",
    text: "Do you have a fever, or a stiff neck that hurts when you bend your chin to your chest?",
    suggestions: [
      { label: "No, neither", sets: [["fever", "denied"], ["neck_stiffness", "denied"]] },
      { label: "Fever", sets: [["fever", "affirmed"]] },
      { label: "Stiff neck", sets: [["neck_stiffness", "affirmed"]] },
      { label: "Both", sets: [["fever", "affirmed"], ["neck_stiffness", "affirmed"]] },
    ],
    yes: [["fever", "affirmed"], ["neck_stiffness", "affirmed"]], no: [["fever", "denied"], ["neck_stiffness", "denied"]],
    covers: ["fever", "neck_stiffness"],
  },
  {
    id: "consciousness", kind: "screen",
    text: "Have you fainted, had a seizure (fit), or been confused or very drowsy?",
    suggestions: [
      { label: "No", sets: [["altered_any", "denied"], ["seizure", "denied"]] },
      { label: "Fainted or passed out", sets: [["loss_of_consciousness", "affirmed"]] },
      { label: "Had a seizure", sets: [["seizure", "affirmed"]] },
      { label: "Confused or very drowsy", sets: [["confusion", "affirmed"]] },
    ],
    yes: [["altered_any", "affirmed"]], no: [["altered_any", "denied"], ["seizure", "denied"]],
    covers: ["altered_any", "loss_of_consciousness", "confusion", "seizure"],
  },
  {
    id: "course", kind: "screen",
    text: "Is this like headaches you have had before, or is it new, different, or getting steadily worse?",
    suggestions: [
      { label: "Same as my usual headaches", sets: [["long_history", "affirmed"], ["unchanged", "affirmed"], ["pattern_change", "denied"], ["progressive", "denied"]] },
      { label: "New for me", sets: [["new_headache", "affirmed"]] },
      { label: "Different from my usual ones", sets: [["pattern_change", "affirmed"]] },
      { label: "Getting steadily worse", sets: [["progressive", "affirmed"]] },
    ],
    yes: [], no: [],
    covers: ["new_headache", "long_history", "pattern_change", "unchanged", "progressive"],
  },
  {
    id: "triggers", kind: "screen",
    text: "Is it much worse when you stand up and better lying down, or is it set off by coughing, straining, exercise or sex?",
    suggestions: [
      { label: "No", sets: [["position_any", "denied"], ["cough_trigger", "denied"], ["exertion_trigger", "denied"]] },
      { label: "Worse standing, better lying down", sets: [["worse_upright", "affirmed"]] },
      { label: "Worse lying down", sets: [["worse_lying", "affirmed"]] },
      { label: "Set off by coughing or straining", sets: [["cough_trigger", "affirmed"]] },
      { label: "Set off by exercise or sex", sets: [["exertion_trigger", "affirmed"]] },
    ],
    yes: [["position_any", "affirmed"], ["cough_trigger", "affirmed"]], no: [["position_any", "denied"], ["cough_trigger", "denied"], ["exertion_trigger", "denied"]],
    covers: ["position_any", "worse_upright", "worse_lying", "cough_trigger", "exertion_trigger"],
  },
  {
    id: "trauma", kind: "screen",
    text: "Have you hit your head or been in an accident recently?",
    suggestions: [{ label: "No", sets: [["head_trauma", "denied"]] }, { label: "Yes", sets: [["head_trauma", "affirmed"]] }],
    yes: [["head_trauma", "affirmed"]], no: [["head_trauma", "denied"]],
    covers: ["head_trauma"],
  },
  {
    id: "pregnancy", kind: "screen",
    text: "Are you pregnant, or have you had a baby in the last 6 weeks?",
    suggestions: [
      { label: "No", sets: [["pregnant", "denied"], ["postpartum", "denied"]] },
      { label: "I'm pregnant", sets: [["pregnant", "affirmed"]] },
      { label: "I had a baby recently", sets: [["postpartum", "affirmed"]] },
    ],
    yes: [["pregnant", "affirmed"]], no: [["pregnant", "denied"], ["postpartum", "denied"]],
    covers: ["pregnant", "postpartum"],
    when: (c) => c.sex !== "male" && (c.age === null || (c.age >= 12 && c.age <= 55)),
  },
  {
    id: "background", kind: "screen",
    text: "Have you ever had cancer, or do you have a weak immune system (for example HIV, chemotherapy, or steroid tablets)?",
    suggestions: [
      { label: "No", sets: [["cancer", "denied"], ["immunosuppressed", "denied"]] },
      { label: "Cancer", sets: [["cancer", "affirmed"]] },
      { label: "Weak immune system", sets: [["immunosuppressed", "affirmed"]] },
    ],
    yes: [["cancer", "affirmed"], ["immunosuppressed", "affirmed"]], no: [["cancer", "denied"], ["immunosuppressed", "denied"]],
    covers: ["cancer", "immunosuppressed"],
  },
  {
    id: "gca", kind: "screen",
    text: "Does your jaw ache when you chew, or is your scalp sore to touch, for example when brushing your hair?",
    suggestions: [
      { label: "No", sets: [["jaw_claudication", "denied"], ["scalp_tenderness", "denied"]] },
      { label: "Jaw aches when chewing", sets: [["jaw_claudication", "affirmed"]] },
      { label: "Scalp is sore", sets: [["scalp_tenderness", "affirmed"]] },
    ],
    yes: [["jaw_claudication", "affirmed"]], no: [["jaw_claudication", "denied"], ["scalp_tenderness", "denied"]],
    covers: ["jaw_claudication", "scalp_tenderness", "gca_named"],
    when: (c) => c.age !== null && c.age > 50,
  },
  {
    id: "eye", kind: "screen",
    text: "Is the painful eye red, with blurred vision or rainbow rings (halos) around lights?",
    suggestions: [
      { label: "No", sets: [["halos", "denied"], ["blurred_vision", "denied"]] },
      { label: "Yes, blurred vision or halos", sets: [["halos", "affirmed"], ["blurred_vision", "affirmed"]] },
    ],
    yes: [["halos", "affirmed"]], no: [["halos", "denied"], ["blurred_vision", "denied"]],
    covers: ["halos", "blurred_vision"],
    when: (c) => (c.facts.yes("eye_pain") || c.facts.yes("red_eye")) && !c.alive.some((p) => p.startsWith("3.")),
  },
];
