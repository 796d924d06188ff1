import type { Observation, ObservationComponent, Patient, Reference } from "@medplum/fhirtypes";
import { DRUG_CLASS_LABEL, type ReportDiary, type ReportDiaryAttack } from "@hg/shared";
import { COMPONENT, concept, coding, HEADACHE, measure, MEASURE, SEVERITY, surveyCategory, SYMPTOM, SYMPTOM_PROFILE, symptomCategory, SYSTEM } from "./fhir-codes.ts";

// The person's headache diary in the FHIR Bundle (issue 19 item 4): each logged attack as an HL7
// Symptoms IG Symptom Observation (LOINC 75325-1, value SNOMED CT 25064002 Headache, the attack's
// start and end as its effective period, severity, character and each medicine taken as components),
// how much of the window was logged, and each MIDAS questionnaire. Headache-free days are left out:
// the coverage observation counts them, and a day nobody logged is never sent as free. MIDAS has no
// LOINC code we could confirm, so it keeps the project's measure code and its questions are text only.

const CHARACTER_WORDS: Record<string, string> = { throbbing: "Throbbing", pressing: "Pressing", tightening: "Tightening", stabbing: "Stabbing", boring: "Boring", burning: "Burning", electric: "Electric" };
const SIDE_WORDS: Record<string, string> = { left: "Left side of the head", right: "Right side of the head", both: "Both sides of the head", alternating: "Side changes between attacks" };
const SYMPTOM_WORDS: Record<string, string> = { nausea: "nausea", vomiting: "vomiting", photophobia: "light sensitivity", phonophobia: "noise sensitivity", osmophobia: "smell sensitivity" };
const MIDAS_QUESTIONS = [
  ["missedWork", "Days of work or school missed"],
  ["reducedWork", "Days work or school productivity halved or worse"],
  ["missedHousework", "Days of household work missed"],
  ["reducedHousework", "Days household work productivity halved or worse"],
  ["missedLeisure", "Days of family, social or leisure activities missed"],
] as const;

const days = (value: number) => ({ value, unit: "days", system: SYSTEM.ucum, code: "d" });

// The R4 severity value set stops at severe; "extreme" is said in words rather than coded as something it is not.
function severity(s: ReportDiaryAttack["severity"]): ObservationComponent[] {
  if (s === null) return [];
  const coded = SEVERITY[s];
  return [{ code: COMPONENT.severity, valueCodeableConcept: coded === undefined ? { text: `${s} (4 of 4)` } : concept(coded, coded.display) }];
}

function attackObservation(a: ReportDiaryAttack, subject: Reference<Patient>): Omit<Observation, "id"> {
  const component: ObservationComponent[] = [
    ...severity(a.severity),
    ...a.character.map((c) => ({ code: COMPONENT.quality, valueCodeableConcept: { text: CHARACTER_WORDS[c] ?? c } })),
    ...a.medicines.map((m) => ({
      code: measure(MEASURE.medicineTaken),
      valueCodeableConcept: { coding: [coding(SYSTEM.drugClass, m.class, DRUG_CLASS_LABEL[m.class])], text: m.name },
    })),
  ];
  const notes = [
    a.symptoms.length > 0 ? `With ${a.symptoms.map((s) => SYMPTOM_WORDS[s] ?? s).join(", ")}` : null,
    a.aura === true ? "With aura" : a.aura === false ? "No aura" : null,
  ].filter((x) => x !== null);
  const when = a.startedAt ?? a.day;
  return {
    resourceType: "Observation",
    meta: { profile: [SYMPTOM_PROFILE] },
    status: "final",
    category: symptomCategory,
    code: SYMPTOM,
    subject,
    performer: [subject],
    ...(a.endedAt !== null && a.startedAt !== null ? { effectivePeriod: { start: a.startedAt, end: a.endedAt } } : { effectiveDateTime: when }),
    valueCodeableConcept: { coding: [HEADACHE], text: "Headache (headache diary)" },
    ...(a.side !== null ? { bodySite: { text: SIDE_WORDS[a.side] ?? a.side } } : {}),
    ...(component.length > 0 ? { component } : {}),
    ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
  };
}

/** The diary's Observations, each with the local key its id is derived from. */
export function diaryObservations(diary: ReportDiary, subject: Reference<Patient>): { key: string; resource: Omit<Observation, "id"> }[] {
  const coverage: Omit<Observation, "id"> = {
    resourceType: "Observation",
    status: "final",
    category: surveyCategory,
    code: measure(MEASURE.diaryDaysLogged),
    subject,
    effectivePeriod: { start: diary.from, end: diary.to },
    valueQuantity: days(diary.last90.loggedDays),
    component: [
      { code: measure(MEASURE.diaryHeadacheDays), valueQuantity: days(diary.last90.headacheDays) },
      { code: measure(MEASURE.diaryFreeDays), valueQuantity: days(diary.last90.headacheFreeDays) },
      { code: measure(MEASURE.diaryMigraineLikeDays), valueQuantity: days(diary.last90.migraineLikeDays) },
    ],
    note: [{ text: `Headache diary, ${diary.last90.loggedDays} of ${diary.days} days logged; days not logged are unknown, not headache-free.` }],
  };
  return [
    { key: "diary:coverage", resource: coverage },
    ...diary.attacks.map((a) => ({ key: `diary:attack:${a.id}`, resource: attackObservation(a, subject) })),
    ...diary.midas.map((m) => ({
      key: `diary:midas:${m.id}`,
      resource: {
        resourceType: "Observation",
        status: "final",
        category: surveyCategory,
        code: measure(MEASURE.midas),
        subject,
        effectiveDateTime: m.date,
        valueInteger: m.score,
        component: [
          { code: measure(MEASURE.midasGrade), valueString: m.grade },
          ...MIDAS_QUESTIONS.map(([field, text]) => ({ code: { text }, valueQuantity: days(m[field]) })),
        ],
      } satisfies Omit<Observation, "id">,
    })),
  ];
}
