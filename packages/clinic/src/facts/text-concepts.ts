import type { CandidateReason, Fact, Provenance } from "../types.ts";
import type { Concept } from "./concept.ts";
import { FEATURE_CONCEPTS } from "./lexicon-features.ts";
import { HISTORY_CONCEPTS, OTHER_THING_SPAN } from "./lexicon-history.ts";
import { RED_CONCEPTS } from "./lexicon-red.ts";
import { SIGN_CONCEPTS } from "./lexicon-signs.ts";
import { daysSinceTold, earlierTimeOfLife, remotePast, remoteYear } from "./remote-past.ts";
import { cachedLiterals } from "./literal-cache.ts";
import { mayMatch } from "./literal-prefilter.ts";
import { MONTH_WORD } from "./numbers.ts";
import { readScope, sentenceBefore } from "./scope.ts";
import { type About, experiencerAt, type Gender, genderOf, lastNamedPerson, modalityAt, neverBefore, ownerNamedAfter, saidFine } from "./context.ts";

// A circumstance ("it was during sex ok.") is no body part an "ok" after it can clear.
const CIRCUMSTANCE = /^(?:during|after|while|whilst|when|whenever|in the middle of|right at|just before|every time|each time)\b/;
/** A contrast with this time after the words, denying it now: "... but not this time", "but my eyes are fine this time". */
const OTHER_TIME_AFTER = /^[^.]{0,30}\bbut\b(?:[^.]{0,50}\b(?:fine|ok|okay|normal|clear|nothing|none|no|not|never|didn'?t|haven'?t|hasn'?t|isn'?t|aren'?t|wasn'?t)\b[^.]{0,30}\bthis time\b|\s+not this time\b)/;
/** Blindness feared as what is coming ("going blind", "will lose my sight"), not sight told as lost. */
const FEARED_BLINDNESS = /\b(?:going|go|gonna go|will go|to go|i'll go) blind\b|\b(?:going to|gonna|will|i'll|might|could) lose (?:my|her|his|the) (?:sight|vision|eyesight|eye)\b/;
/** A negated ability just before a named side ("can't see out of", "cannot open", "couldn't feel anything in"). */
const BODY_PART_CANNOT = /\b(?:can'?t|cannot|could ?n'?t|unable to|not able to)\s+(?:\w+\s+){0,2}?(?:see|seeing|look|read|hear|open|close|shut|move|lift|feel|focus)\b[^.,;]{0,25}$/;
const ALL: Concept[] = [...RED_CONCEPTS, ...SIGN_CONCEPTS, ...HISTORY_CONCEPTS, ...FEATURE_CONCEPTS];
const FEATURE_KEYS = new Set(FEATURE_CONCEPTS.map((c) => c.key));
// Concepts that tell a return to normal: "fine" after one agrees with it.
const RECOVERY_KEYS = new Set(["aura_resolves"]);

// ConText time for attack features: "used to be migraines, one-sided with feeling sick, now it's a
// constant heavy head" describes a former pattern. ICHD-3 judges the current one, so a feature told
// in a clause about how it used to be, in a message that says it is different now, is history.
const FORMER_CLAUSE = /\bused to\b|\bstarted (?:off |out )?(?:as|with)\b|\bback then\b|\bto begin with\b|\bbefore (?:this|last) year\b|\bin (?:my|her|his) (?:teens|twenties|thirties|forties|[1-9]0s)\b|\bwhen (?:i|she|he) was (?:younger|a kid|a teenager|little)\b/;
const NOW_DIFFERENT = /\bnow\b|\bthese days\b|\blately\b|\bnowadays\b|\bany ?more\b|\bchanged\b|\bdifferent\b|\bthis year\b|\bnothing like (?:this|these|it|that)\b/;

/** Whether the clause holding [start, end) tells how the headaches used to be, in a message that says they are different now. */
function formerPattern(sentence: string, message: string, start: number): boolean {
  if (!FORMER_CLAUSE.test(sentence) || !NOW_DIFFERENT.test(message)) return false;
  const before = sentence.slice(0, start);
  const clauseStart = Math.max(before.lastIndexOf(". "), before.search(/\b(?:but|now|these days|whereas)\b(?!.*\b(?:but|now|these days|whereas)\b)/));
  const after = sentence.slice(start).search(/\b(?:but|now|these days|whereas)\b/);
  // "in my twenties but they were a dull both-sides thing": "but they were" goes on about the same past.
  const samePast = clauseStart > 0 && /^\W*but (?:they|it|those|these) (?:were|was|used to)\b/.test(sentence.slice(clauseStart));
  const clause = sentence.slice(samePast ? 0 : Math.max(0, clauseStart), after < 0 ? sentence.length : start + after);
  return FORMER_CLAUSE.test(clause);
}
// Each pattern with the strings any match of it must contain (literal-prefilter.ts, read through
// literal-cache.ts): it is run only on a sentence that has one of them.
const prepared = (r: RegExp) => ({ re: new RegExp(r.source, "g"), literals: cachedLiterals(r) });

/** Every pattern of the lexicons, as the reading runs them (for the literal cache). */
export const lexiconPatterns = (): RegExp[] => ALL.flatMap((concept) => [...concept.re, ...(concept.fixed ?? [])]);
const COMPILED = ALL.map((concept) => ({
  concept,
  re: concept.re.map(prepared),
  fixed: (concept.fixed ?? []).map(prepared),
}));

// "cancer runs in the family": history items of no one in particular are family history.
const FAMILY = /\bfamily history\b|\bruns in (?:the|my|our) family\b|\bin (?:the|my|our) family\b/;

const ATTACK_SYMPTOMS = new Set(["nausea", "vomiting", "photophobia", "phonophobia"]);
const NO_HEADACHE_WITH = /^[^?]{0,80}?\b(?:no|not with a|without (?:a|any)) (?:headache|head ?ache|head pain) (?:with (?:it|them|that)|at the time|then)\b/;
const AT_A_TIME = /^\s*(?:in the (?:mornings?|evenings?|night)|first thing|when i (?:wake|get up)|on waking|at night|overnight)\b/;
// Sight lost in an eye disease the person names as found and treated ("a curtain came across my right
// eye - that was a detached retina, they lasered it and it's been grand since"): the eye's own
// illness, past, not a deficit of the headache (an ophthalmic cause told by the person).
const EYE_LOSS = new Set(["vision_loss", "monocular_vision_loss"]);
const EXPLAINED_EYE = /\b(?:detached retina|retinal (?:detachment|tear|vein occlusion)|(?:retina|retinas) (?:detached|tore|was torn)|lasered|laser (?:treatment|surgery)|cataracts? (?:op|operation|surgery|done|removed)|vitreous detachment)\b[^.]{0,80}\b(?:since|fixed|sorted|fine|grand|ok|okay|better|done|treated|checked)\b/;
const DEFICITS = new Set(["weakness", "speech", "vision_loss", "monocular_vision_loss", "numbness", "diplopia", "squint", "head_tilt", "ataxia", "dysphagia", "ptosis", "anisocoria"]);
// Signs of raised pressure told of a past spell ("had IIH in 2021, whooshing in my ears and vision going grey").
const PRESSURE_SIGNS = new Set(["pulsatile_tinnitus", "visual_disturbance", "visual_obscuration", "obscurations", "papilledema"]);
// "I got diagnosed with IIH in 2022. Back then it was ... whooshing in my ears": the time the sentence before dated.
// "It was redone in 2009 when it blocked. Then I was vomiting, drowsy and seeing double, nothing like now".
const BACK_THEN = /^\W*(?:back then|at the time|in those days|at that time|before (?:the|my) (?:diagnosis|treatment|op|operation|surgery|shunt)|then (?:i|she|he|they) (?:was|were|had|got)\b(?=[^.]*\b(?:nothing like|not like|unlike|different from) (?:now|this|today|these)\b))\b/;
const PERSISTENT =
  /\b(?:hasn't|has not|haven't|won't|didn't|did not|not|never) (?:come back|gone away|gone|go away|improved|recovered|returned|got better|cleared)\b|(?<!\b(?:sit|sat|sitting|stand|standing|keep|keeping|stay|staying|lie|lying|hold|holding) )\bstill\b(?! (?:grip|hold|move|use|walk|talk|speak|read|text|type|write|work|lift|do|feel (?:my|her|his) (?:hand|arm|leg|face|fingers)|able))|\bever since\b|\bfor (?:the (?:last|past) )?(?:\d+|two|three|four|five|several|a few) hours\b|\bit's been (?:\d+|two|three|several|a few) hours\b|\bongoing\b|\bright now\b|\bat the moment\b|\bcurrently\b|\b(?:an|\d+|a few|few|two|three) (?:hours?|minutes|mins) ago\b|\bsince (?:yesterday|this morning|last night|an hour|breakfast|lunch(?:time)?|the morning)\b|\b(?:it'?s|its|it is) (?:now )?(?:covering|taking up|over) (?:about |around |nearly |almost )?(?:half|most|a third|a quarter|part)\b/;
