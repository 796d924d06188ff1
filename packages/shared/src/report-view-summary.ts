import { drugClassLabel, OVERUSE_WARNING_MARGIN_DAYS, overuseLimit, whatToDoNow, type Urgency } from "./clinical-vocabulary.ts";
import type { Report } from "./report.ts";
import { evidenceText, intakeAt, intakeValueText, slotAnswers } from "./report-view-answers.ts";
import { dayWords, diaryCovering, diarySourceWords } from "./report-view-diary.ts";
import { isolatedName, slotLabel } from "./report-view-labels.ts";
import { patternView, type PatternView } from "./report-view-patterns.ts";

// Page one of the report (issue 16): who, since when, how often, the attack profile, the red-flag
// screen as answered, urgency and what to do, the leading pattern and alternatives, questions. The
// screen, the print view and the PDF all lay out this one object, so they cannot disagree.

export const URGENCY_TITLE: Record<Urgency, string> = {
  emergency: "Emergency: get help now",
  urgent: "Urgent: see a doctor within 24-48 hours",
  routine: "Routine: no red flags needing urgent review were reported",
};

export type LimitStatus = "above" | "approaching" | "below" | "no limit";

export interface MedicineDaysLine {
  drugClass: string;
  label: string;
  days: number;
  /** ICHD-3 8.2 days per month at which the class counts as overuse; null for classes 8.2 does not list. */
  limit: number | null;
  status: LimitStatus;
}

export interface ScreenGroups {
  yes: { label: string; evidence: string[] }[];
  unconfirmed: string[];
  unknown: string[];
  no: string[];
}

export interface PageOne {
  /** "46-year-old female"; "Age and sex not given" when neither is known. */
  who: string;
  name: string | null;
  urgency: Urgency;
  urgencyTitle: string;
  whatToDo: string | null;
  /** Set when the interview was not finished: says so and what was not asked. */
  unfinished: string | null;
  /** The person's opening words, verbatim: what they came with, before any question. */
  inTheirWords: string | null;
  sinceWhen: { label: string; value: string }[];
  headacheDays: number | null;
  /** "from the diary, 84 of 90 days logged" when the month's figures were counted from the diary; null when from recall. */
  fromDiary: string | null;
  medicineDays: MedicineDaysLine[];
  /** "Medication overuse risk" only when the JSON says there is one. */
  overuse: { heading: string; detail: string; risk: boolean };
  attack: { label: string; value: string }[];
  /** MIDAS when its five answers are known, else the one impact question when it was asked; null when neither. */
  impact: string | null;
  screen: ScreenGroups;
  patterns: PatternView;
  questions: string[];
}

// Facts told only in free text are not in the JSON as answers (the engine should add them), so a
// missing answer is "not recorded", never "not asked"; page one quotes the opening words instead.
const NOT_ASKED = "not recorded";

/** ICHD-3 8.2: above at or over the limit, approaching within the warning margin below it. */
export function limitStatus(days: number, limit: number | null): LimitStatus {
  if (limit === null) return "no limit";
  if (days >= limit) return "above";
  return days >= limit - OVERUSE_WARNING_MARGIN_DAYS ? "approaching" : "below";
}

/** Acute-medicine days per month by class against the 8.2 limits. */
export function medicineDaysLines(report: Report): MedicineDaysLine[] {
  return Object.entries(report.metrics.acute_medication_days_per_month).map(([drugClass, days]) => {
    const limit = overuseLimit(drugClass);
    return { drugClass, label: drugClassLabel(drugClass), days, limit, status: limitStatus(days, limit) };
  });
}

/** The urgency heading, honest about an unfinished interview or an incomplete red-flag screen. */
export function urgencyTitle(report: Report): string {
  if (report.urgency !== "routine") return URGENCY_TITLE[report.urgency];
  // An older report has no interview status: then only the screen itself says what was asked.
  if (report.interview?.complete === false) return "Routine so far: the interview was not finished";
  const open = report.red_flag_screen.filter((s) => s.answer === "unknown" || s.answer === "unconfirmed").length;
  return open > 0 ? `Routine: no red flags reported, but ${open} of ${report.red_flag_screen.length} warning signs were not answered` : URGENCY_TITLE.routine;
}

/** What was not asked of an unfinished interview, in words; null when it was finished. */
export function unfinishedNote(report: Report): string | null {
  const iv = report.interview;
  if (iv === undefined || iv.complete) return null;
  const flagLabel = new Map(report.red_flag_screen.map((s) => [s.code, s.label]));
  const open = iv.open_slots.map((s) => flagLabel.get(s) ?? slotLabel(s));
  const asked = `${iv.questions_asked} question${iv.questions_asked === 1 ? "" : "s"} asked`;
  return open.length > 0 ? `The interview was not finished (${asked}). Not yet asked: ${open.join("; ")}.` : `The interview was not finished (${asked}).`;
}

