import type { Urgency } from "@hg/clinic";
import type { ReplyPlan } from "./reply-plan.ts";

// The rules a model's reply must keep, checked in code (a prompt alone is not a safety control).
// Deliberately strict: a false alarm only means the engine's own phrasing is shown instead.

export type RuleViolation = "dose" | "diagnosis" | "urgency" | "instructions" | "off_script" | "length" | "empty";

/** The longest reply we accept from a model (the engine's own replies are well under this). */
export const MAX_REPLY_CHARS = 700;

const CONDITIONS =
  "migraines?|tension[- ]type|tension headaches?|cluster headaches?|cluster|hemicrania|sunct|suna|new daily persistent|" +
  "medication[- ]overuse|rebound headaches?|brain tumou?rs?|tumou?rs?|aneurysms?|meningitis|strokes?|haemorrhages?|hemorrhages?|" +
  "bleeds?|sinusitis|glaucoma|giant cell arteritis|temporal arteritis|arteritis|cancer|encephalitis|idiopathic intracranial hypertension|" +
  "trigeminal neuralgia|occipital neuralgia|neuralgia";

const DRUGS =
  "ibuprofen|paracetamol|acetaminophen|aspirin|naproxen|sumatriptan|rizatriptan|triptans?|codeine|tramadol|excedrin|tylenol|advil|nurofen|painkillers?|pain relievers?|medicines?|medications?";

const DOSE = [
  /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ug|g|ml|milligrams?|micrograms?|grams?|millilit(?:er|re)s?|iu|units?)\b/i,
  /\b(?:\d+|one|two|three|four|half an?|a)\s+(?:tablets?|pills?|capsules?|caplets?|doses?|puffs?|sprays?|drops?|teaspoons?)\b/i,
  /\b(?:every|each)\s+\d+(?:\s*(?:-|to)\s*\d+)?\s*(?:hours?|hrs?)\b/i,
  /\b(?:once|twice|three times|four times|\d+ times)\s+(?:a|per|each)\s+day\b/i,
  // Recommending a medicine (the engine's own questions ask "do you take painkillers", which is fine).
  new RegExp(String.raw`(?:^|\byou (?:should|could|can|might|may want to)\s+|\bi(?:'d| would) (?:suggest|recommend)\s+(?:you\s+)?)(?:take|try|use)\s+(?:some\s+|an?\s+)?(?:${DRUGS})\b`, "i"),
  new RegExp(String.raw`\b(?:recommend|suggest)\w*\s+(?:taking\s+|trying\s+|using\s+)?(?:some\s+|an?\s+)?(?:${DRUGS})\b`, "i"),
];

const DIAGNOSIS = [
  new RegExp(
    String.raw`\b(?:you(?:'ve| have)? got|you have|you(?:'re| are) (?:suffering from|having)|you suffer from|this is|it is|it's|that's|that is|these are|they are|(?:the )?diagnosis (?:is|of)|caused by|due to)\s+(?:(?:a|an|definitely|certainly|clearly|surely|probably|likely|just|only|simply|classic|typical|textbook|the)\s+){0,3}(?:${CONDITIONS})\b`,
    "i",
  ),
  new RegExp(String.raw`\b(?:definitely|certainly|for sure|without (?:a )?doubt|i(?:'m| am) (?:sure|certain|confident))\b.*\b(?:${CONDITIONS})\b`, "i"),
  new RegExp(String.raw`\b(?:${CONDITIONS})\b.*\b(?:definitely|certainly|for sure|without (?:a )?doubt)\b`, "i"),
  /\bi (?:can )?diagnose\b|\bmy diagnosis\b|\byou(?:'ve| have) been diagnosed\b/i,
];

// Reassurance that contradicts any urgency the engine did not call routine, and is out of place even then.
const DOWNPLAY = [
  /\bnothing (?:to worry about|serious|to be (?:worried|concerned) about|dangerous)\b/i,
  /\b(?:it|this|that|everything|you)(?:'s|'re| is| are| will be)\s+(?:totally |completely |probably |perfectly |absolutely |just )?(?:fine|ok|okay|alright|all right|harmless|normal|not serious|nothing)\b/i,
  /\b(?:no need|don't need|do not need|needn't|no reason)\s+(?:to\s+)?(?:worry|panic|see|call|go|visit|get|seek|rush|bother)\b/i,
  /\bdon'?t (?:worry|panic)\b|\bdo not (?:worry|panic)\b/i,
  /\b(?:wait and see|sleep it off|just rest|rest it off|it will pass|it'll pass|will go away on its own|not an emergency|no emergency)\b/i,
];

// A routine turn must not send the person to emergency care either: that contradicts the engine too.
const ESCALATE = [/\b(?:911|999|112)\b/, /\bemergency (?:services|department|room)\b/i, /\b(?:A&E|ER)\b/, /\bgo to (?:the )?hospital\b/i, /\bcall an ambulance\b/i];

// Signs that the model followed an instruction hidden in the person's message, or talks about its instructions.
const INSTRUCTIONS = [/\b(?:system prompt|my instructions|your instructions|ignore (?:all |your |previous |my )?(?:instructions|rules))\b/i, /\bas an ai language model\b/i];

const STOP = new Set("a an and are as at be by did do does for from had has have how i if in is it its like of on or so that the this to was what when with you your yours about any or do did".split(" "));

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
const stem = (w: string) => w.slice(0, 5);

/** Share of the engine question's content words that a text contains (by 5-letter stem). */
export function questionOverlap(engineQuestion: string, text: string): number {
  const wanted = [...new Set(words(engineQuestion).filter((w) => !STOP.has(w)).map(stem))];
  if (wanted.length === 0) return 1;
  const have = new Set(words(text).map(stem));
  return wanted.filter((w) => have.has(w)).length / wanted.length;
}

/** The first rule a single sentence breaks, if any (checked as the reply streams, before the sentence is shown). */
export function checkSentence(sentence: string, urgency: Urgency): RuleViolation | null {
  if (DOSE.some((r) => r.test(sentence))) return "dose";
  if (DIAGNOSIS.some((r) => r.test(sentence))) return "diagnosis";
  if (DOWNPLAY.some((r) => r.test(sentence))) return "urgency";
  if (urgency === "routine" && ESCALATE.some((r) => r.test(sentence))) return "urgency";
  if (INSTRUCTIONS.some((r) => r.test(sentence))) return "instructions";
  return null;
}

/** The first rule the whole reply breaks, if any: every sentence's rules, then the shape of the turn. */
export function checkReply(text: string, plan: ReplyPlan): RuleViolation | null {
  const reply = text.trim();
  if (reply === "") return "empty";
  if (reply.length > MAX_REPLY_CHARS) return "length";
  for (const sentence of splitSentences(reply)) {
    const broken = checkSentence(sentence, plan.turn.urgency);
    if (broken) return broken;
  }
  if (plan.question !== null) {
    // It must end by asking the engine's question (in its own words), and ask nothing else.
    const asked = splitSentences(reply).filter((s) => s.trim().endsWith("?"));
    if (!reply.endsWith("?") || asked.length > 2) return "off_script";
    if (questionOverlap(plan.question, asked.join(" ")) < 0.5) return "off_script";
  } else if (plan.turn.response_type === "end" && !/\breport\b/i.test(reply)) {
    return "off_script";
  }
  return null;
}

/** Sentences of a text, each with its terminator. */
export function splitSentences(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()).filter((s) => s !== "") ?? [];
}
