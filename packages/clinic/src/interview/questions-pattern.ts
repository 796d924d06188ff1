import type { Question } from "./question-types.ts";

// Questions that separate the ICHD-3 patterns. Which one comes next is chosen by select.ts.

const TAC = (codes: string[]) => codes.some((c) => c === "3.1" || c === "3.2" || c === "3.3" || c === "3.4");

export const PATTERN_QUESTIONS: Question[] = [
  {
    id: "duration", kind: "pattern", expects: "duration",
    text: "If you take nothing, how long does one headache usually last?",
    suggestions: [
      { label: "Seconds", sets: [["attack_hours", "affirmed", 1 / 3600, 600 / 3600]] },
      { label: "2-30 minutes", sets: [["attack_hours", "affirmed", 2 / 60, 0.5]] },
      { label: "15 minutes to 3 hours", sets: [["attack_hours", "affirmed", 0.25, 3]] },
      { label: "4 hours to 3 days", sets: [["attack_hours", "affirmed", 4, 72]] },
      { label: "It never goes away", sets: [["continuous", "affirmed"]] },
    ],
    yes: [], no: [], covers: ["attack_hours", "continuous"],
  },
  {
    id: "frequency", kind: "pattern", expects: "frequency",
    text: "On how many days a month do you have a headache?",
    suggestions: [
      { label: "Less than 1 day", sets: [["headache_days", "affirmed", 0.5]] },
      { label: "1-3 days", sets: [["headache_days", "affirmed", 2]] },
      { label: "4-14 days", sets: [["headache_days", "affirmed", 8]] },
      { label: "15 or more days", sets: [["headache_days", "affirmed", 20]] },
      { label: "Every day", sets: [["headache_days", "affirmed", 30]] },
    ],
    yes: [], no: [], covers: ["headache_days", "attacks_per_day"],
  },
  {
    id: "side", kind: "pattern",
    text: "Is the pain usually on one side of your head, or on both sides?",
    suggestions: [
      { label: "One side", sets: [["unilateral", "affirmed"]] },
      { label: "Both sides", sets: [["bilateral", "affirmed"]] },
      { label: "It switches sides", sets: [["unilateral", "affirmed"], ["side_shifting", "affirmed"]] },
    ],
    yes: [], no: [], covers: ["unilateral", "bilateral", "side_shifting"],
  },
  {
    id: "character", kind: "pattern",
    text: "What does the pain feel like most of the time?",
    suggestions: [
      { label: "Throbbing or pounding", sets: [["pulsating", "affirmed"]] },
      { label: "Pressing or tight, like a band", sets: [["pressing", "affirmed"]] },
      { label: "Stabbing or sharp", sets: [["stabbing", "affirmed"]] },
      { label: "Boring or burning", sets: [["boring", "affirmed"]] },
    ],
    yes: [], no: [], covers: ["pulsating", "pressing", "stabbing", "boring", "burning", "electric"],
  },
  {
    id: "nausea", kind: "pattern",
    text: "During a headache, do you feel sick to your stomach or throw up?",
    suggestions: [
      { label: "No", sets: [["nausea", "denied"], ["vomiting", "denied"]] },
      { label: "I feel sick", sets: [["nausea", "affirmed"]] },
      { label: "I throw up", sets: [["nausea", "affirmed"], ["vomiting", "affirmed"]] },
    ],
    yes: [["nausea", "affirmed"]], no: [["nausea", "denied"], ["vomiting", "denied"]], covers: ["nausea", "vomiting"],
  },
  {
    id: "light_noise", kind: "pattern",
    text: "During a headache, do light and noise bother you?",
    suggestions: [
      { label: "Both bother me", sets: [["photophobia", "affirmed"], ["phonophobia", "affirmed"]] },
      { label: "Only light", sets: [["photophobia", "affirmed"], ["phonophobia", "denied"]] },
      { label: "Only noise", sets: [["phonophobia", "affirmed"], ["photophobia", "denied"]] },
      { label: "Neither", sets: [["photophobia", "denied"], ["phonophobia", "denied"]] },
    ],
    yes: [["photophobia", "affirmed"], ["phonophobia", "affirmed"]], no: [["photophobia", "denied"], ["phonophobia", "denied"]],
    covers: ["photophobia", "phonophobia"],
  },
  {
    id: "severity", kind: "pattern",
    text: "How strong is the pain usually?",
    suggestions: [
      { label: "Mild", sets: [["mild", "affirmed"]] },
      { label: "Moderate", sets: [["moderate", "affirmed"]] },
      { label: "Severe", sets: [["severe", "affirmed"]] },
    ],
    yes: [], no: [], covers: ["mild", "moderate", "severe"],
  },
  {
    id: "activity", kind: "pattern",
    text: "Does moving around, like walking or climbing stairs, make the headache worse?",
    suggestions: [{ label: "Yes", sets: [["activity_worse", "affirmed"]] }, { label: "No", sets: [["activity_worse", "denied"]] }, { label: "Not sure", sets: [] }],
    yes: [["activity_worse", "affirmed"]], no: [["activity_worse", "denied"]], covers: ["activity_worse", "can_function"],
  },
  {
    id: "aura", kind: "pattern",
    text: "Before or during a headache, do you see zigzag lines or flashing lights, or get tingling that spreads, which then goes away?",
    suggestions: [
      { label: "No", sets: [["aura", "denied"]] },
      { label: "Yes, zigzags or flashing lights", sets: [["aura", "affirmed"], ["aura_resolves", "affirmed"]] },
      { label: "Yes, spreading tingling", sets: [["aura", "affirmed"], ["numbness", "affirmed"], ["aura_resolves", "affirmed"]] },
    ],
    yes: [["aura", "affirmed"], ["aura_resolves", "affirmed"]], no: [["aura", "denied"]], covers: ["aura"],
    when: (c) => !TAC(c.alive.slice(0, 1)),
  },
  {
    id: "aura_detail", kind: "pattern",
    text: "Does that aura spread slowly over a few minutes and last between 5 minutes and an hour, with the headache following?",
    suggestions: [
      { label: "Yes", sets: [["aura_spread", "affirmed"], ["aura_minutes", "affirmed", 20], ["headache_follows", "affirmed"]] },
      { label: "No", sets: [["aura_spread", "denied"]] },
      { label: "Not sure", sets: [] },
    ],
    yes: [["aura_spread", "affirmed"], ["aura_minutes", "affirmed", 20], ["headache_follows", "affirmed"]], no: [["aura_spread", "denied"]],
    covers: ["aura_spread", "aura_minutes"],
    when: (c) => c.facts.yes("aura"),
  },
  {
    id: "autonomic", kind: "pattern",
    text: "During the pain, does the eye on that side water or go red, does your nose run or block, or do you feel restless?",
    suggestions: [
      { label: "No", sets: [["lacrimation", "denied"], ["rhinorrhea", "denied"], ["restlessness", "denied"]] },
      { label: "Eye waters or goes red", sets: [["lacrimation", "affirmed"]] },
      { label: "Runny or blocked nose", sets: [["rhinorrhea", "affirmed"]] },
      { label: "I can't keep still", sets: [["restlessness", "affirmed"]] },
    ],
    yes: [["lacrimation", "affirmed"]], no: [["lacrimation", "denied"], ["rhinorrhea", "denied"], ["restlessness", "denied"]],
    covers: ["lacrimation", "conjunctival_injection", "rhinorrhea", "nasal_congestion", "restlessness", "ptosis"],
    when: (c) => c.facts.yes("unilateral") || TAC(c.alive.slice(0, 3)),
  },
  {
    id: "per_day", kind: "pattern", expects: "frequency",
    text: "On a bad day, how many separate attacks do you get?",
    suggestions: [
      { label: "1-2", sets: [["attacks_per_day", "affirmed", 1, 2]] },
      { label: "3-5", sets: [["attacks_per_day", "affirmed", 3, 5]] },
      { label: "6-20", sets: [["attacks_per_day", "affirmed", 6, 20]] },
      { label: "More than 20", sets: [["attacks_per_day", "affirmed", 20, 100]] },
    ],
    yes: [], no: [], covers: ["attacks_per_day"],
    when: (c) => TAC(c.alive.slice(0, 3)),
  },
  {
    id: "history", kind: "pattern", expects: "history",
    text: "How long have you been getting these headaches?",
    suggestions: [
      { label: "Less than 3 months", sets: [["history_months", "affirmed", 1.5]] },
      { label: "3-12 months", sets: [["history_months", "affirmed", 6]] },
      { label: "More than a year", sets: [["history_months", "affirmed", 24], ["long_history", "affirmed"]] },
      { label: "Since I was young", sets: [["history_months", "affirmed", 120], ["long_history", "affirmed"]] },
    ],
    yes: [], no: [], covers: ["history_months", "long_history"],
  },
  {
    id: "attacks", kind: "pattern", expects: "attacks",
    text: "About how many of these headaches have you had in total?",
    suggestions: [
      { label: "1-4", sets: [["lifetime_attacks", "affirmed", 3]] },
      { label: "5-10", sets: [["lifetime_attacks", "affirmed", 7]] },
      { label: "More than 10", sets: [["lifetime_attacks", "affirmed", 20]] },
    ],
    yes: [], no: [], covers: ["lifetime_attacks", "long_history", "bouts"],
  },
  {
    id: "bouts", kind: "pattern",
    text: "Do the attacks come in bouts that last weeks, with months free of them in between?",
    suggestions: [{ label: "Yes", sets: [["bouts", "affirmed"]] }, { label: "No", sets: [["bouts", "denied"]] }],
    yes: [["bouts", "affirmed"]], no: [["bouts", "denied"]], covers: ["bouts"],
    when: (c) => c.alive.slice(0, 2).includes("3.1"),
  },
  {
    id: "onset_day", kind: "pattern",
    text: "Do you remember the exact day this daily headache started?",
    suggestions: [{ label: "Yes, I remember the day", sets: [["remembered_onset", "affirmed"]] }, { label: "No, it crept in", sets: [["remembered_onset", "denied"]] }],
    yes: [["remembered_onset", "affirmed"]], no: [["remembered_onset", "denied"]], covers: ["remembered_onset"],
    when: (c) => c.alive.slice(0, 3).includes("4.10"),
  },
  {
    id: "indomethacin", kind: "pattern",
    text: "Has a doctor tried a medicine called indomethacin, and did it stop the headaches completely?",
    suggestions: [
      { label: "Yes, it stopped them", sets: [["indomethacin_response", "affirmed"]] },
      { label: "Tried, it didn't stop them", sets: [["indomethacin_response", "denied"]] },
      { label: "Never tried it", sets: [] },
    ],
    yes: [["indomethacin_response", "affirmed"]], no: [], covers: ["indomethacin_response"],
    when: (c) => c.alive.slice(0, 2).some((p) => p === "3.2" || p === "3.4"),
  },
  {
    id: "med_days", kind: "pattern", expects: "frequency",
    text: "On how many days a month do you take painkillers or migraine medicines?",
    suggestions: [
      { label: "0-4 days", sets: [["med:acute medicine", "affirmed", 2]] },
      { label: "5-9 days", sets: [["med:acute medicine", "affirmed", 7]] },
      { label: "10-14 days", sets: [["med:acute medicine", "affirmed", 12]] },
      { label: "15 or more days", sets: [["med:acute medicine", "affirmed", 20]] },
    ],
    yes: [], no: [], covers: ["med_days"],
    when: (c) => (c.facts.num("headache_days") ?? 0) >= 8,
  },
];
