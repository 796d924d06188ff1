import { normalizeText } from "../facts/normalize.ts";
import { PLAIN } from "../red-flags/codes.ts";
import type { Assessment } from "../types.ts";
import { emergencyLine } from "@hg/shared/clinical-vocabulary";
import { address, type Person } from "./person.ts";

// After an emergency (CLINICAL.md): what to do now stays first in every reply, and the
// assistant still answers what the person asks ("it's easing off, do I still need to go?"),
// without chips that loop (the app shows a call action and the report as real actions) and
// without repeating the same paragraph turn after turn.

const INTENTS: Array<[RegExp, string]> = [
  [/\b(?:eas(?:e|es|ed|ing)|better|going away|gone|settl\w*|wear(?:s|ing)? off|not as bad|improv\w*|calm(?:ed|ing)? down|do i (?:still|really) (?:need|have) to|must i|still go|stay (?:at )?home)\b/,
    "Yes, please still go now. A headache like this can ease off and still be a bleed or another serious problem, so feeling better does not make it safe."],
  [/\b(?:take (?:something|anything|a tablet|a pill|paracetamol|ibuprofen|aspirin|a painkiller)|painkillers?|paracetamol|ibuprofen|aspirin|tablets?|pills?|medicine|medication)\b/,
    "Don't let a tablet delay getting help. If {you} need something for the pain on the way, paracetamol is usually the safer choice until a doctor has seen {you_obj}; avoid aspirin and ibuprofen for now, as they can make bleeding worse."],
  [/\b(?:drive|driving|car|get there)\b/, "Please don't drive: ask someone to take {you_obj}, or call an ambulance."],
  [/\b(?:wait|tomorrow|in the morning|later|appointment|gp|sleep it off|sleep on it)\b/, "Please don't wait for an appointment or until later: this needs checking now."],
  [/\b(?:alone|on my own|by myself|no one|nobody)\b/, "If {you_are} on {your} own, call emergency services now rather than travelling alone."],
  [/\b(?:what (?:do|should) i (?:tell|say)|what to say)\b/, "Tell them when it started, how fast it reached its worst, and what else happened. The report from this conversation has the details to show them."],
  [/\b(?:scared|frightened|worried|panic\w*|anxious)\b/, "It's understandable to feel frightened. Getting checked quickly is the safest thing to do, and the team there can help."],
  [/\b(?:ok|okay|going|on (?:my|our) way|called|calling|thanks?|thank you|will do)\b/, "Good. If you can, take the report from this conversation with you."],
];

const REMINDERS = [
  "Please don't wait to see if it settles. You can show the doctors the report from this conversation.",
  "Getting checked now matters more than anything else here. The report is ready to show the team.",
  "If anything changes while you wait for help, tell the emergency team straight away.",
];

// Carbon monoxide: the first thing to do is get out of the air that is poisoning everyone.
const CO_ADVICE = "Leave the house now and get into fresh air, opening doors and windows on the way out if it is safe, and don't go back in until the heating or appliances have been checked.";

function reasons(a: Assessment): string {
  const plain = [...new Set(a.red_flags.filter((f) => f.urgency === "emergency").map((f) => PLAIN[f.code]))].slice(0, 3);
  return plain.join(", ");
}

/** Carbon monoxide suspected: others at home affected, or better away from a fuel-burning appliance. */
export const carbonMonoxide = (a: Assessment): boolean => {
  const yes = (k: string) => a.facts.some((f) => f.key === k && f.polarity === "affirmed");
  return yes("household_affected") || (yes("better_away_from_home") && yes("fuel_heater")) || (a.hazards ?? []).some((h) => h.code === "carbon_monoxide");
};

/** The reply while an emergency stands: the full advice the first time, then the advice line and an answer to what was asked. */
export function emergencyReply(a: Assessment, p: Person, lastUser: string, firstEmergencyTurn: boolean, turn: number, numbers?: readonly string[]): string {
  const line = emergencyLine(numbers);
  const co = carbonMonoxide(a);
  if (firstEmergencyTurn) {
    const why = reasons(a);
    const told = why === "" ? (co ? "Several people unwell at home, or feeling better away from it, can mean carbon monoxide poisoning." : "") : `You told me about ${why}, and that needs a doctor to check ${address("{you_obj}", p)} straight away.`;
    return [line, co ? CO_ADVICE : "", "Do not drive yourself.", told].filter((s) => s !== "").join(" ");
  }
  const text = normalizeText(lastUser);
  const answers = INTENTS.filter(([re]) => re.test(text)).map(([, say]) => address(say, p)).slice(0, 2);
  const body = answers.length > 0 ? answers : [REMINDERS[turn % REMINDERS.length] ?? ""];
  return [line, co ? CO_ADVICE : "", ...body].filter((s) => s !== "").join(" ");
}
