import { repairWord } from "./spelling.ts";

// Turns what people type into one canonical lower-case form the rules can match: curly quotes,
// missing apostrophes ("dont"), shorthand ("w/", "3x a week", "hrs") and typos.

const APOSTROPHE_LESS: Record<string, string> = {
  dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", couldnt: "couldn't", wont: "won't",
  wouldnt: "wouldn't", isnt: "isn't", wasnt: "wasn't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't",
  arent: "aren't", werent: "weren't", shouldnt: "shouldn't", aint: "ain't", im: "i'm", ive: "i've",
  id: "i'd", ill: "ill", theyre: "they're", youre: "you're", thats: "that's", whats: "what's", theres: "there's",
  shes: "she's", hes: "he's", theyve: "they've", weve: "we've", youve: "you've",
};

// Scots and Northern English forms (negation in "-nae", "heid"): read as standard English so that
// "light and noise dinnae bother me" is a denial and "a sore heid" a headache.
const DIALECT: Record<string, string> = {
  dinnae: "don't", didnae: "didn't", doesnae: "doesn't", disnae: "doesn't", cannae: "can't", canny: "can't", couldnae: "couldn't",
  wouldnae: "wouldn't", shouldnae: "shouldn't", isnae: "isn't", wasnae: "wasn't", arenae: "aren't", werenae: "weren't",
  havnae: "haven't", havenae: "haven't", hasnae: "hasn't", hadnae: "hadn't", willnae: "won't", widnae: "wouldn't",
  heid: "head", heids: "heads", nae: "no", naw: "no", aye: "yes", wee: "little", mair: "more", oot: "out", naewhere: "nowhere", baith: "both", masel: "myself", roond: "round",
  // Jamaican Patois: "mi head just buss", "mi nuh have headache", "inna mi skull".
  buss: "burst", nuh: "don't", inna: "in the", cyaan: "can't", seh: "say", memba: "remember", nutten: "nothing",
  miself: "myself", wid: "with", dat: "that", pon: "on", ting: "thing", dung: "down", likkle: "little",
  // Trinidadian and Bajan Creole: "it doh throb", "light doh bother me".
  doh: "don't",
  // Tagalog words kept in Filipino English: "her batok is very stiff" (the nape).
  batok: "neck", nakatulog: "fell asleep", nakahiga: "lying down",
  // French and Spanish posture words in a mixed message: "when I'm debout for like 20 min it comes on".
  debout: "standing", acostado: "lying down", acostada: "lying down",
  // Solomon Islands Pijin and Bislama: "drae kokonat fall down kasem hed blong mi", "blackout smol", "hem semsem".
  kasem: "hit", smol: "small", evri: "every", semsem: "the same", wanfala: "a", kokonat: "coconut", bifo: "before",
};

const PIJIN_BODY: Record<string, string> = { hed: "head", het: "head", nek: "neck", bodi: "body", bel: "belly" };

const DIALECT_MY =
  /(^|[.,;:!?]\s*|\b(?:and|but|so|cos|coz|because|plus|then|an) )me ((?:best )?(?:mate|mates|(?:flat|house|room|work) ?mates?|partner|girlfriend|boyfriend|mam|mum|ma|mammy|da|dad|missus|misses|wife|husband|fella|bird|brother|bro|sister|sis|son|daughter|lad|young lad|young one|nan|nana|gran|granny|grandad|pal|kids|boss|auntie|uncle|cousin|old man|old dear|other half)s?)\b/g;

// Texting shorthand the word repair cannot reach (digits inside, or a short word it would leave):
// "never had a fit b4", "nothing 2day", "smth like a fit". Not "rn" (a nurse) nor "bc" (BC powder).
const TEXTING: Record<string, string> = {
  b4: "before", "2day": "today", "2nite": "tonight", "2night": "tonight", "2moro": "tomorrow", "2morrow": "tomorrow", tmrw: "tomorrow",
  yday: "yesterday", smth: "something", smthg: "something", sth: "something", idk: "i don't know", tbh: "to be honest",
  // Clinical shorthand people borrow: "hx head injury age 9", "16 wks preg", "on couch w/ tea", "v sleepy".
  // Not "n" for "and": it is the "N" (no) of a checklist answered "N / N / N".
  hx: "history of", preg: "pregnant", "w/o": "without", "w/": "with", v: "very",
  pls: "please", plz: "please", ppl: "people", abt: "about", wat: "what", wot: "what", "b/c": "because", "l8r": "later",
  // The dropped g of speech: "keeps sayin its a tumour", "been gettin worse".
  sayin: "saying", goin: "going", gettin: "getting", feelin: "feeling", thinkin: "thinking", comin: "coming", takin: "taking", doin: "doing", havin: "having", tellin: "telling", workin: "working", lookin: "looking", throbbin: "throbbing", poundin: "pounding", bangin: "banging", killin: "killing", startin: "starting", stoppin: "stopping",
};
const TEXTING_WORD = new RegExp(String.raw`(?<![\w/])(?:${Object.keys(TEXTING).map((k) => k.replace("/", "\\/")).join("|")})(?![\w/])`, "g");

