import { createHash } from "node:crypto";
import type { CodeableConcept, Coding, Quantity, Reference, Resource } from "@medplum/fhirtypes";

// Code systems and ids of the FHIR export. Well-known codes only where we are sure of them
// (LOINC 30525-0 Age, SNOMED CT 25064002 Headache and the SNOMED yes/no/unknown answers);
// everything else uses the stable CLINICAL.md codes in project code systems.

const BASE = "https://headache-guide.invalid/fhir/CodeSystem";
export const SYSTEM = {
  loinc: "http://loinc.org",
  snomed: "http://snomed.info/sct",
  ucum: "http://unitsofmeasure.org",
  observationCategory: "http://terminology.hl7.org/CodeSystem/observation-category",
  conditionClinical: "http://terminology.hl7.org/CodeSystem/condition-clinical",
  conditionVerification: "http://terminology.hl7.org/CodeSystem/condition-ver-status",
  conditionCategory: "http://terminology.hl7.org/CodeSystem/condition-category",
  interpretation: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
  measure: `${BASE}/measure`,
  redFlag: `${BASE}/red-flag`,
  ichd3: `${BASE}/ichd3-pattern`,
  patternStatus: `${BASE}/pattern-status`,
  urgency: `${BASE}/urgency`,
  drugClass: `${BASE}/drug-class`,
} as const;

/** The measures of the report in the project code system. */
export const MEASURE = {
  headacheDays: { code: "headache-days-per-month", display: "Headache days per month" },
  severityDays: { code: "headache-days-by-severity", display: "Headache days per month at one severity" },
  medicationDays: { code: "acute-medication-days-per-month", display: "Acute-medication days per month" },
  drugClass: { code: "drug-class", display: "Acute medicine class" },
  overuse: { code: "medication-overuse-risk", display: "Medication-overuse risk (ICHD-3 8.2)" },
  midas: { code: "midas-total", display: "MIDAS total score" },
  midasGrade: { code: "midas-grade", display: "MIDAS grade" },
  urgency: { code: "urgency", display: "Triage urgency" },
} as const;

export const coding = (system: string, code: string, display?: string): Coding => (display === undefined ? { system, code } : { system, code, display });
export const concept = (c: Coding, text?: string): CodeableConcept => (text === undefined ? { coding: [c] } : { coding: [c], text });
export const measure = (m: { code: string; display: string }): CodeableConcept => concept(coding(SYSTEM.measure, m.code, m.display), m.display);

export const AGE: CodeableConcept = concept(coding(SYSTEM.loinc, "30525-0", "Age"), "Age");
export const HEADACHE: Coding = coding(SYSTEM.snomed, "25064002", "Headache");

export const ANSWER: Record<"yes" | "no" | "unknown", CodeableConcept> = {
  yes: concept(coding(SYSTEM.snomed, "373066001", "Yes"), "yes"),
  no: concept(coding(SYSTEM.snomed, "373067005", "No"), "no"),
  unknown: concept(coding(SYSTEM.snomed, "261665006", "Unknown"), "not asked or unknown"),
};

export const surveyCategory: CodeableConcept[] = [concept(coding(SYSTEM.observationCategory, "survey", "Survey"))];

export const daysPerMonth = (value: number): Quantity => ({ value, unit: "days per month", system: SYSTEM.ucum, code: "d/mo" });

/**
 * A UUID derived from the conversation id and a local key: the same report always gives the
 * same ids, so a re-import updates instead of duplicating, and nothing random leaks in.
 */
export function stableUuid(conversationId: string, key: string): string {
  const h = createHash("sha256").update(`${conversationId}\u0000${key}`).digest("hex");
  // Shape it as an RFC 4122 version-5-style UUID (variant bits set) so strict parsers accept it.
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A reference to a resource of this Bundle (its type comes from where it is used). */
export const ref = <T extends Resource>(uuid: string, display?: string): Reference<T> => (display === undefined ? { reference: `urn:uuid:${uuid}` } : { reference: `urn:uuid:${uuid}`, display });
