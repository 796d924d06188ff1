// Negation, uncertainty and hedge scope inside one sentence. A cue governs the words after it
// until a boundary: a contrast word ("but", "except"), a time it dates from ("won't shift since
// having baby"), an exception ("nothing, just the zigzag"),
// or a comma / "and" that starts a new
// clause with its own subject ("no fever, and my neck is stiff"; "couldn't sleep and jack says i'm
// not making sense"), the reason for advice against a thing ("my gp said no combined pill with
// auras"), or, typed without stops, a new
// subject right after a denied thing ("no fever at all i have a stiff neck"). A list keeps the scope:
// "no fever, vomiting or stiff neck" denies all three, but only for cues that negate having
// things (negation-reach.ts): "I don't drink enough water, mild" denies nothing after the comma.

import { negationReaches } from "./negation-reach.ts";
import { MONTH_WORD } from "./numbers.ts";

const BOUNDARY =
  /\b(?:but|though|although|however|except|yet|whereas|apart from|other than|besides|instead|until|unless|then|so|since)\b|(?<!\bnot )\b(?:just|only) (?:the|a|an|my|some|this|that)\b|[,:]\s*(?:and\s+)?(?:i|i'm|i've|it|it's|its|my|the|this|that|she|he|her|his|they|there|which|now|just|only|everything|everythings|all (?:goes|went|gone|turns|turned))\b|(?<!\bnot )\b(?:because|cos|coz|cuz|cause(?= (?:i|i'm|she|he|they|we|it's|its|there's) ))\b|\band\s+(?:i|i'm|i've|it|it's|my|she|he|her|his|they|now|then)\b|\band\s+(?:[a-z]+\s+){1,2}(?:says|said|thinks|thought|reckons|reckoned|tells|told|noticed|asked)\b|(?<=\b(?:said|says|told (?:me|her|him|us)|advised|recommended)\s+no\s+(?:[a-z]+\s+){0,2})(?:with|because of|due to|cos of|if you have)\b|\bbefore (?:it|it's|it was|it had|the pain|the headache)\b|:\s|[,;]\s*(?:and |but )?(?=(?:the |it's |its |it is )?same (?:old |kind |headaches?\b|as\b|like\b))|(?<=\b(?:no|without|zero|nil)\s+[a-z]+(?:\s+(?!(?:in|on|of|to|with|from|at|for|by|about|around|behind|down|over|under|near|into|than|that|when|if)\b)[a-z]+)?(?:\s+(?:at all|whatsoever))?)\s+(?=(?:i|i'm|i've|she|he|she's|he's|my)\s)/g;

// "nothing blurry", "nothing wrong with my eyes": but not "nothing to 10 in a second" or "nothing helps".
// Swahili's "he has no" / "there is no" typed inside English ("Hana fever, hakuna weakness"), Hindi's "nahi".
const NEGATION = /\b(?:no|not|never|without|none|nor|neither|nobody|no one|no-one|noone|denies|deny|denied|negative for|free of|nope|nah|hana|hakuna|sina|hatuna|hawana|hamna|nahi|nahin|nothing like|nothing else(?= (?:is|was|has|seems|feels|looks)(?: been| really| at all)? (?:different|changed|new|unusual|wrong)\b)|(?<!\bthen )nothing(?! (?:to|but|else|like|helps?|works?|touches|shifts|for|at all (?:for|helps|works|till|until)|till|until|seems to)\b)(?!,? (?:and )?then\b))\b|n't\b/g;
// A double negative affirms: "can't finish a sandwich without my jaw seizing up" (it always does).
// A pain that "won't go" or "doesn't shift" persists; what follows is not denied ("headache wont go after having baby").
// Nor does a reluctance to bother anyone or go anywhere deny what it names ("dont want to bug the
// transplant team", "I don't want to go up A&E with a newborn"), nor a trip "for nothing" (in vain).
// "said no scan needed, concussion": what was not needed, not a denial of what follows.
// "didnt want to put cancer on a form", "I didn't put my breast cancer on the form": what was left untold, which still is.
// "so I don't really count that as having cancer": an opinion of what was told, which stays told.
// "I don't like that it keeps getting worse", "can't understand why it's worse every day": a
// feeling about what happens, which still happens.
// "never went away, I mean never, not for a single minute": the emphasis of a pain that does not stop.
// A reply's "no" before a clause of its own ("no i dont get headaches", "no its the first time")
// answers the question; the clause carries its own negation.
// "cant stop shivering", "couldn't stop being sick": a thing that goes on, told by its not stopping.
// "they werent just at night, all 3 happened during sex": not only that, this too.
// "nothing between bouts", "no pain in between attacks": what is denied is the time between them.
const PSEUDO_NEGATION =
  /\b(?:nothing|none|no pain|no headaches?|no attacks|not a thing|zero|nil)(?: at all)? (?:in )?between (?:the |my |her |his |those |these )?(?:bouts|attacks|episodes|clusters|cycles|spells|flares|ones|them)\b|\b(?:can'?t|cannot|couldn'?t|could not|won'?t|wont) (?:seem to )?stop (?=(?:\w+ing|being|throwing)\b)|\b(?:weren'?t|werent|wasn'?t|wasnt|isn'?t|isnt|aren'?t|arent) (?:only|just)\b|(?:^|[.!?]\s*)(?:no|nope|nah)(?= (?:i|i'm|im|i've|ive|i'd|she|he|she's|he's|it|it's|its|we|they|not|never)\b)|\b(?:not|never) (?:even )?(?:once )?for (?:a|one) (?:single )?(?:minute|second|moment|hour|day)\b|\bi mean never\b|\b(?:no (?:scan|ct|ct scan|mri|x-?rays?|tests?|imaging|bloods|stitches|treatment|admission)(?: was| is)? (?:needed|required|necessary|warranted)|no doubt|not only|no matter|no (?:bother|bovver|problems?|trouble|worries|probs)(?! (?:with|in|at|on|to|from|\w+ing)\b)|not just|no longer|not sure|not certain|no idea|don't know|doesn't matter|not that i know|no (?:worse|better|different|more|less|quicker|faster|slower|sooner|longer) than|(?:might|may|could|probably) be nothing|probably nothing|(?:don't|do not|didn't|did not) (?:really )?(?:count|consider|class|call|think of|see) (?:that|it|this|them|myself) as|no (?:thermometer|way to (?:check|measure|tell)|scales|bp (?:machine|cuff|monitor)|blood pressure (?:machine|cuff|monitor))|(?:more|most) (?:days|weeks|nights|mornings|often|times) than not|(?:don't|do not|didn't|did not) (?:really )?(?:like|love) (?:that|how|the way|the fact|it when)|(?:can't|cannot|can not|couldn't|could not) (?:stand|bear|believe|understand|explain|work out|figure out) (?:that|how|why|the way|the fact)|if not|(?:don't|do not|didn't|did not|wouldn't|won't) (?:want|wanna|like) to (?:put|write|say|mention|admit|tell|type|list)|(?:didn't|did not) (?:put|write|list)\b(?! (?:any|anything)\b)|(?:don't|do not|didn't|did not|wouldn't|won't) (?:want|wanna|like|mean) to (?:bug|bother|trouble|worry|disturb|pester|waste|annoy|call|ring|phone|contact|email|message|go|drive|travel|leave|drag|bring|wait|sit|make a fuss|overreact|panic)|(?:won't|will not|doesn't|does not|didn't|did not|hasn't|has not|isn't|never) (?:go(?:ing)? (?:away|off)|go(?:ing)?(?= (?:after|since|even|at all|for days|for hours)\b|\s*[,.;!]|$)|shift(?:ing)?|budge|ease(?: off)?|settle|clear|lift|let up|stop(?:ping)?))\b|\b(?:can't|cannot|can not|couldn't|could not|never|won't)\b(?:\s+[\w']+){1,8}?\s+without\b|\b(?:for|over|about) nothing\b/g;
// Worries and questions ("worried", "is it", "could it be") are read by context.ts (modalityAt),
// which knows a worry's reason ("scared because I have a fever") from the worry itself.
const SETTLED_YES = /^[^.;?]{0,12}?\b(?:but|though|although|tho)\s+(?:i\s+)?(?:think|reckon|guess|suppose|believe|feel like)\s+(?:so|it (?:is|was|does|did|counts|probably (?:is|was)))\b|^[^.;?]{0,12}?\bbut (?:probably|prob|likely|most likely) (?:yes|yeah|so|it is|it was)\b/;
const UNCERTAIN = /\b(?:not sure|unsure|not certain|don't know|dont know|dunno|can't remember|cannot remember|don't remember|no idea|can't tell|hard to say|wondering)\b/g;
const HEDGE = /\b(?:i think|i guess|i believe|maybe|might|possibly|probably|perhaps|kind of|kinda|sort of|seems?|seemed|a bit|a little|slightly|sometimes)\b/g;
const SIMILE = /\b(?:like|as if|as though|feels like|felt like)\b/g;
// "...about my jaw when chewing and a sore scalp, none of that".
// "both sides pressure no droopy face": a "no" that goes on to name something else denies that, not this.
const POST_NEGATION = /^\s*,\s*(?:nope|nah|no|none)\b(?!\s+[a-z]{3,})|^\s*(?:[:?\-=]|was|is)?\s*(?:no(?!\s+(?!(?:not|never|really|at all|nope|none|thanks?|i|it|that|way)\b)[a-z]{3,})|none|nope|nah|negative|nil|denied|not really|never)\b(?!\s+(?:problem|problems|issue|issues|bother|worries|trouble|warning|build[- ]?up|reason|time|idea|way|joke|lie|kidding|exaggeration|doubt|matter|end|sooner|longer|more than|change|changes|difference|different|stay\w*|last\w*|went|goes|go|took|takes|gone)\b)|^\s*,\s*none of (?:that|those|it|them)\b|^\s*[-,:]?\s*(?:i (?:think|guess|believe|suppose|would say|'d say)|probably|i'?m fairly sure|i'?m pretty sure),? (?:no|not|none)\b(?!\s+[a-z]{3,})|^\s*[-,:]?\s*i (?:don't|do not|dont) think so\b|^\s*(?:\w+ )?(?:thing |bit |part )?(?:was|were) (?:just |only |all |actually )?(?:a false\b|nothing\b|my glasses\b)/;

// "the blurry vision was a false alarm": a symptom told, then taken back as nothing (in the 20
// characters after it).
// A list answered as a whole at its end: "Nausea, light, noise, seeing things - none of the above".
// "Worse lying down or coughing, nope.", "double vision, weird arm stuff, all nah": the list may go
// on from the rest of the item matched, and end in a bare "nope".
const LIST_THEN_NONE = /^[a-z' ]{0,20}?(?:\s*(?:,\s*|\s(?=or |and ))(?:or |and )?[a-z' ]{1,25}?){0,8}\s*(?:[-:=\u2013,]\s*(?:no|nope|nah|none)\s*(?:[.!]|$)|(?:[-:=\u2013,]\s*)?(?:none of (?:the above|those|them|these|that)|no to (?:all|any|each)(?: of (?:them|those|these|the above))?|nah to (?:all|any) of (?:them|those|these|that)|all (?:no|negative|nah|nope|a no))\b)/;

// A checklist item and its answer: "sick in the morning - no", "stiff neck: no".
const LABEL_DENIED = /^[^.,;:!?=-]{0,35}?(?:\s[-=\u2013]|:)\s*(?:no(?! (?:idea|clue|doubt|matter|reason|problem))|none|nope|never|negative|nil|not really)\b/;

function lastIndex(re: RegExp, s: string): number {
  let last = -1;
  re.lastIndex = 0;
  for (const m of s.matchAll(re)) last = (m.index ?? 0) + m[0].length;
  return last;
}

function spans(re: RegExp, s: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of s.matchAll(re)) out.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return out;
}

export interface ScopeReading {
  negated: boolean;
  uncertain: boolean;
  hedged: boolean;
  simile: boolean;
}

/** Reads the cues that govern the match at [start, end) of a sentence. */
export function readScope(sentence: string, start: number, end: number, checkInside: boolean): ScopeReading {
  // A cue reaches at most 70 characters back (130 through an "or" list), so only that window is
  // searched: scanning the whole prefix for every match made long unpunctuated messages quadratic.
  const windowStart = Math.max(0, start - 160);
  const boundary = lastIndex(BOUNDARY, sentence.slice(windowStart, start));
  // "I can't lie on that side and brushing my hair is agony": a clause whose subject is the match itself.
  const gerundClause = /\band\s+$/.test(sentence.slice(Math.max(0, start - 6), start)) && /^[a-z]+ing\s+(?:my|her|his|the|it)\b/.test(sentence.slice(start));
  const clauseStart = gerundClause ? start : Math.max(boundary < 0 ? -1 : windowStart + boundary, 0);
  // A list of "or"s carries the cue further: "none of them have ever come on all of a sudden or
  // woken me up or got worse when I cough".
  const orList = /\b(?:or|nor)\b/.test(sentence.slice(Math.max(clauseStart, start - 130), start));
  const scopeStart = Math.max(clauseStart, start - (orList ? 130 : 70));
  const region = sentence.slice(scopeStart, checkInside ? end : start);
  const pseudo = spans(PSEUDO_NEGATION, region);
  const insidePseudo = (i: number) => pseudo.some(([a, b]) => i >= a && i < b);
  const negated = spans(NEGATION, region).some(([a, b]) => !insidePseudo(a) && negationReaches(sentence, scopeStart + a, scopeStart + b, start));
  const after = sentence.slice(end, end + 20);
  const unsure = spans(UNCERTAIN, region).length > 0;
  // "not sure if it counts as the worst ever but i think so yeah": the doubt settled as a hedged yes.
  const settled = unsure && SETTLED_YES.test(sentence.slice(end, end + 40));
  // "didnt throw up again": it happened before, as the "again" says; what is denied is a second time.
  // Said of a sign of the attack, not of an event ("he has not hit his head again since March").
  const notAgain = /\b(?:didn't|did not|haven't|have not|hasn't|has not)\s+$/.test(sentence.slice(Math.max(0, start - 14), start)) && /^\s+again\b/.test(sentence.slice(end, end + 8)) && /\b(?:throw|thrown|threw|vomit|sick|puk|spew)/.test(sentence.slice(start, end));
  return {
    negated: (negated && !notAgain) || POST_NEGATION.test(after) || LABEL_DENIED.test(sentence.slice(end, end + 50)) || LIST_THEN_NONE.test(sentence.slice(end, end + 220)),
    uncertain: unsure && !settled,
    hedged: settled || spans(HEDGE, region).length > 0,
    simile: spans(SIMILE, sentence.slice(scopeStart, start)).length > 0,
  };
}

// A dash before a preposition or a count carries the same clause on ("Excedrin I take - on roughly 16 days").
// So does an answer after a dash ("any fever - no", "stiff neck - no, never").
// So does what a topic named before a dash was ("the HIV thing - that was a test, negative").
const DASH_GOES_ON = String.raw`(?!(?:on|for|about|around|roughly|maybe|at|in|every|most|up to|usually|like|nearly|almost|over|no|nope|none|never|not|yes|yep|nil|that'?s|thats|that (?:was|is|one))\b)`;
const SENTENCE_BREAK = new RegExp(String.raw`(?<=[.!?;\n])\s+|\n+|\s+-\s+(?=[a-z])${DASH_GOES_ON}`, "g");
// Emojis are punctuation to many people ("panado did nothing 😩 im 36 weeks"): each run of them ends a sentence.
const RAW_SENTENCE_BREAK = new RegExp(String.raw`(?<=[.!?;\n])\s+|\n+|\s+[-\u2013\u2014]\s+(?=[a-zA-Z])${DASH_GOES_ON}|\s*(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+\s*`, "giu");

/**
 * Cuts text at each break, except inside a bracket that closes on the same line: "(so maybe the
 * 22nd or 23rd? not sure) it started" is one sentence, its aside kept with the clause it belongs to.
 */
const MONTH_ITEM = new RegExp(String.raw`^\s*(?:[-*\u2022]\s*)?${MONTH_WORD}(?: so far)?\s*[:\-\u2013]\s*\d{1,2}\b`, "i");

// The end of a short question just asked ("Fever?", "Hit my head?", "Clumsy, walking strange, seeing double?").
const LABEL_QUESTION_END = /(?:^|[.!?\n]\s*)[^.!?\n]{1,60}\?$/;
// A reply that starts with yes or no.
// Pasted notes mark it "A:" ("Q: fever? A: no"), a form's answer may be one letter ("Straining? Y").
const ANSWER_START = /^(?:(?:a|ans|answer)\s*[:)]\s*)?(?:yes|yeah|yep|yup|no|nope|nah|none|never|not really|negative|a bit|a little|slightly|sometimes|y|n)\b/i;

// A title's full stop ends no sentence: "my colleague Mr. Raghavan collapsed", "Dr. Patel said".
// Not "Ms" (multiple sclerosis: "since 2015 with the MS.") nor a doctor spoken of ("I rang the dr.").
const TITLE_END = /(?<!\b(?:the|a|my|our|your|his|her|their) )\b(?:mr|mrs|dr|prof)\.$/i;

function splitAtBreaks(text: string, breaks: RegExp): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(breaks)) {
    const at = m.index ?? 0;
    const piece = text.slice(start, at);
    if (TITLE_END.test(piece) && !m[0].includes("\n")) continue;
    const open = (piece.match(/\(/g) ?? []).length - (piece.match(/\)/g) ?? []).length;
    if (open > 0 && !m[0].includes("\n") && /^[^(\n]*\)/.test(text.slice(at))) continue;
    // A diary pasted a month a line ("Sep: 10 days" / "Oct: 11 days") is one list, read together.
    if (MONTH_ITEM.test(piece.split("\n").pop() ?? "") && MONTH_ITEM.test(text.slice(at + m[0].length))) continue;
    // A question and its answer ("Fever? no.", "Stiff neck? yes a bit") are read together.
    if (LABEL_QUESTION_END.test(piece) && ANSWER_START.test(text.slice(at + m[0].length))) continue;
    out.push(piece);
    start = at + m[0].length;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Splits a normalised message into sentences, keeping their text for evidence. */
export function sentences(text: string): string[] {
  return splitAtBreaks(text, SENTENCE_BREAK);
}

// Full stops, question and exclamation marks, semicolons and line breaks: the plain sentence ends
// that quantity and history readings look across (no clause logic, unlike `sentences`).
const PLAIN_END = /(?<=[.!?;\n])\s+/;

/** The message cut at its plain sentence ends, blank pieces dropped. */
export function plainSentences(message: string): string[] {
  const out: string[] = [];
  for (const piece of message.split(PLAIN_END)) {
    if (out.length > 0 && TITLE_END.test(out[out.length - 1] ?? "")) out[out.length - 1] += ` ${piece}`;
    else out.push(piece);
  }
  return out.filter((x) => x.trim() !== "");
}

/** The plain sentence that ends before `at` in `message` (empty when none). */
export function sentenceBefore(message: string, at: number): string {
  return at <= 0 ? "" : (plainSentences(message.slice(0, at)).pop() ?? "");
}

/** Splits a message as typed (before normalising) into sentences, for verbatim quotes. */
export function rawSentences(text: string): string[] {
  return splitAtBreaks(String(text), RAW_SENTENCE_BREAK);
}
