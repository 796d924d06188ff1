import { MONTH_WORD, MONTHS } from "./numbers.ts";

// Event-type red flags (a seizure, a faint) count when they happen with the current headache
// (SNNOOP10). One told as long past ("a seizure as a kid but none since", "I fainted once at
// school 20 years ago", "epilepsy, controlled for years") is history, not an acute flag.
// Errs towards flagging: only clearly remote wording counts, and any recent time word in the
// sentence (or a recent recurrence elsewhere in the message) keeps the event current.

// "when I was nineteen": an age in words (normalize.ts has already written "twenty-one" as 21).
const AGE_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)`;

const REMOTE = new RegExp(
  [
    String.raw`\bas (?:an? )?(?:kid|child|baby|toddler|teen(?:ager)?|youngster|infant|boy|girl|student)\b`,
    String.raw`\bwhen (?:i|she|he|they|you) (?:was|were) (?:a |an )?(?:kid|child|baby|toddler|teen(?:ager)?|little|young|younger|small|boy|girl|infant|student|(?:\d{1,2}|${AGE_WORD})\b(?! (?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|miles?|km)\b)|(?:at|in) (?:school|college|uni(?:versity)?|varsity|primary|high school))`,
    String.raw`\bin (?:my|her|his) (?:childhood|youth|teens|twenties|thirties|school days)\b|\bchildhood\b|\bin (?:primary|high|secondary) school\b`,
    // A school year told of a past event: "he had a concussion at rugby in year 7" (not "he's in year 7").
    String.raw`\b(?:had|got|was|were|did|happened|broke|fell)\b[^.;]{0,40}(?<!\b(?:is|'s|s|am|are|now|currently) )\bin (?:year|yr|grade) \d{1,2}\b(?! (?:now|at the moment|this year|currently)\b)`,
    // A past told in the present by a second-language speaker: "when I am 6 years I have a convulsion".
    String.raw`\bwhen (?:i|she|he) (?:am|is) (?:\d{1,2}|${AGE_WORD}) (?:years?|yrs?)(?: old)?\b`,
    // Scots and Irish "40 year ago" keep the singular after a number.
    String.raw`\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|many|several|a few|few|some|a couple of|couple of|a number of) (?:years?|decades) (?:ago|back|before)\b`,
    // A year told by its last two digits: "in '86", "back in '09".
    String.raw`\b(?:in|back in|since|from) '\d\d\b`,
    String.raw`\b(?:decades|years) ago\b|\b(?:a )?long (?:time )?ago\b|\bages ago\b|\b(?:last|the year before last) year\b|\ba year ago\b`,
    // "Before this I never had headaches, maybe once a year with fever": the life before this headache.
    String.raw`(?:^|[,;]\s*)(?:and |but |so )?before (?:this|that|all this|all of this|these|it all)(?: (?:one|headache|started|began|happened|came on|all started))?\b(?! (?:morning|afternoon|evening|week|weekend|month)\b)`,
    // "back in the summer", "last spring": a season gone by.
    String.raw`\bback in (?:the )?(?:spring|summer|autumn|fall|winter)\b|\blast (?:spring|summer|autumn|fall|winter|season|term|semester|school year)\b`,
    // "at 17 when a cricket ball hit my helmet": an age, then what happened then.
    String.raw`\bat (?:the age of |age )?(?:\d{1,2}|${AGE_WORD}),? (?:when|after|playing|in|at|while|and)\b`,
    // "got knocked out playing rugby at 16 too": an age after the game played then, or with "too".
    // "i got concussed playing rugby for school at 16, knocked out for a few seconds": a past event
    // dated by an age closing its clause (13 and over: "fainted at 10, and" may be a clock time).
    String.raw`\b(?:got|had|was|were|fell|broke|hit|knocked|concussed|fainted|passed out|blacked out|collapsed|fitted)\b[^.;]{0,50}\bat (?:the age of |age )?(?:1[3-9]|[2-9]\d|${AGE_WORD})(?=\s*(?:[,;.!]|$|and\b|but\b|too\b|as well\b))`,
    String.raw`\b(?:playing|played) (?:[a-z]+ ){1,2}at (?:the age of |age )?(?:\d{1,2}|${AGE_WORD})\b(?! ?(?:am|pm|o'?clock|:\d|[.]\d|h\b|hrs?\b|tonight|today|this\b|on\b|the\b))|\bat (?:the age of |age )?(?:\d{1,2}|${AGE_WORD}),? (?:too|as well|also)\b`,
    // "at 14 I got hit on the head by a cricket ball ... was fine after".
    String.raw`\bat (?:the age of |age )?(?:\d{1,2}|${AGE_WORD}),? (?:i|she|he) (?:got|had|was|fell|broke|hit|did|went|took|came|needed)\b`,
    String.raw`\b(?:was|were|been|has been|have been) (?:absolutely |totally |completely )?(?:fine|ok|okay|well|normal|grand|alright) (?:after|afterwards|after that)\b`,
    // "we had him checked out at urgent care and he was fine": seen, cleared, over.
    String.raw`\b(?:checked (?:out|over|me|him|her|them)|seen|looked at|scanned|x-?rayed)\b[^.]{0,40}\b(?:and|,) (?:he|she|i|they) (?:was|were) (?:absolutely |totally |completely )?(?:fine|ok|okay|alright|all right|grand|normal)\b`,
    // "I was knocked out for maybe a minute back then": the time of a story told before.
    String.raw`\bback then\b`,
    // "had headaches and fogginess for about 6 weeks and then it all settled": the episode told to its end.
    String.raw`\b(?:and )?then (?:it )?(?:all )?(?:settled(?: down)?|cleared(?: up)?|resolved|went away|got better|wore off)\b(?![^.]{0,30}\b(?:until|till|but|except)\b)`,
    // "she's been fine since", "fine ever since": the event long over.
    String.raw`\b(?:been|was|has been|have been) (?:absolutely |totally |completely )?(?:fine|ok|okay|well|normal|grand) (?:ever )?since\b`,
    String.raw`\b(?:none|not (?:had|one)|nothing|no (?:more|further|others?)(?: \w+)?) since\b|\b(?:haven't|have not|hasn't|has not|never) (?:had|happened|been)(?: (?:one|any|another|it|a seizure|a fit|again|anything))* since\b`,
    // "history of concussion", "previous head injury": told as background, as forms and notes put it.
    String.raw`\b(?:history|hx) of\b|\b(?:previous|prior|an old|old) (?:bad |minor |mild |severe )?(?:concussions?|head injur(?:y|ies)|seizures?|fits?|faints?|blackouts?)\b`,
    String.raw`\b(?:seizure|fit)[- ]free\b|\bwell[- ]controlled\b|\bcontrolled (?:for|since)\b|\bno (?:seizures|fits) (?:for|in) (?:years|decades|\d+ years)\b`,
  ].join("|"),
);

