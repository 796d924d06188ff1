import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanIntake, isNamedEntry } from "./intake-clean.ts";
import { expandDuration, shortenDuration } from "./intake-durations.ts";
import {
  FORM_ATTACK_DISABILITY,
  FORM_AUTONOMIC_SIDES,
  FORM_PREVENTATIVE_EFFICACY,
  FORM_SEXES,
  FORM_SIDEDNESS,
  YES_NO,
  emptyIntakeForm,
  type IntakeForm,
} from "./intake-form.ts";
import { intakeApiToForm, intakeFormToApi } from "./intake-mapping.ts";
import { validateIntake } from "./intake-validation.ts";

// Arbitraries for a valid form as the page produces it: text trimmed, list rows named,
// durations picked as "<n>[-<m>] <unit>" or typed without unit words, each autonomic symptom once.
const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,'%-]{0,18}[A-Za-z0-9]$|^[A-Za-z]$/).filter((s) => !/\b(hrs?|hours?|mins?|minutes?|secs?|seconds?)\b/i.test(s));
const text = fc.oneof(fc.constant(""), word);
const num = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
const list = fc.array(word, { maxLength: 3 });
const opt = <T extends string>(v: readonly T[]) => fc.constantFrom<"" | T>("", ...v);
const unit = (n: number, m: number | null, one: string, many: string) => `${n}${m === null ? "" : `-${m}`} ${n === 1 && m === null ? one : many}`;
const duration = fc.oneof(
  fc.constant(""),
  fc.constant("continuous"),
  word,
  fc
    .tuple(fc.integer({ min: 1, max: 90 }), fc.option(fc.integer({ min: 2, max: 120 }), { nil: null }), fc.constantFrom(["hour", "hours"], ["minute", "minutes"], ["second", "seconds"], ["day", "days"]))
    .map(([n, m, [one, many]]) => unit(n, m, one!, many!)),
);
const med = { name: word, dose: text, frequency: text };
const autonomic = fc
  .uniqueArray(fc.constantFrom("lacrimation", "ptosis", "miosis", "rhinorrhea", "restlessness", "eyelid_edema"), { maxLength: 4 })
  .chain((symptoms) =>
    fc.tuple(...symptoms.map((symptom) => (symptom === "restlessness" ? fc.constant({ symptom, side: "" as const }) : opt(FORM_AUTONOMIC_SIDES).map((side) => ({ symptom, side }))))),
  );

const formArb: fc.Arbitrary<IntakeForm> = fc.record({
  about: fc.record({ chief_complaint: text, age: num(5, 120), date_of_birth: fc.constantFrom<string>("", "1990-04-02"), sex: opt(FORM_SEXES), handedness: fc.constantFrom<string>("", "right", "left") }),
  headache: fc.record({
    age_onset: num(0, 90),
    multiple_types: opt(YES_NO),
    extremely_severe_days: num(0, 7),
    severe_days: num(0, 8),
    moderate_days: num(0, 8),
    mild_days: num(0, 8),
    pain_intensity_low: num(0, 4),
    pain_intensity_high: num(0, 4),
    pain_intensity_avg: num(0, 4),
    attack_disability: opt(FORM_ATTACK_DISABILITY),
    pain_locations: list,
    sidedness: opt(FORM_SIDEDNESS),
    side_change: opt(YES_NO),
    pain_characteristics: list,
    duration_with_med: duration,
    duration_without_med: duration,
    aura_symptoms: list,
    pattern_time_of_day: list,
    pattern_context: list,
    pattern_season: list,
    assoc_symptoms: list,
    autonomic_symptoms: autonomic,
    triggers: list,
    relief_factors: list,
  }),
  medications: fc.record({
    current: fc.array(fc.record(med), { maxLength: 2 }),
    prior: fc.array(fc.record(med), { maxLength: 2 }),
    acute: fc.array(fc.record({ ...med, days_per_month: num(0, 31), efficacy: text }), { maxLength: 2 }),
    preventative: fc.array(
      fc.record({ ...med, efficacy: opt(FORM_PREVENTATIVE_EFFICACY), start_date: fc.constantFrom<string>("", "2023-01"), end_date: fc.constantFrom<string>("", "2024-02-10"), side_effects: text }),
      { maxLength: 2 },
    ),
    supplements: fc.array(fc.record(med), { maxLength: 2 }),
  }),
  medical: fc.record({ medical_conditions: list, medical_conditions_other: text, past_surgeries: list, past_surgeries_other: text }),
  allergies: fc.record({ items: fc.array(fc.record({ substance: word, reaction: text }), { maxLength: 2 }) }),
  family: fc.record({
    conditions: fc.array(fc.record({ condition: word, relatives: list, other_condition: text, other_relative: text }), { maxLength: 2 }),
    number_of_siblings: num(0, 12),
    birth_order: fc.constantFrom<string>("", "1", "oldest"),
  }),
  social: fc.record({
    caffeine_per_day: num(0, 10),
    sleep_hours: num(0, 24),
    exercise_days: num(0, 7),
    alcohol_drinks_per_week: num(0, 40),
    tobacco: text,
    occupation: text,
    stress_level: text,
  }),
  review_of_systems: fc.record({ items: list }),
  hormonal: fc.record({ menstrual_status: text, period_headache_relation: text, period_timing: text, birth_control_use: opt(YES_NO), birth_control_type: text }),
});

