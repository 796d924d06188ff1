import type { Annotation, Bundle, ClinicalImpression, Condition, MedicationStatement, Observation, Patient, QuestionnaireResponse, Resource } from "@medplum/fhirtypes";
import { criterionMark, medicationDays, medicines, PATTERN_STATUS_LABEL, severityDays, urgencyTitle, whatToDoNow, type Report } from "@hg/shared";
import { diaryObservations } from "./fhir-diary.ts";
import { headacheSymptom } from "./fhir-symptoms.ts";
import { intakeItems } from "./fhir-questionnaire.ts";
import {
  AGE, ANSWER, concept, coding, daysPerMonth, HEADACHE, MEASURE, measure, PATTERN_SNOMED, ref, stableUuid, surveyCategory, SYMPTOM, SYMPTOM_ABSENT,
  SYMPTOM_ABSENT_PROFILE, SYMPTOM_PROFILE, symptomCategory, SYSTEM,
} from "./fhir-codes.ts";

// The report as a FHIR R4 Bundle (type collection). Every resource gets a urn:uuid derived from
// the conversation id, and every reference points inside the Bundle. Patterns are Conditions
// that are provisional (leading) or differential (others), never confirmed: this is what the
// person reported, for a clinician to verify. Symptoms follow the HL7 Symptoms IG: the headache and
// every red flag answered yes as a Symptom Observation, every red flag answered no as Symptom
// Absent; what was not asked stays a survey answer of "unknown", never an absence. The diary's attacks
// are Symptom Observations of their own (fhir-diary.ts).

const GENDER: Record<string, Patient["gender"]> = { female: "female", male: "male", other: "other" };
const note = (text: string): Annotation => ({ text });
const snomedOf = (ichd3: string) => {
  const c = PATTERN_SNOMED[ichd3];
  return c === undefined ? [] : [coding(SYSTEM.snomed, c.code, c.display)];
};