function who(report: Report): string {
  const { age, sex } = report.patient;
  if (age === null && (sex === null || sex === "")) return "Age and sex not given";
  if (age === null) return `${sex}, age not given`;
  return `${age}-year-old ${sex === null || sex === "" ? "(sex not given)" : sex}`;
}

const join = (xs: string[] | undefined): string | null => (xs === undefined || xs.length === 0 ? null : xs.join(", "));

type ProfileValue = { value: string; source: ("intake" | "chat" | "answer" | "diary")[] } | null | undefined;

/** Where a value came from, as page one says it: the intake form, the chat, or both. */
export function sourceWords(source: readonly string[]): string {
  const where = [...new Set(source.map((s) => (s === "intake" ? "form" : s === "diary" ? "diary" : "chat")))];
  return where.join(", ");
}

// A value the engine recorded, with its source in brackets ("4-72 hours (form)").
const withSource = (v: ProfileValue): string | null => (v === null || v === undefined ? null : v.source.length > 0 ? `${v.value} (${sourceWords(v.source)})` : v.value);

/** The attack profile from the engine's `attack_profile` (reports from before it existed: from the transcript and the intake). */
function attackProfile(report: Report, answers: Map<string, string[]>): PageOne["attack"] {
  const ap = report.attack_profile;
  if (ap !== undefined) {
    const side = withSource(ap.side);
    const locked = ap.side_locked?.value ?? null;
    const aura = withSource(ap.aura);
    const features = ap.aura_features?.value ?? null;
    const rows: [string, string | null][] = [
      ["Duration untreated", withSource(ap.duration)],
      ["Side", side !== null && locked !== null ? `${side}; ${locked}` : side ?? withSource(ap.side_locked)],
      ["Where", withSource(ap.location)],
      ["Character", withSource(ap.character)],
      ["Severity", withSource(ap.severity)],
      ["With it", withSource(ap.associated)],
      ["Eye and nose signs", withSource(ap.autonomic)],
      ["Worse with activity", withSource(ap.activity_worse)],
      ["Aura", aura !== null && features !== null && ap.aura?.value.startsWith("yes") === true ? `${aura}: ${features}` : aura],
    ];
    return rows.map(([label, value]) => ({ label, value: value ?? NOT_ASKED }));
  }
  return attackProfileFromTranscript(report, answers);
}

function attackProfileFromTranscript(report: Report, answers: Map<string, string[]>): PageOne["attack"] {
  const fromIntake = (path: string) => intakeValueText(intakeAt(report.intake, path));
  const pick = (slots: string[], paths: string[]): string => {
    const said = slots.flatMap((s) => answers.get(s) ?? []);
    if (said.length > 0) return [...new Set(said)].join(", ");
    for (const p of paths) {
      const v = fromIntake(p);
      if (v !== null) return v;
    }
    return NOT_ASKED;
  };
  const severityDays = ["extremely_severe_days", "severe_days", "moderate_days", "mild_days"].flatMap((k) => {
    const days = intakeAt(report.intake, `headache_history.${k}`);
    return typeof days === "number" ? [`${k.replace(/_days$/, "").replace("_", " ")} on ${days} days`] : [];
  });
  const severity = pick(["severity"], ["headache_history.pain_intensity_avg"]);
  const aura = join(answers.get("aura"));
  const auraFeatures = join(answers.get("aura_features") ?? answers.get("aura_type"));
  return [
    { label: "Duration untreated", value: pick(["duration"], ["headache_history.duration_without_med"]) },
    { label: "Side", value: pick(["side"], ["headache_history.sidedness"]) },
    { label: "Where", value: pick(["location"], ["headache_history.pain_locations"]) },
    { label: "Character", value: pick(["character"], ["headache_history.pain_characteristics"]) },
    { label: "Severity", value: severity !== NOT_ASKED ? severity : severityDays.length > 0 ? `${severityDays.join(", ")} a month (intake form)` : NOT_ASKED },
    { label: "With it", value: pick(["nausea", "vomiting", "photophobia", "phonophobia", "osmophobia", "associated"], ["headache_history.assoc_symptoms"]) },
    { label: "Eye and nose signs", value: pick(["autonomic", "restlessness"], ["headache_history.autonomic_symptoms"]) },
    { label: "Worse with activity", value: pick(["activity_worse"], []) },
    { label: "Aura", value: aura !== null ? [aura, auraFeatures].filter((x) => x !== null).join(": ") : pick([], ["headache_history.aura_symptoms"]) },
  ];
}

/** When it began and how it changed, from the engine's `onset` and `frequency` (older reports: from the transcript). */
function sinceWhen(report: Report, answers: Map<string, string[]>): PageOne["sinceWhen"] {
  const onset = report.onset;
  if (onset !== undefined) {
    const rows = [{ label: "Began", value: withSource(onset.began) ?? NOT_ASKED }];
    const optional: [string, ProfileValue][] = [
      ["Course", onset.course], ["Clearly remembered start", onset.remembered_start],
      ["Time to peak", report.attack_profile?.time_to_peak], ["Attacks per day", report.frequency?.attacks_per_day],
    ];
    for (const [label, v] of optional) {
      const text = withSource(v);
      if (text !== null) rows.push({ label, value: text });
    }
    return rows;
  }
  return sinceWhenFromTranscript(report, answers);
}

