// ConText modifiers (Chapman et al., J Biomed Inform 2007) beyond negation, read around one
// concept found in a normalised sentence: who it is about (the experiencer), whether it is a
// worry or a hypothetical rather than something that happened, whether a body part is said to
// be fine ("my neck is fine"), and whether "never ... before" marks a first event, not a denial.
// Negation itself stays in scope.ts; the time of an event in remote-past.ts.

export const RELATION_WORDS =
  "mother-in-law|father-in-law|sister-in-law|brother-in-law|son-in-law|daughter-in-law|wife|husband|hubby|partner|girlfriend|boyfriend|fiancee?|sister|brother|sibling|twin|mum|mom|mother|mummy|mommy|mam|mama|mamma|momma|mammy|dad|father|daddy|papa|daughter|son|child|kid|kids|children|baby|toddler|teen|teenager|friend|mate|pal|buddy|bestie|bff|aunt|auntie|aunty|uncle|grandma|gran|granny|nan|nana|nanna|grandmother|grandpa|grandad|granddad|grandfather|grandson|granddaughter|grandchild|grandkid|grandbaby|cousin|niece|nephew|colleague|coworker|co-worker|boss|manager|neighbou?r|bunkmate|teammate|shipmate|crewmate|classmate|dormmate|seatmate|seat-mate|tentmate|cellmate|workmate|flatmate|roommate|housemate|room-mate|teacher|stepson|stepdaughter|stepmum|stepmom|stepdad|in-laws?|mother-in-law|father-in-law|sister-in-law|brother-in-law|family|relatives?|parents?|grandparents?|cousins|brothers|sisters|friends|colleagues" +
  // Lay and texting words for a partner or a child: "my other half", "the missus", "my bf", "my 6 year old".
  String.raw`|other half|missus|missis|wifey|hubs|bf|gf|bro|bruv|sis|boy|girl|lad|lass|little one|young one|wee one|youngster|young fella|eldest|youngest|oldest|\d{1,2}[- ]?(?:years?|yr|yo)[- ]?(?:old)?|\d{1,2}[- ]?(?:months?|mo|weeks?|wk)[- ]old` +
  // People in someone's care: "our resident Mrs O'Donnell", "my patient", "a client of mine".
  String.raw`|resident|patient|client|service user|pupil|student|charge` +
  // People of the workplace: "my captain had a stroke last month, his arm went weak", "my offsider is 34".
  String.raw`|captain|skipper|supervisor|foreman|gaffer|sergeant|sarge|landlord|landlady|lodger|tenant|employee|apprentice|offsider|labourer|laborer|deckhand|crewman|crew member|trainee` +
  // Kin words of other languages people type in English: Filipino, South Asian, Spanish, German, Polish.
  String.raw`|khala|khalu|periamma|periyamma|chithi|chitti|athai|athe|mami|maami|mama ji|periappa|chithappa|phuppo|phuppi|phupho|chachi|chacha|taya|tayi|masi|mausi|bua|ate|kuya|lola|lolo|tita|tito|nanay|tatay|ammi|ammu|abbu|abba|amma|appa|nani|dadi|bhai|didi|bhaiya|abuela|abuelo|tia|tio|oma|opa|babcia|dziadek|yiayia|yaya|pappou|papou|nonna|nonno|babushka|dedushka|bibi|babu|ouma|oupa|halmeoni|compadre|comadre|kumpare|kumare|padrino|madrina|godfather|godmother|godson|goddaughter|godchild` +
  // Chinese, Malaysian and Singaporean grandparents ("my ah ma 73"), and a former partner ("my ex").
  String.raw`|ah ma|ahma|ah mah|amah|ah po|popo|por por|nai nai|nainai|lao lao|laolao|waipo|ah gong|ah kong|yeye|ye ye|pop|pops|poppa|pop-pop|grandpop|gramps|ex|ex-partner|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend`;
const ANIMAL_WORDS =
  "dog|dogs|cat|cats|puppy|kitten|pet|pets|horse|pony|rabbit|hamster|parrot|budgie|guinea pig|spaniel|labrador|lab|collie|terrier|retriever|poodle|beagle|pug|dachshund|greyhound|whippet|alsatian|husky|staffie|boxer|bulldog|chihuahua|cockapoo|cavapoo|labradoodle|doodle|moggy";

// A message or sentence opening with "mate", "guys", "bro" addresses the reader; only with "my" is
// it a person the story is about ("mate worst headache of my life" is the typist's own).
// Nor is an age at the very start ("58 yo guy here"): the typist giving their own.
const VOCATIVE = String.raw`(?!(?:mate|mates|pal|buddy|bro|bestie|bff|friends?|boys|girls|lads|kids|baby|family|guys|dude|babe|hun)\b|\d)`;

