import type { FactSet } from "../facts/fact-set.ts";
import { AURA_ITEM, PREMONITORY_ONLY } from "../facts/intake-facts.ts";
import { effectiveTag } from "../red-flags/detect.ts";

// The person's usual pattern, read once from the facts for all ICHD-3 criteria: null means
// not known yet, which the criteria report as "unknown" rather than "not met".

export type Tri = boolean | null;

export interface Features {
  facts: FactSet;
  age: number | null;
  durLo: number | null;
  durHi: number | null;
  continuous: Tri;
  daysPerMonth: number | null;
  migraineDays: number | null;
  months: number | null;
  /** How long the present rate of headache days has held: a new kind told as of the last weeks, beside years of an old one, has held only that long. */
  rateMonths: number | null;
  attacks: number | null;
  perDayLo: number | null;
  perDayHi: number | null;
  unilateral: Tri;
  bilateral: Tri;
  pulsating: Tri;
  pressing: Tri;
  severe: Tri;
  mildOrModerate: Tri;
  activityWorse: Tri;
  nauseaOrVomiting: Tri;
  photo: Tri;
  phono: Tri;
  aura: Tri;
  autonomic: Tri;
  restless: Tri;
  orbital: Tri;
  bouts: Tri;
  indomethacin: Tri;
  remembered: Tri;
  exacerbations: Tri;
}

// What an aura's sentences deny ("no lines or flashes in eyes, no numbness anywhere") names no kind of aura.
export const DENIED_RUN = /\b(?:no|not|never|without|nor)\b[^.,;]{0,30}/gi;
const tri = (facts: FactSet, key: string): Tri => (facts.yes(key) ? true : facts.no(key) ? false : null);
const anyTri = (facts: FactSet, keys: string[]): Tri => {
  const v = keys.map((k) => tri(facts, k));
  return v.includes(true) ? true : v.length > 0 && v.every((x) => x === false) ? false : v.includes(false) ? false : null;
};