function sinceWhenFromTranscript(report: Report, answers: Map<string, string[]>): PageOne["sinceWhen"] {
  const onsetAge = intakeAt(report.intake, "headache_history.age_onset");
  const began = join(answers.get("onset_when")) ?? (typeof onsetAge === "number" ? `at age ${onsetAge}` : NOT_ASKED);
  const rows = [{ label: "Began", value: began }];
  const course = join(answers.get("course"));
  if (course !== null) rows.push({ label: "Course", value: course });
  const peak = join(answers.get("time_to_peak"));
  if (peak !== null) rows.push({ label: "Time to peak", value: peak });
  return rows;
}

function openingWords(report: Report): string | null {
  const chief = report.intake.chief_complaint;
  const first = report.transcript.find((m) => m.role === "user")?.content.trim();
  if (first !== undefined && first !== "") return first;
  return typeof chief === "string" && chief.trim() !== "" ? chief.trim() : null;
}

function screenGroups(report: Report): ScreenGroups {
  const evidence = new Map(report.red_flags.map((f) => [f.code, f.evidence.map((e) => evidenceText(report, e))]));
  const groups: ScreenGroups = { yes: [], unconfirmed: [], unknown: [], no: [] };
  for (const s of report.red_flag_screen) {
    if (s.answer === "yes") groups.yes.push({ label: s.label, evidence: evidence.get(s.code) ?? [] });
    else groups[s.answer].push(s.label);
  }
  // A red flag raised without a screen item (older reports) still shows.
  for (const f of report.red_flags) if (!report.red_flag_screen.some((s) => s.code === f.code)) groups.yes.push({ label: f.label, evidence: evidence.get(f.code) ?? [] });
  return groups;
}

// Headed as a risk only when the JSON says so; otherwise the words come from the same 8.2 limits
// the lines beside them use, so the heading never contradicts the numbers under it.
function overuse(report: Report, lines: MedicineDaysLine[]): PageOne["overuse"] {
  const mo = report.medication_overuse;
  if (mo.risk) return { heading: "Medication overuse risk", detail: mo.detail, risk: true };
  const near = lines.filter((l) => l.status === "approaching");
  if (near.length > 0) return { heading: "Approaching the medication-overuse limit", detail: `${near.map((l) => `${l.label}: ${l.days} days a month, limit ${l.limit ?? ""}`).join("; ")}.`, risk: false };
  // Several classes on the same or different days (8.2.6) are counted by day only in the diary's figures.
  const together = diaryCovering(report)?.overuse.find((o) => o.class === "any" && o.position !== "below");
  if (together !== undefined) return { heading: "Approaching the medication-overuse limit", detail: `several classes together on ${together.daysPerMonth} days a month (from the diary), limit ${together.limit}.`, risk: false };
  if (lines.length > 0) return { heading: "Acute medicine below the ICHD-3 8.2 limits", detail: "", risk: false };
  return { heading: "Acute medicine", detail: "No acute-medicine days per month were reported.", risk: false };
}

/**
 * How much the headaches cost the person: MIDAS from the interview, else the diary's latest MIDAS filled
 * in within its 90 days, else the one impact question (never called MIDAS).
 */
export function impactLine(report: Report): string | null {
  const { midas, missed_days_3m: missed } = report.metrics;
  if (midas !== undefined) return `MIDAS ${midas.score} (grade ${midas.grade})`;
  const diary = report.diary;
  const latest = diary?.midas[0];
  if (diary !== undefined && latest !== undefined && latest.date.slice(0, 10) >= diary.from) return `MIDAS ${latest.score} (grade ${latest.grade}), filled in with the diary on ${dayWords(latest.date.slice(0, 10))}`;
  if (missed !== undefined) return `Headaches stopped work, study or housework on about ${missed} days in the last 3 months (one question; MIDAS not scored)`;
  return null;
}

/** Everything page one shows, derived from the report JSON alone. */
export function pageOne(report: Report): PageOne {
  const answers = slotAnswers(report);
  const lines = medicineDaysLines(report);
  return {
    who: who(report),
    name: report.patient.name ? isolatedName(report.patient.name) : null,
    urgency: report.urgency,
    urgencyTitle: urgencyTitle(report),
    whatToDo: whatToDoNow(report.urgency),
    unfinished: unfinishedNote(report),
    inTheirWords: openingWords(report),
    sinceWhen: sinceWhen(report, answers),
    headacheDays: report.metrics.headache_days_per_month,
    fromDiary: diarySourceWords(report),
    medicineDays: lines,
    overuse: overuse(report, lines),
    attack: attackProfile(report, answers),
    impact: impactLine(report),
    screen: screenGroups(report),
    patterns: patternView(report),
    questions: report.questions_for_doctor,
  };
}
