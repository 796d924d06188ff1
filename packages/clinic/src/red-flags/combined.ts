import type { FactSet } from "../facts/fact-set.ts";
import type { Hazard } from "../types.ts";

// Clinical rules that combine several findings (CLINICAL.md "Clinical rules that must hold").
// Each returns the fact keys that triggered it, or null.

/**
 * An eyelid that droops in the days after botulinum toxin injections, with the eye moving and the
 * pupils as before (no double vision, no unequal pupils), is the toxin spread to the lid's muscle
 * (Botox SmPC: eyelid ptosis in about 4% in the PREEMPT trials), for the injector to review, not a
 * nerve palsy or Horner's syndrome.
 */
export function toxinPtosis(f: FactSet): boolean {
  const injected = f.yes("botulinum_treatment") || f.all.some((x) => x.key.startsWith("med:") && /\b(?:botox|botulinum)/.test(x.key));
  return injected && f.yes("ptosis") && !f.yes("diplopia") && !f.yes("anisocoria") && !f.yes("miosis") && !f.yes("thunderclap");
}

/**
 * Horner's signs (ptosis, a small or unequal pupil, a half-closed eye) with new head, neck or
 * eye pain: cervical artery dissection until shown otherwise; a dilated pupil with a droopy lid
 * is a third-nerve palsy (aneurysm). Emergency. Sources: AHA/ASA scientific statement on
 * cervical artery dissection (Biller et al., Stroke 2014); SNNOOP10 "N" (Do et al., Neurology
 * 2019). In a recurring cluster-type story, ptosis and miosis are the attack's own autonomic
 * signs (ICHD-3 3.1 C) and are not read here.
 */
export function hornerKeys(f: FactSet): string[] | null {
  // Watering, a red eye, a runny nose, flares or bouts with it: the signs of a trigeminal autonomic
  // cephalalgia's own attacks (ICHD-3 3.1 C, 3.4 C). A migraine history of years does not explain a
  // droopy lid and a small pupil with days of new neck pain ("this is not that").
  const tacLike = ["lacrimation", "rhinorrhea", "nasal_congestion", "conjunctival_injection", "exacerbations", "bouts"].some((k) => f.yes(k));
  // A lid that droops only during the attacks, with the eye watering and the nose running ("during it
  // the eye goes red and streams ... lid droops a bit"), is the attack's own sign even in a first bout;
  // a dissection's Horner stays, and comes with neck pain or a sudden onset.
  // So is one told in the same breath as the eye streaming and the nose dripping ("my right eye goes
  // bloodshot and pours, my nose drips on that side and the eyelid droops").
  const sameBreath = (k: string) => /\b(?:water\w*|pours?|pouring|stream\w*|tears?|bloodshot|runny|runs|drips?|dripping|blocked|stuffy|snotty)\b/.test(f.evidence(k).toLowerCase());
  // Months of short attacks, several a day, peak fast by their nature (ICHD-3 3.1-3.3): "full on in
  // about a minute" is the attack's onset there, not a dissection's sudden start.
  const tacAttacks = tacLike && (f.num("attacks_per_day") ?? 0) >= 2 && (f.num("history_months") ?? 0) >= 1 && !f.yes("neck_pain");
  const fastOnset = (f.yes("sudden_onset") || f.yes("thunderclap")) && !tacAttacks;
  const attackOnly = (k: string) => tacLike && (f.get(k)?.tag === "transient" || sameBreath(k)) && !f.yes("neck_pain") && !fastOnset;
  // Unequal pupils the person shows to be old (photographs of years ago, an optician's word) are theirs.
  const oldPupils = (k: string) => k === "anisocoria" && f.yes("past_anisocoria");
  const signs = ["ptosis", "miosis", "anisocoria", "half_closed_eye"].filter((k) => f.yes(k) && f.get(k)?.source.kind !== "intake" && !attackOnly(k) && !oldPupils(k) && !(k === "ptosis" && toxinPtosis(f)));
  if (signs.length === 0) return null;
  // A bout starting again ("it's back, started two weeks ago") is not a new pain.
  const recent = (f.num("history_months") ?? Infinity) < 1;
  const newPain = f.yes("never_like_this") || ((f.yes("new_headache") || recent) && !f.yes("bouts") && !f.yes("long_history")) || f.yes("pattern_change") || f.yes("sudden_onset") || f.yes("thunderclap");
  // Months of stereotyped attacks with them are an established trigeminal autonomic pattern, not
  // the days of new pain of a dissection, unless the pain began suddenly or sits in the neck.
  // A continuous one-sided pain whose flares bring them (ICHD-3 3.4 hemicrania continua) is one too.
  const established = (f.num("history_months") ?? 0) >= 1 && (f.num("attacks_per_day") !== null || f.yes("recurrent") || (f.yes("continuous") && f.yes("exacerbations"))) && !fastOnset && !f.yes("neck_pain");
  if (tacLike && (!newPain || established)) return null;
  const pain = ["neck_pain", "eye_pain"].filter((k) => f.yes(k));
  return [...signs, ...pain];
}