// A clock time dates the event to today ("a swing caught her at the park around 3 ... she was grand
// after"); not an age ("at 7 when I fell off the wall") nor a count ("about 3 times").
const RECENT =
  /\b(?:(?:at|around|about|since|just after|just before) (?:about |around )?(?:[1-9]|1[0-2])(?:[:.][0-5]\d| ?(?:am|pm|o'?clock))\b|(?<!\b(?:was|were|aged|age|turned|is|i'm|im|she's|he's)\s)(?:around|about|just after|just before) (?:[1-9]|1[0-2])\b(?! ?(?:years?|yrs?|months?|weeks?|days?|times?|minutes?|mins?|hours?|hrs?|%|kg|st|stone|pounds|lbs|miles|km|or|but|and|when|at|in)\b)(?!,? (?:when|i|she|he|after|playing|in|at|while|and)\b)|today|tonight|this (?:morning|afternoon|evening|week|month)|yesterday|last (?:night|week|weekend|month)|just now|recently|earlier|(?:\d+|an?|one|two|three|a few|few|several|couple of) (?:minutes?|mins?|hours?|hrs?|days?|weeks?) ago|(?:with|during|before|after) (?:the|this|my|a) (?:head ?ache|headache|migraine|pain)|since (?:the|this) (?:head ?ache|headache|pain) (?:started|began)|new)\b/;

