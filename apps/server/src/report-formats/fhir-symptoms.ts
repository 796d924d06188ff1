import type { Observation } from "@medplum/fhirtypes";
import { intakeAt, slotAnswers, type Report } from "@hg/shared";
import { COMPONENT, concept, HEADACHE, SEVERITY, SYSTEM } from "./fhir-codes.ts";

// The headache itself as an HL7 Symptoms IG Symptom Observation: value SNOMED CT 25064002 Headache,
// with the severity, the character of the pain and the headache days per month as components where
// the report JSON has them.

type SymptomParts = Pick<Observation, "valueCodeableConcept" | "component" | "note">;

/** The headache symptom's value and components; null when the report knows nothing about it. */
export function headacheSymptom(r: Report): SymptomParts | null {
  const answers = slotAnswers(r);
  const component: NonNullable<Observation["component"]> = [];
  // Severity: the most severe level the intake counts days for, or the slot's chip label.
  const severity = ["severe_days", "moderate_days", "mild_days"].find((k) => typeof intakeAt(r.intake, `headache_history.${k}`) === "number");
  const level = severity?.replace("_days", "") ?? (answers.get("severity") ?? []).map((l) => l.toLowerCase().split(/[: ]/)[0] ?? "").find((w) => w in SEVERITY);
  const sev = level !== undefined ? SEVERITY[level] : undefined;
  if (sev !== undefined) component.push({ code: COMPONENT.severity, valueCodeableConcept: concept(sev, sev.display) });
  const character = answers.get("character") ?? (Array.isArray(intakeAt(r.intake, "headache_history.pain_characteristics")) ? (intakeAt(r.intake, "headache_history.pain_characteristics") as unknown[]).filter((x): x is string => typeof x === "string") : []);
  for (const c of character) component.push({ code: COMPONENT.quality, valueCodeableConcept: { text: c } });
  const days = r.metrics.headache_days_per_month;
  if (days !== null) {
    component.push({
      code: COMPONENT.frequency,
      valueRatio: { numerator: { value: days, unit: "days", system: SYSTEM.ucum, code: "d" }, denominator: { value: 1, unit: "month", system: SYSTEM.ucum, code: "mo" } },
    });
  }
  const chief = typeof r.intake.chief_complaint === "string" ? r.intake.chief_complaint : r.transcript.find((m) => m.role === "user")?.content;
  return {
    valueCodeableConcept: { coding: [HEADACHE], text: "Headache" },
    ...(component.length > 0 ? { component } : {}),
    ...(chief ? { note: [{ text: chief }] } : {}),
  };
}
