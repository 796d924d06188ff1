import { normalizeText } from "../facts/normalize.ts";
import type { Fact, Provenance } from "../types.ts";

// Cues that open a screening question only some people need: a fuel-burning heater, boiler or
// stove, or others at home unwell, open the carbon monoxide questions (several people in one
// household with headache, better away from home: CLINICAL.md "Clinical rules that must hold").

const FUEL = /\b(?:gas (?:fire|heater|boiler|stove|cooker|leak)|boiler|paraffin|kerosene|log burner|wood ?burner|wood stove|coal fire|generator|space heater|portable heater|heater|fumes|carbon monoxide|co alarm|chimney|flue)\b/;
const HOUSEHOLD = /\b(?:everyone|all of us|the whole family|my (?:wife|husband|partner|kids|children|son|daughter|flatmate|housemate)s?(?: and \w+)?) (?:at home |in the house )?(?:has|have|gets?|got|is getting|are getting)(?: \w+)? (?:head ?aches?|headaches?)\b/;

/** Facts for the conditional screening questions, read from one message. */
export function cueFacts(text: string, source: Provenance): Fact[] {
  const s = normalizeText(text);
  const out: Fact[] = [];
  if (FUEL.test(s) || HOUSEHOLD.test(s)) out.push({ key: "fuel_heater", polarity: "affirmed", hedged: false, evidence: text, source });
  return out;
}