/** Weeks of pregnancy when told, else null; a pregnancy just found by a test is about 4 weeks along. */
export function pregnancyWeeks(f: FactSet): number | null {
  return f.num("pregnancy_weeks") ?? (f.yes("pregnancy_test_positive") ? 4 : null);
}

/**
 * Pre-eclampsia (NICE NG133 2019, ACOG Practice Bulletin 222 2020): from 20 weeks of pregnancy
 * or after birth, headache with visual disturbance, blood pressure >= 160/110 (>= 140/90 counts
 * as a sign with headache), sudden swelling, or right upper abdominal pain needs same-hour care.
 * Weeks unknown errs towards pre-eclampsia being possible.
 */
export function preEclampsiaKeys(f: FactSet, visualKeys: string[]): string[] {
  const weeks = pregnancyWeeks(f);
  const postpartum = f.yes("postpartum");
  if (!postpartum && weeks !== null && weeks < 20) return [];
  const keys = [...visualKeys, "swelling", "ruq_pain", "preeclampsia_signs"].filter((k) => f.yes(k));
  const bp = f.get("blood_pressure");
  if (bp !== undefined && bp.polarity === "affirmed" && ((bp.value ?? 0) >= 140 || (bp.value2 ?? 0) >= 90)) keys.push("blood_pressure");
  return keys;
}

/**
 * Fever with headache that needs same-hour care beyond meningism: immunosuppression (or no working spleen) or
 * pregnancy (NICE NG51 sepsis high-risk groups), travel to a malaria area (falciparum malaria
 * until shown otherwise: UKHSA / WHO malaria guidance), age over 65 (NICE NG51; atypical
 * presentation of meningitis and sepsis in older people), or confusion (NICE NG240). So does a
 * shunt, a brain stimulator or other hardware in the head, or brain surgery (infection of the
 * device or ventriculitis: IDSA guideline on healthcare-associated ventriculitis and meningitis,
 * Tunkel et al., Clin Infect Dis 2017).
 */
export function severeFeverKeys(f: FactSet, age: number | null, pregnant: boolean): string[] {
  const keys = ["immunosuppressed", "asplenia", "agranulocytosis_drug", "malaria_travel", "brain_hardware"].filter((k) => f.yes(k));
  if (pregnant) keys.push("pregnant");
  if (age !== null && age > 65) keys.push("age");
  return keys;
}

/**
 * Orthostatic headache told by what posture does (ICHD-3 7.2 low CSF pressure: worse soon
 * after sitting or standing, better after lying down): it builds after time upright and eases
 * lying flat, or it comes back on sitting up.
 */
export function orthostaticKeys(f: FactSet): string[] {
  if (f.yes("orthostatic_returns")) return ["orthostatic_returns", ...["orthostatic_relief", "orthostatic_builds"].filter((k) => f.yes(k))];
  if (f.yes("orthostatic_builds") && f.yes("orthostatic_relief")) return ["orthostatic_builds", "orthostatic_relief"];
  return [];
}

/**
 * Carbon monoxide (UKHSA carbon monoxide guidance; Hampson & Weaver, Ann Emerg Med 2012): several
 * people in one household with headache, better away from home, a fuel-burning appliance; any
 * two together. No SNNOOP10 code fits, so it is a hazard with its own urgency.
 */
