// ConText modifiers (Chapman et al., J Biomed Inform 2007) beyond negation, read around one
// concept found in a normalised sentence: who it is about (the experiencer), whether it is a
// worry or a hypothetical rather than something that happened, whether a body part is said to
// be fine ("my neck is fine"), and whether "never ... before" marks a first event, not a denial.
// Negation itself stays in scope.ts; the time of an event in remote-past.ts.

const RELATION_WORDS =
  "wife|husband|hubby|partner|girlfriend|boyfriend|fianc[eé]e?|sister|brother|sibling|twin|mum|mom|mother|mummy|mommy|mam|dad|father|daddy|papa|daughter|son|child|kid|kids|children|baby|toddler|teen|teenager|friend|mate|pal|aunt|auntie|uncle|grandma|gran|granny|nan|nana|nanna|grandmother|grandpa|grandad|granddad|grandfather|cousin|niece|nephew|colleague|coworker|co-worker|boss|manager|neighbou?r|flatmate|roommate|housemate|room-mate|teacher|stepson|stepdaughter|stepmum|stepmom|stepdad|in-laws?|mother-in-law|father-in-law|sister-in-law|brother-in-law|family|relatives?|parents?|grandparents?|cousins|brothers|sisters|friends|colleagues";
const ANIMAL_WORDS = "dog|dogs|cat|cats|puppy|kitten|pet|pets|horse|rabbit|hamster|parrot|budgie|guinea pig";

// A named person other than the typist: "my brother", "our son", "a friend", "my 15 year old daughter".
const RELATION = new RegExp(String.raw`(?:^|\b(?:my|our|her|his|their|a|the|your) )(?:(?:\d{1,2}[- ]?(?:years?|yr)[- ]?old|little|older|younger|big|elder|eldest|youngest|best|old|new|teenage|baby|adult|late) )?(?:(?:step|grand) )?(${RELATION_WORDS})(?:'s)?\b`, "g");
const ANIMAL = new RegExp(String.raw`\b(?:my|our|the|a|her|his|their) (?:\w+ )?(?:${ANIMAL_WORDS})(?:'s)?\b`, "g");
// Groups and places: a workplace outbreak, "everyone at school", "people on the ward".
const GROUP =
  /\b(?:everyone|everybody|other people|lots of people|loads of people|half (?:the|my|our) (?:office|class|team|ward|school|street)|(?:the|my|our) (?:whole )?(?:office|team|class|ward|school|residents|patients|clients|coworkers|co-workers|colleagues|classmates|pupils|staff)|someone|somebody|a (?:patient|resident|client|pupil|child) (?:at|in|on)|residents|patients|pupils|classmates|people (?:at|in|on) (?:work|school|the)|going (?:round|around) (?:the|my|our|at))\b/g;
const SELF = /\b(?:i|i'm|i've|i'd|i'll|me|my|myself|mine|we|we've|we're|us)\b/g;
const THIRD = /\b(?:he|she|he's|she's|he'd|she'd|him|her|his|hers|himself|herself)\b/g;

// Where the reading of a subject stops: a new clause with a contrast or cause.
const CLAUSE_BREAK = /[;:]|\b(?:but|because|cause|cos|though|although|whereas|while|whilst|so|and then|which|who)\b/g;

export type About = "self" | "third" | "other" | string;

interface Mention {
  at: number;
  about: About;
}

// A person named as the object of a verb or preposition ("sex with my partner", "I told her")
// is not who the symptom happened to.
const OBJECT_BEFORE =
  /\b(?:with|to|for|at|from|by|about|beside|near|behind|than|like|told|tell|asked|ask|called|call|phoned|rang|woke|saw|see|seen|drove|take|took|texted|hugged|helped|gave|give|let|made|visiting|visited|met|meet|picked up|collected|dropped|fetch\w*|minding|looking after|caring for|without|and|&)\s+$/;
const isObject = (region: string, at: number) => OBJECT_BEFORE.test(region.slice(Math.max(0, at - 20), at));