// A named person other than the typist: "my brother", "our son", "a friend", "my 15 year old daughter".
// "his buddy's older brother", "Sarah's mum": a possessive chain names someone else too.
// A bare relation opening a telegraphic clause: "stressed, husband on chemo", "wife has flu", or a
// bullet: "• daughter (15) dx type 1 diabetes in Aug".
// "baby's got a cold and a temp of 38.3": the baby, bare, with a contracted has.
// "it's mom who had the fever": the one a cleft sentence names.
// "... my sister's ringing from Perth. Mum is on rivaroxaban. ... she tripped": a sentence opening
// with the bare relation names her too, so the she that follows is mum, not the sister.
const BARE_RELATION = String.raw`(?<=(?:^|[,;:(•*-]\s*|[.!?]\s+|\b(?:and|but|so|because|cos|it's|its|it is|it was|that's|that was) ))(?=(?:husband|wife|partner|hubby|mum|mom|mam|dad|son|daughter|brother|sister|boyfriend|girlfriend|gran|nan|grandad|baby|toddler|little one)(?:'s\s+|\s+)(?:\(?\d{1,2}\)?\s+)?(?:on|has|had|with|is|was|got|diagnosed|dx|going through|started|having|who|that)\b)`;
const RELATION = new RegExp(String.raw`(?:^${VOCATIVE}|\b(?:my|our|her|his|their|a|the|your|both|all (?:two|three|four|five|six|\d)(?: of (?:my|our|the))?) |\b[a-z]+'s |${BARE_RELATION})(?:(?:\d{1,2}[- ]?(?:years?|yr)[- ]?old|little|older|younger|big|elder|eldest|youngest|best|old|new|teenage|baby|adult|late|dear|dearest|close|good|lovely|poor) )?(?:(?:step|grand) )?(${RELATION_WORDS})(?:'s)?\b`, "g");
const CLEFT = /\b(?:it's|its|it is|it was|that's|that was) (?!(?:me|i|him|her|he|she|us|we|you|them|they|myself|not|just|only|all|always|never|the|a|an|this|that|what|because|when|then|now|still|like|so)\b)[a-z]+ (?:who|that) [^,.;]{0,30}$/;
const DIAGNOSED_AS = /\b(?:they|the doctors?|doctors|a&e|the hospital|the nurses?|paramedics|the paramedic|the gp|the consultant)\b (?:said|called it|diagnosed(?: it as)?|told (?:us|me)(?: it was)?)(?: it was| it's)?(?: an?)?(?: (?:febrile|simple|viral|bacterial|complex|a|mild|minor))?\s*$/;
const NOT_ME_AFTER = /^[^.;]{0,50}\bnot (?:me|i|him|her|us|myself)\b/;
const NAMED_SUBJECT = /^[\s,]*(?!(?:i|i'm|i've|my|me|it|its|it's|this|that|the|a|an|no|not|also|and|but|so|just|there|here)\b)(?:[a-z]+ ){1,2}(?:has|had|have|got|gets|is|was)\b/;
// Not an animal that is the object of what the person did ("while I was feeding the cat a grey
// curtain came down over my left eye", "walking the dog when it hit"): the subject stays the person.
const ANIMAL = new RegExp(String.raw`(?<!\b(?:feeding|feed|fed|walking|walk|walked|bathing|bathed|brushing|grooming|stroking|petting|patting|chasing|holding|carrying|cuddling|training|picking up|letting out|putting out|taking out|took out|let out)\s)\b(?:my|our|the|a|her|his|their) (?:\w+ )?(?:${ANIMAL_WORDS})(?:'s)?\b`, "g");
// Groups and places: a workplace outbreak, "everyone at school", "people on the ward". The last
// alternative, one unnamed person of a kind ("a stranger", "a customer", "a farm hand"), must stay
// last: the longer phrasings before it ("a man I work with", "a lady at the gym") then match first
// and keep their whole span.
// "we operated one man with brain tumour": a patient of the typist's work.
const GROUP =
  /\b(?:a|the|this|one|an older|a young) (?:lady|woman|man|guy|bloke|fella|girl|boy|chap|person|gentleman|gent|fellow|lad|lass|mate) (?:i|we|my \w+) (?:work|worked|works) with\b|\b(?:operated|operated on|treated|nursed|scrubbed for|looked after|admitted|resuscitated|scanned|saw) (?:a|one|this|an?(?: older| young)?) (?:lady|woman|man|guy|girl|boy|patient|child|kid|gentleman|baby)\b|\b(?:film|movie|documentary|doco|series|show|programme|program|episode|book|novel|article|video|news story|story|podcast|drama|soap)\b[^.]{0,30}\babout (?:a|an|this|some|someone|somebody|the)\b|\b(?:a|the|this|one|some|another|this other) (?:lady|woman|man|guy|bloke|person|chap|fella|mate|pal|friend|colleague|workmate|coworker|co-worker|buddy|girl|boy|lad|dude|kid|woman) (?:at|from|in|down|on|off) (?:the |my |our |his |her )?(?:\w+ ){0,2}(?:shift|crew|rota|course|unit|round|route|work|church|gym|office|club|pub|school|street|road|estate|ward|team|class|next door|desk|depot|site|shop|factory|warehouse|station|yard|plant|canteen)\b|\b(?:everyone|everybody|other people|lots of people|loads of people|half (?:the|my|our) (?:office|class|team|ward|school|street)|(?:the|my|our) (?:whole )?(?:office|team|class|ward|school|residents|patients|clients|coworkers|co-workers|colleagues|classmates|staff)(?! (?:room|rooms|toilets?|canteen|kitchen|car park|meeting|party|entrance|lounge|area|room's|days|years|time|holidays?|uniform|run|bag|trip|report|fees|bus)\b)|(?<!\b(?:like|as if|as though|if)\s)(?:someone|somebody)|a (?:patient|resident|client|pupil|child) (?:at|in|on)|residents|patients|(?<!\b(?:my|her|his|your|their|the|both|right|left) )pupils|classmates|one of (?:the|my|our|his|her|their) (?:other |older |younger |new |regular )?(?:girls|boys|lads|kids|players|pupils|students|team|class|residents|patients|colleagues|friends|mates|guys|lasses|children|women|men|ladies|blokes|parents|mums|moms|dads|staff|nurses|doctors|carers|guards|bouncers|cleaners|chefs|cooks|porters|waiters|waitresses|baristas|cashiers|drivers|riders|pilots|soldiers|officers|cops|coaches|teachers|volunteers|members|customers|clients|guests|regulars|neighbou?rs|cousins|aunts|aunties|uncles|grandparents|(?!(?:painkill|trigg|block|inhal|numb|flick|sti?ck|answ|lett|pap|patt|oth|flow|cent|filt|lay|pow|fing|should|mark|comput|monit|tim|charg|cov|lock|show|corn|count|fold|ord|bord|sens|mot|elevat|indicat|supplem|treatm|mom|comm|segm|ailm|ev|symptom|tabl|tum|vect|fact|err|col(?:ou)?r|met|tiny|oth|lead|head|week|month|year|day|hour|bett|wors|bigg|small|strong|long|short)\w*\b)[a-z]{3,}(?:ers|ors|ists|ians|ants|ents|ards|mates))|people (?:at|in|on) (?:work|school|the)|(?<=\b(?:where|when|how|some|most|many|lots of|plenty of|these|those|young|old|other|that|and)\s)people\b|going (?:round|around) (?:the|my|our|at))\b|(?<!\b(?:i'm|im|i am|as|being|was|am|i was|like|than)\s)\b(?:a|an|another|some)(?: (?:older|elderly|young|old|younger|little|big))? (?:man|woman|lady|gentleman|guy|bloke|fella|chap|customer|client|passenger|(?:deck|farm|rig|ranch|stage) hand|worker|colleague|co-?worker|diver|climber|runner|player|stranger|driver|member|teenager|fan|punter|student|pupil)\b(?! (?:of \d|who (?:is|was) \d))/g;
// A group of many ("the staff", "everyone at work"), unlike one person of it ("a lady I work with").
const PLURAL_GROUP = /^(?:everyone|everybody|other people|lots of|loads of|half|(?:the|my|our) (?:whole )?(?:office|team|class|ward|school|residents|patients|clients|coworkers|co-workers|colleagues|classmates|staff)|residents|patients|pupils|classmates|people|going)\b/;
const TOLD_BEFORE = /\b(?:told|tells|tell|telling|asked|asks|showed|shows|texted|texts|messaged|rang|called|calls|calling|phoned|said to|says to|wrote to|explained to|complained to)\s+$/;
const SELF = /\b(?:i|i'm|i've|i'd|i'll|me|my|myself|mine|we|we've|we're|us)\b/g;
const THIRD = /\b(?:he|she|he's|she's|he'd|she'd|him|her|his|hers|himself|herself)\b/g;

// Where the reading of a subject stops: a new clause with a contrast or cause.
const CLAUSE_BREAK = /[;:]|\b(?:but|because|cause|cos|though|although|whereas|while|whilst|so|and then|which|who)\b/g;

export type About = "self" | "third" | "other" | string;

interface Mention {
  at: number;
  about: About;
  /** A group or a place ("everyone at work", "the staff"): never the antecedent of a he or she. */
  group?: true;
}

// A person named as the object of a verb or preposition ("sex with my partner", "I told her")
// is not who the symptom happened to.
const OBJECT_BEFORE =
  /\b(?:with|to|for|at|from|by|about|beside|near|behind|than|like|told|tell|asked|ask|called|call|phoned|rang|woke|saw|see|seen|drove|take|took|texted|hugged|helped|gave|give|let|made|visiting|visited|met|meet|picked up|collected|dropped|fetch\w*|minding|looking after|caring for|without|and|&)\s+$/;
// "had her by c section with a spinal": the baby born, the object of the birth, not who it happened to.
const BORN_OBJECT = /\b(?:had|delivered|birthed|gave birth to)\s+(?:him|her)\s+(?:by|at|in|on|via|through|naturally|vaginally|early|late)\b/;
// "And my brother passed with...": a sentence that starts with "and" names its subject, not an object.
// Nor does ", and my neighbour's boy has a tumour": after a comma, "and" starts a clause with its own subject.
// "im 54 and my dad went blind": after "and", a person with their own verb (or right before the
// symptom read) is a new subject.
const OWN_VERB_AFTER = /^\s*(?:went|goes|had|has|is|was|got|gets|lost|suffered|suffers|died|passed|developed|became|started|began)\b/;
const isObject = (region: string, at: number, end = at) =>
  OBJECT_BEFORE.test(region.slice(Math.max(0, at - 20), at)) &&
  !/^\s*(?:and|&)\s+$/.test(region.slice(0, at)) &&
  !/[,;]\s*(?:and|&)\s+$/.test(region.slice(Math.max(0, at - 8), at)) &&
  !(/\b(?:and|&)\s+$/.test(region.slice(Math.max(0, at - 6), at)) && end > at && (OWN_VERB_AFTER.test(region.slice(end)) || region.slice(end).trim() === ""));
// "I'm her mum", "as his wife": the typist naming themself, not a person the symptom is about.
// "since I was a teenager", "when she was a little girl": the subject's own past, not another person.
const TYPIST_IS = /\b(?:i'm|i am|im|as|(?:i|she|he|we) (?:was|were))\s+$/;
const PRODUCT_AFTER = /^\s*(?:headache )?(?:powders?|tablets?|pills?|sachets?|remedy|remedies|syrup|drops|balm|oil|tea|brand)\b/;
// Not "as" the conjunction, its person the subject of a verb: "asking as her grandad had a brain tumour".
const CLAUSE_VERB_AFTER = /^\S+(?:\s+\S+)?\s+(?:had|has|have|was|is|died|passed|got|gets|suffered|suffers|went|needed|needs)\b/;
const namesTypist = (region: string, at: number) => TYPIST_IS.test(region.slice(Math.max(0, at - 8), at)) && !(/\bas\s+$/.test(region.slice(Math.max(0, at - 4), at)) && CLAUSE_VERB_AFTER.test(region.slice(at)));
// "went over the grandson's scooter", "after my cousin's engagement party": a relation named only as
// the owner of a thing is no one the symptom happened to; "my mum's headaches", "his sister's arm" are.
// "my sister's on chemo", "mum's been poorly": the 's of "is" or "has", not of owning.
const OWNED_BODY = String.raw`ones?|attacks?|episodes?|spells?|head|heads|headache|headaches|migraine|migraines|neck|eyes?|face|arms?|legs?|hands?|feet|foot|body|vision|sight|speech|temperature|temp|fever|pain|symptoms?|brain|mind|memory|back|chest|own|health|illness|condition|cancer|tumou?r|stroke|seizures?|fits?|bleed|blood`;
const OWNED_THING = new RegExp(String.raw`^'s\s+(?!(?:(?:older|younger|little|big|elder|eldest|youngest|oldest|baby|twin|half|step|grand|best|late|new|ex) )?(?:${RELATION_WORDS})\b)(?!(?:a|an|the|this|that|on|in|at|off|out|up|down|over|under|with|got|gotten|been|had|not|gone|done|also|still|always|now|never|just|really|very|so|too|quite|fine|ok|okay|well|bad|sick|ill|dead|pregnant|unwell|better|worse|home|here|there|due|having|going|[a-z]+ing|[a-z]+ed|[a-z]+ly)\b)(?!(?:[a-z]+\s+)?(?:${OWNED_BODY})\b)[a-z]`);

/** People named in `text` before `upTo`; `withObjects` keeps those named as a verb's object ("carer for my husband"), who can still be a later he/she. */
function mentions(text: string, upTo: number, withObjects = false): Mention[] {
  const region = text.slice(0, upTo);
  const out: Mention[] = [];
  const skipped: number[] = [];
  for (const m of region.matchAll(RELATION)) {
    const at = m.index ?? 0;
    // "calling me by her sister's name": a relation's name, not a person in the story.
    if (namesTypist(region, at) || (isObject(region, at, at + m[0].length) && !withObjects) || /^(?:'s)?\s+names?\b/.test(text.slice(at + m[0].length))) skipped.push(at);
    // "I gave him a Grandpa powder": a product named after a relation, not a person.
    else if (PRODUCT_AFTER.test(text.slice(at + m[0].length))) skipped.push(at);
    else if (m[0].endsWith("'s") && OWNED_THING.test(text.slice(at + m[0].length - 2))) skipped.push(at);
    // "a girl at school", "the boy next door": someone's child, not the typist's.
    else if (/^(?:a|the) (?:boy|girl|lad|lass|kid|child|baby|teen|teenager|toddler)\b/.test(m[0])) out.push({ at, about: "other" });
    // "my wife's friend's son", "Sarah's mum": someone else's relation, not the typist's.
    else if (/^[a-z]+'s (?!$)/.test(m[0]) && !/^(?:it|that|there|he|she|what|who|let|here|where|one)'s /.test(m[0])) out.push({ at, about: "other" });
    // "my sister says her kids had febrile seizures": a relation of someone spoken of is never the one it is typed for.
    else if (/^(?:her|his|their) /.test(m[0])) out.push({ at, about: "other" });
    else out.push({ at, about: normaliseRelation(m[1] ?? "other") });
  }
  for (const m of region.matchAll(ANIMAL)) {
    const at = m.index ?? 0;
    if (isObject(region, at)) skipped.push(at);
    else out.push({ at, about: "other" });
  }
  // "a guy in my office", "a lady I work with": the "my" or "I" inside names the group, not the typist.
  const groups: Array<[number, number]> = [];
  for (const m of region.matchAll(GROUP)) {
    // "one of my pupils": one person, named as the typist names whom they write for.
    const oneOfMine = /^one of (?:my|our) (\w+)/.exec(m[0])?.[1];
    const about = oneOfMine === undefined ? "other" : normaliseRelation(oneOfMine);
    out.push({ at: m.index ?? 0, about, ...(PLURAL_GROUP.test(m[0]) ? { group: true as const } : {}) });
    groups.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  const taken = [...out.map((m) => m.at), ...skipped];
  for (const m of region.matchAll(SELF)) {
    const i = m.index ?? 0;
    // "my" inside "my brother" is the relation, not the typist.
    if (taken.some((t) => t === i) || groups.some(([a, b]) => i > a && i < b)) continue;
    // "she told me everything went grey", "calls me Dad": the typist as the one told or named, not the one it happened to.
    if (/^(?:me|us)$/.test(m[0]) && TOLD_BEFORE.test(region.slice(Math.max(0, i - 16), i))) continue;
    // "one of our residents had a stroke on my shift": the typist's shift or place, where it happened to someone else.
    if (/^(?:my|our)$/.test(m[0]) && /\b(?:on|in|at|during|into|onto|outside|inside|near|by)\s+$/.test(region.slice(Math.max(0, i - 10), i)) && PLACE_OR_SHIFT.test(text.slice(i + m[0].length))) continue;
    // "an older man a few rows from me collapsed": the typist as a place in someone else's clause.
    if (/^(?:me|us)$/.test(m[0]) && /\b(?:from|near|beside|behind|next to|in front of|opposite|past|towards|across from|away from)\s+$/.test(region.slice(Math.max(0, i - 16), i))) continue;
    out.push({ at: i, about: "self" });
  }
  for (const m of region.matchAll(THIRD)) {
    const i = m.index ?? 0;
    if (taken.some((t) => t === i) || (/^(?:him|her)$/.test(m[0]) && (isObject(region, i) || BORN_OBJECT.test(region.slice(Math.max(0, i - 20), i + 30))))) continue;
    out.push({ at: i, about: "third" });
  }
  return out.sort((a, b) => a.at - b.at);
}

const PLACE_OR_SHIFT = /^\s+(?:shift|watch|ward|floor|unit|rounds?|break|house|home|flat|car|kitchen|office|desk|class|classroom|shop|street|lounge|garden|yard|bus|van|truck|corridor|station|caseload|list|patch|route|run)\b/;

/** One word for a relation ("mum"/"mom"/"mother" -> "mother"), so the patient can be matched across messages. */
export function normaliseRelation(word: string): string {
  const w = word.toLowerCase().replace(/'s$/, "");
  if (/^(?:mum|mom|mother|mummy|mommy|mam|mama|mamma|momma|mammy)$/.test(w)) return "mother";
  if (/^(?:dad|father|daddy|papa)$/.test(w)) return "father";
  if (/^(?:husband|hubby|hubs)$/.test(w)) return "husband";
  if (/^(?:wife|missus|missis|wifey)$/.test(w)) return "wife";
  if (w === "bf") return "boyfriend";
  if (w === "gf") return "girlfriend";
  if (w === "other half") return "partner";
  if (/^(?:boy|lad|young fella)$/.test(w)) return "son";
  if (/^(?:girl|lass)$/.test(w)) return "daughter";
  if (/^(?:little one|young one|wee one|youngster|eldest|youngest|oldest)$/.test(w) || /^\d/.test(w)) return "child";
  if (/^(?:kid|child|children|kids|baby|toddler|teen|teenager)$/.test(w)) return "child";
  if (/^(?:gran|granny|nan|nana|nanna|grandma|grandmother|nani|dadi|lola|abuela|oma|babcia|yiayia|yaya|nonna|babushka|bibi|ouma|halmeoni|ah ma|ahma|ah mah|amah|ah po|popo|por por|nai nai|nainai|lao lao|laolao|waipo)$/.test(w)) return "grandmother";
  if (/^(?:grandpa|grandad|granddad|grandfather|pop|pops|poppa|pop-pop|grandpop|gramps|lolo|abuelo|opa|dziadek|pappou|papou|nonno|dedushka|babu|oupa|ah gong|ah kong|yeye|ye ye)$/.test(w)) return "grandfather";
  if (/^(?:nanay|amma|ammi|ammu)$/.test(w)) return "mother";
  if (/^(?:tatay|appa|abba|abbu)$/.test(w)) return "father";
  if (/^(?:ate|didi|sis)$/.test(w)) return "sister";
  if (/^(?:kuya|bhai|bhaiya|bro|bruv)$/.test(w)) return "brother";
  if (/^(?:tita|tia|khala|periamma|periyamma|chithi|chitti|athai|athe|mami|maami|phuppo|phuppi|phupho|chachi|tayi|masi|mausi|bua)$/.test(w)) return "aunt";
  if (/^(?:tito|tio|khalu|periappa|chithappa|mama ji|chacha|taya)$/.test(w)) return "uncle";
  if (/^(?:neighbor|neighbour)$/.test(w)) return "neighbour";
  // "one of my pupils", "one of our residents": one person of them.
  if (/^(?:pupil|student|resident|patient|client)s$/.test(w)) return w.slice(0, -1);
  return w;
}

// A history item owned by someone named after it: "the breast cancer on the form is my mum's",
// "the stroke i ticked was my dad", "cancer - thats my nan not me".
const OWNER_AFTER = new RegExp(String.raw`^(?:(?!\b(?:and|but|whereas|while|i've|i'd|i had|i have|i got|mine)\b)[^.;]){0,40}?\b(?:is|was|'s|that'?s|thats|that is|that was|belongs to|meant|means|is for|was for|is about|was about)\s+(?:for\s+|about\s+)?(?:my|our)\s+(?:(?:late|older|younger|big|little|elder|step|grand)\s+)?(${RELATION_WORDS})(?:'s\b|\b(?!'))(?!\s+(?:\w+\s+)?(?:fault|worry|fear|idea|advice|words|doing|thing)\b)`);

// "the concussion thing is me", "the immune question - that's me, not her": the typist's own.
const OWNER_ME_AFTER = /^\W{0,3}(?:(?:thing|bit|part|question|stuff|one|issue|box)\s+(?:is|was)|\W{0,3}(?:that'?s|thats|that is|that was))\s+(?:me|mine|my own)\b(?!\s+\w+ing\b)/;

/** The relation that owns a history item, named just after it ("... is my mum's", "... thing is me"), or null. */
export function ownerNamedAfter(sentence: string, end: number): string | null {
  if (OWNER_ME_AFTER.test(sentence.slice(end, end + 40))) return "me";
  const m = OWNER_AFTER.exec(sentence.slice(end, end + 80));
  return m?.[1] === undefined ? null : normaliseRelation(m[1]);
}

/** A person named in what someone says or asks ("tried to tell me the baby needed changing"): no subject of the clauses after. */
function toldOf(text: string, at: number): boolean {
  return /\b(?:tell|tells|told|telling|say|says|said|saying|ask|asks|asked|asking)(?: (?:me|us|him|her|them))?(?: that| if| whether)? $/.test(text.slice(Math.max(0, at - 30), at));
}

/**
 * Who a concept at `start` of a sentence is about: the last subject named in its clause (or,
 * with none, the sentence so far). "third" is a bare he/she, resolved against an earlier named
 * person of the message (`earlier`) when there is one. No subject at all means the patient.
 */
// Someone of the typist's named just before: "my roommate says", "my sister reckons".
const NAMED_OTHER_BEFORE = /\b(?:my|our) [a-z]+(?: [a-z]+)? (?:says?|said|reckons?|thinks?|told me)\b[^.]{0,10}$/;
// A clause whose subject is someone's relation, then "and" with the pronoun next.
// Not a witness whose report the clause is ("his dad reckons the pain is worst when he wakes").
const SUBJECT_CHAINED = /\b(?:his|her|their) ([a-z]+)\b(?! (?:reckons?|says?|said|thinks?|thought|told|tells|noticed|notices|saw|sees|found|heard|reported|mentioned|swears?)\b)(?:(?!\b(?:i|i'm|my|me|and)\b)[^.;]){0,100}\band (?:then )?$/;

export function experiencerAt(sentence: string, start: number, earlier: (gender: Gender | null) => About | null): About {
  // The subject sits close before the concept: only a bounded window is read, so a long
  // unpunctuated message stays linear.
  // An aside in brackets ("my flatmate (she's 19, at uni with me) has...") names no subject.
  const text = sentence.slice(Math.max(0, start - 160), start).replace(/\([^()]*\)/g, (m) => " ".repeat(m.length));
  let clauseStart = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) clauseStart = (m.index ?? 0) + m[0].length;
  const all = mentions(text, text.length);
  const inClause = all.filter((m) => m.at >= clauseStart);
  const chosen = inClause[inClause.length - 1] ?? all.filter((m) => m.at < clauseStart && (m.about === "self" || !toldOf(text, m.at))).pop();
  // "it was Jace who had the concussion, not me": someone a cleft sentence names and sets apart.
  // "my little boy had a fit ... we were in a&e till 4am, they said febrile convulsion": what the
  // doctors named is the condition of the one they saw, named earlier in the message.
  if (DIAGNOSED_AS.test(text)) {
    const seen = earlier(null);
    if (seen !== null && seen !== "self" && seen !== "me") return seen;
  }
  const cleft = CLEFT.exec(text);
  if (cleft !== null && (chosen === undefined || chosen.at < (cleft.index ?? 0)) && NOT_ME_AFTER.test(sentence.slice(start, start + 60))) return "not_me";
  // "Crew Pieter has fever and sore throat, not me": someone the clause opens with, set apart after.
  if (chosen === undefined && NOT_ME_AFTER.test(sentence.slice(start, start + 60)) && NAMED_SUBJECT.test(text.slice(clauseStart))) return "not_me";
  if (chosen === undefined) return "self";
  if (READING_REDONE.test(text.slice(clauseStart) + sentence.slice(start, start + 30))) return "self";
  // "missus says the eyelid droops a bit", "my husband noticed the left side of my face", "my colleague
  // says the eyelid sags": a witness telling what they saw of the typist, with no other owner named
  // after the verb, reports the patient (read before a reporting witness makes it someone else's).
  if (chosen.about !== "self" && chosen.about !== "third" && WITNESS_TELLS.test(text.slice(chosen.at) + sentence.slice(start, start + 30))) return "self";
  if (chosen.about !== "self" && WITNESS_SAW_ME.test(text.slice(chosen.at) + sentence.slice(start, start + 30))) return "self";
  if (chosen.about !== "self" && chosen.about !== "third" && WITNESS_SAW_PART.test(text.slice(chosen.at) + sentence.slice(start, start + 30))) return "self";
  if (chosen.about !== "self" && READING_ON_ME.test(sentence)) return "self";
  // "His roommate phoned me, says Sipho is talking nonsense": what a witness reports is about the one
  // spoken of, not the witness nor the typist who took the call.
  const reported = [...text.matchAll(REPORTING)].pop();
  if (reported !== undefined && chosen.at < (reported.index ?? 0) + reported[0].length && chosen.about !== "third") return "third";
  // "his dad found him jerking on the floor": the one found or seen is not the witness named just
  // before, so a bare him/her there is left to whom the typist writes for (experiencer.ts).
  if (chosen.about === "third") {
    // "his teacher ... said he's been really clumsy": the he/she after a witness's verb is the one
    // spoken of, never the witness named before it.
    // "my roommate says his is like a little tingle": "his" standing for the roommate's own, whoever typed.
    if (/^(?:his|hers) (?:is|was|are|were)\b/.test(text.slice(chosen.at)) && NAMED_OTHER_BEFORE.test(text.slice(0, chosen.at))) return "other";
    if (reported !== undefined && chosen.at >= (reported.index ?? 0) + reported[0].length) return "third";
    const gender: Gender | null = /^(?:he|he's|he'd|him|his|himself)\b/.test(text.slice(chosen.at)) ? "male" : /^(?:she|she's|she'd|her|hers|herself)\b/.test(text.slice(chosen.at)) ? "female" : null;
    // "his dad had a bleed on the brain after a fall and he was confused for days": the he or she
    // that goes on the clause of someone else's relation, named by "his" or "her", is that relation.
    const chained = SUBJECT_CHAINED.exec(text.slice(0, chosen.at));
    if (chained?.[1] !== undefined && gender !== null && genderOf(normaliseRelation(chained[1])) === gender) return "other";
    return WITNESS_BEFORE.test(text.slice(0, chosen.at)) ? "third" : (earlier(gender) ?? "third");
  }
  // "I have a stiff neck", "my eyes are sore": the typist's own body, said in the first person.
  // When the typist writes for someone else this is not the patient's (experiencer.ts); "I
  // noticed a rash", "I think ..." only report what the typist saw and stay the patient's.
  // The observer's verb may sit past the concept's start ("I have never seen anything like that"):
  // read it in the sentence, not only in the window before the concept.
  const base = Math.max(0, start - 160);
  if (chosen.about === "self" && FIRST_SINGULAR.test(text.slice(chosen.at, chosen.at + 8)) && !OBSERVER_AFTER.test(sentence.slice(base + chosen.at, base + chosen.at + 40)) && !quoted(text, chosen.at)) return "me";
  return chosen.about;
}

// A named person telling what they saw of a body part: "missus says the eyelid droops", "hubby noticed my face";
// or a reading they took: "flatmate just looked, says 39.2".
// Anyone, a he or she too, telling how the typist looked: "he says it looked like somebody hit me".
const WITNESS_SAW_ME = /^[a-z']+(?: [a-z']+){0,2}? (?:says|said|told me|tells me) (?:that )?(?:it )?(?:looked|looks|seemed|was) (?:as if|like)\b[^.]{0,30}\b(?:me|i)\b/;
// "my flatmates mum packed her a thermometer ... it beeped 39.4 on me": whoever owns the thermometer, the reading is mine.
const READING_ON_ME = /\b(?:beeped|read|said|showed|came up|was|flashed)\s+(?:at\s+)?(?:3[4-9]|4[0-2]|9[5-9]|10[0-6])(?:[.,]\d)?\s*(?:°\s*[cf]?|degrees)?\s+on me\b/;
// "My husband says the black bit in the left eye is tiny": a witness telling what they saw of a part
// of the face, named with "the" (no one else's), tells the typist's.
const WITNESS_SAW_PART = /^(?:my |our )?[a-z']+ (?:says|said|noticed|reckons|thinks|told me)(?: that)? the (?:black bit|pupil|pupils|eyelid|lid|eye|left eye|right eye|face|mouth|left side|right side)\b/;
// Someone who took the typist's reading again: "she did it again with her thermometer and its 39.4".
const READING_REDONE = /^\s*[a-z']+ (?:did|took|checked|measured|redid|re-?took|re-?checked) (?:it|me|my temp(?:erature)?)(?: again)?\b[^.]{0,40}\b(?:it'?s|its|it is|it was|got|reads?|said|says)\s+(?:3[4-9]|4[0-2]|9[5-9]|10[0-6])(?:[.,]\d+)?(?![.,]?\d)/;
const WITNESS_TELLS = /^[a-z']+[a-z', ]{0,30}? (?:says|said|reckons|reads|read|got|measured|checked)(?: it)?(?: at| as)?:? (?:it'?s |its |it is |it was |i'?m |i am |you'?re )?(?:3[4-9]|4[0-2]|9[5-9]|10[0-6])(?:[.,]\d+)?(?![.,]?\d)(?![^.]{0,40}\b(?:she|he|her|his|him|they|their)\b)|^[a-z']+(?: [a-z']+){0,2}? (?:says|said|reckons|reckoned|noticed|notices|spotted|saw|sees|told me|tells me|pointed out|mentioned)(?: that)? (?:the|my|your|one|a) (?:\w+ )?(?:eye ?lids?|lids?|eyes?|pupils?|face|lips?|mouth|smile|arms?|hands?|legs?|feet|foot|speech|words|voice|neck|skin|rash|spots|forehead|cheek|side)\b/;
// A witness reporting someone else: "his roommate phoned me, says ...", "the nurse told me ...".
const REPORTING = /\b(?:(?:roommate|flatmate|housemate|nurse|carer|teacher|friend|neighbou?r|warden|colleague|boss)\b[^.;]{0,40}\b(?:says|said|tells me|told me|told us|reckons|reported))\b(?![^.;]{0,40}\b(?:i|i'm|i've|my)\b)/g;
// A witness's verb just before the pronoun: "found him", "saw her", "walked in on him".
// Not "by the time they got her seen she'd lost the sight": seen by a doctor, the idiom.
const WITNESS_BEFORE = /\b(?:found|finds|saw|(?<!\b(?:got|get|gets|getting) (?:her|him|them|me) )seen|notic\w*|spott\w*|heard|watched|caught|walked in on|woke (?:up )?to(?: find)?)\s*$/;

// 'she says "my head is killing me"': the patient's own words, quoted by the typist.
// 'he say mummy my head is paining me': the child's words, with the parent addressed first.
// Not the typist's own "I must say", "I'd say", "I should say": a turn of speech, not a quotation.
const SAYS_BEFORE = /\b(?<!\b(?:i|i'd|i'll) (?:must |have to |should |would |will |need to |got to |gotta |can |just )?)(?:says?|said|saying|tells? me|told (?:me|us)|keeps? saying|kept saying|complain(?:s|ed|ing)?|screamed|cried|goes|went like|(?:wrote|writes|texted|texts|messaged|messages|sent) (?:me|us|to me|to us))\b\s*(?:that\s+)?[:,]?\s*["']?\s*(?:(?:mummy|mommy|mum|mom|mama|mam|daddy|dad|papa|nana|nanny|nan|nanna|nonna|granny|gran|grandma|grandad|granda|grandpa|grampa|gramps|grandy|aunty|auntie|uncle|miss|sir),?\s+)?$/;
// ... and still inside those words a few words on: 'say mummy my head is paining me'.
const SAYS_RUN = new RegExp(String.raw`${SAYS_BEFORE.source.slice(0, -1)}(?:i|i'm|my|me)\b[^.;,"]{0,40}$`);
const quoted = (text: string, at: number): boolean => (text.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1 || SAYS_BEFORE.test(text.slice(Math.max(0, at - 30), at)) || SAYS_RUN.test(text.slice(Math.max(0, at - 90), at));

const FIRST_SINGULAR = /^(?:i|i'm|i've|i'd|i'll|me|my|myself|mine)\b/;
// The typist as the one who saw, measured or reports, not the one who has the symptom.
const OBSERVER_AFTER =
  /^(?:i|i'm|i've|i'd|i'll)\s+(?:\w+ly\s+|just\s+|also\s+|then\s+|have\s+|had\s+|can\s+|could\s+|do\s+|did\s+)?(?:never\s+)?(?:notic\w*|saw|see|seen|seeing|spott\w*|found|find|think|thought|reckon|guess|believe|suppose|assume|suspect|know|knew|heard|hear|check\w*|took|take|taken|measur\w*|gave|give|given|told|tell|asked|ask|called|call|rang|phoned|said|say|mean|meant|wonder\w*|watch\w*|realis\w*|realiz\w*|felt (?:her|his|him|their)|feel (?:her|his|him)|touched|could tell|can tell|was told|am told|got (?:her|him|them)|brought|drove|carried|put|picked|woke (?:her|him|up to)|(?:have to |had to |need to |needed to |got to )?(?:shake|shook|shaking|nudge|nudged|prod|prodded|poke|poked|pinch|pinched) (?:her|him|them)|came home|came in|went in|walked in|came back|got home|worry|worried|afraid|scared|am (?:worried|scared|afraid|concerned|not sure)|'m (?:worried|scared|afraid|concerned|not sure)|(?:can't|cannot|can not|can hardly|can barely|could hardly|could barely|couldn't) keep (?:her|him|them) awake)\b/;

// "Mum says the worst is first thing when she wakes up": the she reported on, not the reporter.
const WITNESS_REPORTS = /^\S+(?: \S+){0,2}? (?:said|says|told (?:me|us)|tells (?:me|us)|reckons|reckoned|reported)(?: that)?(?: [^.;]{0,50}?)? (?:he|she|he's|she's|he'd|she'd)\b/;

// Named people of a message, found once per message (a long message has many concepts to resolve).
const NAMED = new Map<string, Mention[]>();

export type Gender = "male" | "female";
const MALE = /^(?:father|husband|son|grandson|brother|grandfather|boyfriend|uncle|nephew|stepson|stepdad|stepfather|boy|lad)$/;
const FEMALE = /^(?:mother|wife|daughter|granddaughter|sister|grandmother|girlfriend|aunt|auntie|niece|stepdaughter|stepmum|stepmom|stepmother|girl|lass)$/;
export const genderOf = (about: About): Gender | null => (MALE.test(about) ? "male" : FEMALE.test(about) ? "female" : null);

const FEMALE_NOUN_AT = /^(?:a|an|the|this|that|one) (?:\w+ )?(?:girl|lass|woman|lady|gal)\b/;
const MALE_NOUN_AT = /^(?:a|an|the|this|that|one) (?:\w+ )?(?:boy|lad|man|guy|bloke|fella|chap|gentleman)\b/;

/** The last named person (not the typist) of a message before `upTo` who can be the he/she (`gender`) being resolved. */
export function lastNamedPerson(message: string, upTo: number, gender: Gender | null = null): About | null {
  let named = NAMED.get(message);
  if (named === undefined) {
    named = mentions(message, message.length, true).filter((m) => m.about !== "self" && m.about !== "third");
    if (NAMED.size >= 2000) NAMED.clear();
    NAMED.set(message, named);
  }
  let last: About | null = null;
  for (const m of named) {
    if (m.at >= upTo) break;
    if (m.group === true && gender !== null) continue;
    // "the baby's bottle ... she's dropped it": an owner named with a thing is not the he/she.
    if (gender !== null && /^(?:the|a) (?:\w+ )?\w+'s \w/.test(message.slice(m.at, m.at + 40))) continue;
    // "one of my pupils (she's 9). Her mum is sat with me ... She's been having headaches": "her
    // mum" is the relation of the she being resolved, so a symptom told of "she" stays hers (the
    // safer reading when the typist writes for someone).
    if (gender !== null && (gender === "female" ? /^her\b/i : /^his\b/i).test(message.slice(m.at))) continue;
    // "roommate here, typing for Jaz (27) ... she's had headaches": the one typing, who named themself, is not the she.
    if (gender !== null && /^[a-z'-]+(?: [a-z'-]+)? here\b[^.]{0,20}\b(?:typing|writing|asking|messaging)\b/.test(message.slice(m.at, m.at + 50))) continue;
    // "the teacher said she was bawling ... she's had a headache since": a witness reporting on a
    // he/she is not who a later he/she is about ("my wife said I was confused ... she" still is).
    if (WITNESS_REPORTS.test(message.slice(m.at, m.at + 110))) continue;
    // "my mum give her one extra amlodipine ... she keep rubbing her right eye": the one who gives to
    // "her" is not the she; the she is the one given to.
    if (gender !== null && new RegExp(String.raw`^(?:my |our |the )?[a-z'-]+(?: [a-z'-]+)? (?:\w+ )?(?:give|gives|gave|giving|helped|helps|help|took|take|takes|made|makes|put|puts|told|tells|brought|brings|drove|checked|checks|asked|asks|got|gets|let|lets|measured|measures) ${gender === "female" ? "her" : "him"}\b`).test(message.slice(m.at, m.at + 50))) continue;
    // "she tried to tell me the baby needed changing and her right hand went weak": the one told of is not the she.
    if (gender !== null && toldOf(message, m.at)) continue;
    // "called me kev (my uncle, died 2015) and asked what day it is": someone named in an aside in
    // brackets is not who the he or she is.
    const open = message.lastIndexOf("(", m.at);
    if (gender !== null && open !== -1 && message.indexOf(")", open) > m.at) continue;
    // "she had our baby 12 days ago. shes had a head egg": the one a she or he did something to or
    // with is not the she or he who comes next ("he did not know our grandson Tyler ... he could not
    // put his chin down").
    if (gender !== null && new RegExp(String.raw`\b${gender === "female" ? "she" : "he"}(?:'s|'d)? (?:[a-z']+ ){1,4}$`).test(message.slice(Math.max(0, m.at - 30), m.at))) continue;
    // "the christening party of my son": a person named after "of" is a thing's owner, not who "he" is.
    if (/\bof\s+$/.test(message.slice(Math.max(0, m.at - 4), m.at))) continue;
    // "my grandad ... since my nan passed ... he takes apixaban": "he" is not the nan.
    // "the girl on the late call wrote in the book. i took his temp": "his" is not the girl's.
    const g = genderOf(m.about) ?? (FEMALE_NOUN_AT.test(message.slice(m.at, m.at + 30)) ? "female" : MALE_NOUN_AT.test(message.slice(m.at, m.at + 30)) ? "male" : null);
    if (gender !== null && g !== null && g !== gender) continue;
    last = m.about;
  }
  return last;
}

// A worry, a suspicion or a question about a diagnosis, not a symptom that happened.
const WORRY =
  /\b(?:worr(?:y|ied|ies|ying)|afraid|scared|terrified|frightened|anxious|fear(?:s|ed|ing|ful)?|concerned|paranoid|panick\w*|convinced|suspects?|(?:keep|keeps|kept|can't stop|cannot stop) thinking|wonder(?:s|ed|ing)? (?:if|whether)|what if|(?:watch|watching|look|looking|keep an eye) (?:out )?for|(?:report|mention|flag up|flag|tell (?:them|her|him|you|us) about|come back with|ring (?:them|her|him) about) (?:any|anything)|on the lookout for|how (?:would|do|can|could|will|should|'d) (?:i|we|you|she|he|they) (?:know|tell|be sure)|could (?:it|this|that) be|might (?:it|this|that) be|can (?:it|this) be|(?<=(?:^|[,?!(]\s*|\b(?:so|and|or|then|also|like|um|hmm|ok|okay|doc|doctor|please)\s+))is (?!that (?:since|when|whenever|after|before|he|she|i|they|we|his|her|my|our|there|every|sometimes|each|on|in|at|for)\b|the (?:same|usual|normal)\b[^?]*$)(?:it|this|that|the)\b(?: an?\b)?|do i have|could i have|might i have|have i got|(?:could|might|can) (?:i|she|he|we) be|(?:thinks?|thought|reckons?) (?:it|this|that)(?:'s| is| was| could| might| may| must)|(?:thought|reckoned|assumed|was sure|were sure|was convinced) (?:that )?(?:i|she|he|we|they) (?:was|were)(?: (?:having|going to have|about to have|gonna have))?(?= (?:an? |having |going |about |gonna |dying|paralysed|paralyzed)|\s*$)|in case|rule (?:out|it out)|ruled out|check(?:ed|ing)? (?:for|me for|her for|him for)|check(?:ed|ing|s)? (?:if|whether)|(?:to )?see (?:if|whether)|test(?:ed|ing)? (?:for|me for|her for|him for)|scan(?:ned)? (?:for|to)|googl\w*|(?:form|questionnaire|checklist)\b[^.]{0,12}\b(?:asks|asked|lists|listed)|(?:tiktok|tik tok|video|article|website|podcast|internet|instagram|youtube|reddit|forum|leaflet|facebook|fb|whatsapp|post|meme|group chat|protocol|guidelines?|textbook|handbook|poster|flowchart|triage (?:tool|sheet))\b[^.]{0,20}\b(?:said|says|say|saying|mentioned|showed|shows|claims?|claiming)|(?:saw|seen|read|see) (?:it |this |that )?(?:on|in) (?:facebook|fb|tiktok|tik tok|instagram|the internet|google|a forum|reddit|youtube|whatsapp|a group)|read(?:ing)? (?:something|a bit|an article|a thing|stuff|a leaflet|a poster|a piece) (?:about|on|that|saying|in)|read(?:ing)? (?:online|that|about|up|somewhere|(?:on|in) (?:a |an |the )?(?:internet|web|website|site|forum|paper|newspaper|magazine|article|book|leaflet|news|nhs|reddit|facebook|google|group|post|blog|thread|tiktok|instagram)|an?)|can (?:mean|be a sign|indicate|signal)|(?:looked|looking|look) (?:it |this |that )?up|researched|researching|heard (?:that|about|of)|possibility of|chance of|(?:any )?chance (?:that )?(?:i'm|i am|she's|she is|he's|he is|i could|she could|i might|she might)|ask(?:s|ed|ing)? (?:me |her |him |us )?(?:if|whether|about)|wanted to know (?:if|whether)|risk of|signs? of|symptoms? of|could (?:be|mean|indicate)|might (?:be|mean)|may (?:be|mean))\b/g;
// Someone's guess at a diagnosis, just before it is named: "mate on site reckons its a tumour",
// "my sister thinks it's a brain bleed", "my wife thinks I must have a tumour", "keeps saying 'I've got mummy's tumour'", "pretty sure this is a cluster headache, read about them on
// reddit" (a self-diagnosis names no symptom), "first time i was sure it was a tumour, they scanned me",
// "i swear theres a tumour in there the size of a golf ball". Not "says" ("she says it's drooping" reports what was seen).
// ... or a saying about headaches in general: "friend keeps saying a headache that never stops is a tumour".
const GUESSED =
  /\b(?:reckons?|reckoned|thinks|thought|swears|swore|(?<=\bi )swear|(?:is|am|i'm|im|was|were) (?:(?:pretty|quite|fairly|almost|100%|totally|completely) )?(?:sure|certain|positive|convinced)|(?:pretty|quite|fairly|almost|100%) (?:sure|certain|positive|convinced)|keeps saying|kept saying) (?:that )?['"‘“]?(?:it'?s|its|it is|it was|it could be|it might be|it must be|this is|that's|there'?s|there is|there must be|there'?s got to be|i have|i've got|i (?:might|must|may|could) have|(?:he|she) (?:has|(?:might|must|may|could) have)) (?:a |an |the |[a-z]+'s )?(?:brain |bad |big |little )?$|\b(?:reckons?|reckoned|thinks|thought|swears|swore|is (?:sure|convinced)|keeps? saying|kept saying|says|said|tells me|told me|read|heard|googled) (?:that )?(?:a |any |the |these |those )?(?:head ?aches?|headaches?|migraines?|pain)\b[^.;]{0,40}\b(?:is|are|means?|=|equals|could be|can be|might be|must be) (?:always )?(?:a |an |the )?(?:sign of (?:a |an )?)?(?:brain |bad |big )?$/;
const WORRY_FRAME = /\b(?:what'?s|what is|what was|the (?:thing|bit|part|main thing)(?: that)?(?:'s| is| was)?) (?:worrying|worried|scaring|scared|bothering|frightening|concerning) (?:me|us|her|him)(?: most| now)? (?:is|was)\b/g;
// "(might be nothing) the numbers looked smeary": the typist playing it down, not a worry about it.
// "in case it matters, i had a melanoma cut off": a fact offered for what it is worth, not a worry.
const PLAYED_DOWN = /\b(?:might|may|could|probably|prob|it's probably|it is probably) be nothing\b|\bprobably nothing\b|\bin case (?:it|this|that)(?:'s| is)? (?:matters|helps|relevant|important|useful|of use|counts)\b/g;
// A conditional asked about ("should I go to A&E if I get a stiff neck?").
// What would be so if something else were: "if it was a bleed Id be sick or passed out by now".
const COUNTERFACTUAL = /\bif (?:it|this|that|there|i|she|he) (?:was|were|had been|had)\b[^.]{0,40}\b(?:i'?d|id|you'?d|she'?d|he'?d|they'?d|(?:i|you|she|he|they|it) would|would)(?: (?:be|have|get|feel|have been|be getting|have had))?\b[^.]{0,40}$/;
// Not the idiom "if anything" ("getting worse if anything"): "if anything" says "indeed", no condition.
const IF = /\b(?:if(?! anything\b)|unless|in case|supposing|suppose)\b/g;
const MEDICINE_WHILE = /\b(?:can|could|should|may|do|must) (?:i|she|he|we|you) (?:take|use|have|give|try)\b[^.?]{0,40}\b(?:while|when|whilst|during|as soon as|once)\b/;
const ASKING = /\?|\b(?:should i|should we|do i need|would (?:it|that|i)|what (?:do|should|would|can)|when (?:do|should) i|is it (?:worth|ok|okay|safe)|(?:want|wanted|like|need) to know|wondering|allowed to|safe to|can i take|advice)\b/;

const HEDGED_TELLING = /^(?:think|thought|reckon)\s+(?:it|this|that)(?:'s| is| was)\s+(?:(?:pretty much|more or less|kind of|sort of|like|quite|really|very|almost|basically|probably)\s+)*$/;

// Also an instruction given with its condition: "gi nurse said ring if i get a temp", "told to come
// back if she has a fit": what to do should it happen, not what happened.
const ADVICE_IF = /\bif (?:you|u|one|they|the patient) (?:develop|get|have|notice|experience|start|feel|see|are|become)\b|\b(?:ring|call|phone|contact|come (?:in|back)|go (?:in|back|to a ?&? ?e|to hospital)|seek help|get help)\b[^.;]{0,25}\bif (?:i|she|he|we|they|you|u) (?:get|gets|have|has|had|develop|develops|notice|start|starts|spike|spikes|run|runs)\b/;
// What a page or a leaflet says of headaches in general: "I read that a headache that comes on in
// seconds is a thunderclap", "the site says new headaches after 50 are a worry".
const READ_GENERAL = /\b(?:i (?:also |have |'ve |had )?(?:read|saw|heard)|(?:the |this |that |an? )?(?:site|website|page|article|leaflet|nhs|google|internet|app) (?:says|said))\b(?: (?:that|online|somewhere|on \w+))?,? (?:an? |any )?(?:new )?(?:headaches?|head ?aches?|pain)\b/;

// What a symptom was read or heard to mean: "I also read blurry vision with headache means pressure in brain".
const READ_MEANS = /\bi (?:also |have |'ve |had )?(?:read|seen|saw|heard)(?: (?:that|online|somewhere|on \w+))?,? [^.]{0,50}\b(?:means?|can mean|could mean|indicates?|signals?)\b/;

// A question about headaches in general: "is new headache after 50 dangerous?", "can a migraine cause a stroke?".
const GENERAL_QUESTION = /^\W*(?:(?:and|so|but|also|ok|okay) )?(?:is|are|can|could|does|do) (?:a |an |any )?(?:new |sudden |daily |bad )?(?:headaches?|head ?aches?|migraines?)\b[^.?]{0,50}\?/;

// A rule said of anyone's symptom: "said at my age a sore scalp needs checking" ("a sign of" is a worry, WORRY).
const ANY_ONE_BEFORE = /(?<!\b(?:have|has|had|got|with|get|gets|getting|having|and|is|was|i'?ve|it'?s)\s+)\b(?:a|an|any)\s+(?:[a-z]+\s+)?$/;
const NEEDS_CHECKING_AFTER = /^(?:[a-z]+ ){0,2}?[a-z]+ (?:needs?|need to be|should be|must be|has to be) (?:checking|checked|seen|looked at)\b/;

// What a video or a story showed of someone else: "a video on facebook of a wee boy with a brain tumour".
const SEEN_OF_SOMEONE = /\b(?:video|post|story|article|programme|program|documentary|clip|reel|tiktok|episode|film)\b[^.]{0,30}\b(?:of|about|on) (?:a|an|this|some|that) (?:\w+ ){0,2}?(?:boy|girl|man|woman|kid|child|lad|lass|person|guy|lady|baby|teenager|teen|mum|mom|dad|footballer|actor|actress|singer)\b[^.]{0,20}$|\b(?:that|this|the|a) (?:\w+ )?(?:footballer|actor|actress|singer|presenter|celebrity|character|player|boxer|rugby player|cricketer)\b (?:(?:on|in|from) (?:the |that |this )?(?:news|show|programme|program|series|drama|film|telly|tv|paper|papers)\b)[^.]{0,60}$/;

/** "general": said of headaches in general, as a page or a leaflet says it, not of this person. */
export type Modality = "actual" | "worry" | "hypothetical" | "general";

// A worry's reason tells what happened: "worried it's meningitis because my neck is so stiff".
// "The thing that worries me is he keeps walking into door frames": what follows is what happened.
// So after "this is the part that has me worried honestly, this morning he called me Bernice".
const CLAUSE_OF_MODALITY = /[;]|\b(?:but|though|although|however|because|cos|coz|cause|given (?:that )?|seeing as|now that)\b|\b(?:the (?:thing|bit|part)|what)(?: that's| that has| that|'s)? (?:really |most )?(?:worries|worried|scares|scared|concerns|concerned|bothers|bothered|frightens|frightened) (?:me|us|her|him)(?: most| the most)?(?:,| (?:is|was)(?: that)?\b)|\b(?:the (?:thing|bit|part)|what)(?: that| which)? (?:has|had|'s|got|gets) (?:me|us|her|him) (?:really |so |properly )?(?:worried|scared|frightened|concerned|rattled|spooked)(?: honestly| tbh| most)?(?:,| (?:is|was)(?: that)?\b)/g;
// "is it normal to have a stiff neck", "is it a bad sign that my arm went numb", "is it ok to take
// ibuprofen with a fever of 38.5": a question about a symptom the person has, not a worry about one.
const ASKS_ABOUT_OWN =
  /\b(?:is|was) (?:it|this|that) (?:normal|ok|okay|alright|all right|common|usual|typical|bad|serious|dangerous|worrying|concerning|urgent|safe|fine|a (?:bad |worrying |serious |normal |good )?sign|a problem|an emergency|something (?:serious|bad|to worry about)|anything (?:serious|to worry about)|worth (?:worrying|seeing|checking)|a concern|a worry|something i should worry about)\b(?![^.?]*\b(?:if|when) (?:you|someone|people|one)\b)/;

const ADVICE_THEN = /\b(?:to|you should|you must|i should|we should|then) (?:go|come|ring|call|phone|see|get|seek|head|return|book)\b/;
const REPORTED_IF = /\b(?:said|says|told (?:me|us|her|him)|advised|warned)(?: (?:me|us|her|him))?,? (?:that )?if\b[^.;]{0,60}$/;

const URGE_BEFORE = /\b(?:i|she|he|you) (?:just |literally |honestly )?(?:want(?:s|ed)? to|wanna|could (?:just )?|would (?:happily )?|(?:am|was|'m) ready to)\s+$|\bmakes? (?:me|her|him) want to\s+$|\bmade (?:me|her|him) want to\s+$/;
const DIAGNOSIS_ASKED = /^(?:brain |a |an )?(?:tumou?rs?|cancer|aneurysms?|bleed|stroke|meningitis|mass|growth|clot|ms)\s*\?/;

/** Whether a concept at [start, end) is told as a worry, a hypothetical, or as something that happened. */
export function modalityAt(sentence: string, start: number): Modality {
  // A window cut mid-sentence must not read its first word as the sentence's start ("^is the ...").
  const from = Math.max(0, start - 100);
  const before = (from > 0 ? "\u2026 " : "") + sentence.slice(from, start);
  let clause = before;
  for (const m of before.matchAll(CLAUSE_OF_MODALITY)) clause = before.slice((m.index ?? 0) + m[0].length);
  // "What's worrying me is tonight she's a bit dysphasic": the worry frames what is happening.
  clause = clause.replace(WORRY_FRAME, " ").replace(PLAYED_DOWN, " ");
  if (READ_GENERAL.test(before + sentence.slice(start, start + 30)) || READ_MEANS.test(before + sentence.slice(start, start + 60)) || GENERAL_QUESTION.test(sentence) || SEEN_OF_SOMEONE.test(before) || (ANY_ONE_BEFORE.test(before) && NEEDS_CHECKING_AFTER.test(sentence.slice(start, start + 50)))) return "general";
  if (GUESSED.test(before)) return "worry";
  // "now I am confused what is papilloedema and should I worry": a term asked about, said of no one.
  if (/\bwhat(?:'s| is| are| does| do| means?) (?:a |an |the )?$/.test(before)) return "general";
  // "worst headache of my life every time, tumour?": a feared diagnosis asked bare, as a question.
  if (DIAGNOSIS_ASKED.test(sentence.slice(start)) && /(?:^|[,;:]\s*|\b(?:or|maybe|possibly|perhaps)\s+)(?:a |an |the )?(?:brain )?$/.test(before)) return "worry";
  WORRY.lastIndex = 0;
  const worry = WORRY.exec(clause);
  // "i think it was pretty much instant": the typist's own hedged telling of a feature, not a guess at a cause.
  const hedgedTelling = worry !== null && /\bi\s+$/.test(clause.slice(0, worry.index)) && HEDGED_TELLING.test(clause.slice(worry.index));
  if (worry !== null && !hedgedTelling) {
    // Only "is it <normal/ok/serious...>" in the clause, and no other worry word: the symptom is had.
    const rest = clause.replace(ASKS_ABOUT_OWN, " ");
    WORRY.lastIndex = 0;
    if (!(ASKS_ABOUT_OWN.test(clause) && !WORRY.test(rest))) return "worry";
  }
  // "i want to hit my head on the wall": an urge told, not a thing done.
  if (URGE_BEFORE.test(before)) return "hypothetical";
  IF.lastIndex = 0;
  if (IF.test(clause) && ASKING.test(sentence)) return "hypothetical";
  // "dentist said if the swelling and fever came back to go to hospital": advice on what might come.
  if (REPORTED_IF.test(before) && ADVICE_THEN.test(sentence.slice(start))) return "hypothetical";
  // "Seek urgent care if you develop a sudden severe headache": advice to anyone, pasted or quoted.
  if (ADVICE_IF.test(clause)) return "hypothetical";
  // "if it was a bleed Id be sick or passed out by now": what would have happened, and has not.
  if (COUNTERFACTUAL.test(before)) return "hypothetical";
  // "can I take my sumatriptan while the tingling is still going?": a question about any attack.
  if (MEDICINE_WHILE.test(clause) && /\?/.test(sentence)) return "hypothetical";
  return "actual";
}

// "my neck is fine", "vision normal", "speech totally ok": the body part is named only to say so.
// The fine word is a whole word ("muddled, took me a good minute" holds no "ok"), and an adjective
// before a noun is not said of the part ("a sneeze or a good laugh").
const FINE_AFTER =
  /^(?:\s*(?:and|or|,)?\s*(?:my |her |his |the )?[a-z]+)?\s*(?:is|are|was|were|seems?|seemed|feels?|felt|looks?|looked|been|has been|have been|all|both|also)?\s*(?:totally |completely |perfectly |absolutely |pretty much |quite |all |still |100% )?\b(?:fine|ok|okay|alright|all right|(?:good|clear|perfect|grand|normal)(?!\s+(?!(?:now|today|tonight|atm|thanks|so|too|and|but|though|btw|lol|otherwise|mostly|really|thankfully|honestly|still|either)\b)[a-z]{3,})|unaffected|spot on|no problem|not affected)\b(?!\s+(?:after|again|now|by|later|within|once|when|until|till|apart|on|against|into|onto|off|at|and (?:hard|proper)))/;

/** True when the words right after a concept say it is fine or normal ("neck fine", "vision is normal"). */
export function saidFine(sentence: string, end: number): boolean {
  const after = sentence.slice(end, end + 40).split(/[.;]|\b(?:but|though|otherwise|except|apart|then|until|till|back to)\b/)[0] ?? "";
  // "asked me 4 times what happened and if her pony is ok": a question reported, not an all-clear.
  const fine = FINE_AFTER.exec(after);
  // "no worse than normal": a comparison with the usual, not an all-clear.
  if (/^\s*(?:than|as)\b/.test(after)) return false;
  return fine !== null && !/\b(?:if|whether)\b/.test(sentence.slice(Math.max(0, end - 8), end) + after.slice(0, fine.index));
}

// "I've never had a seizure before": the first one, told now; not "I have never had one".
const NEVER_BEFORE = /\bnever\b[^.;]{0,60}$/;
// "before anyone asks", "before you ask": a clause of the telling, not "never ... before".
// "never had flashing lights or numbness before them": before the headaches, a denial of an aura.
// "I never see rainbow circles, only the zigzag before": the aura before the headache, a contrast.
const BEFORE_AFTER = /^[^.;]{0,45}?\b(?:(?<!\bonly (?:the |a |some |my )?\w+(?: \w+)? )before(?! (?:any ?one|any ?body|some ?one|some ?body|you|u|people|ya|i forget) (?:asks?|asking|wonders?|says?|thinks?|forget)?\b)(?! (?:them|it|they (?:start|come)|it (?:starts|comes)|the (?:headaches?|migraines?|pain|attacks?)|my (?:headaches?|migraines?)|a (?:headache|migraine))\b)|until (?:now|today|tonight|this|that|then|last)|till (?:now|today|this|that)|up to now|ever before)\b/;

// "I've never fainted in my life": an emphatic denial, unless the message tells it happening now.
const IN_A_LIFETIME = /^[^.;]{0,45}?\bin (?:my|her|his|their|our) (?:life|lifetime|whole life|entire life)\b/;

/**
 * How a negated concept reads as "never ... before": "before" (a first event, told now or not),
 * "lifetime" ("never ... in my life": a first event only when something happened now), or null.
 */
export function neverBefore(sentence: string, start: number, end: number): "before" | "lifetime" | null {
  const lead = sentence.slice(Math.max(0, start - 60), start);
  if (!NEVER_BEFORE.test(lead)) return null;
  // "never had weakness, never numb, no zigzag or lights before": its own "no" denies it; the
  // "before" is before the headache, not a first time.
  if (/\b(?:no|not|without|nothing)\b(?![^.;]*\bnever\b)[^.;]{0,40}$/.test(lead)) return null;
  const after = sentence.slice(end);
  // "I never have zigzags or numbness before": a list under one "never" denies each, as a checklist
  // does; a first time is told of one thing ("I've never had a seizure before").
  const neverAt = lead.search(/\bnever\b(?![^]*\bnever\b)/);
  const listed = (s: string) => /\b(?:or|nor)\b/.test(s);
  const beforeWhat = /\bbefore\b\s*(\w*)/.exec(after)?.[1] ?? "";
  if ((listed(lead.slice(Math.max(0, neverAt))) || listed(after.split(/\bbefore\b/)[0] ?? "")) && !/^(?:today|tonight|this|now|yesterday|last|these|that|then)$/.test(beforeWhat)) return null;
  return BEFORE_AFTER.test(after) ? "before" : IN_A_LIFETIME.test(after) ? "lifetime" : null;
}

// The typist writing for someone else: "my daughter (15) has had a headache since...", "he's got
// a migraine", "asking for my husband", "I look after my granddaughter Seren, 8" (a child in their
// care; "I look after my mum" tells a carer's own life). Only when no headache of the typist's own is told.
const FOR_OTHER = new RegExp(
  String.raw`\b(?:(?:i'm |i am |im )?(?:asking|writing|typing|here|messaging|enquiring|inquiring|posting|filling (?:this|it) (?:in|out)|using this|doing this)(?: (?:this|in|on))? (?:for|on behalf of|about|regarding|re) (?:one of )?(?:my|our) |\bi (?:type|write|ask|message|am write|am type)(?: this)? (?:for|on behalf of|about) (?:my|our) |\b(?:mi|me) (?:a |is |deh )?(?:type|typing|write|writing|ask|asking) (?:fi|for|pon behalf a) (?:mi|my|me|our) |(?:this|it|this message|the question|my question|a question|this question|question) (?:is |'s )?(?:for|about|on behalf of|regarding|re) (?:my|our) |on behalf of (?:my|our) |for (?:my|our) (?=\S+ (?:\(|,\s*)\d{1,3}\b)|\bi (?:look after|care for|mind|babysit|am looking after|'m looking after|pick up) (?:my|our) (?=(?:little )?(?:grand)?(?:daughter|son|child|kid|kids|children|niece|nephew|grandchild|grandkid|boy|girl|little one)s?\b))(?:(?:\d{1,2}[- ]?(?:years?|yr)[- ]?old|little|teenage|elderly|eldest|youngest|older|younger) )?(${RELATION_WORDS})s?\b`,
);
// "Mum (82) has...", "Dad, 67, ...", "Husband (45)": a relation with an age at the start of a message.
const BARE_RELATION_AGE = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:(?:hi|hello|hey|sir|madam|doctor|dear \w+),? )?(?:my |our |(?!\d))(${RELATION_WORDS})(?: (?!is\b|has\b|had\b|was\b)[a-z]{2,12},?)?\s*(?:(?:\(\s*|,\s*|-\s*|is |aged? )(?:(?:she|he)(?:'s|s| is) )?(?:only |just )?\d{1,3}\b(?! (?:minutes|hours|days|weeks|months|times|mg))|\d{1,3}\s*(?:years?|yrs?)(?: old)?\b(?! ago))|\b(?:my|our) (${RELATION_WORDS}),? (?:aged? )?\d{1,3}\s*(?:years?|yrs?)(?: old)?\b(?! ago)`,
);
// "my husband gary 56 was sat watching the darts": a relation, their name and their age.
const NAMED_RELATION_AGE = new RegExp(String.raw`^(?:(?:hi|hello|hey),? )?(?:my|our) (${RELATION_WORDS}) [a-z]{2,12},? (\d{1,3})\b(?! ?(?:minutes|mins|hours|hrs|days|weeks|months|times|mg|%|kg|years? ago))`);
// A named person typed for: "typing for Sarah (34) who I look after", "on behalf of Tom, 8".
// "(for my grandad)" in a form's answer: the patient named in brackets.
const COMPLAINT_FOR = new RegExp(String.raw`^(?:(?:hi|hello|hey),? )?(?:a |bad |terrible )?(?:head ?ache|headache|migraine|question|advice|help|query|enquiry)s? (?:for|about|re) (?:my|our) (${RELATION_WORDS})\b`);
const FOR_BRACKETED = new RegExp(String.raw`\((?:this is |it's |its )?(?:for|about|re) (?:my|our) (${RELATION_WORDS})\)`);
const FOR_NAMED = /\b(?:asking|writing|typing|messaging) (?:this )?(?:for|on behalf of) (?:my|our) (?:[a-z]+ ){1,3}?[a-z]+,? \(?\d{1,3}\b(?! ?(?:minutes|mins|hours|hrs|days|weeks|months|times|mg|%))|\b(?:asking|writing|typing|messaging|enquiring|inquiring|posting|filling (?:this|it) (?:in|out)|here) (?:this )?(?:for|on behalf of|about) (?!(?:my|our|a|an|the|him|her|them|me|myself|you|it|this|that|some|work|school|now|ages|years|months|weeks|days|hours)\b)[a-z]{2,15}\b(?:\s*(?:\(\s*\d{1,3}|,\s*\d{1,3}|,? (?:who|she|he|aged?)\b)|\s+\d{1,3}\b(?! ?(?:minutes|mins|hours|hrs|days|weeks|months|times|mg|%)))/;
// A carer writing about the person cared for: "I am carer for Mrs Doreen, 88 years", "I look after Mr Okafor".
// "Im a home carer, I go in 4 times a day to a lady, Edna, 84": one person the carer visits.
const CARER_NAMED = /\b(?:i'm|i am|im|i work as) (?:a |an )?(?:home |community |live-in |private |agency |domiciliary |district )?(?:carer|caregiver|care worker|care assistant|support worker|home help|nurse|aide)\b[^.]{0,60}?\b(?:to|for|visit|visits|after|see) (?:a|an|this|one) (?:(?:old|older|elderly|lovely|little) )?(?:lady|gentleman|gent|man|woman|client|fella|chap)\b|\b(?:(?:i'm|i am|im|i work as|as) (?:a |an |the |her |his )?(?:home |health |community |live-in |private |agency |domiciliary )*(?:carer|caregiver|care worker|care assistant|support worker|home help|aide|helper|personal assistant)\b[^.]{0,20}?\b(?:for|to|of)|i (?:look after|care for|visit|help)) (?!(?:my|our|a|an|the|him|her|them|me|myself|you|it|this|that|some|people|patients|clients|residents|elderly|old)\b)(?:(?:mrs|mr|ms|miss|mister|dr)\.? )?[a-z]{2,15}\b|\b(?:i'm|i am|im) (?!(?:my|our|his|her|their|your)\b)[a-z]{2,15}'s (?:home |health |community |live-in |private |agency |support )*(?:carer|caregiver|care worker|care assistant|support worker|aide|helper|personal assistant|key ?worker|nurse)\b/;
// "it's made me paranoid about every headache": a headache the typist worries about for themself.
const WORRIED_OWN = /\b(?:me|i'm|i am|im|i've|i have|i get|i)\b[^.]{0,40}\b(?:paranoid|worried|worrying|scared|anxious|freaking|panick\w*|nervous|terrified|overthinking|over-thinking|overthink|stressing|stressed|obsessing)\b[^.]{0,30}\b(?:every|any|each|my)(?: single| little| tiny| small| minor)? (?:head ?ache|headache|migraine|twinge|pain)\b/;
// "im on his phone, its my boyfriend kyle": typing on the patient's own device.
const MY_RELATION = new RegExp(String.raw`\b(?:my|our) (${RELATION_WORDS})\b`);
const TYPING_FOR_PRONOUN = /\b(?:typing|writing|asking|messaging|filling this in|doing this) (?:this )?(?:for|on behalf of) (?:him|her)\b(?! (?:to|so)\b)|\b(?:i'm|im|i am) (?:on|using) (?:his|her) (?:phone|mobile|account|laptop|ipad|tablet|app)\b/;
const I_AM_OF = /\b(?:i'm|i am|im|this is) (?:the )?(mum|mom|mother|mama|ammi|dad|father|papa|abbu|nani|nana|nan|nanna|granny|gran|grandma|grandmother|dadi|dada|grandad|grandpa|grandfather|lola|lolo|abuela|abuelo|aunt|auntie|uncle|khala|chacha|tia|tio) of [a-z]+\b/;
// Who may type for a child or someone cared for, named by their relation to them.
const CARER_WORDS = String.raw`mum|mom|mother|mummy|mommy|mama|mam|ammi|ammu|amma|nanay|dad|father|daddy|papa|abbu|abba|tatay|appa|parents?|nana|nani|nan|nanna|granny|gran|grandma|grandmother|dadi|dada|grandpa|grandad|granddad|grandfather|oupa|ouma|opa|oma|lola|lolo|abuela|abuelo|yiayia|yaya|nonna|nonno|aunt|auntie|aunty|uncle|tia|tio|khala|big sister|older sister|sister|big brother|older brother|brother|(?:form |class |pe |school )?(?:teacher|tutor)|coach|carer|caregiver|guardian|childminder|nanny|babysitter|flatmate|roommate|housemate|friend`;
// "I am Arian's ammu", "this is Harper's mom", "Simran's mom here", "it's his Nana typing",
// "I'm Aanya's form tutor": the typist says whose carer they are (what "I am mother of Léa" says).
const CARER_OF_NAMED = new RegExp(
  String.raw`\b(?:i'm|i am|im|this is|it's|its|it is) (?:[a-z]{2,15}'s|his|her) (${CARER_WORDS})\b|(?:^|[.!,]\s*|\b(?:hi|hello|hey|morning|evening)\b,?\s*)(?:[a-z]{2,15}'s|his|her) (${CARER_WORDS}) (?:here|typing|writing)\b|\b(?:it's|its|it is|this is) (?:the )?(${CARER_WORDS}) (?:here )?(?:typing|writing)\b`,
);
// "RPN at a long term care home. Resident Ilse, 91, has a new headache": one in the typist's care, named with their age.
const IN_CARE_NAMED = /(?:^|[.!?]\s+)(?:our |my )?(resident|patient|client|service user|pupil|student) [a-z]{2,15},? \(?\d{1,3}\)?/;
// "Liam is my grandson he's 8": a named person, then their relation to the typist.
// The name opens a sentence or clause ("Liam is my grandson"), never "the reason is my mum".
const NAMED_IS_MY = new RegExp(String.raw`(?:^|[.!?,;]\s*|\b(?:hi|hello|and|so|ok|okay)\s+)(?!(?:he|she|it|this|that|there|here|what|who|which|one|mine|head|pain|reason|problem|thing|worry|question|patient|something|someone|everything|why)\b)[a-z]{2,15} is (?:my|our) (${RELATION_WORDS})\b`);
const GROUP_MEMBER =
  /\bone of the (?:lads|girls|guys|men|women|ladies|gents|people|residents|clients|young people|service users|kids|children|adults|students|patients|tenants) (?:i|we) (?:support|look after|care for|work with|teach|coach|train|mind|visit)\b|\bone of (?:my|our) (?:squad|team|players|athletes|climbers|runners|swimmers|riders|gymnasts|dancers|pupils|students|trainees|apprentices|residents|patients|clients|staff|workers|crew|members|campers|scouts|explorers|cubs|brownies|guides|cadets|guests|service users|boarders|lads|girls|boys|kids|ladies|gentlemen|gents|fellas|women|men|elderly|old dears|tenants|customers|regulars|children|babies|toddlers|learners)\b(?:\s*(?:\(|i am a)\s*\d{1,3}|,\s*\d{1,3}|,? (?:just|has|had|is|was|who|she|he|aged?)\b)/;
const OTHER_HEADACHE = new RegExp(
  String.raw`(?:\b(?:my|our|the) |^(?:hi,? |hello,? |hey,? )?${VOCATIVE})(?:\d{1,2}[- ]?(?:years?|yr)[- ]?old |little |older |younger |teenage |elderly |eldest |youngest )?(${RELATION_WORDS})(?:'s)?\b(?:(?!\b(?:i|i'm|i've|i'd|me|my)\b)[^.]){0,80}?\b(?:head ?aches?|headaches?|migraines?|head (?:hurts|hurting|pain|is (?:killing|pounding|splitting|thumping|banging))|(?:sore|bad|banging|thumping|pounding|splitting|stonking|rotten|awful|terrible) head)\b`,
);
const THIRD_HEADACHE = /\b(?:he|she|he's|she's)\b[^.]{0,30}\b(?:head ?aches?|headaches?|migraines?|head (?:hurts|pain)|sore head)\b|\b(?:his|her) (?:head ?aches?|headaches?|migraines?|head (?:hurts|is))\b/;
// "I get headaches", "my head": the typist's own. A third person between the two ("I think her
// headaches") makes it someone else's, and so does a verb of reading or hearing: "I've read that
// headache with vomiting can be a tumour", "I heard migraines run in families" tell what the typist
// learnt about headaches, not a headache they have (ConText experiencer: reported knowledge).
const NOT_HAVING = String.raw`her|his|their|he|she|he's|she's|they|him|them|my|read|reading|heard|hear|hearing|googled|google|googling|looked (?:it |this |that )?up|researched|research|learnt|learned|article|articles|online|internet|website|forum|(?:saw|seen|see) (?:that|online|on|in|an? (?:article|post|video|programme|program|documentary|story|thread))|told (?:that|me that)|put|wrote|typed|entered|ticked|filled|guessed|form`;
const OWN_HEADACHE = new RegExp(
  String.raw`\b(?:i|i've|i'm|i'd)\b(?:(?!\b(?:${NOT_HAVING})\b)[^.]){0,25}\b(?:head ?aches?|headaches?|migraines?|sore head)\b|\bmy (?:own )?(?:head|headaches?|head ?aches?|migraines?|temples?|forehead)\b|\b(?:it's|it is|it isn't|isn't|it's not|it is not|not) (?:just|only) me\b`,
);
// "I get migraines too", "I've had headaches myself", "mine are different": the typist's own
// headaches told beside the patient's, second.
const OWN_SECONDARY =
  /\b(?:i|i've|i'm|i'd|i get|i have|i had)\b[^.]{0,40}\b(?:head ?aches?|headaches?|migraines?)\b[^.]{0,25}\b(?:too|as well|also|myself|like (?:her|him|them))\b|\b(?:i|i've|i'd)\b (?:also|too|myself|as well) (?:get|have|had|suffer)\b(?=[^.]{0,30}\b(?:head ?aches?|headaches?|migraines?|them|these|those|it)\b)|\bmine (?:are|were|is|was)\b|\b(?:with|from) mine\b|\b(?:runs?|run) in (?:the|our|my) family\b|\bi (?:used to|suffered|suffer)\b[^.]{0,30}\b(?:head ?aches?|headaches?|migraines?)\b|\b(?:i'm|i am|im) the (?:one|only one) (?:with|who gets|who has) (?:the )?(?:head ?aches?|headaches?|migraines?)\b|\b(?:i'm|i am|im) the (?:headache|migraine) one\b/;
// The typist names their own relation to the patient: "I'm her mum", "I am his wife".
// "I'm his wife", "as her daughter", "this is his wife typing", "her husband here".
// A handover mid-conversation ("This is her husband. About an hour ago she...") is not this: the
// person typing changed, the earlier first-person messages stay the patient's.
const I_AM_RELATION = /\b(?:i'm|i am|im|as) (?:her|his|their|the) (mum|mom|mother|dad|father|parent|wife|husband|partner|girlfriend|boyfriend|daughter|son|grandson|granddaughter|grandchild|niece|nephew|carer|caregiver|guardian)\b|^(?:hi,? |hello,? )?(?:this is |it's |its )?(?:her|his) (mum|mom|mother|dad|father|wife|husband|partner|girlfriend|boyfriend|daughter|son|grandson|granddaughter|carer) (?:here|typing|writing)\b/;
const INVERSE: Record<string, Record<string, string>> = {
  her: { mum: "child", mom: "child", mother: "child", dad: "child", father: "child", parent: "child", husband: "wife", partner: "partner", boyfriend: "girlfriend", daughter: "mother", son: "mother", grandson: "grandmother", granddaughter: "grandmother", grandchild: "grandmother", niece: "aunt", nephew: "aunt" },
  his: { mum: "child", mom: "child", mother: "child", dad: "child", father: "child", parent: "child", wife: "husband", partner: "partner", girlfriend: "boyfriend", daughter: "father", son: "father", grandson: "grandfather", granddaughter: "grandfather", grandchild: "grandfather", niece: "uncle", nephew: "uncle" },
};

const HEADACHE_WORD = /\b(?:head ?aches?|headaches?|migraines?|head|heads)\b/;
// A head named only as where something happened ("grabbed the back of his head and collapsed") tells no headache.
const HEAD_AS_PLACE = /\b(?:grabbed|clutched|held|holding|grabbing|clutching|hit|banged|bumped) (?:the (?:back|side|top|front) of )?(?:his|her|their|my) head\b|\b(?:knee|elbow|ball|boot|kick|knock|blow|bang|whack|hit|clash|punch|head-butt|headbutt) (?:to|on|in|into|off) (?:the|his|her|their|my) head\b/g;

// "my ammi is in Lahore, I am on video with her right now. She is 66": the relation, then their age.
const RELATION_THEN_AGE = new RegExp(String.raw`\b(?:my|our) (${RELATION_WORDS})\b[^.]{0,120}?[.,;]\s*(?:she|he)(?:'s| is) (?:only |just |now )?\d{1,3}\b(?! ?(?:minutes|mins|hours|hrs|days|weeks|months|times|mg|%|kg|years? ago))`);
// "my son is 17", "My husband (34)": stating someone's age is stating who the patient is.
// Not "both our kids (7 and 11)": several people with their ages are family, not the one patient.
const OTHER_AGE = new RegExp(String.raw`\b(?:my|our) (${RELATION_WORDS})(?:,? (?:is |'s |who is |aged? |\(|- )|(?: (?!is\b|has\b|had\b|was\b|who\b)[a-z]{2,12}),? (?:is |who is |aged? ))(?:(?:she|he)(?:'s|s| is) )?(?:only |just )?\d{1,3}\b(?! (?:minutes|hours|days|weeks|months|times|mg))(?!\s*(?:and|&|,)\s*\d)`);

// 'he come back from school and say mummy my head is paining me': the child's words, quoted, are no
// headache of the typist's own.
const THEIR_WORDS = /\b(?:he|she|they)\b[^.;]{0,60}?\b(?:says?|said|saying|tells? me|told (?:me|us)|keeps? saying|kept saying|cries|cried|crying|goes|complain(?:s|ed|ing)?|(?:wrote|writes|texted|texts|messaged|messages|sent) (?:me|us|to me|to us))\b\s*(?:that\s+)?[:,]?\s*["']?\s*(?:(?:mummy|mommy|mum|mom|mama|mam|daddy|dad|papa|nana|granny|grandma|grandad|miss|sir),?\s+)?(?:i|i'm|my|me)\b[^.;"]*/g;

/** The relation of the patient when the typist writes for someone else, or null; `outright` when said in so many words. */
export function typistFor(text: string): { relation: string; outright: boolean } | null {
  const message = text.replace(THEIR_WORDS, " ");
  const said = typistSaid(message);
  if (said !== null) return said;
  const m = OTHER_HEADACHE.exec(message);
  if (m?.[1] === undefined) return null;
  // "my son is 12, he also has headache": the relative's headache told beside the typist's own.
  if (/\b(?:also|too|as well)\b/.test(m[0].slice(m[0].indexOf(m[1])))) return null;
  // "my uncle say high BP will give headache": what a relative says about headaches, not theirs.
  if (/^\S+(?: \S+)? (?:say|says|said|saying|thinks?|thought|reckons?|reckoned|believes?|told (?:me|us)|tells (?:me|us))\b/.test(m[0].slice(m[0].indexOf(m[1])))) return null;
  // "my mum gets migraines too" beside "my headaches": the typist's own story; but "my daughter
  // has headaches every day, I get migraines too" is the daughter's, plainly.
  const rest = message.replace(m[0], " ");
  if (!OWN_HEADACHE.test(rest)) return { relation: normaliseRelation(m[1]), outright: false };
  if (OWN_SECONDARY.test(rest) && (OWN_HEADACHE.exec(message)?.index ?? 0) > m.index) return { relation: normaliseRelation(m[1]), outright: true };
  return null;
}

function typistSaid(message: string): { relation: string; outright: boolean } | null {
  // "I want to ask about my own headaches but first let me explain: my daughter ...": their own.
  if (/\b(?:about|for|with) my own (?:head ?aches?|headaches?|migraines?|head)\b/.test(message)) return null;
  // Said outright ("asking for my daughter", "this is about my dad"): the typist's own
  // headaches, told second ("I get migraines too"), do not make them the patient.
  const notOwn = !ownHeadache(message) || OWN_SECONDARY.test(message);
  const asked = FOR_OTHER.exec(message);
  if (asked?.[1] !== undefined && notOwn) return { relation: normaliseRelation(asked[1]), outright: true };
  // "HEADACHE FOR MY MISSUS SHE HAD THE BABY 4 DAYS AGO": the complaint, then whose it is.
  const complaintFor = COMPLAINT_FOR.exec(message);
  if (complaintFor?.[1] !== undefined && notOwn) return { relation: normaliseRelation(complaintFor[1]), outright: true };
  const bracketed = FOR_BRACKETED.exec(message);
  if (bracketed?.[1] !== undefined && notOwn) return { relation: normaliseRelation(bracketed[1]), outright: true };
  // "mum here typing for Isla who's 13 ... I've had migraines since I was her age": typing for a
  // named person says whose story it is, whatever the typist tells of their own.
  if (FOR_NAMED.test(message)) return { relation: "other", outright: true };
  if (CARER_NAMED.test(message) && notOwn) return { relation: "other", outright: true };
  // "Climbing coach here, one of my squad (19F) just came off the wall": one person of a group the
  // typist looks after, told with their age or what just happened to them.
  if (GROUP_MEMBER.test(message) && notOwn) return { relation: "other", outright: true };
  // "hello i am his cousin, typing for him": the typist for someone told of as he or she; so is "I'm
  // typing for him because he's not really with it".
  // "im on his phone, its my boyfriend kyle": the relation named beside it is the patient.
  if (TYPING_FOR_PRONOUN.test(message) && notOwn) return { relation: normaliseRelation(MY_RELATION.exec(message)?.[1] ?? "other"), outright: true };
  // "I am Nani of Vihaan, he is 7 years": the typist named by their relation to the patient.
  const iAmOf = I_AM_OF.exec(message);
  if (iAmOf?.[1] !== undefined && notOwn) return { relation: /^(?:mum|mom|mother|mama|ammi|dad|father|papa|abbu)$/.test(iAmOf[1]) ? "child" : /^(?:aunt|auntie|uncle|khala|chacha|tia|tio)$/.test(iAmOf[1]) ? "other" : "grandchild", outright: true };
  const carer = CARER_OF_NAMED.exec(message);
  const carerWord = carer?.[1] ?? carer?.[2] ?? carer?.[3];
  if (carerWord !== undefined && notOwn) return { relation: patientOfCarer(carerWord), outright: true };
  const inCare = IN_CARE_NAMED.exec(message)?.[1];
  if (inCare !== undefined && notOwn) return { relation: normaliseRelation(inCare), outright: true };
  const namedIsMy = NAMED_IS_MY.exec(message);
  if (namedIsMy?.[1] !== undefined && notOwn) return { relation: normaliseRelation(namedIsMy[1]), outright: true };
  const iAm = I_AM_RELATION.exec(message);
  if (iAm !== null && notOwn) {
    const whose = /\bhis\b/.test(iAm[0]) ? "his" : "her";
    return { relation: INVERSE[whose]?.[iAm[1] ?? iAm[2] ?? ""] ?? "other", outright: true };
  }
  // A relative's age ("Mum (82) has...", "my son is 17") names the patient when their headache
  // is told with it; "My mum (68) had a stroke three weeks ago" alone may be the background of
  // the typist's own headaches, so it stays a guess the typist's own story can overrule.
  // "my husband has a headache too and our boy (12) is real dopey": others share the typist's own
  // headache ("too"), so the one with an age is not named the patient by it.
  if (SHARES_IT.test(message)) return null;
  const aged = agedRelation(message);
  const relation = aged?.relation;
  // Outright only when the headache told is theirs: "my friend from uni had an aneurysm, she's 26 ...
  // made me paranoid about every single headache" is the typist's worry about their own.
  if (relation !== undefined && notOwn) return { relation: normaliseRelation(relation), outright: aged?.headacheTold === true && !WORRIED_OWN.test(message) };
  return null;
}

// ... or "My father is 58 and he also started having headaches at 55": a relative's own, beside the typist's.
const SHARES_IT = /\b(?:has|have|had|got|gets|is getting) (?:a |the )?(?:head ?aches?|headaches?|migraines?|sore heads?|(?:bad|pounding|splitting) (?:head|headache)) (?:too|as well|also)\b|\b(?:he|she|they) (?:also|too) (?:started|began|gets?|got|has|had|have|suffers?|suffered) (?:having |getting )?(?:head ?aches?|headaches?|migraines?)\b/;
const AGED = [BARE_RELATION_AGE, OTHER_AGE, NAMED_RELATION_AGE, RELATION_THEN_AGE].map((re) => new RegExp(re.source, "g"));
// "my son Theo (9)" mid-message: whom the typist writes for only when that sentence tells the headache.
const NAMED_BRACKET_AGE = new RegExp(String.raw`\b(?:my|our) (${RELATION_WORDS}) [a-z]{2,12} \(\d{1,2}\)`, "g");

/**
 * The relation told with an age ("my son Theo (9)"). With two ("My nephew (7) was just diagnosed
 * ... my son Theo (9) says his head hurts"), the one whose sentence tells the headache.
 */
function agedRelation(message: string): { relation: string; headacheTold: boolean } | undefined {
  const found: Array<{ at: number; relation: string; weak: boolean }> = [];
  for (const [re, weak] of [...AGED.map((r) => [r, false] as const), [NAMED_BRACKET_AGE, true] as const]) {
    for (const m of message.matchAll(re)) {
      const relation = m[1] ?? m[2];
      const at = m.index ?? 0;
      if (relation !== undefined && !found.some((f) => Math.abs(f.at - at) < 4)) found.push({ at, relation, weak });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const strong = found.filter((f) => !f.weak);
  // One relation told: its headache may be told anywhere in the message ("Mum (82) has been
  // confused. Her head hurts"); of two or more, the one whose own sentence tells it.
  const told = (at: number, i: number): boolean => {
    if (found.length === 1) return HEADACHE_WORD.test(message.replace(HEAD_AS_PLACE, " "));
    const next = found.slice(i + 1).find((f) => f.at > at)?.at ?? message.length;
    return HEADACHE_WORD.test((/^[^.!?]*/.exec(message.slice(at, next))?.[0] ?? "").replace(HEAD_AS_PLACE, " "));
  };
  // "my mate conor (20) ... smacked his head off the kerb": a name and age in brackets alone name
  // the patient only when their own sentence tells the head.
  const ownSentenceTells = (at: number) => HEADACHE_WORD.test((/^[^.!?]*/.exec(message.slice(at))?.[0] ?? "").replace(HEAD_AS_PLACE, " "));
  if (strong.length === 0) return found.length === 1 && ownSentenceTells(found[0]!.at) ? { relation: found[0]!.relation, headacheTold: true } : undefined;
  const i = found.findIndex(({ at }, j) => told(at, j));
  const chosen = i === -1 ? strong[0] : found[i];
  return chosen === undefined ? undefined : { relation: chosen.relation, headacheTold: i !== -1 };
}

/** Whom a carer types for, by the carer's word: a parent's child, a grandparent's grandchild, a sibling's sibling; else someone in their care. */
function patientOfCarer(word: string): string {
  const w = normaliseRelation(word.replace(/^(?:big|older) /, ""));
  if (w === "mother" || w === "father" || /^parents?$/.test(w)) return "child";
  if (w === "grandmother" || w === "grandfather") return "grandchild";
  if (w === "sister" || w === "brother") return "sibling";
  return "other";
}

/** True when the typist tells a headache of their own ("I get migraines", "my head is pounding"). */
export function ownHeadache(message: string): boolean {
  return OWN_HEADACHE.test(message.replace(THEIR_WORDS, " "));
}

/** True when the message tells a third person's headache and none of the typist's own. */
export function thirdPersonStory(message: string): boolean {
  return THIRD_HEADACHE.test(message) && !OWN_HEADACHE.test(message);
}