/** Derives the pattern features from the current facts. */
export function readFeatures(facts: FactSet): Features {
  const dur = facts.get("attack_hours");
  const told = facts.num("attack_hours");
  const toldHi = told === null ? null : typeof dur?.value2 === "number" ? dur.value2 : told;
  // A length known only with medicine taken, under 4 hours, says nothing of the untreated length.
  const treatedShort = dur?.tag === "treated" && toldHi !== null && toldHi < 4;
  // "a migraine since Sunday morning and it's now Thursday and it has not gone away once": one attack
  // of the usual recurring headache gone on for days (status migrainosus), not a continuous headache;
  // a length over 72 hours told then is this attack's (ICHD-3 1.4.1), not the usual attacks'.
  // A span of days told in the chat, and none of months (a continuous headache's own): years of the
  // disorder ("migraines for 20 years") do not count against it.
  const spans = facts.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && x.source.kind === "message" && x.value !== undefined).map((x) => x.value ?? 0);
  // Not when the form gives the usual length as continuous: a headache always there is no attack gone on.
  const formContinuous = facts.all.some((x) => x.key === "continuous" && x.polarity === "affirmed" && x.source.kind === "intake" && x.source.field === "headache_history.duration_without_med");
  const oneAttackGoingOn = facts.yes("attack_ongoing") && (facts.yes("recurrent") || facts.yes("long_history")) && spans.some((m) => m < 1) && !spans.some((m) => m >= 1 && m < 24) && !formContinuous;
  const thisAttackOnly = oneAttackGoingOn && told !== null && told > 72;
  const durLo = treatedShort || thisAttackOnly ? null : told;
  const durHi = treatedShort || thisAttackOnly ? null : toldHi;
  // The form's "continuous" answered in the chat by "it's not every day, it's like 2 times a week":
  // the chat, told in more detail, says it comes and goes.
  const continuous = (facts.yes("not_daily") && facts.get("continuous")?.source.kind === "intake") || oneAttackGoingOn ? false : tri(facts, "continuous");
  let days = facts.num("headache_days");
  if (days === null && continuous === true) days = 30;
  const perDay = facts.get("attacks_per_day");
  const perDayLo = facts.num("attacks_per_day");
  const perDayHi = perDayLo === null ? null : typeof perDay?.value2 === "number" ? perDay.value2 : perDayLo;
  if (days === null && perDayLo !== null) days = 30;
  const longHistory = facts.yes("long_history");
  let months = facts.num("history_months");
  // "migraine since uni, few times a year ... but last 3 weeks something new. almost every night":
  // the nightly rate is the new kind's, of weeks; the years are the old one's.
  const spanTold = facts.get("history_months");
  const boutMonths = facts.num("bout_months");
  const newKindSpan = longHistory && months !== null && months < 3 && spanTold?.source.kind === "message" && /\b(?:new|different|something else|another (?:kind|type|sort))\b/.test(spanTold.evidence.toLowerCase()) ? months : null;
  if (longHistory && (months === null || months < 24)) months = Math.max(months ?? 0, 24);
  let attacks = facts.num("lifetime_attacks");
  // A count of the bad ones ("bad headaches once or twice a month") is at least that many attacks.
  const countedDays = days ?? facts.num("migraine_days");
  // "day 10 of Ramadan and I already had 3 migraines" in a story of years at 2 a month: a count of
  // this spell, not of a lifetime, which the rate and the years already put far past it.
  if (attacks !== null && attacks < 5 && months !== null && countedDays !== null && countedDays >= 1 && months * countedDays >= 12) attacks = null;
  if (attacks === null) {
    if (longHistory || (months !== null && countedDays !== null && months * Math.max(countedDays, 0.3) >= 5)) attacks = 50;
    else if (facts.yes("bouts") || (perDayLo !== null && (months ?? 0) >= 0.5)) attacks = 30;
    else if (facts.yes("recurrent") && days !== null) attacks = 10;
  }
  const uni = facts.yes("unilateral") || facts.yes("side_shifting");
  const bi = facts.yes("bilateral");
  // Extreme pain ("agony", "feels like it will burst") is severe pain (ICHD-3 1.1 C3).
  const sev = facts.yes("severe") || facts.yes("extreme_pain");
  const mildMod = facts.yes("mild") || facts.yes("moderate");
  const activity = tri(facts, "activity_worse");
  const nausea = anyTri(facts, ["nausea", "vomiting"]);
  // Tingling of both hands and round the mouth while breathing fast in a panic is over-breathing, not
  // an aura (hyperventilation's paraesthesiae are bilateral and perioral), however the form put it.
  const overBreathing = (text: string | undefined) => facts.yes("panic_attack") && /\b(?:both|hands|lips?|mouth|fingers)\b/.test(text?.toLowerCase() ?? "") && !/\b(?:zig-?zag|flash|light|spots?|shimmer|sparkl|blind|vision|see|seeing)\w*/.test(text?.toLowerCase() ?? "");
  const numb = facts.get("numbness");
  // Not when the person denies any aura after telling the tingling ("paraesthesia ... since the
  // topiramate" then "No aura ever"): the tingling was something else.
  const auraDenial = facts.get("aura");
  const auraDeniedAfter = numb !== undefined && auraDenial?.polarity === "denied" && auraDenial.source.kind === "message" && numb.source.kind === "message" && auraDenial.source.index > numb.source.index && /\b(?:no|never (?:had |have |get )?(?:an? |any )?|without) auras?\b/i.test(auraDenial.evidence);
  const sensoryAura = numb !== undefined && numb.polarity === "affirmed" && effectiveTag(facts, numb.tag) === "transient" && (facts.yes("recurrent") || facts.yes("long_history") || (facts.num("lifetime_attacks") ?? 0) >= 2) && !overBreathing(numb.evidence) && !auraDeniedAfter;
  const panicTingling = !sensoryAura && overBreathing(facts.get("aura")?.evidence);
  // The form's aura box held only premonitory symptoms (yawning, cravings) and the chat says "aura"
  // naming no visual, sensory or speech symptom ("my aura comes the evening before ... I keep
  // yawning"): the person's word for the prodrome (ICHD-3 1.1 comment), not an aura.
  const prodromeCalledAura = facts.all.some((x) => x.key === "aura" && x.source.kind === "intake" && x.evidence === PREMONITORY_ONLY) && facts.all.every((x) => x.key !== "aura" || x.polarity !== "affirmed" || !AURA_ITEM.test(x.evidence.toLowerCase().replace(DENIED_RUN, " ")));
  const aura = prodromeCalledAura ? false : (facts.yes("aura") && !panicTingling) || sensoryAura ? true : panicTingling ? false : tri(facts, "aura");
  return {
    facts,
    age: facts.num("age"),
    durLo,
    durHi,
    continuous,
    daysPerMonth: days,
    migraineDays: facts.num("migraine_days"),
    months,
    // A bout begun again weeks ago ("started again 3 weeks ago") is as long as the present rate has lasted.
    rateMonths: newKindSpan ?? (boutMonths !== null && (months === null || boutMonths < months) ? boutMonths : months),
    attacks,
    perDayLo,
    perDayHi,
    unilateral: uni ? true : bi ? false : facts.no("unilateral") ? false : null,
    bilateral: bi ? true : uni ? false : null,
    pulsating: facts.yes("pulsating") ? true : facts.no("pulsating") ? false : facts.yes("pressing") ? false : null,
    pressing: facts.yes("pressing") ? true : facts.no("pressing") ? false : facts.yes("pulsating") || facts.yes("stabbing") ? false : null,
    severe: sev || facts.yes("moderate") ? true : facts.yes("mild") ? false : null,
    mildOrModerate: mildMod ? true : sev ? false : null,
    activityWorse: activity === null && facts.yes("can_function") ? false : activity,
    nauseaOrVomiting: nausea,
    photo: tri(facts, "photophobia"),
    phono: tri(facts, "phonophobia"),
    aura,
    autonomic: anyTri(facts, ["lacrimation", "conjunctival_injection", "nasal_congestion", "rhinorrhea", "ptosis", "miosis", "eyelid_edema", "forehead_sweating"]),
    restless: tri(facts, "restlessness"),
    orbital: tri(facts, "orbital"),
    bouts: tri(facts, "bouts"),
    indomethacin: tri(facts, "indomethacin_response"),
    remembered: tri(facts, "remembered_onset"),
    exacerbations: tri(facts, "exacerbations"),
  };
}