describe("form <-> API mapping", () => {
  it("form -> API -> form is the identity on every valid form", () => {
    fc.assert(fc.property(formArb, (form) => {
      expect(intakeApiToForm(intakeFormToApi(form))).toEqual(form);
    }), { numRuns: 300 });
  });

  it("a valid form with the required fields maps to an intake the API accepts", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        form.about = { ...form.about, chief_complaint: "Headache", age: 30, sex: "male" };
        form.headache.severe_days = 3;
        const r = validateIntake(intakeFormToApi(form));
        expect(r.ok ? [] : r.errors).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("maps the table of spec section 3", () => {
    const form = emptyIntakeForm();
    form.headache.sidedness = "always_both";
    form.headache.attack_disability = "complete";
    form.headache.duration_without_med = "4-72 hours";
    form.headache.duration_with_med = "30 minutes";
    form.headache.autonomic_symptoms = [
      { symptom: "lacrimation", side: "both" },
      { symptom: "ptosis", side: "left" },
      { symptom: "restlessness", side: "right" },
    ];
    form.headache.severe_days = 4;
    form.headache.mild_days = 2;
    form.medications.preventative = [{ name: "propranolol", dose: "", frequency: "", efficacy: "less_50", start_date: "2024-01", end_date: "", side_effects: "" }];
    const api = intakeFormToApi(form) as { headache_history: Record<string, unknown>; medications: Record<string, unknown> };
    expect(api.headache_history).toEqual({
      severe_days: 4,
      mild_days: 2,
      headache_free_days: 24,
      sidedness: "both",
      attack_disability: "confined_to_bed",
      duration_without_med: "4-72 hr",
      duration_with_med: "30 min",
      autonomic_symptoms: { lacrimation: { present: true, side: "Both" }, ptosis: { present: true, side: "Left" }, restlessness: { present: true } },
    });
    expect(api.medications).toEqual({ preventative: [{ name: "propranolol", efficacy: "Less than 50% better", dates_taken: { start: "2024-01" } }] });
  });

  it("cleans on submit: drops empty strings, empty lists and unnamed rows", () => {
    const form = emptyIntakeForm();
    form.about.chief_complaint = "  throbbing headache ";
    form.medications.acute = [
      { name: "", dose: "200 mg", frequency: "", days_per_month: 3, efficacy: "" },
      { name: "ibuprofen", dose: "", frequency: "", days_per_month: 0, efficacy: "" },
    ];
    expect(intakeFormToApi(form)).toEqual({ chief_complaint: "throbbing headache", medications: { acute: [{ name: "ibuprofen", days_per_month: 0 }] } });
  });

  it("loads what the API holds, leaving out what the form cannot show", () => {
    const form = intakeApiToForm({
      chief_complaint: "x",
      age: 40,
      sex: "Female",
      headache_history: { sidedness: "left", attack_disability: "slightly", duration_with_med: "1 hr", autonomic_symptoms: { ptosis: { present: false } }, odd: 1 },
      medications: { preventative: [{ name: "candesartan", efficacy: "Complete relief", dates_taken: { start: "2020-01-01", end: "2021" } }] },
      family_history: { sibling_info: { number_of_siblings: 2, birth_order: 1 } },
    });
    expect(form.about).toMatchObject({ chief_complaint: "x", age: 40, sex: "female" });
    expect(form.headache).toMatchObject({ sidedness: "always_left", attack_disability: "mild", duration_with_med: "1 hour", autonomic_symptoms: [] });
    expect(form.headache).not.toHaveProperty("odd");
    expect(form.medications.preventative[0]).toEqual({ name: "candesartan", dose: "", frequency: "", efficacy: "complete_relief", start_date: "2020-01-01", end_date: "2021", side_effects: "" });
    expect(form.family).toMatchObject({ number_of_siblings: 2, birth_order: "1" });
  });
});

describe("cleanIntake", () => {
  const named = (v: unknown): number =>
    Array.isArray(v)
      ? v.reduce((n: number, x) => n + (typeof x === "object" && x !== null && !Array.isArray(x) && isNamedEntry(x) ? 1 : 0) + named(x), 0)
      : typeof v === "object" && v !== null
        ? Object.values(v).reduce((n: number, x) => n + named(x), 0)
        : 0;
  const entry = fc.record({ name: fc.oneof(fc.constant(""), fc.constant("  "), word), dose: text }, { requiredKeys: [] });
  const tree = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: "small" }, text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(entry), fc.array(tie("node"), { maxLength: 3 }), fc.dictionary(word, tie("node"), { maxKeys: 3 })),
  })).node;

  it("never drops a named entry", () => {
    fc.assert(fc.property(fc.dictionary(word, tree, { maxKeys: 4 }), (value) => {
      expect(named(cleanIntake(value))).toBe(named(value));
    }), { numRuns: 300 });
  });
  it("keeps zero and false", () => {
    expect(cleanIntake({ a: 0, b: false, c: "", d: [], e: {}, f: [{ name: " " }] })).toEqual({ a: 0, b: false });
  });
});

describe("durations", () => {
  it.each([
    ["4-72 hours", "4-72 hr"],
    ["1 hour", "1 hr"],
    ["30 minutes", "30 min"],
    ["5 seconds", "5 sec"],
    ["2-3 days", "2-3 days"],
    ["continuous", "continuous"],
  ])("%s <-> %s", (long, short) => {
    expect(shortenDuration(long)).toBe(short);
    expect(expandDuration(short)).toBe(long);
  });
});
