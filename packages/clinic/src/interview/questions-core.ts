import type { PatternCode } from "../types.ts";
import type { ChoiceDef, Question } from "./question-types.ts";
import { severalClassesNamed } from "./questions-follow.ts";

// Who the patient is, and the questions that characterise the attack (ICHD-3). Which one comes
// next is chosen by select.ts; core ones must be covered before the interview ends.

const NOT_SURE = (slot: string): ChoiceDef => ({ id: `${slot}:unknown`, label: "Not sure" });
const NONE: ChoiceDef = { id: "none", label: "None of these" };
const TAC = (codes: PatternCode[]) => codes.some((c) => c === "3.1" || c === "3.2" || c === "3.3" || c === "3.4");
const RANGES = [["under_1", "None, or less than 1 day"], ["1_4", "1-4 days"], ["5_9", "5-9 days"], ["10_14", "10-14 days"], ["15_31", "15 or more days"]] as const;

export const WHO_QUESTIONS: Question[] = [
  { id: "age", phase: "who", multiple: false, slots: ["age"], text: "How old {are_you}?", choices: [{ id: "age:unknown", label: "Prefer not to say" }], when: (c) => c.age === null },
];

/**
 * The sex, asked only when something depends on it for this person: aura in a woman of
 * child-bearing age (combined hormonal contraception is UKMEC 4 with migraine with aura).
 * Pregnancy is screened without it (the screening checklist offers it unless the patient is male).
 */
export const SEX_QUESTION: Question = {
  id: "sex", phase: "extra", multiple: false, slots: ["sex"], text: "{Are_you} female or male?",
  choices: [{ id: "sex:female", label: "Female" }, { id: "sex:male", label: "Male" }, { id: "sex:other", label: "Other or prefer not to say" }],
  when: (c) => c.sex === null && c.facts.yes("aura") && (c.age === null || (c.age >= 12 && c.age <= 55)),
};

export const CORE_QUESTIONS: Question[] = [
  {
    id: "headache_days", phase: "core", multiple: false, slots: ["headache_days"], expects: "frequency",
    text: "On how many days a month {do_you} have a headache?",
    choices: [
      { id: "headache_days:under_1", label: "Less than 1 day" }, { id: "headache_days:1_4", label: "1-4 days" }, { id: "headache_days:5_9", label: "5-9 days" },
      { id: "headache_days:10_14", label: "10-14 days" }, { id: "headache_days:15_31", label: "15 or more days" }, { id: "headache_days:daily", label: "Every day" },
    ],
  },
  {
    id: "duration", phase: "core", multiple: false, slots: ["duration"], expects: "duration",
    text: "Without medicine, how long does one headache usually last?",
    choices: [
      { id: "duration:under_10_min", label: "Under 10 minutes" }, { id: "duration:10_30_min", label: "10-30 minutes" }, { id: "duration:30_min_2_hr", label: "30 minutes to 2 hours" },
      { id: "duration:2_4_hr", label: "2-4 hours" }, { id: "duration:4_72_hr", label: "4 hours to 3 days" }, { id: "duration:over_72_hr", label: "More than 3 days" },
      { id: "duration:continuous", label: "It never stops" },
    ],
  },
  {
    id: "side", phase: "core", multiple: false, slots: ["side"],
    text: "Is the pain usually on one side of the head, or on both sides?",
    choices: [
      { id: "side:one", label: "One side" }, { id: "side:both", label: "Both sides" }, { id: "side:alternating", label: "One side, but it switches" },
      { id: "side:one_or_both", label: "Sometimes one side, sometimes both" },
    ],
  },
  {
    id: "character", phase: "core", multiple: true, slots: ["character"],
    text: "What does the pain feel like? Tap all that fit.",
    choices: [
      { id: "character:throbbing", label: "Throbbing or pounding" }, { id: "character:pressing", label: "Pressing or heavy" }, { id: "character:tightening", label: "Tight, like a band" },
      { id: "character:stabbing", label: "Stabbing or sharp" }, { id: "character:boring", label: "Boring, like a drill" }, { id: "character:burning", label: "Burning" },
      { id: "character:electric", label: "Electric shocks" },
    ],
  },
  {
    id: "severity", phase: "core", multiple: false, slots: ["severity"],
    text: "How bad is the pain usually?",
    choices: [{ id: "severity:mild", label: "Mild: {I} can carry on" }, { id: "severity:moderate", label: "Moderate: it slows {me} down" }, { id: "severity:severe", label: "Severe: {I} have to stop" }],
  },
  {
    // Aura is asked with the other symptoms of an attack (one checklist, one thing: what happens with a headache).
    id: "associated", phase: "core", multiple: true, slots: ["nausea", "vomiting", "photophobia", "phonophobia", "aura"],
    text: "During a headache, which of these happen? Tap all that apply.",
    choices: [
      { id: "nausea:yes", label: "Feeling sick" }, { id: "vomiting:yes", label: "Being sick (vomiting)" }, { id: "photophobia:yes", label: "Light bothers {me}" },
      { id: "phonophobia:yes", label: "Noise bothers {me}" }, { id: "aura:yes", label: "Zigzags, flashing lights or spreading tingling that come and go" }, NONE,
    ],
  },
  {
    id: "aura", phase: "core", multiple: false, slots: ["aura"],
    text: "Before or during a headache, {do_you} see zigzag lines or flashing lights, or get tingling that spreads, and then it goes away?",
    choices: [{ id: "aura:yes", label: "Yes" }, { id: "aura:no", label: "No" }, NOT_SURE("aura")],
  },
  {
    id: "acute_med_days", phase: "core", multiple: false, slots: ["acute_med_days"], expects: "frequency",
    text: "On how many days a month {do_you} take painkillers or migraine medicines?",
    choices: RANGES.map(([v, label]) => ({ id: `acute_med_days:any:${v}`, label })),
    when: (c) => !severalClassesNamed(c.facts),
  },
];

