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
  valsalva_precipitated: "Should I have a scan because coughing, straining or exercise sets off my headache?",
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
  "1.1": "Is this migraine, and which treatments for attacks and for prevention suit me?",
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

/** Up to five questions for the doctor, most important first. */
export function questionsForDoctor(a: Assessment): string[] {
  const out: string[] = [];
  for (const f of a.red_flags) {
    const q = BY_FLAG[f.code];
    if (q !== undefined && !out.includes(q)) out.push(q);
  }
  const top = a.leading_pattern ?? a.patterns.find((p) => p.status !== "excluded")?.ichd3;
  if (top !== undefined && BY_PATTERN[top] !== undefined) out.push(BY_PATTERN[top]);
  if (a.medication_overuse.warning && !a.medication_overuse.risk) out.push("I'm close to the medicine-day limit. What should I do on extra headache days?");
  out.push("What should make me seek help urgently in the future?");
  return out.slice(0, 5);
}
