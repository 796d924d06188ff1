import { evaluate, type AssessOptions } from "../assess.ts";
import { isObj } from "../facts/intake-read.ts";
import { patternName, DISCLAIMER } from "../interview/phrasing.ts";
import type { Assessment, ChatMessage, InterviewStatus, MedicationOveruse, PatternResult, RedFlag, ScreenItem, Urgency } from "../types.ts";
import { readFeatures } from "../patterns/features.ts";
import { RULES_VERSION } from "../version.ts";
import { readableEvidence } from "./evidence.ts";
import { excludedPatterns, reasonAgainst, type Excluded } from "./excluded.ts";
import { medicineTable, type MedicineRow } from "./medicines.ts";
import { profileOf, type AttackProfile, type Frequency, type Onset } from "./profile.ts";
import { questionsForDoctor } from "./questions-for-doctor.ts";

export interface ReportInput {
  conversationId: string;
  intake: unknown;
  messages: unknown;
  /** ISO time the report is made; also "today" for ages from date_of_birth. */
  generatedAt: string;
}

export interface Report {
  conversationId: string;
  generatedAt: string;
  rules_version: string;
  disclaimer: string;
  patient: { age: number | null; sex: string | null; handedness: string | null };
  urgency: Urgency;
  red_flags: Array<Pick<RedFlag, "code" | "label" | "evidence">>;
  red_flag_screen: ScreenItem[];
  interview: InterviewStatus;
  /** Listed patterns; `against` says in a few words why one with a criterion not met does not fit. */
  patterns: Array<Omit<PatternResult, "score"> & { against?: string }>;
  /** Patterns the answers rule out, each with a short reason ("vomiting with attacks"). */
  excluded: Excluded[];
  leading_pattern: string | null;
  /** The usual attack as told, each value with where it came from. */
  attack_profile: AttackProfile;
  onset: Onset;
  frequency: Frequency;
  /** Headache medicines from the intake and the chat, each once. */
  medicines: MedicineRow[];
  metrics: Assessment["metrics"];
  medication_overuse: { risk: boolean; detail: string; warning: boolean };
  summary: string;
  questions_for_doctor: string[];
  intake: Record<string, unknown>;
  transcript: ChatMessage[];
}

function summaryOf(a: Assessment): string {
  const parts: string[] = [];
  const who = [a.age !== null ? `${a.age}-year-old` : null, a.sex].filter((x) => x !== null).join(" ");
  if (who !== "") parts.push(`${who.charAt(0).toUpperCase()}${who.slice(1)}.`);
  if (a.urgency === "emergency") parts.push("Emergency: red flags reported that need assessment in an emergency department now.");
  else if (a.urgency === "urgent") parts.push("Urgent: red flags reported; medical review within 24-48 hours advised.");
  else if (a.interview.complete) parts.push("No red flags needing urgent review were reported.");
  else parts.push(`No red flags were reported so far, but the interview was not finished: ${a.red_flag_screen.filter((s) => s.answer === "unknown" || s.answer === "unconfirmed").length} of the ${a.red_flag_screen.length} warning signs were not answered.`);
  const unconfirmed = a.red_flag_screen.filter((s) => s.answer === "unconfirmed").map((s) => s.label.toLowerCase());
  if (unconfirmed.length > 0) parts.push(`Suggested but not confirmed: ${unconfirmed.join("; ")}.`);
  if (a.red_flags.length > 0) parts.push(`Red flags: ${a.red_flags.map((f) => f.label.toLowerCase()).join("; ")}.`);
  // Dangers outside SNNOOP10 (carbon monoxide; aura on combined contraception).
  if ((a.hazards ?? []).length > 0) parts.push(`Also: ${(a.hazards ?? []).map((h) => h.label.charAt(0).toLowerCase() + h.label.slice(1)).join("; ")}.`);
  const top = a.patterns.find((p) => p.status !== "excluded");
  if (a.leading_pattern !== null) parts.push(`Answers fit the ICHD-3 pattern ${a.leading_pattern} ${patternName(a.leading_pattern)} (${top?.status.replace("_", " ") ?? ""}).`);
  else if (top !== undefined && top.status !== "possible") parts.push(`Primary pattern considered: ICHD-3 ${top.ichd3} ${top.name} (${top.status.replace("_", " ")}), after secondary causes are excluded.`);
  const d = a.metrics.headache_days_per_month;
  if (d !== null) parts.push(`About ${d} headache days per month.`);
  const missed = a.metrics.missed_days_3m;
  if (missed !== undefined) parts.push(`Headaches stopped work, study or housework on about ${missed} days in the last 3 months (one impact question; MIDAS not scored).`);
  parts.push(a.medication_overuse.detail);
  const months = a.facts.find((f) => f.key === "med_overuse_months" && f.polarity === "affirmed")?.value;
  if (months !== undefined && (a.medication_overuse.risk || a.medication_overuse.warning)) parts.push(months > 3 ? "Medicines taken at this level for 3 months or more." : "Medicines taken at this level for less than 3 months.");
  return parts.join(" ");
}

/** The doctor's report of CLINICAL.md for one conversation. Pure; time comes in as `generatedAt`. */
export function buildReport(input: ReportInput, options: AssessOptions = {}): Report {
  const safe: Partial<ReportInput> = isObj(input) ? input : {};
  const generatedAt = typeof safe.generatedAt === "string" ? safe.generatedAt : "";
  const { assessment: a, messages, facts } = evaluate(safe.intake, safe.messages, { ...options, now: options.now ?? (generatedAt === "" ? null : generatedAt) });
  const intake = isObj(safe.intake) ? safe.intake : {};
  const handedness = typeof intake.handedness === "string" ? intake.handedness : null;
  const mo: MedicationOveruse = a.medication_overuse;
  const features = readFeatures(facts);
  const readable = (e: string): string => readableEvidence(e, intake, messages);
  return {
    conversationId: typeof safe.conversationId === "string" ? safe.conversationId : "",
    generatedAt,
    rules_version: RULES_VERSION,
    disclaimer: `${DISCLAIMER} This report summarises what the person reported, for a licensed healthcare provider to review.`,
    patient: { age: a.age, sex: a.sex, handedness },
    urgency: a.urgency,
    red_flags: a.red_flags.map(({ code, label, evidence }) => ({ code, label, evidence: evidence.map(readable) })),
    red_flag_screen: a.red_flag_screen,
    interview: a.interview,
    patterns: a.patterns.filter((p) => p.status !== "excluded").map(({ score: _score, ...p }) => {
      const against = reasonAgainst(p, features, a.patterns);
      return { ...p, criteria: p.criteria.map((c) => ({ ...c, evidence: readable(c.evidence) })), ...(against !== null ? { against } : {}) };
    }),
    excluded: excludedPatterns(a.patterns, facts),
    leading_pattern: a.leading_pattern,
    ...profileOf(facts, messages, intake, a.metrics.headache_days_per_month),
    medicines: medicineTable(facts, intake, messages),
    metrics: a.metrics,
    medication_overuse: { risk: mo.risk, detail: mo.detail, warning: mo.warning },
    summary: summaryOf(a),
    questions_for_doctor: questionsForDoctor(a),
    intake,
    transcript: messages,
  };
}
