import { createHash } from "node:crypto";
import type { CodeableConcept, Coding, Quantity, Reference, Resource } from "@medplum/fhirtypes";

// Code systems and ids of the FHIR export. Well-known codes only where we could confirm them, each
// with its source below; everything else uses the stable CLINICAL.md codes in project code systems.

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
  medicineTaken: { code: "acute-medicine-taken", display: "Acute medicine taken for the attack" },
  diaryDaysLogged: { code: "diary-days-logged", display: "Days logged in the headache diary" },
  diaryHeadacheDays: { code: "diary-headache-days", display: "Headache days in the headache diary" },
  diaryFreeDays: { code: "diary-headache-free-days", display: "Days marked headache-free in the headache diary" },
  diaryMigraineLikeDays: { code: "diary-migraine-like-days", display: "Migraine-like days in the headache diary" },
} as const;

export const coding = (system: string, code: string, display?: string): Coding => (display === undefined ? { system, code } : { system, code, display });
export const concept = (c: Coding, text?: string): CodeableConcept => (text === undefined ? { coding: [c] } : { coding: [c], text });
export const measure = (m: { code: string; display: string }): CodeableConcept => concept(coding(SYSTEM.measure, m.code, m.display), m.display);

export const AGE: CodeableConcept = concept(coding(SYSTEM.loinc, "30525-0", "Age"), "Age");
export const HEADACHE: Coding = coding(SYSTEM.snomed, "25064002", "Headache");

export const ANSWER: Record<"yes" | "no" | "unknown" | "unconfirmed", CodeableConcept> = {
  yes: concept(coding(SYSTEM.snomed, "373066001", "Yes"), "yes"),
  no: concept(coding(SYSTEM.snomed, "373067005", "No"), "no"),
  unknown: concept(coding(SYSTEM.snomed, "261665006", "Unknown"), "not asked or unknown"),
  // Suggested by the person's words but never confirmed: still unknown as an answer.
  unconfirmed: concept(coding(SYSTEM.snomed, "261665006", "Unknown"), "suggested, not confirmed"),
};

// HL7 FHIR Symptoms IG (http://hl7.org/fhir/uv/symptoms, STU 1; profiles in github.com/HL7/fhir-symptoms-ig
// input/fsh/SymptomObservation.fsh and SymptomAbsentObservation.fsh): a symptom is an Observation with
// code LOINC 75325-1 "Symptom", category symptom, the patient as performer and the symptom as value; a
// denied symptom uses LOINC 111551-8 "Symptom absent". Component codes are the IG's: 64750-3 severity,
// 56823-8 quality, 104156-5 frequency.
export const SYMPTOMS_IG = "http://hl7.org/fhir/uv/symptoms";
export const SYMPTOM_PROFILE = `${SYMPTOMS_IG}/StructureDefinition/SymptomObservation`;
export const SYMPTOM_ABSENT_PROFILE = `${SYMPTOMS_IG}/StructureDefinition/SymptomAbsentObservation`;
export const SYMPTOM: CodeableConcept = concept(coding(SYSTEM.loinc, "75325-1", "Symptom"), "Symptom");
export const SYMPTOM_ABSENT: CodeableConcept = concept(coding(SYSTEM.loinc, "111551-8", "Symptom absent"), "Symptom absent");
export const symptomCategory: CodeableConcept[] = [concept(coding(`${SYMPTOMS_IG}/CodeSystem/SymptomTemporary`, "symptom", "Symptom"))];
export const COMPONENT = {
  severity: concept(coding(SYSTEM.loinc, "64750-3", "Severity of symptoms")),
  quality: concept(coding(SYSTEM.loinc, "56823-8", "Problem quality or description")),
  frequency: concept(coding(SYSTEM.loinc, "104156-5", "Condition frequency - Reported")),
} as const;
// The R4 condition-severity value set (the IG's SeverityCodes are SNOMED severities, 272141005 and below).
export const SEVERITY: Record<string, Coding> = {
  mild: coding(SYSTEM.snomed, "255604002", "Mild"),
  moderate: coding(SYSTEM.snomed, "6736007", "Moderate"),
  severe: coding(SYSTEM.snomed, "24484000", "Severe"),
};

/**
 * SNOMED CT codes of the ICHD-3 patterns that have one. Source: the clinician-reviewed OpenSAFELY
 * codelist "Symptoms: headache" (opencodelists.org/codelist/opensafely/symptoms-headache/4930920c,
 * copy in github.com/opensafely/long-covid-symptoms codelists/opensafely-symptoms-headache.csv),
 * cross-checked against FHIR IG examples for 25064002 and 398057008. No confirmed concept was found
 * for chronic migraine (1.3), probable migraine (1.5) or SUNCT/SUNA (3.3), so those carry only the
 * ICHD-3 code. 4.10 is a US-edition concept (namespace 1000119).
 */
export const PATTERN_SNOMED: Record<string, { code: string; display: string }> = {
  "1.1": { code: "56097005", display: "Migraine without aura" },
  "1.2": { code: "4473006", display: "Migraine with aura" },
  "2.1": { code: "722981005", display: "Infrequent episodic tension-type headache" },
  "2.2": { code: "722982003", display: "Frequent episodic tension-type headache" },
  "2.3": { code: "230471006", display: "Chronic tension-type headache" },
  "3.1": { code: "193031009", display: "Cluster headache syndrome" },
  "3.2": { code: "443094001", display: "Paroxysmal hemicrania" },
  "3.4": { code: "443095000", display: "Hemicrania continua" },
  "4.10": { code: "121021000119105", display: "New daily persistent headache" },
  "8.2": { code: "698803006", display: "Medication overuse headache" },
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