export function carbonMonoxide(f: FactSet): Hazard | null {
  // Free-text keys, and the interview's slot answers (household_affected etc.) for the same findings.
  const household = ["household_headache", "household_affected"].find((k) => f.yes(k));
  const away = ["better_away", "better_away_from_home"].find((k) => f.yes(k));
  const fuel = ["fuel_appliance", "fuel_heater"].find((k) => f.yes(k));
  const keys = [household, away, fuel].filter((k): k is string => k !== undefined);
  // The interview asks "anyone else at home affected?" only when CO is already suspected: a yes settles it.
  if (keys.length < 2 && !f.yes("household_affected")) return null;
  return { code: "carbon_monoxide", label: "Possible carbon monoxide exposure", evidence: [...new Set(keys.map((k) => f.evidence(k)))], urgency: "emergency" };
}

/**
 * Raised intracranial pressure with sight at risk: transient visual obscurations (seconds of
 * greying or blacking out, the symptom of established papilloedema) or papilloedema itself, with
 * a progressive headache and at least one more pressure sign (vomiting, worse lying down, worse
 * on waking or waking from sleep). A mass, venous sinus thrombosis, hydrocephalus or idiopathic
 * intracranial hypertension until shown otherwise: the keys are the flag's evidence, and the
 * advice is same-day assessment (urgent), not an ambulance, unless a deficit, confusion or a
 * seizure makes it an emergency through their own flags. Sources: SNNOOP10 "P" papilloedema and
 * "P" progressive (Do et al., Neurology 2019); NICE CKS Headache - assessment (features of raised
 * intracranial pressure -> immediate referral, i.e. same day); IIH consensus guidelines (Mollan
 * et al., J Neurol Neurosurg Psychiatry 2018: papilloedema with visual symptoms needs same-day
 * assessment). Three writers of fresh cases, independently, graded this story same-day.
 */
export function raisedPressureKeys(f: FactSet): string[] | null {
  const obscuration = ["visual_obscuration", "papilledema"].filter((k) => f.yes(k));
  if (obscuration.length === 0 || !f.yes("progressive")) return null;
  const signs = ["vomiting", "worse_lying", "on_waking", "wakes_from_sleep"].filter((k) => f.yes(k));
  return signs.length === 0 ? null : [...obscuration, "progressive", ...signs];
}

/** The fact that tells combined (oestrogen) hormonal contraception in use, the chip first; null when none is. */
export function combinedContraceptionKey(f: FactSet): string | null {
  const chip = f.get("hormonal_contraception");
  if (chip?.polarity === "affirmed") return chip.tag === "combined" ? "hormonal_contraception" : null;
  return chip?.polarity !== "denied" && f.yes("combined_contraception") ? "combined_contraception" : null;
}

/**
 * Migraine aura in someone taking combined hormonal contraception (the combined pill, patch or
 * ring): the oestrogen adds to the stroke risk of migraine with aura, UKMEC category 4, "an
 * unacceptable health risk" (FSRH UK Medical Eligibility Criteria 2016, amended 2019; WHO MEC 2015).
 * FSRH advises stopping it and seeing a clinician about another method; the aura's own pattern is
 * still named (no secondary cause is suspected).
 */
export function auraOnCombinedContraception(f: FactSet, sex: string | null): Hazard | null {
  if (sex === "male" || !f.yes("aura")) return null;
  const key = combinedContraceptionKey(f);
  if (key === null) return null;
  // An aura begun since the contraception started (or a change in the attacks) is the FSRH's case for
  // stopping now and being seen soon (urgent); a long-known aura on it is for the next review (routine,
  // named in the report).
  // So is a first aura ever ("never had the light thing before ... nothing like this").
  const newAura = f.yes("began_on_contraception") || f.yes("pattern_change") || f.yes("never_like_this");
  return { code: "aura_on_combined_contraception", label: "Migraine aura while using combined hormonal contraception (UKMEC 4: stroke risk)", evidence: [...new Set([f.evidence("aura"), f.evidence(key)])].filter((e) => e !== ""), urgency: newAura ? "urgent" : "routine" };
}

