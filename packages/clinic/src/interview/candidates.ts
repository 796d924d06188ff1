import type { FactSet } from "../facts/fact-set.ts";
import { RED_FLAG_CODES } from "../red-flags/codes.ts";
import type { Candidate, Provenance, RedFlag, RedFlagCode } from "../types.ts";

// Red flags suggested but not established (CLINICAL.md "Suspect, then confirm"): the reader in
// facts/ marks such a fact `candidate` (a worry, a hypothetical, an unclear subject, a remote
// event) with polarity unknown. The interview asks about each directly; an emergency-class one
// never answered keeps the advice at urgent at least, and the report says it was not confirmed.

const CODE_OF: Record<string, RedFlagCode> = {
  thunderclap: "thunderclap_onset", sudden_onset: "thunderclap_onset", fever: "fever_systemic", systemic: "fever_systemic", neck_stiffness: "meningism",
  weakness: "neuro_deficit", numbness: "neuro_deficit", speech: "neuro_deficit", vision_loss: "neuro_deficit", diplopia: "neuro_deficit", ataxia: "neuro_deficit", neuro_any: "neuro_deficit",
  confusion: "altered_consciousness", loss_of_consciousness: "altered_consciousness", altered_any: "altered_consciousness", seizure: "seizure",
  worse_upright: "positional", worse_lying: "positional", position_any: "positional", cough_trigger: "valsalva_precipitated", exertion_trigger: "valsalva_precipitated",
  visual_obscuration: "papilledema_visual", papilledema: "papilledema_visual", pulsatile_tinnitus: "papilledema_visual", pregnant: "pregnancy_postpartum", postpartum: "pregnancy_postpartum",
  cancer: "cancer_history", immunosuppressed: "immunosuppression", head_trauma: "post_trauma", jaw_claudication: "jaw_claudication_gca", scalp_tenderness: "jaw_claudication_gca",
  gca_named: "jaw_claudication_gca", monocular_vision_loss: "jaw_claudication_gca", pattern_change: "pattern_change", progressive: "progressive", red_eye: "painful_eye_autonomic", halos: "painful_eye_autonomic",
  // Keys of the ConText reader (facts/): lay paraphrases that bear on a flag.
  worst_ever: "thunderclap_onset", orthostatic_builds: "positional", orthostatic_relief: "positional", orthostatic_returns: "positional",
  ptosis: "neuro_deficit", miosis: "neuro_deficit", anisocoria: "neuro_deficit", half_closed_eye: "neuro_deficit", malaria_travel: "fever_systemic",
  swelling: "pregnancy_postpartum", ruq_pain: "pregnancy_postpartum", blood_pressure: "pregnancy_postpartum",
};

const URGENCY = new Map(RED_FLAG_CODES.map((c) => [c.code, c.urgency]));

// Where in the conversation a fact was told; the form comes before every message.
const toldAt = (source: Provenance): number => ("index" in source ? source.index : -1);

/** The red-flag code a fact key bears on, if any. */
export const codeOfKey = (key: string): RedFlagCode | undefined => CODE_OF[key];

/**
 * Suspected red flags still open: a candidate fact not since affirmed or denied, or a red-flag
 * slot answered only with a bare "yes" to a checklist (`unconfirmed`). Flags already raised are
 * not candidates.
 */
export function findCandidates(facts: FactSet, flags: RedFlag[], unconfirmed: ReadonlySet<string>): Candidate[] {
  const raised = new Set(flags.map((f) => f.code));
  const out: Candidate[] = [];
  const seen = new Set<RedFlagCode>();
  const push = (c: Candidate) => {
    if (raised.has(c.code) || seen.has(c.code)) return;
    seen.add(c.code);
    out.push(c);
  };
  // A suspicion the patient has already answered for themself ("his came out of nowhere; mine have
  // never been sudden") is settled: a denial of any finding of the same flag closes it.
  const denied = new Set(facts.list().filter((f) => f.polarity === "denied").map((f) => CODE_OF[f.key]));
  for (const f of facts.list()) {
    const code = CODE_OF[f.key];
    if (code === undefined || f.candidate === undefined || f.polarity !== "unknown") continue;
    // "Never had a seizure before" may be this one, the first: no other denial settles that.
    if (denied.has(code) && f.candidate !== "first_ever") continue;
    // A bang with no pain at all is not a headache's onset: a read-about thunderclap is settled.
    if (code === "thunderclap_onset" && facts.yes("painless") && f.candidate !== "first_ever") continue;
    // "I read that aneurysm headache is sudden" beside a headache that "climbed over an hour": the
    // onset is told, and it is not a thunderclap (ICHD-3 6.1.1: peak within a minute).
    if (code === "thunderclap_onset" && (facts.yes("gradual_onset") || (facts.num("peak_hours") ?? 0) >= 5 / 60)) continue;
    // "my flatmate thought i was having a fit ... i was awake the whole time and talking": a guess at a
    // fit by someone who saw it, in a person aware throughout, is settled.
    if (code === "seizure" && f.candidate === "worry" && facts.no("loss_of_consciousness")) continue;
    // "the little one said Grandma your face is crooked" then "I had Bell's palsy in 1985 and the right
    // side of my mouth has been lower ever since": the finding suspected, told next as long-standing.
    // So is a worry or a mention of no one's in the same message as the long-past event it is about
    // ("I fainted giving blood 8 years ago ... my friend said fainting and migraines could mean something").
    const past = facts.get(`past_${f.key}`);
    if (past?.polarity === "affirmed" && (toldAt(past.source) > toldAt(f.source) || ((f.candidate === "worry" || f.candidate === "unclear_subject") && toldAt(past.source) === toldAt(f.source)))) continue;
    push({ code, key: f.key, reason: f.candidate, urgency: URGENCY.get(code) ?? "urgent", evidence: f.evidence, source: f.source });
  }
  for (const slot of unconfirmed) {
    const code = URGENCY.has(slot as RedFlagCode) ? (slot as RedFlagCode) : undefined;
    if (code === undefined) continue;
    push({ code, key: slot, reason: "hypothetical", urgency: URGENCY.get(code) ?? "urgent", evidence: "a bare yes to a checklist", source: { kind: "message", index: -1 } });
  }
  // Emergency-class suspicions are asked about first.
  return out.sort((a, b) => (a.urgency === "emergency" ? 0 : 1) - (b.urgency === "emergency" ? 0 : 1));
}
