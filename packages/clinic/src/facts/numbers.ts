// Quantities in lay text: "3-4 times a week", "about 4 hours", "half an hour", "most days".
// Every function here is pure and returns plain numbers; the callers decide what they mean.

const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, once: 1, two: 2, twice: 2, three: 3, thrice: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  couple: 2, "a couple": 2, "a couple of": 2, "couple of": 2, few: 3, "a few": 3, several: 4, dozen: 12,
  "a dozen": 12, "half a dozen": 6, dozens: 30, "half a": 0.5, "half an": 0.5, half: 0.5, "a handful of": 4, "handful of": 4,
};

/** A number as words or digits, e.g. "a couple of", "2.5", "twenty". */
export const NUM = String.raw`(?:\d+(?:\.\d+)?|half a dozen|half an?|a couple(?: of)?|couple(?: of)?|a few|a dozen|dozens|a handful of|handful of|few|several|an?|one|once|twice|thrice|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)`;

/** Reads one NUM match as a number (NaN when it is not one). */
/** A told range's low end. A range never runs backwards: in "Ibuprofen 400 - 9 days" the first number is a dose, and the count is the second alone. */
export function rangeLow(first: number, second: number): number {
  return second < first ? second : first;
}

export function parseNum(s: string | undefined): number {
  if (s === undefined) return NaN;
  const t = s.trim();
  if (/^\d/.test(t)) return Number(t);
  return WORDS[t] ?? NaN;
}

export const UNIT_HOURS: Record<string, number> = {
  second: 1 / 3600, minute: 1 / 60, hour: 1, day: 24, week: 168, month: 720, year: 8760,
};

/** The canonical unit of a word such as "mins", "hrs", "days". */
export function unitOf(word: string): keyof typeof UNIT_HOURS | null {
  const w = word.toLowerCase();
  if (/^s(ec|econd)/.test(w)) return "second";
  if (/^min/.test(w)) return "minute";
  if (/^(h|hr|hour)/.test(w)) return "hour";
  if (/^day/.test(w)) return "day";
  if (/^w(ee)?k/.test(w)) return "week";
  if (/^mo/.test(w)) return "month";
  if (/^y/.test(w)) return "year";
  return null;
}

const PERIOD_DAYS: Record<string, number> = { day: 1, night: 1, daily: 1, week: 7, weekly: 7, fortnight: 14, fortnightly: 14, month: 30, monthly: 30, year: 365, yr: 365 };

export interface Frequency {
  /** Headache days (or attack days) per 30 days. */
  daysPerMonth: number;
  /** Attacks per day when stated per day. */
  perDay?: number;
  perDayMax?: number;
  /** True when the count was of days ("4 days a week") rather than attacks. */
  days: boolean;
  /** A phrase without a count ("most days", "occasionally"): the intake's number is better. */
  vague?: boolean;
  index: number;
  length: number;
}

// "20-22 days from month" (the Russian "iz mesyatsa"), "10 days out of the month": the period after "from" or "out of" too.
const RATE = new RegExp(
  String.raw`\b(?:(?:about|around|roughly|maybe|like|approximately|up to|at least)\s+)?(${NUM})\b(?:\s*(?:-|to|or|and)\s*(${NUM})\b)?(?:\s+(?:or\s+more|plus|or\s+so|odd|ish|or\s+over))?\s*(?:(?:of\s+)?(?:headache |migraine |bad |big |small |little |mild |proper |major |minor |severe |real |pain |sick )?(times?|days?|nights?|attacks?|headaches?|migraines?|episodes?|bouts?|of them|of these|ones?|a)\b(?:\s+(?:or\s+more|or\s+so|plus|or\s+over|at least))?)?\s*(?:(?:a|per|each|every|/|in a|in one|in 1|in|in the|in a whole|in the whole|in a full|in an entire|from(?: a| the)?|out of (?:a|the|every))\s+(day|night|week|fortnight|month|year|yr)\b|(?<wakingDay>between getting up and going to bed|from (?:morning|waking(?: up)?|when (?:i|she|he) (?:get|gets|wake|wakes) up) (?:to|till|until) (?:night|bedtime|(?:i|she|he) go(?:es)? to bed)|during the day|through(?:out)? the day|over the (?:course of the )?day)\b)|\b(${NUM})(?:\s*(?:-|to)\s*(${NUM}))?\s+times\s+(daily|weekly|fortnightly|monthly)`,
  "g",
);

// Rates told exactly, not loosely: "every single day", "monday to friday".
const EMPHATIC_EVERY = /^(?:every single|each and every|literally every|monday to friday|mon(?:day)? ?(?:-|to) ?fri|every weekday|every work ?day|on weekdays)\b/;