function mentions(text: string, upTo: number): Mention[] {
  const region = text.slice(0, upTo);
  const out: Mention[] = [];
  const skipped: number[] = [];
  for (const m of region.matchAll(RELATION)) {
    const at = m.index ?? 0;
    if (isObject(region, at)) skipped.push(at);
    else out.push({ at, about: normaliseRelation(m[1] ?? "other") });
  }
  for (const m of region.matchAll(ANIMAL)) {
    const at = m.index ?? 0;
    if (isObject(region, at)) skipped.push(at);
    else out.push({ at, about: "other" });
  }
  for (const m of region.matchAll(GROUP)) out.push({ at: m.index ?? 0, about: "other" });
  const taken = [...out.map((m) => m.at), ...skipped];
  for (const m of region.matchAll(SELF)) {
    const i = m.index ?? 0;
    // "my" inside "my brother" is the relation, not the typist.
    if (taken.some((t) => t === i)) continue;
    out.push({ at: i, about: "self" });
  }
  for (const m of region.matchAll(THIRD)) {
    const i = m.index ?? 0;
    if (taken.some((t) => t === i) || (/^(?:him|her)$/.test(m[0]) && isObject(region, i))) continue;
    out.push({ at: i, about: "third" });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** One word for a relation ("mum"/"mom"/"mother" -> "mother"), so the patient can be matched across messages. */
export function normaliseRelation(word: string): string {
  const w = word.toLowerCase().replace(/'s$/, "");
  if (/^(?:mum|mom|mother|mummy|mommy|mam)$/.test(w)) return "mother";
  if (/^(?:dad|father|daddy|papa)$/.test(w)) return "father";
  if (/^(?:husband|hubby)$/.test(w)) return "husband";
  if (/^(?:kid|child|children|kids|baby|toddler|teen|teenager)$/.test(w)) return "child";
  if (/^(?:gran|granny|nan|nana|nanna|grandma|grandmother)$/.test(w)) return "grandmother";
  if (/^(?:grandpa|grandad|granddad|grandfather)$/.test(w)) return "grandfather";
  if (/^(?:neighbor|neighbour)$/.test(w)) return "neighbour";
  return w;
}

/**
 * Who a concept at `start` of a sentence is about: the last subject named in its clause (or,
 * with none, the sentence so far). "third" is a bare he/she, resolved against an earlier named
 * person of the message (`earlier`) when there is one. No subject at all means the patient.
 */
export function experiencerAt(sentence: string, start: number, earlier: About | null): About {
  // The subject sits close before the concept: only a bounded window is read, so a long
  // unpunctuated message stays linear.
  const text = sentence.slice(Math.max(0, start - 160), start);
  let clauseStart = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) clauseStart = (m.index ?? 0) + m[0].length;
  const all = mentions(text, text.length);
  const inClause = all.filter((m) => m.at >= clauseStart);
  const chosen = inClause[inClause.length - 1] ?? all.filter((m) => m.at < clauseStart).pop();
  if (chosen === undefined) return "self";
  if (chosen.about === "third") return earlier ?? "third";
  return chosen.about;
}

// Named people of a message, found once per message (a long message has many concepts to resolve).
const NAMED = new Map<string, Mention[]>();

/** The last named person (not the typist) of a message before `upTo`, for resolving he/she. */
export function lastNamedPerson(message: string, upTo: number): About | null {
  let named = NAMED.get(message);
  if (named === undefined) {
    named = mentions(message, message.length).filter((m) => m.about !== "self" && m.about !== "third");
    if (NAMED.size >= 2000) NAMED.clear();
    NAMED.set(message, named);
  }
  let last: About | null = null;
  for (const m of named) {
    if (m.at >= upTo) break;
    last = m.about;
  }
  return last;
}

// A worry, a suspicion or a question about a diagnosis, not a symptom that happened.
const WORRY =
  /\b(?:worr(?:y|ied|ies|ying)|afraid|scared|terrified|frightened|anxious|fear(?:s|ed|ing|ful)?|concerned|paranoid|panick\w*|convinced|suspects?|wonder(?:s|ed|ing)? (?:if|whether)|what if|could (?:it|this|that) be|might (?:it|this|that) be|can (?:it|this) be|is (?:it|this|that) (?:a |an )?|do i have|could i have|might i have|have i got|(?:thinks?|thought|reckons?) (?:it|this|that)(?:'s| is| was| could| might| may| must)|in case|rule (?:out|it out)|ruled out|check(?:ed|ing)? (?:for|me for|her for|him for)|test(?:ed|ing)? (?:for|me for|her for|him for)|scan(?:ned)? (?:for|to)|googl\w*|read (?:online|that|about|up)|heard (?:that|about|of)|possibility of|chance of|risk of|signs? of|symptoms? of|could (?:be|mean|indicate)|might (?:be|mean)|may (?:be|mean))\b/g;
// A conditional asked about ("should I go to A&E if I get a stiff neck?").
const IF = /\b(?:if|unless|in case|supposing|suppose)\b/g;
const ASKING = /\?|\b(?:should i|should we|do i need|would (?:it|that|i)|what (?:do|should|would)|when (?:do|should) i|is it (?:worth|ok|okay|safe))\b/;

export type Modality = "actual" | "worry" | "hypothetical";

/** Whether a concept at [start, end) is told as a worry, a hypothetical, or as something that happened. */
export function modalityAt(sentence: string, start: number): Modality {
  const before = sentence.slice(Math.max(0, start - 70), start);
  let clause = before;
  for (const m of before.matchAll(/[;]|\b(?:but|though|although|however)\b/g)) clause = before.slice((m.index ?? 0) + m[0].length);
  WORRY.lastIndex = 0;
  if (WORRY.test(clause)) return "worry";
  IF.lastIndex = 0;
  if (IF.test(clause) && ASKING.test(sentence)) return "hypothetical";
  return "actual";
}

// "my neck is fine", "vision normal", "speech totally ok": the body part is named only to say so.
const FINE_AFTER =
  /^(?:\s*(?:and|or|,)?\s*(?:my |her |his |the )?[a-z]+)?\s*(?:is|are|was|were|seems?|seemed|feels?|felt|looks?|looked|been|has been|have been|all|both|also)?\s*(?:totally |completely |perfectly |absolutely |pretty much |quite |all |still |100% )?(?:fine|ok|okay|normal|alright|all right|good|clear|unaffected|perfect|spot on|grand|no problem|not affected)\b(?!\s+(?:after|again|now|by|later|within|once|when|until|till|apart))/;

/** True when the words right after a concept say it is fine or normal ("neck fine", "vision is normal"). */
export function saidFine(sentence: string, end: number): boolean {
  const after = sentence.slice(end, end + 40).split(/[.;]|\b(?:but|though|otherwise|except|apart|then|until|till|back to)\b/)[0] ?? "";
  return FINE_AFTER.test(after);
}

// "I've never had a seizure before": the first one, told now; not "I have never had one".
const NEVER_BEFORE = /\bnever\b[^.;]{0,60}$/;
const BEFORE_AFTER = /^[^.;]{0,45}?\b(?:before|in (?:my|her|his|our) (?:life|lifetime|whole life)|until (?:now|today|tonight|this|that|then|last)|till (?:now|today|this|that)|up to now|ever before)\b/;

/** True when a negated concept is "never ... before": a first event rather than a denial. */
export function neverBefore(sentence: string, start: number, end: number): boolean {
  return NEVER_BEFORE.test(sentence.slice(Math.max(0, start - 60), start)) && BEFORE_AFTER.test(sentence.slice(end));
}

// The typist writing for someone else: "my daughter (15) has had a headache since...", "he's got
// a migraine", "asking for my husband". Only when no headache of the typist's own is told.
const FOR_OTHER = new RegExp(
  String.raw`\b(?:asking|writing|typing|here|messaging|enquiring|inquiring|filling (?:this|it) (?:in|out)) (?:for|on behalf of|about) (?:my|our) (?:\d{1,2}[- ]?(?:years?|yr)[- ]?old )?(${RELATION_WORDS})\b`,
);
const OTHER_HEADACHE = new RegExp(
  String.raw`\b(?:my|our) (?:\d{1,2}[- ]?(?:years?|yr)[- ]?old |little |older |younger |teenage |elderly |eldest |youngest )?(${RELATION_WORDS})(?:'s)?\b(?:(?!\b(?:i|i'm|i've|i'd|me|my)\b)[^.]){0,80}?\b(?:head ?aches?|headaches?|migraines?|head (?:hurts|hurting|pain|is (?:killing|pounding|splitting|thumping))|sore head)\b`,
);
const THIRD_HEADACHE = /\b(?:he|she|he's|she's)\b[^.]{0,30}\b(?:head ?aches?|headaches?|migraines?|head (?:hurts|pain)|sore head)\b|\b(?:his|her) (?:head ?aches?|headaches?|migraines?|head (?:hurts|is))\b/;
const OWN_HEADACHE = /\b(?:i|i've|i'm|i'd)\b[^.]{0,25}\b(?:head ?aches?|headaches?|migraines?|sore head)\b|\bmy (?:head|headaches?|head ?aches?|migraines?|temples?|forehead)\b/;

// "my son is 17", "My husband (34)": stating someone's age is stating who the patient is.
const OTHER_AGE = new RegExp(String.raw`\b(?:my|our) (${RELATION_WORDS}),? (?:is |'s |who is |aged? |\(|- )(?:only |just )?\d{1,3}\b(?! (?:minutes|hours|days|weeks|months|times|mg))`);

/** The relation of the patient when the typist writes for someone else, or null. */
export function typistFor(message: string): string | null {
  const explicit = FOR_OTHER.exec(message) ?? OTHER_AGE.exec(message);
  if (explicit?.[1] !== undefined && !OWN_HEADACHE.test(message)) return normaliseRelation(explicit[1]);
  const m = OTHER_HEADACHE.exec(message);
  if (m?.[1] === undefined) return null;
  // "my mum gets migraines too" beside "my headaches": the typist's own story.
  if (OWN_HEADACHE.test(message.replace(m[0], " "))) return null;
  return normaliseRelation(m[1]);
}

/** True when the typist tells a headache of their own ("I get migraines", "my head is pounding"). */
export function ownHeadache(message: string): boolean {
  return OWN_HEADACHE.test(message);
}

/** True when the message tells a third person's headache and none of the typist's own. */
export function thirdPersonStory(message: string): boolean {
  return THIRD_HEADACHE.test(message) && !OWN_HEADACHE.test(message);
}
