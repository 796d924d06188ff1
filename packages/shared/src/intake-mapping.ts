import type { AutonomicSide, Intake } from "./intake.ts";
import { AUTONOMIC_SIDES } from "./intake.ts";
import { cleanIntake } from "./intake-clean.ts";
import { expandDuration, shortenDuration } from "./intake-durations.ts";
import {
  FORM_ATTACK_DISABILITY,
  FORM_AUTONOMIC_SIDES,
  FORM_PREVENTATIVE_EFFICACY,
  FORM_SIDEDNESS,
  parseIntakeFormDraft,
  type AutonomicRow,
  type IntakeForm,
} from "./intake-form.ts";
import { API_ATTACK_DISABILITY, API_PREVENTATIVE_EFFICACY, API_SIDEDNESS } from "./intake.ts";
import { deriveHeadacheFreeDays } from "./intake-validation.ts";

// The mappings of spec section 3 between the form shape and the API shape, both directions.

/** Restlessness is a behaviour, not a one-sided sign: it carries only `present`. */
export const SIDELESS_AUTONOMIC = ["restlessness"] as const;

const pairs = <F extends string, A extends string>(form: readonly F[], api: readonly A[]) => ({
  toApi: (v: string): string => api[form.indexOf(v as F)] ?? v,
  // A client may have sent the form word already; an unknown API word cannot be shown and is left out.
  toForm: (v: unknown): F | "" =>
    typeof v !== "string" ? "" : (form[api.indexOf(v as A)] ?? (form.includes(v as F) ? (v as F) : "")),
});
const sidedness = pairs(FORM_SIDEDNESS, API_SIDEDNESS);
const disability = pairs(FORM_ATTACK_DISABILITY, API_ATTACK_DISABILITY);
const efficacy = pairs(FORM_PREVENTATIVE_EFFICACY, API_PREVENTATIVE_EFFICACY);

const yesNoToApi = (v: string): boolean | undefined => (v === "yes" ? true : v === "no" ? false : undefined);
const yesNoToForm = (v: unknown): "yes" | "no" | "" => (v === true ? "yes" : v === false ? "no" : "");

function autonomicToApi(rows: AutonomicRow[]): Record<string, { present: boolean; side?: AutonomicSide }> {
  const out: Record<string, { present: boolean; side?: AutonomicSide }> = {};
  for (const { symptom, side } of rows) {
    const i = FORM_AUTONOMIC_SIDES.indexOf(side as (typeof FORM_AUTONOMIC_SIDES)[number]);
    out[symptom] =
      i < 0 || (SIDELESS_AUTONOMIC as readonly string[]).includes(symptom) ? { present: true } : { present: true, side: AUTONOMIC_SIDES[i]! };
  }
  return out;
}

function autonomicToForm(record: unknown): AutonomicRow[] {
  if (typeof record !== "object" || record === null) return [];
  return Object.entries(record as Record<string, { present?: unknown; side?: unknown }>)
    .filter(([, e]) => e?.present === true)
    .map(([symptom, e]) => {
      const i = AUTONOMIC_SIDES.findIndex((s) => typeof e.side === "string" && s.toLowerCase() === e.side.toLowerCase());
      const sideless = (SIDELESS_AUTONOMIC as readonly string[]).includes(symptom);
      return { symptom, side: i < 0 || sideless ? "" : FORM_AUTONOMIC_SIDES[i]! };
    });
}

/** Form to API shape (spec section 3), cleaned as on submit and with the derived headache-free days; not yet validated. */
export function intakeFormToApi(form: IntakeForm): Record<string, unknown> {
  const { about, headache: h, medications: m, family, social, hormonal } = form;
  const raw = {
    ...about,
    headache_history: {
      ...h,
      multiple_types: yesNoToApi(h.multiple_types),
      headache_free_days: deriveHeadacheFreeDays(h),
      attack_disability: disability.toApi(h.attack_disability),
      sidedness: sidedness.toApi(h.sidedness),
      side_change: yesNoToApi(h.side_change),
      duration_with_med: shortenDuration(h.duration_with_med),
      duration_without_med: shortenDuration(h.duration_without_med),
      autonomic_symptoms: autonomicToApi(h.autonomic_symptoms),
    },
    medications: {
      ...m,
      preventative: m.preventative.map(({ start_date, end_date, efficacy: e, ...rest }) => ({
        ...rest,
        efficacy: efficacy.toApi(e),
        dates_taken: { start: start_date, end: end_date },
      })),
    },
    medical_history: form.medical,
    allergies: form.allergies.items,
    family_history: {
      conditions: family.conditions,
      sibling_info: { number_of_siblings: family.number_of_siblings, birth_order: family.birth_order },
    },
    social_history: social,
    review_of_systems: form.review_of_systems.items,
    menstrual_hormonal_history: { ...hormonal, birth_control_use: yesNoToApi(hormonal.birth_control_use) },
  };
  return (cleanIntake(raw) as Record<string, unknown> | undefined) ?? {};
}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const asStr = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** API shape back to the form (the reverse mappings of spec section 3); what the form cannot show is left out. */
export function intakeApiToForm(intake: Partial<Intake> | Loose): IntakeForm {
  const i = obj(intake);
  const h = obj(i.headache_history);
  const m = obj(i.medications);
  const fam = obj(i.family_history);
  const sib = obj(fam.sibling_info);
  const hor = obj(i.menstrual_hormonal_history);
  // The form schema drops keys the form does not know and fills what is missing or malformed.
  return parseIntakeFormDraft({
    about: { ...i, sex: typeof i.sex === "string" ? i.sex.toLowerCase() : "" },
    headache: {
      ...h,
      multiple_types: yesNoToForm(h.multiple_types),
      attack_disability: disability.toForm(h.attack_disability),
      sidedness: sidedness.toForm(h.sidedness),
      side_change: yesNoToForm(h.side_change),
      duration_with_med: expandDuration(asStr(h.duration_with_med)),
      duration_without_med: expandDuration(asStr(h.duration_without_med)),
      autonomic_symptoms: autonomicToForm(h.autonomic_symptoms),
    },
    medications: {
      ...m,
      preventative: (Array.isArray(m.preventative) ? m.preventative : []).map((p: unknown) => {
        const row = obj(p);
        const dates = obj(row.dates_taken);
        return { ...row, efficacy: efficacy.toForm(row.efficacy), start_date: asStr(dates.start), end_date: asStr(dates.end) };
      }),
    },
    medical: obj(i.medical_history),
    allergies: { items: i.allergies },
    family: { conditions: fam.conditions, number_of_siblings: sib.number_of_siblings, birth_order: asStr(sib.birth_order) },
    social: obj(i.social_history),
    review_of_systems: { items: i.review_of_systems },
    hormonal: { ...hor, birth_control_use: yesNoToForm(hor.birth_control_use) },
  });
}