/**
 * A hypertensive crisis: a blood pressure of 180 systolic or 120 diastolic or more told with the
 * headache (AHA/ACC 2017 hypertension guideline; NICE NG136 1.5: same-day referral at >= 180/120
 * with symptoms). With signs of organ damage (chest pain or tightness, a visual disturbance,
 * confusion, a deficit or a seizure) it is a hypertensive emergency: an ambulance, not tablets at
 * home. In pregnancy the pre-eclampsia rule speaks (lower thresholds).
 */
export function hypertensiveCrisis(f: FactSet): Hazard | null {
  const bp = f.get("blood_pressure");
  if (bp === undefined || bp.polarity !== "affirmed" || !((bp.value ?? 0) >= 180 || (bp.value2 ?? 0) >= 120)) return null;
  if (f.yes("pregnant") || f.yes("postpartum")) return null;
  const organ = ["chest_pain", "visual_obscuration", "blurred_vision", "visual_disturbance", "vision_loss", "confusion", "seizure", "weakness", "numbness", "speech"].filter((k) => f.yes(k));
  return {
    code: "hypertensive_crisis",
    label: organ.length > 0 ? "Very high blood pressure with signs of organ damage (hypertensive emergency)" : "Very high blood pressure (180/120 or more) with headache",
    evidence: [...new Set(["blood_pressure", ...organ].map((k) => f.evidence(k)))].filter((e) => e !== ""),
    urgency: organ.length > 0 ? "emergency" : "urgent",
  };
}

/**
 * Status migrainosus (ICHD-3 1.4.1): the person's usual migraine, typical but for its length, still
 * going after more than 72 hours ("my usual migraine, started wednesday and its still here now
 * saturday night ... it wont stop"). It is debilitating, and the vomiting that often comes with it
 * keeps tablets down: same-day care for treatment by injection and fluids (NICE CKS Migraine:
 * status migrainosus is referred for same-day assessment). A headache of days that is not the usual
 * one is for the red flags, not this.
 */
export function statusMigrainosus(f: FactSet): Hazard | null {
  if (!(f.yes("recurrent") || f.yes("long_history")) || f.yes("new_headache") || f.yes("never_like_this")) return null;
  // This one told as not stopping ("its still going", "just won't break", "not shifting"), where the
  // usual attacks end sooner (a headache that is always there, hemicrania continua or a chronic daily
  // headache, is not an attack gone on: its usual length is all the time).
  const ongoing = f.get("continuous");
  const toldOngoing = (ongoing?.polarity === "affirmed" && ongoing.source.kind === "message") || f.yes("attack_ongoing");
  const usualLength = f.all.find((x) => x.key === "attack_hours" && x.polarity === "affirmed" && x.source.kind === "intake")?.value;
  if (!toldOngoing || usualLength === undefined) return null;
  // How long this one has gone: the onset told in the chat ("started monday ... its thursday now"),
  // the longest such span of days told, not a later aside ("haven't kept water down since last night").
  const spans = f.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && x.source.kind === "message" && x.value !== undefined).map((x) => (x.value ?? 0) * 30.44).filter((d) => d <= 14);
  const days = spans.length === 0 ? null : Math.max(...spans);
  if (days === null || days < 3 || days * 24 <= usualLength) return null;
  return {
    code: "status_migrainosus",
    label: "A migraine attack lasting more than 72 hours (status migrainosus)",
    evidence: [...new Set(["history_months", "continuous", "vomiting"].filter((k) => f.yes(k)).map((k) => f.evidence(k)))].filter((e) => e !== ""),
    urgency: "urgent",
  };
}

/**
 * A large amount of a medicine taken at once, on purpose or not ("about 2pm i took 24 paracetamol ...
 * all at once"): paracetamol harms the liver hours later while the person feels well, so any
 * overdose goes to an emergency department now (NICE CKS Poisoning or overdose; MHRA/TOXBASE
 * paracetamol treatment nomogram, 75 mg/kg treatment line).
 */
export function medicineOverdose(f: FactSet): Hazard | null {
  if (!f.yes("overdose")) return null;
  return { code: "medicine_overdose", label: "A large amount of a medicine taken at once (overdose)", evidence: [f.evidence("overdose")].filter((e) => e !== ""), urgency: "emergency" };
}