/** Builds the FHIR R4 Bundle of one report. */
export function reportToFhirBundle(r: Report): Bundle {
  const id = (key: string) => stableUuid(r.conversationId, key);
  const entries: Resource[] = [];
  const patientId = id("patient");
  const subject = ref<Patient>(patientId);
  const when = r.generatedAt;

  const patient: Patient = { resourceType: "Patient", id: patientId };
  if (r.patient.name) patient.name = [{ text: r.patient.name }];
  const gender = r.patient.sex ? GENDER[r.patient.sex] : undefined;
  if (gender) patient.gender = gender;
  entries.push(patient);

  const intakeId = id("intake");
  const qr: QuestionnaireResponse = { resourceType: "QuestionnaireResponse", id: intakeId, status: "completed", subject, authored: when, item: intakeItems(r.intake) };
  if (qr.item?.length === 0) delete qr.item;
  entries.push(qr);

  const obs = (key: string, o: Omit<Observation, "resourceType" | "id" | "status" | "subject" | "effectiveDateTime" | "category">): Observation => {
    const resource: Observation = { resourceType: "Observation", id: id(key), status: "final", category: surveyCategory, subject, effectiveDateTime: when, derivedFrom: [ref(intakeId)], ...o };
    entries.push(resource);
    return resource;
  };

  const action = whatToDoNow(r.urgency);
  obs("urgency", { code: measure(MEASURE.urgency), valueCodeableConcept: concept(coding(SYSTEM.urgency, r.urgency, urgencyTitle(r))), ...(action ? { note: [note(action)] } : {}) });
  if (r.patient.age !== null) obs("age", { code: AGE, valueQuantity: { value: r.patient.age, unit: "years", system: SYSTEM.ucum, code: "a" } });
  if (r.metrics.headache_days_per_month !== null) {
    obs("headache-days", {
      code: measure(MEASURE.headacheDays),
      valueQuantity: daysPerMonth(r.metrics.headache_days_per_month),
      component: severityDays(r).map((s) => ({
        code: concept(coding(SYSTEM.measure, `${MEASURE.severityDays.code}:${s.key.replace(/_days$/, "")}`, `${s.label} headache days per month`)),
        valueQuantity: daysPerMonth(s.days),
      })),
    });
  }
  for (const m of medicationDays(r)) {
    obs(`medication-days:${m.drugClass}`, {
      code: measure(MEASURE.medicationDays),
      valueQuantity: daysPerMonth(m.days),
      component: [{ code: measure(MEASURE.drugClass), valueCodeableConcept: concept(coding(SYSTEM.drugClass, m.drugClass, m.label)) }],
      ...(m.limit !== null ? { referenceRange: [{ high: daysPerMonth(m.limit - 1), text: `ICHD-3 8.2 overuse at ${m.limit} or more days per month` }] } : {}),
      ...(m.over ? { interpretation: [concept(coding(SYSTEM.interpretation, "H", "High"))] } : {}),
    });
  }
  obs("medication-overuse", { code: measure(MEASURE.overuse), valueBoolean: r.medication_overuse.risk, note: [note(r.medication_overuse.detail)] });
  if (r.metrics.midas) {
    obs("midas", {
      code: measure(MEASURE.midas),
      valueInteger: r.metrics.midas.score,
      component: [{ code: measure(MEASURE.midasGrade), valueString: r.metrics.midas.grade }],
    });
  }

  const symptom = (key: string, o: Omit<Observation, "resourceType" | "id" | "status" | "subject" | "effectiveDateTime" | "performer">): void => {
    entries.push({ resourceType: "Observation", id: id(key), status: "final", subject, effectiveDateTime: when, performer: [subject], derivedFrom: [ref(intakeId)], ...o });
  };
  const headache = headacheSymptom(r);
  if (headache !== null) symptom("symptom:headache", { meta: { profile: [SYMPTOM_PROFILE] }, category: symptomCategory, code: SYMPTOM, ...headache });
  // The diary's attacks and MIDAS, each at its own time (fhir-diary.ts).
  if (r.diary !== undefined) for (const { key, resource } of diaryObservations(r.diary, subject)) entries.push({ ...resource, id: id(key) });

  const flagged = new Map(r.red_flags.map((f) => [f.code, f]));
  for (const s of r.red_flag_screen) {
    const evidence = flagged.get(s.code)?.evidence ?? [];
    const value = concept(coding(SYSTEM.redFlag, s.code, s.label), s.label);
    const notes = evidence.length > 0 ? { note: evidence.map(note) } : {};
    if (s.answer === "yes") symptom(`red-flag:${s.code}`, { meta: { profile: [SYMPTOM_PROFILE] }, category: symptomCategory, code: SYMPTOM, valueCodeableConcept: value, ...notes });
    else if (s.answer === "no") symptom(`red-flag:${s.code}`, { meta: { profile: [SYMPTOM_ABSENT_PROFILE] }, category: surveyCategory, code: SYMPTOM_ABSENT, valueCodeableConcept: value });
    else obs(`red-flag:${s.code}`, { code: value, valueCodeableConcept: ANSWER[s.answer], ...notes });
  }

  const conditionIds: string[] = [];
  const condition = (key: string, c: Omit<Condition, "resourceType" | "id" | "subject" | "recordedDate" | "clinicalStatus">) => {
    const resource: Condition = { resourceType: "Condition", id: id(key), clinicalStatus: concept(coding(SYSTEM.conditionClinical, "active")), subject, recordedDate: when, ...c };
    entries.push(resource);
    conditionIds.push(resource.id ?? "");
  };
  const chief = typeof r.intake.chief_complaint === "string" ? r.intake.chief_complaint : undefined;
  condition("headache", {
    verificationStatus: concept(coding(SYSTEM.conditionVerification, "provisional")),
    category: [concept(coding(SYSTEM.conditionCategory, "problem-list-item", "Problem List Item"))],
    code: { coding: [HEADACHE], text: chief ?? "Headache" },
  });
  for (const p of r.patterns) {
    // The leading pattern, and any other whose criteria are all met (ICHD-3 gives chronic migraine and
    // medication-overuse headache together), are provisional; the rest are differentials.
    const leading = p.ichd3 === r.leading_pattern;
    const provisional = leading || p.status === "criteria_met";
    condition(`pattern:${p.ichd3}`, {
      verificationStatus: concept(coding(SYSTEM.conditionVerification, provisional ? "provisional" : "differential")),
      category: [concept(coding(SYSTEM.conditionCategory, "encounter-diagnosis", "Encounter Diagnosis"))],
      code: { coding: [coding(SYSTEM.ichd3, p.ichd3, p.name), ...snomedOf(p.ichd3)], text: `ICHD-3 ${p.ichd3} ${p.name}` },
      evidence: [{ detail: [ref(intakeId)] }],
      note: [
        note(`Pattern status: ${PATTERN_STATUS_LABEL[p.status] ?? p.status}${leading ? " (leading pattern)" : ""}. Suggested from the person's answers, not a diagnosis.`),
        ...p.criteria.map((c) => note(`${c.id} [${criterionMark(c.met)}] ${c.text}${c.evidence ? `. Evidence: ${c.evidence}` : ""}`)),
      ],
    });
  }

  for (const [i, m] of medicines(r).entries()) {
    const done = m.group === "prior" || (m.group === "preventative" && m.end !== null);
    const notes = [
      m.daysPerMonth !== null ? `Taken on ${m.daysPerMonth} days per month` : null, m.efficacy ? `Efficacy: ${m.efficacy}` : null,
      m.sideEffects ? `Side effects: ${m.sideEffects}` : null, m.start || m.end ? `Taken from ${m.start ?? "unknown"} to ${m.end ?? "now"}` : null,
    ].filter((x) => x !== null);
    const statement: MedicationStatement = {
      resourceType: "MedicationStatement", id: id(`medication:${m.group}:${i}`), status: done ? "completed" : "active",
      category: concept(coding("http://terminology.hl7.org/CodeSystem/medication-statement-category", "patientspecified", "Patient Specified")),
      medicationCodeableConcept: { text: m.name }, subject, dateAsserted: when, informationSource: subject, derivedFrom: [ref(intakeId)],
    };
    const dosage = [m.dose, m.frequency].filter((x) => x !== null).join(", ");
    if (dosage !== "") statement.dosage = [{ text: dosage }];
    if (notes.length > 0) statement.note = notes.map(note);
    entries.push(statement);
  }

  const impression: ClinicalImpression = {
    resourceType: "ClinicalImpression", id: id("impression"), status: "completed", subject, date: when,
    description: `Headache guide report, rules version ${r.rules_version}`,
    summary: r.summary,
    finding: conditionIds.map((c) => ({ itemReference: ref(c) })),
    note: [note(r.disclaimer), ...r.questions_for_doctor.map((q) => note(`Question for the doctor: ${q}`))],
  };
  entries.push(impression);

  return {
    resourceType: "Bundle",
    id: id("bundle"),
    type: "collection",
    timestamp: when,
    entry: entries.map((resource) => ({ fullUrl: `urn:uuid:${resource.id ?? ""}`, resource })),
  };
}
