import type { FactSet } from "../facts/fact-set.ts";
import type { ChoiceDef, Question } from "./question-types.ts";

// Follow-ups asked once a core slot is answered, because the answer raised something a doctor
// needs: which medicines the days were (ICHD-3 8.2 limits differ by class), how long the
// overuse has gone on, and how much the headaches take from daily life (MIDAS item 1, Stewart
// et al., Neurology 2001). Also who the headache belongs to, when the opening tells of
// someone else's and the typist has not said who they are.

const RANGES = [["under_1", "None, or less than 1 day"], ["1_4", "1-4 days"], ["5_9", "5-9 days"], ["10_14", "10-14 days"], ["15_31", "15 or more days"]] as const;
const RISKY = ["triptan", "combination", "opioid", "ergot", "simple"] as const;
type Cls = (typeof RISKY)[number];

const CLASS_WORDS: Record<Cls, string> = {
  triptan: "a triptan (such as sumatriptan)",
  combination: "a painkiller with codeine (such as co-codamol)",
  opioid: "an opioid (such as tramadol or morphine)",
  ergot: "ergotamine",
  simple: "paracetamol, ibuprofen or aspirin",
};

const CLASS_LABELS: Record<Cls, string> = {
  triptan: "A triptan (sumatriptan, rizatriptan...)",
  combination: "A painkiller with codeine (co-codamol...)",
  opioid: "Tramadol, morphine or another opioid",
  ergot: "Ergotamine",
  simple: "Paracetamol, ibuprofen or aspirin",
};

/** "Painkillers", "tablets": a medicine told without naming its class (the reader files it as simple, but it may be anything). */
export const genericMedicine = (key: string): boolean => /^med:(?:pain ?killers?|tablets?|pills?|medicines?|medications?|analgesics?|meds)$/.test(key);

/** Classes named in words, and whether each has a number of days. */
function namedClasses(facts: FactSet): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const f of facts.list()) {
    if (!f.key.startsWith("med:") || f.polarity !== "affirmed" || f.tag === undefined || f.tag === "unspecified" || f.tag === "other" || genericMedicine(f.key)) continue;
    out.set(f.tag, (out.get(f.tag) ?? false) || (typeof f.value === "number" && Number.isFinite(f.value)));
  }
  return out;
}

/** Whether two or more medicine classes were named: then each class is asked, not "any medicine". */
export const severalClassesNamed = (facts: FactSet): boolean => namedClasses(facts).size >= 2;

/** Days with some medicine given without saying which (the "any" chips, or a bare number). */
function unnamedDays(facts: FactSet): number {
  const f = facts.get("med:unspecified (answer)");
  return f?.polarity === "affirmed" && typeof f.value === "number" ? f.value : 0;
}

const perClass = (cls: Cls): Question => ({
  id: `acute_med_days_${cls}`, phase: "core", multiple: false, slots: ["acute_med_days"], expects: "frequency",
  text: `On how many days a month {do_you} take ${CLASS_WORDS[cls]}?`,
  choices: RANGES.map(([v, label]) => ({ id: `acute_med_days:${cls}:${v}`, label })),
  // Two or more classes named: each class's days, since the limits differ (one class named takes the general question's days).
  open: (c) => {
    const named = namedClasses(c.facts);
    return named.size >= 2 && named.has(cls) && named.get(cls) !== true;
  },
});

const anyRange = (facts: FactSet): string | null => {
  const d = unnamedDays(facts);
  return d <= 0 ? null : d < 1 ? "under_1" : d < 5 ? "1_4" : d < 10 ? "5_9" : d < 15 ? "10_14" : "15_31";
};

/** Which medicines the unnamed days were: each chip sets that class to the days already given. */
export const MED_CLASSES_QUESTION: Question = {
  id: "acute_med_classes", phase: "core", multiple: true, slots: ["acute_med_days"],
  text: "Which medicines {do_you} take on those days? Tap all that apply.",
  choices: [],
  choicesFor: (c) => {
    const range = anyRange(c.facts) ?? "5_9";
    const out: ChoiceDef[] = RISKY.map((cls) => ({ id: `acute_med_days:${cls}:${range}`, label: CLASS_LABELS[cls] }));
    return [...out, { id: "acute_med_days:unknown", label: "Not sure" }];
  },
  // Five or more days with an unnamed medicine: close enough to a limit (10 days for most classes) to matter.
  open: (c) => unnamedDays(c.facts) >= 5 && namedClasses(c.facts).size === 0,
};

/** Medicine follow-ups in the order asked: each class's days, which classes, and for how long. */
export const MED_FOLLOW_QUESTIONS: Question[] = [
  ...RISKY.map(perClass),
  MED_CLASSES_QUESTION,
  {
    id: "med_overuse_months", phase: "core", multiple: false, slots: ["med_overuse_months"],
    text: "For how long {have_you} been taking medicines on this many days?",
    choices: [{ id: "med_overuse_months:under_3", label: "Less than 3 months" }, { id: "med_overuse_months:over_3", label: "3 months or more" }, { id: "med_overuse_months:unknown", label: "Not sure" }],
    when: (c) => c.med.thresholdMet || c.med.warning,
  },
];

/** MIDAS item 1 (and 3, housework), asked as one: days lost in 3 months, when headaches are frequent. */
export const IMPACT_QUESTION: Question = {
  id: "missed_days_3m", phase: "extra", multiple: false, slots: ["missed_days_3m"], expects: "attacks",
  text: "In the last 3 months, on how many days did headaches stop {you_obj} working, studying or doing housework?",
  choices: [
    { id: "missed_days_3m:0", label: "None" }, { id: "missed_days_3m:1_5", label: "1-5 days" }, { id: "missed_days_3m:6_10", label: "6-10 days" },
    { id: "missed_days_3m:11_20", label: "11-20 days" }, { id: "missed_days_3m:over_20", label: "More than 20 days" }, { id: "missed_days_3m:unknown", label: "Not sure" },
  ],
  when: (c) => (c.facts.num("headache_days") ?? 0) >= 8 || c.facts.yes("continuous"),
};

/** Whose headache it is, when the opening tells of a he or she and the typist has not said. */
export const TYPIST_QUESTION: Question = {
  id: "typist", phase: "who", multiple: false, slots: ["typist"],
  text: "Are you asking about your own headaches, or someone else's?",
  choices: [
    { id: "typist:self", label: "My own" }, { id: "typist:parent", label: "My child's" }, { id: "typist:partner", label: "My partner's" }, { id: "typist:other", label: "Someone else's" },
  ],
  when: (c) => c.thirdPerson,
};

/** Blood thinners after a knock to the head: an injury on an anticoagulant needs a scan the same day (NICE NG232). */
export const ANTICOAGULANT_QUESTION: Question = {
  id: "anticoagulant", phase: "confirm", multiple: false, slots: ["anticoagulant"],
  text: "{Do_you} take a blood thinner, such as warfarin, apixaban or rivaroxaban?",
  choices: [{ id: "anticoagulant:yes", label: "Yes" }, { id: "anticoagulant:no", label: "No" }, { id: "anticoagulant:unknown", label: "Not sure" }],
  when: (c) => c.facts.yes("head_trauma"),
};
