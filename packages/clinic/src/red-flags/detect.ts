import type { FactSet } from "../facts/fact-set.ts";
import type { MedicationScore } from "../scores/medication.ts";
import type { RedFlag, RedFlagCode, Urgency } from "../types.ts";
import { LABELS } from "./codes.ts";

// SNNOOP10 (Do et al., Neurology 2019) applied to the current facts. Each rule names the facts
// that triggered it, so the report can quote the person's words.

interface Ctx {
  facts: FactSet;
  age: number | null;
  sex: string | null;
  med: MedicationScore;
}

const DEFICIT_ALWAYS = ["weakness", "diplopia", "ataxia"];
const DEFICIT_AURA_LIKE = ["numbness", "speech", "vision_loss"];

/** True when the person describes a long-standing, recurring headache of the same kind. */
function recurrentStory(f: FactSet): boolean {
  return f.yes("long_history") || f.yes("recurrent") || (f.num("lifetime_attacks") ?? 0) >= 2 || f.yes("bouts") || f.num("attacks_per_day") !== null;
}

/** An unspecified symptom counts as reversible when the same story says the aura resolves or a headache follows. */
export function effectiveTag(f: FactSet, tag: string | undefined): string {
  if (tag !== undefined && tag !== "unspecified") return tag;
  return f.yes("aura_resolves") || f.yes("headache_follows") || f.yes("aura") ? "transient" : "unspecified";
}

function neuroDeficit(f: FactSet): { keys: string[]; urgency: Urgency } | null {
  const keys: string[] = [];
  let urgency: Urgency = "urgent";
  const recurrent = recurrentStory(f);
  for (const k of [...DEFICIT_ALWAYS, ...DEFICIT_AURA_LIKE, "neuro_any"]) {
    const fact = f.get(k);
    if (fact === undefined || fact.polarity !== "affirmed") continue;
    const tag = effectiveTag(f, fact.tag);
    const auraLike = DEFICIT_AURA_LIKE.includes(k);
    // A fully reversible symptom in a recurring story is a migraine aura (ICHD-3 1.2), not a deficit.
    if (auraLike && tag === "transient" && recurrent) continue;
    keys.push(k);
    if (tag !== "transient" || !recurrent) urgency = tag === "transient" && auraLike ? urgency : "emergency";
  }
  return keys.length === 0 ? null : { keys, urgency };
}

