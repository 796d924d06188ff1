import { OVERUSE_SEVERAL_CLASSES_DAYS, overuseLimit } from "@hg/shared/clinical-vocabulary";
import type { FactSet } from "../facts/fact-set.ts";
import type { MedicationScore } from "../scores/medication.ts";
import type { Hazard, RedFlag, RedFlagCode, Urgency } from "../types.ts";
import { normalizeText } from "../facts/normalize.ts";
import { earlierTimeOfLife } from "../facts/remote-past.ts";
import { LABELS } from "./codes.ts";
import { auraOnCombinedContraception, carbonMonoxide, combinedContraceptionKey, hornerKeys, hypertensiveCrisis, medicineOverdose, orthostaticKeys, preEclampsiaKeys, pregnancyWeeks, raisedPressureKeys, severeFeverKeys, statusMigrainosus, toxinPtosis } from "./combined.ts";

// SNNOOP10 (Do et al., Neurology 2019) applied to the current facts. Each rule names the facts
// that triggered it, so the report can quote the person's words.

interface Ctx {
  facts: FactSet;
  age: number | null;
  sex: string | null;
  med: MedicationScore;
}

const DEFICIT_ALWAYS = ["weakness", "diplopia", "squint", "head_tilt", "ataxia", "field_loss", "dysphagia"];
const DEFICIT_AURA_LIKE = ["numbness", "speech", "vision_loss", "monocular_vision_loss"];

/** True when the person describes a long-standing, recurring headache of the same kind. */
/** A headache told as recurring (years of it, bouts, several attacks, attacks per day). */
export function recurrentStory(f: FactSet): boolean {
  // Headaches on several days a month for a month or more are a recurring story however they are told.
  const recurringDays = (f.num("headache_days") ?? 0) >= 2 && (f.num("history_months") ?? 0) >= 1;
  return f.yes("long_history") || f.yes("recurrent") || (f.num("lifetime_attacks") ?? 0) >= 2 || f.yes("bouts") || f.num("attacks_per_day") !== null || recurringDays;
}

/** An unspecified symptom counts as reversible when the same story says the aura resolves or a headache follows. */
export function effectiveTag(f: FactSet, tag: string | undefined): string {
  if (tag !== undefined && tag !== "unspecified") return tag;
  return f.yes("aura_resolves") || f.yes("headache_follows") || f.yes("aura") ? "transient" : "unspecified";
}

