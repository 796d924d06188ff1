import type { MidasCreate, MidasRecord } from "@hg/shared/diary";

export type MidasAnswers = Omit<MidasCreate, "clientId">;

/** The five MIDAS questions (Stewart et al. 2001) in plain words; each asks about the last 3 months. */
export const MIDAS_QUESTIONS: readonly { key: keyof MidasAnswers; text: string; label: string }[] = [
  { key: "missedWork", text: "On how many days did you miss work or school because of headaches?", label: "Days missed at work or school" },
  {
    key: "reducedWork",
    text: "On how many other days did you get half as much done or less at work or school because of headaches?",
    label: "Days at half pace at work or school",
  },
  {
    key: "missedHousework",
    text: "On how many days did you do no housework (cleaning, shopping, caring for others) because of headaches?",
    label: "Days with no housework",
  },
  { key: "reducedHousework", text: "On how many other days did you get half as much housework done or less because of headaches?", label: "Days at half pace at home" },
  {
    key: "missedLeisure",
    text: "On how many days did you miss time with family or friends, or leisure activities, because of headaches?",
    label: "Days missing family, social or leisure time",
  },
];

export const MIDAS_GRADE_WORDS: Record<MidasRecord["grade"], string> = {
  I: "little or no disability",
  II: "mild disability",
  III: "moderate disability",
  IV: "severe disability",
};

/** MIDAS looks back three months, so it is asked again when the last one is older than that. */
export const MIDAS_INTERVAL_DAYS = 90;

/** The newest record first. */
export const newestFirst = (records: readonly MidasRecord[]) => [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Whether MIDAS is due: never filled in, or the last one is over 90 days old. */
export function midasDue(latest: MidasRecord | undefined, now: Date): boolean {
  if (!latest) return true;
  return now.getTime() - Date.parse(latest.createdAt) > MIDAS_INTERVAL_DAYS * 86_400_000;
}
