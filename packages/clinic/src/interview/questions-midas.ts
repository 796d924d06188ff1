import { MIDAS_ITEMS } from "../scores/midas.ts";
import type { AskContext, Question } from "./question-types.ts";

// MIDAS (Migraine Disability Assessment; Stewart et al., Neurology 2001): five day counts over the
// last 3 months, summed and graded I-IV (scores/midas.ts). Offered once the interview is over, to
// people with frequent headaches, as an optional extra for the doctor: it is five questions, and
// the history itself never waits on it. Typed numbers are read as days; chips give ranges.


const TEXT: Record<(typeof MIDAS_ITEMS)[number], string> = {
  midas_work_missed: "1 of 5. In the last 3 months, on how many days did {you} miss work or school because of headaches?",
  midas_work_reduced: "2 of 5. On how many days was {your} work or school productivity cut by half or more because of headaches? (Not counting days missed.)",
  midas_home_missed: "3 of 5. On how many days did {you} not do housework because of headaches?",
  midas_home_reduced: "4 of 5. On how many days was {your} housework productivity cut by half or more because of headaches? (Not counting days with no housework.)",
  midas_social_missed: "5 of 5. On how many days did {you} miss family, social or leisure activities because of headaches?",
};

/** The chip ranges of every item and the day count each stands for (its middle). */
export const MIDAS_RANGES: Record<string, number> = { "0": 0, "1_2": 1.5, "3_5": 4, "6_10": 8, "11_20": 15, over_20: 25 };
const RANGE_LABEL: Record<string, string> = { "0": "None", "1_2": "1-2 days", "3_5": "3-5 days", "6_10": "6-10 days", "11_20": "11-20 days", over_20: "More than 20 days" };

/** Frequent headaches (4 or more days a month, or daily pain): where MIDAS tells the doctor most. */
export const midasApplies = (c: AskContext): boolean => (c.facts.num("headache_days") ?? 0) >= 4 || c.facts.yes("continuous");

export const MIDAS_OFFER: Question = {
  id: "midas_offer", phase: "extra", multiple: false, slots: ["midas_offer"],
  text: "If {you} have a minute, 5 short questions about the last 3 months would give {your} doctor a MIDAS score of how much the headaches affect daily life.",
  choices: [{ id: "midas_offer:yes", label: "Answer 5 quick questions" }, { id: "midas_offer:no", label: "Not now" }],
};

export const MIDAS_QUESTIONS: Question[] = MIDAS_ITEMS.map((slot) => ({
  id: slot, phase: "extra", multiple: false, slots: [slot], expects: "attacks",
  text: TEXT[slot],
  choices: [...Object.keys(MIDAS_RANGES).map((v) => ({ id: `${slot}:${v}`, label: RANGE_LABEL[v] ?? v })), { id: `${slot}:unknown`, label: "Not sure" }],
}));