// Voice typing writes the punctuation it was told: "like a truck this afternoon period well actually
// it was building", "like a plank period the light is killing me". Read as a full stop or a comma only
// where a menstrual period (or a coma misspelt) cannot be meant: not after a possessive, an article
// or a word that qualifies a period, and not before what is said of one.
const NOT_DICTATED_BEFORE = String.raw`(?<!\b(?:my|her|your|their|our|the|a|an|this|that|next|last|first|heavy|light|painful|bad|late|missed|monthly|time|trial|waiting|grace|same|each|every|one|short|long|whole|holiday|school|lunch|study|free|menstrual|no|on|during|before|after|around|till|until|since|of|probation|recovery|cooling|healing|incubation|postpartum|into|in|to|dictation) )`;
const DICTATED_STOP = new RegExp(String.raw`${NOT_DICTATED_BEFORE}\b(?:period|full stop|new line|new paragraph)(?=$|[.,!?]| (?!(?:pains?|cramps?|came|comes|come|started|starts|is|was|due|late|ended|ends|finished|stopped|of|when|headaches?|migraines?|weeks?|days?|time|related|blood|flow|tracker|app|problems?|issues?|symptoms?|pants|stuff|now|coming|has|had|have|will|would|hits?|arrived|arrives|again|too|as well|starting|ending|finishing)\b)[a-z])`, "g");
const DICTATED_COMMA = new RegExp(String.raw`${NOT_DICTATED_BEFORE}\bcomma\b(?= [a-z])`, "g");
const DICTATED_QUESTION = /\bquestion mark\b/g;

const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };

// "dads mates son": a relation's possessive typed without its apostrophe, before another relation.
const KIN = "dad|mum|mom|mam|nan|gran|grandad|husband|wife|son|daughter|brother|sister|partner|hubby|mate|friend|pal|buddy|boss|neighbour|neighbor|cousin|aunt|auntie|uncle|colleague|girlfriend|boyfriend";
const POSSESSIVE_CHAIN = new RegExp(String.raw`\b(${KIN})s (?=(?:(?:${KIN})s? |(?:kid|kids|child|baby|boy|girl|lad|lass)\b))`, "g");

// "my paati (grandmother) had a brain tumour": a word of another language glossed in brackets by the
// relation it names; the gloss is read in its place.
const GLOSSED_KIN = /\b(my|her|his|our) [a-z]+ \((grandmother|grandfather|grandma|grandpa|granny|mother|father|mum|mom|dad|aunt|aunty|auntie|uncle|sister|brother|cousin|wife|husband|son|daughter|mother-in-law|father-in-law)\)/g;

// "Many per day, 8 until 15 times": a range said with "until", as Indonesian and Malay English have it.
const UNTIL_RANGE = /\b(\d{1,3}) (?:until|untill|till) (\d{1,3})\b(?= (?:times|per|a day|a week|a month|days?|hours?|minutes?|mins?|weeks?|months?|years?)\b)/g;

// "Many per day, 8 to 15 times": the day named before the count.
const PER_DAY_BEFORE_COUNT = /\b(?:many|several|lots|multiple|a lot of times) (?:times )?(?:per|a|each) day,? (\d{1,2}) to (\d{1,2}) times\b(?! (?:a|per|each) (?:day|week|month)\b)/g;

// "once in a month or two": said as "once every month or two" is read.
const MONTH_OR_TWO = /\bonce in a month or two\b/g;

// Same text, same result: a small bounded cache spares re-reading the conversation each turn.
const CACHE = new Map<string, string>();

/** Normalises one message for matching. Never throws. */
export function normalizeText(raw: string): string {
  const key = String(raw);
  const hit = CACHE.get(key);
  if (hit !== undefined) return hit;
  const out = normalizeUncached(key);
  if (CACHE.size >= 4000) CACHE.clear();
  CACHE.set(key, out);
  return out;
}