const TRANSIENT =
  /\b(?:was|is|came|comes|it'?s|its) (?:all |completely |fully )back\b|\b(?:gone|normal|fine) (?:after|afterwards)\b|\bgo(?:es)? away\b|\bwent away\b|\b(?:always |then |it )?(?:goes|went|go) (?:completely|off|away completely)\b|\bclears? (?:completely|up|fully)\b|\bback to normal\b|\bdisappear\w*|\bresolv\w*|\bwears off\b|\bfades\b|\bpasses\b|\bfor (?:about |around |roughly |like )?(?:\d+|a few|few|ten|fifteen|twenty|thirty|half an hour|a couple of)\b[^.]{0,6}\b(?:minutes|hour)\b|\bbefore (?:the|my|a) (?:head ?ache|headache|migraine)\b|\bthen (?:a |the |my )?(?:throbbing |pounding )?(?:head ?ache|headache|migraine|pain)\b|\bauras?\b|\bthen it goes\b|\bover (?:about |around )?(?:\d+|a few|few|ten|twenty) minutes\b|\b(?:during|with|in) (?:it|them|each one|an attack|the attacks?|each attack|every attack|the pain|a bout)\b/;

// A deficit that has always been there (cerebral palsy, weakness from birth, an old stroke's
// weak arm): the person's baseline, read as history (`past_<key>`), not a new deficit.
const SAME_AS_ALWAYS = /^\s*(?:is |are |was |has been |have been )?(?:always|still) (?:the same|like that|been there)\b|^\s*(?:is |are )?(?:the )?same as (?:always|ever)\b/;
// Acute signs told of an episode at an earlier time of life ("when my shunt blocked at 11 ...
// couldnt stay awake, worse lying down") are that episode's (remote-past.ts earlierTimeOfLife); so
// are those dated months back ("when i did kilimanjaro in july i got so out of it near the top").
const EPISODE_SIGNS = new Set(["confusion", "neck_stiffness", "fever", "worse_lying", "worse_upright"]);
// So are those of a low sugar told with its reading or its treatment ("dropped to 2.6 at 4am ... honestly
// muddled ... my colleague made me have lucozade").
const KNOWN_EPISODES = /\b(?:is|are|was|were|that'?s|thats|means?|is just|are just) (?:just |only )?(?:my|her|his) (?:hypos?|low sugars?|low blood sugars?|panic attacks?|panic)\b|\bwhen (?:i|she|he) (?:go|goes|went|am|is|was|get|gets|got) (?:hypo|low)\b|\b(?:sugars?|glucose|bms?|bgl|dropped|dipped|fell|crashed|plummeted)\b[^.]{0,12}\b(?:to |at |of |was )?[1-3][.,]\d\b(?=[^.]*\b(?:lucozade|glucose (?:tabs|tablets|gel)|jelly babies|dextro\w*|sweets|juice|sugar|hypo\w*)\b)/;
// "it left me a wee bit wobbly walking" (of a stroke in 2023): what an old event left behind.
// "Since I was a teenager, when I'm really tired ... I see double for a few seconds": a life-long quirk.
// "had a stroke in spring 2025, left me with a right leg that drags"; "clumsy with buttons, no change since the rehab".
const BASELINE =
  /\b(?:it|that|which|the stroke|my stroke|the bleed|the op|the operation|the accident|the injury|the relapse) (?:has )?left (?:me|her|him|them)\b|(?:^|[,;]\s*|\band\s+)(?:has |have )?left (?:me|her|him|them) with\b|\b(?:no change|not changed|unchanged|(?:the )?same|no different|no worse)\s+since (?:the |my |her |his )?(?:rehab\w*|physio\w*|stroke|op|operation|surgery|accident|injury|relapse|bleed)\b|\b(?:has|have|got|with|diagnosed with|'s got)\s+(?:had\s+)?(?:parkinson'?s|parkinsons|multiple sclerosis|essential tremor|motor neurone disease|peripheral neuropathy)\b|\b(?:always (?:been|had|has|have|was|were)|a history of|from birth(?! control)|since birth|born with|since (?:i was|she was|he was|they were) (?:born|a baby|a child|little|small|tiny|a (?:kid|teenager|teen))|since (?:my|her|his) (?:teens|childhood|school days)|all (?:my|her|his|their) life|lifelong|life-long|cerebral palsy|since (?:my|her|his|their) (?:first )?(?:stroke|accident|injury|operation|surgery|brain injury|relapse|diagnosis)\b[^.]{0,20}\b(?:in (?:19|20)\d\d|years? ago))\b|\b(?:from|since|after) (?:my|her|his|their|the|an?|that) (?:(?:19|20)\d\d |old |last |previous |first )?(?:ms |multiple sclerosis )?(?:relapse|stroke|accident|injury|operation|surgery|brain injury|flare|optic neuritis|shingles|bell'?s palsy)\b(?=[^.]{0,80}\b(?:same|never (?:fully )?(?:came|come|went|gone) back|for years|ever since|since then|no different|not changed|unchanged|nothing new|not new)\b)|\b(?:been \w+ for |had (?:it |that |this |them )?(?:for )?)(?:years|ages|donkey'?s years|a long time|decades)\b|\b(?:is|that'?s|it'?s|its|from|because of|cos of|due to) (?:the |my |her |his )?(?:diabetes|diabetic (?:nerves?|neuropathy|feet)|neuropathy|sugar|b12|carpal tunnel|sciatica|slipped disc|trapped nerve)\b/;
// A long-term condition's own symptoms, told as such: "my hands tingle but thats the fibro, same as
// ever", "the numbness and my blurry left eye are all my usual MS, nothing new there"; a deficit
// dated from years back ("right leg weak and stiff since 2012"), or sight that blurs only in a hot
// bath (Uhthoff's phenomenon of demyelination).
const CONDITION = String.raw`fibro|fibromyalgia|ms|multiple sclerosis|myasthenia(?: gravis)?|mg|parkinson'?s|parkinsons|lupus|long covid|neuropathy|old stroke|cerebral palsy|arthritis|sciatica|diabetes`;
const CONDITION_BASELINE = new RegExp(
  String.raw`\b(?:with|from|that'?s|thats|it'?s|its|is|are|because of|cos of|due to|part of|all) (?:just |all |only )?(?:the |my |her |his |their )?(?:usual |normal |old )?(?:${CONDITION})\b|\b(?:my|her|his|their) (?:usual|normal|baseline) (?:${CONDITION})\b|\b(?:${CONDITION})\b(?=[^.]*\b(?:same as (?:ever|always|usual)|nothing new|as usual|(?:always|usual|normal) for (?:me|her|him)|for years)\b)|\bsince (?:19|20)\d\d\b|\b(?:in|after) (?:a |the )?(?:hot bath|hot shower|sauna)\b`,
);
// "2015 was totally different, i was throwing up every morning, couldnt stay awake": a year told of.
const BLEEDING_SIGNS = new Set(["systemic", "rash", "bleeding_signs"]);
const BLEEDING_DISORDER = /\b(?:itp|immune thrombocytopenia|thrombocytopenia|low platelets|platelets (?:are |usually |always )?(?:low|around|about|sit)|ha?emophilia|von willebrand)\b/;
const HABITUAL = /\b(?:sometimes|usually|always|often|every so often|now and then|from time to time|easily|like a peach)\b/;
// So is "when my shunt blocked in 2012 it was totally different, I was vomiting nonstop and so drowsy".
const YEAR_TOLD_OF = /^(?:in )?(?:19|20)\d\d (?:was|were)\b|^\W*(?:but |and |so )?(?:when|back when|the (?:last )?time)\b[^.,;]{0,50}\bin (?:19|20)\d\d\b/;
// A named condition's old episode, described to set it apart: "The IIH headache was different: every day,
// worse lying down ... vision blacking out", "my epilepsy aura before was different: ... then I would
// blank out". Its signs are that episode's, not this headache's.
const OLD_EPISODE_SIGNS = new Set([...DEFICITS, ...PRESSURE_SIGNS, ...EPISODE_SIGNS, "seizure", "loss_of_consciousness", "progressive", "aura"]);
const OLD_EPISODE_DESCRIBED = /^\W*(?:but |and |so )?(?:the|my|her|his) (?:old |original |previous |first )?(?:iih|intracranial hypertension|pseudotumou?r|epilepsy|epileptic|seizure|shunt|ms|stroke|bleed|brain bleed|h?a?emorrhage|sah|aneurysm|meningitis|tumou?r|chiari|glaucoma|covid|concussion) (?:headaches?|auras?|attacks?|symptoms|seizures?|episodes?|fits?|pain|days)(?: (?:before|back then|then|last time|at the time))? (?:was|were) (?:totally |completely |very |quite |really |so )?(?:different|nothing like (?:this|these|now)|not like (?:this|these|now))\b/;
const OLD_EVENT_NAMED_AS = /\b(?:the|my|his|her|that) (?:stroke|mini[- ]stroke|tia|bleed)\b (?:was|were) (?:nothing like|not like|different|totally different|completely different|like)\b/;
const OLD_EVENT = /\b(?:stroke|accident|injury|operation|surgery|bell'?s palsy|relapse|bleed|crash|shingles)\b[^.]{0,60}\b(?:(?:19|20)\d\d|years? ago|(?:last|that) year)\b|\b(?:(?:19|20)\d\d|years? ago)\b[^.]{0,40}\b(?:stroke|accident|injury|operation|surgery|bell'?s palsy|relapse|bleed|crash|shingles)\b/;
// What would make it a new deficit: worse or different now, said in the same sentence.
// "my legs were tingly in october (thats settled now)": an earlier spell, over.
const RESOLVED_EARLIER = new RegExp(String.raw`\b(?:in ${MONTH_WORD}|last (?:month|year|summer|winter|spring|autumn)|(?:weeks|months|a month|a year) ago)\b[^.]{0,40}\b(?:(?:that'?s|thats|it'?s|its|which is|all) (?:settled|gone|resolved|cleared|better|fine|normal)(?: now)?|(?:settled|gone|resolved|cleared) now|went away)\b`);
// "left arm is weaker" after an old stroke is the deficit itself; "getting weaker", "weaker than before" is a change.
const BASELINE_CHANGE = /\b(?:newly|(?:getting|got|gone|grown|become|becoming|even|much|lot|bit) weaker|weaker (?:than (?:before|usual|normal|it was|last)|now|today|again|lately|recently|this week)|(?<!\b(?:no|not|never|nothing|isn't|hasn't|wasn't|left|right) |^(?:19|20)\d\d (?:was|were) (?:\w+ )?)(?:worse|changed|different)|more than usual|suddenly|today(?!,? (?:it'?s |its |it is |she'?s |he'?s |she is |he is )?(?:the same|no different|no worse|like (?:always|every day)|as usual))|this morning|tonight|last night|since yesterday|an? (?:hour|few hours) ago|this week|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week|a few days|\d+ days))\b/;

// An elliptical denial after a worry: "..., I don't have one", "which I haven't got", "i dont have any of it".
const EITHER_DENIED = /^\s*(?:but )?(?:i|she|he|they|we) (?:don't|do not|doesn't|does not|haven't|hasn't|never) (?:get|have|had|got) (?:either|any|both|none|one) of (?:those|them|these|that|it|this)\b|^\s*["'’”]?\s*(?:no|nope|nah|none)[,.!]*\s+(?:never |not |none of |not one of )?(?:any|none|neither|nothing|one)? ?(?:of )?(?:those|them|these|that)\b/;
// "had a heart attack in august. chest pain + my left arm went numb, they put a stent in": the care
// given then marks the sentence as the story of the dated event before it.
const SIDE_EFFECT_TOLD = /\b(?:tingl\w*|pins and needles|numb\w*)\b[^.]{0,90}\b(?:normal|common|usual|expected|a (?:known )?side[- ]effect|side[- ]effects?)\b[^.]{0,25}\b(?:with|of|from|on) (?:the |my |this )?(?:topiramate|topamax|acetazolamide|diamox|zonisamide|medicine|medication|tablets?|pills?)\b|\b(?:topiramate|topamax|acetazolamide|diamox|zonisamide)\b[^.]{0,40}\b(?:makes?|gives?|causes?|made|gave)\b[^.]{0,20}\b(?:tingl\w*|pins and needles|numb\w*)\b/;
const OLD_EVENT_CARE = /\bthey (?:put|gave|did|found|kept|sent|fitted|operated|stented|rushed|took)\b/;
const MEDICAL_EVENT = /\b(?:heart attack|cardiac arrest|stroke|mini[- ]?stroke|tia|seizure|fit|accident|crash|operation|surgery|bleed|concussion|collapse)\b/;
const EVENT_WAS = /\b(?:the|my|that|her|his) (?:mini[- ]?strokes?|tias?|strokes?|bell'?s palsy|funny turn|episode back then)(?: in (?:19|20)\d\d)? (?:was|were|(?:was|is) when)\b[^.]{0,80}\b(?:all came back|came back fully|fully recovered|back to normal|scans? (?:were |was )?(?:fine|normal|clear)|nothing (?:like (?:that|it) )?since)\b/;

/** True when the sentence after `sentence` dates it to an earlier time of life ("that was when i was 11"). */
function datedNext(message: string, sentence: string): boolean {
  const at = message.indexOf(sentence);
  if (at < 0) return false;
  const next = /^[\s.!?\u2026]*([^.!?]*)/.exec(message.slice(at + sentence.length))?.[1] ?? "";
  return /^(?:that|this|it) (?:was|were|happened)\b/.test(next) && earlierTimeOfLife(next);
}

// "after its over the eye is normal": the body part between attacks, which says nothing of where the attacks are.
const BETWEEN_ATTACKS = /\b(?:after (?:it'?s|its|it is|the attacks?|they'?re|that'?s|each one'?s?|it has|it'?s been) (?:over|gone|finished|done|passed|ended)|between (?:attacks|them|bouts|episodes|the attacks)|in between|afterwards|after (?:an|each|the) (?:attack|episode|one))\b/;

// "Confused means his brain is foggy", "by weak he means wiped out": a word (often the form's) that
// the sentence goes on to define; what it means is read, not the word.
// Not "Hair transplant I mean": a word corrected to, which is meant.
const DEFINED_TERM = /^\W*(?:(?:by|when (?:i|he|she|they) (?:said|say|says|ticked|put)) ["']?[a-z'-]+(?: [a-z'-]+)?["']?,? (?:i|he|she|they) (?:mean|means|meant)|["']?[a-z'-]+(?: [a-z'-]+)?["']?,? (?:means|meant|=|is (?:more )?like|as in))\b/;
const definedTermEnd = (sentence: string): number => {
  const m = DEFINED_TERM.exec(sentence);
  return m === null ? -1 : m[0].search(/\b(?:means|meant|mean|=|is (?:more )?like|as in)\b/) + (m.index ?? 0);
};

// "my dad died of a glee oh blast oma in june. glioblastoma. brain cancer.": a few words with no
// verb and no person carry on the sentence before, and share its subject.
const FRAGMENT = /^\W*(?:[a-z'-]+\W*){1,3}$/;
const isFragment = (s: string) => FRAGMENT.test(s) && !PERSON_WORD.test(s);

/** Whom a bare fragment at `offset` of `message` is about: the subject of the first full sentence before it, when that is someone else. */
function fragmentOwner(message: string, offset: number, sentence: string): About | null {
  if (!isFragment(sentence)) return null;
  let at = offset;
  for (let i = 0; i < 3; i++) {
    const before = sentenceBefore(message, at);
    if (before === "") return null;
    at = message.lastIndexOf(before, at - 1);
    if (isFragment(before)) continue;
    const who = experiencerAt(before, before.length, (gender) => lastNamedPerson(message, at + before.length, gender));
    return who === "self" || who === "me" ? null : who;
  }
  return null;
}

/** The first `n` characters of `message` after `sentence` (empty when the sentence is not found). */
function wordsAfter(message: string, sentence: string, n: number): string {
  const at = message.indexOf(sentence);
  return at < 0 ? "" : message.slice(at + sentence.length, at + sentence.length + n);
}
const DENIED_AFTER =
  /^\s*[-,:]?\s*(?:no|nope|nah|not at all|definitely not|certainly not)\b|\b(?:i|she|he|they|we) (?:don't|do not|doesn't|does not|haven't|hasn't|have not|has not|didn't|did not) (?:have|got|get|had) (?:one|it|that|them|any|those|this)\b|\b(?:i|she|he)(?: have|'ve|'s| has)n't got (?:one|it|that|any)\b|\bwhich (?:i|she|he) (?:don't|doesn't|haven't|hasn't)\b|\bnot that (?:i|she|he) (?:have|has|had|'ve)(?: had| got| ever had)? (?:one|it|that|any)\b/;

// "she cannot hold her phone good": after an inability, "good" or "fine" says how it is done, not that all is well.
const INABILITY = /\b(?:can't|cannot|can not|couldn't|could not|unable to|not able to)\b/;
// Only a negated noun names examples ("nothing new like ...", "no change such as ..."); after a
// negated verb, "like" is a simile ("couldn't read with my right eye, like a grey shade ...").
const NEGATIVE_WORD = /\b(?:nothing|no|none)\b/;
// "nothing new like numbness", "Nothing new numb, no eye trouble": the thing denied named after the idiom.
const EXAMPLES_NEXT = /^\s*,?\s*(?:(?:like(?! (?:i|i'm|it|it's|she|he|they|we|you|the \w+ (?:is|was|are|were))\b)|such as|e\.?g\.?|for example|for instance|as in)\s|(?:numb\w*|weak\w*|tingl\w*|pins and needles|double|blurr\w*|dizz\w*|slurr\w*)\b)/;

const BODY_PART = String.raw`(?:eyes?|vision|sight|eyesight|head|neck|face|arms?|legs?|hands?|fingers?|feet|foot|ears?|mouth|lips?|tongue|jaw|temples?|forehead|skull|scalp|chest|back|tummy|stomach|belly|skin|body)`;
/** A body part named as someone's ("my", or "his|her" captured) before any of `stops`. */
const bodyOf = (owner: string, stops: string) => new RegExp(String.raw`^[^${stops}]*?\b${owner} (?:own )?(?:left |right )?${BODY_PART}\b`);
const FIRST_PERSON_OPENS = /^(?:i'm|im|i am|i've|ive|i have|i had)\b/;
const OWN_BODY = new RegExp(String.raw`^[^,;]*?\bmy (?:own )?${BODY_PART}\b`);
// Words reported from someone else: "she started crying, said the back of my neck hurts": the "my" is the speaker's.
const REPORTED_SPEECH = /\b(?:(she|he|they|i|we)\s+(?:\w+\s+){0,2})?(?:said|says|saying|told me|tells me|keeps? saying|kept saying|screams?|screamed|complains?|complained|moans?|moaned|cries|cried)(?: that)?\b[^.]{0,30}$/;

/** True when the words at `at` are another person's, reported in their own first person. */
function reportedSpeech(sentence: string, at: number): boolean {
  const m = REPORTED_SPEECH.exec(sentence.slice(Math.max(0, at - 60), at));
  return m !== null && m[1] !== "i" && m[1] !== "we" && /\b(?:she|he|they)\b/.test(sentence.slice(0, at));
}
// "my mother noticed the cup fall from his left hand": the body is his, whoever noticed it.
const THIRD_BODY = bodyOf("(his|her)", ",;");
const LISTED_THIRD_BODY = bodyOf("(his|her)", ";");
const PERSON_WORD = /\b(?:i|i'm|i've|me|my|we|us|our|he|she|his|her|him|they|them|their)\b/;

const FORM_TICKED = /\b(?:i|we|she|he) (?:ticked|checked|marked|selected|clicked|chose|put|wrote)\b(?=[^.]{0,40}\b(?:form|questionnaire|box)\b)|\b(?:form|questionnaire)\b[^.]{0,20}\b(?:i|we|she|he) (?:ticked|checked|marked|selected|clicked|chose)\b/;
// "which is why I ticked both sides on the form": what the form's box says, said back (the intake
// holds it); the words ticked are no new account, and what follows often corrects them.
// So is "the form made me tick 'recently given birth' to get past the baby question".
const FORM_TICK_CLAUSE = /\b(?:i|we|she|he) (?:ticked|checked|marked|selected|clicked|chose|picked|put)\b[^.,;]{1,40}?\b(?:on|in) (?:the|your|this|my|her|his) (?:form|questionnaire)\b|\b(?:form|questionnaire) (?:made|makes|asked|asks|wanted|forced) (?:me|us|her|him) (?:to )?(?:tick|choose|pick|select|put)\b[^.,;]{1,40}?(?=\s(?:to|because|cos|as|so|but)\b|[.,;]|$)/g;
// A time word that places a "never ... before" event in this episode: the first one, now.
const NOW_WORDS = /\b(?:now|this time|this one|just|today|tonight|this (?:morning|afternoon|evening|week)|yesterday|last night|earlier|an? (?:hour|minute)s? ago|\d+ (?:hours?|minutes?|mins?) ago|at the moment)\b/;

// A history item said to be someone else's in words that set it against the form or the typist.
const FORM_ITEM_DISOWNED = /\b(?:form|ticked|checked|box|put (?:down|that|it)|wrote|not me|not mine|not myself|never had (?:it|that|one) myself)\b/;
const HISTORY_ITEM = (c: Concept) => c.lifelong === true || c.personal === true || c.key === "immunosuppressed";
// "during the chemo", "through the chemotherapy for my lymphoma".
const TIME_ANCHOR = /\b(?:during|throughout|through|since|after|before|while (?:on|having|doing|getting))\s+(?:the |my |her |his |their |all (?:the |my )?|that )?(?:[a-z]+ (?:for|of|with) (?:the |my |her |his |their )?)?$/;

const CONFUSION_BASELINE = /\b(?:memory|mind|confusion|dementia|alzheimer'?s)\b[^.]{0,25}\b(?:same as (?:always|ever|usual)|no (?:worse|different)|as usual)\b|\b(?:been|was) (?:like (?:that|this)|that way) (?:for )?(?:\d+|two|three|four|five|several|many|a few|a couple of) (?:years?|months?)\b|\b(?:for|since) (?:\d+|two|three|four|five|several|many) years\b[^.]{0,20}\b(?:same|always)\b/;
const MEDICINE_STOPPED_VERB = String.raw`\b(?:stopped|stop|came off|come off|taken off|discontinued|quit|switched|changed|dropped|couldn'?t (?:tolerate|take)|could not (?:tolerate|take)|didn'?t (?:tolerate|agree)|did not (?:tolerate|agree))\b[^.;]{0,30}`;
const STOPPED_ADJECTIVE = String.raw`\s*(?:the |bad |awful |terrible |constant |horrible )?$`;
// "stopped after 3 months because of tingling fingers and I could not find words": a reason's list
// goes on after "and"; only a reason word ("because of", "it gave me") carries it.
const MEDICINE_STOPPED_FOR = new RegExp(
  String.raw`${MEDICINE_STOPPED_VERB}\b(?:due to|because of|cos of|cause of|for|from|with|after|owing to|as it gave (?:me |her |him )?|because it gave (?:me |her |him )?|it gave (?:me |her |him )?)${STOPPED_ADJECTIVE}|` +
    String.raw`${MEDICINE_STOPPED_VERB}\b(?:due to|because of|cos of|cause of|owing to|as it gave (?:me |her |him )?|because it gave (?:me |her |him )?|it gave (?:me |her |him )?)\s*(?:(?!\b(?:now|today|tonight|yesterday|but|then|since|this|these|after that|went|go)\b)[^.;]){1,40}?(?:,|\band\b|\bor\b)\s*(?:(?:i|she|he) (?:also )?|(?:my|her|his) |some |also )?${STOPPED_ADJECTIVE}`,
);
const COURSE_KEYS = new Set(["recurrent", "unchanged", "long_history"]);
const OTHER_CONDITION_TOLD = new RegExp(String.raw`\b(?:my|her|his|their|the) (?:${CONDITION}|epilepsy|stroke|asthma|copd) (?:stuff|symptoms?|things?|signs?|side)\b`);
const HEADACHE_NAMED = /\b(?:head|heads|headaches?|head ?aches?|migraines?|pains?|attacks?)\b/;

// A bare question tells nothing: a short yes/no question about the headaches, as the assistant
// asks them ("are they getting worse?"), or a short question naming symptoms with no auxiliary or
// question word before it ("Fever?", "Worse lying down?"). Not "I'm on Microgynon, is that ok?":
// a telling with a question after it.
const BARE_QUESTION =
  /^(?:are|is|do|does|did|have|has|were|was)\s+(?:they|it|these|the (?:headaches?|head ?aches?|pains?|attacks?|migraines?))(?:\s+[a-z']+){1,4}\s*\?$|^(?!.*\b(?:i'm|im|i am|i've|ive|i have|i take|i get|is|are|was|were|do|does|did|can|could|should|would|will|might|may|what|why|how|when|where|who|which|have|has)\b)(?:[a-z']+[ ,/]*){1,6}\?$/;
// A statement turned into a question at its end: "its not a fit is it", "that's not normal, right?".
const TAG_QUESTION = /^[^.!]{0,25}?,?\s*(?:is it|was it|are they|were they|does it|did it|is that|was that|right|surely|isn'?t it|wasn'?t it)\s*\?*\s*$/;
// A yes/no question about a person ("did he bang his head?", "has she been sick?").
const QUOTED_QUESTION = /^(?:did|has|have|had|was|were|is|does|do) (?:he|she|they|i|you|we|my \w+|her|his)\b[^?]{0,80}\?$/;
// Not "aura every time? no": the no answers how often, not whether.
const ANSWERED_NO = /^(?![^?]*\b(?:every|each|always|all the time|both)\b)[^?]{1,80}\?\s*(?:no|nope|nah|none|never|not really|negative)\b/;

// "...and hit my head hard on the edge of the door. It hurt instantly, like 10/10 for a minute, I saw
// stars": the blow's own pain and stars, told in the sentence after it, not a thunderclap or a visual aura.
const BLOW_TOLD = /\b(?:hit|banged|bumped|smacked|whacked|cracked|knocked|clonked|bashed|clipped|thumped)\b[^.]{0,20}\b(?:my|his|her|their|the) (?:head|forehead|skull|temple)\b/;
const AFTER_BLOW = /^(?:and |but |ouch,? )?(?:it|that|which|this|the (?:pain|bang|knock|blow|hit))\b/;
const BLOW_EFFECTS = new Set(["sudden_onset", "thunderclap", "visual_disturbance"]);

/** Concept facts (symptoms, history items) read from one normalised sentence; `quote` is the sentence as typed. */
export function conceptFacts(sentence: string, message: string, source: Provenance, now: Date | null = null, quote: string = sentence): Fact[] {
  // "are they getting worse? hard to say, maybe about the same": the question said back before the
  // answer, which tells nothing by itself.
  // "Fever?", "Hit my head?" as a line with no answer after it: a label, not a telling.
  if (BARE_QUESTION.test(sentence.trim())) return [];
  // "did he bang his head? not that i know of": a question said back (a doctor's, a relative's),
  // told by the answer that follows it; with none, it tells nothing.
  const answer = QUOTED_QUESTION.test(sentence.trim()) ? answerAfter(message, sentence) : null;
  if (answer === "none") return [];
  // "Clumsy, walking strange, seeing double? No": the answer denies everything the question named.
  const deniedUpTo = ANSWERED_NO.test(sentence) ? sentence.indexOf("?") : -1;
  // The sentence before, and the form-tick clauses of this one: read once, asked of every concept.
  const previous = sentenceBefore(message, message.indexOf(sentence));
  const formTicks = [...sentence.matchAll(FORM_TICK_CLAUSE)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  let remote: boolean | null = null;
  let offset: number | null = null;
  let family: boolean | null = null;
  const out: Array<Fact & { at: number }> = [];
  // Idioms such as "can't stand light" or "not making sense" carry their own negative word;
  // it must not deny what follows ("not making sense and is very sleepy").
  // Each concept's idiom hits are found once here and reused below: the lexicon runs a thousand
  // patterns over every sentence, and this loop is most of the engine's time on new text.
  const idioms: Array<{ start: number; end: number; key: string }> = [];
  const fixedHits = COMPILED.map(({ concept, fixed }) => {
    const found: Array<{ start: number; end: number; inside: boolean }> = [];
    for (const { re: r, literals } of fixed) if (mayMatch(literals, sentence)) for (const m of sentence.matchAll(r)) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, inside: false });
    for (const h of found) idioms.push({ start: h.start, end: h.end, key: concept.key });
    return found;
  });
  let masked = sentence;
  for (const i of idioms) {
    // "nothing new like numbness or problems seeing": a denial that goes on to name its examples
    // denies them too, so the idiom's negative is kept for what follows.
    const namesExamples = NEGATIVE_WORD.test(sentence.slice(i.start, i.end)) && EXAMPLES_NEXT.test(sentence.slice(i.end));
    const mask = namesExamples && i.end - i.start > 3 ? "x".repeat(i.end - i.start - 3) + " no" : "x".repeat(i.end - i.start);
    masked = masked.slice(0, i.start) + mask + masked.slice(i.end);
  }
  for (const [index, { concept, re }] of COMPILED.entries()) {
    const hits: Array<{ start: number; end: number; inside: boolean }> = [];
    for (const { re: r, literals } of re) if (mayMatch(literals, sentence)) for (const m of sentence.matchAll(r)) hits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, inside: true });
    hits.push(...(fixedHits[index] ?? []));
    if (hits.length === 0) continue;
    // The exclusions are asked only of a concept the sentence names (most name none).
    if (concept.unless !== undefined && concept.unless.test(sentence)) continue;
    if (concept.within !== undefined && !concept.within.test(message)) continue;
    if (concept.notWithin !== undefined && concept.notWithin.test(message)) continue;
    // "his left hand and leg are weak since the stroke. that is old, it is same as always": the course
    // of the thing the sentence before told, not of the headaches.
    if (COURSE_KEYS.has(concept.key) && !HEADACHE_NAMED.test(sentence) && OTHER_THING_SPAN.test(previous)) continue;
    // "my MG stuff is the same as always": another condition's course, not the headaches'.
    if (COURSE_KEYS.has(concept.key) && !HEADACHE_NAMED.test(sentence) && OTHER_CONDITION_TOLD.test(sentence)) continue;
    hits.sort((a, b) => a.start - b.start);
    const past = concept.pastWhen?.test(sentence) === true;
    const defined = definedTermEnd(sentence);
    for (const hit of hits) {
      // "Confused means his brain is foggy": the form's word, defined by what follows it.
      if (hit.end <= defined) continue;
      if (hit.inside && concept.negative !== true && formTicks.some(([from, to]) => from < hit.start && hit.start < to)) continue;
      // A word inside an idiom is read with the idiom's own negative ("it never goes away" does
      // not say an aura resolves); the mask only shields what follows the idiom.
      // So does a list that goes on from it: "it hasn't changed or got worse".
      const insideIdiom = hit.inside && idioms.some((i) => i.key !== concept.key && ((i.start < hit.end && hit.start < i.end) || (i.end <= hit.start && /^\s*,?\s*(?:or|nor)\s+$/.test(sentence.slice(i.end, hit.start)))));
      const scope = readScope(insideIdiom ? sentence : masked, hit.start, hit.end, hit.inside);
      if (concept.noSimile === true && scope.simile) continue;
      if (BLOW_EFFECTS.has(concept.key) && AFTER_BLOW.test(sentence) && BLOW_TOLD.test(previous)) continue;
      // A concept that states an absence ("my neck is totally fine") stays an absence: a cue of an
      // earlier unpunctuated clause ("no fever no rash my neck is fine") must not flip it.
      // An idiom that is itself a denial ("nothing new", "hasn't changed") is not undone by a list of
      // denials before it ("No fever, nothing new, same headaches as always").
      // "that ain't nothing new" keeps its own double negative.
      // So is one that starts with "never" ("isnt like him at all, never had headaches").
      // A "never" after a negative is the dialect's double negative, still never ("he wasnt never a headache man").
      const selfDenying = !hit.inside && ((NEGATIVE_WORD.test(sentence.slice(hit.start, hit.end)) && !/\b(?:ain't|aint|isn't|is not|not|wasn't|weren't|aren't)\s+$/.test(sentence.slice(Math.max(0, hit.start - 12), hit.start))) || /^never\b/.test(sentence.slice(hit.start, hit.end)));
      // "never any weakness or numbness, aura always the same": a thing said to be as always is had, whatever denial came before it.
      const asAlways = (SAME_AS_ALWAYS.test(sentence.slice(hit.end, hit.end + 30)) || /\b(?:always|still) the same\b|\bsame as (?:always|ever|usual)\b/.test(sentence.slice(hit.start, hit.end))) && !/\b(?:not|isn't|is not|aren't|never|wasn't)\s+$/.test(sentence.slice(Math.max(0, hit.start - 12), hit.start));
      // "never been a headache person, not even during the chemo": a history item named as a time
      // is not what the sentence denies. A lifelong one (cancer) is had; another (a pregnancy, a
      // treatment) is told neither way.
      const timeAnchor = scope.negated && HISTORY_ITEM(concept) && TIME_ANCHOR.test(sentence.slice(Math.max(0, hit.start - 50), hit.start));
      if (timeAnchor && concept.lifelong !== true) continue;
      let negated = concept.negative === true ? true : (scope.negated && !selfDenying && !asAlways && !timeAnchor) || hit.end <= deniedUpTo;
      let candidate: CandidateReason | undefined;
      // "I've never had a seizure before": the first one, not a denial (CLINICAL.md).
      // A lifelong condition ("never had cancer before") is denied as any history is.
      const never = scope.negated && concept.negative !== true && concept.lifelong !== true && hit.inside ? neverBefore(sentence, hit.start, hit.end) : null;
      if (never !== null) {
        // "never fainted in my life" is undone only by its own sentence ("... but today I did"); a
        // "now" elsewhere in the message ("but now I am the one with headaches") is of something else.
        const toldNow = NOW_WORDS.test(never === "lifetime" ? sentence : message);
        if (never === "before" || toldNow) {
          negated = false;
          if (!toldNow) candidate = "first_ever";
        }
      }
      // "my neck is fine", "vision normal": a pseudo-negation after the concept; not a diagnosis's
      // name ("said it's migraine with aura, all normal": the tests were normal).
      // An event is not undone by "fine" after it ("smacked the top of my head pretty good", "fainted, fine now").
      // Nor is a history item ("tacrolimus level ok", "the transplant is doing fine"): it is still had.
      // Nor a recovery, which "fine" only confirms ("all completely back to normal, talking fine the whole time").
      if (!negated && concept.negative !== true && concept.anyone !== true && !HISTORY_ITEM(concept) && concept.event !== true && !RECOVERY_KEYS.has(concept.key) && !INABILITY.test(sentence.slice(hit.start, hit.end)) && !(FEATURE_KEYS.has(concept.key) && BETWEEN_ATTACKS.test(sentence)) && !/\bmigraines? with $/.test(sentence.slice(Math.max(0, hit.start - 14), hit.start)) && !CIRCUMSTANCE.test(sentence.slice(hit.start, hit.end)) && saidFine(sentence, hit.end)) negated = true;
      let polarity: Fact["polarity"] = scope.uncertain && !scope.negated ? "unknown" : negated ? "denied" : "affirmed";
      if (polarity !== "denied" && candidate === undefined) {
        const modality = modalityAt(sentence, hit.start);
        // What a page says of headaches in general tells nothing of this person's.
        if (modality === "general") continue;
        if (modality !== "actual") candidate = modality;
      }
      // "so its not a fit is it": a denial put as a question, asking to be told; it settles nothing.
      if (polarity === "denied" && candidate === undefined && TAG_QUESTION.test(sentence.slice(hit.end))) candidate = "worry";
      if (candidate !== undefined) polarity = "unknown";
      // "with Maisie I had the flashing lights but my eyes are fine this time": another time, set
      // against this one.
      if (polarity === "affirmed" && OTHER_TIME_AFTER.test(sentence.slice(hit.end)) && !/\bthis time\b/.test(sentence.slice(0, hit.start))) continue;
      // "scared I'm going blind in my left eye": a feared outcome, which names no sight lost.
      if (candidate === "worry" && FEARED_BLINDNESS.test(sentence.slice(Math.max(0, hit.start - 25), hit.end + 5))) continue;
      // "I read a stiff neck is a sign of meningitis, I don't have one": the worry, then denied.
      // "... you hear whooshing in your ears. i dont get either of those": denied in the next sentence too.
      if ((candidate === "worry" || candidate === "hypothetical") && (DENIED_AFTER.test(sentence.slice(hit.end, hit.end + 90)) || EITHER_DENIED.test(wordsAfter(message, sentence, 60)))) {
        candidate = undefined;
        polarity = "denied";
      }
      // "no getting sick in the mornings": denied at one time of day (a screening answer on morning
      // vomiting), which says nothing of the sickness with the attacks.
      if (polarity === "denied" && ATTACK_SYMPTOMS.has(concept.key) && AT_A_TIME.test(sentence.slice(hit.end, hit.end + 30))) continue;
      // "monday mornings i feel queasy and ive been sick ... no headache with it, its just the jab": a
      // sickness of its own, told apart from the headaches, is no attack symptom.
      if (polarity === "affirmed" && ATTACK_SYMPTOMS.has(concept.key) && NO_HEADACHE_WITH.test(sentence.slice(hit.end) + " " + wordsAfter(message, sentence, 40))) continue;
      // "can't see properly out of my left eye", "can't open my right eye": what the body part cannot
      // do, which says nothing of where the headache is.
      if ((concept.key === "unilateral" || concept.key === "aura_unilateral") && polarity === "denied" && BODY_PART_CANNOT.test(sentence.slice(Math.max(0, hit.start - 40), hit.start))) continue;
      // "It has never once been on my right": side-locked to the other side, not "not one-sided".
      const lockedSide = concept.key === "unilateral" && polarity === "denied" ? /\b(left|right)\b/.exec(sentence.slice(hit.start, hit.end))?.[1] : undefined;
      // "about the form, I ticked seizures", "I checked head injury on the form": the form's box said
      // back, not an event told; what follows says when it was.
      if (concept.event === true && FORM_TICKED.test(sentence) && !NOW_WORDS.test(sentence)) continue;
      // "febrile convulsion at 18 months": an event of an earlier time of life, unless the message
      // brings it to now ("I had fits as a child. I had another one this morning").
      // "yes i did hit my head once... that was when i was 11": dated by the sentence after.
      if (concept.event === true && remote === null) remote = remotePast(sentence, message, now) || ((earlierTimeOfLife(sentence) || datedNext(message, sentence)) && !NOW_WORDS.test(message)) || datedByFragmentBefore(message, sentence, now);
      // A deficit dated years back ("the numb patch on my left thigh from 2021") is the person's
      // baseline, like one from birth, unless the sentence says it is worse or new now.
      // So is one told long past and gone ("numbness in my left leg back in the summer, went away").
      const explainedEye = EYE_LOSS.has(concept.key) && EXPLAINED_EYE.test(message);
      // "I had a stroke in 2020 ... Since then the left leg drag a little", "left hand still a bit
      // clumsy from it": the deficit dated from an old event the sentence before told.
      // "my MG stuff is the same as always - lids droop in the evenings": the condition's own signs, listed
      // in the sentence after it is named as unchanged.
      const conditionBefore = DEFICITS.has(concept.key) && CONDITION_BASELINE.test(previous);
      // "the stroke 2022 make the words wrong. sorry. hand right weak also from then": the event may be a
      // sentence or two back in the same message.
      const toldBefore = message.slice(Math.max(0, message.indexOf(sentence) - 160), Math.max(0, message.indexOf(sentence)));
      const sinceOldEvent = DEFICITS.has(concept.key) && (/^\W*since then\b/.test(sentence) || /\b(?:from|since|after) (?:it|that|then)\b|\bever since\s*[.!]?\s*$/.test(sentence)) && (OLD_EVENT.test(previous) || OLD_EVENT.test(toldBefore));
      // "The mini stroke was my right hand went numb for 20 minutes, all came back, scans fine": what an
      // old event was, told with its recovery.
      // "the stroke was nothing like this. left face and arm just went dead all at once": what the old
      // event was, told in the sentence after its naming.
      const careOfOldEvent = () => OLD_EVENT_CARE.test(sentence) && MEDICAL_EVENT.test(previous) && remotePast(previous, message, now);
      const whatOldEventWas = DEFICITS.has(concept.key) && (EVENT_WAS.test(sentence) || ((OLD_EVENT_NAMED_AS.test(previous) || careOfOldEvent()) && !/\b(?:today|now|this (?:morning|afternoon|evening)|tonight|since)\b/.test(sentence)));
      const backThen = (DEFICITS.has(concept.key) || PRESSURE_SIGNS.has(concept.key) || EPISODE_SIGNS.has(concept.key)) && BACK_THEN.test(sentence) && remoteYear(previous, now);
      // "the blurry/tingly/a bit muddled thing is my hypos": symptoms the person puts down to a known
      // condition's own episodes (low blood sugar, panic), told as such and apart from the headaches.
      const knownEpisodes = (DEFICITS.has(concept.key) || concept.key === "confusion" || concept.key === "blurred_vision") && KNOWN_EPISODES.test(sentence);
      // "My fingers tingle too but the doctor said that is normal with topiramate": a medicine's known
      // side effect, told as such, not a deficit of the headache.
      const sideEffect = DEFICITS.has(concept.key) && SIDE_EFFECT_TOLD.test(sentence);
      // "her memory is the same as always, she asks what day it is over and over, thats been like that 2
      // years": a dementia's own muddle, told as the baseline, not a change with this headache.
      const confusionBaseline = concept.key === "confusion" && CONFUSION_BASELINE.test(sentence);
      // "I've had chronic ITP since I was 15 ... I bruise like a peach and get the little red dots
      // (petechiae) on my ankles sometimes": a known bleeding disorder's usual signs, not a rash now.
      const bleedingBaseline = BLEEDING_SIGNS.has(concept.key) && BLEEDING_DISORDER.test(message) && HABITUAL.test(sentence) && !NOW_WORDS.test(sentence);
      const baseline = (knownEpisodes || sideEffect || confusionBaseline || bleedingBaseline || explainedEye || conditionBefore || sinceOldEvent || whatOldEventWas || backThen || (DEFICITS.has(concept.key) && (BASELINE.test(sentence) || CONDITION_BASELINE.test(sentence) || RESOLVED_EARLIER.test(sentence) || remoteYear(sentence, now) || remotePast(sentence, message, now) || earlierTimeOfLife(sentence))) || (PRESSURE_SIGNS.has(concept.key) && (RESOLVED_EARLIER.test(sentence) || remoteYear(sentence, now)))) && !BASELINE_CHANGE.test(sentence)
        // "my arms and legs are strong, my speech is as it always was": a deficit denied is denied now.
        && polarity !== "denied";
      const former = FEATURE_KEYS.has(concept.key) && polarity === "affirmed" && formerPattern(sentence, message, hit.start);
      // "topiramate stopped due to paraesthesia": a side effect named as why a medicine was stopped, gone with it.
      // So is each of a list of them ("stopped after 3 months because of tingling fingers and I could not find words").
      const stoppedFor = concept.negative !== true && MEDICINE_STOPPED_FOR.test(sentence.slice(Math.max(0, hit.start - 60), hit.start));
      const fact: Fact & { at: number } = {
        key: (concept.event === true && remote === true) || (EPISODE_SIGNS.has(concept.key) && (earlierTimeOfLife(sentence) || (YEAR_TOLD_OF.test(sentence) && remoteYear(sentence, now)) || (daysSinceTold(sentence, now) ?? 0) >= 60)) || (OLD_EPISODE_SIGNS.has(concept.key) && OLD_EPISODE_DESCRIBED.test(sentence)) || past || baseline || former || stoppedFor ? `past_${concept.key}` : concept.key,
        polarity,
        hedged: scope.hedged || scope.uncertain,
        evidence: quote,
        source,
        at: hit.start,
      };
      if (candidate !== undefined) fact.candidate = candidate;
      if (concept.anyone !== true) {
        offset ??= Math.max(0, message.indexOf(sentence));
        const at = offset + hit.start;
        if (concept.personal === true && family === null) family = FAMILY.test(sentence);
        // "there's little sparkly bits at the edges of my eyes": the typist's own body, named in the
        // words of the concept, whoever was spoken of before it. A history item ("brought tumour in
        // my head", said by an uncle) is not a symptom felt in the body.
        const ownBody = concept.personal !== true && OWN_BODY.test(sentence.slice(hit.start, hit.end + 40)) && !reportedSpeech(sentence, hit.start);
        const ownerAfter = HISTORY_ITEM(concept) ? ownerNamedAfter(sentence, hit.end) : null;
        // "I am 32 weeks pregnant": the typist's own history, named as the words' subject.
        // "I'm all over the place": the words' own subject is the typist, as an "I" before the words is.
        const match = sentence.slice(hit.start, hit.end);
        // So is "husband said he could not wake me": the one not rousable is the "me" of the words, reported or not.
        const selfOpens = (/^(?:i'm|im|i am|i was|i've been|ive been)\b/.test(match) && !reportedSpeech(sentence, hit.start)) || /\b(?:wake|rouse) me\b/.test(match);
        const saidOfSelf = ownBody || selfOpens || (concept.personal === true && FIRST_PERSON_OPENS.test(match));
        const told = concept.personal === true && family === true ? "other" : ownerAfter ?? (saidOfSelf ? "me" : experiencerAt(sentence, hit.start, (gender) => lastNamedPerson(message, at, gender)));
        const subject = told === "self" ? (fragmentOwner(message, offset, sentence) ?? told) : told;
        // In a subjectless list the body named a few words on may sit past a comma.
        const subjectless = subject === "self" && !PERSON_WORD.test(sentence.slice(0, hit.start));
        const thirdBody = concept.personal !== true && !ownBody ? (subjectless ? LISTED_THIRD_BODY : THIRD_BODY).exec(sentence.slice(hit.start, hit.end + 40)) : null;
        const owner: Gender | null = thirdBody === null ? null : thirdBody[1] === "his" ? "male" : "female";
        const subjectGender = genderOf(subject);
        // With no subject in the sentence ("- high temperature, sandpaper rash all over his chest"), the
        // body named is whose it is; so too when the subject named is of the other sex.
        const ownerDiffers = subjectless || (subjectGender !== null && subjectGender !== owner);
        // Nobody of that sex named before: a witness of the other sex is still not the owner ("third"),
        // but a subjectless fragment stays as it was read.
        // "she stood up under the locker while I was getting the bag down and hit the top of her head":
        // the head an event names is whose it happened to, though the typist is the nearer subject.
        const eventBody = concept.personal === true && subject === "me" ? /\b(his|her) (?:head|forehead|skull|temple|face)\b/.exec(sentence.slice(hit.start, hit.end + 20)) : null;
        const about = eventBody !== null ? (lastNamedPerson(message, at, eventBody[1] === "his" ? "male" : "female") ?? "third") : owner !== null && ownerDiffers ? (lastNamedPerson(message, at, owner) ?? (subjectless ? subject : "third")) : subject;
        if (about !== "self") fact.about = about;
      }
      if (DEFICITS.has(concept.key)) fact.tag = PERSISTENT.test(message) ? "persistent" : TRANSIENT.test(message) ? "transient" : "unspecified";
      // "bumped my head on the truck door back in October": a knock dated two weeks or more ago.
      // The days since are kept (value) to set against when the headache began (ICHD-3 5.1 C).
      const injuryDays = fact.key === "head_trauma" ? daysSinceTold(sentence, now) : null;
      if (injuryDays !== null) fact.value = injuryDays;
      if (injuryDays !== null && injuryDays >= 14) fact.tag = "weeks_before";
      // "He got concussed ... 3 weeks ago today. Knocked out for a few seconds": the knockout of that
      // injury, dated by the sentence that told it, not a loss of consciousness with this headache.
      if (fact.key === "loss_of_consciousness" && /\bknocked (?:out|unconscious)\b/.test(sentence) && (daysSinceTold(sentence, now) ?? daysSinceTold(previous, now) ?? 0) >= 14) fact.tag = "weeks_before";
      // Not "right" as an intensifier ("right across the top", "right in the middle", "right away").
      const side = /\b(left|right)\b(?! (?:across|through|in the middle|on top|at the top|over|away|now|then|after|before|as rain|there|here|enough|up|down|into|round|around|behind)\b)/.exec(sentence.slice(Math.max(0, hit.start - 30), hit.end + 30));
      if (side !== null) fact.side = side[1] === "left" ? "left" : "right";
      if (lockedSide !== undefined) {
        fact.polarity = "affirmed";
        fact.side = lockedSide === "left" ? "right" : "left";
        fact.tag = "side_locked";
        // Never on the other side: the side does not shift, nor is it both sides, whatever a form box
        // said before ("which is why I ticked both sides on the form, but ... never once on the right").
        out.push({ key: "side_shifting", polarity: "denied", hedged: false, evidence: quote, source, at: hit.start });
        out.push({ key: "bilateral", polarity: "denied", hedged: false, evidence: quote, source, at: hit.start });
      }
      out.push(fact);
      // "the breast cancer on the form is my mum's, not me": the form's item is not the patient's.
      if (fact.about !== undefined && fact.polarity === "affirmed" && HISTORY_ITEM(concept) && FORM_ITEM_DISOWNED.test(sentence) && ownerNamedAfter(sentence, hit.end) !== null) {
        out.push({ key: fact.key, polarity: "denied", hedged: false, evidence: quote, source, at: hit.start });
      }
    }
  }
  const told = out.sort((a, b) => a.at - b.at).map(({ at: _at, ...f }) => f);
  return answer === "no" ? told.map((f) => (f.polarity === "affirmed" ? { ...f, polarity: "denied" } : f)) : told;
}

/**
 * Terse telling, a fragment at a time: "yes. rugby 2011. knocked out few seconds. fine after": an
 * event in a short fragment dated by the short fragment before it, years back.
 */
function datedByFragmentBefore(message: string, sentence: string, now: Date | null): boolean {
  const before = sentenceBefore(message, message.indexOf(sentence));
  return before !== "" && before.split(/\s+/).length <= 4 && sentence.split(/\s+/).length <= 8 && remoteYear(before, now) && !NOW_WORDS.test(sentence);
}

/** Whether the words right after a question said back answer it yes or no. */
function answerAfter(message: string, question: string): "yes" | "no" | "none" {
  const at = message.indexOf(question);
  const after = at < 0 ? "" : message.slice(at + question.length, at + question.length + 40);
  if (/^\s*(?:yes|yeah|yep|yup|he did|she did|i did|they did|he has|she has|i have|definitely|unfortunately)\b/.test(after)) return "yes";
  if (/^\s*(?:no|nope|nah|not that (?:i|we) (?:know|know of|remember|saw)|not as far as|i don'?t think so|don'?t think so|none that|never|he says no|she says no|he didn'?t|she didn'?t)\b/.test(after)) return "no";
  return "none";
}
