import type { Fact, Side } from "../types.ts";
import { classOf, HEART_ASPIRIN, PREVENTIVE_DRUG } from "../scores/drugs.ts";
import { boolOf, entries, isObj, numOf, obj, texts, type Obj } from "./intake-read.ts";
import { findFrequencies, findQuantities } from "./numbers.ts";
import { extractTextFacts } from "./text-facts.ts";
import { phraseDuration } from "./text-quantities.ts";

// Posture ticks of the intake's context pattern, read as the positional findings they are.
const POSTURE_CONTEXT: Record<string, string> = { standing_up: "worse_upright", lying_down: "worse_lying" };

// Facts from the structured intake (API shape, spec section 3). Free-text fields go through
// the same reader as chat messages.

const CHARACTER: Record<string, string> = {
  throbbing: "pulsating", pulsating: "pulsating", pounding: "pulsating", pressing: "pressing", tightening: "pressing",
  pressure: "pressing", dull: "pressing", stabbing: "stabbing", sharp: "stabbing", boring: "boring", burning: "burning", electric: "electric",
};
const ASSOC: Record<string, string> = {
  nausea: "nausea", vomiting: "vomiting", photophobia: "photophobia", phonophobia: "phonophobia", osmophobia: "osmophobia",
};
// What an aura is made of (ICHD-3 1.2: visual, sensory, speech, motor, brainstem, retinal), and the
// premonitory symptoms people also call an aura.
export const AURA_ITEM = /\b(?:zig-?zag|light|flash|sparkl|shimmer|glitter|blind|spot|vision|visual|see|sight|blur|scotoma|fortification|kaleidoscop|wav|halo|line|tingl|pins and needles|numb|speech|speak|word|talk|weak|dizz|vertigo|double|ringing|balance)\w*/i;
// Also a hot flush put in the aura box ("sudden heat rush into head"): the menopause's, no aura.
/** The evidence of an aura box that held premonitory symptoms only: what this person calls their "aura". */
export const PREMONITORY_ONLY = "premonitory symptoms only";
const PRODROME_ITEM = /\b(?:tired|tiredness|fatigue|exhaust|yawn|crav|hung(?:ry|er)|appetite|irritab|cranky|grumpy|moody|mood|thirst|urinat|pee|wee|sleepy|concentrat|foggy|stiff neck|neck stiff|heat|hot flush|hot flash|flush|sweat)\w*/i;
const AUTONOMIC = ["lacrimation", "conjunctival_injection", "nasal_congestion", "rhinorrhea", "ptosis", "miosis", "eyelid_edema", "forehead_sweating", "restlessness"];

function sideOf(v: unknown): Side | undefined {
  const s = typeof v === "string" ? v.toLowerCase() : "";
  return s === "left" ? "left" : s === "right" ? "right" : s === "both" ? "both" : undefined;
}

// Treatments on the form's acute list that ICHD-3 8.2 does not count: oxygen for cluster, an
// anti-sickness tablet taken with the painkiller, an ice pack, sleep; a gym supplement or vitamin
// ("pre-workout (C4), 30 days").
// Eye drops, lubricants and antibiotic drops put on the acute list ("Systane eye drops, 30 days",
// "chloramphenicol eye drops") treat an eye, not a headache: no painkiller days (ICHD-3 8.2).
const NOT_A_DRUG = /\b(?:eye ?drops?|ear ?drops?|artificial tears|lubricating (?:drops|gel)|eye (?:gel|ointment))\b|^\s*(?:(?:high[- ]flow |home |portable |cylinder )?oxygen|o2|ice(?: pack)?|cold (?:pack|compress)|heat(?: pack)?|sleep|rest|nap|massage|tens|water|fresh air|dark room|nothing|none|metoclopramide|maxolon|reglan|domperidone|motilium|prochlorperazine|stemetil|buccastem|ondansetron|zofran|cyclizine|promethazine|phenergan|anti-?sickness|anti-?emetics?|anti-?nausea|pre-?workout|protein(?: shakes?| powder)?|creatine|electrolytes?|vitamins?|multivitamins?|magnesium|riboflavin|vitamin b2|b2|coq10|co-?enzyme q10|melatonin)\b/i;

/** Parses "4-72 hr", "30 min", "continuous" into hours. */
export function parseDuration(v: unknown): { lo: number; hi: number } | "continuous" | null {
  if (typeof v !== "string") return null;
  const s = v.toLowerCase();
  if (/continu|constant|all the time|never stops|24\/7/.test(s)) return "continuous";
  const q = findQuantities(s.replace(/\bhr\b/g, "hours").replace(/\bmin\b/g, "minutes").replace(/\bsec\b/g, "seconds"))[0];
  // "all day", "most of the day": a length told without figures.
  return q === undefined ? phraseDuration(s) : { lo: q.hours, hi: q.hoursMax };
}