// A recurrence told in another sentence: "I had fits as a child. I had another one this morning."
// Not someone coming home ("came back with a cold", "came back from Spain").
const RECURRENCE = /\b(?:another|again|had one|happened|came back(?! (?:with|from|home|to)\b)|one more)\b/;

/** True when the event named in this sentence is told as long past and nothing in the message makes it current. */
export function remotePast(sentence: string, message: string, now: Date | null): boolean {
  if (RECENT.test(sentence)) return false;
  const sentences = message.split(/(?<=[.!?;\n])\s+/);
  const remote = REMOTE.test(sentence) || remoteYear(sentence, now) || remoteMonth(sentence, now) || remoteMonthOfYear(sentence, now) || thenOfEarlier(sentence, sentences, now) || closedAfter(sentence, sentences);
  if (!remote) return false;
  // Another sentence of the same message telling a recent recurrence keeps the event current.
  for (const other of sentences) {
    if (other.trim() === sentence.trim()) continue;
    if (RECURRENCE.test(other) && RECENT.test(other)) return false;
  }
  return true;
}

// "I had concussion then", "back then", "at the time": the time of the sentence before.
// "When I am 6 years I have a convulsion with very high fever. Doctor say it is febrile": what the
// doctor said then is of that event.
// "... the sinus infection I had last winter. That was both cheeks, green stuff and a temperature":
// what the earlier illness was.
const THEN = /\b(?:back then|at the time|at that time|that time)\b|^(?:that|that one) (?:was|had|came with)\b|\bthen\b(?=\s*(?:[,;.!?]|and\b|but\b|too\b|$))|^(?:the |my |a |our )?(?:doctor|doc|doctors|gp|nurse|hospital|paediatrician|pediatrician) (?:say|said|says|told (?:me|us|them|her|him))\b/;

// "During the chemo I fainted one time in the hospital ... Nothing like that since": an event dated
// by a treatment or a time of life gone by, and closed by the next sentence. A time that may be
// today's ("during the night", "during the headache") never is.
const PAST_PERIOD = /\b(?:during|all through|in the middle of) (?:the|my|her|his) (?:chemo\w*|radiotherapy|radiation|treatment|operation|surgery|lockdown|covid|exams?|army|national service|war)\b/;
const CLOSED = /^\W*(?:and |but )?(?:nothing|none|no more|not had (?:one|any|another)|never (?:had (?:one|another|it) )?again|never happened again|(?:been|i'?ve been|have been|was) (?:absolutely |totally |completely )?(?:fine|ok|okay|well|grand))(?: (?:like|of) (?:that|it|this))?(?: (?:ever )?since| again| after(?:wards)?)\b/;

/** Where the sentence stands among its message's sentences (-1 when not found). */
const indexIn = (sentences: string[], sentence: string): number => sentences.findIndex((s) => s.trim() === sentence.trim() || s.includes(sentence.trim()));

/** True when the sentence dates its event by a period gone by and the next sentence says nothing like it happened since. */
function closedAfter(sentence: string, sentences: string[]): boolean {
  if (!PAST_PERIOD.test(sentence)) return false;
  const i = indexIn(sentences, sentence);
  const next = i >= 0 ? sentences[i + 1] : undefined;
  return next !== undefined && CLOSED.test(next);
}

/** True when the sentence dates itself by "then" and the sentence before it in the message is long past. */
function thenOfEarlier(sentence: string, sentences: string[], now: Date | null): boolean {
  if (!THEN.test(sentence)) return false;
  const i = indexIn(sentences, sentence);
  const before = i > 0 ? sentences[i - 1] : undefined;
  return before !== undefined && !RECENT.test(before) && (REMOTE.test(before) || remoteYear(before, now));
}

/** "in 2010": a named year at least two years before today. Without today's date nothing is inferred. */
export function remoteYear(sentence: string, now: Date | null): boolean {
  if (now === null || Number.isNaN(now.getTime())) return false;
  // "in 2010", or a year written beside the event as a date, the way forms list conditions
  // ("concussion 2016", "meningitis (2009)").
  // "Head injury, aye, 1989, the cab got T-boned": a year set off by commas.
  // "had dengue 2019 with high fever": the year right after the illness's name.
  // "2015 was totally different, i was throwing up every morning": the year as the sentence's subject.
  // "In the summer of 1961, keeping wicket": a season of the year.
  // "Me caí del andamio en 2021": "in" in the Spanish, Portuguese or Tagalog of a mixed message.
  const m = /^((?:19|20)\d\d) (?:was|were|is when)\b|\b(?:in|back in|around|during|from|en|em|sa|noong|(?:summer|winter|spring|autumn|fall|end|start|beginning|middle) of) ((?:19|20)\d\d)\b|\(((?:19|20)\d\d)\)|\b((?:19|20)\d\d)\s*[.!]?$|(?:^|[,;:]\s*)((?:19|20)\d\d)\s*[,;:]|\b(?!(?:since|until|till|before|after|by|from|of|to|and|or|than)\b)[a-z]{3,} ((?:19|20)\d\d)\b(?!\s*(?:am|pm|mg|ml|hrs?|kg)\b)/.exec(sentence.trim());
  // "the car crash back in 98", "in '05": a year written with two digits.
  const short = m === null ? /\b(?:back in|in) (?:'([0-2]\d)|'?([5-9]\d))\b(?!\s*(?:%|mg|kg|minutes?|mins?|hours?|days?|weeks?|months?|years?|times|degrees?|bpm|over|out of)\b)(?![./:-]?\d)/.exec(sentence) : null;
  if (m === null && short === null) return false;
  const year = m !== null ? Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]) : short?.[1] !== undefined ? 2000 + Number(short[1]) : 1900 + Number(short?.[2]);
  return year <= now.getUTCFullYear() - 2;
}

