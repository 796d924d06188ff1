import type { Assessment } from "../types.ts";
import { address, type Person } from "./person.ts";

// Condition-specific safety advice where it is standard: giant cell arteritis (any change in
// vision: emergency department now; BSR guideline, Mackie et al. 2020) and pre-eclampsia
// (NICE NG133: severe headache with visual disturbance, swelling or upper abdominal pain needs
// same-day maternity assessment). Carbon monoxide advice is part of the emergency reply.

/** Safety-netting lines for the urgent flags present (empty when none apply). */
export function conditionAdvice(a: Assessment, p: Person): string[] {
  const out: string[] = [];
  const flagged = (code: string, urgency?: string) => a.red_flags.some((f) => f.code === code && (urgency === undefined || f.urgency === urgency));
  if (flagged("jaw_claudication_gca", "urgent")) {
    out.push(address("Please see a doctor today if you can: this needs a blood test soon. If {your} eyesight changes at all, even for a moment, go to an emergency department straight away.", p));
  }
  if (flagged("pregnancy_postpartum", "urgent")) {
    out.push(address("If {you} get blurred vision or flashing lights, swelling of the face or hands, or pain under the ribs, call {your} maternity unit or emergency services straight away.", p));
  }
  return out;
}
