import { ASSISTANT_DISCLAIMER, EMERGENCY_LINE, URGENT_LINE } from "@hg/shared/clinical-vocabulary";
import { PLAIN } from "../red-flags/codes.ts";
import type { Assessment, Hazard, PatternCode } from "../types.ts";
import { address, type Person } from "./person.ts";

export { EMERGENCY_LINE, URGENT_LINE };

// Every sentence the assistant says. Plain words (reading age about 12), warm, short, and
// never a diagnosis: patterns are "what your answers fit", for a doctor to confirm.

export const DISCLAIMER = ASSISTANT_DISCLAIMER;

const NAMES: Record<PatternCode, string> = {
  "1.1": "migraine without aura",
  "1.2": "migraine with aura",
  "1.3": "chronic migraine",
  "1.5": "probable migraine",
  "2.1": "infrequent tension-type headache",
  "2.2": "frequent tension-type headache",
  "2.3": "chronic tension-type headache",
  "3.1": "cluster headache",
  "3.2": "paroxysmal hemicrania",
  "3.3": "SUNCT or SUNA (very short, stabbing one-sided attacks)",
  "3.4": "hemicrania continua",
  "4.10": "new daily persistent headache",
  "8.2": "medication-overuse headache",
};

const ACKS = ["Thank you, that helps.", "Thanks for telling me.", "Got it.", "Thank you.", "That's helpful, thank you.", "I understand."];

/** A varied but deterministic short acknowledgement. */
export const ack = (turn: number): string => ACKS[turn % ACKS.length] ?? "Thank you.";

export const patternName = (code: PatternCode): string => NAMES[code];

// Dangers outside the red-flag codes, in the person's words.
const HAZARD_PLAIN: Record<Hazard["code"], string> = {
  carbon_monoxide: "others at home being unwell too, which can mean carbon monoxide",
  aura_on_combined_contraception: "migraine aura while taking the combined pill (or patch or ring), which together raise the risk of stroke, so a doctor should review the contraception",
  hypertensive_crisis: "a very high blood pressure with the headache",
  status_migrainosus: "a migraine that has not stopped for more than three days",
  medicine_overdose: "a large amount of a medicine taken at once, which can harm the liver or the heart even when you feel well at first",
};

const reasons = (a: Assessment, urgency: "emergency" | "urgent"): string => {
  const plain = [...a.red_flags.filter((f) => f.urgency === urgency).map((f) => PLAIN[f.code]), ...(a.hazards ?? []).filter((h) => h.urgency === urgency).map((h) => HAZARD_PLAIN[h.code])];
  return [...new Set(plain)].slice(0, 3).join(", ");
};

/** The emergency message: what to do now comes first, then why. */
export function emergencyText(a: Assessment): string {
  return `${EMERGENCY_LINE} Do not drive yourself. You told me about ${reasons(a, "emergency")}, and that needs a doctor to check you straight away.`;
}

/** The same-day / within-48-hours advice. */
export function urgentText(a: Assessment): string {
  return `Because you mentioned ${reasons(a, "urgent")}, ${URGENT_LINE.charAt(0).toLowerCase()}${URGENT_LINE.slice(1)}`;
}

export const WELCOME = "Hi, I'm here to help you understand your headaches and get ready to talk with a doctor.";

/** The closing message of the interview; `unconfirmed` names suspicions never answered. */
export function endText(a: Assessment, p: Person, withUrgentLine = true, unconfirmed: string[] = []): string {
  const parts: string[] = ["Thank you, that's all my questions."];
  const leadStatus = a.patterns.find((x) => x.ichd3 === a.leading_pattern)?.status;
  if (a.leading_pattern !== null && (leadStatus === "criteria_met" || leadStatus === "probable")) {
    parts.push(address(`{Your} answers fit the pattern doctors call ${patternName(a.leading_pattern)}. Only a doctor can confirm what it is.`, p));
  } else if (a.leading_pattern !== null) {
    // Only some of its criteria are known: named as the nearest, never as a fit.
    parts.push(address(`Of the headache patterns, {your} answers come closest to ${patternName(a.leading_pattern)}, but too much is still unknown to say it fits, so a doctor's view will help.`, p));
  } else if (a.red_flags.some((f) => f.code !== "medication_overuse")) {
    parts.push("Some of what you told me needs a doctor to check first, before anyone can say what kind of headache this is.");
  } else {
    parts.push("The answers don't clearly fit one headache pattern yet, so a doctor's view will help.");
  }
  if (unconfirmed.length > 0) parts.push(`I couldn't check ${[...new Set(unconfirmed)].slice(0, 2).join(" or ")} with you, so please mention it to a doctor soon.`);
  if (a.medication_overuse.risk) parts.push(address("{You_are} possibly taking headache medicines on too many days, which can keep headaches going. Talk to a doctor before changing anything.", p));
  else if (a.medication_overuse.warning) parts.push("The number of medicine days is close to the level that can make headaches more frequent, so keep an eye on it.");
  if (a.urgency === "urgent" && withUrgentLine) parts.push(URGENT_LINE);
  else if (a.urgency === "routine") {
    const keepsDiary = a.facts.some((f) => f.source.kind === "diary");
    parts.push(`${keepsDiary ? "Your headache diary will help the doctor, so keep logging." : "Keeping a headache diary can help the doctor."} If things change, or a headache is suddenly very bad, get help quickly.`);
  }
  parts.push("You can open the report to share with a doctor.");
  return parts.join(" ");
}
