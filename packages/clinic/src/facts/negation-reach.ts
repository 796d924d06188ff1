// How far one negation cue reaches. "no fever, vomiting or stiff neck" and "I don't have nausea,
// vomiting or light sensitivity" deny a whole list, because the cue negates having the things
// listed. A cue that negates some other verb ("I don't drink enough water, mild, both sides",
// "I don't take anything for it, one side") denies only its own object: its reach ends at the
// next comma, and what follows is said positively.

// Verbs that introduce a list of symptoms, plus words that make the cue negate a noun phrase
// directly ("haven't any nausea", "never any warning").
const LISTING =
  /^(?:have|has|had|having|get|gets|got|gotten|getting|feel|feels|felt|feeling|experienc\w*|notic\w*|see|sees|saw|seen|seeing|hear|hears|heard|hearing|suffer\w*|been|be|any|a|an|the|much|many|ever had|ever been)$/;
// Adverbs between the cue and its verb ("don't usually get", "haven't really had").
const FILLER = /^(?:(?:really|usually|ever|even|always|actually|normally|generally|typically|often|tend to|seem to|think i|believe i|think i've|think i'd)\s+)*/;
// Auxiliaries whose negation carries a noun or adjective ("isn't throbbing, nauseous or dizzy").
const COPULA = /\b(?:is|was|are|were|ai|am)$/;
// Words after which "not" negates a verb, state or list rather than swapping one noun for another.
const CONTRAST_HEAD = /^(?:is|was|are|were|am|i'm|im|be|been|being|do|does|did|can|could|will|would|should|might|must|may|have|has|had|i|he|she|it|we|they|you|really|just|still|even|also|so|and|or|but|if|feel|feels|felt|feeling|seem|seems|seemed|look|looks|looked|get|gets|got|probably|maybe|definitely|certainly|why|whether|that|which|who|at|yet|too|quite|actually|hopefully|though|although|because|as|like|nothing|almost|nearly|well|one|ones)$/;
const VERB_AUX = /\b(?:do|does|did|can|could|will|would|should|might|must|may)\s+$/;

const NEVER_LIKE_THIS = /^\s*(?:(?:the|my|her|his|a|an|so|that)\s+)?(?:[a-z']+\s+){1,3}like (?:this|this one|today|tonight)\b/;
const ANSWER_THEN_STATEMENT = /^[\s,.!-]*(?:same|just|only|it'?s|its|it is|it was|they'?re|they are|the usual|like (?:always|usual|normal|before))\b/;
const RELATIVE_BEFORE = /\b(?:which|that|who)\s+(?:[a-z']+\s+){0,2}$/;
// ", and each week it's a notch worse", "; but it's throbbing": a new clause with its own subject and
// verb after a break, which no cue before it reaches.
const NEW_CLAUSE_AFTER_BREAK = /[,;]\s*(?:and|but|so|plus)\s+(?:(?:each|every|this|last|since|by) (?:week|day|month|morning|night|year)\s*,?\s*)?(?:it'?s|its|it is|it was|it gets|it got|it has|i'm|im|i am|i've|she's|he's|they're|they are|the (?:pain|headaches?|ache)(?:'s| is| are| gets| has))\s/;
// "no helmet, and hit the right side of my head on the pavement": a new action after the break.
const NEW_ACTION_AFTER_BREAK = /[,;]\s*(?:and|but|so|then|and then)\s+(?:i |she |he |we |they )?(?:hit|banged|bumped|knocked|fell|smacked|cracked|whacked|landed|slipped|tripped|crashed)\b/;
const NEW_PREDICATE_AFTER_COMMA = /[,;:]\s*(?:and\s+)?(?:[a-z]+ing|worse|worst|better|now|it'?s|its)\b/;

/** True when the negation cue at [cueStart, cueEnd) of a sentence governs a match at `target`. */
export function negationReaches(sentence: string, cueStart: number, cueEnd: number, target: number): boolean {
  const cue = sentence.slice(cueStart, cueEnd);
  // "my usual migraine is left side only, never the eyes red like this": the usual ones set against
  // this one; the red eyes are today's.
  if (cue === "never" && NEVER_LIKE_THIS.test(sentence.slice(cueEnd))) return false;
  // "the headache is not going, rather it is increasing every week": what follows "rather" is said instead.
  if (/\b(?:rather|instead)\b/.test(sentence.slice(cueEnd, target))) return false;
  // "no sleep always sets off my migraines", "no food makes it worse": a "no" that names a cause, the
  // subject of its own verb; what the verb says is not denied.
  if (/^(?:no|not enough|too little)$/.test(cue)) {
    const cause = /^\s*[a-z]+(?: [a-z]+)? (?:always |usually |often |just |will |can |normally |definitely )?(?:sets?|gives?|gave|makes?|made|brings?|brought|triggers?|triggered|causes?|caused|starts?|started|kicks? off)\b/.exec(sentence.slice(cueEnd));
    if (cause !== null && cueEnd + cause[0].length <= target) return false;
  }
  // "fever no, neck no, ... eye yes quite red": a "yes" in the list answers the next item the other way.
  if (/[,;]\s*[a-z]+ (?:yes|yeah|yep)\b/.test(sentence.slice(cueEnd, target + 10))) return false;
  const newClause = NEW_CLAUSE_AFTER_BREAK.exec(sentence.slice(cueEnd)) ?? NEW_ACTION_AFTER_BREAK.exec(sentence.slice(cueEnd));
  if (newClause !== null && cueEnd + newClause.index < target) return false;
  // "nope same as the other bouts", "no just the usual ones": an answer word heading the sentence
  // answers the question before it; the statement after it is said positively.
  if (/^(?:no|nope|nah)$/.test(cue) && sentence.slice(0, cueStart).trim() === "" && ANSWER_THEN_STATEMENT.test(sentence.slice(cueEnd, target))) return false;
  // "headaches for 3 weeks which he never gets, getting worse every week": a relative clause's
  // negation ends with the clause.
  // Not a list the clause denies ("migraines that dont come with sickness, light or noise").
  if (RELATIVE_BEFORE.test(sentence.slice(Math.max(0, cueStart - 30), cueStart)) && NEW_PREDICATE_AFTER_COMMA.test(sentence.slice(cueEnd, target))) return false;
  if (cue === "n't") {
    const aux = /(\w+)$/.exec(sentence.slice(Math.max(0, cueStart - 8), cueStart))?.[1] ?? "";
    if (COPULA.test(aux)) return true;
  } else if (cue === "not") {
    // "i try to open the car with my phone not key, very confused": "not" set after a noun swaps that
    // one word for another; it ends at the comma, and what follows is said positively.
    const before = /([a-z']+)\s+$/.exec(sentence.slice(Math.max(0, cueStart - 20), cueStart))?.[1] ?? "";
    if (before !== "" && !CONTRAST_HEAD.test(before) && /^\s*(?:the |a |my |her |his )?[a-z']+\s*[,;]/.test(sentence.slice(cueEnd, target))) return false;
    // "not doing nothing, not lifting nothing, and out of nowhere BAM": "not" before another verb's
    // -ing negates that verb only, up to the next comma.
    const next = /^\s*([a-z]+ing)\b/.exec(sentence.slice(cueEnd, target))?.[1];
    const otherVerb = next !== undefined && !LISTING.test(next) && !/^(?:throbbing|pounding|pulsing|stabbing|burning|aching|banging|thumping|bothering|affecting|helping|working|spreading|moving|going|coming|stopping|changing|improving|lasting|waking)$/.test(next);
    // ... or up to a new clause run on without a comma ("its not settling its getting worse every day").
    if (otherVerb) return !/[,;:]|\s-\s|\b(?:it's|its|it is|i'm|im|she's|he's|they're|and now|now)\s/.test(sentence.slice(cueEnd, target));
    // "Not worse than before, about the same for years now": a comparison denied, its own clause.
    if (/^\s*(?:any |much |really |getting |got )?(?:worse|better|more|less|as bad|as often)\b/.test(sentence.slice(cueEnd, target))) return !/[,;:]|\s-\s/.test(sentence.slice(cueEnd, target));
    if (!VERB_AUX.test(sentence.slice(Math.max(0, cueStart - 10), cueStart)) && !/\b(?:have|has|had)\s+$/.test(sentence.slice(Math.max(0, cueStart - 6), cueStart))) return true;
  } else if (/^(?:nothing|nobody|no one|none)$/.test(cue)) {
    // "not lifting nothing, and out of nowhere": a pronoun that is its clause's own object.
    return !/[,;:]|\s-\s/.test(sentence.slice(cueEnd, target));
  } else if (cue !== "never") {
    return true;
  }
  const rest = sentence.slice(cueEnd, target).replace(/^\s+/, "");
  const afterFiller = rest.slice(FILLER.exec(rest)?.[0].length ?? 0);
  const verb = /^[a-z']+(?: (?:had|been))?/.exec(afterFiller)?.[0] ?? "";
  const word = verb.split(" ")[0] ?? "";
  if (LISTING.test(word) || LISTING.test(verb)) return true;
  // Some other verb: the cue reaches only up to the next comma-like break, or a clause of when it is
  // so ("I don't drink alcohol when I am in a bout": the bout is told).
  // Nor past "and" with a new telling ("he cant stand the lamp on and says that eye is blurry").
  return !/[,;:]|\s-\s|\b(?:when|while|whenever|during)\s|\band (?:says|said|tells|told|he|she|i|it|they|that|the|my|his|her)\b/.test(rest);
}
