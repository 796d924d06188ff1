import { normalizeText } from "../facts/normalize.ts";
import type { Fact, Provenance } from "../types.ts";

// Cues that open a screening question only some people need: a fuel-burning heater, boiler or
// stove, or others at home unwell, open the carbon monoxide questions (several people in one
// household with headache, better away from home: CLINICAL.md "Clinical rules that must hold").
// A parent writing "I've had a few too" about a child's headaches is such a cue.

const FUEL = /\b(?:gas (?:fire|heater|boiler|stove|cooker|leak)|boiler|paraffin|kerosene|log burner|wood ?burner|wood stove|coal fire|generator|space heater|portable heater|heater|fumes|carbon monoxide|co alarm|chimney|flue)\b/;
// "my daughter gets headaches" alone names the patient; "my daughter gets them too" another one at home.
const HOUSEHOLD = /\b(?:(?:everyone|all of us|the whole family) (?:at home |in the house )?(?:has|have|gets?|got|is getting|are getting)(?: \w+)? (?:head ?aches?|headaches?)\b|my (?:wife|husband|partner|kids|children|son|daughter|flatmate|housemate)s?(?: and \w+)? (?:at home |in the house )?(?:has|have|gets?|got|is getting|are getting)(?: \w+)? (?:head ?aches?|headaches?|them|it|the same)(?: \w+)? (?:too|as well|also)\b)/;

// A relative's headache told beside "I've had a few too": more than one person at home with headaches.
const ME_TOO = /\b(?:i've|i have|i)\s(?:had|got|been getting|get|have)\s(?:a few|some|them|one|a couple|headaches|head ?aches|a headache|the same)(?: \w+)?\s(?:too|as well)\b|\bme too\b/;
const RELATIVE = /\b(?:my|our) (?:\w+ )?(?:daughter|son|child|kid|kids|children|wife|husband|partner|boyfriend|girlfriend|mum|mom|dad|baby|toddler)\b/;

/** Facts for the conditional screening questions, read from one message. */
export function cueFacts(text: string, source: Provenance): Fact[] {
  const s = normalizeText(text);
  const out: Fact[] = [];
  if (FUEL.test(s) || HOUSEHOLD.test(s) || (ME_TOO.test(s) && RELATIVE.test(s))) out.push({ key: "fuel_heater", polarity: "affirmed", hedged: false, evidence: text, source });
  return out;
}
