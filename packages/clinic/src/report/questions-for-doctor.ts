import type { Assessment } from "../types.ts";

// Questions the person can take to the appointment, chosen from what the assessment found.

const BY_FLAG: Record<string, string> = {
  thunderclap_onset: "Do I need a scan or other tests for a bleed after this sudden headache?",
  fever_systemic: "Could an infection or another illness be causing my headache?",
  meningism: "Do I need tests for meningitis?",
  neuro_deficit: "Could my weakness, numbness or vision changes be a stroke or another problem in the brain?",
  altered_consciousness: "Why did I faint or feel confused, and what tests do I need?",
  seizure: "What caused the seizure, and do I need a brain scan?",
  new_onset_over_50: "Since this headache started after age 50, which tests should I have?",
  pattern_change: "My headaches have changed. Do I need tests to find out why?",
  progressive: "My headache keeps getting worse. Do I need a scan?",
  positional: "Could a change in the fluid pressure around my brain explain the headache changing with position?",
  valsalva_precipitated: "Does it matter that the headache came on with coughing, straining, exercise or sex, and do I need a scan?",
  papilledema_visual: "Could I have raised pressure in my head, and should my eyes be checked?",
  pregnancy_postpartum: "Is this headache safe in pregnancy or after birth, and should my blood pressure be checked?",
  cancer_history: "With my history of cancer, do I need a scan for this headache?",
  immunosuppression: "With my weak immune system, could this headache be an infection?",
  post_trauma: "Do I need a scan after hitting my head?",
  jaw_claudication_gca: "Could this be giant cell arteritis, and do I need a blood test or steroids today?",
  painful_eye_autonomic: "Could this be glaucoma or another eye emergency?",
  medication_overuse: "Am I taking my headache medicine too often, and how can I cut down safely?",
};

const BY_PATTERN: Record<string, string> = {
  "1.1": "Do my headaches fit migraine without aura, or should anything else be ruled out?",
  "1.2": "Is this migraine with aura, and are there medicines (like some contraceptive pills) I should avoid?",
  "1.3": "Should I start a preventive treatment for chronic migraine?",
  "1.5": "What else would help tell whether this is migraine?",
  "2.1": "What can I do to prevent tension-type headaches?",
  "2.2": "Would a preventive treatment or physical therapy help my frequent headaches?",
  "2.3": "What are my options for daily tension-type headache?",
  "3.1": "Could this be cluster headache, and can I try oxygen or other treatments for attacks?",
  "3.2": "Should I try indomethacin for these short attacks?",
  "3.3": "Could these be SUNCT or SUNA attacks, and do I need an MRI scan?",
  "3.4": "Could this be hemicrania continua, and should I try indomethacin?",
  "4.10": "What tests do I need for a daily headache that started on a clear day?",
  "8.2": "How do I stop medicine-overuse headache safely?",
};

// With a red flag the appointment is about excluding a secondary cause, not about
// treatment of a primary headache, so the questions follow the urgency.
const NEXT_STEPS: Record<"emergency" | "urgent", string[]> = {
  emergency: [
    "Which tests do I need now to find the cause, and what are you checking for?",
    "Which new or worsening symptoms mean I should come back or call for help straight away?",
    "Is it safe for me to go home, drive or be on my own after this?",
  ],
  urgent: [
    "Which tests do I need, and how soon?",
    "Which symptoms mean I should go to the emergency department before then?",
    "Until we know the cause, which pain medicines are safe for me to take?",
  ],
};

function routineQuestions(a: Assessment): string[] {
  const out: string[] = [];
  const top = a.leading_pattern ?? a.patterns.find((p) => p.status !== "excluded")?.ichd3;
  if (top !== undefined && BY_PATTERN[top] !== undefined) out.push(BY_PATTERN[top]);
  out.push("Which medicine should I take for an attack, when in the attack, and on how many days a month at most?");
  const days = a.metrics.headache_days_per_month;
  if (days !== null && days >= 4) out.push(`With about ${days} headache days a month, would a preventive treatment help me?`);
  if (a.medication_overuse.warning && !a.medication_overuse.risk) out.push("I'm close to the medicine-day limit. What should I do on extra headache days?");
  // Someone who keeps a diary already has the record; the question is what to look for in it.
  const keepsDiary = a.facts.some((f) => f.source.kind === "diary");
  out.push(keepsDiary ? "Could sleep, caffeine, meals, stress or hormones be triggering my headaches, and what should I look for in my diary?" : "Could sleep, caffeine, meals, stress or hormones be triggering my headaches, and would a headache diary help?");
  return out;
}

/** Up to five questions for the doctor, most important first, fitted to the urgency. */
export function questionsForDoctor(a: Assessment): string[] {
  const out: string[] = [];
  const add = (q: string | undefined) => {
    if (q !== undefined && !out.includes(q)) out.push(q);
  };
  const urgentFlags = a.red_flags.filter((f) => f.code !== "medication_overuse");
  for (const f of urgentFlags) add(BY_FLAG[f.code]);
  if (a.urgency === "emergency" || a.urgency === "urgent") {
    const steps = NEXT_STEPS[a.urgency];
    // Keep room for the next steps: at most three red-flag questions, then what happens now.
    out.splice(3);
    for (const q of steps) add(q);
    // A primary pattern that still leads (e.g. migraine in pregnancy) gets one question if room is left.
    if (a.urgency === "urgent" && a.leading_pattern !== null) add(BY_PATTERN[a.leading_pattern]);
    return out.slice(0, 5);
  }
  if (a.medication_overuse.risk) add(BY_FLAG.medication_overuse);
  for (const q of routineQuestions(a)) add(q);
  add("What should make me seek help urgently in the future?");
  return out.slice(0, 5);
}