// "back in June" told as an event's time, with nothing after it tied to it ("since", "ever since",
// "started after"): the event lies before the headache's story.
// "back in June", "banged my head on a cupboard door in april", "last April".
const BACK_IN_MONTH = new RegExp(String.raw`\b(?:back in|in|last|(?:the )?last time (?:was|being)(?: in)?) (?:early |late |mid[- ]?)?(${MONTH_WORD})\b`);
const AHEAD = /\b(?:due|expecting|booked|scheduled|appointment|next|coming|upcoming|will|'ll|going to|gonna|planned|plan to|hoping to)\b/;
// Not "this started long after": a headache told as begun well after the event is not tied to it.
const TIED_AFTER = /\b(?:since|ever since|after (?:that|it|this)|(?:started|began|begun)(?! (?:long|well|way|months|weeks|ages|a long time) after)|from then|right after)\b/;

/** The month (0-11) a sentence dates an event by ("back in June", "last April"), or null when none or one ahead. */
function pastMonthNamed(sentence: string): number | null {
  const m = BACK_IN_MONTH.exec(sentence);
  if (m?.[1] === undefined) return null;
  // "I'm due in March", "my scan is booked in April": a month ahead, not gone by.
  if (m[0].startsWith("in ") && AHEAD.test(sentence)) return null;
  return MONTHS.findIndex((name) => name.startsWith((m[1] ?? "").slice(0, 3)));
}

/** "bumped her head back in June" five months ago: an event three months or more before today. Without today's date nothing is inferred. */
function remoteMonth(sentence: string, now: Date | null): boolean {
  if (now === null || Number.isNaN(now.getTime()) || TIED_AFTER.test(sentence)) return false;
  const month = pastMonthNamed(sentence);
  if (month === null) return false;
  const monthsAgo = (now.getUTCMonth() - month + 12) % 12;
  return monthsAgo >= 3;
}

// "whiplash injury Oct 2025", "concussion in March 2026": a month with its year, as forms date events.
const MONTH_OF_YEAR = new RegExp(String.raw`\b(${MONTH_WORD}) ((?:19|20)\d\d)\b`);

/** A month and year at least three months before today ("whiplash Oct 2025" in December 2026). */
function remoteMonthOfYear(sentence: string, now: Date | null): boolean {
  if (now === null || Number.isNaN(now.getTime()) || TIED_AFTER.test(sentence)) return false;
  const m = MONTH_OF_YEAR.exec(sentence);
  if (m?.[1] === undefined || m[2] === undefined) return false;
  const month = MONTHS.findIndex((name) => name.startsWith(m[1]!.slice(0, 3)));
  const monthsAgo = (now.getUTCFullYear() - Number(m[2])) * 12 + now.getUTCMonth() - month;
  return monthsAgo >= 3;
}

const SPAN_AGO = /\b(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|a few|a couple of|couple of) (days?|weeks?|months?) (?:ago|back)\b/;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, "a few": 3, "a couple of": 2, "couple of": 2 };