// "31M" / "31 f" / "F31" / "45/m" at the start of a message, in brackets, or after "i'm" or "me".
const AGE_SEX = /(?:^|\(|\b(?:i'm|im|i am|me),?\s+)(?:(\d{2})\s?(?:\/\s?)?([mf])|([mf])\s?(\d{2}))(?=\)|[\s.,;:!]|$)/g;

// Voice typing writes the sound: "behind my write I" (right eye), "my I waters", "my knows runs".
// Read only where the words around leave no other sense: an eye or a nose after a possessive and
// before what eyes and noses do, "write" before a side of the body.
const SIDE_EYE = /\b(behind|in|around|above|over|under|of|into) (my|the|her|his|your) (right|write|rite|left) i\b/g;
const EYE = /\b(my|her|his|your|the) (?:(right|write|rite|left) )?i (goes|went|go|is|was|gets|got|droops|drooped|drooping|waters|watered|watering|streams|streaming|lid|lids|socket|ball|brow|feels|hurts|turns|turned|looks|looked)\b/g;
const NOSE = /\b(my|her|his|your|the) knows (runs|ran|running|is|was|gets|got|blocks|blocked|streams|streaming|drips|dripping|stuffed|bunged)\b/g;
const WRITE_SIDE = /\b(?:write|rite) (side|eye|arm|leg|hand|temple|ear|cheek|nostril|ribs?|shoulder|foot|knee|hip|breast|boob|flank)\b/g;
// Voice typing splits a number it hears as tens and units, or hundreds and the rest: "30 4 weeks
// pregnant" (34), "1 58 over 1 06" (158/106). Read only before a unit or in a blood pressure.
const SPLIT_WEEKS = /\b([1-4])0 ([1-9]) (weeks?|wks?)\b/g;
const SPLIT_PRESSURE = /\b1 (\d\d) (over|\/) 1 (\d\d)\b|\b1 (\d\d) (over|\/) (\d\d)\b/g;
// "worse every weak", "twice a weak": the week heard as its homophone, after a word that counts time.
// Not "a weak arm", "this weak feeling": only where nothing that could be weak follows.
const WEAK_WEEK = /\b(every|each|a|per|this|last|next|that|one|two|three|four|five|six|\d+) weaks?\b(?=\s*(?:$|[.,;:!?]|(?:ago|or|and|later|now|since|before|back|old|so|but|maybe|i|it|they|he|she)\b))/g;
// ... and the other way round: "my left harm feels week and heavy" (an arm gone weak), "over half an
// our" (an hour). Only after words that leave no other sense: a side or a possessive before "harm", a
// verb of feeling before "week" with no number after it, an article before "our".
const HARM_ARM = /\b(left|right|my|her|his|your|both) harms?\b/g;
const WEEK_WEAK = /\b(feels?|felt|feeling|gone|went|going|goes|is|was|are|were|getting|got|seems?|seemed|a bit|a little|very|so|really|quite|too) week\b(?! (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|of|in|ago|before|after|later)\b)/g;
const OUR_HOUR = /\b(an|half an|per|a quarter of an|every|each) our\b/g;

// A misheard word put right in the same breath, as voice typing leaves it: "my joe aches when i'm
// chewing i mean jaw", "can't bend his next forward ... neck i mean neck", "the rush is spreading a
// bit. rash sorry". The nearest word before it that could be the mishearing (the same first letter,
// a length within one) becomes the word meant.
const MEANT_WORDS = "jaw|neck|head|temples?|eyes?|rash|arms?|legs?|face|lips?|ears?|vision|tongue|throat|chest|hands?|fingers?|feet|foot|spots?|dots?|fever|numb|weak|stiff|sick";
// A word starred as the one meant ("I feel off a pony ... Fell* off") puts right any slip before it.
const STARRED_WORD = String.raw`(?:^|[.!?]\s*)\*?([a-z]{3,})\*(?=\s|$|[.,!?])`;
const MEANT = new RegExp(String.raw`\b(?:i mean|i meant|no wait)\s+(${MEANT_WORDS})\b|(?:^|[.!?]\s*)(${MEANT_WORDS})\s+(?:sorry|i mean)\b|${STARRED_WORD}`, "g");
const NOT_MISHEARD = new Set(["the", "this", "that", "then", "than", "they", "there", "their", "his", "her", "she", "and", "for", "from", "have", "has", "had", "was", "were", "with", "what", "when", "just", "not", "now", "said", "says", "still", "some", "all", "are", "but", "him", "its", "it's", "i'm"]);

const MEANT_WORD = new RegExp(String.raw`^(?:${MEANT_WORDS})$`);

/** A word misheard by voice typing and the word meant, with where the misheard one stands. */
export interface Misheard {
  heard: string;
  meant: string;
  at: number;
}

/** A word that could be a slip for `meant`: another word with the same first letter and a length within one. */
export function couldBeSlipFor(word: string, meant: string): boolean {
  return word !== meant && word[0] === meant[0] && Math.abs(word.length - meant.length) <= 1 && word.length >= 3;
}

/** The misheard words of `t` (lower case) and the words meant. */
export function misheard(t: string): Misheard[] {
  const out: Misheard[] = [];
  for (const m of t.matchAll(MEANT)) {
    const meant = m[1] ?? m[2] ?? m[3] ?? "";
    const at = m.index ?? 0;
    const words = [...t.slice(Math.max(0, at - 80), at).matchAll(/[a-z']+/g)].map((w) => ({ w: w[0], at: Math.max(0, at - 80) + (w.index ?? 0) }));
    const heard = words.reverse().find(({ w }) => couldBeSlipFor(w, meant) && !NOT_MISHEARD.has(w) && !MEANT_WORD.test(w));
    if (heard !== undefined) out.push({ heard: heard.w, meant, at: heard.at });
  }
  return out;
}

function correctMisheard(t: string): string {
  let out = t;
  for (const { heard, meant, at } of misheard(t)) out = out.slice(0, at) + meant + out.slice(at + heard.length);
  return out;
}

/**
 * The corrections of a whole message (`misheard(message)`) put into one of its sentences read on its
 * own, when the word meant is said in a later sentence ("can't bend his next forward. neck I mean NECK").
 */
export function putRight(sentence: string, corrections: readonly Misheard[]): string {
  let out = sentence;
  for (const { heard, meant } of corrections) out = out.replace(new RegExp(String.raw`\b${heard}\b`), meant);
  return out;
}

function repairHomophones(t: string): string {
  return correctMisheard(t)
    .replace(SIDE_EYE, (_m, prep: string, whose: string, side: string) => `${prep} ${whose} ${side === "left" ? "left" : "right"} eye`)
    .replace(EYE, (_m, whose: string, side: string | undefined, verb: string) => `${whose} ${side === undefined ? "" : side === "left" ? "left " : "right "}eye ${verb}`)
    .replace(NOSE, "$1 nose $2")
    .replace(WRITE_SIDE, "right $1")
    .replace(WEAK_WEEK, (m, before: string) => `${before} ${m.endsWith("s") ? "weeks" : "week"}`)
    .replace(HARM_ARM, (m, side: string) => `${side} ${m.endsWith("s") ? "arms" : "arm"}`)
    .replace(WEEK_WEAK, "$1 weak")
    .replace(OUR_HOUR, "$1 hour")
    .replace(SPLIT_WEEKS, "$1$2 $3")
    .replace(SPLIT_PRESSURE, (_m, a?: string, o1?: string, b?: string, c?: string, o2?: string, d?: string) => (a !== undefined ? `1${a} ${o1} 1${b}` : `1${c} ${o2} ${d}`));
}

function normalizeUncached(raw: string): string {
  // Accents are folded for matching ("papá", "migrañas", "année"); quotes keep the typed words.
  let t = raw.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "");
  t = t.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, "-");
  // Scare quotes around one word ("my 'real' migraines") are emphasis, read without them.
  t = t.replace(/(^|\s)['"]([a-z]+)['"](?=[\s.,!?;:]|$)/g, "$1$2");
  t = t.replace(TEXTING_WORD, (w) => TEXTING[w] ?? w);
  t = t.replace(DICTATED_STOP, ".").replace(DICTATED_COMMA, ",").replace(DICTATED_QUESTION, "?");
  t = repairHomophones(t);
  // The starred word of a correction ("Fever* hay fever", "Fell* off") says what was meant before it; it
  // tells nothing itself once put in place.
  t = t.replace(new RegExp(STARRED_WORD, "g"), (m, word: string) => m.slice(0, m.length - word.length - 1).replace(/\*$/, ""));
  // Pijin's possessive after the thing ("hed blong mi": my head) and a time gone by ("2 week bifo": 2 weeks ago).
  t = t.replace(/\b(hed|het|nek|bodi|bel) blong (mi|hem|yu)\b/g, (_m, part: string, who: string) => `${who === "mi" ? "my" : who === "hem" ? "his" : "your"} ${PIJIN_BODY[part] ?? part}`)
    .replace(/\b(\d+|wan|tu|tri) (week|wik|day|de|month|yia|year)s? bifo\b/g, (_m, n: string, unit: string) => `${n} ${({ wik: "week", de: "day", yia: "year" } as Record<string, string>)[unit] ?? unit}s ago`);
  // "Me mate from the depot had...", "me mam says": the dialect possessive, at the start of a clause.
  t = t.replace(DIALECT_MY, "$1my $2");
  // "clipped the side of me head", "hurts me eyes": the dialect possessive before a body part.
  t = t.replace(/\b(of|on|in|hurt|hurts|hit|banged|bumped|clipped|smacked|whacked|rubbing|rubbed|holding|held) me (head|heid|noggin|skull|forehead|temple|eyes?|neck|face|jaw|ear|arm|leg|hand)\b/g, "$1 my $2");
  // "my house mate", "flat mate": the one word the relation lists know.
  t = t.replace(/\b(house|flat|room|work|class|team|ship|bunk|dorm|cell) mates?\b/g, (m, w: string) => `${w}mate${m.endsWith("s") ? "s" : ""}`);
  // "8 or 9 times the whole of this year": a yearly count.
  t = t.replace(/\btimes (?:the whole of |in |over |during |so far )?this year\b/g, "times a year");
  // "I counted ... it's 9 this whole year", "12 so far this year": a count over the year, "times" unsaid.
  t = t.replace(/\b(\d{1,2}) (?:(?:in )?this whole year|the whole of this year|so far this year|this year so far)\b/g, "$1 times a year");
  // "0-10 in like a sec": from nothing to ten, said with a dash.
  t = t.replace(/\b(?:0|zero) ?- ?(10|ten)\b(?= (?:in|within)\b)/g, "0 to $1");
  // "had my baby 2 fridays ago": that many weeks back, near enough.
  t = t.replace(/\b(\d|one|two|three|four|five|a couple of) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s ago\b/g, "$1 weeks ago");
  // "bout 2 minute": about, before a number (not a cluster bout).
  t = t.replace(/\bbout (?=\d|a |an |one |two |three |four |five |ten |half )/g, "about ");
  // "dads had a stroke 3 wks ago": a relation's "has" or "is" without its apostrophe.
  t = t.replace(/(^|[.,;:!?]\s*|\b(?:and|but|so|cos|because|my|our) )(dad|mum|mom|mam|nan|gran|grandad|husband|wife|son|daughter|brother|sister|partner|hubby)s (had|has|got|been|is|was)\b/g, "$1$2's $3");
  // Ticks and crosses of a checklist: "- stiff neck ✗", "☐ knocked out" (a box left empty), "✓ tired".
  t = t.replace(/[\u2717\u2718\u274c\u2610\u25a1\u2b1c]/g, " no ").replace(/[\u2713\u2714\u2611\u2705]/g, " yes ");
  // A quiz answered with a letter: "One side of head? N", "Nausea? Y", "Fever: N".
  t = t.replace(/([?:=]|\s-)\s*n\b(?!')/g, "$1 no").replace(/([?:=]|\s-)\s*y\b(?!')/g, "$1 yes");
  // "I said no to everything: fever, stiff neck, fainting": each item denied.
  t = t.replace(/\b(?:i|we|she|he) (?:said|answered|put|ticked|clicked) no (?:to|for) (?:everything|all(?: of (?:them|it|those))?|every (?:one|question))\s*[:,-]\s*/g, "no ");
  // A word of another language glossed in brackets: "etkhabatt (I banged) my head", "my hands drętwieją
  // (go numb) at night": the gloss read in the sentence (quotes keep what was typed).
  t = t.replace(/\((?=(?:i|i've|i'm|my|me|go|goes|went|gone|got|have|has|had|didn't|did not|don't|can't|cannot|couldn't|no|not|it|it's|its)\b)([^()]{1,40})\)/g, "$1");
  // "dads mates son had a brain tumour": a chain of possessives typed without apostrophes.
  t = t.replace(POSSESSIVE_CHAIN, "$1's ");
  t = t.replace(GLOSSED_KIN, "$1 $2");
  t = t.replace(UNTIL_RANGE, "$1 to $2");
  t = t.replace(PER_DAY_BEFORE_COUNT, "$1 to $2 times a day");
  t = t.replace(MONTH_OR_TWO, "once every month or two");
  // "hours not days. hour, hour and a half each": a bare "hour" starting a clause is "an hour".
  t = t.replace(/(^|[.,;:!?]\s*|\b(?:about|around|maybe|like|roughly|nearly|almost|or|only|just)\s+)hour(?= and a half\b|\s*[,.;]|\s+(?:or|to|each|tops|max|at most|long)\b|$)/g, "$1an hour");
  // Scots "3 oot o 4 days", "mair days than no", "aw day": out of, more days than not, all day.
  t = t.replace(/\boot o\b/g, "out of").replace(/\bdays than no\b/g, "days than not").replace(/\baw (day|night|week|the time)\b/g, "all $1");
  // Nigerian Pidgin's prepositions and aspect words: "burst for back of my head", "worst pain for my
  // whole life inside one second", "i no dey get headache", "e no gree comot".
  t = t.replace(/\bfor back of\b/g, "at the back of").replace(/\bi no dey\b/g, "i don't").replace(/\bno gree comot\b/g, "won't go away").replace(/\bi don (?=vomit|take|try|go|see)/g, "i have ")
    // "my neck don stiff die, i no fit bend am": has gone (very) stiff, I can't bend it; "e no comot": it does not go.
    .replace(/\b(neck|head|body|eye|eyes|hand|leg|arm|face|skin) don (?=stiff|swell|swollen|tight|hot|weak|numb|red|heavy|twist)/g, "$1 is ")
    .replace(/\b(stiff|hot|weak|numb|tight|heavy) die\b/g, "very $1")
    .replace(/\b(i|e|she|he|dem|we|you) no fit\b/g, (_m, who: string) => `${who === "e" ? "it" : who === "dem" ? "they" : who} can't`)
    .replace(/\be no (?:comot|commot|go)\b/g, "it doesn't go away")
    .replace(/\bsmall small\b/g, "small");
  // Voice typing splits a drug's name: "war farin", "apix aban".
  t = t.replace(/\bwar farin\b/g, "warfarin").replace(/\bapix aban\b/g, "apixaban").replace(/\brivaroxa ban\b/g, "rivaroxaban").replace(/\bsuma trip tan\b|\bsuma triptan\b/g, "sumatriptan");
  // Patois "mi": "my" before a body part or a person, "I" before a verb ("mi had to lie down");
  // never a bare "MI" (a heart attack).
  // Patois plurals by "dem" after the noun: "mi foot dem swell up", "likkle light dem".
  t = t.replace(/\b(foot|tooth|light|hand|eye|finger|toe|leg|ankle|spot|star|line) dem\b/g, (_m, w: string) => (w === "foot" ? "feet" : w === "tooth" ? "teeth" : `${w}s`));
  // "mi 36 weeks", "mi 7 months": the Patois "I'm" of a pregnancy's time; "mi 17 yrs" (Pijin) of an age.
  t = t.replace(/\bmi (?=\d{1,2} ?(?:weeks?|wks?|months?|yrs?|years?)\b)/g, "i'm ");
  t = t.replace(/\bmi (?=(?:head|neck|skull|eye|eyes|face|back|belly|chest|arm|arms|leg|legs|hand|hands|pressure|whole|own|left|right|cousin|tongue|girlfriend|wife|husband|woman|man|mother|mada|modda|puppa|father|pickney|baby|son|daughter|friend|bredda|sista|doctor|body|side|ear|ears|tongue|mouth|jaw)\b)/g, "my ").replace(/\bmi (?=(?:had|have|has|nuh|don't|dont|never|did|do|can't|cyaan|caan|feel|felt|vomit|vomited|was|is|just|go|went|get|got|supposed|check|checked|think|tink|know|sleep|slept|lie|lay|couldn't|cudn|cant|take|took|want|waan|need|haffi|a go)\b)/g, "i ");
  // Scots "ah" (I) before a verb or a contraction, "ma" (my) before a body part or a thing of the
  // body's day, "o" (of) before a possessive, and "no" (not) after "I'm": "ah'm no a headache man",
  // "the back o ma heid". "ma" alone (mother) and "ah" alone (a sigh) are left.
  t = t.replace(/\bah(?=(?:'m|'ve|'d|'ll)\b| (?:am|was|wis|had|hud|have|hae|didnae|cannae|dinnae|wisnae|couldnae|didn't|don't|can't|never|just|jist|think|thought|felt|got|went|took|woke|fell|hit|banged|bent|sat|drove|said|telt|widnae|wouldnae|huvnae|havnae|havenae)\b)/g, "i")
    .replace(/\bma (?=(?:heid|head|neck|eye|eyes|een|face|back|arm|arms|airm|airms|leg|legs|hand|hands|haun|hauns|fingers|lace|laces|shoe|shoes|bed|tablets|pills|vision|sight|whole|own|left|right|body|side|ear|ears|lug|lugs|mouth|jaw|skull|knees|chest|belly|wife|missus|man|husband|boy|lassie|wean|doctor|gp)\b)/g, "my ")
    .replace(/\bo (?=(?:ma|my|the|his|her|their)\b)/g, "of ")
    .replace(/\b(i'm|i am|ah'm|he's|she's) no (?=(?:a|an|the|that|very|too|so|really|much of a)\b)/g, "$1 not ")
    // "as they've aye been": Scots "aye" is also "always" before a participle.
    .replace(/\baye (?=(?:been|had|got|done|was|were|the same)\b)/g, "always ");
  // French rates and scores typed inside English ("4 ou 5 fois par an", "3 sur 10").
  t = t.replace(/\b(\d+)\s+ou\s+(\d+)\b/g, "$1 or $2").replace(/\bfois par (an|annee|mois|semaine|jour)\b/g, (_m, per: string) => `times a ${({ an: "year", annee: "year", mois: "month", semaine: "week", jour: "day" } as Record<string, string>)[per] ?? per}`).replace(/(\d)\s*sur\s*10\b/g, "$1 out of 10");
  // A decimal comma in a temperature ("38,9", "36,6"): the reading with a point.
  t = t.replace(/\b(3[4-9]|4[0-2]),(\d)(?!\d)(?!,\d)/g, "$1.$2");
  t = t.replace(/&/g, " and ").replace(/\bw\/o\b/g, "without").replace(/\bw\//g, "with ").replace(/~/g, " about ");
  t = t.replace(/\+/g, " plus ").replace(/(\d)\s*x\s+(a|per|each|every)\b/g, "$1 times $2").replace(/\bx\s?(\d{1,2})\s+(a|per|each|every)\b/g, "$1 times $2")
    // Voice typing: "sig sags" (zigzags), "36 point 9" (36.9), "after noon".
    .replace(/\b(?:sig|zig|zick|zik)[ -]?(?:sags?|zags?|zacks?|zaks?)\b/g, "zigzags")
    .replace(/\b(\d{1,3}) point (\d)\b/g, "$1.$2")
    .replace(/\bafter noon\b/g, "afternoon")
    // "between 8 and 14 in 24 hours": a daily rate, not a length.
    .replace(/\b(?:in|per|every|each) (?:a )?24[- ]?(?:hours?|hrs?|h)(?: period)?\b/g, "a day");
  t = t.replace(/(\d)(hrs?|mins?|secs?|days?|weeks?|wks?|months?|yrs?|years?)\b/g, "$1 $2");
  // "a couple secs", "couple mins": the "of" people drop, and seconds written short.
  t = t.replace(/\bsecs\b/g, "seconds").replace(/\b(a )?couple (seconds|minutes|mins|hours|hrs|days|weeks|months|years|times)\b/g, "$1couple of $2");
  // Forum shorthand for age and sex ("31M.", "f34", "(29f)", "me 45/m") before "m" is read as minutes.
  t = t.replace(AGE_SEX, (_m, a1?: string, s1?: string, s2?: string, a2?: string) => `i am a ${a1 ?? a2 ?? ""} year old ${(s1 ?? s2) === "m" ? "male" : "female"}, `);
  // "20m" is minutes; "the last 500m", "a 400m rep" are metres (no one writes a long wait as "500m").
  t = t.replace(/(\d)\s*h\b/g, "$1 hours").replace(/(?<!\d)(\d{3,})\s*m\b(?!g)/g, "$1 metres").replace(/(\d)\s*m\b(?!g)/g, "$1 minutes");
  t = t.replace(/(\d)\s*(y\/o|yo)\b/g, "$1 years old");
  // Compound number words ("forty five years", "twenty-two weeks") as digits, so one count is read whole.
  t = t.replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine)\b/g, (_m, tens: string, unit: string) => String((TENS[tens] ?? 0) + (UNITS[unit] ?? 0)));
  t = t.replace(/\b(seventy|eighty|ninety)\b/g, (_m, tens: string) => String(TENS[tens] ?? tens));
  t = t.replace(/\bcan not\b/g, "cannot");
  // The word order of many second languages: "never i had headache problem" is "i never had".
  t = t.replace(/\bnever (i|she|he|we|they) (had|have|has|got|get|gets|felt|feel|suffered|experienced|knew)\b/g, "$1 never $2");
  // "6-8 head days a month": days with a headache.
  t = t.replace(/\bhead (days?)\b/g, "headache $1");
  // "6-8 days monthly", "twice weekly": the rate in its usual words.
  t = t.replace(/\b(days?|times|nights?|mornings?) (monthly|weekly|daily)\b/g, (_m, unit: string, rate: string) => `${unit} a ${rate === "monthly" ? "month" : rate === "weekly" ? "week" : "day"}`).replace(/\b(once|twice) (monthly|weekly|daily)\b/g, (_m, n: string, rate: string) => `${n} a ${rate === "monthly" ? "month" : rate === "weekly" ? "week" : "day"}`);
  // "2/3 times a week" is two or three, not a fraction (a pain score "7/10" or a blood pressure stays).
  t = t.replace(/\b(\d{1,2})\/(\d{1,2})(?=\s*(?:times|x\b|days|a week|per week|a month|per month|a day|per day))/g, "$1-$2");
  // A decimal comma (most of Europe): "45 minutes to 1,5 hours", "fever 38,5". Only a half before a unit,
  // or a temperature's tenth, is read so: "2,3 days" may be a list.
  t = t.replace(/\b(\d{1,2}),5(?=\s*(?:hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?|years?)\b)/g, "$1.5").replace(/\b(3[4-9]|4[0-2]),(\d)\b(?!,\d)/g, "$1.$2");
  // "around 18/month", "3/wk", "2-3/day": a count per period written with a slash.
  t = t.replace(/\b(\d{1,2}(?:-\d{1,2})?) ?\/ ?(?:(month|mo|mth|mnth)|(week|wk)|(day))\b/g, (_m, n: string, month?: string, week?: string) => `${n} a ${month !== undefined ? "month" : week !== undefined ? "week" : "day"}`);
  // A range typed as two bare numbers ("within 15 20 mins of standing", "in 3, 4 minutes", "2 3 days a week"):
  // the lower first, then the higher, before a unit.
  t = t.replace(/\b(\d{1,3}),? (\d{1,3}) (?=(?:seconds|minutes|mins|hours|hrs|days|weeks|months|years|times)\b)/g, (m, lo: string, hi: string) => (Number(hi) > Number(lo) && Number(hi) <= 4 * Number(lo) + 2 ? `${lo}-${hi} ` : m));
  // Durations in words: "an hour and a half", "a quarter of an hour", "for a fortnight".
  t = t.replace(/\b(?:an?|one) (hour|day|week|month|year) and a half\b/g, "1.5 $1s").replace(/\b(\d+) (hours?|days?|weeks?|months?|years?) and a half\b/g, "$1.5 $2");
  t = t.replace(/\b(?:a )?quarter of an hour\b/g, "15 minutes").replace(/\bthree quarters of an hour\b/g, "45 minutes");
  t = t.replace(/(?<!\b(?:once|twice|thrice|times|every|per|each|days?|nights?) )\b(?:a|one) fortnight\b/g, "2 weeks");
  // "8 days with panadol in november": the count told of the medicine, in the order counts are read ("panadol 8 days in november").
  t = t.replace(/\b(\d{1,2}(?:-\d{1,2})?) days (?:with|on|taking|using) (?:the |some |her |his |my )?(?!(?:pills?|tablets?|medicines?|medication|meds|painkillers?|something|anything|them|both|either)\b)([a-z][a-z-]{3,})(?= (?:in|a|per|each|this|last|every) )/g, "$2 $1 days");
  // Approximate numbers ("10ish days", "20-odd times", "15 or so") read as "about N".
  t = t.replace(/\b(\d+)\s*-?\s*ish\b/g, "about $1").replace(/\b(\d+)-odd\b/g, "about $1");
  t = t.replace(/[a-z']+/g, (w) => {
    const plain = w.replace(/'/g, "");
    const restored = APOSTROPHE_LESS[plain];
    if (restored !== undefined && !w.includes("'")) return restored;
    const dialect = DIALECT[w];
    if (dialect !== undefined) return dialect;
    if (w.includes("'")) return w;
    return repairWord(w);
  });
  return t.replace(/\s+/g, " ").trim();
}