const PRESENT_BOUT = /\b(?:this|current|present|latest) (?:lot|bout|cluster|spell|run|round|episode|cycle|series|latest one)\b[^.]{0,20}\b(?:started|began|kicked off|came on)\b|\b(?:and )?now since\b/;
const SETTLED_YEARS = /\b(?:for|over|in) (?:the (?:last|past) )?(?:\d+|two|three|four|five|several|many|a few|a couple of) years\b|\bfor years\b/;
// "the sharp part lasts about as long as a sneeze": a jab as short as a sneeze or a blink.
const BRIEF_PAIN = /\b(?:lasts?|lasting|lasted|over in)\b[^.]{0,25}\bas (?:long|quick) as (?:a |an )?(?:sneeze|cough|blink|heartbeat|breath|click of (?:the |your )?fingers|snap of (?:the |your )?fingers)\b|\bseconds?\b[^.]{0,12}\b(?:and|then) (?:it's |it was |it is )?(?:gone|over|went away|passed|fine)\b|\b(?:lasts?|lasting|lasted|only|just)\b[^.]{0,40}\bseconds?\b|\bfor (?:a |about |around |only |just |like )?(?:few |couple of |\d+ |two |three |five |ten )?(?:seconds?|secs?)\b|\b(?:gone|over|passes|passed|goes away|went away|disappears|stops)\b[^.]{0,20}\bseconds?\b|\ba second or two\b|\bsplit second\b|\bseconds long\b|\b(?:\d+|one|a) (?:second|sec)s? (?:max|tops|at most|at the most|or less)\b|\bfor a (?:sec|second)\b|\blast(?:s|ed|ing)?\b[^.]{0,15}\b(?:a|one|two|\d|a couple of) (?:minute|min)s?\b|\b(?:goes|went|gone|wears|wore|settles|eases|fades|dies) (?:off |away |down )?(?:in|within|after) (?:a|one|two|\d|a couple of|a few) (?:minute|min|second|sec)s?\b/;

// Words that mark this episode as unlike the earlier ones ("this time my arm went numb").
// "never had weakness or trouble getting words out" denies other symptoms; "never had that before" is a first.
const FIRST_TIME = /\bthis time\b|\bfirst time\b|\bfor the first\b|\bnever (?:had|happened|felt|done|experienced|been)\b[^.,;]{0,30}\b(?:before|like (?:this|it|that))\b|\bnew\b(?! (?:manager|boss|job|house|flat|home|school|teacher|colleague|baby|phone|car|partner|glasses|doctor|gp|neighbou?rs?))|\bdifferent\b/;

/**
 * A long-standing, stereotyped migraine aura (ICHD-3 1.2: >= 2 attacks of fully reversible aura,
 * spreading gradually over >= 5 minutes, followed by headache) rather than one event.
 * A recurring headache alone is not enough: the aura itself must be part of the recurring story.
 */
function stereotypedAura(f: FactSet): boolean {
  if (!recurrentStory(f)) return false;
  if (f.yes("never_like_this") || f.yes("pattern_change") || auraNewToThem(f)) return typicalVisualAura(f);
  return f.yes("long_history") || f.yes("unchanged") || f.yes("aura_spread") || f.yes("headache_follows") || (f.num("lifetime_attacks") ?? 0) >= 2;
}

/**
 * An aura told after the person said their attacks had stopped for years ("After menopause they simply
 * stopped ... In the last three weeks I've had four episodes of the very same shimmering zigzag"): the
 * aura is back, a change for a doctor within days (late-life migraine accompaniments are told from a
 * transient ischaemic attack by a specialist: Fisher, Can J Neurol Sci 1980; NICE NG128 1.1.3).
 */
function auraReturned(f: FactSet): boolean {
  const aura = f.get("aura");
  const ceased = f.get("headaches_ceased");
  if (aura?.polarity !== "affirmed" || ceased?.polarity !== "affirmed" || aura.source.kind !== "message" || ceased.source.kind !== "message") return false;
  return "index" in aura.source && "index" in ceased.source && aura.source.index > ceased.source.index;
}

/**
 * An aura told after the person said, in an earlier message, they never had one ("never once had an
 * aura" ... "in the last 3 weeks twice i got this shimmery zigzag thing"): new to them.
 */
function auraNewToThem(f: FactSet): boolean {
  const told = f.get("aura");
  if (told?.polarity !== "affirmed" || !("index" in told.source) || told.source.kind !== "message") return false;
  const at = told.source.index;
  // "Never any visual symptoms with them", "always without any aura" denies the aura of every attack.
  return f.all.some((x) => (x.key === "aura" || x.key === "visual_disturbance") && x.polarity === "denied" && x.source.kind === "message" && x.source.index < at && /\bnever\b|\balways without\b|\bwithout (?:any )?auras?\b/i.test(x.evidence));
}

/**
 * A visual aura new to a person with headaches that has every mark of a typical one (ICHD-3 1.2.1 C:
 * spreading gradually, lasting 5-60 minutes, followed by headache) and nothing sensory, motor or of
 * speech: a change of pattern to see a doctor about soon, not a transient ischaemic attack to send
 * to an emergency department.
 */
function typicalVisualAura(f: FactSet): boolean {
  const minutes = f.num("aura_minutes");
  return f.yes("aura_spread") && f.yes("headache_follows") && minutes !== null && minutes >= 5 && minutes <= 60 && !f.yes("numbness") && !f.yes("speech") && !f.yes("weakness");
}

// Focal deficits with headache (SNNOOP10 "N"). Stroke/TIA cannot be told from aura remotely, so:
// - weakness (incl. facial droop), double vision, a new squint or head tilt, ataxia, new difficulty swallowing: emergency always (FAST: Face, Arm,
//   Speech, Time; motor aura is hemiplegic migraine, a diagnosis of exclusion, ICHD-3 1.2.3);
// - numbness, speech disturbance, vision loss: emergency even when fully resolved (possible TIA),
//   unless the story is a long-standing stereotyped aura. Sources: Canadian Stroke Best Practice
//   Recommendations, Secondary Prevention of Stroke 2020 (transient unilateral weakness or speech
//   disturbance within 48 h: send to an emergency department immediately; isolated sensory
//   symptoms are a lower tier there, but a remote tool cannot examine, so we send these too);
//   AHA/ASA TIA definition (Easton et al., Stroke 2009); NICE NG128 (suspected TIA: urgent
//   specialist assessment, FAST). This replaces the earlier rule that made a first-ever
//   transient numbness only "urgent".
// - a first-ever visual aura at 50 or over (late-life "migraine accompaniments" vs TIA, Fisher
//   1980; NICE CG150 1.1.2 new/atypical aura): emergency, as is one said to be the first ever
//   from 40 (typical aura begins before 40), unless it ran aura's own course (spread over 5-60
//   minutes, then cleared, nothing else): urgent then; an explicitly first-ever aura under 40: urgent.
const SCINTILLATING = /\b(?:zig-?zags?|shimmer\w*|sparkl\w*|scintillat\w*|shining|glitter\w*|jagged|flicker\w*)\b/;
const WORDS_WONT_COME = /\b(?:can'?t|cannot|couldn'?t|struggl\w*|trouble|hard to|difficult(?:y)?) (?:to )?(?:get|find|getting|finding) (?:my |the |her |his )?words?\b|\bword[- ]finding\b|\bwords? (?:won'?t|don'?t|just won'?t) come\b/;
const TINGLING_FINGERS = /\b(?:fingers?|fingertips?|hands?|toes?)\b[^.]{0,12}\b(?:tingl\w*|pins and needles)|\btingl\w* (?:in )?(?:my |her |his )?(?:fingers?|fingertips?|hands?|toes?)\b/;

function neuroDeficit(f: FactSet, age: number | null): { keys: string[]; urgency: Urgency } | null {
  const keys: string[] = [];
  let urgency: Urgency = "urgent";
  const stereotyped = stereotypedAura(f);
  for (const k of [...DEFICIT_ALWAYS, ...DEFICIT_AURA_LIKE, "neuro_any"]) {
    const fact = f.get(k);
    if (fact === undefined || fact.polarity !== "affirmed") continue;
    const tag = effectiveTag(f, fact.tag);
    // A side of the sight gone with a shimmering zigzag in it ("cannot see on the right side, there is a
    // shining zigzag moving") is a scintillating scotoma, a visual aura, read as aura is.
    // So is a side of the sight gone in a story whose visual aura runs its typical course ("couldn't see the
    // cars on my left anymore ... a zigzag arc ... after about 25 minutes it faded ... then the headache").
    // Not when this one is told apart from the usual aura ("no zigzag no sparkles ... this is not that").
    const auraField = k === "field_loss" && (SCINTILLATING.test(normalizeText(fact.evidence)) || (typicalVisualAura(f) && f.yes("aura") && !f.yes("never_like_this") && !f.yes("pattern_change")));
    const auraLike = DEFICIT_AURA_LIKE.includes(k) || auraField;
    // Seconds of greying or blacking out read from the same words are transient visual obscurations
    // (papilledema_visual), not a loss of vision.
    if (k === "vision_loss" && f.yes("visual_obscuration") && f.get("visual_obscuration")?.evidence === fact.evidence) continue;
    // "numb lips" and "tingly hands" ticked on the form by someone whose chat tells panic attacks
    // (heart pounding, can't get a breath, both hands tingling): over-breathing, not a focal deficit.
    // So is the same told in the chat while breathing fast ("both my hands tingling and around my mouth
    // ... heart beating very fast ... breathing very fast"), when no limb is weak and speech is whole.
    // So is the tingling told as going when the breathing slows ("When I calm down and slow my breathing the tingling goes").
    if (k === "numbness" && f.yes("panic_attack") && /\b(?:lips?|mouth|both|hands|fingers|breath\w*)\b/.test(fact.evidence.toLowerCase()) && (fact.source.kind === "intake" || (!f.yes("weakness") && !f.yes("speech") && !/\b(?:left|right|one side)\b/.test(fact.evidence.toLowerCase())))) continue;
    // Words that will not come and tingling fingers since topiramate was started or raised, told as
    // not sudden: its commonest dose-related effects (paraesthesia in about half, word-finding
    // difficulty in about a tenth: Topamax SmPC; Mula, Epilepsy Behav 2012), for the prescriber to
    // review, not a stroke. Slurred speech or weakness is no such effect.
    if (f.yes("topiramate_change") && !f.yes("sudden_onset") && !f.yes("weakness") && ((k === "speech" && WORDS_WONT_COME.test(normalizeText(fact.evidence))) || (k === "numbness" && TINGLING_FINGERS.test(normalizeText(fact.evidence))))) continue;
    // Tingling in both hands and both feet, or fingers and toes, with no weakness or speech trouble, is
    // no focal deficit (a stroke or an aura is one-sided): a medicine's or a nerve's, for a doctor's review.
    if (k === "numbness" && SYMMETRIC_DISTAL.test(normalizeText(fact.evidence)) && !f.yes("weakness") && !f.yes("speech") && !/\b(?:left|right|one side)\b/.test(normalizeText(fact.evidence))) continue;
    // A lid drooping after botulinum toxin injections is the toxin's (combined.ts toxinPtosis).
    if (k === "ptosis" && toxinPtosis(f)) continue;
    // Double vision found, on covering each eye, to be in one eye only is the eye's own (monocular diplopia).
    if (k === "diplopia" && f.yes("monocular_diplopia")) continue;
    // Sight lost in one eye, told as nothing like the usual aura ("just black ... this is nothing like
    // that"): not the migraine's aura, whatever that aura is like (amaurosis fugax, a carotid sign).
    // Nor after 50 beside a jaw that tires on chewing or a sore scalp: amaurosis fugax of giant cell
    // arteritis, whatever aura the form ticked (BSR guideline, Mackie et al. 2020).
    const unlikeUsual = k === "monocular_vision_loss" && (f.yes("never_like_this") || f.yes("pattern_change") || (age !== null && age > 50 && (f.yes("jaw_claudication") || f.yes("scalp_tenderness"))));
    // A fully reversible symptom in a stereotyped, recurring aura story is migraine aura (ICHD-3 1.2).
    if (auraLike && (tag === "transient" || (auraField && tag !== "persistent")) && stereotyped && !unlikeUsual && !FIRST_TIME.test(normalizeText(fact.evidence))) continue;
    // A face that looks droopy on the side of a cluster attack, its eye pouring and its lid down, and
    // "the same every attack and gone after": the attack's own ptosis (ICHD-3 3.1 C1), seen by another.
    if (k === "weakness" && FACE_ONLY.test(normalizeText(fact.evidence)) && f.yes("ptosis") && (f.yes("lacrimation") || f.yes("rhinorrhea")) && f.yes("bouts") && tag === "transient") continue;
    // Pins and needles that crept over minutes after a visual aura and went completely, under 40, with
    // no weakness or speech trouble: the sensory aura of a first migraine with aura (ICHD-3 1.2.1,
    // aura symptoms in succession), read below as a first aura, not a stroke.
    if (k === "numbness" && age !== null && age < 40 && f.yes("aura") && f.yes("aura_spread") && (f.yes("aura_resolves") || tag === "transient") && !f.yes("weakness") && !f.yes("speech")) continue;
    keys.push(k);
    urgency = "emergency";
  }
  const aura = f.get("aura");
  // From 20 weeks of pregnancy or after a birth, new flickering lights are pre-eclampsia's visual
  // disturbance (read under pregnancy_postpartum, combined.ts), not a first aura to tell from a TIA.
  const weeks = pregnancyWeeks(f);
  const preEclampsiaVisual = (f.yes("pregnant") && (weeks === null || weeks >= 20)) || (f.yes("postpartum") && (f.num("postpartum_weeks") ?? 0) <= 6);
  // "my migraines are not like this, they come slowly after the zigzags": the aura of the usual attacks,
  // told to set this headache apart, is no first aura.
  const usualAura = aura !== undefined && /\b(?:my|her|his) (?:usual |normal |regular )?(?:migraines?|headaches?)\b/.test(normalizeText(aura.evidence));
  // "when I was kid I had migraine with flashing lights, age 10 to 14, then it stopped": an aura of an
  // earlier time of life, over since, is no first aura now.
  const auraOfChildhood = aura !== undefined && earlierTimeOfLife(normalizeText(aura.evidence));
  if (keys.length === 0 && aura !== undefined && aura.polarity === "affirmed" && aura.source.kind !== "intake" && !stereotyped && !preEclampsiaVisual && !usualAura && !auraOfChildhood) {
    const firstEver = f.yes("never_like_this") || f.yes("new_headache") || FIRST_TIME.test(normalizeText(aura.evidence));
    // Told with migraine aura's own course (spreading over 5-60 minutes, then gone, nothing else):
    // the late-life accompaniments of Fisher, still to be told from a transient ischaemic attack by a
    // specialist within 24 hours (NICE NG128 1.1.3, suspected TIA that has resolved), not sent now.
    // A length told in the message after the aura, as its end ("it lasted like 20 min and then it was
    // totally gone"), is the aura's when no headache is told in it.
    const lengthThenGone = f.get("attack_hours");
    const toldAsAuraEnd = lengthThenGone?.polarity === "affirmed" && lengthThenGone.source.kind === "message" && (lengthThenGone.value ?? 2) <= 1 && AURA_GONE.test(normalizeText(lengthThenGone.evidence));
    const minutes = f.num("aura_minutes") ?? (toldAsAuraEnd ? (lengthThenGone?.value ?? 0) * 60 : null);
    // Pins and needles creeping up after the visual aura, under 40, is the sensory aura in succession
    // (ICHD-3 1.2.1), part of that course, as the deficit reading above lets it be.
    const sensoryInSuccession = f.yes("numbness") && age !== null && age < 40 && f.yes("aura_spread") && f.get("numbness")?.tag !== "persistent";
    const auraCourse = f.yes("aura_spread") && f.yes("aura_resolves") && minutes !== null && minutes >= 5 && minutes <= 60 && (!f.yes("numbness") || sensoryInSuccession) && !f.yes("speech") && !f.yes("weakness");
    if (age !== null && (age >= 50 ? firstEver || !recurrentStory(f) : age >= 40 && firstEver)) return { keys: ["aura"], urgency: auraCourse ? "urgent" : "emergency" };
    // Under 40, a first aura with that course and the headache after it is migraine with aura (NICE
    // CKS Migraine: refer urgently only for atypical aura: weakness, double vision, one eye only, poor
    // balance, lowered consciousness, or over an hour), not a red flag.
    if (firstEver && !(auraCourse && f.yes("headache_follows"))) return { keys: ["aura"], urgency: "urgent" };
  }
  // A deficit there for weeks and told as no worse ("for 2 weeks the right side of my chin and bottom
  // lip feel numb ... it never wears off") is past the hours that a stroke team can act in: a
  // specialist within days (NICE NG128 1.1.3: symptoms more than a week ago, assessment within 7
  // days), not an ambulance. A deficit that is worsening or new today stays an emergency.
  // A sudden onset told of something else ("the shocks come suddenly like electric current") does not date the deficit.
  const suddenDeficit = f.yes("sudden_onset") && keys.some((k) => f.evidence(k) === f.evidence("sudden_onset") || !/\b(?:shocks?|zaps?|jolts?|stabs?)\b/.test(normalizeText(f.evidence("sudden_onset"))));
  if (keys.length > 0 && keys.every((k) => WEEKS_ALREADY.test(normalizeText(f.evidence(k))) && !CHANGING_NOW.test(normalizeText(f.evidence(k)))) && !f.yes("progressive") && !suddenDeficit && !f.yes("thunderclap")) urgency = "urgent";
  return keys.length === 0 ? null : { keys, urgency };
}

const AURA_GONE = /^(?![^.]*\b(?:head ?aches?|headaches?|migraines?|pain|throb\w*|pound\w*)\b)[^.]*\b(?:then|and then)\b[^.]{0,20}\b(?:gone|went away|cleared|disappeared|vanished|back to normal)\b/;
const WEEKS_ALREADY = /\bfor (?:about |around |over |nearly |almost |the (?:last|past) )?(?:\d+|two|three|four|five|six|several|a few|a couple of) (?:weeks|months)\b|\b(?:\d+|two|three|four|five|six|several|a few|a couple of) (?:weeks|months) (?:now|ago)\b|\bsince (?:about |around |over |nearly |almost )?(?:\d+|two|three|a few|a couple of) weeks\b|\bsince (?:about |around |over |nearly |almost )?(?:\d+|one|a|two|three|a few|a couple of) months?\b|\bfor (?:a|one|over a) (?:fortnight|month)\b/;
// An injury named back by its owner or article, with no date of its own ("from her concussion", "the accident").
const INJURY_NAMED_BACK = /^(?![^.]*\b(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening|week)|days? ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b)[^.]*\b(?:her|his|my|their|the|that) (?:old |previous |earlier )?(?:concussion|head injury|accident|crash)\b/;
const CHANGING_NOW = /\b(?:worse|spreading|spread|today|tonight|this morning|since yesterday|suddenly|more and more|getting bigger|weaker)\b/;

// A sentence that tells an attack's course: "after that the headache comes, pounding, with my neck very stiff".
const ATTACK_COURSE = /\b(?:head ?aches?|headaches?|migraines?|attacks?|pain)\b[^.]{0,20}\b(?:comes?|came|starts?|follows?|kicks? in|hits?)\b|\b(?:then|after that|afterwards)\b[^.]{0,30}\b(?:head ?ache|headache|pain|pounding|throbbing)\b/;
// This headache told apart as new: "this time my neck is stiff", "today", "now".
const THIS_ONE = /\b(?:this time|today|tonight|now|this one|new|never)\b/;
// A droop of the face alone, no limb named.
const FACE_ONLY = /^(?![^]*\b(?:arm|arms|leg|legs|hand|hands|foot|feet|side of (?:my|her|his) body)\b)[^]*\bface\b/;
// The person's usual attacks named: "my usual migraines", "normally they".
const USUAL_ONES = /\b(?:my|the|her|his) (?:usual|normal|regular|typical|other) (?:ones?|migraines?|headaches?|attacks?)\b|\b(?:usually|normally|typically)\b/;
// Weeks told of a pregnancy going on ("35 weeks 4 days first baby", "34wks." alone), not of a birth gone by.
const PREGNANT_NOW = /\b(?:first|second|third|fourth) (?:baby|pregnancy|one|child)\b|\b(?:expecting|along|gestation|bump|due(?! to\b)|weeks pregnant)\b|^\s*[2-4]\d ?(?:weeks?|wks?)\s*[.!]?\s*$/;
const BIRTH_GONE_BY = /\b(?:induced|born|delivered|birth|labou?r|c-?section|caesarean|was \d+ weeks|(?:19|20)\d\d)\b/;
// Attacks told in the plural or dated long ago: "i get these headaches where", "the 2022 ones were".
const OTHER_ATTACKS = /\b(?:ones|they|these|those|them|i get|every time|whenever|always|(?:19|20)\d\d)\b/;
// Sight told as not coming back: "all the time", "not going away", "since yesterday".
const LASTING_SIGHT = /\b(?:all the time|constant\w*|not going away|won't (?:go|clear)|doesn't (?:go|clear)|does not (?:go|clear)|not clearing|since (?:yesterday|last night|this morning|\w+day)|for (?:\d+|two|three|a few|several) days|persistent|permanent\w*|still (?:blurry|blurred|dark|dim|grey|gone))\b/;

/** Every red flag present, with its evidence and the urgency it carries here. */
export function detectRedFlags(ctx: Ctx): RedFlag[] {
  const f = ctx.facts;
  const out: RedFlag[] = [];
  const add = (code: RedFlagCode, keys: string[], urgency: Urgency, extra: string[] = []) =>
    // Several facts often come from one sentence; quote each sentence once.
    out.push({ code, label: LABELS[code], evidence: [...new Set([...keys.map((k) => f.evidence(k)), ...extra].filter((e) => e !== ""))], urgency });
  const age = ctx.age;
  const recurrent = recurrentStory(f);

  // Time to peak (ICHD-3 6.2.2: maximum intensity in < 1 minute): a told peak within a minute
  // with severe pain is a thunderclap ("10/10 within a minute"); one over 5 minutes is not.
  const peak = f.num("peak_hours");
  // A sudden onset told in the person's own words is not undone by a typed reply read in a
  // question's context ("that was about 3 hrs ago" after the screen): words outrank inferred answers.
  const saidSudden = f.yes("sudden_onset") && f.get("sudden_onset")?.source.kind === "message";
  // Severe as the person tells it (a form's average score is no account of this one), and not told as creeping up.
  const severeTold = f.yes("extreme_pain") || f.yes("worst_ever") || (f.yes("severe") && f.get("severe")?.source.kind !== "intake");
  // "My usual migraines creep up over an hour or two ... it was at its very worst in an instant": a
  // slow build told of the usual attacks sets this sudden, severe one apart from them, as "never like
  // this" does, and that build is not this one's. Both are told in the person's own sentences, the
  // sudden one of this headache alone (not "i get these headaches where ... go boom", not "the 2022
  // ones were full blast in a second").
  const ofUsual = (k: string) => f.yes(k) && f.get(k)?.source.kind === "message" && USUAL_ONES.test(normalizeText(f.evidence(k))) && f.evidence(k) !== f.evidence("sudden_onset");
  const suddenOfThisOne = saidSudden && !USUAL_ONES.test(normalizeText(f.evidence("sudden_onset"))) && !OTHER_ATTACKS.test(normalizeText(f.evidence("sudden_onset")));
  const suddenAgainstUsual = suddenOfThisOne && severeTold && (ofUsual("gradual_onset") || ofUsual("peak_hours"));
  const slowPeak = peak !== null && peak > 5 / 60 && !suddenAgainstUsual;
  const severeWords = f.yes("extreme_pain") || f.yes("severe") || f.yes("worst_ever");
  // "Normally only a small headache once a month ... the worst pain of my life": unlike the usual
  // ones by the person's own account, as "never like this" is (a migraineur's SAH is this story).
  const unlikeMildUsual = f.yes("usual_mild") && (f.yes("worst_ever") || f.yes("extreme_pain"));
  const unlikeAny = f.yes("never_like_this") || unlikeMildUsual || suddenAgainstUsual;
  const firstStory = !recurrent || unlikeMildUsual;
  // "builds over a minute or two": the longer end of a told range is the time to peak.
  const peakMost = f.get("peak_hours")?.value2 ?? peak;
  // A peak within a minute is the sudden onset told as a time ("came on in like one second").
  const peakInAMinute = peak !== null && peakMost !== null && peakMost <= 1 / 60;
  // NICE NG228 1.1.3: a thunderclap headache is "a sudden severe headache, typically peaking in
  // intensity within 1 to 5 minutes". A severe headache unlike any before, at its worst within 5
  // minutes, is that story even when the person says it was no one-second bang ("not like a bang in
  // one second, but fast fast, in few minutes it was full ... never got like this in my life").
  // The interview's "1 to 5 minutes" answer is that time told by a chip.
  const chipPeak = f.num("time_to_peak");
  const peakInFive = (peak !== null && peakMost !== null && peakMost <= 5 / 60) || (chipPeak !== null && chipPeak <= 5 / 60);
  const fastWithinFive = peakInFive && severeTold && !f.yes("gradual_onset");
  const gradual = f.yes("gradual_onset") && !(saidSudden && f.get("gradual_onset")?.source.kind === "answer") && !suddenAgainstUsual;
  // "it wasn't a bang out of nowhere, it crept up ... like a hangover arriving all at once": a build
  // told outright is not undone by an image of suddenness.
  // Told of this headache, not of the usual ones set against it ("they build up over hours, nothing like this").
  const gradualOfThisOne = gradual && !/\b(?:they|those|these|them|usual\w*|normal(?:ly)?|typical\w*|usually|(?:my|her|his|their) (?:migraines?|headaches?)|nothing like|not like|(?:odd|other) (?:headaches?|migraines?|ones?)|i (?:do )?get)\b/.test(normalizeText(f.evidence("gradual_onset")));
  // "hit me like a truck, like a thunderbolt" and then "started around 3pm as a small dull ache ... by
  // 4pm full blast": an image of how hard it hit, with the build told outright (ICHD-3 6.2.2 asks a
  // peak within a minute, NICE NG228 within 1 to 5).
  const imageBuiltUp = f.yes("thunderclap") && /\blike (?:a|an) /.test(normalizeText(f.evidence("thunderclap"))) && gradualOfThisOne && !f.yes("sudden_onset") && !peakInFive;
  // "suddenly really bad ... came on over maybe 10 or 15 minutes": sudden in the telling, with a peak
  // told in the same sentence past the 5 minutes NICE NG228 allows a thunderclap (a slow build told
  // elsewhere may be the usual attacks').
  const slowPeakOfThisOne = slowPeak && f.evidence("peak_hours") === f.evidence("sudden_onset");
  const hard = (f.yes("thunderclap") && !imageBuiltUp) || (unlikeAny && ((f.yes("sudden_onset") && !gradualOfThisOne && !slowPeakOfThisOne) || peakInAMinute || fastWithinFive)) || (peakInAMinute && severeWords && firstStory);
  const soft = f.yes("sudden_onset") && severeWords && firstStory && !gradual && !slowPeak;
  // "The worst headache of my life" alone: the SAH story unless it is a recurring attack or builds slowly.
  // In someone who has headaches, it is that story too when they say it is unlike their usual ones.
  // After a night's drinking it is the hangover's superlative (ICHD-3 8.1.4.2), unless told as sudden.
  const worstAlone = f.yes("worst_ever") && (!recurrent || unlikeAny) && !gradual && !slowPeak && !f.yes("hangover");
  // ICHD-3 4.4 / 6.2.2: a thunderclap headache peaks within a minute AND lasts at least 5 minutes.
  // A pain of seconds, however "explosive" or "sudden" (cough, sneeze, straining; stabs), is not one:
  // it is valsalva_precipitated (ICHD-3 4.1 cough headache: image for Chiari / posterior fossa).
  const dur = f.get("attack_hours");
  // Only a stated length counts ("lasts a few seconds", "gone within 10 seconds"), never the
  // onset speed ("0 to 10 in a few seconds"), which the thunderclap words themselves describe.
  // New to the person, it is still brief when it comes again and again with each cough or strain
  // ("every time i cough ... a few seconds ... a few times a day"): a cough headache, new.
  const coughRepeats = f.yes("cough_trigger") && (f.yes("recurrent") || (f.num("attacks_per_day") ?? 0) >= 2);
  // So is a spike of seconds with each cough that leaves a dull ache for under 2 hours ("the sharp part
  // lasts about as long as a sneeze, then a dull ache for half an hour"): ICHD-3 4.1 B, 1 second to 2 hours.
  const spikeThenAche = coughRepeats && /\b(?:then|followed by|after that|leaves?)\b[^.]{0,20}\b(?:dull|ache|aching|sore)\b/.test(normalizeText(dur?.evidence ?? ""));
  const brief = dur !== undefined && dur.polarity === "affirmed" && dur.value !== undefined && (dur.value2 ?? dur.value) < (spikeThenAche ? 2 : 5 / 60) && BRIEF_PAIN.test(normalizeText(dur.evidence)) && !f.yes("continuous") && (!f.yes("never_like_this") || coughRepeats);
  // "came out of nowhere like a bomb" then, in a later message, "it did not actually come out of
  // nowhere ... the pain slowly built up over an hour": the person's own correction, with a slow build
  // told, takes the sudden onset back. Only a later message can (a correction the other way stands).
  const toldAt = (k: string) => { const s = f.get(k)?.source; return s !== undefined && "index" in s ? s.index : -1; };
  const retracted = f.no("sudden_onset") && (gradual || slowPeak) && toldAt("sudden_onset") > toldAt("thunderclap") && f.get("sudden_onset")?.source.kind === "message";
  // The attacks of a long-standing recurring headache told as reaching their worst over minutes ("from
  // nothing to unbearable in about the time the kettle takes, maybe 5 minutes", a cluster bout of
  // years) are that headache's own onset, not a thunderclap (< 1 minute, ICHD-3 6.2.2).
  // Not when this one is set against the usual ("they build up slow over an hour, this was instant").
  // The person's own long-standing recurring headache, told as unchanged.
  const usualRecurring = recurrent && f.yes("long_history") && !unlikeAny && !f.yes("pattern_change");
  // Not when the build told is of "my normal attacks", set against a "full strength straight away" told of this one.
  const buildOfUsualOnly = f.yes("thunderclap") && /\b(?:my (?:normal|usual|regular) (?:attacks?|ones?|headaches?|migraines?|clusters?)|normally|usually)\b/.test(normalizeText(f.evidence("peak_hours")));
  const usualBuild = usualRecurring && !f.yes("sudden_onset") && peak !== null && peak >= 2 / 60 && !buildOfUsualOnly;
  // A pain of seconds to minutes brought on by something cold swallowed ("ice bubble tea very fast,
  // suddenly very strong pain in the forehead, 20-30 seconds") is ICHD-3 4.5.1, headache attributed to
  // ingestion of a cold stimulus: it resolves within 10 minutes of the cold's removal.
  const coldStimulus = f.yes("cold_stimulus") && dur?.polarity === "affirmed" && dur.value !== undefined && (dur.value2 ?? dur.value) <= 10 / 60;
  // Months of short attacks, several a day, with the eye's autonomic signs ("10 a day, each 10 to 20
  // min, full blast in under a minute, eye goes red and waters, since July"): the stereotyped attacks
  // of a trigeminal autonomic cephalalgia (ICHD-3 3.1-3.3 peak fast), not a thunderclap. Recurring
  // thunderclaps of RCVS come over days to a few weeks, so a history under a month stays one.
  const autonomic = ["lacrimation", "conjunctival_injection", "rhinorrhea", "nasal_congestion", "ptosis", "eyelid_edema"].some((k) => f.yes(k));
  // So are nightly attacks for weeks with two or more of those signs ("every night about 1 o'clock ...
  // builds in a few minutes ... the right eye is tearing and red, the nose runs"), even new to the person:
  // a first cluster bout, not a thunderclap (which is one event, or a few over days with no such signs).
  const autonomicSigns = ["lacrimation", "conjunctival_injection", "rhinorrhea", "nasal_congestion", "ptosis", "eyelid_edema"].filter((k) => f.yes(k)).length;
  const perDay = f.num("attacks_per_day") ?? 0;
  const boutMonths = f.num("history_months") ?? 0;
  const nightlyBout = perDay >= 1 && f.yes("nocturnal") && boutMonths >= 0.5 && autonomicSigns >= 2;
  const tacAttacks = autonomic && ((perDay >= 2 && boutMonths >= 1 && !unlikeAny) || nightlyBout) && dur?.polarity === "affirmed" && (dur.value2 ?? dur.value ?? Infinity) <= 3 && !f.yes("pattern_change");
  // "3 really bad headaches out of nowhere ... each time it's come on over maybe half an hour": out of
  // nowhere says without warning or cause, not how fast; a slow build told beside it stands.
  // Not a slow build told of the usual headaches to set this one apart ("my migraine does creep up
  // slow over a hour or so ... this was the whole back of the head at once").
  const buildOfThese = (k: string) => f.yes(k) && (k !== "peak_hours" || slowPeak) && !/\b(?:my (?:usual |normal )?(?:migraines?|headaches?)|i (?:do )?get|usually|normally|nothing like|not like)\b/.test(normalizeText(f.evidence(k)));
  const unwarnedOnly = f.yes("sudden_onset") && !f.yes("thunderclap") && /\b(?:out of (?:nowhere|the blue)|from nowhere|out of thin air)\b/.test(normalizeText(f.evidence("sudden_onset"))) && (buildOfThese("peak_hours") || buildOfThese("gradual_onset"));
  const thunderclap = (hard || soft || worstAlone) && !brief && !retracted && !usualBuild && !coldStimulus && !tacAttacks && !unwarnedOnly;
  if (thunderclap) add("thunderclap_onset", ["thunderclap", "sudden_onset", "never_like_this", "worst_ever", "peak_hours"].filter((k) => f.yes(k)), "emergency");

  // A stiff neck after a strain the person tells (a heavy gym session, a night slept awkwardly), with
  // none of the signs that go with meningitis (fever, rash, confusion, light sensitivity, vomiting:
  // NICE NG240), is strained muscle; any one of them makes it meningism again.
  // Light sensitivity and vomiting that belong to the person's usual recurring attacks (a migraine of
  // years, told as the usual one) do not make a slept-on neck meningism.
  const usualAttack = usualRecurring && !f.yes("thunderclap");
  const meningitisSigns = ["fever", "systemic", "rash", "confusion", "loss_of_consciousness", "altered_any", ...(usualAttack ? [] : ["photophobia", "vomiting"])];
  // Never after a thunderclap: a neck stiffening hours after one is blood's meningism, whatever it is blamed on.
  // So is a neck stiff in the days after a whiplash injury (ICHD-3 5.3), with none of those signs.
  const strained = (f.yes("neck_strain") || f.yes("whiplash")) && !meningitisSigns.some((k) => f.yes(k)) && !thunderclap;
  // A neck stiff in a headache that comes on upright and goes lying flat, with none of meningitis's
  // signs, is the low-pressure headache's own (ICHD-3 7.2.3 notes neck pain or stiffness, muffled
  // hearing): urgent as positional, not meningism.
  const lowPressureNeck = (f.yes("worse_upright") || orthostaticKeys(f).length > 0) && !thunderclap && !meningitisSigns.some((k) => f.yes(k));
  // A stiff neck ticked among the form's symptoms of the usual attacks, or told in the chat as part of
  // their course ("after that the headache comes, pounding, with my neck very stiff"), in someone
  // whose recurring headaches of years are unchanged, with none of meningitis's signs and no
  // thunderclap, is the attacks' own neck pain (present in most migraine attacks: Calhoun et al.,
  // Headache 2010), not meningism. Told of this headache as new ("this time", "today"), it is read as told.
  const neckTold = f.get("neck_stiffness");
  const neckInCourse = neckTold?.source.kind === "intake" || (neckTold !== undefined && ATTACK_COURSE.test(normalizeText(neckTold.evidence)) && !THIS_ONE.test(normalizeText(neckTold.evidence)));
  const attackNeck = usualAttack && neckInCourse && !meningitisSigns.some((k) => f.yes(k));
  const neckStiff = f.yes("neck_stiffness") && !strained && !lowPressureNeck && !attackNeck;
  // A reflex faint told with its warning and trigger, brief and with a clear head after it (NICE CG109
  // uncomplicated faint), beside the person's usual headache, is no altered consciousness with the
  // headache; a knock, a fit, confusion, a minute or more out, or a new headache with it still is.
  const outForMinutes = f.all.some((x) => x.key === "loss_of_consciousness" && x.polarity === "affirmed" && /\b(?:minutes?|mins?)\b/.test(normalizeText(x.evidence)));
  const usualHeadache = recurrent && !f.yes("never_like_this") && !f.yes("new_headache") && !f.yes("pattern_change");
  const uncomplicatedFaint = f.yes("reflex_faint") && usualHeadache && !outForMinutes && !f.yes("confusion") && !f.yes("seizure") && !f.yes("head_trauma") && !f.yes("thunderclap");
  // Knocked out in an injury told as two weeks or more ago: that injury's history (post_trauma carries
  // it), not consciousness altered with this headache.
  const knockoutWeeksAgo = f.yes("head_trauma") && f.get("loss_of_consciousness")?.tag === "weeks_before";
  const altered = ["confusion", "loss_of_consciousness", "altered_any"].filter((k) => f.yes(k) && !(k === "loss_of_consciousness" && (uncomplicatedFaint || knockoutWeeksAgo)));
  const deficit = neuroDeficit(f, age);
  // A rash that does not fade under a pressed glass, with a headache, is meningococcal disease until
  // shown otherwise, with or without a fever yet (NICE NG240 meningitis and meningococcal disease).
  // Night sweats in a woman in the menopause or on HRT for it are its hot flushes (NICE NG23 menopause:
  // vasomotor symptoms), not the drenching sweats of a systemic illness, when nothing else of one
  // (weight lost, a rash) is told.
  const systemicTold = f.all.filter((x) => x.key === "systemic" && x.polarity === "affirmed");
  // So are night sweats in the days after stopping cannabis, alcohol or an antidepressant: withdrawal;
  // and in the weeks after a birth, as the pregnancy's fluid is shed (postpartum diaphoresis, most in
  // the first two weeks): a fever told beside them still counts on its own.
  const puerperalSweats = f.yes("postpartum") && ctx.sex !== "male" && (f.num("postpartum_weeks") ?? 0) <= 6;
  const explainedSweats = ((f.yes("menopausal") && ctx.sex !== "male") || f.yes("substance_withdrawal") || puerperalSweats) && systemicTold.length > 0 && systemicTold.map((x) => normalizeText(x.evidence)).every((e) => /\bsweat/.test(e) && !/\b(?:weight|rash|spots|glass|purpl\w*|petechia\w*)\b/.test(e));
  // Shivers or drenching sweats in someone on immune-suppressing treatment are a fever's signs though
  // the reading is low (steroids blunt a fever; NICE NG51: immunosuppression with rigors, high risk):
  // "37.6, so not really a temperature. but ive been drenched in sweat ... and shivery" on prednisolone.
  // Not a passing "felt hot and shivery ... 37.2" alone: shivery is a feeling, a rigor shakes.
  // The patient's own: a husband "sweating through the sheets" is not her rigor.
  const maskedFever = !f.yes("fever") && f.yes("immunosuppressed") && f.patients().some((x) => x.key === "fever" && x.polarity === "affirmed" && x.source.kind === "message" && /\b(?:shiver(?!y)\w*|rigou?rs?|drench\w*|sweat\w*|shak\w*|chills)\b/.test(x.evidence.toLowerCase()));
  // Shivering and pallor while vomiting in one of the person's usual migraine attacks, no temperature
  // told: the attack's own autonomic signs (migraine brings pallor, chills and sweating: Headache
  // Classification Committee, ICHD-3 1.1 comments), not a fever.
  const feverTold = normalizeText(f.evidence("fever"));
  const attackShivers = usualRecurring && f.get("fever")?.source.kind === "message" && /\b(?:shiver\w*|chills|shak\w*|cold and clammy)\b/.test(feverTold) && /\b(?:vomit\w*|sick|puk\w*|threw up|throwing up|pale|grey|gray|white as)\b/.test(feverTold) && !/\b(?:temp\w*|fever\w*|feverish|hot|burning|\d\d(?:[.,]\d)? ?(?:°|degrees|c\b|f\b))/.test(feverTold);
  const fever = [...["fever", "systemic", "rash"].filter((k) => f.yes(k) && !(k === "systemic" && explainedSweats) && !(k === "fever" && attackShivers)), ...(maskedFever ? ["immunosuppressed"] : [])];
  // After a birth the risk of pre-eclampsia (NICE NG133: up to 6 weeks) and of a venous sinus
  // thrombosis (Kamel et al., NEJM 2014: raised up to 12 weeks) has passed by 12 weeks; a baby told
  // as 5 months old is not a headache "after giving birth".
  const longAfterBirth = (f.num("postpartum_weeks") ?? 0) > 12;
  // A woman feeding a baby whose age she tells in weeks ("baby is 5 weeks ... I'm stopping
  // breastfeeding") has given birth that recently, though she never says "after the birth".
  const babyWeeks = f.num("postpartum_weeks");
  // So has one who tells a birth of her own in the last six weeks by its date ("had baby 25 Nov",
  // "Delivery date: 25/11/2026"), the window of postpartum pre-eclampsia (NICE NG133).
  const ownBirthTold = /\b(?:had (?:my |the |a |our )?(?:baby|bub|son|daughter|twins)|delivery|delivered|gave birth|giving birth|c-?section|caesarean|cesarean)\b/.test(normalizeText(f.evidence("postpartum_weeks")));
  const recentBirth = !f.yes("postpartum") && ctx.sex === "female" && babyWeeks !== null && ((f.yes("nursing") && babyWeeks <= 12) || (ownBirthTold && babyWeeks <= 6 && !f.no("postpartum")));
  // A pregnancy told with the birth that ended it ("gone during pregnancy and after giving birth. baby
  // is 8 months now") is over; the birth's own window decides.
  // So is one told as the time before a birth told ("during the pregnancy i had almost none").
  const pregnancyOver = f.yes("postpartum") && (f.evidence("pregnant") === f.evidence("postpartum") || /\b(?:during|in|through(?:out)?) (?:the|my|her) pregnancy\b|\bwhen (?:i|she) was pregnant\b|\bbefore (?:the|my|her) pregnancy\b/.test(normalizeText(f.evidence("pregnant"))));
  // "35 weeks 4 days first baby": the weeks of a pregnancy told without the word are a pregnancy.
  // Not weeks of a birth gone by ("induced at 35wks in 2022").
  const weeksEvidence = normalizeText(f.get("pregnancy_weeks")?.evidence ?? "");
  const weeksOnly = !f.known("pregnant") && !f.yes("postpartum") && ctx.sex !== "male" && (f.num("pregnancy_weeks") ?? 0) > 0 && PREGNANT_NOW.test(weeksEvidence) && !BIRTH_GONE_BY.test(weeksEvidence);
  const pregnancy = [...["pregnant", "postpartum"].filter((k) => f.yes(k) && ctx.sex !== "male" && !(k === "postpartum" && longAfterBirth) && !(k === "pregnant" && pregnancyOver)), ...(recentBirth ? ["postpartum_weeks", "nursing"] : []), ...(weeksOnly ? ["pregnancy_weeks"] : [])];
  if (fever.length > 0) {
    const rash = f.yes("rash") || (/rash|petechia/.test(normalizeText(f.get("systemic")?.evidence ?? "")) && f.yes("systemic")) || f.yes("bleeding_signs");
    // Fever with headache in an immunosuppressed person (HIV, chemotherapy, steroids, transplant,
    // biologics) or in pregnancy / after birth: meningitis, opportunistic CNS infection, sepsis
    // and CVST present with few signs, so same-hour assessment (SNNOOP10; NICE NG240 meningitis,
    // NICE NG51 sepsis high-risk groups). Fever with headache alone stays urgent: most is a
    // systemic viral illness, and the screening goes on to ask about neck, rash and confusion.
    const vulnerable = (f.yes("fever") || maskedFever) && severeFeverKeys(f, age, pregnancy.length > 0).length > 0;
    // Fever with a soft swelling over the forehead or an eyelid swollen shut: a sinus infection that has
    // spread to bone, orbit or brain (NICE NG79 sinusitis, 1.1.8: refer to hospital).
    const sinusSpread = f.yes("fever") && (f.yes("sinus_swelling") || f.yes("eyelid_swelling"));
    // A fever within a day or two of a vaccine, with nothing else (no stiff neck, rash, confusion or
    // risk group): the expected reaction, gone within 48 hours (UKHSA Green Book, chapter 8).
    const afterVaccine = f.yes("after_vaccine") && !f.yes("progressive");
    add("fever_systemic", [...fever, ...(sinusSpread ? ["sinus_swelling", "eyelid_swelling"].filter((k) => f.yes(k)) : []), ...severeFeverKeys(f, age, pregnancy.length > 0).filter((k) => k !== "age" && k !== "pregnant")], neckStiff || altered.length > 0 || f.yes("seizure") || rash || vulnerable || sinusSpread || (deficit?.urgency === "emergency") ? "emergency" : afterVaccine ? "routine" : "urgent");
  }
  if (neckStiff) add("meningism", ["neck_stiffness"], "emergency");
  const horner = hornerKeys(f);
  if (deficit !== null) add("neuro_deficit", [...deficit.keys, ...(horner ?? [])], deficit.urgency === "emergency" || horner !== null ? "emergency" : deficit.urgency);
  else if (horner !== null) add("neuro_deficit", horner, "emergency");
  if (altered.length > 0) add("altered_consciousness", altered, "emergency");
  if (f.yes("seizure")) add("seizure", ["seizure"], "emergency");

  // SNNOOP10 "O": onset after 50. Read as 50 or over (the conservative side; also the ACR 1990
  // giant cell arteritis threshold). A headache problem that began under 6 months ago in a
  // person of 50+ who describes no earlier headaches is new too ("the last 2 months").
  const months = f.num("history_months");
  // "where it asks what age the headaches started I put 70, that's meant to be 17 ... migraines since I
  // was 17": a history told in the chat that reaches years further back than the form's onset age
  // corrects it (never the other way: a short span told of this bout leaves a lifelong onset alone).
  const formOnset = f.num("onset_age");
  const onsetFromForm = f.get("onset_age")?.source.kind === "intake";
  const chatOnset = age !== null && months !== null && f.get("history_months")?.source.kind === "message" ? age - months / 12 : null;
  // "In the form I put that my headaches started at 51 but I filled it wrong ... migraines from age 18":
  // a form disowned beside a long history told in the chat leaves the form's onset age unread.
  const formOnsetDisowned = onsetFromForm && f.yes("form_disowned") && f.get("long_history")?.source.kind === "message";
  const onsetAge = formOnsetDisowned ? null : formOnset !== null && chatOnset !== null && onsetFromForm && chatOnset < formOnset - 2 ? chatOnset : formOnset;
  // "I put he's had headaches since he was 30 but that's not right, he never had one til 3 weeks
  // ago": a new headache told in the chat, with when it began, corrects the form's onset.
  const told = (k: string) => f.get(k)?.source.kind === "message";
  const chatSaysNew = told("new_headache") && f.yes("new_headache") && told("history_months") && months !== null && months < 6 && !f.yes("unchanged");
  // "the 55 on the form is wrong, i've had this since my forties": an onset told in the chat years back.
  const toldOnsetYearsBack = told("onset_age") && age !== null && (f.num("onset_age") ?? age) <= age - 2;
  // "headaches all my life ... when I say all my life I mean the odd one after a night of beer": no
  // headache disorder after all, so "this is different" tells a new headache.
  const oddOnesOnly = f.yes("odd_ones_only");
  const longHistory = (f.yes("long_history") || toldOnsetYearsBack) && !(chatSaysNew && f.get("long_history")?.source.kind === "intake") && !oddOnesOnly;
  const recentOnly = months !== null && months < 6 && !longHistory && !f.yes("unchanged") && !f.no("new_headache") && !f.yes("recurrent");
  // "I have never got such headache before" from someone who tells of no earlier headaches: a first
  // headache of its kind, so a new one (SNNOOP10 "new or different headache" after 50).
  const firstOfKind = f.yes("never_like_this") && !f.yes("recurrent") && !f.yes("pattern_change");
  // A new kind of headache begun in the last months, beside an old one ("migraines since 14 ... this
  // is something else, it started around Guy Fawkes"): a new headache after 50 as much as a change
  // of pattern (SNNOOP10 "O" and "P"; the new kind is the one to explain).
  // Told as a change of the usual headaches ("for the last 5 weeks it's completely different") it is
  // a change of pattern only.
  // Not a typical aura new before the old headache: the headache is the old one, its aura the change.
  // "For the past three weeks I have had quite a different headache": a different one had, told as a
  // second kind (not "they have changed"), is the new headache too.
  const newKindHad = f.yes("pattern_change") && NEW_KIND_HAD.test(normalizeText(f.evidence("pattern_change")));
  // "the last one in August was exactly the same as always" told before it is of the old ones (not of
  // a thunderclap tonight, an event to act on as itself rather than a new headache begun).
  const newKindKey = newKindHad ? "pattern_change" : "never_like_this";
  const unchangedOfOld = f.yes(newKindKey) && toldAt("unchanged") < toldAt(newKindKey);
  const newKindBesideOld = longHistory && (f.yes("never_like_this") || newKindHad) && (!f.yes("pattern_change") || newKindHad) && told("history_months") && months !== null && months < 6 && (!f.yes("unchanged") || (unchangedOfOld && !thunderclap)) && !(f.yes("aura") && typicalVisualAura(f));
  // "I used to get sick headaches with my periods years ago but this isn't one of those": the only
  // headaches told are long past, and this one is set apart from them: a new headache.
  const unlikeFormerOnly = f.yes("never_like_this") && FORMER_HEADACHES.test(normalizeText(f.evidence("never_like_this"))) && FORMER_HEADACHES.test(normalizeText(f.evidence("long_history")));
  // "migraine with zigzags in my twenties to forties, stopped with the change of life ... a headache in
  // the temples for 3 weeks": the old headaches over for years, a headache begun now is a new one.
  const afterOldOnesCeased = f.yes("headaches_ceased") && told("history_months") && months !== null && months < 6 && !f.yes("unchanged");
  // "about 10 days later the headache started and its worse every day": a headache getting worse week
  // on week, with no earlier headaches told, is a new one.
  const progressingNew = f.yes("progressive") && !longHistory && !recurrent && !f.yes("unchanged");
  // A thunderclap tonight in someone who tells of no headaches before is a new headache too.
  const suddenFirst = thunderclap && !recurrent && !f.yes("long_history") && !f.yes("unchanged");
  const differentFromOddOnes = oddOnesOnly && (f.yes("pattern_change") || f.yes("never_like_this")) && months !== null && months < 6;
  const newHeadache = ((f.yes("new_headache") || recentOnly || firstOfKind || progressingNew || suddenFirst) && !longHistory) || newKindBesideOld || unlikeFormerOnly || afterOldOnesCeased || differentFromOddOnes;
  // A headache that began after 50 but has been the same for years since (investigated then, "no
  // worse than it was 7 years ago") is no longer a new one.
  // So is one investigated (a normal scan, a neurologist's diagnosis) and the same for two years since.
  // Three years of the same headache is settled too: a mass or an arteritis does not keep still
  // that long ("since 6 years ... around 6-8 days in a month" at 71).
  // The years since an onset age told ("heavy heads since his fifties" at 91) count as that history.
  const sinceOnset = age !== null && onsetAge !== null && onsetAge < age ? (age - onsetAge) * 12 : 0;
  const historyMonths = months ?? sinceOnset;
  // Begun two years or more before by the form's onset age and looked into then ("hypnic headache in
  // 2024, MRI clear ... since October they are back"): a span told in the chat may be this return only.
  const settledSince = (((historyMonths >= 24 || (sinceOnset >= 24 && f.yes("investigated"))) && (f.yes("unchanged") || f.yes("investigated"))) || historyMonths >= 36) && !f.yes("progressive") && !f.yes("pattern_change");
  // "a huge BANG in my head as I fall asleep ... no pain at all, not before and not after. No
  // headache": no headache to be new (exploding head syndrome, ICSD-3), nothing of one told.
  // (A bang "in my head, like a gunshot" names the head and an image, not a pain.)
  // Said of the whole event, not of one symptom ("the sight went dark ... no pain with it").
  const noHeadacheAtAll = f.yes("painless") && /\b(?:no pain at all|no headache|not before and not after|(?:doesn'?t|does not) hurt at all)\b/.test(normalizeText(f.evidence("painless"))) && !["severe", "moderate", "mild", "worst_ever", "pulsating", "pressing", "stabbing"].some((k) => f.yes(k));
  if (((age !== null && age >= 50 && newHeadache) || (onsetAge !== null && onsetAge >= 50 && !settledSince)) && !noHeadacheAtAll) add("new_onset_over_50", ["age", "new_headache", "onset_age", ...(recentOnly ? ["history_months"] : []), ...(firstOfKind ? ["never_like_this"] : [])].filter((k) => f.known(k)), "urgent");
  // SNNOOP10 P: a headache "nothing like my usual migraines" in someone with a headache disorder is a change of pattern.
  // Not when the headaches it is unlike are long past ("I did get headaches in my twenties but ...
  // nothing like this"): there is no present pattern to change.
  // Nor when they were only the odd one ("had the odd headache before but nothing like this"): no
  // headache disorder, so a new headache, read as such (new onset after 50 from that age).
  const unlikeWhat = normalizeText(f.get("never_like_this")?.evidence ?? "");
  const unlikeFormer = FORMER_HEADACHES.test(unlikeWhat) || ODD_ONES_BEFORE.test(unlikeWhat);
  // A typical visual aura new to a migraineur under 50 is migraine with aura, not a change of pattern;
  // from 50 a first aura is one (late-life migraine accompaniments are told from a transient ischaemic
  // attack only after a look: Fisher, Can J Neurol Sci 1980; Vongvaivanich et al., Cephalalgia 2015).
  // Not on combined hormonal contraception: an aura begun on it is the change that stops the pill
  // (FSRH UKMEC 4).
  const youngNewAura = age !== null && age < 50 && f.yes("aura") && typicalVisualAura(f) && combinedContraceptionKey(f) === null;
  const auraNew = auraNewToThem(f);
  // "For about 4 months I get sudden stabbing pain ... 10-12 times a day ... Never had headache like
  // this before": the attacks that recur are this new headache's own, with no older pattern to change.
  const ownAttacksOnly = !f.yes("long_history") && f.yes("new_headache") && months !== null && months < 12;
  const unlikeUsual = (f.yes("never_like_this") || auraNew) && ((f.yes("recurrent") && !ownAttacksOnly) || f.yes("long_history")) && !unlikeFormer && !youngNewAura;
  // A change told as long settled ("what I get now is different ... same as it's been for 2 years, not
  // getting worse") is the present pattern, not a change to look into now.
  const unchangedFor = f.get("unchanged");
  const settledChange = unchangedFor?.polarity === "affirmed" && unchangedFor.source.kind === "message" && SETTLED_YEARS.test(normalizeText(unchangedFor.evidence)) && toldAt("unchanged") >= toldAt("pattern_change") && !f.yes("progressive") && !thunderclap;
  // Medicine days over the limit for long enough to be overuse (ICHD-3 8.2 B, C), read once for the
  // changes and the worsening below and the overuse flag further on. Overuse that cannot be one yet explains no worsening.
  const overuseEstablished = ctx.med.thresholdMet && !tooRecentForOveruse(f);
  // "I used to get proper migraines ... these are different, more a constant dull ache" for a year, with
  // painkillers on 20 days a month: episodic headaches turned near-daily with the overuse, the change
  // that overuse brings (ICHD-3 8.2, 1.3), for the medicine plan, not a new cause to look for now.
  const changedWithOveruse = overuseEstablished && (f.num("history_months") ?? 0) >= 6 && (f.num("headache_days") ?? 0) >= 15 && f.yes("long_history") && (age === null || age < 50) && !f.yes("progressive") && !thunderclap;
  // An aura new to them is quoted by the aura told.
  if ((f.yes("pattern_change") && !settledChange && !oddOnesOnly && !changedWithOveruse) || unlikeUsual) add("pattern_change", ["pattern_change", "never_like_this", ...(auraNew ? ["aura"] : [])].filter((k) => f.yes(k)), "urgent");
  else if (auraReturned(f)) add("pattern_change", ["headaches_ceased", "aura"], "urgent");
  if (f.yes("progressive") && !chronifying(f, age, overuseEstablished)) add("progressive", ["progressive"], "urgent");
  const positional = [...["worse_upright", "worse_lying", "position_any"].filter((k) => f.yes(k)), ...orthostaticKeys(f)];
  if (positional.length > 0) add("positional", positional, "urgent");
  // A sudden headache that began during exercise, lifting, straining or sex is itself
  // "precipitated by Valsalva or exertion" (SNNOOP10), even when it has happened only once.
  // So is a first-ever headache that built up during exertion, even over minutes ("never had one
  // like that with exercise before"): ICHD-3 4.2 comment, on first onset of an exercise headache
  // subarachnoid haemorrhage, arterial dissection and RCVS must be excluded.
  const firstOfItsKind = f.yes("never_like_this") || (f.yes("new_headache") && !f.yes("long_history") && !recurrent);
  // A first headache that began after a game and came with fever and a stiff neck days later ("since
  // monday night after his 5 a side ... 39.4 ... cant put his chin down"): the infection explains it,
  // the game is only when it began, and effort is no trigger of its own; a sudden onset at the effort stays one.
  const feverExplains = f.yes("fever") && f.yes("neck_stiffness") && !thunderclap && !f.yes("sudden_onset");
  const exertionalOnset = f.yes("exertion_context") && (thunderclap || f.yes("sudden_onset") || (firstOfItsKind && !feverExplains));
  // A face that pounds on bending, coughing or blowing the nose, with green or foul stuff from the
  // nose after a cold, is an acute rhinosinusitis's headache (ICHD-3 11.5.1), not one of Valsalva.
  const sinusWorse = f.yes("purulent_nasal");
  const valsalva = [...(sinusWorse ? [] : ["cough_trigger", ...(feverExplains ? [] : ["exertion_trigger"])]), ...(exertionalOnset ? ["exertion_context"] : [])].filter((k) => f.yes(k));
  // A headache brought on by effort and eased by rest, with the chest tight or full, from 50: the
  // heart's ischaemia until shown otherwise (ICHD-3 10.6 cardiac cephalalgia), an emergency.
  const cardiac = f.yes("exertion_trigger") && f.yes("chest_pain") && age !== null && age >= 50;
  if (valsalva.length > 0 && !establishedExertional(f, thunderclap)) add("valsalva_precipitated", [...valsalva, ...(cardiac ? ["chest_pain"] : [])], cardiac ? "emergency" : "urgent");
  // Papilloedema / visual disturbance (SNNOOP10 "P"): transient obscurations, pulsatile tinnitus,
  // and blurred or double vision with headache that is not a long-standing aura. In pregnancy or
  // after birth any new visual disturbance (blur, spots, flashing lights) counts: pre-eclampsia.
  const visualWords = ["blurred_vision", "visual_disturbance", "diplopia"];
  // A migraine history without aura has no aura to explain new blur in late pregnancy.
  const pregnancyVisual = pregnancy.length > 0 && !(stereotypedAura(f) && f.yes("aura")) ? [...visualWords, "aura", "vision_loss"].filter((k) => f.yes(k)) : [];
  // Blurring in a red, painful eye with halos is the eye's own (angle closure), not raised pressure.
  const eye = ["red_eye", "eye_pain"].filter((k) => f.yes(k));
  const eyeVision = ["halos", "blurred_vision", "hard_eye", "vision_loss"].filter((k) => f.yes(k));
  // An ache behind one eye, worse moving it, with central blur or colours washed out, in a white eye
  // without haloes, is optic neuritis (pain on eye movement in about 90%, dyschromatopsia: Optic
  // Neuritis Study Group, Arch Ophthalmol 1991; Toosy et al., Lancet Neurol 2014), not angle-closure
  // glaucoma: a loss of sight to see within a day or two (neuro_deficit, urgent), not an emergency.
  const opticNeuritis = f.yes("eye_movement_pain") && (f.yes("colour_desaturation") || f.yes("blurred_vision") || f.yes("vision_loss")) && !f.yes("red_eye") && !f.yes("halos");
  // A red, aching eye whose sight is going ("like looking through milk ... only my hand moving") is the
  // eye's emergency (angle closure, endophthalmitis after an injection) whatever headaches went before.
  const painfulEye = !opticNeuritis && ((eye.length > 0 && eyeVision.length > 0 && !recurrent) || (f.yes("halos") && eye.length > 0) || (f.yes("red_eye") && f.yes("eye_pain") && (f.yes("vision_loss") || f.yes("hard_eye"))));
  const visual = stereotypedAura(f) ? [] : visualWords.filter((k) => f.yes(k) && !((painfulEye || opticNeuritis) && k === "blurred_vision"));
  const papill = [...new Set(["papilledema", "visual_obscuration", "pulsatile_tinnitus", ...visual, ...pregnancyVisual].filter((k) => f.yes(k)))];
  const pressure = raisedPressureKeys(f);
  // Raised pressure with sight now lost or blurred and not clearing ("since yesterday my left eye is
  // blurry all the time, like dirty glass"): the optic nerve is failing; same-day emergency care
  // (IIH guideline, Mollan et al. 2018: fulminant or sight-threatening IIH).
  const sightFailing = ["vision_loss", "blurred_vision", "field_loss", "monocular_vision_loss"].some((k) => f.yes(k) && (f.get(k)?.tag === "persistent" || LASTING_SIGHT.test(normalizeText(f.evidence(k)))));
  // Raised pressure in someone whose blood clots too readily (nephrotic syndrome, antiphospholipid
  // syndrome, an inherited thrombophilia) is a venous sinus thrombosis until imaged the same hour
  // (AHA/ASA scientific statement on cerebral venous thrombosis, Saposnik et al., Stroke 2024:
  // prothrombotic conditions and nephrotic syndrome among its risk factors). So does oestrogen in the
  // combined pill, patch or ring, the commonest risk factor in women under 50 in the same statement.
  const oestrogen = combinedContraceptionKey(f);
  const clotKeys = pressure === null ? [] : [...(f.yes("prothrombotic") ? ["prothrombotic"] : []), ...(oestrogen !== null ? [oestrogen] : [])];
  if (papill.length > 0) add("papilledema_visual", [...new Set([...papill, ...(pressure ?? []), ...clotKeys])], (sightFailing && papill.some((k) => k !== "blurred_vision")) || clotKeys.length > 0 ? "emergency" : "urgent");

  if (pregnancy.length > 0) {
    // Pre-eclampsia: headache with visual disturbance, swelling or high blood pressure needs same-hour care.
    const eclampsia = preEclampsiaKeys(f, stereotypedAura(f) ? [] : [...visualWords, "aura", "vision_loss", "visual_obscuration"]);
    const severe = eclampsia.length > 0 || f.yes("seizure") || altered.length > 0 || deficit !== null || f.yes("fever");
    // Any headache in a pregnancy is one to check (SNNOOP10 "P": pregnancy or puerperium, Do et al.,
    // Neurology 2019), the person's usual migraine too: safe treatment and a blood pressure check
    // within days, and from 20 weeks pre-eclampsia (NICE NG133). Urgent, not emergency, unless
    // pre-eclampsia's signs or another emergency sign come with it.
    // Past 6 weeks after a birth (the window of postpartum pre-eclampsia, NICE NG133), the person's
    // long-standing headache back as it always was ("my first period came back and my old migraine
    // with it ... exactly my normal one") is that headache; a new or different one is still checked.
    const usualAfterBirth = (f.yes("postpartum") || recentBirth) && (f.num("postpartum_weeks") ?? 0) > 6 && recurrent && f.yes("unchanged") && f.yes("long_history") && !f.yes("new_headache") && !f.yes("pattern_change") && !f.yes("progressive") && !f.yes("never_like_this");
    if (!usualAfterBirth || severe) add("pregnancy_postpartum", [...pregnancy, "pregnancy_weeks", ...eclampsia].filter((k) => f.known(k)), severe ? "emergency" : "urgent");
  }
  // SNNOOP10's "history of neoplasm" and "immune deficiency" flag a new or changed headache in such a
  // person (Do et al., Neurology 2019). Years of the same headaches, with nothing new, changed or
  // getting worse, are not that headache ("Hodgkin's in 2013, the same forehead band 5-6 times a
  // year since college"; "HIV undetectable ... before the HIV I already have it").
  const sameOldHeadache = recurrent && (f.yes("long_history") || (months ?? 0) >= 24) && f.yes("unchanged") && !f.yes("new_headache") && !f.yes("pattern_change") && !f.yes("progressive") && !f.yes("never_like_this") && !f.yes("thunderclap") && !f.yes("sudden_onset");
  if (f.yes("cancer") && !sameOldHeadache) add("cancer_history", ["cancer"], "urgent");
  // A bare "transplant" in a story whose transplant was a hair transplant is that one, not an organ.
  const immuneEvidence = normalizeText(f.evidence("immunosuppressed"));
  const cosmeticOnly = f.yes("cosmetic_transplant") && /\btransplant/.test(immuneEvidence) && !/\b(?:kidney|liver|heart|lung|organ|bone marrow|stem cell|renal|chemo\w*|steroid|prednis\w*)\b/.test(immuneEvidence);
  // A transplant only waited for ("on the waiting list", "has not happened yet"): no anti-rejection medicines yet.
  const awaitedOnly = f.yes("transplant_awaited") && /\btransplant/.test(immuneEvidence) && !/\b(?:chemo\w*|steroids?|prednis\w*|tacrolimus|prograf|mycophenolate|cellcept|ciclosporin|cyclosporin\w*|azathioprine|sirolimus|everolimus|hiv|aids)\b/.test(immuneEvidence);
  // A mild headache the day after each weekly dose, the same every week since the medicine began and
  // no fever ("every monday ... started in march, same time as the methotrexate ... same every week"):
  // a known effect of the medicine, for its prescriber's next review (routine); the flag stays named.
  const doseTimed = f.yes("dose_timed_headache") && !f.yes("progressive") && !f.yes("fever") && !f.yes("pattern_change") && !f.yes("never_like_this");
  if (f.yes("immunosuppressed") && !cosmeticOnly && !awaitedOnly && !(sameOldHeadache && !f.yes("fever"))) add("immunosuppression", ["immunosuppressed"], doseTimed ? "routine" : "urgent");
  // No working spleen (sickle cell disease, a splenectomy) with a fever: open to overwhelming infection,
  // an emergency (BSH sickle cell guidance; NICE NG51 sepsis high-risk groups).
  else if (f.yes("asplenia") && f.yes("fever")) add("immunosuppression", ["asplenia"], "urgent");
  // So is a fever on a medicine that can take the white cells away (carbimazole, clozapine): an
  // agranulocytosis until a blood count says not.
  else if (f.yes("agranulocytosis_drug") && f.yes("fever")) add("immunosuppression", ["agranulocytosis_drug"], "urgent");
  // A knock after the headache had begun, with the headache unchanged since, did not cause it.
  // So did a knock in someone whose headaches go back years and are told unchanged since ("clipped my
  // head last Tuesday ... and the headaches are the same as they've been").
  const longUnchanged = (f.yes("long_history") || (f.num("history_months") ?? 0) >= 12) && f.yes("unchanged") && !f.yes("new_headache");
  // A well spell after a knock weeks ago clears it, except where a slow bleed can follow it weeks
  // later (a chronic subdural: on blood thinners, or 65 and over).
  const slowBleedRisk = f.yes("anticoagulant") || (age !== null && age >= 65);
  const injuryAfterOnset = (f.yes("headache_before_injury") || (f.yes("no_headache_after_injury") && !f.yes("new_headache") && !slowBleedRisk) || longUnchanged) && !f.yes("progressive") && !f.yes("pattern_change");
  // ICHD-3 5.1 (criterion C): a post-traumatic headache begins within 7 days of the injury. A knock
  // told as weeks before a headache that began only in the last days did not start it, except where
  // a slow bleed can follow weeks later.
  const injuryWeeksBefore = f.get("head_trauma")?.tag === "weeks_before" && months !== null && months <= 0.25 && !slowBleedRisk && !f.yes("progressive");
  // "in March I bumped my head ... this started long after" (October): a headache that began months
  // after the knock, past even the weeks a chronic subdural can take to show, was not caused by it.
  const injuryDays = f.get("head_trauma")?.tag === "weeks_before" ? f.num("head_trauma") : null;
  const injuryMonthsBefore = injuryDays !== null && months !== null && injuryDays - months * 30.44 > 90;
  // The form's undated "since car crash" beside a chat that dates the crash months back ("in October
  // last year ... the same for about a year now"): a persistent post-traumatic headache (ICHD-3 5.2),
  // for the neurologist, not a new injury to scan.
  // "headaches we think are from her concussion" beside "when she was 7": the injury named back, undated, is the dated one.
  const knockOnlyDatedLongAgo = f.yes("past_head_trauma") && !f.all.some((x) => x.key === "head_trauma" && x.polarity === "affirmed" && x.source.kind === "message" && !INJURY_NAMED_BACK.test(normalizeText(x.evidence))) && (f.num("history_months") ?? 0) >= 3 && !f.yes("progressive") && !f.yes("pattern_change") && !f.yes("new_headache");
  if (f.yes("head_trauma") && !injuryAfterOnset && !injuryWeeksBefore && !injuryMonthsBefore && !knockOnlyDatedLongAgo) {
    // NICE NG232: vomiting more than once after a head injury (adults; more than three times in a
    // child) needs a scan within the hour; sick once is not that.
    const vomitedOnce = /\b(?:once|one time|1 time|a single time)\b/.test(normalizeText(f.get("vomiting")?.evidence ?? ""));
    const severe = f.yes("anticoagulant") || (f.yes("vomiting") && !vomitedOnce) || altered.length > 0 || f.yes("seizure") || deficit !== null;
    // A headache since a knock two weeks or more ago, easing week by week, in someone under 65 with
    // nothing severe: a post-traumatic headache settling (ICHD-3 5.2 persists past 3 months), for a
    // routine review, not a scan this week (NICE NG232 advises seeing a GP for symptoms that persist).
    // So is one a week or more ago already seen at an emergency department ("boarded into the glass 10
    // days ago ... the ER said concussion ... a 6, now more like a 2"): a concussion recovering as
    // expected, for the GP and return-to-play advice. Unseen, it is for a doctor within days.
    const injuryLongAgo = f.all.some((x) => (x.key === "head_trauma" || x.key === "loss_of_consciousness") && x.polarity === "affirmed" && (x.tag === "weeks_before" || (x.key === "head_trauma" && (x.value ?? 0) >= 7 && f.yes("injury_assessed"))));
    const settling = injuryLongAgo && f.yes("improving") && !slowBleedRisk && !f.yes("progressive") && !f.yes("pattern_change");
    add("post_trauma", ["head_trauma", ...(f.yes("anticoagulant") ? ["anticoagulant"] : [])], severe ? "emergency" : settling ? "routine" : "urgent");
  } else if (f.yes("whiplash")) {
    // A headache begun after a whiplash injury with no blow to the head (ICHD-3 5.3): post-traumatic
    // too, for a doctor within days; with a deficit, altered consciousness or a fit, now.
    add("post_trauma", ["whiplash"], altered.length > 0 || f.yes("seizure") || deficit !== null ? "emergency" : "urgent");
  }
  // Giant cell arteritis (SNNOOP10 "O", onset after 50; ACR 1990 criteria; BSR guideline, Mackie
  // et al. 2020): jaw claudication, scalp tenderness or a named arteritis; from 51 also vision lost
  // in one eye, even for minutes (amaurosis fugax), unless it is part of a long-standing
  // stereotyped aura (retinal migraine, ICHD-3 1.2.4). Age unknown errs towards flagging,
  // except for the eye alone, which neuro_deficit covers.
  const monocular = f.yes("monocular_vision_loss") && age !== null && age > 50 && !stereotypedAura(f) ? ["monocular_vision_loss"] : [];
  // A scalp sore only during a long-standing migraine's attacks is its allodynia, not an arteritis.
  const scalpInAttacks = f.yes("scalp_allodynia") && recurrent && f.yes("long_history");
  const gca = [...["jaw_claudication", "scalp_tenderness", "gca_named"].filter((k) => f.yes(k) && !(k === "scalp_tenderness" && scalpInAttacks)), ...monocular];
  // Polymyalgia named alone, beside the person's own headache of decades told as the same as ever
  // ("the same band across my forehead since my forties ... chewing's fine, scalp isn't sore"):
  // the new headache the rheumatologist asked to hear of is not this one (BSR 2020: a new headache).
  const pmrWithOldHeadache = gca.length === 1 && gca[0] === "gca_named" && /\b(?:polymyalgia|pmr)\b/.test(normalizeText(f.evidence("gca_named"))) && recurrent && f.yes("long_history") && f.yes("unchanged") && !f.yes("new_headache") && !f.yes("pattern_change") && !f.yes("progressive") && !f.yes("never_like_this");
  if (gca.length > 0 && (age === null || age > 50) && !pmrWithOldHeadache) {
    // Visual symptoms in giant cell arteritis threaten sight within hours.
    const eyes = f.yes("vision_loss") || f.yes("monocular_vision_loss") || f.yes("diplopia") || f.yes("blurred_vision");
    add("jaw_claudication_gca", gca, eyes ? "emergency" : "urgent");
    // Sight lost or doubled in arteritis is the visual red flag too (anterior ischaemic optic
    // neuropathy or an ocular motor palsy), named beside the arteritis for the doctor.
    const lostSight = ["vision_loss", "monocular_vision_loss", "diplopia"].filter((k) => f.yes(k));
    if (lostSight.length > 0 && f.yes("jaw_claudication") && !out.some((x) => x.code === "papilledema_visual")) add("papilledema_visual", lostSight, "emergency");
  }
  // Spells that have each cleared by the next morning (intermittent angle closure) are for an eye
  // clinic the same or next day, before a full attack; one going on now is an emergency.
  if (painfulEye) add("painful_eye_autonomic", [...eye, ...eyeVision], f.yes("eye_spells_clear") ? "urgent" : "emergency");
  if (opticNeuritis && !out.some((x) => x.code === "neuro_deficit")) add("neuro_deficit", ["eye_movement_pain", "colour_desaturation", "blurred_vision", "vision_loss"].filter((k) => f.yes(k)), "urgent");
  // ICHD-3 8.2 A: the headache is there on 15 or more days a month. Painkillers taken every day for
  // the knees beside a tension-type headache of 6 or 7 days a month make no medication-overuse
  // headache (the medicine days stay in the report).
  const headacheDays = f.num("headache_days");
  const fewHeadacheDays = headacheDays !== null && headacheDays < 15 && f.get("headache_days")?.tag === undefined;
  if (overuseEstablished && !fewHeadacheDays && !overLimitBegunRecently(f, ctx.med)) add("medication_overuse", [], "routine", [ctx.med.detail]);
  return out;
}

const ORDER: Urgency[] = ["routine", "urgent", "emergency"];

// "Coming more often" said of a long-standing headache, with nothing new or changed about it, in a
// person under 50 or whose headaches began before 50, is chronification (ICHD-3 1.3 and 2.3, often with medication overuse, 8.2), which the
// patterns and the medicine count read. SNNOOP10's "progressive" is a headache getting steadily
// worse, or a new one coming more often (a child's new morning headaches, a first headache at 60).
const MORE_OFTEN = /\b(?:often|frequent\w*|regular\w*|days?|daily|week|closer|creep\w*|crept|gaps?|number|doubled|tripled|increas\w*)\b/;
const WORSE = /\b(?:worse|worsening|severe|stronger|intense|painful|progressive\w*|heavier|harder|more (?:strong|bad|pain|big|intense|severe))\b/;

// "Migraines getting worse", "still it gets worse" from someone with years of the same migraines
// who takes acute medicine over the ICHD-3 8.2 limit: the commonest reason is the overuse itself
// (ICHD-3 8.2 comment; chronic migraine 1.3), read by the medicine count, not a new secondary cause.
function chronifying(f: FactSet, age: number | null, overusing: boolean): boolean {
  const told = (f.get("progressive")?.evidence ?? "").toLowerCase();
  const moreOften = MORE_OFTEN.test(told) && !WORSE.test(told);
  const worseWithOveruse = overusing && (f.yes("long_history") || (f.num("history_months") ?? 0) >= 24);
  if (!moreOften && !worseWithOveruse) return false;
  // Weeks of headaches that come more often are not yet a disorder chronifying ("since the week before
  // Halloween ... now almost every morning"): a history known to be under 6 months is not established.
  const months = f.num("history_months");
  const established = f.yes("long_history") || (months !== null ? months >= 6 : f.yes("recurrent"));
  const onsetAge = f.num("onset_age");
  const beganBefore50 = age === null || age < 50 || (onsetAge !== null && onsetAge < 50);
  return established && beganBefore50 && !f.yes("new_headache") && !f.yes("pattern_change") && !f.yes("never_like_this");
}

/** The highest urgency among the flags and hazards (routine when there are none). */
export function urgencyOf(flags: RedFlag[], hazards: Hazard[] = []): Urgency {
  return [...flags, ...hazards].reduce<Urgency>((u, fl) => (ORDER.indexOf(fl.urgency) > ORDER.indexOf(u) ? fl.urgency : u), "routine");
}

/** Dangers that no SNNOOP10 code names (carbon monoxide; a hypertensive crisis; aura on combined contraception; status migrainosus; a medicine overdose), each with its urgency and evidence. */
export function detectHazards(ctx: Ctx): Hazard[] {
  return [carbonMonoxide(ctx.facts), hypertensiveCrisis(ctx.facts), auraOnCombinedContraception(ctx.facts, ctx.sex), statusMigrainosus(ctx.facts), medicineOverdose(ctx.facts)].filter((h): h is Hazard => h !== null);
}

/**
 * A cough, exercise or sexual headache told as the same for a year or more, not sudden and not
 * changing, is an established pattern (ICHD-3 4.1-4.3 primary cough / exercise / sexual-activity
 * headache, usually already investigated), not the new Valsalva-precipitated headache SNNOOP10
 * flags (Do et al., Neurology 2019: the flag is for a new or changed headache).
 */
function establishedExertional(f: FactSet, thunderclap: boolean): boolean {
  const months = f.num("history_months");
  const longStanding = (months !== null && months >= 12) || f.yes("long_history");
  const changing = thunderclap || f.yes("sudden_onset") || f.yes("pattern_change") || f.yes("progressive") || f.yes("never_like_this");
  // "the 5th or 6th time since last year, always after a hot day or sport": attacks after effort many
  // times over a year, nothing changing, are an established exercise-triggered headache (ICHD-3 4.2);
  // a cough headache is imaged at its first telling however old (4.1: Chiari malformation in many).
  const manyTimesSame = (f.num("lifetime_attacks") ?? 0) >= 5 && f.yes("recurrent") && !f.yes("cough_trigger");
  return longStanding && (f.yes("unchanged") || manyTimesSame) && !changing;
}

// "it is nothing like my migraines", "what is new is something else that started 5 weeks ago".
const NEW_KIND_HAD = /\bnothing like (?:my|the|her|his) (?:usual |normal |old )?(?:migraines?|headaches?|ones)\b|\bwhat(?:'s| is) new is something else\b|\b(?:have|had|get|got|getting|having)\b (?:had )?(?:quite |such )?(?:a |an )?(?:quite |totally |completely |very |really |wholly |entirely )?(?:different|new|second|other) (?:kind of |type of |sort of )?(?:head ?ache|headache|pain)\b/;
const SYMMETRIC_DISTAL = /\bboth (?:hands|feet)\b[^.]{0,20}\bboth (?:hands|feet)\b|\b(?:fingers|hands) and (?:toes|feet)\b|\b(?:toes|feet) and (?:fingers|hands)\b/;
const DAILY_TOLD = /\b(?:most days|every day|everyday|daily|all the time|constant\w*|nearly every day|almost every day)\b/;
// Headaches told only as the odd one: "had the odd headache before".
const ODD_ONES_BEFORE = /\b(?:the|an?) (?:odd|occasional|rare) (?:head ?aches?|headaches?|one)\b/;
// Headaches told as long past: "in my twenties", "used to", "years ago".
const FORMER_HEADACHES = /\b(?:in my (?:teens|twenties|thirties|20s|30s)|as a (?:kid|child|teen(?:ager)?)|used to|years ago|when i was (?:younger|a kid|a teenager))\b/;

/**
 * ICHD-3 8.2 B: regular overuse for more than 3 months. A medicine begun under 3 months ago ("since
 * 3 Oct I've been using Solpadeine Max instead", "I've only been on it since mid Sept") cannot have
 * been overused longer: true when every class over its limit began that recently (a start told
 * without its medicine's class speaks for a single class over the limit), and the classes left do
 * not reach the several-classes limit together.
 */
function overLimitBegunRecently(f: FactSet, med: MedicationScore): boolean {
  const recent = f.all.filter((x) => x.key === "med_started_months" && x.polarity === "affirmed" && x.value !== undefined && x.value < 3).map((x) => x.tag ?? "unspecified");
  if (recent.length === 0) return false;
  const counted = Object.entries(med.daysByClass).filter(([c]) => overuseLimit(c) !== null);
  const over = counted.filter(([c, d]) => d >= (overuseLimit(c) ?? Infinity)).map(([c]) => c);
  const isRecent = (c: string) => recent.includes(c) || (recent.includes("unspecified") && over.length === 1);
  if (over.length === 0 || !over.every(isRecent)) return false;
  const rest = counted.filter(([c]) => !isRecent(c)).reduce((sum, [, d]) => sum + d, 0);
  return rest < OVERUSE_SEVERAL_CLASSES_DAYS;
}

/**
 * ICHD-3 8.2 C: overuse must have lasted more than 3 months. A headache that began under 3 months
 * ago ("headaches for about five weeks, paracetamol most days") cannot have it yet; the medicine
 * days stay in the report as a warning.
 */
function tooRecentForOveruse(f: FactSet): boolean {
  const overuseMonths = f.num("med_overuse_months");
  if (overuseMonths !== null) return overuseMonths < 3;
  // Medicine taken only through a bout of weeks with nothing between (episodic cluster, ICHD-3
  // 3.1.1: remissions of 3 months or more) cannot be taken regularly for more than 3 months.
  if (f.yes("bouts") && f.yes("remission_between")) return true;
  // "started again 3 weeks ago" after a pause: the medicine days of this bout are that recent.
  const boutMonths = f.num("bout_months");
  if (boutMonths !== null && boutMonths < 3) return true;
  // Medicine taken only "since it started": as recent as the present headache's onset.
  // The present headache's age is the shortest span told of it ("Since about 3 weeks I get ...").
  // So is a new headache begun under 3 months ago ("Since 6 weeks there is new headache"), whatever was
  // taken before it or for something else (ICHD-3 8.2 A asks a headache there before the overuse, B
  // overuse for more than 3 months).
  const onsets = f.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && (x.tag === "onset" || x.source.kind === "message") && x.value !== undefined).map((x) => x.value ?? Infinity);
  // So is one "nothing like" the headaches told before it.
  if ((f.yes("med_since_onset") || f.yes("new_headache") || f.yes("never_like_this")) && onsets.length > 0 && Math.min(...onsets) < 3) return true;
  const months = f.num("history_months");
  // "sick headaches in my thirties but nothing like this and nothing for years": headaches long
  // over are no history of the present one.
  const ongoingHistory = f.yes("long_history") && !f.yes("headaches_ceased");
  if (months !== null && months < 3 && !ongoingHistory) return true;
  // "This lot started 3 weeks ago": the present bout, and the medicine days with it, are that recent.
  const bout = f.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && PRESENT_BOUT.test(normalizeText(x.evidence))).pop()?.value;
  if (bout !== undefined && bout < 3) return true;
  // "Since about mid May it's different" six weeks ago: the present frequency, and the medicine days
  // with it, are that recent, whatever the years of migraine before.
  // So too "these last 6 weeks are not like my usual ones": a span told with the change it dates.
  const changeTold = new Set(f.all.filter((x) => x.key === "pattern_change" && x.polarity === "affirmed").map((x) => x.evidence));
  // So too a span told in the message that says it is different ("This is different. Since the end of
  // January, so about 6 weeks, I've had a headache every day").
  const changeMessages = new Set(f.all.filter((x) => x.key === "pattern_change" && x.polarity === "affirmed" && x.source.kind === "message").map((x) => ("index" in x.source ? x.source.index : -1)));
  // Not when the headaches told before it were already on most days ("a headache most days for 20
  // odd years, 2 Panadol most mornings ... for about a week his head is different").
  const firstChange = Math.min(...changeMessages);
  const oftenBefore = f.all.some((x) => x.key === "headache_days" && x.polarity === "affirmed" && (x.value ?? 0) >= 10 && x.source.kind === "message" && "index" in x.source && x.source.index < firstChange);
  const inChangeMessage = (x: FactSet["all"][number]) => !oftenBefore && x.source.kind === "message" && "index" in x.source && changeMessages.has(x.source.index) && x.tag === undefined;
  // Or the new headache's own onset told beside the change ("this is not my migraine ... 5 weeks ago we
  // finished the reno and I've had a headache every single day").
  const newOnset = changeMessages.size > 0 && !oftenBefore ? f.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && x.tag === "onset" && x.source.kind === "message").map((x) => x.value ?? Infinity) : [];
  if (newOnset.length > 0 && Math.min(...newOnset) < 3) return true;
  const change = f.all.filter((x) => x.key === "history_months" && x.polarity === "affirmed" && (x.tag === "change" || (x.tag === "window" && changeTold.has(x.evidence)) || inChangeMessage(x))).pop()?.value;
  // Not when the headaches before the change were already most days for years ("headaches most days
  // for about 3 years ... the last 3 weeks its different"): the medicine days may be as old.
  const frequentBefore = f.all.some((x) => x.key === "history_months" && x.polarity === "affirmed" && (x.value ?? 0) >= 3 && DAILY_TOLD.test(normalizeText(x.evidence)));
  if (frequentBefore || (changeMessages.size > 0 && oftenBefore)) return change !== undefined && change < 3 && !frequentBefore;
  // A change told anywhere (the form's "mom's migraines have changed"), dated in the chat by the
  // weeks the daily headache has gone on ("for the last 5 weeks it's every day"); or a headache told
  // as unlike the usual ones, begun days ago ("a headache for 2 days ... this isn't like them"):
  // its medicine days are as recent.
  const dailySpan = f.yes("pattern_change") && f.all.some((x) => x.key === "history_months" && x.polarity === "affirmed" && x.source.kind === "message" && (x.value ?? 3) < 3 && DAILY_TOLD.test(normalizeText(x.evidence)));
  const unlikeUsualNew = (f.yes("never_like_this") || f.yes("pattern_change")) && onsets.length > 0 && Math.min(...onsets) < 0.5;
  return (change !== undefined && change < 3) || dailySpan || unlikeUsualNew;
}