function autonomicEntries(v: unknown): Array<{ name: string; present: boolean | null; side?: Side }> {
  const out: Array<{ name: string; present: boolean | null; side?: Side }> = [];
  const push = (name: unknown, e: unknown) => {
    if (typeof name !== "string") return;
    const present = isObj(e) ? boolOf(e.present) ?? (e.present === undefined ? true : null) : boolOf(e) ?? (typeof e === "string" ? true : null);
    const item: { name: string; present: boolean | null; side?: Side } = { name: name.toLowerCase().replace(/[\s-]+/g, "_"), present };
    const side = isObj(e) ? sideOf(e.side) : undefined;
    if (side !== undefined) item.side = side;
    out.push(item);
  };
  if (Array.isArray(v)) {
    for (const e of v) {
      if (isObj(e)) push(e.symptom ?? e.name, e);
      else push(e, true);
    }
  }
  else if (isObj(v)) for (const [k, e] of Object.entries(v)) push(k, e);
  return out;
}

const patientsOwn = (f: Fact): Fact => {
  if (f.about !== "me") return f;
  const { about: _about, ...rest } = f;
  return rest;
};

/** Every fact the intake states. */
export function intakeFacts(intake: unknown, now: Date | null): Fact[] {
  if (!isObj(intake)) return [];
  const out: Fact[] = [];
  const add = (key: string, field: string, extra: Partial<Fact> = {}, polarity: Fact["polarity"] = "affirmed") =>
    out.push({ key, polarity, hedged: false, evidence: String(extra.evidence ?? field), source: { kind: "intake", field }, ...extra });
  // The form is filled about the patient: its "I have ..." is the patient's even when someone else
  // types the chat ("prostate cancer 2021" in a wife's form for her husband). A relative it names
  // ("mother had migraines") stays that relative's.
  const text = (field: string, value: string, prefix = "") => out.push(...extractTextFacts(prefix + value, { kind: "intake", field }, now).map(patientsOwn));
  const h: Obj = obj(intake, "headache_history");

  let age = numOf(intake.age);
  if (age === null && typeof intake.date_of_birth === "string" && now !== null) {
    const dob = new Date(intake.date_of_birth);
    if (!Number.isNaN(dob.getTime())) age = Math.floor((now.getTime() - dob.getTime()) / (365.25 * 864e5));
  }
  if (age !== null && age > 0 && age < 130) add("age", "age", { value: age, evidence: `age ${age}` });
  const ageOnset = numOf(h.age_onset);
  if (ageOnset !== null) add("onset_age", "headache_history.age_onset", { value: ageOnset, evidence: `headaches began at age ${ageOnset}` });
  if (age !== null && ageOnset !== null && ageOnset <= age) {
    const years = age - ageOnset;
    add("history_months", "headache_history.age_onset", { value: Math.max(years * 12, 1), evidence: `onset at age ${ageOnset}` });
    if (years >= 2) add("long_history", "headache_history.age_onset", { evidence: `onset at age ${ageOnset}` });
    if (years < 1) add("new_headache", "headache_history.age_onset", { evidence: `onset at age ${ageOnset}, now ${age}` });
  }
  if (typeof intake.chief_complaint === "string") text("chief_complaint", intake.chief_complaint);

  const sevDays = ["extremely_severe_days", "severe_days", "moderate_days", "mild_days"].map((k) => numOf(h[k]));
  if (sevDays.some((d) => d !== null)) {
    const total = Math.min(30, sevDays.reduce<number>((s, d) => s + (d ?? 0), 0));
    add("headache_days", "headache_history", { value: total, evidence: `${total} headache days per month` });
    if ((sevDays[0] ?? 0) + (sevDays[1] ?? 0) > 0) add("severe", "headache_history.severe_days");
    if ((sevDays[2] ?? 0) > 0) add("moderate", "headache_history.moderate_days");
    if ((sevDays[3] ?? 0) > 0) add("mild", "headache_history.mild_days");
    const migraineish = (sevDays[0] ?? 0) + (sevDays[1] ?? 0) + (sevDays[2] ?? 0);
    add("migraine_days_candidate", "headache_history", { value: migraineish });
  }
  const avg = numOf(h.pain_intensity_avg) ?? numOf(h.pain_intensity_high);
  if (avg !== null) add(avg >= 3 ? "severe" : avg >= 2 ? "moderate" : "mild", "headache_history.pain_intensity_avg", { evidence: `pain ${avg}/4` });
  const disability = typeof h.attack_disability === "string" ? h.attack_disability.toLowerCase() : "";
  if (/severe|confined|bed|complete/.test(disability)) { add("severe", "headache_history.attack_disability"); add("activity_worse", "headache_history.attack_disability", { evidence: `disability: ${disability}` }); }
  else if (/moderate/.test(disability)) add("moderate", "headache_history.attack_disability");
  else if (/normal|none|slight|mild/.test(disability)) add("can_function", "headache_history.attack_disability");

  const sided = typeof h.sidedness === "string" ? h.sidedness.toLowerCase() : "";
  if (/right|left/.test(sided)) add("unilateral", "headache_history.sidedness", { side: sided.includes("right") ? "right" : "left", evidence: `sidedness ${sided}` });
  else if (/both/.test(sided)) add("bilateral", "headache_history.sidedness", { evidence: "sidedness both" });
  else if (/vari/.test(sided)) { add("unilateral", "headache_history.sidedness", { side: "varies", evidence: "sidedness varies" }); add("side_shifting", "headache_history.sidedness"); }
  if (boolOf(h.side_change) === true) add("side_shifting", "headache_history.side_change");
  // A forehead ticked by someone whose pain is on one side is that side's forehead, not the midline.
  const side = /right|left/.exec(sided)?.[0];
  for (const loc of texts(h.pain_locations)) text("headache_history.pain_locations", side !== undefined && /^forehead$/i.test(loc.trim()) ? `${side} ${loc}` : loc, "pain ");

  for (const ch of texts(h.pain_characteristics)) {
    const key = CHARACTER[ch.toLowerCase().trim()];
    if (key !== undefined) add(key, "headache_history.pain_characteristics", { evidence: ch });
    else text("headache_history.pain_characteristics", ch, "the pain is ");
  }
  const untreated = parseDuration(h.duration_without_med);
  const dur = untreated ?? parseDuration(h.duration_with_med);
  // Only the length with medicine given: a treated attack is cut short, so it is no untreated length
  // (ICHD-3 1.1 B counts untreated or unsuccessfully treated attacks); features.ts reads it so.
  const treated = untreated === null ? { tag: "treated" } : {};
  if (dur === "continuous") add("continuous", "headache_history.duration_without_med", { evidence: "continuous" });
  else if (dur !== null) add("attack_hours", "headache_history.duration_without_med", { value: dur.lo, value2: dur.hi, evidence: String(h.duration_without_med ?? h.duration_with_med), ...treated });

  const assoc = texts(h.assoc_symptoms);
  for (const a of assoc) {
    const key = ASSOC[a.toLowerCase().trim()];
    if (key !== undefined) add(key, "headache_history.assoc_symptoms", { evidence: a });
    else text("headache_history.assoc_symptoms", a);
  }
  if (Array.isArray(h.assoc_symptoms)) for (const k of Object.values(ASSOC)) if (!out.some((f) => f.key === k)) add(k, "headache_history.assoc_symptoms", { evidence: `${k} not ticked` }, "denied");
  // A premonitory symptom put in the aura box ("tiredness the day before", "yawning", "craving toast")
  // is the prodrome (ICHD-3 1.1 comment; 1.2 aura is visual, sensory, speech, motor, brainstem or
  // retinal), not an aura: it does not make a migraine one "with aura".
  const filled = texts(h.aura_symptoms).filter((a) => !/^(none|no|n\/a)$/i.test(a.trim()));
  const aura = filled.filter((a) => !(PRODROME_ITEM.test(a) && !AURA_ITEM.test(a)));
  for (const a of aura) { add("aura", "headache_history.aura_symptoms", { evidence: a }); text("headache_history.aura_symptoms", a, "aura: "); }
  if (Array.isArray(h.aura_symptoms) && aura.length === 0) add("aura", "headache_history.aura_symptoms", { evidence: filled.length > 0 ? PREMONITORY_ONLY : "no aura" }, "denied");

  for (const a of autonomicEntries(h.autonomic_symptoms)) {
    const key = AUTONOMIC.find((k) => a.name.startsWith(k.slice(0, 6))) ?? (a.name.includes("tear") ? "lacrimation" : a.name.includes("runny") ? "rhinorrhea" : undefined);
    if (key === undefined || a.present === null) continue;
    const extra: Partial<Fact> = { evidence: `${key}${a.side ? ` (${a.side})` : ""}` };
    if (a.side !== undefined) extra.side = a.side;
    add(key, "headache_history.autonomic_symptoms", extra, a.present ? "affirmed" : "denied");
  }
  for (const t of texts(h.pattern_time_of_day)) if (/night|sleep|early morning|\d ?am/i.test(t)) add("nocturnal", "headache_history.pattern_time_of_day", { evidence: t });
  for (const t of texts(h.pattern_season)) if (t.trim() !== "" && !/none|no pattern/i.test(t)) add("bouts", "headache_history.pattern_season", { evidence: `season: ${t}`, hedged: true });
  for (const t of texts(h.pattern_context)) {
    // The form's "Standing up" / "Lying down" ticks (INTAKE_OPTIONS.patternContext) say the
    // headache comes with that posture: the positional findings, as the chat's words would be.
    const posture = POSTURE_CONTEXT[t.trim().toLowerCase().replace(/[\s-]+/g, "_")];
    if (posture !== undefined) add(posture, "headache_history.pattern_context", { evidence: t });
    else text("headache_history.pattern_context", t);
  }
  for (const t of texts(h.triggers)) text("headache_history.triggers", t, "triggered by ");
  for (const t of texts(h.relief_factors)) text("headache_history.relief_factors", t, /indomet(?:h)?acin|indocid|indocin/i.test(t) ? "indomethacin helped, " : "");

  const meds = obj(intake, "medications");
  // An attack medicine taken to stay ahead of the attacks ("Relpax every second morning" under the
  // preventives) is still an acute medicine: ICHD-3 8.2 counts the days it is taken, whatever the aim.
  const acuteAsPreventive = entries(meds.preventative).filter((m) => typeof m.name === "string" && classOf(m.name) !== null && numOf(m.days_per_month) !== null);
  for (const [field, m] of [...entries(meds.acute).map((m) => ["medications.acute", m] as const), ...acuteAsPreventive.map((m) => ["medications.preventative", m] as const)]) {
    const name = typeof m.name === "string" ? m.name : "";
    // The form asks for medicines taken for headache: a name the engine does not know (a local brand)
    // is still an acute medicine, of a type not given (counted against the 15-day limit).
    const cls = classOf(name) ?? "unspecified";
    // A preventive put on the acute list ("topiramate, 30 days") is taken daily to prevent attacks;
    // aspirin at the heart's dose ("aspirin 81", "baby aspirin") treats no headache.
    if (name.trim() === "" || HEART_ASPIRIN.test(name) || (cls === "unspecified" && (NOT_A_DRUG.test(name) || PREVENTIVE_DRUG.test(name)))) continue;
    let days = numOf(m.days_per_month);
    if (days === null && typeof m.frequency === "string") days = findFrequencies(m.frequency.toLowerCase())[0]?.daysPerMonth ?? null;
    const f: Partial<Fact> = { tag: cls, evidence: `${name}${days !== null ? `, ${days} days/month` : ""}` };
    if (days !== null) f.value = Math.min(31, days);
    add(`med:${name.toLowerCase()}`, field, f);
  }
  for (const group of ["current", "prior", "preventative", "supplements"]) {
    for (const m of entries(meds[group])) {
      if (typeof m.name !== "string") continue;
      const eff = typeof m.efficacy === "string" ? m.efficacy : "";
      if (/indomet(?:h)?acin|indocid|indocin/i.test(m.name) && /complete|more than 75|75%/i.test(eff)) add("indomethacin_response", `medications.${group}`, { evidence: `${m.name}: ${eff}` });
      // A regular medicine's schedule ("Biktarvy one tablet daily") is no count of headache or
      // acute-medicine days: only what the name says (a blood thinner, a steroid) is read.
      // A remark on why it was stopped ("topiramate (stopped, tingling)") tells its side effect, no symptom now.
      const named = m.name.replace(/\([^)]*\b(?:stopped|side[- ]?effects?|made me|caused|gave me|because of|due to|too)\b[^)]*\)/gi, " ");
      if (group !== "prior") out.push(...extractTextFacts(`i take ${named}`, { kind: "intake", field: `medications.${group}` }, now).filter((f) => f.value === undefined).map(patientsOwn));
    }
  }
  const mh = obj(intake, "medical_history");
  for (const t of [...texts(mh.medical_conditions), ...texts(mh.medical_conditions_other), ...texts(mh.past_surgeries), ...texts(mh.past_surgeries_other)]) text("medical_history", RELATIVE_ITEM.test(t) ? `my ${t.replace(/^\s*my\s+/i, "")}` : `i have ${historyItem(atAgeAsPast(t, age))}`);
  for (const t of texts(intake.review_of_systems)) text("review_of_systems", t);
  const mens = obj(intake, "menstrual_hormonal_history");
  // The section is open to more fields than the spec names (the API keeps them): a form that asks
  // "pregnant?", "had a baby in the last weeks?" and how many weeks says so in its own fields.
  const pregnant = boolOf(mens.pregnant);
  if (pregnant !== null) add("pregnant", "menstrual_hormonal_history.pregnant", { evidence: pregnant ? "pregnant" : "not pregnant" }, pregnant ? "affirmed" : "denied");
  const weeksPregnant = numOf(mens.weeks_pregnant) ?? numOf(mens.pregnancy_weeks) ?? numOf(mens.gestation_weeks);
  if (pregnant !== false && weeksPregnant !== null && weeksPregnant > 0 && weeksPregnant <= 43) add("pregnancy_weeks", "menstrual_hormonal_history.weeks_pregnant", { value: weeksPregnant, evidence: `${weeksPregnant} weeks pregnant` });
  const postpartum = boolOf(mens.postpartum);
  if (postpartum === true) add("postpartum", "menstrual_hormonal_history.postpartum", { evidence: "postpartum" });
  const daysSinceBirth = numOf(mens.days_postpartum);
  const weeksSinceBirth = numOf(mens.weeks_postpartum) ?? (daysSinceBirth === null ? null : Math.round((daysSinceBirth / 7) * 10) / 10);
  if (postpartum !== false && weeksSinceBirth !== null && weeksSinceBirth >= 0) add("postpartum_weeks", "menstrual_hormonal_history.weeks_postpartum", { value: weeksSinceBirth, evidence: daysSinceBirth !== null ? `${daysSinceBirth} days after the birth` : `${weeksSinceBirth} weeks after the birth` });
  // A section sent as one line of words ("34 weeks pregnant, first baby") is read as its status.
  const mensLine = typeof intake.menstrual_hormonal_history === "string" ? intake.menstrual_hormonal_history : null;
  if (mensLine !== null) text("menstrual_hormonal_history", mensLine);
  if (typeof mens.menstrual_status === "string") {
    // Read as words, so "regular periods, not pregnant" is no pregnancy and "34 weeks pregnant" dates one.
    text("menstrual_hormonal_history.menstrual_status", mens.menstrual_status);
    if (/post-?partum|after birth|breast ?feeding|gave birth/i.test(mens.menstrual_status) && !/\b(?:not|no longer|never|stopped)\b[^,.;]{0,15}(?:post-?partum|breast|gave birth)/i.test(mens.menstrual_status)) add("postpartum", "menstrual_hormonal_history.menstrual_status", { evidence: mens.menstrual_status });
  }
  return out;
}