export const EXTRA_QUESTIONS: Question[] = [
  {
    id: "activity_worse", phase: "extra", multiple: false, slots: ["activity_worse"],
    text: "Does everyday activity, like walking or climbing stairs, make the headache worse?",
    choices: [{ id: "activity_worse:yes", label: "Yes" }, { id: "activity_worse:no", label: "No" }, NOT_SURE("activity_worse")],
  },
  {
    id: "autonomic", phase: "extra", multiple: true, slots: ["autonomic", "restlessness"],
    text: "During the pain, do any of these happen? Tap all that apply.",
    choices: [
      { id: "autonomic:lacrimation", label: "Eye watering on that side" }, { id: "autonomic:conjunctival_injection", label: "Red eye on that side" },
      { id: "autonomic:rhinorrhea", label: "Runny nose on that side" }, { id: "autonomic:nasal_congestion", label: "Blocked nose on that side" },
      { id: "autonomic:ptosis", label: "Drooping eyelid on that side" }, { id: "restlessness:yes", label: "Can't keep still, pacing about" }, NONE,
    ],
    when: (c) => c.facts.yes("unilateral") || TAC(c.alive.slice(0, 3)),
  },
  {
    id: "attacks_per_day", phase: "extra", multiple: false, slots: ["attacks_per_day"], expects: "frequency",
    text: "On a bad day, how many separate attacks {do_you} get?",
    choices: [{ id: "attacks_per_day:1", label: "1" }, { id: "attacks_per_day:2_5", label: "2-5" }, { id: "attacks_per_day:6_20", label: "6-20" }, { id: "attacks_per_day:over_20", label: "More than 20" }],
    when: (c) => TAC(c.alive.slice(0, 3)),
  },
  {
    id: "bouts", phase: "extra", multiple: false, slots: ["bouts"],
    text: "Do the attacks come in bouts lasting weeks or months, with long breaks free of them?",
    choices: [{ id: "bouts:bouts_remission_3m_plus", label: "Yes, breaks of 3 months or more" }, { id: "bouts:bouts_shorter_remission", label: "Yes, but shorter breaks" }, { id: "bouts:no", label: "No" }],
    when: (c) => c.alive.slice(0, 3).includes("3.1"),
  },
  {
    id: "lifetime_attacks", phase: "extra", multiple: false, slots: ["lifetime_attacks"], expects: "attacks",
    text: "About how many of these headaches {have_you} had in total?",
    choices: [
      { id: "lifetime_attacks:1", label: "Just this one" }, { id: "lifetime_attacks:2_4", label: "2-4" }, { id: "lifetime_attacks:5_9", label: "5-9" },
      { id: "lifetime_attacks:10_19", label: "10-19" }, { id: "lifetime_attacks:20_plus", label: "20 or more" },
    ],
  },
  {
    id: "onset_when", phase: "extra", multiple: false, slots: ["onset_when"], expects: "history",
    text: "When did these headaches first start?",
    choices: [
      { id: "onset_when:today", label: "Today" }, { id: "onset_when:days", label: "In the last few days" }, { id: "onset_when:weeks", label: "In the last few weeks" },
      { id: "onset_when:1_3_months", label: "1-3 months ago" }, { id: "onset_when:over_3_months", label: "More than 3 months ago" }, { id: "onset_when:years", label: "Years ago" },
    ],
  },
  {
    id: "onset_remembered", phase: "extra", multiple: false, slots: ["onset_remembered"],
    text: "{Do_you} remember the exact day this daily headache started?",
    choices: [{ id: "onset_remembered:yes", label: "Yes, the exact day" }, { id: "onset_remembered:no", label: "No, it crept in" }],
    when: (c) => c.alive.slice(0, 3).includes("4.10") || ((c.facts.yes("continuous") || (c.facts.num("headache_days") ?? 0) >= 15) && c.facts.yes("new_headache")),
  },
  {
    id: "indomethacin", phase: "extra", multiple: false, slots: ["indomethacin"],
    text: "Has a doctor tried a medicine called indomethacin, and how did it work?",
    choices: [
      { id: "indomethacin:absolute_response", label: "It stopped them completely" }, { id: "indomethacin:partial", label: "It helped a bit" },
      { id: "indomethacin:no_effect", label: "It didn't help" }, { id: "indomethacin:not_tried", label: "Never tried it" },
    ],
    when: (c) => c.alive.slice(0, 2).some((p) => p === "3.2" || p === "3.4"),
  },
  {
    id: "aura_features", phase: "extra", multiple: true, slots: ["aura_features"],
    text: "About that aura: which of these fit? Tap all that apply.",
    choices: [
      { id: "aura_features:spreads_over_5_min", label: "It spreads slowly over several minutes" }, { id: "aura_features:each_5_60_min", label: "It lasts 5 to 60 minutes" },
      { id: "aura_features:one_sided", label: "It's on one side" }, { id: "aura_features:headache_within_60_min", label: "The headache follows within an hour" }, NONE,
    ],
    when: (c) => c.facts.yes("aura"),
  },
];
