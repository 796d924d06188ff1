// The clinical vocabulary every layer speaks: the engine, the server, the LLM path and the web app.
// Plain constants with no dependency (not even zod), so the engine may import them (decision note 004).
import { FALLBACK_EMERGENCY_NUMBERS } from "./emergency-numbers.ts";
import { listInWords } from "./list-in-words.ts";

export const URGENCIES = ["emergency", "urgent", "routine"] as const;
export type Urgency = (typeof URGENCIES)[number];

export const RESPONSE_TYPES = ["question", "info", "end"] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/**
 * A stored urgency read back: an unknown or missing value is `urgent`, never `routine`, so a
 * corrupt row fails towards caution.
 */
export const readUrgency = (value: unknown): Urgency => URGENCIES.find((u) => u === value) ?? "urgent";

/** A stored response type read back; an unknown value is `info` (no quick replies, no claim that the interview ended). */
export const readResponseType = (value: unknown): ResponseType => RESPONSE_TYPES.find((t) => t === value) ?? "info";

/** The first line of an emergency reply, naming the numbers of the person's region (emergency-numbers.ts). */
export const emergencyLine = (numbers: readonly string[] = FALLBACK_EMERGENCY_NUMBERS): string =>
  `Please call emergency services (${listInWords(numbers, "or")}) or go to the nearest emergency department now.`;
/** The emergency line when the region is not known: every reply and report that has no region. */
export const EMERGENCY_LINE = emergencyLine();
export const DO_NOT_DRIVE = "Do not drive yourself.";
/** The advice of every urgent reply and report. */
export const URGENT_LINE = "Please see a doctor within the next day or two, today if you can. If it suddenly gets much worse, call emergency services.";
/** The assistant's own disclaimer, on its first reply and in the report. */
export const ASSISTANT_DISCLAIMER = "I'm an AI guide, not a doctor, and this is not medical advice.";

/** What the person must do first, by urgency (with the emergency numbers of their region when known); null when nothing is urgent. */
export const whatToDoNow = (urgency: Urgency, numbers?: readonly string[]): string | null =>
  urgency === "emergency" ? `${emergencyLine(numbers)} ${DO_NOT_DRIVE}` : urgency === "urgent" ? URGENT_LINE : null;

/** Acute medicine classes as ICHD-3 8.2 counts them (8.2.1-8.2.6), plus gepants/other and "type not given". */
export const DRUG_CLASSES = ["simple", "triptan", "ergot", "opioid", "combination", "other", "unspecified"] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];

export const DRUG_CLASS_LABEL: Record<DrugClass, string> = {
  simple: "Simple painkillers (paracetamol, aspirin, NSAIDs)",
  triptan: "Triptans",
  ergot: "Ergots",
  opioid: "Opioids",
  combination: "Combination painkillers",
  other: "Gepants / other",
  unspecified: "Acute medicines (type not given)",
};

/** A class's label; an unknown class is shown as it is. */
export const drugClassLabel = (drugClass: string): string => DRUG_CLASS_LABEL[drugClass as DrugClass] ?? drugClass;

/**
 * ICHD-3 8.2 days per month at which a class counts as overuse: 15 for simple analgesics (8.2.1),
 * 10 for triptans, ergots, opioids and combination analgesics (8.2.2-8.2.5); null for gepants/other,
 * which 8.2 does not list. "Type not given" is held to 15: an unnamed painkiller is most often a
 * simple one, and a claim of overuse must not rest on a guess.
 */
export const OVERUSE_LIMIT_DAYS: Record<DrugClass, number | null> = {
  simple: 15,
  triptan: 10,
  ergot: 10,
  opioid: 10,
  combination: 10,
  other: null,
  unspecified: 15,
};
/** ICHD-3 8.2.6: several classes together, none overused alone, on >= 10 days a month. */
export const OVERUSE_SEVERAL_CLASSES_DAYS = 10;
/** How many days below a limit the early warning starts. */
export const OVERUSE_WARNING_MARGIN_DAYS = 3;

/** The limit of one class (unknown classes as "type not given"). */
export const overuseLimit = (drugClass: string): number | null =>
  drugClass in OVERUSE_LIMIT_DAYS ? OVERUSE_LIMIT_DAYS[drugClass as DrugClass] : OVERUSE_LIMIT_DAYS.unspecified;