// A time that dates an entry: a year, an age, "last week", "3 days ago", "today".
const DATED = /\b(?:19|20)\d\d\b|\bwhen i was\b|\b(?:today|yesterday|tonight|this (?:morning|week|month)|last (?:night|week|month|year)|ago|since|recent\w*|now|current\w*|ongoing)\b/i;

/**
 * A condition ticked or named on the form with no date ("seizures", "head injury / concussion") is
 * the person's history: read as "a history of ...", an event long past unless the chat says it is
 * now, never a seizure or a head injury with this headache.
 */
// "dad had brain cancer (glioblastoma)", "mum - breast cancer" written among the person's own
// conditions: a relative's illness, read as family history, not as the person's.
const RELATIVE_ITEM = /^\s*(?:my\s+)?(?:mum|mom|mother|dad|father|brother|sister|grandmother|grandfather|gran|granny|grandma|grandpa|grandad|nan|nana|nanna|aunt|auntie|aunty|uncle|cousin|niece|nephew|son|daughter|husband|wife|parents?)(?:'s)?\s*(?:[-:,(]|had\b|has\b|have\b|died\b|passed\b|with\b)/i;

function historyItem(entry: string): string {
  // "stroke 2020 - left side weak": one entry, read as one sentence (its date reaches the weakness).
  const one = entry.replace(/\s+[-\u2013\u2014]\s+/g, ", ");
  return DATED.test(one) ? one : `a history of ${one}`;
}

/**
 * "febrile convulsion age 2" on the form of an 8-year-old: an event at an age younger than now is
 * history, told as the chat would tell it ("when I was 2"), so the event reads as remote
 * (remote-past.ts) and the age is not taken for the patient's.
 */
function atAgeAsPast(entry: string, age: number | null): string {
  return entry.replace(/\b(?:at (?:the )?)?(?:age|aged)(?: of)? (\d{1,2})\b|\bat (\d{1,2})(?= *(?:yrs?|years?)\b| *$)/gi, (whole, a?: string, b?: string) => {
    const then = Number(a ?? b);
    return age !== null && then < age ? `when i was ${then}` : whole;
  });
}
