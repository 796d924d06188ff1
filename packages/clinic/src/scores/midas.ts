import type { FactSet } from "../facts/fact-set.ts";
import { isObj, numOf } from "../facts/intake-read.ts";

export interface Midas {
  score: number;
  grade: "I" | "II" | "III" | "IV";
}

/** MIDAS grade from its total: I 0-5, II 6-10, III 11-20, IV 21+ (Stewart et al., Neurology 2001). */
export function midasGrade(score: number): Midas["grade"] {
  return score <= 5 ? "I" : score <= 10 ? "II" : score <= 20 ? "III" : "IV";
}

/** MIDAS from the intake when its five day counts are all known (a list of 5, or an object of 5 numbers). */
export function midasFromIntake(intake: unknown): Midas | null {
  if (!isObj(intake)) return null;
  const hh = isObj(intake.headache_history) ? intake.headache_history : {};
  const raw = intake.midas ?? hh.midas;
  const values = Array.isArray(raw) ? raw : isObj(raw) ? Object.entries(raw).filter(([k]) => !/^(a|b|total|score|grade)$/i.test(k)).map(([, v]) => v) : null;
  if (values === null || values.length < 5) return null;
  const nums = values.slice(0, 5).map(numOf);
  if (nums.some((n) => n === null || n < 0)) return null;
  const score = nums.reduce<number>((s, n) => s + (n ?? 0), 0);
  return { score, grade: midasGrade(score) };
}

/** The five MIDAS items in questionnaire order, as fact keys (interview/questions-midas.ts asks them). */
export const MIDAS_ITEMS = ["midas_work_missed", "midas_work_reduced", "midas_home_missed", "midas_home_reduced", "midas_social_missed"] as const;

/** MIDAS from the interview's five answers, when all five are known (a chip range counts as its middle). */
export function midasFromFacts(facts: FactSet): Midas | null {
  const nums = MIDAS_ITEMS.map((k) => facts.num(k));
  if (nums.some((n) => n === null)) return null;
  const score = Math.round(nums.reduce<number>((sum, n) => sum + (n ?? 0), 0));
  return { score, grade: midasGrade(score) };
}