const PHRASES: Array<[RegExp, number, number | undefined]> = [
  // "many times a day", "lots of times a day": an uncounted but clearly high daily rate (SUNCT / stabs).
  [/\b(?:many|multiple|numerous|countless|lots of|loads of|so many|too many|hundreds of|tons of) (?:times|attacks|episodes|of them|stabs|jolts|shocks|zaps) (?:a|per|each|every) day\b/g, 30, 10],
  [/\b(?:nearly|almost|pretty much|practically|virtually|basically) (?:every|each) day\b|\bnearly daily\b|\balmost daily\b/g, 27, undefined],
  // "the everyday kind", "everyday life" (spelling.ts writes it "every day"): the adjective, not a rate.
  [/\b(?:all day,? every day|every single day|every ?day(?! (?:kind|sort|type|variety|stuff|life|things|tasks|activities|chores|routine|jobs)\b)|each day|daily(?! (?:mail|express|telegraph|record|star|news|mirror|show|beast|planet|wire|routine|life|walks?|commute|steps|vitamins?|tablets?|pills?|meds|medication|dose))|24\/7|all the time|constantly|nonstop|non-stop)\b/g, 30, undefined],
  // Not "most days 10 to 14" (a count of attacks on most days).
  [/\bmost days\b(?! (?:about |around |maybe )?\d)|\bmost of (?:the )?days\b/g, 20, undefined],
  // "more days than not", "the better part of the month": over half the month.
  [/\bmore days than not\b|\bmore days (?:with|than without)\b|\bmost of the month\b|\b(?:the )?(?:better|best) part of the month\b|\bthe majority of (?:days|the month)\b/g, 18, undefined],
  [/\bevery other day\b|\bevery second day\b/g, 15, undefined],
  // "half the month", "half the days": a count said as a share of the month.
  [/\b(?:about |around |roughly )?half (?:of )?(?:the|my|all) (?:days|month|time)\b|\bhalf the days (?:of|in) (?:the|a) month\b/g, 15, undefined],
  [/\b(?:once|one) (?:a|every|per) fortnight\b|\bfortnightly\b|\bevery (?:other|second) week\b|\bevery fortnight\b/g, 2.1, undefined],
  [/\b(?:every single|each and every) (?:morning|night|evening)\b/g, 30, 1],
  [/\bevery (?:night|morning|evening|afternoon)\b|\bnightly\b|\bmost (?:afternoons|mornings|evenings|nights)\b/g, 25, 1],
  [/\bevery weekend\b/g, 8, undefined],
  // "its my work days mostly, monday to friday": five days a week (not "I work monday to friday").
  [/(?<!\b(?:work|works|working|worked|shifts?|job|office|open|opens|school|college|uni|gym|in|at)\b[^.,]{0,15})\b(?:monday to friday|mon(?:day)? ?(?:-|to) ?fri(?:day)?|every weekday|every work ?day|on weekdays)\b/g, 21.4, undefined],
  // Not "every week it is becoming more": a change told week by week, not a rate.
  [/\bweekly\b|\bevery week\b(?! (?:(?:it|the (?:pain|headache)) )?(?:is |'s |has )?(?:(?:becoming|getting|growing) (?:more|worse|stronger|bigger)|increasing|worse|more (?:strong|bad|pain)))|\bonce a week\b/g, 4.3, undefined],
  [/\bmonthly\b|\bevery month\b|\beach month\b|\bonce a month\b/g, 1, undefined],
  [/\bevery (?:couple|few) (?:of )?months\b|\bevery other month\b/g, 0.5, undefined],
  [/\b(?:a few|few|a couple of|couple of|several) times a (?:year|yr)\b|\bonce in a while\b|\bevery now and (?:then|again)\b|\boccasionally\b|\brarely\b|\bonce or twice a year\b/g, 0.3, undefined],
];

// "4 days out of 7", "3 out of every 7 days", "20 out of 30 days", "two days out of every week".
const OUT_OF = new RegExp(
  String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?\s+(?:(?:days?|of (?:the|them))\s+out of (?:every |the |a )?(?:(\d+|seven|ten|fourteen|thirty)(?:\s+days?)?|(week|fortnight|month))|out of (?:every |the |a )?(?:(\d+|seven|ten|fourteen|thirty)\s+days?|(week|fortnight|month)))\b`,
  "g",
);

// "25 of the last 30 days", "on 12 of the past 14 days": a share of a counted stretch of days.
const OF_LAST = new RegExp(String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?\s+(?:days?\s+)?(?:out\s+)?of\s+the\s+(?:last|past)\s+(\d{1,3}|seven|ten|fourteen|thirty)\s+days\b`, "g");

// The period first: "in one month maybe 25 days", "per week 3 days".
// Not "2 or 3 per month, one day each": the count came before the period.
// "in the month I have pain like twenty, twenty two days", "In one month it is like 1 or 2 days only": the span first, then the count of days.
const PERIOD_FIRST = new RegExp(String.raw`(?<!\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|once|twice|times|days)\s)\b(?:in|per|each|every) (?:one |a |1 |the )?(week|fortnight|month)\b,?\s*(?:(?:(?:i|she|he|we|they) (?:have|get|had|got|am having|is having|has)(?: (?:the )?(?:pain|headaches?|migraines?|it|them))?|it(?: is|'s|s| was)|there(?: is| are|'s| were))\s+)?(?:(?:maybe|about|around|roughly|like|approximately|nearly|almost)\s+)?(${NUM})(?:\s*(?:-|to|or|,)\s*(${NUM}))?\s+(?:days?|of (?:those|them|these))\b`, "g");

// "one time in two months", "twice in 3 weeks", "3 times every 2 months": a count over a span of
// several weeks or months, as people whose first language is not English often put it.
// "once in 2 or 3 months": a range of spans, read at its middle (group 5 ends the range).
const COUNT_IN_SPAN = new RegExp(String.raw`\b(?:(once|twice)|(${NUM}) times?) (?:in|every|per|within) (?:(?:the )?(?:last|past) )?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? (days|weeks|months)\b`, "g");

const SPAN_OR_TWO = /\b(?:once )?every (month|week) or two\b/g;

// "every 2-3 days", "every three weeks": one headache per interval.
const DAYS_IN_NAMED_MONTH = new RegExp(String.raw`\b(\d{1,2})\s+(?:(?:headache|migraine|bad|sick)\s+)?days\s+(?:in|of|during)\s+(?:(?:the month of|last|this)\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|month)\b`, "g");
const LISTED_PER_DAY = /\b(\d{1,3}),\s*(?:\d{1,3},?\s*)*(?:(?:on (?:bad|the worst|some) days|sometimes|even|up to|or|and)\s+)?(\d{1,3}) times (?:a|per|each|in a|in one) day\b/g;
// "In the day maybe 12 or 15 time", "in a day about 10 attacks": the day named first, then the count.
const DAY_FIRST = new RegExp(String.raw`\b(?:in|per|each|every) (?:a|the|one) day\b,?\s*(?:(?:maybe|about|around|roughly|like|approximately|up to|sometimes)\s+)?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?\s+(?:times?|attacks?|of (?:them|these|those))\b`, "g");
const EVERY_N = new RegExp(String.raw`\bevery (?:about |around )?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? (days|weeks|months)\b`, "g");

// "every 2nd day", "every third week": the same interval told as an ordinal.
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5 };
const EVERY_NTH = /\bevery (?:(\d)(?:nd|rd|th)|(third|fourth|fifth)) (day|week|month)\b/g;

// "3 in 10 days", "4 of them in the last fortnight", "2 in 3 weeks": a bare count over a
// numbered span (with "times" it is COUNT_IN_SPAN's).
const BARE_COUNT_IN_SPAN = new RegExp(String.raw`\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:(?:bad |big |proper )?(?:headaches?|migraines?|attacks?|episodes?|ones|of them|days)\s+)?(?:in|within|over) (?:(?:the )?(?:last|past) )?(?:(${NUM}) (days|weeks|months)|(fortnight))\b`, "g");

// A diary's monthly counts in a row: "the last 3 months were 17, 19 and 18 headache days".
const COUNT_LIST = /\b(\d{1,2}(?:,\s*\d{1,2}){0,11},?\s+(?:and|&)\s+\d{1,2})\s+(?:headache |migraine |bad |pain |sick )?days\b/g;

// "triptan days were 6, 5 and 7 in the last three months": the list after the days are named.
const DAYS_WERE_LIST = /\bdays (?:were|was|are|have been)\s+(\d{1,2}(?:,\s*\d{1,2}){0,11},?\s+(?:and|&)\s+\d{1,2})\b/g;

// A count for each of several months: "4 migraine days in October, 5 in September, 4 in July".
/** A month's name, written out or cut short ("sept", "oct"). */
export const MONTH_WORD = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const MONTH_NAME = String.raw`(?:${MONTH_WORD}|last month|this month)`;
const COUNT_IN_MONTH = new RegExp(String.raw`\b(\d{1,2})\s+(?:(?:headache|migraine|bad|sick|pain)\s+)?(?:days?\s+)?in\s+${MONTH_NAME}\b`, "g");

// A diary read out month by month: "sept 18 headache days, oct 17, nov 19ish".
// "November 1-28: 17": a month so far, its days named before the count.
// "November I had something going on 18 days": the month, what was had, then its days.
const MONTH_TOLD_COUNT = new RegExp(String.raw`\b${MONTH_NAME}\b,?\s+(?:i |she |he |we )?(?:had|got|counted|logged)\b[^.,;\d]{0,30}?\b(\d{1,2}) days\b`, "g");
const MONTH_THEN_COUNT = new RegExp(String.raw`\b${MONTH_NAME}\.?\s*(?:\d{1,2}\s*-\s*\d{1,2}\s*[:=]\s*)?[:=-]?\s*(?:about |around |roughly |maybe )?(\d{1,2})(?:ish|\+)?(?!\s*(?:st|nd|rd|th|am|pm)\b|\d|:)`, "g");

// Month by month with a few words between: "October I took something on 24 days, September 22 days".
const MONTH_PHRASE_COUNT = new RegExp(String.raw`\b${MONTH_NAME}\b[^.,;\d]{0,30}?\b(\d{1,2}) days\b`, "g");

// One month's count told as last month's: "8 days total last month", "my diary last month had 19 days with a headache".
const LAST_MONTH_COUNT = [
  /\b(\d{1,2})\s+(?:(?:headache|migraine|bad|sick|pain)\s+)?days?\s+(?:(?:in )?total\s+|altogether\s+|with (?:a )?(?:headache|migraine|pain)\s+|of (?:headache|migraine|pain)\s+)?(?:last|this|in the last|over the last|in the past|over the past)\s+month\b/g,
  /\b(?:last|this) month\b[^.]{0,30}?\b(?:had|was|were|there were|i had|i got|i've had|came to|added up to)\s+(\d{1,2})\s+(?:(?:headache|migraine|bad)\s+)?days?\b(?:\s+with (?:a )?(?:headache|migraine|pain))?/g,
  // A diary's month summed up: "Total 22 headache days, Panadol Extra 21 days".
  /\btotal(?: of)?:? (\d{1,2}) (?:headache|migraine|bad|pain) days\b/g,
  // "I counted last month in my diary: 20 days with a headache".
  /\b(?:last|this) month\b[^.\d]{0,40}?\b(\d{1,2})\s+days?\s+with (?:a |my )?(?:head ?ache|headache|migraine|pain)\b/g,
  // An app's or a diary's figure read out: "theres a different tile for headache days and its 19".
  /\b(?:headache|migraine) days\b(?: (?:tile|count|number|total|box|figure))?[^.\d]{0,25}?\b(?:is|are|was|were|its|it's|it is|says|said|shows|showed|reads)\s+(\d{1,2})\b(?!\s*(?:%|hours?|hrs?|min\w*|years?|weeks?|mg|kg|out of|\/|days? (?:a|per|in a|each) (?:week|fortnight|year)))/g,
];

// "3 weeks out of 4", "two weeks in every three": that share of the month.
// "a week a month", and the weeks without: "every day apart from maybe a week a month" (23 days).
const WEEKS_A_MONTH = /\b(?:(every ?day|daily|all the time) (?:apart from|except(?: for)?|bar|but|other than|minus) )?(?:maybe |about |around |like |roughly |only |just )?(a|one|two|three|\d) weeks? (?:a|per|each|every|in a|of the|out of the) month\b/g;
const WEEKS_CLEAR = /^,?(?: where| when| that)? (?:i'?m |im |i am |she'?s |he'?s |i feel |i get |it'?s |its )?(?:completely |totally )?(?:clear|free|fine|okay|ok|good|headache[- ]free|pain[- ]free|without (?:one|them|it|a headache))\b/;
const WEEKS_OUT_OF = new RegExp(String.raw`\b(${NUM}) weeks? (?:out of|in|of) (?:every |each )?(${NUM})\b(?: weeks?)?`, "g");

/** The mean of two or more counts told month by month (each the first group of its match), or null. */
function monthlyMean(matches: RegExpMatchArray[]): Frequency | null {
  const counts = matches.map((m) => Number(m[1]));
  const first = matches[0];
  const last = matches.at(-1);
  if (matches.length < 2 || first === undefined || last === undefined || counts.some((n) => n > 31)) return null;
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  return { daysPerMonth: Math.round(mean * 10) / 10, days: true, index: first.index ?? 0, length: (last.index ?? 0) + last[0].length - (first.index ?? 0) };
}

/** Every frequency stated in a sentence, in order. */
export function findFrequencies(s: string): Frequency[] {
  const out: Frequency[] = [];
  // Whether [at, at + length) overlaps a frequency already read: one phrase is read once.
  const taken = (at: number, length: number) => out.some((f) => at < f.index + f.length && f.index < at + length);
  if (/\bmonths?\b/.test(s)) {
    for (const m of [...s.matchAll(COUNT_LIST), ...s.matchAll(DAYS_WERE_LIST)]) {
      const counts = (m[1] ?? "").split(/\D+/).filter((x) => x !== "").map(Number);
      if (counts.length < 2 || counts.some((n) => n > 31)) continue;
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      out.push({ daysPerMonth: Math.round(mean * 10) / 10, days: true, index: m.index ?? 0, length: m[0].length });
    }
  }
  const perMonth = monthlyMean([...s.matchAll(COUNT_IN_MONTH)]);
  if (perMonth !== null) out.push(perMonth);
  // "I counted on my calendar: November I had something going on 18 days, October 19": a record's months.
  const monthFirst = out.length === 0 && /\b(?:head ?ache|headache|migraine|bad) days?\b|\b(?:diary|calendar|agenda|tracker)\b|\bcounted\b/.test(s) ? monthlyMean([...s.matchAll(MONTH_TOLD_COUNT), ...s.matchAll(MONTH_THEN_COUNT)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))) : null;
  if (monthFirst !== null) out.push(monthFirst);
  const monthPhrase = out.length === 0 ? monthlyMean([...s.matchAll(MONTH_PHRASE_COUNT)]) : null;
  if (monthPhrase !== null) out.push(monthPhrase);
  for (const re of LAST_MONTH_COUNT) {
    for (const m of s.matchAll(re)) {
      const n = Number(m[1]);
      const at = m.index ?? 0;
      if (n >= 1 && n <= 31 && !taken(at, m[0].length)) out.push({ daysPerMonth: n, days: true, index: at, length: m[0].length });
    }
  }
  for (const m of s.matchAll(WEEKS_OUT_OF)) {
    const part = parseNum(m[1]);
    const whole = parseNum(m[2]);
    const at = m.index ?? 0;
    if (!(part >= 1) || !(whole > part) || whole > 8 || taken(at, m[0].length)) continue;
    out.push({ daysPerMonth: Math.round((30 * part) / whole * 10) / 10, days: true, index: at, length: m[0].length });
  }
  for (const m of s.matchAll(WEEKS_A_MONTH)) {
    const weeks = parseNum(m[2]);
    const at = m.index ?? 0;
    if (!(weeks >= 1) || weeks > 4 || taken(at, m[0].length)) continue;
    // "all the time except maybe a week a month where im clear": the weeks without, already taken off,
    // keep their own "clear" (not read again as the days without).
    const clear = m[1] !== undefined ? (WEEKS_CLEAR.exec(s.slice(at + m[0].length))?.[0].length ?? 0) : 0;
    out.push({ daysPerMonth: m[1] !== undefined ? Math.max(0, 30 - 7 * weeks) : Math.min(30, 7 * weeks), days: true, index: at, length: m[0].length + clear });
  }
  for (const m of s.matchAll(OUT_OF)) {
    if (out.some((f) => (m.index ?? 0) < f.index + f.length)) continue;
    const lo = parseNum(m[1]);
    const hi = m[2] !== undefined ? parseNum(m[2]) : lo;
    const n = m[3] ?? m[5];
    const of = n !== undefined ? parseNum(n) : PERIOD_DAYS[m[4] ?? m[6] ?? "month"] ?? 30;
    if (!Number.isFinite(lo) || !Number.isFinite(of) || of <= 0 || lo > of) continue;
    const mid = (lo + (Number.isFinite(hi) ? hi : lo)) / 2;
    out.push({ daysPerMonth: Math.round(Math.min(30, (mid * 30) / of) * 10) / 10, days: true, index: m.index ?? 0, length: m[0].length });
  }
  for (const m of s.matchAll(OF_LAST)) {
    const lo = parseNum(m[1]);
    const hi = m[2] !== undefined ? parseNum(m[2]) : lo;
    const of = parseNum(m[3]);
    if (!Number.isFinite(lo) || !(of > 0) || lo > of) continue;
    const mid = (lo + (Number.isFinite(hi) ? hi : lo)) / 2;
    out.push({ daysPerMonth: Math.round(Math.min(30, (mid * 30) / of) * 10) / 10, days: true, index: m.index ?? 0, length: m[0].length });
  }
  for (const m of s.matchAll(PERIOD_FIRST)) {
    const lo = parseNum(m[2]);
    const hi = m[3] !== undefined ? parseNum(m[3]) : lo;
    const of = PERIOD_DAYS[m[1] ?? "month"] ?? 30;
    if (!Number.isFinite(lo) || lo > of) continue;
    const mid = (lo + (Number.isFinite(hi) ? hi : lo)) / 2;
    out.push({ daysPerMonth: Math.round(Math.min(30, (mid * 30) / of) * 10) / 10, days: true, index: m.index ?? 0, length: m[0].length });
  }
  // "they come 8, 10, on bad days 12 times a day": a list of counts, from the first to the last;
  // "in the day maybe 12 or 15 time": the day first, then the count.
  for (const re of [LISTED_PER_DAY, DAY_FIRST]) {
    for (const m of s.matchAll(re)) {
      const lo = parseNum(m[1]);
      const hi = m[2] !== undefined ? parseNum(m[2]) : lo;
      const at = m.index ?? 0;
      if (!(lo >= 1 && hi >= lo) || taken(at, m[0].length)) continue;
      out.push({ daysPerMonth: 30, perDay: lo, perDayMax: hi, days: false, index: at, length: m[0].length });
    }
  }
  for (const m of s.matchAll(EVERY_N)) {
    const lo = parseNum(m[1]);
    const hi = m[2] !== undefined ? parseNum(m[2]) : lo;
    const days = (lo + (Number.isFinite(hi) ? hi : lo)) / 2 * (m[3] === "weeks" ? 7 : m[3] === "months" ? 30 : 1);
    if (!(days >= 1)) continue;
    out.push({ daysPerMonth: Math.round(Math.min(30, 30 / days) * 10) / 10, days: true, index: m.index ?? 0, length: m[0].length });
  }
  for (const m of s.matchAll(EVERY_NTH)) {
    const n = m[1] !== undefined ? Number(m[1]) : ORDINALS[m[2] ?? ""] ?? NaN;
    const days = n * (m[3] === "week" ? 7 : m[3] === "month" ? 30 : 1);
    const at = m.index ?? 0;
    if (!(n >= 2) || taken(at, m[0].length)) continue;
    out.push({ daysPerMonth: Math.round(Math.min(30, 30 / days) * 10) / 10, days: true, index: at, length: m[0].length });
  }
  for (const m of s.matchAll(BARE_COUNT_IN_SPAN)) {
    const count = parseNum(m[1]);
    const span = m[4] !== undefined ? 14 : parseNum(m[2]) * (m[3] === "weeks" ? 7 : m[3] === "months" ? 30 : 1);
    const at = m.index ?? 0;
    if (!(count >= 1) || !(span >= 2) || count > span || taken(at, m[0].length)) continue;
    out.push({ daysPerMonth: Math.round(Math.min(30, (count * 30) / span) * 10) / 10, days: true, index: at, length: m[0].length });
  }
  // A month counted by name (a diary's figure): "headache on 18 days in October and 17 in September".
  for (const m of s.matchAll(DAYS_IN_NAMED_MONTH)) {
    const count = parseNum(m[1]);
    const at = m.index ?? 0;
    if (!(count >= 1 && count <= 31) || taken(at, m[0].length)) continue;
    out.push({ daysPerMonth: Math.min(30, count), days: true, index: at, length: m[0].length });
  }
  for (const m of s.matchAll(COUNT_IN_SPAN)) {
    const count = m[1] === "once" ? 1 : m[1] === "twice" ? 2 : parseNum(m[2]);
    const span = ((parseNum(m[3]) + parseNum(m[4] ?? m[3])) / 2) * (m[5] === "weeks" ? 7 : m[5] === "months" ? 30 : 1);
    const at = m.index ?? 0;
    if (!(count >= 1) || !(span >= 1) || count > span || taken(at, m[0].length)) continue;
    out.push({ daysPerMonth: Math.round(Math.min(30, (count * 30) / span) * 10) / 10, days: true, index: at, length: m[0].length });
  }
  // "once every month or two", "every week or two": between the two spans.
  for (const m of s.matchAll(SPAN_OR_TWO)) {
    const at = m.index ?? 0;
    out.push({ daysPerMonth: m[1] === "month" ? 0.75 : 3.2, days: true, index: at, length: m[0].length });
  }
  for (const m of s.matchAll(RATE)) {
    const idx = m.index ?? 0;
    // "150/95 a week ago": half of a reading, and a time ago, not a rate.
    if (/\d\s*\/\s*$/.test(s.slice(Math.max(0, idx - 4), idx)) || /^\s*ago\b/.test(s.slice(idx + m[0].length, idx + m[0].length + 6))) continue;
    // "3 to 5 from 10 every day": a pain score's scale (said "from 10" in several languages), not a count.
    if (/\b\d+\s*(?:from|out of)\s*$/.test(s.slice(Math.max(0, idx - 12), idx))) continue;
    if (taken(idx, m[0].length)) continue;
    // "it wakes him up at 4 or 5 in the night": a time of night, not a count.
    if (/\b(?:at|by|till|until|before|after|from)\s+$/.test(s.slice(Math.max(0, idx - 7), idx)) && /\bin the (?:night|morning|evening|afternoon)$/.test(m[0])) continue;
    // "5 migraines a month, each one a day": how long each lasts, not one a day.
    if (/\b(?:each|every)\s+$/.test(s.slice(Math.max(0, idx - 6), idx)) && /^(?:one|1) (?:a|per) day\b/.test(m[0])) continue;
    let lo: number;
    let hi: number;
    let period: string;
    let noun = "";
    if (m[1] !== undefined) {
      lo = parseNum(m[1]);
      hi = m[2] !== undefined ? parseNum(m[2]) : lo;
      noun = m[3] ?? "";
      // "8 to 15 of them between getting up and going to bed": a waking day told as a span.
      period = m.groups?.wakingDay !== undefined ? "day" : (m[4] ?? "month");
    } else {
      lo = parseNum(m[6]);
      hi = m[7] !== undefined ? parseNum(m[7]) : lo;
      period = m[8] ?? "daily";
    }
    if (!Number.isFinite(lo)) continue;
    if (!Number.isFinite(hi)) hi = lo;
    lo = rangeLow(lo, hi);
    const per = PERIOD_DAYS[period] ?? 30;
    const mid = (lo + hi) / 2;
    const isDays = /^(days?|nights?)$/.test(noun);
    // "18 days a month easy, sometimes two in a day": how many on some of those days, not a daily rate.
    const onSomeDays = /\b(?:sometimes|occasionally|at times|some days|on (?:bad|worse|the worst) days|now and then|the odd day|every so often)\s+$/.test(s.slice(Math.max(0, idx - 25), idx));
    if (per === 1 && onSomeDays && out.some((o) => o.index < idx && o.days && o.daysPerMonth < 30)) continue;
    if (per === 1) {
      out.push({ daysPerMonth: 30, perDay: lo, perDayMax: hi, days: isDays, index: idx, length: m[0].length });
    } else {
      // "once a month, sometimes less", "2 a month or less": on average a little under the count
      // (ICHD-3 2.1 against 2.2 turns on fewer than 12 days a year).
      const orLess = /^\s*,?\s*(?:or|sometimes|often|maybe|usually|if not|and sometimes) less\b/.test(s.slice(idx + m[0].length, idx + m[0].length + 25));
      const perMonth = Math.min(30, (mid * 30) / per) * (orLess ? 0.75 : 1);
      out.push({ daysPerMonth: Math.round(perMonth * 10) / 10, days: isDays, index: idx, length: m[0].length });
    }
  }
  for (const [re, days, perDay] of PHRASES) {
    for (const m of s.matchAll(re)) {
      const idx = m.index ?? 0;
      if (taken(idx, m[0].length)) continue;
      // "every single morning", "each and every day": emphatic, and as exact as a count.
      const f: Frequency = { daysPerMonth: days, days: true, index: idx, length: m[0].length, vague: !EMPHATIC_EVERY.test(m[0]) };
      if (perDay !== undefined) f.perDay = perDay;
      out.push(f);
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

export interface Quantity {
  hours: number;
  hoursMax: number;
  unit: keyof typeof UNIT_HOURS;
  index: number;
  length: number;
}

const QTY = new RegExp(
  String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?:\s+plus)?\s*(?:and a half\s+)?(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)\b`,
  "g",
);

/** Every "<number> <time unit>" in a sentence, converted to hours. */
export function findQuantities(s: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of s.matchAll(QTY)) {
    const unit = unitOf(m[3] ?? "");
    let lo = parseNum(m[1]);
    let hi = m[2] !== undefined ? parseNum(m[2]) : lo;
    if (unit === null || !Number.isFinite(lo)) continue;
    // "some nights I get a second one", "can I take a second sumatriptan": an ordinal, not a length
    // of one second. A length goes on with "or two", "later", "and a half", a stop...
    if (unit === "second" && /^(?:a|one) second$/.test(m[0].trim()) && /^\s+(?!(?:or|and|to|of|later|ago|before|after|long|each|in|at|for|then|the|it|or so|i|she|he|we|they|my|her|his|when|while|until|till|max|tops|maybe|only|flat|sharp)\b)[a-z]/.test(s.slice((m.index ?? 0) + m[0].length))) continue;
    if (!Number.isFinite(hi)) hi = lo;
    if (/and a half/.test(m[0])) { lo += 0.5; hi += 0.5; }
    // "a few hours", "several days": a loose count, from two to five or so, not exactly three.
    if (m[2] === undefined && /^(?:a )?few$|^several$/.test((m[1] ?? "").trim())) { lo = 2; hi = 5; }
    const h = UNIT_HOURS[unit] ?? 1;
    const q: Quantity = { hours: lo * h, hoursMax: hi * h, unit, index: m.index ?? 0, length: m[0].length };
    // "a minute or two", "an hour or 3": the upper end is said after the unit.
    const upper = /^\s+or (two|2|three|3|four|4)\b/.exec(s.slice(q.index + q.length));
    if (upper !== null && hi === lo) {
      q.hoursMax = Math.max(q.hoursMax, parseNum(upper[1]) * h);
      q.length += upper[0].length;
    }
    // "I timed some: 7, 12, 18, 9 minutes": a list of readings, one range from the least to the most.
    const list = /(?:\b\d{1,3}(?:\.\d)?\s*,\s*)+(?:(?:and|or)\s+)?$/.exec(s.slice(Math.max(0, q.index - 40), q.index));
    if (list !== null && hi === lo) {
      const values = [...list[0].matchAll(/\d{1,3}(?:\.\d)?/g)].map((v) => Number(v[0])).concat(lo);
      q.hours = Math.min(...values) * h;
      q.hoursMax = Math.max(...values) * h;
      q.index -= list[0].length;
      q.length += list[0].length;
    }
    // "45 minutes to an hour": one range, not two durations.
    const prev = out[out.length - 1];
    if (prev !== undefined && prev.hours <= q.hours && /^\s*(?:to|or|-)\s*$/.test(s.slice(prev.index + prev.length, q.index))) {
      prev.hoursMax = q.hoursMax;
      prev.length = q.index + q.length - prev.index;
      continue;
    }
    out.push(q);
  }
  return out;
}

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const MONTH_RE = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;
const DAY_RE = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR_RE = String.raw`(?:,? (19[5-9]\d|20\d\d))?`;
// "this started, it was Monday the 3rd of August": a weekday may sit between the lead and the date.
const LEAD = String.raw`\b(?:since|started|starting|began|begun|start(?:ed)? on|came on|from|beginning|back in|ever since)\b[^.]{0,14}?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),? )?`;
// A bare month or year only right after the lead word ("it may be" is not May).
// "on my back in 2015" is a body part, not "back in 2015".
const TIGHT = String.raw`\b(?:since(?: about| around| roughly| approximately| at least)?|woke (?:up )?with (?:it|this|the (?:headache|pain))|(?:started|starting|began|begun|start)(?: (?:i think|i reckon|maybe|probably|roughly|sometime|some time|about|around|round|in|at|towards|toward))*|from|(?<!\b(?:my|her|his|the|lower|upper|their) )back in|ever since) (?:(?:the )?middle of |(?:on )?the (?:week|weekend|day|days|fortnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:before|after) |(?:just |right )?(?:after|before) |last |the (?:first|1st|second|2nd|third|3rd|fourth|4th|last) (?:week|weekend|fortnight) (?:of |in )?)?`;
const LAST_YEAR = new RegExp(String.raw`\b${MONTH_RE} (?:of )?last year\b`);
// "since March", "started on March 3rd", "since the 10th of January 2024", "since 2023".
const DATE_PATTERNS: Array<{ re: RegExp; day: number; month: number; year: number }> = [
  { re: new RegExp(String.raw`${LEAD}\b(?:the )?${DAY_RE} (?:of )?${MONTH_RE}\b${YEAR_RE}`), day: 1, month: 2, year: 3 },
  // "on the 20th of august I woke up with this headache".
  { re: new RegExp(String.raw`\bon (?:the )?${DAY_RE} (?:of )?${MONTH_RE}\b${YEAR_RE}(?=[^.]{0,40}\b(?:woke (?:up )?with|started|began|came on|hit me|kicked off))`), day: 1, month: 2, year: 3 },
  { re: new RegExp(String.raw`${LEAD}\b${MONTH_RE} (?:the )?${DAY_RE}\b${YEAR_RE}`), day: 2, month: 1, year: 3 },
  // Not "started may be 3 weeks ago" (maybe).
  // "since end of September": the article may go unsaid.
  { re: new RegExp(String.raw`${TIGHT}(?:early |late |mid |mid-|(?:the )?(?:start|end|beginning|middle) of |last )?${MONTH_RE}\b(?! be\b)${YEAR_RE}`), day: 0, month: 1, year: 2 },
  // "since he went up to year 7 in September": since an event, dated by its month.
  { re: new RegExp(String.raw`\bsince (?:he|she|i|we|they|my \w+|her \w+|his \w+) [^.]{0,40}?\bin (?:early |late |mid |mid-)?${MONTH_RE}\b${YEAR_RE}`), day: 0, month: 1, year: 2 },
  { re: new RegExp(String.raw`${TIGHT}(?:early |late |mid |mid-|the start of |the end of )?(19[5-9]\d|20\d\d)\b`), day: 0, month: 0, year: 1 },
  // "since about harvest festival, start of October": an event, then its month said beside it.
  { re: new RegExp(String.raw`\bsince (?:about |around |roughly )?[a-z' ]{2,30}?,\s*(?:early |late |mid |mid-|(?:the )?(?:start|end|beginning|middle) of )?${MONTH_RE}\b${YEAR_RE}`), day: 0, month: 1, year: 2 },
];

// Kept hand-written rather than chrono-node (installed, compared on lay sentences): chrono read
// "since Tuesday" as next Tuesday, "it lasts 4 hours" as a date ("lasts"), missed "since 2023",
// and cost ~130 us a sentence against a 2 ms budget per turn; these patterns cover what people
// type about headache onsets and are tested (text-facts.test.ts, quantities.test.ts).
/** The US Thanksgiving: the fourth Thursday of November. */
// European summer time: the clocks go forward on the last Sunday of March and back on the last
// Sunday of October (North America's dates fall within a week or two of these).
const lastSundayOf = (month: number) => (year: number) => {
  const last = Date.UTC(year, month + 1, 0);
  return last - new Date(last).getUTCDay() * 864e5;
};
const fourthThursdayOfNovember = (year: number) => Date.UTC(year, 10, 1 + ((4 - new Date(Date.UTC(year, 10, 1)).getUTCDay() + 7) % 7) + 21);
/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

// Festivals that move with a lunar or lunisolar calendar, by year (2020-2030): the main day as
// observed in India (Diwali: Lakshmi Puja; Holi: Rangwali Holi), Chinese New Year's Day, and the
// first day of Eid al-Fitr, Eid al-Adha (Kurban Bayrami, Bakrid, Hari Raya Haji) and Ramadan as
// commonly announced (a day either side where the moon is sighted). Outside these years they are
// left unread rather than guessed.
const LUNAR: Record<string, Record<number, [number, number]>> = {
  diwali: { 2020: [11, 14], 2021: [11, 4], 2022: [10, 24], 2023: [11, 12], 2024: [10, 31], 2025: [10, 20], 2026: [11, 8], 2027: [10, 29], 2028: [10, 17], 2029: [11, 5], 2030: [10, 26] },
  holi: { 2020: [3, 10], 2021: [3, 29], 2022: [3, 18], 2023: [3, 8], 2024: [3, 25], 2025: [3, 14], 2026: [3, 4], 2027: [3, 22], 2028: [3, 11], 2029: [3, 1], 2030: [3, 20] },
  cny: { 2020: [1, 25], 2021: [2, 12], 2022: [2, 1], 2023: [1, 22], 2024: [2, 10], 2025: [1, 29], 2026: [2, 17], 2027: [2, 6], 2028: [1, 26], 2029: [2, 13], 2030: [2, 3] },
  fitr: { 2020: [5, 24], 2021: [5, 13], 2022: [5, 2], 2023: [4, 21], 2024: [4, 10], 2025: [3, 30], 2026: [3, 20], 2027: [3, 9], 2028: [2, 26], 2029: [2, 14], 2030: [2, 4] },
  adha: { 2020: [7, 31], 2021: [7, 20], 2022: [7, 9], 2023: [6, 28], 2024: [6, 16], 2025: [6, 6], 2026: [5, 27], 2027: [5, 16], 2028: [5, 5], 2029: [4, 24], 2030: [4, 13] },
  ramadan: { 2020: [4, 24], 2021: [4, 13], 2022: [4, 2], 2023: [3, 23], 2024: [3, 11], 2025: [3, 1], 2026: [2, 18], 2027: [2, 8], 2028: [1, 28], 2029: [1, 16], 2030: [1, 6] },
};
const lunar = (name: string) => (year: number): number => {
  const d = LUNAR[name]?.[year];
  return d === undefined ? NaN : Date.UTC(year, d[0] - 1, d[1]);
};

// Days people date an onset by: fixed dates, Easter by its computus, the lunar festivals by table.
const FESTIVAL_DAYS: Array<{ names: string; date: (year: number) => number }> = [
  { names: "easter(?: sunday| weekend| holidays?)?", date: easterSunday },
  { names: "diwali|deepavali|divali", date: lunar("diwali") },
  { names: "holi", date: lunar("holi") },
  { names: "chinese new year|lunar new year|spring festival|tet|seollal", date: lunar("cny") },
  { names: "eid al-? ?adha|eid ul-? ?adha|bakr[ie]?id|bakra eid|kurban bayram[iı]?|kurban|qurban|hari raya haji|big eid|eid el-? ?kebir", date: lunar("adha") },
  { names: "eid al-? ?fitr|eid ul-? ?fitr|eid|hari raya(?: puasa)?|ramazan bayram[iı]?|seker bayram[iı]?|şeker bayramı|lebaran|small eid", date: lunar("fitr") },
  { names: "ramadan|ramzan|ramazan", date: lunar("ramadan") },
  { names: "tiradentes", date: (y) => Date.UTC(y, 3, 21) },
  { names: "dia de (?:los )?muertos|day of the dead", date: (y) => Date.UTC(y, 10, 2) },
  { names: "christmas|xmas|christmas day", date: (y) => Date.UTC(y, 11, 25) },
  { names: "boxing day", date: (y) => Date.UTC(y, 11, 26) },
  { names: "halloween|hallowe'en", date: (y) => Date.UTC(y, 9, 31) },
  { names: "guy fawkes(?: night| day)?|bonfire night|fireworks night", date: (y) => Date.UTC(y, 10, 5) },
  { names: "remembrance day|armistice day|veterans day|veterans' day", date: (y) => Date.UTC(y, 10, 11) },
  { names: "valentine'?s(?: day)?", date: (y) => Date.UTC(y, 1, 14) },
  { names: "st\\.? patrick'?s(?: day)?|paddy'?s day", date: (y) => Date.UTC(y, 2, 17) },
  { names: "(?:the )?fourth of july|july (?:4th|fourth)|independence day", date: (y) => Date.UTC(y, 6, 4) },
  { names: "canada day", date: (y) => Date.UTC(y, 6, 1) },
  { names: "thanksgiving", date: fourthThursdayOfNovember },
  { names: "clocks? (?:went|go|changed|going) forward|(?:start of )?(?:summer time|daylight sav(?:ing|ings)(?: time)?)", date: lastSundayOf(2) },
  { names: "clocks? (?:went|go|changed|going) back|end of (?:summer time|daylight sav(?:ing|ings)(?: time)?)", date: lastSundayOf(9) },
];
// Each festival read after a lead word, compiled once (this runs on most sentences of a turn).
const FESTIVALS = FESTIVAL_DAYS.map((f) => ({ re: new RegExp(String.raw`${TIGHT}(?:the )?(?:${f.names})\b`), date: f.date }));
const SINCE_NEW_YEAR = new RegExp(String.raw`${TIGHT}(?:the (?:start|beginning) of (?:the|this) year|new year|january)\b`);
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

// "since 6/11", "started 13.11.": a date in figures after the lead word.
const FIGURES_DATE = String.raw`\d{1,2}[/.]\d{1,2}(?:[/.](?:19|20)?\d\d)?`;
const NUMERIC_DATE = String.raw`(${FIGURES_DATE})(?![/.]?\d)`;
/** A date as `daysSinceDate` reads it: in figures ("18/11"), or a day and a month named either way round ("18 november", "november 18th"). */
export const DATE_TOLD = String.raw`${FIGURES_DATE}(?![/.]?\d)|\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH_WORD}\b|${MONTH_WORD} (?:the )?\d{1,2}(?:st|nd|rd|th)?\b`;
const NAMED_DATE = new RegExp(String.raw`^(?:${DAY_RE} (?:of )?${MONTH_RE}|${MONTH_RE} (?:the )?${DAY_RE})${YEAR_RE}$`);
const NUMERIC_DATE_AFTER_LEAD = new RegExp(String.raw`${LEAD}\b(?:the )?${NUMERIC_DATE}`);
// "from 7/10 to 9/10", "the pain is 8/10": a score out of ten, not the 7th of October.
const PAIN_SCORE_AT = /^\d{1,2}\/10\b\s*(?:to|->|then|now|and)\b|^\d{1,2}\/10\b(?![/.]\d)(?=[^.]{0,30}\b(?:pain|score|severity|intensity|out of)\b)/;

/**
 * Days since a date written in figures ("18/11", "6.11.2026", "13/11/26"), given today's date.
 * Day-first (as most of the world writes it) unless that cannot be a date gone by within a year
 * and month-first can ("11/25" in the US); a figure over 12 settles the order. Null for no date
 * or one in the future. "18 november" and "november 18th" are read too. Hand-written like the
 * date patterns above (chrono-node was compared and rejected, see the note above them).
 */
export function daysSinceDate(text: string, now: Date | null): number | null {
  if (now === null || Number.isNaN(now.getTime())) return null;
  const t = text.trim().replace(/\.$/, "");
  const named = NAMED_DATE.exec(t);
  if (named !== null) {
    const monthName = named[2] ?? named[3] ?? "";
    const month = MONTHS.findIndex((name) => name.startsWith(monthName.slice(0, 3))) + 1;
    return daysBack(Number(named[1] ?? named[4]), month, named[5] === undefined ? null : Number(named[5]), now);
  }
  // "on the 22nd": that day of this month, or of the last when it is still ahead.
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(t);
  if (ordinal !== null) {
    const day = Number(ordinal[1]);
    const thisMonth = daysBack(day, now.getUTCMonth() + 1, now.getUTCFullYear(), now);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return thisMonth ?? daysBack(day, lastMonth.getUTCMonth() + 1, lastMonth.getUTCFullYear(), now);
  }
  const m = /^(\d{1,2})[/.](\d{1,2})(?:[/.]((?:19|20)?\d\d))?$/.exec(t);
  if (m === null) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const yearText = m[3];
  const year = yearText === undefined ? null : yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const dayFirst = daysBack(a, b, year, now);
  const monthFirst = daysBack(b, a, year, now);
  if (dayFirst !== null && (dayFirst <= 366 || monthFirst === null)) return dayFirst;
  return monthFirst;
}

/** Whole days from a day of a month (the last such day gone when no year is told) to now; null when invalid or ahead. */
function daysBack(day: number, month: number, year: number | null, now: Date): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let then = Date.UTC(year ?? now.getUTCFullYear(), month - 1, day);
  if (year === null && then > now.getTime()) then = Date.UTC(now.getUTCFullYear() - 1, month - 1, day);
  // "31/2" runs on into March: no such day.
  if (new Date(then).getUTCDate() !== day) return null;
  const days = (now.getTime() - then) / 864e5;
  return days < 0 ? null : Math.floor(days);
}

/**
 * Months elapsed since a date the person names ("since March", "started on March 3rd", "since
 * the 10th of January 2024", "since 2023"), given today's date. Without today's date (or for a
 * date in the future) nothing is inferred: the criteria that need it stay unknown.
 */
export function monthsSinceNamedMonth(s: string, now: Date | null): number | null {
  if (now === null || Number.isNaN(now.getTime())) return null;
  // "since (at least) the start of the year", "since New Year": from the 1st of January.
  if (SINCE_NEW_YEAR.test(s) && !LAST_YEAR.test(s)) {
    return Math.round(((now.getTime() - Date.UTC(now.getUTCFullYear(), 0, 1)) / (30.44 * 864e5)) * 10) / 10;
  }
  // "since Christmas", "started around Guy Fawkes": the last such day gone.
  for (const f of FESTIVALS) {
    if (!f.re.test(s)) continue;
    let then = f.date(now.getUTCFullYear());
    if (!(then <= now.getTime())) then = f.date(now.getUTCFullYear() - 1);
    if (Number.isNaN(then)) return null;
    return Math.round(((now.getTime() - then) / (30.44 * 864e5)) * 10) / 10;
  }
  // "since Tuesday", "since last Friday", "since yesterday": days, told by the day's name.
  // The most recent such day, a week back when it is today's name.
  // "since last night", "since this morning", "since last week": a part of a day or a week back.
  const recent = /\bsince (?:about |around |roughly |maybe |like )?(?:(?:late |early )?last night|this (?:morning|afternoon|evening)|earlier (?:today|on)|lunch ?time|(?:the |last )?weekend|last week|last month)\b/.exec(s)?.[0];
  if (recent !== undefined) {
    const days = /night/.test(recent) ? 0.5 : /this|earlier|lunch/.test(recent) ? 0.25 : /weekend/.test(recent) ? (now.getUTCDay() + 1) % 7 || 7 : /week/.test(recent) ? 10 : 45;
    return Math.round((days / 30.44) * 100) / 100;
  }
  // "my migraine started just as we sat down to sunday roast ... its now wednesday night": the days
  // between the two days named, whatever today's date.
  const toldSpan = /\b(?:started|began|came on|kicked off|kick(?:ed|s)? in|since)\b[^.]{0,50}?\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b[^]{0,80}?\b(?:it'?s|its|it is|today is|today's) (?:now )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(s);
  if (toldSpan?.[1] !== undefined && toldSpan[2] !== undefined) {
    const back = (WEEKDAYS.indexOf(toldSpan[2]) - WEEKDAYS.indexOf(toldSpan[1]) + 7) % 7 || 7;
    return Math.round((back / 30.44) * 100) / 100;
  }
  // "started tuesday last week": that day of the week before.
  // The subject may go unsaid after a comma: "my usual migraine, left side, started wednesday".
  // "this one start on tuesday", "my migraine start friday": the base form, as English learnt second has it.
  // "this one is starting Saturday morning": the present of English learnt second.
  const weekdayAt = /(?:\b(?:since|(?:head ?aches?|headaches?|migraines?|pain|it|this|they|the \w+ one) (?:\w+ ){0,2}?(?:started|start|starts|starting|began|begun|came on|kicked off|kick(?:ed|s)? in))|(?:^|[,;:]\s*|\band )(?:started|began|begun|came on|kicked off|kick(?:ed|s)? in)) (?:on )?(?:last )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday)\b( last week| the week before)?/.exec(s);
  const weekday = weekdayAt?.[1];
  if (weekday !== undefined) {
    const back = weekday === "yesterday" ? 1 : ((now.getUTCDay() - WEEKDAYS.indexOf(weekday) + 7) % 7 || 7) + (weekdayAt?.[2] !== undefined ? 7 : 0);
    return Math.round((back / 30.44) * 100) / 100;
  }
  // "now since about the 10th": a day of the month with no month named, the last such day gone.
  const dayOnly = /\bsince (?:about |around |roughly |maybe )?the (\d{1,2})(?:st|nd|rd|th)\b(?! (?:of |jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/.exec(s)?.[1];
  if (dayOnly !== undefined && Number(dayOnly) >= 1 && Number(dayOnly) <= 31) {
    const d = Number(dayOnly);
    const thisMonth = d <= now.getUTCDate();
    const then = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (thisMonth ? 0 : 1), d);
    return Math.round(((now.getTime() - then) / (30.44 * 864e5)) * 100) / 100;
  }
  const numeric = NUMERIC_DATE_AFTER_LEAD.exec(s);
  if (numeric !== null && !PAIN_SCORE_AT.test(s.slice(s.indexOf(numeric[1] ?? "", numeric.index)))) {
    const days = daysSinceDate(numeric[1] ?? "", now);
    if (days !== null) return Math.round((days / 30.44) * 10) / 10;
  }
  for (const p of DATE_PATTERNS) {
    const m = p.re.exec(s);
    if (m === null) continue;
    const monthName = p.month === 0 ? undefined : m[p.month];
    const idx = monthName === undefined ? 0 : MONTHS.findIndex((name) => name.startsWith(monthName.slice(0, 3)));
    if (idx < 0) continue;
    const day = p.day === 0 ? 1 : Number(m[p.day]);
    if (!(day >= 1 && day <= 31)) continue;
    const yearText = m[p.year];
    const nowYear = now.getUTCFullYear();
    let year = yearText === undefined ? nowYear : Number(yearText);
    // "since March" with no year is the most recent March: last year when March is still ahead
    // (or when the person says "March last year"); this month when said in March itself.
    // "since last December", said in December: a year back, not this month.
    const lastOfThisMonth = idx === now.getUTCMonth() && monthName !== undefined && new RegExp(String.raw`\blast ${monthName}\b`).test(s);
    if (yearText === undefined && p.month !== 0 && (idx > now.getUTCMonth() || (idx === now.getUTCMonth() && p.day !== 0 && day > now.getUTCDate()) || LAST_YEAR.test(s) || lastOfThisMonth)) year -= 1;
    const then = Date.UTC(year, idx, day);
    const months = (now.getTime() - then) / (30.44 * 864e5);
    if (months < 0) return null;
    return Math.round(months * 10) / 10;
  }
  return null;
}