/** Every red flag present, with its evidence and the urgency it carries here. */
export function detectRedFlags(ctx: Ctx): RedFlag[] {
  const f = ctx.facts;
  const out: RedFlag[] = [];
  const add = (code: RedFlagCode, keys: string[], urgency: Urgency, extra: string[] = []) =>
    // Several facts often come from one sentence; quote each sentence once.
    out.push({ code, label: LABELS[code], evidence: [...new Set([...keys.map((k) => f.evidence(k)), ...extra].filter((e) => e !== ""))], urgency });
  const age = ctx.age;
  const recurrent = recurrentStory(f);

  const hard = f.yes("thunderclap") || (f.yes("never_like_this") && f.yes("sudden_onset"));
  const soft = f.yes("sudden_onset") && (f.yes("extreme_pain") || f.yes("severe")) && !recurrent && !f.yes("gradual_onset");
  const thunderclap = hard || soft;
  if (thunderclap) add("thunderclap_onset", ["thunderclap", "sudden_onset", "never_like_this"].filter((k) => f.yes(k)), "emergency");

  const neckStiff = f.yes("neck_stiffness");
  const altered = ["confusion", "loss_of_consciousness", "altered_any"].filter((k) => f.yes(k));
  const deficit = neuroDeficit(f);
  const fever = ["fever", "systemic"].filter((k) => f.yes(k));
  if (fever.length > 0) {
    const rash = /rash|petechia/.test(f.get("systemic")?.evidence ?? "") && f.yes("systemic");
    add("fever_systemic", fever, neckStiff || altered.length > 0 || f.yes("seizure") || rash || (deficit?.urgency === "emergency") ? "emergency" : "urgent");
  }
  if (neckStiff) add("meningism", ["neck_stiffness"], "emergency");
  if (deficit !== null) add("neuro_deficit", deficit.keys, deficit.urgency);
  if (altered.length > 0) add("altered_consciousness", altered, "emergency");
  if (f.yes("seizure")) add("seizure", ["seizure"], "emergency");

  const onsetAge = f.num("onset_age");
  const newHeadache = f.yes("new_headache") && !f.yes("long_history");
  if ((age !== null && age > 50 && newHeadache) || (onsetAge !== null && onsetAge > 50)) add("new_onset_over_50", ["age", "new_headache", "onset_age"].filter((k) => f.known(k)), "urgent");
  if (f.yes("pattern_change")) add("pattern_change", ["pattern_change"], "urgent");
  if (f.yes("progressive")) add("progressive", ["progressive"], "urgent");
  const positional = ["worse_upright", "worse_lying", "position_any"].filter((k) => f.yes(k));
  if (positional.length > 0) add("positional", positional, "urgent");
  // A sudden headache that began during exercise, lifting, straining or sex is itself
  // "precipitated by Valsalva or exertion" (SNNOOP10), even when it has happened only once.
  const exertionalOnset = f.yes("exertion_context") && (thunderclap || f.yes("sudden_onset"));
  const valsalva = ["cough_trigger", "exertion_trigger", ...(exertionalOnset ? ["exertion_context"] : [])].filter((k) => f.yes(k));
  if (valsalva.length > 0) add("valsalva_precipitated", valsalva, "urgent");
  const papill = ["papilledema", "visual_obscuration", "pulsatile_tinnitus"].filter((k) => f.yes(k));
  if (papill.length > 0) add("papilledema_visual", papill, "urgent");

  const pregnancy = ["pregnant", "postpartum"].filter((k) => f.yes(k));
  if (pregnancy.length > 0 && ctx.sex !== "male") {
    // Pre-eclampsia: headache with visual disturbance, swelling or high blood pressure needs same-hour care.
    const severe = f.yes("preeclampsia_signs") || f.yes("aura") || f.yes("blurred_vision") || f.yes("vision_loss") || f.yes("seizure") || altered.length > 0 || deficit !== null;
    add("pregnancy_postpartum", pregnancy, severe ? "emergency" : "urgent");
  }
  if (f.yes("cancer")) add("cancer_history", ["cancer"], "urgent");
  if (f.yes("immunosuppressed")) add("immunosuppression", ["immunosuppressed"], "urgent");
  if (f.yes("head_trauma")) {
    const severe = f.yes("anticoagulant") || f.yes("vomiting") || altered.length > 0 || f.yes("seizure") || deficit !== null;
    add("post_trauma", ["head_trauma", ...(f.yes("anticoagulant") ? ["anticoagulant"] : [])], severe ? "emergency" : "urgent");
  }
  const gca = ["jaw_claudication", "scalp_tenderness", "gca_named"].filter((k) => f.yes(k));
  if (gca.length > 0 && (age === null || age > 50)) {
    // Visual symptoms in giant cell arteritis threaten sight within hours.
    const eyes = f.yes("vision_loss") || f.yes("diplopia") || f.yes("blurred_vision");
    add("jaw_claudication_gca", gca, eyes ? "emergency" : "urgent");
  }
  const eye = ["red_eye", "eye_pain"].filter((k) => f.yes(k));
  const eyeVision = ["halos", "blurred_vision", "hard_eye", "vision_loss"].filter((k) => f.yes(k));
  if ((eye.length > 0 && eyeVision.length > 0 && !recurrent) || (f.yes("halos") && eye.length > 0)) add("painful_eye_autonomic", [...eye, ...eyeVision], "emergency");
  if (ctx.med.thresholdMet) add("medication_overuse", [], "routine", [ctx.med.detail]);
  return out;
}

const ORDER: Urgency[] = ["routine", "urgent", "emergency"];

/** The highest urgency among the flags (routine when there are none). */
export function urgencyOf(flags: RedFlag[]): Urgency {
  return flags.reduce<Urgency>((u, fl) => (ORDER.indexOf(fl.urgency) > ORDER.indexOf(u) ? fl.urgency : u), "routine");
}
