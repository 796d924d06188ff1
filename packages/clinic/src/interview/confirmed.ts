import type { FactSet } from "../facts/fact-set.ts";
import { LABELS, RED_FLAG_CODES } from "../red-flags/codes.ts";
import { recurrentStory } from "../red-flags/detect.ts";
import type { RedFlag, RedFlagCode, Urgency } from "../types.ts";

// A red flag the person confirmed directly (`<code>:yes` tapped for its own question or in a
// screening checklist) is a red flag by definition, even when the detector's finer rules need
// words the chip does not carry. A painful red eye told without visual loss is urgent (SNNOOP10
// "painful eye with autonomic features"), not the emergency of acute glaucoma. In a recurring
// one-sided headache with no change in sight, a red eye during attacks is the cranial autonomic
// feature of a trigeminal autonomic cephalalgia (ICHD-3 3.1-3.4 criterion C: conjunctival
// injection and/or lacrimation), which the pattern reads, not a flag of its own.

const EYE_SIGHT = ["halos", "blurred_vision", "hard_eye", "vision_loss"];

const URGENCY = new Map<RedFlagCode, Urgency>(RED_FLAG_CODES.map((c) => [c.code, c.code === "painful_eye_autonomic" ? "urgent" : c.urgency]));

/** Flags confirmed through chips that the detector did not raise, with the chip as evidence. */
export function confirmedFlags(facts: FactSet, flags: RedFlag[]): RedFlag[] {
  const raised = new Set(flags.map((f) => f.code));
  const out: RedFlag[] = [];
  for (const f of facts.list()) {
    if (f.source.kind !== "choice" || f.polarity !== "affirmed" || !f.source.choice.endsWith(":yes")) continue;
    const code = f.source.choice.slice(0, -4) as RedFlagCode;
    const urgency = URGENCY.get(code);
    if (urgency === undefined || raised.has(code)) continue;
    const eyeOnly = code === "painful_eye_autonomic";
    if (eyeOnly && recurrentStory(facts) && !EYE_SIGHT.some((k) => facts.yes(k))) continue;
    raised.add(code);
    out.push({ code, label: eyeOnly ? "Painful red eye during headaches" : LABELS[code], evidence: [f.evidence], urgency });
  }
  return out;
}