/**
 * At least how many days ago the event of the sentence was, when the sentence dates it: "3 weeks
 * ago", "last month", "back in October" (counted from the month's end). Null when undated, dated
 * ahead, or tied to what came after ("since October"). Without today's date nothing is inferred.
 */
export function daysSinceTold(sentence: string, now: Date | null): number | null {
  if (now === null || Number.isNaN(now.getTime()) || TIED_AFTER.test(sentence)) return null;
  const span = SPAN_AGO.exec(sentence);
  if (span !== null) {
    const n = COUNT_WORDS[span[1] ?? ""] ?? Number(span[1]);
    const unit = span[2] ?? "";
    return unit.startsWith("day") ? n : unit.startsWith("week") ? n * 7 : n * 28;
  }
  if (/\blast month\b/.test(sentence)) return now.getUTCDate();
  const month = pastMonthNamed(sentence);
  if (month === null) return null;
  if (month === now.getUTCMonth()) return 0;
  const year = month > now.getUTCMonth() ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  return Math.floor((now.getTime() - Date.UTC(year, month + 1, 1)) / 86_400_000);
}

// A time of life: "when my shunt blocked at 11", "as a kid", "when I was 8", "a febrile fit at 18 months".
// "first time is when im 17, in maths class, my right hand goes pins and needles": the first of a
// person's episodes, told in the present tense as many people tell a story.
const TIME_OF_LIFE = new RegExp(
  String.raw`\b(?:the )?(?:very )?first (?:time|one|ever one|attack|episode|migraine) (?:is|was) (?:when|back (?:when|in)|in (?:year|grade|form|class)|at (?:school|uni|college|work))\b[^.]{0,30}\b(?:i'?m|i am|i was|she'?s|he'?s|she was|he was) (?:\d{1,2}|${AGE_WORD})\b|`+String.raw`\b(?:at|aged) (?:\d{1,2}|${AGE_WORD}) months(?: old| of age)?\b(?! ago)|\b(?:concussion|concussed|knock|bang|fall|fell|accident|injury|fit|seizure|fracture)\b[^.,]{0,25}\bat (?:age )?\d{1,2}\b(?! ?(?:am|pm|o'?clock|:\d|this|last|tonight|today|yesterday))(?=[^.]*\b(?:back to normal|(?:was|were) fine (?:after|afterwards)|(?:ct|scan|mri|x-?ray) was (?:normal|fine|clear)|years (?:ago|later|after))\b)|\bwhen\b[^.,;]{0,40}\bat (?:the age of |age )?(?:\d{1,2}|${AGE_WORD})\b(?! ?(?:am|pm|o'?clock|weeks?|months?|days?|hours?|hrs?|mins?|minutes?|%|kg|degrees|in the|at night|tonight))|\bas (?:an? )?(?:kid|child|baby|toddler|teen(?:ager)?|youngster)\b|\bwhen (?:i|she|he|they) (?:was|were) (?:a |an )?(?:kid|child|baby|toddler|teen(?:ager)?|little|small|(?:\d{1,2}|${AGE_WORD})\b(?! (?:weeks?|months?|days?|minutes?|hours?)\b))`,
);

/** True when the sentence tells an episode of an earlier time of life ("when my shunt blocked at 11 ... couldn't stay awake") and nothing makes it current. */
export function earlierTimeOfLife(sentence: string): boolean {
  return TIME_OF_LIFE.test(sentence) && !RECENT.test(sentence);
}
