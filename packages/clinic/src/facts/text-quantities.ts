import type { Fact, Provenance } from "../types.ts";
import { type DrugMention, findDrugs, PREVENTIVE_DRUG } from "../scores/drugs.ts";
import { experiencerAt, lastNamedPerson, normaliseRelation, RELATION_WORDS } from "./context.ts";
import { HABIT_STOPPED, HAD_THING, OTHER_SPAN_TOPICS, YEARS_OF_SOMETHING_ELSE } from "./lexicon-history.ts";
import { HEAD } from "./lexicon-red.ts";
import { remoteYear } from "./remote-past.ts";
import { plainSentences, sentenceBefore } from "./scope.ts";
import { DATE_TOLD, daysSinceDate, findFrequencies, findQuantities, MONTH_WORD, monthsSinceNamedMonth, NUM, parseNum, rangeLow, UNIT_HOURS, WEEKDAYS, type Frequency } from "./numbers.ts";

// Numeric facts from one sentence: attack duration, frequency, how long the problem has
// existed, number of attacks so far, age, and acute-medicine days by drug.

const SURGE_BEFORE = /\b(?:spikes?|spiked|spiking|surges?|surged|flares?(?: up)?|flared(?: up)?|(?:throbs?|throbbing|pounds?|pounding|hurts?|aches?) (?:harder|more|worse)|(?:gets?|got|goes|went) (?:much |a lot |way )?worse)\b[^.]{0,25}$/;
const MEDICINE_SPAN = /\b(?:on|off|started|stopped|taking|came off|been on) (?:the |my |his |her |their )?(?:blood[- ]thinners?|thinners|statins?|steroids|blood pressure (?:tablets|pills|meds)|heart (?:tablets|pills|meds)|warfarin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|edoxaban|clopidogrel|heparin|coumadin|insulin|metformin|levothyroxine|thyroxine|the pill)\b[^.;]*$/;
// A medicine named by what it is ("the Enbrel injection", "my tablets"), or by a drug of the lexicon.
// "stopped them in a day or two", "cleared it within an hour": a medicine's time to effect.
// The treatment is the subject, the attacks its object: "the headache cleared in a day" is no such thing.
const MEDICINE_WORKED_IN = /\b(?:stopped|stops|cleared|clears|fixed|fixes|killed|kills|settled|settles|knocked|got rid of|gets rid of|sorted)\s+(?:them|it|the (?:attacks?|headaches?|pain|zaps|stabs))\s+(?:(?:out|off|up|completely|right up)\s+)?(?:in|within|after)\s+(?:about |around |like |maybe |just |only )?(?:a |an )?$/;
const BOTH_SAME_DAY = /\b(?:take|takes|took|taking|use|used|using|need|needed)\s+(?:them\s+)?both\b[^.]{0,20}\b(?:on the same day|the same day|same day|together|at once)\b/;
const SHARE_OF_DAYS = /^\s*(?:and |but )?of (?:the|those|these|them|which|all (?:the|those|these))\b(?: (?:headache |migraine |bad )?days)?/;
const THIS_HEADACHE = String.raw`(?:(?:of|with) (?:this|the|my) (?:head ?ache|headache|pain|head))`;
const DAY_OF_IT = new RegExp(
  String.raw`^\s*(?:(?:(?:this is|it'?s|its|it is|now|today is|today'?s|now on) )?(?:the |my )?(\d{1,2})(?:st|nd|rd|th) day(?: ${THIS_HEADACHE})?` +
    String.raw`|day (\d{1,2})(?: ${THIS_HEADACHE})?` +
    String.raw`|(?:(?:this|the|my|a|new|same) )?(?:head ?ache|headache|head pain|sore head) (?:for )?(\d{1,2}) days?)` +
    // The whole sentence: not "6th day of my period", "headache 3 days a month".
    String.raw`(?=(?: (?:now|today|already|straight|running|in a row|non ?stop))?\s*[.!,]?\s*$)`,
);
const MEDICINE_NAMED = /\b(?:injections?|tablets?|pills?|medication|medicines?|meds|inhalers?|jabs?|infusions?|patch(?:es)?|methotrexate|enbrel|humira|etanercept|adalimumab|biologics?|steroids?|prednis\w*|immunosuppressants?)\b/;
const EVENT_NOT_HEADACHE = /\b(?:stroke|mini[- ]stroke|palsy|droop\w*|tia|transient ischa?emic|seizure|fit|jerking|twitching|convuls\w*|blackout|faint(?:ed)?|passed out|clumsy|words out|heart attack|angina|palpitations)\b/;
const TIMES_SINCE = new RegExp(String.raw`\b(${NUM})(?:\s*(?:or|-|to)\s*(${NUM}))? times since\b`);
// "thats only been since october", "way more since midterms": the present pattern is that recent.
const CHANGE_WORDS = /\b(?:different|changed|change|not the same|not like (?:before|they were|it was)|only (?:been |happened |started |like (?:this|that) )?since|(?:way |much |a lot )?more (?:often )?since)\b/;
const LAST_MONTH_START = /\b(?:last|this) month (?:it|they|the (?:head ?aches?|headaches?|pain)) (?:start|starts|started|began|begin|came|come|came on)\b|\b(?:it|they|the (?:head ?aches?|headaches?|pain)) (?:started|began|start|came on) (?:only )?(?:last|this) month\b/;
const ILLNESS_TREATED = /\b(?:cancer|tumou?r|melanoma|lymphoma|leuk\w*|carcinoma|sarcoma|myeloma|chemo\w*|radiotherapy|radiation|immunotherapy|operation|surgery|cataracts?|hip replacement|knee replacement|bypass|stent|transplant|stroke|heart attack|(?:rheumatoid )?arthritis|lupus|crohn'?s|colitis|psoriasis|multiple sclerosis|methotrexate|prednis\w*)\b/;
const OTHER_ILLNESS = /\b(?:cancer|tumou?r|chemo\w*|radiotherapy|operation|surgery|op|stroke|heart attack|transplant|fracture|broke (?:my|his|her)|baby|pregnan\w*|pre-?eclampsia|eclampsia|induced|c-?section|caesarean|cesarean|divorce|accident)\b/;
const POSTURE_CLAUSE = /\b(?:(?:stand|stands|stood|get|gets|got|sit|sits|sat) up|lie (?:down|flat)|lies (?:down|flat)|lying (?:down|flat)|lay (?:down|flat)|upright|on my feet)\b/;
// Unnamed medicine told as taken faithfully, as a regular prescription is: "my tablets every single day without missing".
const TAKEN_AS_PRESCRIBED = /\b(?:without (?:missing|fail|skipping)|never (?:miss|missed|skip|skipped|forget|forgot)(?: a| one| any)?(?: dose| day| tablet)?|as prescribed|religiously|(?:my|the) (?:tablets?|pills?|meds|medication|medicines?) (?:every|each) (?:single )?(?:day|morning|night)\b(?=[^.]*\b(?:two times|twice|three times|morning and (?:night|evening))\b))/;
const SCHEDULED_DOSE = /\b\d+(?:\.\d+)? ?(?:mg|g|mcg|µg|ml|units?|iu)\s*$/;
/** A medicine taken or stopped told in `text` (it ends where a span follows), with no headache after it. */
function medicineSpanBefore(text: string): boolean {
  const at = text.search(MEDICINE_SPAN);
  return at >= 0 && !HEADACHE_WORD.test(text.slice(at));
}
const AURA_ENDS = /\b(?:goes away|went away|disappears?|disappeared|clears?|cleared|fades?|faded|passes|passed|wears off|wore off|it'?s gone|(?:it|they) (?:was|were|is|are) (?:totally |completely |all )?gone)\b/;
// "they spread across the left side of what I can see, about 20 minutes, then go": the field of sight.
const SPREADS_THEN_ENDS = /\b(?:spread\w*|grows?|grew|growing|expand\w*|drift\w*|moves? (?:across|out))\b[^.]{0,30}\b(?:gone|goes|went|clears?|cleared|fades?|faded|over|stops?|disappear\w*)\b/;
const AURA_WORDS = /\bwhat (?:i|she|he) (?:can )?see\b|\bauras?\b|\bzig-?zag\w*|\bshimmer\w*|\bflashing\b|\bsparkl\w*|\bblind spot\b|\bpins and needles\b|\btingl\w*|\bnumb\w*|\blights? thing\b|\bflickering\b|\bwiggl\w*|\bwavy\b|\bwobbly lines\b|\b(?:starts?|starting) (?:off )?(?:small|tiny|as a (?:little |tiny )?(?:dot|spot|speck))\b|\bzigue-?zague\b|\btrembling lights?\b|\bsquiggl\w*|\bheat haze\b|\bkaleidoscop\w*|\bjagged\b|\bcrescent\b|\bglitter\w*|\btwinkl\w*|\bshin(?:y|ing) (?:shapes?|spots?|lines?)\b|\b(?:broken|cracked|shattered) (?:mirror|glass)\b|\bpatch\b|\bin (?:my|her|his) (?:vision|eyesight|sight)\b/;
// "by half an hour my eyesight is back to normal": how long the visual aura lasts.
const HEADACHE_AFTER_WARNING = /^[^.]{0,30}\bthen (?:the |a |my )?(?:head ?ache|headache|pain|migraine|throbbing)\b[^.]{0,10}\b(?:comes?|came|starts?|started|kicks? in|hits?|begins?|follows?)\b/;
const VISION_BACK = /\b(?:eyesight|vision|sight|eyes?)\b[^.]{0,25}\b(?:back to normal|normal again|clears?|cleared|comes back|came back|returns?|returned)\b/;
const VISION_WORDS = /\b(?:vision|sight|see|seeing|eyes?)\b[^.]{0,25}\b(?:grey|gray|black|white|blank|dim|blurr)\w*|\b(?:saw|seeing|see|few|some) (?:stars|sparkles)\b/;
// "A few times a month it's still a real migraine": the full attacks among days of a lesser headache.
// "17 headache days in November, 18 in October, 16 in September": the count told before its month,
// the first named as headache days (not "sumatriptan 11 days in October, 12 in sept").
const COUNT_MONTH = new RegExp(String.raw`\b(\d{1,2}) (?:(?:headache|migraine|bad|pain) )?(?:days? )?in ${MONTH_WORD}\b`, "g");
const HEADACHE_DAYS_IN_MONTH = new RegExp(String.raw`\b\d{1,2} (?:headache|migraine|pain|bad) days? in ${MONTH_WORD}\b`);
const SUBCOUNT = /\b(?:\d+|a few|some) (?:a month |of them |of those )?(?:are|were) (?:the )?(?:full|real|proper|true|actual|big|bad)(?:[- ](?:on|blown))? migraines?\b|\b(?:it'?s|its|it is) still (?:a |the )?(?:real|proper|full[- ]on|full[- ]blown|true|big) (?:migraine|one)\b|\b(?:separate thing|separately|on top of (?:that|this|those)|as well as (?:that|this|those))\b[^.]{0,30}\b(?:a |the )?(?:proper |real |full[- ]on |full[- ]blown |big |bad |true )?migraines?\b|\b(?:it |they )?(?:becomes?|became|turns? into|turned into) (?:one[- ]sided|one side|throbbing|pounding|a (?:proper |full |real )?migraine|migraine)\b|\b(?:bad|worse|worst|severe|big|strong|migraine|proper|really bad|full[- ]on|full[- ]blown|real|horrible|nasty|heavy|major) (?:ones|days|attacks|headaches|migraines)\b|\bthe (?:proper|real|full|full[- ]on|full[- ]blown|big|bad|severe|strong|strongest|heavy|worst) (?:\w+ )?(?:one|migraine|attack)\b|\ba (?:(?:proper|real|really|full[- ]on|full[- ]blown|big|bad|severe|nasty|horrible) )+(?:migraine|attack|one)\b|\b(?:the )?other days\b[^.]{0,12}?\b(?:dull|mild|milder|pressing|tension|lighter|light|ordinary|bearable|weaker)\b|\b(?:turns?|turned|turning|goes|went|builds?) (?:in)?to (?:a |the )?(?:(?:proper|full|full[- ]on|full[- ]blown|real|bad|big|severe) )(?:\w+ ){0,2}(?:one|migraine|attack)\b|\bmigraines with (?:the )?(?:sickness|vomiting|being sick|aura)\b|\bon top\b|\bare the (?:full[- ]on|full[- ]blown|bad|big|proper|real|migraine|severe|worst|nasty) ones\b|\b(?:a month|a week|of them) (?:are|were) the (?:full[- ]on|full[- ]blown|bad|big|proper|real|severe|worst|nasty|strong)\b|\bthose are\b|\bof (?:them|those) (?:are|were)\b|\bout of (?:those|these|them)\b|\bthe rest (?:are|were|of them are)\b|\b(?:it|they|that|which) (?:gets?|got|turns?|goes|go) (?:really |very |so |proper )?(?:bad|worse|severe|throbby|throbbing|nasty|horrible)\b|\bbad enough (?:for|to|that)\b/;
const ASKED_TREATMENT = /\b(?:should|shall|can|could|would|do|must) (?:i|we|she|he) (?:be )?(?:taking|take|try|trying|go on|be on|use|using|get|have)\b[^?]*\?/;
const FEARED = /\b(?:waiting for (?:it|one|that)|expecting (?:it|one)|dreading|bracing (?:myself )?for|scared of|afraid of|terrified of|worried about|worry about|thinking about)\b/;
// "I used to get them once a week": a past frequency, not today's; so is "since secondary school but then it was maybe 2 a month".
const UNTIL_THEN_AFTER = /^\s*,?\s*(?:up )?(?:until|till|til) (?:last (?:year|summer|spring|autumn|fall|winter|month)|recently|this (?:year|summer|spring|autumn|winter)|a (?:year|few months|couple of years) ago|(?:19|20)\d\d)\b/;
const PAST = /\b(?:used to|before that|but then (?:it|they) (?:was|were)|at (?:that|the) time|in those days|(?:earlier|before|previously) (?:it|they|there) (?:was|were|used)|before (?:this|these|all this|it all)(?: (?:started|began|came on|one|lot))?,? (?:i|she|he|we) (?:would|'d|used to|only|just|got|get|had)|previously|in the past|back then|years ago|before (?:(?:the )?age (?:of )?)?\d{2}\b(?! (?:days|times|minutes|hours))|before (?:i|she|he) was \d{2}|as a (?:kid|child|teen(?:ager)?)|at first|originally|started (?:off |out )?(?:as|with)|to begin with|in (?:my|her|his) (?:teens|twenties|thirties|[1-9]0s)|when (?:i|she|he) was (?:younger|a kid|a teenager|little))\b/;
const HEADACHE_DAYS_BEFORE = /\b(?:head ?aches?|headache days|days with (?:a )?head ?ache)\b(?: (?:are|is|=|come to))?(?: (?:like|about|around|roughly|probably|maybe))?\s*$/;
// "oxygen mask from the last bout helps in like 10 min", "O2 aborts in 11 min": how soon a treatment helps.
// "took sumatriptan ... eases it for a couple of hours then its back": how long the medicine holds it.
const TREATED_BEFORE = /\b(?:works?|worked|working|helps?|helped|kicks? in|kicked in|eases? (?:it|them)|eased (?:it|them)|dulls? (?:it|them)|dulled (?:it|them)|aborts?(?: (?:it|them|the attack|attacks))?|aborted|kills? (?:it|them)|stops? (?:it|them)|sorts? (?:it|them|me)(?: out)?|sorted (?:it|them)(?: out)?|shifts? (?:it|them)|relief|relieves? (?:it|them)|takes? (?:the )?edge off|settles? (?:it|them)|knocks? (?:it|them) (?:out|on the head))\b[^.]{0,12}$/;
// "it usually takes 2 hours to kick in": how long a medicine takes, said after the number.
// "... most of the day if I don't take the tablet, about 2 hours if I do": the length with a medicine taken.
const TREATED_AFTER = /^\s*(?:or so |or two )?(?:for (?:it|them|the \w+) )?to (?:kick in|work|start working|take effect|help|do anything|ease (?:it|the pain)|take the edge off|get going)\b|^\s*,?\s*(?:if|when|once) (?:i|she|he) (?:do|does|did)\s*(?:[.,;!]|$)|^\s*,?\s*(?:if|when|once) (?:i|she|he) (?:take|takes|took|have|has) (?:it|one|a tablet|the tablet|something|a triptan|the triptan|my tablet|medicine|meds|a pill)\b|^\s*with (?:the |a |my )?(?:tablets?|medicine|meds|triptans?|painkillers?|pills?)\b/;
// Supplements and remedies taken daily for health or prevention, not acute headache medicines.
const SUPPLEMENTS = /\b(?:magnesium|riboflavin|vitamin (?:b ?2|b12|b|c|d|d3)|vit (?:b2|b|d)|b2|coq10|co-?enzyme q10|feverfew|butterbur|melatonin|fish oil|omega[- ]?3s?|zinc|iron tablets?|turmeric|ashwagandha|cbd(?: oil)?|ginger|peppermint oil|multi-?vitamins?|probiotics?|collagen|electrolytes?|evening primrose|st john's wort|ginkgo)\b/;
const PILL_WORDS = /\b(?:pills?|tablets?|painkillers?|pain killers?|meds|medication|medicines?|tabs)\b/;
// Going somewhere, being sent home, missing school or work, seeing a doctor: events counted apart from attacks.
// ... or something done within an attack: "have thrown up a few times" (the vomiting, not the attacks).
const OTHER_EVENT = /\b(?:come|came|coming|sent|go|went|gone|going|been to|taken|take|took|missed|miss|off (?:school|work|sick)|called|rang|phoned|seen|saw|visited|tried|used|thrown up|threw up|throw up|vomited|been sick|puked|fainted|woken|woke)\b[^.]{0,35}$/;
// "my GP gives me 12 a month", "I'm allowed 8 a month": how many tablets are supplied, not how often.
const SUPPLY = /\b(?:gives?|gave|prescribes?|prescribed|allowed|allows?|get (?:given|prescribed)|script (?:for|of)|repeat (?:for|of)|limit(?:ed)? (?:me )?to|packs? of|boxe?s? of)\b[^.,]{0,12}$/;
// "tired all the time", "stressed every day": how often something other than the headache happens.
// "I check it twice a day", "weigh myself every day": how often the person measures something.
const OTHER_STATE = /\b(?:check(?:s|ed|ing)? (?:it|them|(?:my|her|his) (?!(?:calendar|diary|app|notes|notes app|tracker|log|records?|migraine app|headache diary|phone)\b)\w+)|measur\w* (?:it|my \w+)|weigh\w*|test(?:s|ed|ing)? (?:it|my \w+)|tired|exhausted|knackered|shattered|sleepy|fatigued|stressed|anxious|low|down|busy|working|at work|safe|(?:ok|okay|fine|alright) to take|blurr\w*|fuzzy|dizzy|numb|tingly|ringing|on (?:my |the )?(?:phone|laptop|computer|screens?)|talk\w*|speak\w*|spoke|awake|alert|conscious|making sense|drenched|soaked|sweat\w*|clammy|flush\w*|hot flush\w*)\b[^.,]{0,10}$/;
// What a count is about: the clause it ends. "she does the big crossword every day", "I walk the
// dog twice a day": a person doing something, with no headache, pain or pronoun for one in the
// clause, counts that activity, not headache days.
const CLAUSE_START = /[,;:(]|\b(?:and|but|which|who|so|because|cos|while|whilst)\b/g;
const ACTIVITY = /(?:\b(?:i|she|he|we|they|mum|mom|dad|(?:my|her|his) \w+)\s+|^\s*)(?:\w+ly\s+|still\s+|also\s+)?(?:do|does|did|doing|play|plays|played|walk|walks|walked|drink|drinks|eat|eats|run|runs|swim|swims|go|goes|went|visit|visits|work|works|read|reads|watch|watches|cook|cooks|train|trains|ring|rings|phone|phones|shower|showers|clean|cleans|drive|drives|cycle|cycles|ride|rides|feed|feeds|look after|looks after|care for|cares for|help|helps|babysit|babysits|mind|minds|pray|prays|knit|knits|garden|gardens|use|uses|need|needs|take|takes|smoke|smokes|smoked|(?:was |were |been )?(?:smoking|vaping|toking)|vape|vapes|test|tests|get tested|gets tested|taught|teach|teaches|worked|nursed|served|farmed|drove|managed|ran|skip|skips|skipped|miss|misses|missed|sleep|sleeps|game|games|study|studies|stay up|stays up|coach|coaches|coached|referee|referees|umpire|umpires|volunteer|volunteers|dance|dances|practise|practises|practice|practices|lift|lifts|climb|climbs|surf|surfs|dive|dives|spar|spars|row|rows|paddle|paddles|hike|hikes|jog|jogs|skate|skates|ski|skis)\b/;
const HEADACHE_IN_CLAUSE = /\b(?:head|heads|headaches?|head ?aches?|migraines?|pain|ache|aches|aching|attacks?|episodes?|bouts?|it|they|them|these|those|one|ones|sore|throb\w*|pound\w*|hurts?)\b/;
const TREATMENT_IN_CLAUSE = /\b(?:(?:eye ?)?drops|latanoprost|xalatan|timolol|bimatoprost|lumigan|travoprost|injections?|jabs?|infusions?|shots?|scans?|check-?ups?|appointments?|blood tests?|bloods|dialysis|chemo\w*|radiation|radiotherapy|physio\w*|smears?|transfusions?|reviews?)\b/;
// Someone else as a clause's subject, at home or at work ("safety manager checks gas every morning").
const OTHER_SUBJECT = /\b(?:she|he|she's|he's|they're|(?:my|her|his|our) (?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|sister|brother|nan|gran|grandad|friend|boss|dog|cat)|(?:manager|supervisor|foreman|boss|colleague|co-?worker|workmate|crew|staff|officer|inspector)s?)\b/;
const CLAUSE_BREAK = new RegExp(CLAUSE_START.source);
const HEAD_OR_PAIN = /\b(?:head|headaches?|head ?aches?|migraines?|pain|attacks?)\b/;
/** Where the clause holding position `at` of `s` begins: just after the last clause start before it. */
function clauseStartBefore(s: string, at: number): number {
  let start = 0;
  for (const m of s.slice(0, at).matchAll(CLAUSE_START)) start = (m.index ?? 0) + m[0].length;
  return start;
}
/** The clause of `s` around [at, at + length): from the last clause start before it to the next one after. */
function clauseAt(s: string, at: number, length: number): string {
  const rest = s.slice(at + length);
  const end = rest.search(CLAUSE_BREAK);
  return s.slice(clauseStartBefore(s, at), at + length + (end < 0 ? rest.length : end));
}
const OTHER_EPISODES = /\b(?:hot (?:flush\w*|flash\w*)|flushes|night sweats|hypos?|panic attacks?|palpitations|nose ?bleeds?|dizzy spells)\b[^.;]{0,12}$/;
function countOfAnotherActivity(before: string): boolean {
  const clause = before.slice(clauseStartBefore(before, before.length));
  // "the injection in the belly every 3 months", "my B12 jab every 12 weeks": a treatment's schedule.
  if (TREATMENT_IN_CLAUSE.test(clause) && !HEAD_OR_PAIN.test(clause)) return true;
  // "creatine every day", "3 monsters a day": how often a supplement or a drink is taken.
  if ((SUBSTANCE_TAKEN.test(clause) || SUPPLEMENTS.test(clause)) && !HEAD_OR_PAIN.test(clause)) return true;
  // "couldnt drive to work 3 days this month", "missed school 4 days": days lost to the headaches
  // (their impact, MIDAS items 1 and 3), fewer than the days with a headache.
  if (MISSED_ACTIVITY.test(clause)) return true;
  // "I get hot flushes, 6-8 a day", "hypos 2 or 3 a week": how often another condition's episodes come.
  if (OTHER_EPISODES.test(before.slice(-60)) && !HEADACHE_WORD.test(before.slice(-60))) return true;
  // "He still wakes twice a night": a baby's or a partner's nights, told of someone else.
  if (OTHER_WAKING.test(clause) && !HEADACHE_IN_CLAUSE.test(clause)) return true;
  return ACTIVITY.test(clause) && !HEADACHE_IN_CLAUSE.test(clause);
}
const OTHER_WAKING = /\b(?:he|she|they|(?:the|my|our) (?:baby|son|daughter|little one|toddler|husband|wife|partner))\s+(?:still\s+|usually\s+|often\s+|always\s+)?(?:wakes?|woke|is waking|keeps waking|feeds?|needs? feeding)\b/;
const MISSED_ACTIVITY = /\b(?:couldn'?t|could not|can'?t|cannot|unable to|wasn'?t able to|didn'?t|did not|had to (?:miss|skip|cancel|leave)|missed|skipped|off)\b[^.,;]{0,25}\b(?:work|school|college|uni|university|drive|driving|school run|shifts?|class|classes|lectures?|the gym|training)\b\s*(?:on\s+|for\s+)?$/;
const REGULAR_MEDICINE = /\b(?:tacrolimus|prograf|advagraf|cellcept|mycophenolate|myfortic|ciclosporin|cyclosporine|azathioprine|sirolimus|everolimus|methotrexate|hydroxychloroquine|biktarvy|triumeq|genvoya|descovy|truvada|dovato|antiretrovirals?|metformin|gliclazide|insulin|amlodipine|ramipril|lisinopril|losartan|bisoprolol|atorvastatin|simvastatin|statins?|levothyroxine|thyroxine|warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|clopidogrel|inhalers?|prednis\w*|steroids?|anti[- ]?rejection (?:meds|medicines?|tablets|drugs)|patch(?:es)?(?: on| off)?|(?:lidocaine|lignocaine|versatis|butec|butrans|fentanyl|hrt|evorel|nicotine) (?:ones?|plasters?))\b[^.,;]{0,20}$/;
const SUBSTANCE_TAKEN = /\b(?:creatine|protein(?: shakes?)?|shakes?|pre[- ]?workouts?|coffees?|espressos?|cups? of (?:coffee|tea)|teas?|monsters?|red ?bulls?|energy drinks?|celsius|supplements?|vitamins?|cigarettes?|vapes?|beers?|pints?|cans?)\s*$/;
// "at its very worst straight away, a second or two": seconds told right after the peak.
// "was like 1 sec, bang": seconds, then the blow itself: how fast it hit, not how long it lasted.
const IMPACT_AFTER = /^\s*[,.!-]*\s*(?:and |then )?(?:bang|boom|bam|wham|whack|pow|smack|crack|snap)\b/;
const PEAK_SAID_BEFORE = /\b(?:worst|peak\w*|max(?!alt|olon|idex|igesic)\w*|full (?:on|blast|strength|force|whack)|top)\b[^.]{0,25}\b(?:straight away|immediately|instantly|at once|right away)\b[^.]{0,6}$/;
// "He smoke cigarettes and argileh since 40 years": the habit, then what it is of, then its span.
// Not when the headache is named between: "tinnitus and headaches for 10 years".
const OTHER_SPAN_BEFORE = new RegExp(String.raw`\b(?:${OTHER_SPAN_TOPICS})\b(?![^.,;]*\b(?:head ?aches?|headaches?|migraines?|heads?)\b)[^.,;]{0,60}$`);
const ACTIVITY_SPAN = /\b(?:done|doing|did|played|playing|worked|working|driven|driving|made|making|kept|keeping)\b(?![^.,;]*\b(?:head ?aches?|headaches?|migraines?|heads?)\b)[^.,;]{0,30}\bfor\s+(?:about |around |almost |nearly |over |just over |more than )?$/;
const HAD_THING_FOR = new RegExp(String.raw`${HAD_THING}for (?:about |around |almost |nearly |over |just over |more than )?$`);
// "up at 2:30 most days", "she's still up at 11, 2 and 5 most nights": when someone is awake.
// "I get strangled and choked all the time": what is done to the person, often.
const OTHER_DOING = /\bup (?:at|by|till|until|from) \d|\b(?:get|gets|got|getting) (?!(?:hurt|pained|bothered|troubled|plagued|affected)\b)[a-z]{3,}ed(?: and [a-z]{3,}ed)?\b[^.,;]{0,25}$|\b(?:dead on my feet|knackered|shattered|exhausted|wiped out|wrecked|worn out|spend|spends|spent|spending|cancel\w*|work|works|working|walk|walks|walking|play|plays|playing|train|trains|training|swim|swims|swimming|cook|cooks|cooking|drive|drives|driving|teach|teaches|teaching|garden\w*|go out|goes out|visit\w*|call\w*|ring|rings|text\w*|see (?:her|him|them|my)|sees (?:her|him|them))\b[^.,;]{0,25}$/;
const AWAKE_FOR = /\b(?:i'?m|im|i am|am|been|i was|we'?re|we are|we were|she'?s|he'?s|is|was|getting|get|got) (?:still )?(?:up|awake)\s*$/;
const PERSON_THEN_COMMA = new RegExp(String.raw`\b(?:${RELATION_WORDS}|man|woman|guy|lady|bloke|person|gentleman|girl|boy)\b[^.;]{0,30}[,(]\s*(?:aged? |about |around )?$`);
const HAVE_YEARS_AGE = /(?:^|[.,;!]\s*|\b(?:and|but|also)\s+)(?:i|she|he|my \w+|her \w+|his \w+) (?:have|has) $/;
// "at 45, I've had enough" is an age now; "at 14 I got hit" is an age then.
const AGE_SAID = /(?<!\b(?:had|has|have|got|died|passed|diagnosed|was|were)\b[^.]{0,40})\bat (?:the age of |age )?(\d{2})(?: years)?,? (?=i've |i have |i'm |i am |i still |and )|\b(?<!\b(?:since|from|when|before|until|till|ever since)\s+)(?:i'm|i am|im|(?<!\b(?:since|from|by|before|after|until|till|at|around|about)\b[^.;]{0,12})aged?)\s+(\d{1,3})\b(?!\s*(?:weeks|days|months|%|percent|per cent|kg|kilos|lbs|pounds|minutes|hours|times|cm|mg|\/|out|or|-))|(?<!\b(?:when|since|as|till|until|by|before|after) (?:i|she|he) was (?:about |around |only |just )?)\b(\d{1,3})\s*(?:years? old|yrs? old|yr old|year-old|y\.o\.)\b|(?:^|[.,;!]\s*|\b(?:and|but|also)\s+)i have (\d{2}) years\b(?=\s*(?:old\b|[.,;!]|$))|\b(?:put|typed|wrote|entered|filled in|ticked) (?:in )?\d{1,3} (?:for|as) (?:my|his|her|the) age\b[^.!?]{0,20}?[,.!]?\s*(?:but |sorry |oops )?(?:it'?s|its|it is|i'?m|im|i am|should be|meant to be|it should be|actually|really|meant) (\d{1,3})\b/g;
// "their oil boiler ... is about 30 year old", "the remote hes had for years": a thing's age.
const THING_AGED = /\b(?:boiler|house|home|flat|car|van|fire|heater|stove|cooker|furnace|range|appliance|machine|tv|telly|television|bed|mattress|pillow|glasses|specs|building|roof|chimney|flue|alarm|detector|generator|it|that|this|which)\b[^.,;]{0,30}\b(?:is|was|are|were|'s)\s+(?:about |around |nearly |almost |over |roughly |like |at least )?$/;
const SELF_INTRO_AGE = /^(?:(?:right|ok|okay|so|hi|hello|well)[,.!]?\s+)?(\d{2})(?:,| and) (?:retired|had|have|got|i'?m|i am|i'?ve|i have|used to|working|work|self-employed|(?:a |an )?(?:\w+ )?(?:fitter|teacher|driver|nurse|worker|manager|engineer|mechanic|student|plumber|builder|farmer|cleaner|carer|chef|cook|electrician|welder|joiner|painter|officer|clerk|secretary|accountant|receptionist|assistant|purser|porter|labourer|technician|mum|dad|mother|father|grandad|grandma|nan|widow|widower))\b/;
const AGE_CORRECTED = /\b(?:wrong|mistake|typo|mistyped|meant|should (?:be|say|have said)|correction|not \d{1,3})\b/;
// A count said of several medicines together.
const SHARED_TOTAL = /^\s*,?\s*(?:between (?:the two|them|the lot|both|the two of them)|in total|altogether|all together|all in|all told|in all|combined|total|with any (?:tablet|pill|medicine|painkiller|meds?)s?(?: at all)?)\b/;
const FREE_AFTER = /^\s*(?:a month |in (?:a |the )?month )?(?:when |that |where )?(?:i(?:'m| am)?|she(?:'s| is)?|he(?:'s| is)?|it(?:'s| is)?)? ?(?:totally |fully |completely |actually )?(?:free|pain[- ]free|headache[- ]free|clear|without (?:a |any )?(?:headache|pain))\b/;
const SO_CONTINUES = /^\s*(?:so|which is|which makes|that's|that is|i\.e\.?|ie|meaning)\b/;
const COUNTED = /\b(?:counted|tallied|added up|calendar|diary|app|tracker|logged|checked)\b/;
// A dizzy turn told (positional vertigo, a faint feeling): the room moving, the person giddy.
const DIZZY_TURN = /\b(?:whirl\w*|spins?|spinning|spun|dizz\w*|vertigo|giddy|woozy|light-?headed|off balance)\b/;
const BLACKOUT_OR_FIT = /\b(?:unconscious|knocked out|blacked out|passed out|faint(?:ed|ing)|out cold|seizures?|fits?|fitting|convuls\w*|shak(?:e|es|ing|ed)|shook|jerk\w*|twitch\w*|unresponsive|(?:not|didn't|did not|couldn't|wouldn't) (?:answer|respond)\w*)\b/;
const INJURY_EVENT = /\b(?:fell|fall|crash\w*|knock\w*|hit (?:his|her|my|their) head|bump\w*|accident|injur\w*|concuss\w*|dunt|clatter|whack|wallop|clout|belt|bash|clonk|thump)\b/;
const DOSE_GIVEN = /\b(?:gave (?:me|him|her)|prescribed(?: me| him| her)?|put (?:me|him|her) on|started (?:me |him |her )?on)\s+(?:the\s+|some\s+)?(?:[a-z][a-z-]{3,}|it|them|those|these)(?:\s+\d+\s*(?:mg)?)?\s+(?:(?:\d+|one|two|three|four) times (?:a|per) day\s+|(?:once|twice) (?:a|per) day\s+)?$/;
const TALKED_ABOUT = /\b(?:say|says|said|saying|heard|read|reading|talk\w*|worr\w*|warn\w*|articles?|told)\b[^.,;]{0,10}\b(?:about|on|regarding)\s+(?:the\s+|taking\s+|too many\s+|all\s+)?$/;
// "neurologist put my Topamax up from 25 twice a day to 50 twice a day 3 weeks ago": a dose changed.
const MEDICINE_STARTED = /\b(?:put|puts|moved|bumped|took|taken|brought) (?:my |her |his |the )?[a-z-]+ (?:up|down)\b[^.,;]{0,50}$|\b(?:(?:gave|given|prescribed|put) (?:me|him|her|us)(?: on)?|started (?:me |him |her )?on|started (?:taking|using)|tried|switched (?:me )?to|upped|increased) (?:the |a |some )?[a-z-]+(?: \d+ ?mg)?\s*$|\b(?:doctor|doc|gp|neurologist|consultant|nurse|dr|specialist|hospital) (?:has |have |had )?(?:started|gave|prescribed|put|tried|switched)\b[^.,;]{0,30}$/;
const MEDICINE_BEGUN = /\b(?:started|put|got) (?:me|him|her|us|them) on\b|\b(?:prescribed|gave) (?:me|him|her|us)\b|\bstarted (?:taking|using|on(?! (?:a |the |last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|afternoon|evening|night|\d)))\b/;
const INJURY_BEFORE = /\b(?:concussion|concussed|fell|fall|crash\w*|ate it|came off|knocked|accident|injur\w*|hit (?:his|her|my|their) head|bang\w* (?:his|her|my|their) head)\b[^.]{0,60}$/;
const HEADACHE_NOUN = /\b(?:head ?aches?|headaches?|migraines?)\b/;
const HEADACHE_WORD = /\b(?:head ?aches?|headaches?|migraines?|pain|attacks?|heads?)\b/;
// "8 days total last month": the total said inside the count.
const TABLET_COUNT = /\b(?:count\w*|number of|total of) (?:the |my |all the )?(?:actual |individual )?(?:tablets|pills|doses|tabs)\b[^.]{0,30}$/;
const CUT_DOWN_TO = /\b(?:cut|brought|got|reduced|dropped|knocked) (?:them|it|the attacks|the number|those)\b[^.]{0,25}\bto\s*(?:about |maybe |like |around )?$/;
const DOSE_LIMIT_BEFORE = /\b(?:(?:never|not|no) more than|max(?:imum)?(?: of)?|at most|up to|not over|never over)\s*$/;
const SO_BEFORE = /\b(?:so|that's|thats|that is|which is|which makes|meaning)\b(?: (?:like|about|around|roughly|maybe|basically))?\s*$/;
const TOTAL_INSIDE = /\b(?:in total|total|altogether|all together|combined)\b/;
// The start of a sentence that corrects a count just given: "It's more like 20 days a month".
// "take it easy", "take them off", "take one back": not a dose taken.
const NOT_A_DOSE = String.raw`(?! (?:easy|off|out|in|back|apart|away|up|over|slow|steady)\b)`;
const TAKES_IT = new RegExp(String.raw`\b(?:i|she|he|we)(?:'ve| have| has)? (?:also |only |usually |normally |actually )?(?:take|takes|took|taking|taken|use|uses|used) (?:it|them|one|two|2|\d|those)\b${NOT_A_DOSE}`);
// "only take it 10 days a month", "i take 2 about 15 days": a dose of the medicine named before, told just before the count.
const TAKES_ONE_SO = /\b(?:i |she |he )?(?:take|takes|use|uses|pop|pops) (?:one|it|them|a pill|a tablet)\b[^.]{0,80},? so (?:like |about |roughly |maybe )?$/;
const TAKES_ONE_BEFORE = new RegExp(String.raw`\b(?:(?:i|she|he|we) )?(?:only |usually |normally |actually )?(?:take|takes|took|use|uses|pop|pops) (?:one|two|2|a pill|a tablet|a couple|one of (?:them|those)|it|them)\b${NOT_A_DOSE}[^.,;]{0,12}$`);
const RECOUNT_BEFORE = /\b(?:so (?:it'?s|its|it is|that'?s|thats)|more like|closer to|actually|realistically)\b[^.,;]{0,20}$/;
const CORRECTED_COUNT = /^\s*(?:(?:honestly|actually|really|truthfully|in fact),?\s+)?(?:it'?s|it is|its|that'?s|that is|more like|closer to|nearer to|probably|realistically)\b[^.,;]{0,20}$/;

// "back in 2024 it was 3 or 4 migraines a month": the rate of a year gone by.
// "before was four, five times in the month", "before last diwali it was only sometimes, 2-3 times in month".
const BEFORE_THIS = /^\s*(?:(?:and|but|so) )?(?:before (?:this|that|all this|it started|this started|then)|before (?:it )?(?:was|were)\b|before (?:last |the )?[a-z]+(?: [a-z]+)?,? (?:it was|they were|it used to be|i had|i got|i used to)|before (?:last |the )?(?:spring|summer|autumn|fall|winter|christmas|easter|january|february|march|april|may|june|july|august|september|october|november|december|covid|the baby|my \w+|[a-z]+ started)\b(?=,?\s*(?:it was |they were |i had |i got )?(?:about |around |roughly |maybe |like |only |just )?$)|until (?:this|then|now)|previously|(?:back )?in (?:19|20)\d\d,? (?:it was|they were|i had|i got)|before (?:19|20)\d\d,? (?:it was|they were|i had|i got|i used to)|(?:a few )?years ago,? (?:it was|they were|i had))\b/;
// "so 11 that day, most days 10 to 14": attacks counted on one day, and on most.
const ATTACKS_THAT_DAY = /\b(?:so )?(\d{1,2}) (?:that day|on (?:that|the) day|(?:attacks )?yesterday)\b(?:,? (?:and )?(?:most days|usually|normally) (\d{1,2})(?:\s*(?:-|to|or)\s*(\d{1,2}))?)?/;
// Words of a count being corrected ("thats wrong i meant ...").
const CORRECTION_WORDS = /\b(?:wrong|meant|i mean|sorry|typo|mistake|actually|not days)\b/;
// "the 4 on the form was a guess, its more like 8 or 10 days": a form's count of a medicine, recounted.
// "the form says 6 but its 10 really": the count told after, without "more like".
const FORM_SAID_THEN = new RegExp(String.raw`\b(?:the |my )?form (?:says|said|has)\b[^.]{0,40}?\b(\d{1,2})(?: days?)?\b[^.]{0,10}\b(?:but|though)\b[^.]{0,25}?\b(?:more like|closer to|nearer|actually|really|probably|it'?s|its|it is) (${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?`);
// A count told alone after a sentence about the form: "its more like 6 or 7 days" (the empty group
// stands where FORM_RECOUNT has the form's number).
const RECOUNT_ALONE = new RegExp(String.raw`^\W*(?:so |but |and )?(?:it'?s |its |it is |that'?s |thats |it was )?()(?:more like|closer to|nearer|actually|really|only|probably|about|maybe|around|roughly|like) (${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? days\b(?! (?:a|per|each|every) (?:week|fortnight))`);
const FORM_TOLD = /\b(?:the form|on the form|in the form|i put|i wrote|i ticked|i entered|i filled in)\b/;
const FORM_RECOUNT = new RegExp(String.raw`\bthe (\d{1,2}) (?:on|in|i put on|i put in|i wrote on) the form\b[^.]{0,40}\b(?:more like|closer to|nearer|actually|really|about|probably) (${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? days\b(?! (?:a|per|each|every) (?:week|fortnight))`);

/** The last medicine named in the message before the sentence being read (only in the sentence just before, when `adjacent`), if any. */
function medicineNamedBefore(ctx: Ctx, adjacent = false): { name: string; cls: string } | null {
  const { message, offset = -1 } = ctx;
  if (message === undefined || offset <= 0) return null;
  // Not one named only to say it is not taken ("i only take panadol, i have asthma so no nurofen").
  const named = findDrugs(message.slice(0, offset)).filter((d) => !MED_DENIED.test(message.slice(Math.max(0, d.index - 40), d.index)));
  const last = named[named.length - 1];
  if (last === undefined) return null;
  // A correction may come between: "sumatriptan a couple of times a month. thats wrong i meant a couple of times a WEEK. so 10 or 11 days a month".
  const between = message.slice(last.index, offset);
  const breaks = between.match(/[.!?\n]\s/g)?.length ?? 0;
  if (adjacent && breaks > (CORRECTION_WORDS.test(between) ? 2 : 1)) return null;
  return { name: last.name, cls: last.cls };
}

// A spell of the eyesight going, the subject of a count that follows it.
const VISION_SPELL = /\b(?:vision|sight|eyesight|eyes?)\b[^.]{0,20}\b(?:goes|go|went|going|turns?|turned|greys?|blacks?|whites?|blurs?|dims?)\b/;
const HEAD_WORDS = new RegExp(String.raw`\b${HEAD}\b`);
// A usual count, then a recent one: "normally ... but lately ...".
const USUAL = /\b(?:normally|usually|typically|generally|most of the time|before (?:that|this|then)|it used to be|they used to be|used to be)\b/;
const RECENTLY = /\b(?:lately|recently|these days|at the moment|right now|now|since then|the (?:last|past) (?:few |couple of )?(?:weeks?|days))\b/;
// An upper end told after a length: "10 minutes, 15 at most", "an hour, two tops".
const AT_MOST_AFTER = new RegExp(String.raw`^\s*,?\s*(?:maybe |or |up to )?(${NUM})\s+(?:at (?:the )?most|max|tops|at a push)\b`);
// Doses of a monthly supply not taken: "I usually have 2 left over", "end up with a couple spare".
const LEFT_OVER = new RegExp(String.raw`\b(?:have|got|end up with|keep|with)\s+(?:about |around |maybe |usually )?(${NUM})\s+(?:left(?: over)?|spare|over|unused)\b`);
// Between two medicines named as alternatives: "ibuprofen or the rizatriptan", "naproxen, or my sumatriptan".
// "the Advil/Tylenol": two named as one with a slash.
const ALTERNATIVE = /^\s*,?\s*(?:(?:or|either|and\/or)\s+(?:else\s+)?(?:the |my |some |a |an )?|\/\s*)$/;
// Days told as free of headache: "8-10 days in a month I am free of it", "headache-free only 5 days a month".
const FREE_DAYS_AFTER = /^\s*(?:that |when |where |on which )?(?:(?:i|she|he)(?:'m|'s| am| is| was| feel| feels)? |(?:my |the |his |her )?head (?:is |'s |feels |was ))?(?:(?:totally |completely |actually |really )?(?:free(?: of (?:it|them|pain|headaches?))?|clear|headache[- ]free|pain[- ]free|without (?:it|them|a headache|pain|any headache)))\b/;
const FREE_DAYS_TOLD = /\b(?:days?|ones?) (?:that |when )?(?:i|she|he) (?:don'?t|do not|doesn'?t|does not|didn'?t) (?:have|get|got) (?:a |any )?(?:head ?aches?|headaches?|one|it|pain)\b[^.!?]{0,10}[.!?]?\s*$/;
const FREE_DAYS_BEFORE = /\b(?:headache[- ]free|pain[- ]free|free of (?:it|them|pain|headaches?)|clear|without (?:a headache|pain|any headache))\s+(?:(?:on )?(?:only|just|maybe|about|around|hardly|barely) )?(?:on )?$/;
const MEDICINE_EFFECT = /\bafter (?:i |she |he )?(?:take|takes|took|taking|have|had) (?:it|them|one|the (?:tablet|pill|injection|spray|suma\w*|triptan|riza\w*|maxalt|imitrex)|my (?:tablet|pill|injection|spray|triptan))\b[^.]{0,60}\b(?:chest|throat|jaw|neck|tingl\w*|heavy|tight|flush\w*|dizzy|drowsy|sleepy)\b[^.]*$/;
// "one when it starts and another couple of hours after", "a second one 2 hours later": when a second
// dose is taken, not how long an attack lasts.
const SECOND_DOSE_BEFORE = /\b(?:another|a second|the second|second one|repeat dose|top[- ]up)\s+(?:one\s+)?(?:about\s+|around\s+|maybe\s+)?(?:a\s+)?$/;
const ONSET_TIME = /\b(?:(?:got|gets|getting|grew|grows|became|becomes|become|becoming) (?:worse|bad|really bad|stronger|heavier)|climbs? (?:up )?to|climbed (?:up )?to|climbing (?:up )?to|rises? to|rose to|worsen(?:ed|s|ing)|escalat\w*|increas(?:ed|es|ing)|intensif\w*|comes? (?:on )?slowly|came (?:on )?slowly|builds? (?:up )?slowly|built|builds|building|build|came on|comes on|come on|comes? up|came up|coming up|boils? up|boiled up|rolls? in|rolled in|suddenly|all of a sudden|ramps?(?: up)?|ramped(?: up)?|crept|creeps|creep|creeping|develops?|developed|peaks?|peaked|reach(?:es|ed)?|worst|max(?!alt|olon|idex|igesic)\w*|starts? slowly|gets? (?:to|up to)|got (?:to|up to)|hits? (?:its |full )?(?:peak|max(?!alt|olon|idex|igesic)\w*|full)|full (?:on|blast|strength|force|intensity|whack)|at (?:its )?(?:worst|peak|max(?!alt|olon|idex|igesic)\w*)|10 ?\/ ?10|ten out of ten|\d+ out of 10|\d+ ?\/ ?10|(?:0|zero|nothing|nought) to (?:10|ten|100|max(?!alt|olon|idex|igesic)\w*|full|worst|unbearable|agony|excruciating|screaming))\b[^.]{0,30}\b(?:over|within|in|after|under|less than)\s+(?:about |around |roughly |like |a |just |only |maybe |probably )?(?:the (?:first |next )?)?(?:about |around |roughly |like |a )?$/;
// "goes from nothing to unbearable in about the time it takes the kettle to boil, maybe 5 minutes":
// the time told after a comparison, as an estimate.
// "how fast? hard to say. maybe a few seconds": the question of how fast it came on, echoed, within two sentences.
// "he goes from watching the cricket to writhing in about 5 mins": the time from start to peak.
const FROM_TO_IN = /\b(?:goes|went|go|going|gone|gets|got) from\b[^.]{0,40}\bto\b[^.]{0,25}\b(?:in|within|over|under|inside)\s+(?:about |around |roughly |like |maybe |just |only |less than )?$/;
const HOW_FAST_ECHOED = /\bhow (?:fast|quick(?:ly)?)\b(?: (?:did|does) it (?:come on|start|peak|hit|build))?\??(?:[^.!?]*[.!?]){0,2}[^.!?]*$/;
const ESTIMATED_PEAK = /\b(?:0|zero|nothing|nought) to (?:10|ten|100|max(?!alt|olon|idex|igesic)\w*|full|worst|unbearable|agony|excruciating|screaming)\b[^.]{0,70},\s*(?:maybe|about|around|roughly|probably|say|like|so)\s+$/;
// "it takes 5-10 minutes to build", "10 minutes to get to full strength".
// "in one second it was the worst pain of my life", "within seconds it was 10/10": the peak told after the time.
const NOT_BUILDING = /\b(?:not|never|no|wasn't|didn't|without)\s+(?:\w+\s+)?(?:building|build|built|builds|creeping|crept|ramping|coming on)\b[^.,]{0,20}$/;
// "over about an hour it got worse and worse until it was pounding": the span the pain built over.
const PEAK_AFTER = /^\s*,?\s*(?:it |the (?:pain|headache|ache) )(?:got|grew|built|went|kept getting) (?:worse|stronger|up|bad|more intense)\b|^\s*(?:and |,\s*)?(?:already |straight |right )(?:at )?(?:the )?(?:max(?!alt|olon|idex|igesic)\w*|full|worst|peak|10 ?\/ ?10)\b|^\s*(?:or so |or two )?from (?:a |an |the )?[a-z]+ to (?:a )?(?:full|the worst|its worst|max(?!alt|olon|idex|igesic)\w*|peak|10|unbearable|agony)\b|^\s*(?:or so |or two )?(?:to (?:build|peak|get (?:to|really|bad)|become (?:very |really |so |too )?(?:bad|strong|severe|intense|unbearable)|reach|hit|max|ramp|come on|get going|get up to|kick in fully|(?:its )?full(?! (?:day|days|week|weeks|month|night|hour|hours|time)\b)|the top|its worst)|until (?:it )?(?:peaks|is at its worst|it's at its worst|it's at full))\b|^\s*(?:or so |or two |flat )?,?\s*(?:it|the pain|the headache|that|i)?\s*(?:was|is|went|came|had gone|became|got|hit|reached|felt)\s+(?:to |up to |at )?(?:the |its |my )?(?:worst|10 ?\/ ?10|ten out of ten|max(?!alt|olon|idex|igesic)\w*|peak|top|full|unbearable|excruciating|agony|(?:very |really |so )?strong)\b/;
// What was done (or not done) for the span that follows, rather than the headache's length.
const OTHER_ACTIVITY_BEFORE = /\b(?:drunk|drank|drinking|eaten|ate|eating|worked|working|sat|sitting|stood|standing|walking|lifting|typing|cooking|cleaning|staring|gaming|playing|studying|revising|driving|drove|on (?:the|my|his|her|their) (?:xbox|playstation|switch|ipad|tablet|phone|laptop|computer|screen|feet)|at (?:work|school|the hospital|my desk))\b(?:\s+(?:\w+\s+)?(?:anything|nothing|much|a thing|food|water|it))?(?:\s+(?:at|in|on|behind|by|over) (?:the|a|my|our|her|his) \w+(?: \w+)?)?\s*$/;

const PHRASE_DURATIONS: Array<[RegExp, number, number]> = [
  [/\b(?:all|the whole|the entire) (?:day|afternoon|evening|morning)\b|\bmost of the (?:day|afternoon|morning|evening|night)\b|\b(?:the )?rest of the (?:day|evening|afternoon|morning|night)\b|\ban afternoon\b|(?<!\b(?:slept|sleep|sleeps|sleeping|slept through|sleep through) )(?:\ball night\b|\bthe whole night\b)|\blast(?:s|ed|ing)? the (?:whole )?day\b/, 6, 12],
  // Not when something comes back: "they come right back a day or two later".
  [/\b(?:(?:a|one) day or (?:two|2)|couple of days)\b(?! (?:later|after(?:wards)?|ago|before|earlier)\b)/, 24, 48],
  // "out of action till the next morning": an evening's attack that lasts the night.
  [/\b(?:till|until|to|into) the (?:next|following) (?:morning|day)\b/, 8, 24],
  [/\bfor hours\b|\bhours on end\b|\bhours at a time\b/, 2, 8],
  [/\blast(?:s|ing)? (?:only )?seconds\b|\bfor seconds\b|\bsplit second\b|\ba couple of seconds\b/, 1 / 3600, 10 / 3600],
];

/** How long a phrase without figures says an attack lasts ("all day", "most of the day", "for hours"), in hours; null when none. */
export function phraseDuration(s: string): { lo: number; hi: number } | null {
  for (const [re, lo, hi] of PHRASE_DURATIONS) if (re.test(s)) return { lo, hi };
  return null;
}

// "2 ibuprofen when i get in ... pretty much every one of those days": on each headache day told.
const THOSE_DAYS = /^[^.,;]*\b(?:every|each) (?:one of )?(?:those|these|them|the headache) days\b/;
const PER_ATTACK = /^\s*(?:\w+ )?(?:every time|each time|whenever|any time) (?:i|she|he) (?:get|gets|have|has|feel) (?:one|it|a headache|a migraine|them)\b|^\s*(?:\w+ )?(?:with|for) (?:each|every) (?:one|attack|headache|migraine)\b/;
const ON_TREATMENT_SINCE = /\b(?:started|gave me|put me on|prescribed|began|on)\b[^.]{0,40}\b(?:indomet\w*|indocid|indocin|verapamil|topiramate|propranolol|amitriptyline|prednisolone|steroids?|oxygen|preventive|preventative)\b[^.]{0,80}\bsince\b[^.]{0,25}$/;
// Not a condition ("if I don't take it I'm worse next morning").
const MED_DENIED_AFTER = /^[^.;]{0,35}\b(?:so |and )?(?<!\b(?:if|unless|when|whenever|until|till|before|in case) )(?:i|he|she|we) (?:don't|do not|dont|doesn't|does not|never) (?:take|use|have|touch|bother with) (?:it|them|that|those|any)\b(?! (?:i'm|i am|i get|it gets|it's|he's|she's|he gets|she gets)\b)/;
const INSURER_GIVES = /\b(?:insurance|insurer|pharmacy|chemist|script|prescription|medical aid|the doctor|my gp|the gp)\b[^.]{0,25}\b(?:gives?|gave|allows?|lets? me (?:have|get)|covers?|fills?)\b/;
// The person stopped the medicine: "stopped it in spring", "I gave up on them", "don't take it any more".
// A per-day dose for a bounded number of days or weeks ("3x a day for 10 days then stopped", "twice a
// day for a week after the tooth came out"), not told as still going ("for 3 weeks now").
const SHORT_COURSE = /\b(?:times|x) (?:a|per|each) day\b[^.;]{0,24}?\bfor (?:about |around |maybe |like )?(?:[1-9]|1[0-9]|20|a|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (?:days?|weeks?)\b(?! (?:now|so far|already|running|straight now|and counting))|\b(?:a |the )?(?:\d{1,2}|five|seven|ten|fourteen)[- ]day course\b/;
const GIVEN_UP = /\b(?:(?:i|we|she|he|and|so|then|,) ?(?:stopped|quit) (?:it|them|taking (?:it|them)|using (?:it|them))|gave up (?:on )?(?:it|them)|came off (?:it|them)|(?<!\b(?:if|unless|when|whenever|until|till) (?:i |she |he |we )?)(?:(?:don't|do not|dont) (?:take|use) (?:it|them) any ?more|no longer (?:take|use) (?:it|them))|not (?:taking|using) (?:it|them) any ?more)\b(?! (?:for (?:a|the) (?:day|week|few days)|when|if|until|till|and (?:it|they) (?:came|come) back))/;
const MED_DENIED = /\b(?:don't|do not|dont|didn't|did not|never|not|no|without|haven't|have not|stopped|avoid)\b(?:\s+(?:really|usually|ever|even|take|taking|took|use|using|used|had|have|any|bother|bothering|with|to|normally))*\s*$/;
// No acute medicine at all: ICHD-3 8.2 B cannot be met.
// "if I don't take anything" (how long it lasts untreated) is a condition, not a habit.
const NO_ACUTE_MEDS = /(?<!\b(?:if|when|unless|whenever) (?:i|she|he|they|you) )\b(?:don't|do not|dont|never|not|no longer)\s+(?:really |usually |normally |even )?(?:take|taking|use|using|bother (?:with|taking))\s+(?:anything|any (?:medicine|medication|meds|tablets|pills|painkillers)|medicine|medication|meds|tablets|pills)\b|\bno (?:medicine|medication|meds|tablets|pills|painkillers)\b(?! (?:work|help))|\bnothing for (?:them|it|the pain|my head ?aches|my headaches)\b/;

interface Ctx {
  sentence: string;
  source: Provenance;
  now: Date | null;
  /** The quantity the last question asked for, so "about 2 hours" fills it. */
  expects: "duration" | "frequency" | "history" | "attacks" | null;
  /** The sentence as typed, quoted as evidence. */
  quote?: string;
  /** The whole normalised message, where a he/she of the sentence finds whom it names. */
  message?: string;
  /** Where the sentence starts in `message` (-1 when not known). */
  offset?: number;
}

// A sentence that is only a span ("4 days.", "about five days"), and the sentence before it telling
// a headache not stopping since some point.
const BARE_SPAN = /^\s*(?:about |around |nearly |almost |over |like )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (?:days?|nights?)\s*[.!]?\s*$/;
const ONGOING_TOLD = /\b(?:since|(?:not|hasn't|has not|hasnt|never) (?:stopped|gone|let up|eased|shifted|broken)|won't (?:stop|go|shift|break)|wont (?:stop|go|shift|break)|still (?:here|there|going))\b/;

const MONTH_COUNT = new RegExp(String.raw`\b${MONTH_WORD}\b(?: so far)?\s*[:\-\u2013]?\s*(?:was |is |had |it was |there were |were )?(\d{1,2})\b(?!\s*(?:st|nd|rd|th|mg|%|tablets?|pills?|times a day))`, "g");

const EARLIER_READING = /\b(?:at (?:my|the|her) (?:first|booking|last|previous|\d+ ?(?:week|wk)) (?:appt|appointment|visit|check|scan)|at booking|normally|usually|used to be|before (?:i was |she was )?pregnan\w*|(?:my|her) normal is)\b[^.]{0,25}$/;

const mean = (xs: number[]): number => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

const MONTH_COUNT_AT = new RegExp(MONTH_COUNT.source);
// A single month's count of headache days: "october had 18 days with headache", "in october I had 18 headache days".
const ONE_MONTH_DAYS = new RegExp(String.raw`\b${MONTH_WORD}\b(?: so far)?\s*[:\-\u2013]?\s*(?:was |had |it was |there were |were )?\d{1,2} (?:days? (?:with (?:a |the )?(?:head ?aches?|headaches?|migraines?|pain)|of (?:head ?aches?|headaches?|migraines?|pain))|(?:head ?ache|headache|migraine|head) days)\b`);

/** The sentences of a message that give a month a count, with no medicine in them, read as one list. */
function monthSentences(message: string): string {
  return plainSentences(message).filter((x) => MONTH_COUNT_AT.test(x) && !PILL_WORDS.test(x) && !/\b(?:tablets?|pills?|doses?|mg)\b/.test(x)).join(" ");
}

/** "September 11 days, October 12, November 13" (two or more months each with a count, no medicine named): the mean. */
function monthByMonth(s: string): number | null {
  if (PILL_WORDS.test(s) || /\b(?:tablets?|pills?|doses?|mg)\b/.test(s)) return null;
  const countFirst = HEADACHE_DAYS_IN_MONTH.test(s) && findDrugs(s).length === 0 ? [...s.matchAll(COUNT_MONTH)] : [];
  const counts = (countFirst.length >= 2 ? countFirst : [...s.matchAll(MONTH_COUNT)]).map((m) => Number(m[1])).filter((n) => n >= 0 && n <= 31);
  // One month's days counted with the headache named: "october had 18 days with headache".
  if (counts.length === 1 && ONE_MONTH_DAYS.test(s) && findDrugs(s).length === 0) return counts[0] ?? null;
  // Three months or more listed with a count each is a diary whatever words come with it.
  if (counts.length < 2 || (counts.length < 3 && !/\b(?:days?|diary|chart|calendar|track\w*|count\w*|app|log\w*|head ?aches?|headaches?|migraines?)\b/.test(s))) return null;
  return mean(counts);
}

/** "in 2025 it was 7 times, in 2026 so far 6 times": a whole past year's count, per month. */
function yearByYear(s: string, now: Date | null): number | null {
  if (now === null || PILL_WORDS.test(s)) return null;
  const thisYear = now.getUTCFullYear();
  for (const m of s.matchAll(/\bin ((?:19|20)\d\d),? (?:it was |i had |i got |there were |i counted |we had )?(?:about |around |maybe |only |just )?(\d{1,3}) (?:times|headaches|attacks|migraines|days|episodes)\b/g)) {
    const year = Number(m[1]);
    if (year < thisYear && year >= thisYear - 3) return Math.round((Number(m[2]) / 12) * 100) / 100;
  }
  return null;
}

function fact(ctx: Ctx, key: string, value: number, value2?: number, tag?: string): Fact {
  const f: Fact = { key, polarity: "affirmed", value, hedged: false, evidence: ctx.quote ?? ctx.sentence, source: ctx.source };
  if (value2 !== undefined && value2 !== value) f.value2 = value2;
  if (tag !== undefined) f.tag = tag;
  return f;
}

// A count or a length said of a named other person ("his brother's ones last hours and come once
// a night") carries who it is about, so the experiencer step (experiencer.ts) keeps it apart from
// the patient's unless that person is the patient. A he/she is resolved against a person named
// earlier in the message ("my friend ... she said it hit her in a split second"); one with no one
// named is left to the patient.
function aboutAt(ctx: Ctx, index: number, f: Fact): Fact {
  const { sentence, message, offset = -1 } = ctx;
  const who = experiencerAt(sentence, index, (gender) => (message === undefined || offset < 0 ? null : lastNamedPerson(message, offset + index, gender)));
  if (who !== "self" && who !== "third" && who !== "me") f.about = who;
  return f;
}

/** Numeric facts of one normalised sentence. */
export function quantityFacts(ctx: Ctx): Fact[] {
  const s = ctx.sentence;
  const out: Fact[] = [];
  // "Plan: 3-monthly clinical review for 2 years, 6-monthly thereafter": a clinic's schedule pasted
  // from a letter, no count or span of headaches.
  if (CLINIC_SCHEDULE.test(s) && !HEADACHE_WORD.test(s)) return out;
  // "like they say about painkillers": a medicine talked about, not one taken.
  const drugs = findDrugs(s).filter((d) => !TALKED_ABOUT.test(s.slice(Math.max(0, d.index - 30), d.index)));
  // "i take the indomethacin every day, no other painkiller": a medicine denied takes no count.
  const deniedHere = (d: { index: number }) => /\b(?:no|not any|without|nor|never any)(?: other| more| extra| further)?\s+$/.test(s.slice(Math.max(0, d.index - 20), d.index));
  // A sentence about the eyesight with no headache in it: its counts and lengths are the spells'.
  const aboutEyesightOnly = !HEAD_WORDS.test(s);
  // "so I had the immunotherapy at the Mater for a year", "Back in 2022 they cut a melanoma off":
  // another illness and its treatment told with their times, no headache named.
  const otherIllnessTold = ILLNESS_TREATED.test(s) && !HEADACHE_NOUN.test(s);
  const freqs = findFrequencies(s);
  // "... zigzag teeth ... After 20 minutes, sometimes 30, it goes away completely": the aura told just
  // before in the message, and this sentence its end, with no headache in it.
  const auraJustBefore = () => ctx.message !== undefined && (ctx.offset ?? -1) > 0 && AURA_WORDS.test(ctx.message.slice(Math.max(0, (ctx.offset ?? 0) - 300), ctx.offset));
  // "spread, gone 20 min" (told after "zigzags first"): a spreading thing that ends, with no headache
  // in it, is the aura's course (ICHD-3 1.2 C: spreads gradually, lasts 5-60 minutes).
  const auraSentence = AURA_WORDS.test(s) || (aboutEyesightOnly && ((AURA_ENDS.test(s) && auraJustBefore()) || SPREADS_THEN_ENDS.test(s)));
  // "since then", "back then" tell a time, not what follows the aura.
  const thenAt = s.search(/(?<!\b(?:since|by|till|until|back|from|before|even) )\b(?:then|followed by|after that|afterwards)\b/);

  // Each medicine takes the count said with it ("sumatriptan on about 5 days a month and
  // paracetamol maybe 3 days"): a count belongs to the nearest medicine before it.
  const usedFreqs = new Set<Frequency>();
  // A supply's medicine: the one named in the sentence, else the one medicine named earlier in the
  // message ("i take 1 or 2 Crocin most days. strip of 15 is over in about a week"), else one whose
  // class is not said (ICHD-3 8.2 still counts its days). A triptan's dose is one tablet.
  const earlierDrugs = drugs.length === 0 && ctx.message !== undefined && (ctx.offset ?? 0) > 0 ? findDrugs(ctx.message.slice(0, ctx.offset)) : [];
  const supplyDrug = drugs[0] ?? (new Set(earlierDrugs.map((x) => x.name)).size === 1 ? earlierDrugs[0] : undefined);
  const supply = supplyDays(s, ctx.message ?? s, supplyDrug?.cls === "triptan" ? 1 : 2);
  if (supply !== null) {
    // "he gets 2 boxes of 6 a month so about 12 days": the days told after the supply are the count.
    const told = SUPPLY_DAYS_TOLD.exec(s.slice(supply.end));
    if (told !== null) supply.end += told[0].length;
    out.push(fact(ctx, `med:${supplyDrug?.name ?? "unspecified"}`, told !== null ? Math.min(30, parseNum(told[1])) : supply.perMonth, undefined, supplyDrug?.cls ?? "unspecified"));
    for (const f of freqs) usedFreqs.add(f);
  }
  // "paracetamol or ibuprofen maybe 12 days a month between the two": one total for the medicines
  // named before it, shared between them so that their days add up to what was said.
  // So is a count said first, then the medicines as alternatives: "I take something on about 8
  // days a month, ibuprofen or the rizatriptan".
  const alternatives = drugs.length >= 2 && drugs.slice(1).every((d, i) => ALTERNATIVE.test(s.slice(drugs[i]!.index + drugs[i]!.name.length, d.index)));
  // And the alternatives named first, the one count right after them: "she takes paracetamol or
  // ibuprofen maybe 10 days a month".
  const lastDrug = drugs[drugs.length - 1];
  const alternativesThenCount = (f: Frequency) => alternatives && lastDrug !== undefined && drugs.every((d) => d.index < f.index) && f.index - (lastDrug.index + lastDrug.name.length) <= 25 && freqs.every((g) => g === f || g.index > f.index);
  const shared = drugs.length >= 2
    ? freqs.find((f) => !usedFreqs.has(f) && (((SHARED_TOTAL.test(s.slice(f.index + f.length, f.index + f.length + 30)) || TOTAL_INSIDE.test(s.slice(f.index, f.index + f.length))) && drugs.every((d) => d.index < f.index)) || (alternatives && drugs.every((d) => d.index > f.index + f.length) && freqs.every((g) => g === f || g.index < f.index)) || alternativesThenCount(f)))
    : undefined;
  if (shared !== undefined) {
    usedFreqs.add(shared);
    for (const d of drugs) out.push(fact(ctx, `med:${d.name}`, Math.min(30, shared.daysPerMonth) / drugs.length, undefined, d.cls));
  }
  // "Tylenol 2 times a week, sometimes a Goody's powder when it's bad, so like 8-9 days a month": the
  // days with any of them, said again after each was told; no one medicine's count.
  const restated = shared === undefined && drugs.length >= 2
    ? freqs.find((f) => !usedFreqs.has(f) && drugs.every((d) => d.index < f.index) && SO_BEFORE.test(s.slice(Math.max(0, f.index - 16), f.index)) && freqs.some((g) => g.index < f.index && g.index > (drugs[0]?.index ?? 0)))
    : undefined;
  if (restated !== undefined) usedFreqs.add(restated);
  // The sentence before this one in the message: "... i take one like 3 days a week. so 12, 13 days
  // a month" (it told the taking); "sumatriptan. 10 a month maybe" (a medicine named alone, then its count).
  const before = sentenceBefore(ctx.message ?? "", ctx.offset ?? 0);
  const takingBefore = TAKES_IT.test(before);
  // "its easier to tell you the days I DONT have a headache. maybe 8 or 10 a month": the free days.
  const freeDaysToldBefore = FREE_DAYS_TOLD.test(before);
  // "paracetamol is the only thing I take. 14 days a month": the one medicine, then its count.
  const namedAlone = /^\s*(?:i (?:only |just )?take |just |only |mostly )?[a-z][a-z -]{2,30}?(?: is (?:the only (?:thing|one|tablet|painkiller|medicine|pill)|all) (?:i|she|he) (?:take|takes|use|uses|have|has))?[.!?;]?\s*$/.test(before) && findDrugs(before).length > 0;
  const firstMed = out.length;
  drugs.forEach((d, i) => {
    if (shared !== undefined) return;
    if (supply !== null && i === 0) return;
    // "I take excedrin every time I get one, not every day": taken on each headache day, counted as
    // those days (medication.ts), never as a rate read from the words after it.
    if (PER_ATTACK.test(s.slice(d.index + d.name.length, d.index + d.name.length + 40)) || THOSE_DAYS.test(s.slice(d.index + d.name.length, d.index + d.name.length + 70))) {
      out.push({ ...fact(ctx, `med_per_attack:${d.name}`, NaN, undefined, d.cls), value: undefined } as Fact);
      // "... not every day": the rate named is denied; a count told ("about 6 days a month") still counts.
      if (/\bnot (?:every ?day|daily|all the time|every single day)\b/.test(s.slice(d.index, d.index + d.name.length + 80))) {
        for (const x of freqs) if (x.index > d.index) usedFreqs.add(x);
        return;
      }
    }
    // The stretch of the sentence that speaks of this medicine, up to the next one named.
    const end = drugs[i + 1]?.index ?? s.length;
    const stretch = s.slice(d.index, end);
    const claimCounts = (which: (x: Frequency) => boolean = () => true) => {
      for (const x of freqs) if (x.index > d.index && x.index < end && which(x)) usedFreqs.add(x);
    };
    // "Sumatriptan I tried 4 or 5 times, almost no effect, stopped it in spring": a medicine given up
    // is taken on no day now; its count was of tries, not of days a month.
    if (GIVEN_UP.test(stretch)) {
      claimCounts();
      out.push({ ...fact(ctx, `med:${d.name}`, NaN, undefined, d.cls), value: undefined, polarity: "denied" } as Fact);
      return;
    }
    // "took dolo 650 three times a day for 6 days", "3x a day for 10 days then stopped": a course of
    // days, over or to be over, not a monthly habit (ICHD-3 8.2 counts regular use over 3 months).
    if (SHORT_COURSE.test(stretch)) {
      claimCounts();
      out.push({ ...fact(ctx, `med:${d.name}`, NaN, undefined, d.cls), value: undefined, polarity: "denied" } as Fact);
      return;
    }
    // "we dont even give calpol half the time": a share of the attacks, not of the month's days.
    claimCounts((x) => /^(?:about |around )?(?:half|most|some|a lot|much) (?:of )?the time\b/.test(s.slice(x.index, x.index + x.length)));
    // "the form says 9 for sumatriptan but thats just how many insurance gives me each month": a supply.
    if (INSURER_GIVES.test(stretch)) {
      claimCounts();
      return;
    }
    // "the form says advil 30 days but i meant like 30 pills a month": the form's figure said back and disowned.
    // Only the counts before the correction go: "form says cafiaspirina 8 days, really 10 or 11" keeps the
    // 10 or 11; "i put 3 for the BC powder but thats wrong its 3 a DAY" counts the days of the one after it.
    const formBefore = /\b(?:(?:the )?form (?:says|said|has)|i (?:put|wrote|ticked|entered)(?: down)?)\s+(?:(?:a |an )?\d{1,2} (?:for |as |on |down for )?(?:the )?)?$/.test(s.slice(Math.max(0, d.index - 30), d.index));
    const disowned = formBefore ? /\b(?:but|i meant|i mean|meant|actually|really|wrong|mistake)\b/.exec(stretch) : null;
    if (disowned !== null) {
      claimCounts((x) => x.index < d.index + disowned.index);
      const corrected = freqs.find((x) => x.index > d.index + disowned.index && x.index < end && !usedFreqs.has(x));
      if (corrected !== undefined) {
        usedFreqs.add(corrected);
        out.push(fact(ctx, `med:${d.name}`, Math.min(30, corrected.daysPerMonth), undefined, d.cls));
        return;
      }
    }
    if (deniedHere(d)) return;
    const days = medicineDays(s, d.index, end, freqs, usedFreqs);
    if (days === null) return;
    // "9 a month from insurance and I usually have 2 left over": the ones not taken come off.
    const left = LEFT_OVER.exec(stretch);
    const unused = left === null ? 0 : parseNum(left[1]);
    // "my mom takes fioricet every single day": a relative's medicine, theirs unless they are the patient.
    const f = aboutAt(ctx, d.index, fact(ctx, `med:${d.name}`, Math.min(30, Math.max(0, days.perMonth - (Number.isFinite(unused) ? unused : 0))), undefined, d.cls));
    // "most days" is vague: an intake's count of the same medicine is preferred (FactSet, medication.ts).
    if (days.vague) f.hedged = true;
    out.push(f);
  });
  if (restated !== undefined) {
    // The medicines' own counts can add up to more than the days with any: scaled to that total.
    const told = out.slice(firstMed).filter((f) => f.key.startsWith("med:") && typeof f.value === "number");
    const sum = told.reduce((n, f) => n + (f.value ?? 0), 0);
    if (sum > restated.daysPerMonth) for (const f of told) f.value = Math.round(((f.value ?? 0) * restated.daysPerMonth * 10) / sum) / 10;
  }
  // "the form says advil 30 days but i meant like 30 pills a month lol. its more like 6 or 7 days":
  // the count put right in the sentence after the form's was disowned.
  const recount = FORM_RECOUNT.exec(s) ?? (FORM_TOLD.test(sentenceBefore(ctx.message ?? "", ctx.offset ?? 0)) ? RECOUNT_ALONE.exec(s) : null);
  const recounted = recount !== null && drugs.length === 0 ? medicineNamedBefore(ctx, true) : null;
  if (recount !== null && recounted !== null) {
    const lo = parseNum(recount[2]);
    const hi = recount[3] === undefined ? lo : parseNum(recount[3]);
    if (Number.isFinite(lo)) out.push(fact(ctx, `med:${recounted.name}`, Math.min(30, (lo + (Number.isFinite(hi) ? hi : lo)) / 2), undefined, recounted.cls));
  }
  for (const f of freqs) {
    if (usedFreqs.has(f)) continue;
    const before = s.slice(Math.max(0, f.index - 45), f.index);
    const after = s.slice(f.index + f.length, f.index + f.length + 14);
    // "16 days last month and about the same every month since spring": a count kept up, not a new one.
    if (/\b(?:the same|similar|same again)\s*$/.test(before) && /^(?:every|each|a|per) /.test(s.slice(f.index, f.index + f.length))) continue;
    // "Imitrex about 12 days a month, every month for over a year now": how long a habit has gone on, not once a month.
    if (/^(?:every|each) (?:month|week)$/.test(s.slice(f.index, f.index + f.length)) && /^,?\s*(?:for|since) /.test(s.slice(f.index + f.length))) continue;
    // "14 days a month, every month": the count said to hold month after month, not once a month.
    if (/^(?:every|each) (?:month|week)$/.test(s.slice(f.index, f.index + f.length)) && /\b(?:a|per|each|every|in a) (?:month|week)\s*,?\s*$/.test(before)) continue;
    // "Very rarely a second one on the same day": how often a second dose is taken, not headache days.
    if (/^\s*(?:a |an )?(?:second|2nd|another|extra) (?:one|tablet|pill|dose|zomig|triptan|injection)\b/.test(s.slice(f.index + f.length))) continue;
    // "It's worse every week", "worse every few days": how often it steps up, not how often anything comes or is taken.
    if (/\b(?:worse|better|stronger|weaker|heavier|increasing|decreasing|growing)\s+$/.test(before)) continue;
    // "every week little more strong": the step told after the rate.
    if (/^\s*,?\s*(?:it |the pain |the headache )?(?:is |gets? |got )?(?:(?:a )?(?:little|bit|notch|touch|tad) )?(?:more (?:strong|bad|painful|pain|big|heavy)|worse|stronger|heavier)\b/.test(s.slice(f.index + f.length))) continue;
    // "put my Topamax up from 25 twice a day to 50 twice a day": a dose's schedule.
    if (/^(?:once|twice|three times|3 times|two times) (?:a|per) day$/.test(s.slice(f.index, f.index + f.length)) && /\b\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|milligrams?|ml)?\s*$/.test(before) && PREVENTIVE_DRUG.test(s)) continue;
    const forHeadache = /^\s*(?:for )?(?:my |the |these )?(?:head ?aches?|headaches?|migraines?)\b/.test(after);
    // "I'm careful with pills, about 6 days a month": a count said of medicines, named or not.
    // "no other meds, I smoke about 15 a day": a count of another habit after the medicine word.
    // "October I took something on 24 days, September 22 days": the taking said inside the count.
    // "if you counted the actual tablets it's probably 30-odd a month": tablets, not days.
    if (TABLET_COUNT.test(before)) continue;
    // "spend most days in the garden now", "cant exactly cancel all the time", "dead on my feet most
    // nights": how often the person does or feels something else, a vague word with no headache in its clause.
    if (f.vague === true && OTHER_DOING.test(before) && !HEADACHE_WORD.test(s)) continue;
    // "I'm up most nights for her CGM alarms now": awake for someone or something else; not "up most
    // nights with it", kept awake by the headache.
    if (f.vague === true && AWAKE_FOR.test(before) && !HEADACHE_WORD.test(s) && !/^\s*(?:with|from|because of) (?:it|them|the pain|this)\b/.test(s.slice(f.index + f.length))) continue;
    // "its there all the time not just with a migraine": something else, there outside the headaches.
    if (f.vague === true && /^\s*,?\s*not (?:just|only) (?:with|during|in|when i (?:have|get)) (?:a |the |my )?(?:migraines?|headaches?|attacks?)\b/.test(s.slice(f.index + f.length, f.index + f.length + 40))) continue;
    // "the nurse said it happens all the time": how common a thing is, not how often it comes.
    if (f.vague === true && /\b(?:it|that|this)(?: kind of thing| sort of thing)? happens?\s*$/.test(before)) continue;
    // "rebound is only if u take the same pill every day": a condition told of anyone, not a count of days.
    if (/\b(?:only if|if|unless|as long as) (?:you|u|ya|one|people|someone|anyone|somebody)\b[^.]{0,40}$/.test(before)) continue;
    // "my doctor says not take more than 2 in the week": a limit advised, not a count of days.
    if (/\b(?:not|never|no|don't|do not|shouldn't|should not|mustn't)\s+(?:to\s+)?(?:take|use|have|exceed|go over)\s+(?:it\s+|them\s+)?(?:more than|over|above)\s*$/.test(before)) continue;
    // "about 14 days a month on the co-codamol": the count told, then the medicine it is of.
    const drugAfter = forHeadache ? undefined : drugs.find((d) => d.index >= f.index + f.length && /^\s*,?\s*(?:on|with|taking|using|of) (?:the |my |some )?$/.test(s.slice(f.index + f.length, d.index)));
    if (drugAfter !== undefined) {
      out.push(fact(ctx, `med:${drugAfter.name}`, Math.min(30, f.daysPerMonth), undefined, drugAfter.cls));
      usedFreqs.add(f);
      continue;
    }
    const pills = !forHeadache && (PILL_WORDS.test(before.slice(-30)) || /\b(?:took|take|taking|had|used) (?:(?:something|anything)(?! (?:going on|going|wrong|happening|up with)\b)|tablets?|pills?|painkillers?|medicine|meds)\b/.test(s.slice(f.index, f.index + f.length))) && !/\b(?:smok(?:e|es|ed|ing)|vap(?:e|es|ed|ing)|drink(?:s|ing)?)\b[^.,;]{0,20}$/.test(before);
    // "... maybe 25 days I am taking something": the taking said after the count.
    const takenAfter = /^\s*(?:i(?:'m| am)? |she(?:'s| is)? |he(?:'s| is)? )?(?:take|takes|taking|took|use|uses|using|pop|pops|popping)\b/.test(s.slice(f.index + f.length, f.index + f.length + 24));
    const medical = pills || (takenAfter && !forHeadache) || (drugs.length > 0 && !forHeadache && ( drugs.some((d) => d.index < f.index && f.index - d.index < 45) || /\b(?:take|taking|took|use|using|pop|popping)\b/.test(before)));
    // "I put 8 days for the co-codamol on the form. It's more like 20 days a month": a corrected
    // count, of the medicine the message named last before this sentence.
    const noDrugBefore = !medical && !forHeadache && !drugs.some((d) => d.index < f.index);
    // A count told right after the medicine, with no headache word of its own, is the medicine's:
    // counted ("what do I take? sumatriptan 100. I counted in my calendar: 14 days last month") or
    // drawn from the sentence before ("I put 6 for the Solpadeine but that's days a week. So 6 days
    // out of 7, roughly 24 or 25 days a month").
    const prefix = s.slice(0, f.index);
    // "So 7 or 8 days a month with any tablet at all": a total over every medicine, not the last one named.
    // "so ~7 days a month on anything at most", "never more than 9 days a month on anything".
    // "Sometimes Analgin. Almost every day something": the days, told loosely, with one medicine or another.
    const anyMedicine = /\bwith any (?:tablet|pill|medicine|painkiller|meds?)s?\b|\bon (?:anything|any of them|either|any medicine|any meds)\b/.test(s) || (f.vague === true && drugs.length === 0 && /^\s*(?:something|anything|one or (?:the )?other|some tablet|some pill)\b/.test(s.slice(f.index + f.length)));
    const continued = noDrugBefore && !anyMedicine && ((COUNTED.test(prefix) || SO_CONTINUES.test(prefix)) || namedAlone) && !HEADACHE_WORD.test(s) ? medicineNamedBefore(ctx, !takingBefore) : null;
    // "I said I take it on headache days but I also take 2 some mornings ..., so it's probably more
    // like 20 days a month": the taking of the medicine named before, corrected, whatever days it names.
    const retold = noDrugBefore && TAKES_IT.test(prefix) && RECOUNT_BEFORE.test(prefix);
    // "I take Thomapyrin ... about 12 days a month, sometimes 2 tablets": the tablets said after the count.
    const pillsAfter = noDrugBefore && !HEADACHE_WORD.test(s) && /^[^.]{0,30}\b(?:\d|one|two|three|a couple of) (?:tablets?|pills?|capsules?|caplets?)(?: (?:each|at a) time| a go)?\b/.test(s.slice(f.index + f.length));
    // "the form says 9 for sumatriptan ... honestly i take one like 3 days a week": one of the medicine named before.
    // "buying co codamol again. only take it 10 days a month": "it" is the medicine named before.
    // "the 30 on the form is the codeine in the panadeine forte ... i take 2 about 15 days a month": a dose of it.
    // "I take one on basically every headache day so I don't fall behind at work, so like 5 days a week".
    const takesOne = noDrugBefore && (TAKES_ONE_BEFORE.test(before) || TAKES_ONE_SO.test(prefix));
    const corrected = continued ?? (noDrugBefore && (CORRECTED_COUNT.test(prefix) || retold || takesOne || pillsAfter) ? medicineNamedBefore(ctx) : null);
    if (pillsAfter && corrected === null) {
      out.push(fact(ctx, "med:unspecified", Math.min(30, f.daysPerMonth), undefined, "unspecified"));
      usedFreqs.add(f);
      continue;
    }
    // The total told over the medicines already counted one by one: no headache days, no new medicine.
    // So is "on 2 or 3 days per month I take both on the same day": days the two overlap.
    if ((anyMedicine || BOTH_SAME_DAY.test(s)) && drugs.length === 0) continue;
    if (corrected !== null) {
      out.push(fact(ctx, `med:${corrected.name}`, Math.min(30, f.daysPerMonth), undefined, corrected.cls));
      usedFreqs.add(f);
      continue;
    }
    // "thats just how many insurance gives me each month": a supply, not the days taken.
    if (medical && SUPPLY.test(before)) continue;
    if (medical) {
      for (const d of drugs) if (!out.some((o) => o.key === `med:${d.name}`) && !deniedHere(d)) out.push(fact(ctx, `med:${d.name}`, Math.min(30, f.daysPerMonth), undefined, d.cls));
      // Days of "something", with no medicine named: days of acute medicine of a type not given. Not
      // "my meds: mycophenolate 1g twice a day": a dose on a schedule is a regular medicine, not one
      // taken for a headache.
      // "every day i take magnesium, ashwagandha and turmeric": supplements, no medicine for the pain.
      // "tacrolimus twice a day, cellcept and a little prednisone": a regular medicine's schedule.
      // "I take my tablets every single day without missing": a regular medicine taken as prescribed.
      if (drugs.length === 0 && !SCHEDULED_DOSE.test(before.slice(-16)) && !REGULAR_MEDICINE.test(before) && !TAKEN_AS_PRESCRIBED.test(s) && !(SUPPLEMENTS.test(s) && !/\b(?:painkillers?|pain killers?|pain relief|something for (?:it|the pain|the headache))\b/.test(s))) out.push(fact(ctx, "med:unspecified", Math.min(30, f.daysPerMonth), undefined, "unspecified"));
      continue;
    }
    // A former rate is the one told after "used to", "years ago", "started as" (or right before them);
    // a count told earlier in the sentence is the present one ("20 days out of 30 ... started 4 years
    // ago as a couple of times a month").
    // "only 3 or 4 a month until last year": the rate before, told with when it ended.
    if (UNTIL_THEN_AFTER.test(s.slice(f.index + f.length)) || PAST.test(s.slice(sinceTurn(s, f.index), f.index + f.length + 15)) || SUPPLY.test(before) || OTHER_STATE.test(before) || countOfAnotherActivity(s.slice(0, f.index))) continue;
    // "every morning when I bend down to tie my laces I'm half waiting for it": how often a fear comes, no headache told.
    if (FEARED.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "Should I be taking something every day?": a treatment asked about, not how often the headaches come.
    if (ASKED_TREATMENT.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "neurologist gave me indometacin 3 times a day": a medicine's schedule, told right after its name.
    if (f.perDay !== undefined && drugs.some((d) => d.index < f.index && f.index - (d.index + d.name.length) <= 12)) continue;
    // "neurologist put me on it 3 times a day every day since august": the dosing schedule, not the attacks.
    if (DOSE_GIVEN.test(before)) continue;
    // "Never more than 3 in a day": the most attacks a day, not a day-by-day rate of headache days.
    if (f.perDay !== undefined && /\b(?:never|no|not) more than\s+$/.test(before)) {
      out.push(aboutAt(ctx, f.index, fact(ctx, "attacks_per_day", f.perDay, f.perDayMax)));
      continue;
    }
    // "once in Year 8 she fainted": a school year, not a rate.
    if (/\byear$/.test(s.slice(f.index, f.index + f.length)) && /^\s*\d/.test(s.slice(f.index + f.length))) continue;
    // "on the night week I get it every single day": a rate within part of the month, not the month's.
    if (/\b(?:on|in|during) (?:the |my |a |our )?(?:night|nights|fasting|exam|busy|holiday|cluster|late|early|day)\w* (?:week|weeks|season|shifts?|period|fortnight)s?\b[^.,;]{0,25}$/.test(before)) continue;
    // "still on steroid drops once a day in that eye": how often drops, an inhaler or a cream are used, not the headache.
    if (/\b(?:drops|eye ?drops|inhalers?|puffers?|creams?|ointments?|gels?|sprays?|nasal sprays?|patch(?:es)?)\s+(?:\w+\s+){0,2}$/.test(before.slice(-30)) && !HEADACHE_WORD.test(before.slice(-30))) continue;
    // "I put one of my pain patches on every day": how often something is applied, not the headache.
    if (/\b(?:put|puts|stick|sticks|apply|applies|wear|wears|change|changes|changed|swap|swaps)\b[^.;]{0,30}\b(?:patch(?:es)?|plasters?|gel|cream|drops|spray)\b[^.;]{0,15}$/.test(before)) continue;
    // "maybe 5 in a week she has her bath": the week in which something happens, not a weekly rate.
    if (/^\s*(?:when |that |where )?(?:she|he|i|they|we) (?:has|have|had|gets|get|goes|go|does|do|is|are|was)\b/.test(s.slice(f.index + f.length, f.index + f.length + 20)) && /\bin (?:a|the) (?:week|month)$/.test(s.slice(f.index, f.index + f.length))) continue;
    // "one a day when I take it": a dose.
    if (/^\s*(?:when|whenever|if) (?:i|she|he|we) (?:take|takes|use|uses|have|has) (?:it|them|one|some)\b/.test(s.slice(f.index + f.length, f.index + f.length + 24))) continue;
    // "it felt like every day to me": an impression, not a count.
    if (/\b(?:felt|feels|feel|seemed|seems|seem) like\s+$/.test(before)) continue;
    // "still nowhere near every day", "not every day": a rate denied.
    if (/\b(?:nowhere near|not|isn't|is not|far from|not even close to|never)\s+(?:quite\s+|really\s+)?$/.test(before)) continue;
    // "no headache every day, no whooshing", "she doesn't get them every day": a daily headache denied.
    if (/\b(?:no (?:head ?aches?|headaches?|pain)|(?:doesn't|don't|does not|do not|didn't|never) (?:get|have|has|gets?) (?:a |the )?(?:head ?aches?|headaches?|them|it|one))\s+$/.test(before)) continue;
    // "up 4 times a night to pee", "twice a night to feed the baby": how often something else is done.
    if (/^\s*(?:to (?:pee|wee|urinate|the toilet|the loo|the bathroom|feed|check on|pray)|for (?:the toilet|the loo|a wee|a pee|feeds?|prayers?))\b/.test(s.slice(f.index + f.length, f.index + f.length + 20))) continue;
    // "Urologist put me on Cialis every day for my prostate": a regular medicine's schedule, no headache told.
    if (!HEADACHE_WORD.test(s) && /\b(?:put (?:me|him|her) on|started (?:me |him |her )?on|prescribed|(?:i'm|i am|im|been) on) (?:the |my |a )?(?!(?:more|most|about|around|and|off)\b)[a-z][a-z-]{3,}\b[^.,;]{0,25}$/.test(before)) continue;
    // "Every month since August about like that": how steady it has been, not once a month.
    if (/^(?:every|each) month\b/.test(s.slice(f.index, f.index + f.length)) && /^[^.]{0,25}\b(?:like that|like this|the same|similar)\b/.test(s.slice(f.index + f.length))) continue;
    // "only few days in month I am fully free": the days without, so the rest are headache days.
    if (FREE_AFTER.test(s.slice(f.index + f.length, f.index + f.length + 40))) {
      out.push(aboutAt(ctx, f.index, fact(ctx, "headache_days", Math.max(0, 30 - f.daysPerMonth), undefined, f.vague === true ? "vague" : undefined)));
      continue;
    }
    // "my vision goes black for a couple of seconds, 5-6 times a day": a count of the visual spells.
    if (aboutEyesightOnly && VISION_SPELL.test(s.slice(0, f.index))) continue;
    // "I take 2 Tylenol once or twice a week, never more, so 6-ish days a month": the medicine's count
    // said again as a monthly figure, right after the count that went to the medicine.
    if (SO_CONTINUES.test(s.slice(Math.max(0, f.index - 30), f.index).split(",").pop() ?? "") && usedFreqs.size > 0 && (drugs.length > 0 || PILL_WORDS.test(s)) && !HEADACHE_WORD.test(s)) continue;
    // "Other tabs are amlodipine, atorvastatin and Fosamax weekly": the schedule of a regular medicine,
    // in a sentence that tells no headache.
    if (!HEADACHE_WORD.test(s) && PILL_WORDS.test(s) && /^(?:weekly|daily|once a (?:day|week)|twice a (?:day|week)|every (?:day|morning|night|week))\b/.test(s.slice(f.index, f.index + f.length))) continue;
    // "Coffee's crept up to about 6 a day": how much of a drink or a smoke, not how often the headaches come.
    if (/\b(?:coffees?|cups?|teas?|cans?|drinks?|beers?|pints?|glasses|cigarettes?|cigs?|fags?|smokes?|energy drinks?|monsters?|red ?bulls?|vapes?|units?|espressos?|lattes?|colas?|cokes?)\b[^.,;]{0,25}$/.test(before) && !HEADACHE_WORD.test(before.slice(-25))) continue;
    // "Its the little heart one, 100mg, I take it every morning": how often a medicine is taken.
    if (/\b(?:i|she|he|we|they) (?:take|takes|took|have|has|use|uses|pop|pops) (?:it|them|one|that|this|those|these)(?: (?:religiously|regularly|faithfully))?\s*$/.test(before) && (drugs.length > 0 || PILL_WORDS.test(s) || /\b\d+ ?(?:mg|mcg)\b/.test(s)) && !HEADACHE_WORD.test(s)) continue;
    // "they put steroid in my knee every 6 months", "botox every 12 weeks": how often a treatment or a
    // visit comes, in a sentence that tells no headache.
    if (!HEADACHE_WORD.test(s) && /\b(?:injections?|injected|jabs?|shots?|infusions?|botox|put \w+ in(?:to)? (?:my|her|his|their)|scans?|appointments?|check-?ups?|bloods|blood tests?|reviews?|clinic|physio|dentist)\b[^.;]{0,40}$/.test(before)) continue;
    // "she calls me every day": how often someone else does something.
    if (/\b(?:she|he|they|my \w+|mum|mom|mam|dad|ma|pa)\b (?:calls?|rings?|phones?|texts?|messages?|visits?|checks on|comes? (?:round|over)|tells?|asks?|nags?|reminds?)\b(?: me| us| her| him)?[^.,;]{0,15}$/.test(before)) continue;
    // "I have been up with him most nights", "my sister who sees me every day": how often the person is
    // with someone, in a sentence that tells no headache ("it wakes me most nights", "i get them once a
    // month" are the pain's).
    if (!HEADACHE_WORD.test(s) && /\b(?:with|sees?|saw|seeing|visits?|visited|calls?|called|rings?|rang|phones?|texts?|helps?|helped|minds?|minding|looks? after|looking after|cares? for|caring for|nursing|nurse)\s+(?:me|him|her|them|us)\s*$/.test(before)) continue;
    // "all together i am taking something nearly every day": the days with any medicine (read apart).
    if (!HEADACHE_WORD.test(s) && /\b(?:taking|take|took) (?:something|anything)\b/.test(s)) continue;
    // "I photograph my eyes at 12:00 each day", "I check my pressure every morning": how often the
    // person does something, in a sentence that tells no headache.
    if (!HEADACHE_WORD.test(s) && /\bi (?!(?:get|got|have|had|wake|woke|suffer|feel|felt|keep|still|always|usually|only|never|can|can't|cannot|need|take|took|use|used|pop|swallow)\b)[a-z]{3,} (?:my|the|a|an|it|them|our|her|his)\b(?:(?!\b(?:and|but|i|its|it's|it is|they|they're|that's|thats|which|so)\b)[^.,;]){0,40}$/.test(before)) continue;
    // "2 or 3 per month, one day each": how long each lasts, not a second rate.
    if (/^(?:one|a|1|two|2|half a) days? each\b/.test(s.slice(f.index, f.index + f.length + 6))) continue;
    // "I'm sick most mornings anyway" (morning sickness), in a sentence that tells no headache: how
    // often the sickness comes.
    if (!HEADACHE_WORD.test(s) && /\b(?:sick|vomit\w*|throw(?:ing)? up|nause\w*|morning sickness)\b/.test(s.slice(0, f.index))) continue;
    // "I still get the zigzags before the odd one, maybe every couple of months": how often the aura
    // comes with some of the attacks, not how often the headaches come.
    if (/\b(?:zig-?zags?|auras?|flashing lights|flashes|the lights|shimmer\w*)\b[^.]{0,50}\b(?:the odd one|some of them|a few of them|some attacks|the odd attack|some of the (?:attacks|migraines|headaches))\b/.test(s.slice(0, f.index))) continue;
    // "indomethacin 25 three times a day": a medicine's dose, its unit left out.
    if (/^(?:once|twice|three times|four times|\d times) (?:a|per) day\b/.test(s.slice(f.index, f.index + f.length)) && /\b(?!(?:days?|weeks?|months?|hours?|times|about|around|maybe|like|every|only|just|than)\b)[a-z]{4,} \d{1,4}(?:\.\d+)?\s*$/.test(before)) continue;
    // "started indometacina last Friday and since Sunday only 1 or 2 small ones a day": the count on a
    // treatment just begun, not the untreated attacks.
    if (f.perDay !== undefined && ON_TREATMENT_SINCE.test(s.slice(0, f.index))) continue;
    // "25mg three times a day": a dose, not attacks.
    if (/\b\d+ ?(?:mg|mcg|micrograms?|milligrams?|ml)\b,?\s*$/.test(before)) continue;
    // "I'm sick about half the time": a share of the attacks, not of the days.
    if (/\b(?:half|most|some) (?:of )?the time\b/.test(s.slice(f.index, f.index + f.length)) && /\b(?:sick|vomit\w*|throw\w* up|nause\w*|aura|zigzags?|light|noise|tablets?|pills?|works?)\b[^.,;]{0,25}$/.test(before)) continue;
    // "the same every month", "like this every week": how steady it is, not how often.
    if (/\b(?:same|similar|steady|consistent|regular as clockwork)\s*$/.test(before) && /^(?:every|each) /.test(s.slice(f.index, f.index + f.length))) continue;
    // "a few times a week it flares up": how often a continuous pain flares, not headache days.
    if (/\b(?:flares?|flaring|spikes?|spiking|worse spells?|exacerbations?|ramps? up|ramping up)\b/.test(s.slice(Math.max(0, f.index - 30), f.index + f.length + 25)) && !/\bflare-?ups? (?:of )?(?:head ?aches?|headaches?|migraines?)\b/.test(s)) continue;
    // "Mostly mild, a couple of days a month a bit worse": the worse days among the headache days.
    if (f.perDay === undefined && /^\s*,?\s*(?:(?:are|is|get|gets|it'?s|they'?re|when it'?s) )?(?:a bit |a little |a touch |slightly |much |way )?(?:worse|stronger|heavier|more severe)\b/.test(s.slice(f.index + f.length, f.index + f.length + 30))) continue;
    // "every night now my body is hot, I wake up wet, the pillow is soaked": how often the sweats come, in
    // a sentence that tells no headache.
    if (!HEADACHE_WORD.test(s) && /\b(?:sweat\w*|body is hot|hot flush\w*|hot flash\w*|flushes|wake up (?:wet|soaked|drenched)|soaked|drenched)\b/.test(s)) continue;
    // "Taking Allergex every day and my prodigal when it's bad": a regular medicine's schedule, named by a
    // word the drug list does not know, in a sentence that tells no headache.
    if (!HEADACHE_WORD.test(s) && /\b(?:taking|take|takes|on|using|use|uses)\s+(?:my\s+|the\s+|an?\s+)?[a-z]{4,}\s+$/.test(before) && /^(?:every (?:single )?(?:day|morning|night)|daily)\b/.test(s.slice(f.index, f.index + f.length))) continue;
    // "every week the lid is a bit heavier", "each week it gets worse": a progression told step by step, not a rate.
    if (f.perDay === undefined && /^(?:every|each) (?:single )?(?:week|month|fortnight)$/.test(s.slice(f.index, f.index + f.length).trim()) && /^[^.,;]{0,25}\b(?:fuller|tighter|bigger|heavier|louder|worse|stronger|harder|higher|more (?:intense|painful|severe))\b/.test(s.slice(f.index + f.length, f.index + f.length + 45))) continue;
    if (f.perDay !== undefined) out.push(aboutAt(ctx, f.index, fact(ctx, "attacks_per_day", f.perDay, f.perDayMax)));
    // A count in a sentence about the bad ones ("the bad ones, 6 a month") is of migraine days;
    // one said of headache days outright ("headache days are 15+ a month, the bad ones...") is not.
    // "...and nothing at all on the other days": the migraine days are all the headache days.
    const onlyThese = /\b(?:nothing|no (?:head ?aches?|headaches?|pain)|clear|fine|free)\b[^.]{0,15}\b(?:on|for) the (?:other|rest of the) days\b|\bthe (?:other|rest of the) days (?:are|were) (?:clear|fine|free|headache[- ]free)\b/.test(s);
    // "hardly 8-10 days in a month I am free of it": the headache days are the rest of the month.
    if (FREE_DAYS_AFTER.test(s.slice(f.index + f.length, f.index + f.length + 40)) || FREE_DAYS_BEFORE.test(before) || (freeDaysToldBefore && f.index < 20 && f.perDay === undefined)) {
      out.push(fact(ctx, "headache_days", Math.max(0, 30 - f.daysPerMonth)));
      continue;
    }
    // "20 days with a headache, 8 of them proper migraines": the whole count, its share told after it.
    const headacheDaysSaid = /\bdays? with (?:a |my )?(?:head ?ache|headache)\b/.test(s.slice(f.index, f.index + f.length));
    const subcount = (SUBCOUNT.test(s) || SHARE_OF_DAYS.test(s)) && !HEADACHE_DAYS_BEFORE.test(before) && !onlyThese && !headacheDaysSaid;
    // "normally two or three a month but lately three or four a week": a recent surge against the
    // usual count. It is not the months-long average ICHD-3's chronic criteria read, so it does not
    // replace the intake's monthly figure (fact-set.ts); the surge itself is a change of pattern.
    // Nor does the usual count said against it, which leaves out the surge.
    const usualAt = (g: Frequency) => USUAL.test(s.slice(Math.max(0, g.index - 40), g.index));
    const recentAt = (g: Frequency) => RECENTLY.test(s.slice(Math.max(0, g.index - 40), g.index));
    const surge = freqs.some((g) => g.index < f.index && usualAt(g)) && recentAt(f);
    // "before this I hardly ever got headaches, maybe once a year": the time before the present headache.
    // "... was about 4 a month before": the rate before the present one, told after it.
    // "my headaches before were 3 or 4 a month": the same, the time word told first.
    // "I've had migraines since uni but only about 3 a month before.": "before" closing the clause.
    const wasBefore = /^\s*(?:before|previously|back then|till then|until then)\s*(?:[.!,;]|$)/.test(s.slice(f.index + f.length)) || (/\b(?:was|were|used to be|it was|they were)\s+(?:about |around |roughly |maybe |like |only |just )?$/.test(s.slice(Math.max(0, f.index - 30), f.index)) && /^\s*(?:before|previously|back then|in the past|till then|until then)\b/.test(s.slice(f.index + f.length))) || /\b(?:before|previously|earlier|back then|in the past) (?:was|were|it was|they were|used to be)\s+(?:about |around |roughly |maybe |like |only |just )?$/.test(s.slice(Math.max(0, f.index - 30), f.index));
    // "Last year only 5-6 migraine a month": the rate of a year gone by.
    const yearAgo = /^\s*(?:(?:and|but|so) )?(?:last year|a year ago|(?:\d+|two|three) years ago|back then|previously)\b[^.;]{0,20}$/.test(s.slice(0, f.index));
    // "It crept in, first a couple of days a week, then by about mid 2025 most days": the rate at first, given way to a later one.
    const atFirst = /\b(?:at first|first|to begin with|in the beginning|started (?:off |out )?(?:as|at|with))\s+(?:about |around |maybe |just |only |like )?$/.test(before.slice(-30)) && freqs.some((g) => g.index > f.index && /\b(?:then|now|later|by|these days|nowadays)\b/.test(s.slice(f.index + f.length, g.index)));
    const usual = (usualAt(f) && freqs.some((g) => g.index > f.index && recentAt(g))) || BEFORE_THIS.test(s.slice(0, f.index)) || wasBefore || yearAgo || atFirst;
    // "last 3 months it was 18, 20, 17 days a month": a month-by-month list ending in the rate, its mean.
    // Counts listed before this one ("11, 12, 13 days a month"); not an age or a date told just before
    // ("since I was about 22, about 8 days a month").
    const listedAt = /((?:\b\d{1,2},\s*){1,5})$/.exec(before);
    const listed = listedAt !== null && !/\b(?:i was|she was|he was|aged?|since|from|at|until|till|in|on|i'?m|i am|he'?s|she'?s)\s+(?:about |around |roughly |only |just )?$/.test(before.slice(0, listedAt.index)) ? listedAt[1] : undefined;
    const perMonth = listed === undefined || f.perDay !== undefined || !/\bdays? (?:a|per|each|in a) month\b/.test(s.slice(f.index, f.index + f.length + 4)) ? f.daysPerMonth : mean([...listed.matchAll(/\d{1,2}/g)].map((m) => Number(m[0])).concat(f.daysPerMonth));
    // "my mum has MS so she's always got numb legs": a vague "always" said of something else in its clause.
    const clause = f.vague === true ? clauseAt(s, f.index, f.length) : "";
    if (f.vague === true && OTHER_SUBJECT.test(clause) && !HEADACHE_IN_CLAUSE.test(clause)) continue;
    // "its been over 15 every month since june": a floor under the count, not the count itself.
    const atLeast = /\b(?:over|more than|above|at least)\s+$/.test(before);
    // "So less than one a month": below the count (ICHD-3 2.1 is under 1 day a month), read half a day under.
    const below = /\b(?:less than|fewer than|under|below)\s+$/.test(before);
    // "just two in 3 days": a burst over a few days, not a month's rate (ICHD-3 counts over months).
    // So is "the first week I got a headache every single day" (after a new medicine): a rate of those days only.
    const burst = /\b(?:in|within|over) (?:the (?:last|past) )?(?:[1-6]|a couple of|two|three|four|five|six) days\b/.test(s.slice(f.index, f.index + f.length)) || /\b(?:the|that) first (?:week|few days|couple of weeks|fortnight|days|weeks)\b[^.]{0,40}$/.test(s.slice(Math.max(0, f.index - 50), f.index));
    out.push(aboutAt(ctx, f.index, fact(ctx, subcount ? "migraine_days" : "headache_days", below ? Math.max(0.3, perMonth - 0.5) : perMonth, undefined, f.vague === true ? "vague" : surge ? "recent" : burst ? "burst" : usual ? "usual" : atLeast ? "at_least" : undefined)));
  }
  let deniedBefore: DrugMention | null = null;
  for (const d of drugs) {
    if (out.some((o) => o.key === `med:${d.name}`)) continue;
    const named: Fact = { ...fact(ctx, `med:${d.name}`, NaN, undefined, d.cls), value: undefined } as Fact;
    // "I don't take any painkillers", "never use triptans": the medicine is denied, not taken.
    // "Parol does nothing so I don't take it": denied after the name too.
    // "no codeine or mara moja": the denial carries along the list.
    const listedAfterDenied = deniedBefore !== null && /^\s*(?:,|or|nor|,\s*or|,\s*nor|and)\s*$/.test(s.slice(deniedBefore.index + deniedBefore.name.length, d.index));
    if (listedAfterDenied || MED_DENIED.test(s.slice(Math.max(0, d.index - 40), d.index)) || MED_DENIED_AFTER.test(s.slice(d.index + d.name.length, d.index + d.name.length + 50))) named.polarity = "denied";
    deniedBefore = named.polarity === "denied" ? d : null;
    out.push(named);
  }
  // "its the same days as the nurofen, i take both together": the medicines share their days.
  // "so 9 days with any tablet at all", "total 8 days with some pill in the month", "all together i am
  // taking something nearly every day, like 22 to 25 days a month": the days with any
  // acute medicine, which bound the medicines' days added up (ICHD-3 8.2 counts days, not doses).
  const anyDays = ANY_MEDICINE_DAYS.exec(s);
  if (anyDays !== null) {
    const said = parseNum(anyDays[1] ?? anyDays[3] ?? anyDays[4] ?? anyDays[6] ?? "");
    const upper = anyDays[2] ?? anyDays[5];
    const hi = upper !== undefined ? parseNum(upper) : said;
    const lo = rangeLow(said, hi);
    if (Number.isFinite(lo)) out.push(fact(ctx, "med_any_days", Math.min(30, (lo + (Number.isFinite(hi) ? hi : lo)) / 2)));
  }
  // Not "never both on the same day": the days kept apart.
  const sameDays = MEDS_SAME_DAYS.exec(s);
  if (sameDays !== null && !/\b(?:never|not|no)\b|n't\b/.test(s.slice(Math.max(0, sameDays.index - 20), sameDays.index))) out.push({ key: "meds_same_days", polarity: "affirmed", hedged: false, evidence: ctx.quote ?? s, source: ctx.source });
  if (NO_ACUTE_MEDS.test(s) || (drugs.length > 0 && drugs.every((d) => MED_DENIED.test(s.slice(Math.max(0, d.index - 40), d.index))))) {
    out.push({ key: "no_acute_meds", polarity: "affirmed", hedged: false, evidence: ctx.quote ?? s, source: ctx.source });
  }

  // "When my son was born in 2022 ... could only lift my head off the pillow for seconds": a length
  // told of an episode years back, not of the attacks now.
  // Not when the year starts a span to now ("since 2020 every day"); "haven't needed it since" ends one.
  const yearsBack = remoteYear(s, ctx.now) && !/\b(?:ever since|every|always|still)\b|\bsince (?!\s*$|[.,;!?])/.test(s);
  let attackSet = false;
  const pregnancyWeeks = pregnancyWeeksOf(s);
  for (const q of findQuantities(s)) {
    const before = s.slice(Math.max(0, q.index - 40), q.index);
    const after = s.slice(q.index + q.length, q.index + q.length + 16);
    // Inside a frequency, or overlapping one ("a couple of days a month" read from "couple").
    if (freqs.some((f) => q.index < f.index + f.length && f.index < q.index + q.length)) continue;
    // "35 weeks 4 days first baby": how far along a pregnancy is, not how long anything has lasted.
    if (q.unit === "week" && pregnancyWeeks !== null && Math.round(q.hours / 168) === pregnancyWeeks) continue;
    // Read first, whatever else the sentence tells (an eye, a vision word): "right eye only, goes from
    // nothing to unbearable in about the time it takes the kettle to boil, maybe 5 minutes".
    // "how fast? hard to say. maybe a few seconds?": the assistant's question said back, then its answer.
    const toldBefore = ctx.message !== undefined && (ctx.offset ?? -1) >= 0 ? ctx.message.slice(Math.max(0, (ctx.offset ?? 0) + q.index - 60), (ctx.offset ?? 0) + q.index) : before;
    if (ESTIMATED_PEAK.test(s.slice(Math.max(0, q.index - 110), q.index)) || HOW_FAST_ECHOED.test(toldBefore)) {
      if (!out.some((o) => o.key === "peak_hours")) out.push(fact(ctx, "peak_hours", q.hours, q.hoursMax));
      continue;
    }
    // "a mini stroke, my hand went clumsy and I couldn't get my words out for about half an hour", "bells
    // palsy, my face drooped for a couple months": how long another event lasted, no headache in it.
    if (EVENT_NOT_HEADACHE.test(s) && !HEADACHE_WORD.test(s)) continue;
    // How long a spell of the eyesight going lasts, not the headache.
    if (aboutEyesightOnly && VISION_SPELL.test(s.slice(0, q.index))) continue;
    if (supply !== null && q.index >= supply.index && q.index < supply.end) continue;
    // "one second I was fine, the next...", "not for one minute": how sudden or how constant, not a length.
    const spoken = s.slice(q.index, q.index + q.length);
    if (/^(?:one|a|1)\s/.test(spoken) && /^[^.]{0,50}\b(?:the )?next\b/.test(after + s.slice(q.index + q.length + 16, q.index + q.length + 60))) continue;
    // "every time I stand up, after 10 or 15 minutes it come", "when I lie flat it go away in 20 minutes":
    // how soon posture brings or eases it, not how long an attack lasts.
    if (q.hours < 1 && POSTURE_CLAUSE.test(s.slice(Math.max(0, q.index - 60), q.index)) && /\b(?:after|within|in)\s+(?:about |maybe |like |only |around )?$/.test(before)) continue;
    // "lie down 20 minutes and it settles": a spell lying down, not how long an attack lasts.
    if (/\b(?:lie|lay|lying|laying)(?: down| flat)?(?: for)?\s*$/.test(before)) continue;
    if (/\bnot (?:for )?(?:one|a single)\s*$/.test(before + (spoken.startsWith("one") ? "one" : "")) || /\bnot (?:for )?$/.test(before) && /^(?:one|a single)\b/.test(spoken)) continue;
    if (/^\s*(?:pregnant|along|gestation|old\b|postpartum|with (?:my|our|her|the) (?:first|second|third|fourth|1st|2nd|3rd|baby|bump|twins|little one)\b)/.test(after) || /\b(?:i'm|i am|aged?|(?:she|he)(?:'s| is)|who is)\s*$/.test(before)) continue;
    // "my mother 68 yrs having pain": an age, not how long. "45 years of marriage", "20 years in
    // the job": how long something else has lasted.
    if (q.unit === "year" && (RELATION_BEFORE.test(before) || /\b(?:mrs|mr|ms|miss|mister)\.? [a-z]+,?\s*$/.test(before))) continue;
    // "stopped it for a week", "was in ICU for 2 weeks": a pause in a medicine, or someone else's stay.
    if (/\b(?:stopped|paused|came off|come off|off|without) (?:it|them|the \w+|taking (?:it|them))\s+(?:for\s+)?(?:about |around |a |an )?$/.test(before) || /\b(?:was|were|been|stayed|spent) in (?:icu|the icu|intensive care|hospital|the hospital|a coma)\s+(?:for\s+)?(?:about |around )?$/.test(before)) continue;
    // "he's had the drink for 30 years", "has done for years", "my last chemo was 3 years ago": how long something else has gone on.
    if ((q.unit === "year" || q.unit === "month") && OTHER_SPAN_BEFORE.test(s.slice(Math.max(0, q.index - 80), q.index))) continue;
    // "quit the crossword he's done every day for 40 yrs": how long a pastime went on.
    if ((q.unit === "year" || q.unit === "month") && ACTIVITY_SPAN.test(before)) continue;
    // "6 months last year", "3 months back in 2019": a stretch placed in the past, not how long this has gone on.
    if ((q.unit === "week" || q.unit === "month") && /^\s*(?:last year|the year before|back in \d{4}|in \d{4}|in (?:19|20)\d\d)\b/.test(after)) continue;
    // "on the blood thinners since the stent 2 yrs ago", "came off apixaban 3 years ago": how long a
    // medicine has been taken or stopped, not how long the headaches have gone on.
    const spanUnit = q.unit !== "second" && q.unit !== "minute" && q.unit !== "hour";
    if (spanUnit && (medicineSpanBefore(s.slice(Math.max(0, q.index - 80), q.index)) || drugs.some((d) => d.index < q.index && /\b(?:on|off|started|stopped|taking|take|takes|took|using|uses|came off|come off|been on)\b/.test(s.slice(Math.max(0, d.index - 25), d.index + d.name.length)) && !HEADACHE_WORD.test(s.slice(d.index + d.name.length, q.index))))) continue;
    // "about 6 weeks of it every night then nothing at all": how long a past bout lasted.
    if (/^\s*of (?:it|them|these|this)\b[^.]{0,40}\bthen (?:nothing|none|stopped|gone|went away|disappeared)\b/.test(s.slice(q.index + q.length, q.index + q.length + 60))) continue;
    // "then a week or so with nothing": a free spell between runs, not how long anything lasts.
    if (/^\s*(?:or so |or two |or more )?(?:with(?:out)? (?:nothing|none|no (?:headaches?|pain|attacks?|problems?))|of (?:nothing|peace|relief|no (?:headaches?|pain))|(?:headache|pain)[- ]free|clear|off)\b/.test(s.slice(q.index + q.length, q.index + q.length + 30))) continue;
    // "days a month", "times a week": the unit of a rate, not a span.
    if (/^(?:a|an|per|each|every) /.test(spoken) && /\b(?:days?|times|hours?|nights?|mornings?|evenings?)\s*$/.test(before)) continue;
    // "on the phone to me mam for over an hour": how long something else went on.
    if (/\b(?:on the phone|on a call|on (?:a |the )?(?:zoom|teams) call|in a meeting|on (?:the|my) (?:laptop|computer|xbox|playstation|switch|screen)|driving|drove|queu\w*|waiting)\b[^.,;]{0,30}\bfor (?:over |about |around |nearly |almost |a good |well over )?$/.test(before)) continue;
    // "for about three hours my mouth felt like after the dentist ... numb": the numbness of an injection, not a headache.
    if (/\b(?:numb\w*|anaesthe\w*|anesthe\w*|dentist|fillings?|injection)\b/.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "on my 12 hour shift", "a 10 hour drive": the length of something else, said as its adjective.
    if (/^\s*(?:shifts?|drives?|flights?|days? at work|working days?|journeys?|trips?|night shifts?|day shifts?)\b/.test(s.slice(q.index + q.length, q.index + q.length + 20)) && /\b\d+\s*(?:hours?|hrs?|hour)$/.test(spoken.trim())) continue;
    // "he cried for 2 minutes then carried on": how long something else went on.
    if (/\b(?:cried|cry|cries|crying|screamed|laughed|sat|waited|rested|walked|played|queued|sobbed)\s+(?:for\s+)?(?:about |around |maybe |like |only |just )?$/.test(before)) continue;
    if (yearsBack) continue;
    // "after like 8 hrs on the pc": time at a screen, not a headache.
    if (/^\s*(?:on|at|in front of|staring at) (?:the |my |a )?(?:pc|computer|screen|laptop|phone|monitor|xbox|playstation|console|tv|telly)\b/.test(s.slice(q.index + q.length, q.index + q.length + 30))) continue;
    // "he gave me juice and in like 20 min I was normal again": how long a hypo took to mend.
    if (!HEADACHE_WORD.test(s) && /\b(?:hypos?|juice|glucose|sugars?|dextro\w*|glucagon|sweets)\b/.test(s)) continue;
    // "sit in that waiting room 10 hours": a wait, not a headache.
    if (/\b(?:waiting room|wait(?:ing)? (?:list|time)|a&e|emergency room|er|queue|in line)\s+(?:for\s+)?(?:about |around |maybe |like |only |just |over )?$/.test(before)) continue;
    // "I sleep only 5 hrs": how long the person sleeps, not how long a headache lasts.
    if (/\b(?:sleep|sleeps|slept|sleeping|nap|naps|napped)\s+(?:only |just |about |around |maybe |like |barely |for )*$/.test(before)) continue;
    // "the carer she's had for three years", "a car I've had for 5 years": something else kept that long.
    if (HAD_THING_FOR.test(before)) continue;
    // "on another 7 or 8 days", "on 10 days": a count of days, never how long one lasts.
    if (q.unit === "day" && /\bon (?:another|other|the other|a further|an extra|about|around|maybe|roughly)?\s*$/.test(before)) continue;
    // "in sixty three years I could count them on one hand": a lifetime, not how long this has gone on.
    if (q.unit === "year" && /\bin (?:all )?(?:(?:my|her|his|their|your) )?$/.test(before) && LIFETIME_TALLY.test(s)) continue;
    if (/^\s*(?:of (?!(?:head|migraine|these|them|this|that|the (?:pain|same|headaches?)|pain|it\b|daily|constant|chronic|having|getting|suffering|attacks|episodes|on and off))\w+|married\b|together\b|in the (?:job|army|navy|police|force)\b|at (?:the|my|this) (?:job|company|firm|school)\b)/.test(after)) continue;
    // "induced at 36 weeks", "born at 38 weeks", "she's at 30 weeks": a point in a pregnancy, not a span.
    if (q.unit === "week" && /\b(?:at|by|from|after|before|past|until|till)\s*$/.test(before) && (/\b(?:induced|induction|delivered|delivery|born|birth|c-?section|caesarean|cesarean|pregnan\w*|gestation|waters broke|labou?r|scan)\b/.test(s) || /^\s*(?:pregnant|gestation)/.test(after))) continue;
    // "my baby Keza is 9 months now", "the 6 week check": a child's age or a postnatal check, not how long anything has gone on.
    // So is "my baby is 4 and a half months and I'm still breastfeeding", and a form's "baby 4.5 months".
    if (q.unit !== "year" && /\b(?:baby|bub|bubba|newborn|little one|son|daughter|boy|girl|twins|he|she|they)(?: (?!(?:is|are|was|has)\b)[a-z]+)?(?:'s| is| are| was| turned| turns) (?:only |just |nearly |almost |now )?$/.test(before) && /^\s*(?:old|now|and|but|so|[,.;!]|$)/.test(after)) continue;
    if ((q.unit === "month" || q.unit === "week") && /\b(?:baby|bub|bubba|newborn|little one)\s+$/.test(before)) continue;
    if (q.unit === "week" && /^\s*(?:post-?natal )?(?:check|check-?up|baby check)\b/.test(after)) continue;
    // "a day" in "dozens of times a day" is a rate, not a 24-hour attack.
    if (/^\s*(?:a|per|each|every)\s+(?:day|week|month)/.test(after) || /\b(?:every|each)\s*$/.test(before) || (q.unit === "day" && /\b(?:times|attacks|episodes|stabs|jolts|shocks|zaps|of them|of these)\s*$/.test(before))) continue;
    // "2 panadol a month", "a couple of tablets a week": how many pills in a span, not a history.
    if (/^(?:a|an|per|each|every)\s/.test(spoken) && (drugs.some((d) => d.index < q.index && q.index - (d.index + d.name.length) <= 3) || PILL_WORDS.test(before.slice(-12)))) continue;
    // "a pack a day", "two coffees a day": how much of something a day, not an attack of a day.
    if (q.unit === "day" && /\b(?:a|one|two|three|\d+|half a) (?:packs?|packets?|box(?:es)?|bottles?|cans?|cups?|glass(?:es)?|pints?|litres?|liters?|units?|cigarettes?|cigs?|fags?|joints?|coffees?|teas?|drinks?|beers?|tablets?|pills?)\s*$/.test(before)) continue;
    // "injections which kill it in about 10 min", "a triptan sorts it within the hour": how soon a
    // medicine works, not how long an attack lasts untreated (ICHD-3 reads the untreated length).
    if (/\b(?:kill\w*|stop\w*|sorts?|sorted|clear\w*|knock\w*|shift\w*|works?|worked|ease\w*|takes? (?:it|them|the pain) away|gets? rid of (?:it|them)|recover\w*|healed|better|back to normal|c[ao]me(?:s)? right|right as rain|came round|came to)\b[^.,;]{0,15}\b(?:in|within|after)\s+(?:about |around |like |maybe |roughly )?(?:the |a )?$/.test(before)) continue;
    // "the fever and everything else from covid was gone in like a week": how soon something else passed.
    if (/\b(?:fever|temps?|temperature|cold|flu|covid|cough|rash|infection|virus|bug|everything else|sickness|diarrh\w*|chest)\b[^.,;]{0,40}\b(?:gone|went|over|cleared|better|settled)\b[^.,;]{0,10}\b(?:in|within|after)\s+(?:about |around |like |maybe |roughly )?(?:the |a )?$/.test(before)) continue;
    // "computer says max 18.4m, 47 min, no deco": how long a dive or a flight took, in a
    // sentence that tells no headache and nothing lasting.
    if (!HEADACHE_WORD.test(s) && !/\b(?:it|they|this|that|lasts?|lasted|lasting|goes|went|gone|eases?|eased)\b/.test(s) && /\b(?:dive|dived|diving|dive computer|safety stop|deco|flight|flew|layover)\b/.test(s)) continue;
    // "made me breathe slowly into my cupped hands and it went away in maybe 10 minutes": a spell of over-breathing, not an attack.
    if (q.hours < 1 && /\b(?:breath\w*|calm\w* (?:me |her |him )?down|paper bag|cupped hands)\b/.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "the lidocaine ones, 12 hours on 12 off": a schedule of wearing something, not an attack's length.
    if (/^\s*(?:on|off),?\s*(?:and )?(?:\d+|twelve|eight|four)\s*(?:hours?|hrs?\s*)?(?:on|off)\b/.test(after)) continue;
    // "about 10 tablets a month over 5 days": the days the tablets are spread over.
    if (/\b(?:tablets?|tabs|pills?|doses?|capsules?)\b[^.,;]{0,15}\bover\s*$/.test(before)) continue;
    // "flu in august, fever for 3 days": how long another illness went on.
    if (/\b(?:fever|temperature|temp|flu|cold|virus|covid|bug|infection|sore throat|cough)\b[^.,;]{0,12}\bfor\s+(?:about |around |like |maybe )?$/.test(before)) continue;
    // "50 years in the mine", "20 years in the army": a working life, not the headache's.
    if (q.unit === "year" && /^\s*(?:in|at|on|with|down) (?:the |a )?(?:mines?|pits?|army|navy|forces|raf|police|force|factory|mill|job|trade|business|shipyard|docks|railway|post office|bank|office|kitchen|building trade|merchant navy)\b/.test(s.slice(q.index + q.length, q.index + q.length + 30))) continue;
    // "never i have hangover from 2 shots and never in one second": a time denied, no length.
    if (/\b(?:never|not) (?:\w+ )?(?:in|within|for)\s+(?:just |only )?$/.test(before)) continue;
    // "i've had about 2 hours sleep": the night's sleep, not the headache's length.
    if (/^\s*(?:of )?(?:sleep|kip|shut-?eye)\b/.test(after)) continue;
    // "drop asleep for like 3 hours": how long the sleep lasted, part of the attack only.
    if (/\b(?:asleep|slept|sleep|sleeping|nap|napped|napping|kip|dozed|crashed out) (?:for )?(?:like |about |around |maybe |roughly )?$/.test(before)) continue;
    // "I haven't slept, like 3 hrs a night since wednesday": the nights' sleep.
    if (/^\s*(?:a|per|each|every) night\b/.test(after) && /\b(?:slept|sleep\w*|kip|bed)\b/.test(s)) continue;
    // "i use it every night, app says 7 hours and AHI 3": a machine's or a tracker's hours of use or sleep.
    if (/\b(?:app|cpap|machine|watch|fitbit|tracker|oura|data)\b[^.,;]{0,20}\b(?:says|said|shows|showed|logged|logs|records?|recorded|reads?)\s+(?:about |around |like )?$/.test(before)) continue;
    // "the wind blows 100 km an hour": a speed, not a length.
    if (/\b\d+\s*(?:km|kms|kilometres|kilometers|miles|mi|k|knots|kph|mph)\s+$/.test(before) && /^(?:an?|one|per) (?:hour|hr)\b/.test(spoken)) continue;
    // "he can't stay still for a second", "didn't sleep for a minute": not a length of anything.
    if (/^(?:a|one) (?:second|sec|minute|min|moment)\b/.test(spoken) && /\b(?:can't|cannot|couldn't|won't|doesn't|didn't|never|not)\b[^.,;]{0,25}\bfor\s*$/.test(before)) continue;
    // "even quit coffee for a month", "tried amitriptyline for six weeks", "was in Spain for two weeks":
    // how long something else went on, not how long the headache has.
    if (/\b(?:quit|quitting|stopped|stopping|gave up|giving up|cut out|cutting out|cut down|tried|trying|took|taking|went off|came off|avoided|avoiding|was in|were in|went to|stayed|staying|visited|visiting|travell?ed|away|holiday|vacation)\b(?! (?:with|from) (?:it|this|the (?:pain|headache)))[^.,;]{0,30}\bfor\s+(?:about |around |almost |nearly |over |like |maybe )?$/.test(before)) continue;
    // "This week's just been more of them, 5 days": a count of headache days, not how long it has gone on.
    if (q.unit === "day" && /\b(?:more of them|of them|of those|lots of them|loads of them|more than usual|extra)\s*,?\s*(?:about |maybe |like )?$/.test(before)) continue;
    // "he did it again 10 min later": the time between two things, not how long one lasted.
    // "not straight away like maybe half an hour after, it built up": a delay told with a bare "after".
    if (/^\s*(?:later|afterwards|after that|after\s*(?:[,.;!?]|$)|on from that|down the line)/.test(after)) continue;
    // "O2 15L 12min -> gone", "O2 -> 15 min": how soon oxygen stopped the attack, not its untreated length.
    if (/\b(?:o2|oxygen)\b[^.a-z]{0,14}(?:l(?:pm)?\b[^.a-z]{0,4})?$/.test(before)) continue;
    // "After 3 weeks I stop it for my stomach": how long a medicine was taken.
    if (/\bafter\s+(?:about |around |maybe |like )?$/.test(before) && /^\s*,?\s*(?:i |she |he |we )?(?:stop|stopped|quit|came off|come off|finished|ran out)\b/.test(s.slice(q.index + q.length))) continue;
    // "I was sick 10 minutes after the second one": when something happened after another, not a length.
    if (/^\s*after (?:(?:the|a|an|my|each|every|that|this) (?:second|first|third|last|next|other|tablet|pill|dose|injection|jab|triptan|one|meal|drink|coffee|shot)|taking|i (?:took|had|ate|drank))\b/.test(s.slice(q.index + q.length)) && !/\b(?:last(?:s|ed|ing)?|goes on|went on|carries on|for|over|within|in)\s+(?:about |around |maybe |like |roughly )?$/.test(before)) continue;
    // "about an hour after finishing my head started": how long after something the headache began.
    if (/^\s*after (?:finishing|i (?:finished|stopped|got (?:in|home|back))|the (?:race|run|game|match|session|workout|class|gig|shift)|\w+ing)\b[^.]{0,30}\b(?:started|began|came on|kicked in|hit|set in|arrived)\b/.test(s.slice(q.index + q.length, q.index + q.length + 60))) continue;
    // "you can see it coming for an hour": the build-up seen coming, not the attack's length.
    if (/\b(?:see|feel|sense) (?:it|them|one) coming(?: on)? for\s+(?:about |around |like |a good |maybe )?$/.test(before)) continue;
    // "every autumn for 3 years ... it started up again 2 weeks ago": when this bout began, not the history.
    if (/^\s*ago\b/.test(after) && /\b(?:again|back|returned|this (?:bout|cycle|time|round|season|spell))\b[^.,;]{0,20}$/.test(before)) {
      out.push(fact(ctx, "bout_months", q.hours / 720));
      continue;
    }
    // "3 years ago I had colon cancer": when another illness happened, in a sentence with no headache.
    if (/^\s*ago\b/.test(after) && OTHER_ILLNESS.test(s) && !HEADACHE_WORD.test(s)) continue;
    // How long another illness was treated.
    if ((q.unit === "year" || q.unit === "month") && otherIllnessTold) continue;
    // "he ate it on his skateboard 3 yrs ago (8th grade) and hit his head": when a knock happened.
    // So is "... got a bump on his head ... and he was fine, that was like a year and a half ago".
    if (/^\s*ago\b/.test(after) && (INJURY_BEFORE.test(before) || INJURY_EVENT.test(s)) && !/\b(?:head ?aches?|headaches?|migraines?|pains?)\b/.test(s)) continue;
    // "had it checked a fortnight ago", "saw the optician 2 weeks ago": when something was done about it.
    // So is "optometrist 2 yrs ago said everything fine": the one who looked, then when.
    if (/^\s*ago\b/.test(after) && /\b(?:checked|check-?up|seen|saw (?:the|my|a)|scanned|tested|tests?|screens?|screening|x-?rayed|appointment|review(?:ed)?|bloods|follow[- ]up|lasered|operated on|treated|fixed|(?:last|latest) (?:one|test|check|scan|visit))\b[^.,;]{0,25}$|\b(?:optometrist|optician|eye test|eye check|dentist|gp|doctor|neurologist|neuro|specialist|consultant|physio|chiropractor|osteopath|scan|mri|ct|x-?ray|blood tests?|bloods)\s+$/.test(before)) continue;
    // "2-3 big ones a month", "a few bad days a week": a rate's period, not a length of time.
    if (/\b(?:times?|ones?|days?|nights?|attacks?|head ?aches?|migraines?|episodes?|of them|of these)\s+$/.test(before) && /^(?:an?|one|per|each|every)\b/.test(spoken)) continue;
    // "about 8 a YEAR, not a month", "twice a week or a month": a rate's period set against another.
    if (/\b(?:a|per|each|every) (?:day|week|fortnight|month|year)\s*,?\s*(?:not|or|and not|rather than|instead of)\s+$/.test(before) && /^(?:an?|one|per|each|every)\b/.test(spoken)) continue;
    // "I have 42 years" (Portuguese, Spanish, French "tengo/tenho/j'ai 42 ans"): the person's age.
    if (q.unit === "year" && HAVE_YEARS_AGE.test(before) && /^\s*(?:old\b|[.,;!]|$)/.test(after)) continue;
    // "a friend from the club, 40 years, had a tear in the artery": a person's age set in commas.
    if (q.unit === "year" && PERSON_THEN_COMMA.test(before) && /^\s*(?:old\s*)?[,)]/.test(after)) continue;
    // "gp gave me indomethacin 3 weeks ago": when a medicine was started, not when the headache was.
    if (/^\s*ago\b/.test(after) && MEDICINE_STARTED.test(before)) continue;
    // "quit weed cold turkey 10 days ago": when a habit stopped, not when the headache began.
    if (/^\s*ago\b/.test(after) && HABIT_STOPPED.test(before) && !HEADACHE_WORD.test(before)) continue;
    // "periods stopped 3 years ago", "went through the change 5 years ago": when the menopause came.
    if (/^\s*ago\b/.test(after) && /\b(?:periods?|menstruation|menses|the change|menopause|my cycle)\b[^.,;]{0,25}$/.test(before) && !HEADACHE_WORD.test(before)) continue;
    if (/^\s*ago\b/.test(after)) {
      out.push(fact(ctx, "history_months", q.hours / 720, undefined, "onset"));
      continue;
    }
    // "it goes on for a day and a half" is how long one lasts; "it has been going on for ten days" is how long it has existed.
    // "last" as a verb ("they can last 3 days") is a duration; "for the last 10 days", "over the
    // past 10 days" count the days the problem has existed (a count of days is not an attack's length).
    // "I am having headache from last 9 days" (South Asian English): since, the span too.
    const spanLast = /(?:\b(?:the|for|over|in|during|these|past|from|since) |(?:^|[,;:]\s*))(?:last|past)\s+(?:(?:few|couple of|about|around|almost|nearly|over) )?$/.test(before);
    const historyVerb = /\b(?:for|past|last|over|since|had (?:it|this|them|these)|been)\b[^.]{0,18}$/.test(before) && (spanLast || !/\blast(?:s|ing|ed)? (?:for )?(?:about |around )?$/.test(before)) && !/\b(?:goes|go|went|carries|carry) on for (?:about |around |up to )?$/.test(before);
    const longUnit = q.unit === "week" || q.unit === "month" || q.unit === "year";
    // "the headache was there two months already by then": how long it had gone on at a past point.
    if (longUnit && /^\s*(?:already\s+|old\s+)?(?:by then|by that (?:point|time|stage)|at (?:that|the) time|when (?:i|she|he|it) (?:hit|banged|bumped|knocked|fell|had))\b/.test(after)) continue;
    // "Her GP appointment is in 3 weeks", "the scan is in a month": a time still ahead.
    if (longUnit && /\b(?:appointment|appt|referral|scan|mri|ct|review|follow-?up|consultation|clinic|gp|doctor|neurologist|specialist|waiting list|surgery|operation|op|due date|holiday|exams?)\b[^.,;]{0,25}\b(?:is |are |'s )?(?:in|not for|not till|not until)\s+(?:another |about |around |roughly |only |just )?$/.test(before)) continue;
    // "one strip of 20 finishes in 3 weeks": how long a supply lasts (supplyDays), not the history.
    if (SUPPLY_BEFORE.test(before)) continue;
    // "my mums ... shes been gone 3 years": how long since someone died or left.
    if (longUnit && /\b(?:been gone|passed(?: away)?|died|moved (?:out|away)|left (?:home|us))\s+(?:for\s+)?(?:about |nearly |almost |over |just over )?$/.test(before)) continue;
    // "those went after a couple of months once he was home": how long a spell lasted before it ended,
    // not how long the present headache has gone on.
    if (longUnit && /\b(?:went|gone|stopped|cleared|settled|eased|disappeared|finished|ended|vanished|faded)\s+(?:off\s+|away\s+|up\s+)?(?:after|within)\s+(?:about |around |nearly |almost |over |just over |only )?$/.test(before)) continue;
    // "Sprayed for 50 year and never had a headache off it": how long something else went on, told
    // against a headache denied.
    // Not "Past 3 weeks having headache, last time never had headache problem one": the span's own headache told first.
    const neverAfter = longUnit ? /\bnever (?:had|got|gets?|get) (?:a |any |one )?(?:head ?aches?|headaches?|migraines?)\b/.exec(s.slice(q.index)) : null;
    if (neverAfter !== null && !HEADACHE_WORD.test(s.slice(0, q.index)) && !HEADACHE_WORD.test(s.slice(q.index, q.index + neverAfter.index))) continue;
    // "I never had headache in my life, 30 years driving Toronto to Vancouver no headache": years of
    // something else, told between two denials of any headache.
    if (longUnit && /\bnever (?:had|got|get) (?:a |any )?(?:head ?aches?|headaches?|migraines?)\b/.test(s.slice(0, q.index)) && /\bno (?:head ?aches?|headaches?|migraines?)\b/.test(s.slice(q.index))) continue;
    // "I shore sheep for 40 years", "he's been saying my face was crooked for 40 years": years of something else.
    if (longUnit && YEARS_OF_SOMETHING_ELSE.test(s.slice(Math.max(0, q.index - 80), q.index))) continue;
    // "migraines when he was young ... but nothing for 30 years": the years without any, not this one's.
    if (longUnit && /\b(?:nothing|none|no (?:head ?aches?|headaches?|migraines?|attacks?)|not (?:one|a single one)|free of (?:them|it))\s+(?:for|in)\s+(?:about |around |over |nearly |almost |like )?$/.test(before)) continue;
    // "So 20 years nothing", "ten years headache-free": years without a headache, not how long one has gone on.
    if (longUnit && /^\s*(?:of\s+)?(?:nothing|none|no (?:head ?aches?|headaches?|migraines?|pain|attacks?)|(?:head ?ache|headache|migraine|pain)[- ]free|free|clear)\b/.test(after)) continue;
    // "4 days now", "day count: 3 days so far": how long this has gone on, told with no verb; so is a
    // bare "4 days" told just after "it has not stopped since".
    const daysSoFar = q.unit === "day" && (/^\s*(?:now|so far|and counting|already)\b/.test(after) || (BARE_SPAN.test(s) && ONGOING_TOLD.test(sentenceBefore(ctx.message ?? "", ctx.offset ?? 0))));
    if (longUnit || (q.unit === "day" && (historyVerb || daysSoFar) && (!/\blast/.test(before) || spanLast)) || ctx.expects === "history") {
      if (!/\b(?:attacks?|each|lasts?|lasting)\b/.test(before.replace(/\b(?:the|for|over|in|during|these|past|from|since) last\b/g, " ")) || longUnit) {
        // "kept a tally the last three months", "in the past 3 months I've had...": a counting
        // window, which does not shorten a longer history told elsewhere (fact-set.ts); "for the
        // last three months" is how long it has existed.
        const window = spanLast && !/\b(?:for|from|since) (?:the |these )?(?:last|past)\s+(?:(?:few|couple of|about|around|almost|nearly|over) )?$/.test(before);
        out.push(fact(ctx, "history_months", q.hours / 720, q.hoursMax / 720, window ? "window" : undefined));
        continue;
      }
    }
    if (VISION_WORDS.test(s) && q.hours < 0.1) continue;
    // "she was unconscious for a few minutes", "her arm shook maybe one minute": how long that event
    // lasted, in a sentence that does not speak of the headache.
    if (BLACKOUT_OR_FIT.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "the room whirls round for about twenty seconds and then settles": a dizzy turn's length.
    if (DIZZY_TURN.test(s) && !HEADACHE_WORD.test(s)) continue;
    // "my jaw starts aching after a minute of chewing": when the jaw tires, not how long a headache lasts.
    if (/\b(?:chew\w*|jaw|jaws)\b/.test(s) && q.hours < 0.5) continue;
    // "a shiny spot in my vision that gets bigger ... lasts like 20 min then goes away, THEN the headache
    // comes": the warning's length, told before the headache that follows it.
    const warningThenHeadache = /\b(?:vision|sight|eyes?|spot|zig-?zags?|lights?|lines?|shimmer\w*|sparkl\w*|flash\w*|numb\w*|tingl\w*|pins and needles)\b/.test(s.slice(0, q.index)) && HEADACHE_AFTER_WARNING.test(s.slice(q.index + q.length, q.index + q.length + 60));
    if ((VISION_BACK.test(s) || warningThenHeadache) && q.hoursMax <= 1.01 && !attackSet) {
      out.push(fact(ctx, "aura_minutes", q.hours * 60, q.hoursMax * 60));
      continue;
    }
    // "suminat works in 1 hour", "a tablet sorts it in 20 minutes": how fast a medicine helps, not how
    // long an untreated attack lasts (ICHD-3 reads untreated duration).
    if (TREATED_BEFORE.test(before) || TREATED_AFTER.test(after + s.slice(q.index + q.length + 16, q.index + q.length + 40)) || drugs.some((d) => d.index < q.index && q.index - d.index < 50 && /\b(?:in|within|after)\s+(?:about |around |like |an? )?$/.test(before))) continue;
    // "I wake at 3h all wet": a clock time written the French way (read as "3 hours"), not a length.
    if (q.unit === "hour" && /\b(?:wake|wakes|woke|waking|woken|get up|gets up|got up|go to bed|went to bed|sleep|slept|start|starts|started|finish|finishes|finished|up|home|leave|left) at\s+$/.test(before)) continue;
    // "After maybe one hour I started to panic": when something else began, not how long the attack lasts.
    if (/(?:^|[,;]\s*|\b(?:and|then)\s+)(?:after|within)\s+(?:about |around |maybe |like |roughly |an? )?$/.test(before) && /^\s*,?\s*(?:or so\s+)?(?:i|she|he|we|they) (?:start|starts|started|begin|begins|began|get|gets|got|feel|feels|felt|go|goes|went|had to|have to|has to|was|were|notice|noticed)\b/.test(after + s.slice(q.index + q.length + 16, q.index + q.length + 30))) continue;
    // "once i take the lot im usually back on deck in 2-3 hrs": well again after the medicine, whatever it is called.
    if (/\b(?:once|after|when|if|whenever) (?:i|she|he|they) (?:take|takes|took|have taken|'ve taken|swallow|swallowed|have had|'ve had) (?:the lot|my (?:meds|tablets|pills|stuff)|them|it|something|the (?:tablets|pills|meds|combo))\b[^.]{0,50}\b(?:in|within|after)\s+(?:about |around |like |an? |a couple(?: of)? )?$/.test(s.slice(Math.max(0, q.index - 90), q.index))) continue;
    // "ibuprofeno 600 and 2 hours in the dark and im ok": relief with the medicine and a dark room.
    if (drugs.some((d) => d.index < q.index && q.index - d.index < 30) && /^[^.]{0,30}\b(?:and )?(?:i'm|im|i am|it's|its|it is|she's|he's) (?:ok|okay|fine|good|better|gone|alright|right)\b/.test(s.slice(q.index + q.length))) continue;
    // "Lasts most of a day unless I take sumatriptan, then like 2 hrs": the treated length.
    if (drugs.some((d) => d.index < q.index && q.index - d.index < 45 && /\b(?:unless|if|when|once|whenever)\b[^.,]{0,14}$/.test(s.slice(Math.max(0, d.index - 25), d.index)))) continue;
    // "2 excedrin and a dark room and I'm good in a couple hrs": relief with the medicine, not an untreated length.
    if (drugs.some((d) => d.index < q.index && q.index - d.index < 80) && /\b(?:good|fine|better|ok|okay|grand|sorted|gone|right|alright)\s+(?:again\s+)?(?:in|within|after)\s+(?:about |around |like |an? |a couple(?: of)? )?$/.test(before)) continue;
    // "In the form i put 1-2 hours because ...": the form's figure quoted back, explained away, not told anew.
    if (/\b(?:form|questionnaire)\b/.test(s) && /\b(?:i|we|she|he|my \w+) (?:put|wrote|entered|typed|filled in|ticked|chose|picked)\s+(?:down\s+|in\s+)?$/.test(before)) continue;
    // "Form says 4 hr, thats how long Im up ..., not how long it hurts": the form's figure, said to be of something else.
    if (/\b(?:form|questionnaire)\b[^.]{0,20}$/.test(before) && /\bnot (?:how long|the time) (?:it|the pain|the headache|they|the attack) (?:hurts?|lasts?|last)\b/.test(s)) continue;
    // "the bad run in the morning is like 1-2 hours of zapping zapping": how long a run of attacks goes on.
    if (/^\s*(?:of|with) (?:constant |non-?stop |back to back )?(?:zapping|zaps|stabbing|stabs|shocks|jolts|attacks|them|these|one after (?:the )?other)\b/.test(after + s.slice(q.index + q.length + 16, q.index + q.length + 30)) || /\b(?:run|runs|volley|burst|series|salvo|barrage)\b[^.,;]{0,40}$|\b(?:one after (?:the )?(?:other|another)|back to back)\b[^.,;]{0,20}$/.test(before)) continue;
    // "After Ketonal I fall in sleep like a stone for 2-3 hours": the sleep a medicine brings, a treated attack's end.
    if (drugs.some((d) => d.index < q.index) && /\b(?:sleep|asleep|slept|sleeping|nap|naps|napping|kip|conk out|zonk\w*)\b[^.,;]{0,25}\bfor\s+(?:about |around |like |maybe |roughly )?$/.test(before)) continue;
    // "with nurofen about an hour": the treated length, not the attack's.
    if (drugs.some((d) => d.index < q.index && q.index - d.index < 35 && /\bwith (?:the |a |an |some |her |his |my )?$/.test(s.slice(Math.max(0, d.index - 10), d.index)))) continue;
    // "2 times in month, every time 1-2 days ... so about 9 days": the days those attacks add up to
    // in the month, not one attack's length.
    if (q.unit === "day" && drugs.length === 0 && !PILL_WORDS.test(s) && !/^\s*(?:on|with|of|taking|i take)\b/.test(after) && /^\s*(?:so|which is|that'?s|thats|making|in total|total)\s+(?:about |around |like |roughly |maybe )?$/.test(before) && /\bmonth\b/.test(ctx.message ?? s)) {
      // "the form says Bodrex 22. that is tablets in a month, not days. ... always take 2. so 11 days":
      // the days of the medicine whose tablets the message counted, not headache days.
      const counted = TABLETS_TOLD.test(ctx.message ?? "") ? findDrugs(ctx.message ?? "").at(-1) : undefined;
      if (counted !== undefined) out.push(fact(ctx, `med:${counted.name}`, Math.min(30, q.hours / 24), undefined, counted.cls));
      else out.push(fact(ctx, "headache_days", Math.min(30, q.hours / 24), undefined));
      continue;
    }
    // "not all day": a length denied.
    if (/\b(?:not|never|isn't|wasn't|doesn't)\s+(?:for\s+|last\s+)?$/.test(before)) continue;
    // "todays started maybe an hour after training": when it began after something, not how long it lasted.
    if (/\b(?:started|starts|began|begins|came on|comes on|kicked in|kicks in|hit|hits|set in)\s+(?:maybe |about |around |roughly |like |only |just )?$/.test(before) && /^\s*(?:after|before|into|later)\b/.test(after)) continue;
    // "i get a headache ... about 15 minutes after i sit up": how soon it comes after something, not how long it lasts.
    if (/^\s*(?:or so\s+)?(?:after|once) (?:i|she|he|we|you|they)\b/.test(after) && !/\b(?:last\w*|for|goes on|went on)\s+(?:about |around |maybe |like |roughly )?$/.test(before)) continue;
    // "then after one hour or two it come again": the gap before the next attack, not an attack's length.
    // Not "within 3-4 minutes it came to the top": the time to peak (read below).
    if (/\b(?:after|in|within)\s+(?:about |around |another |maybe |like )?$/.test(before) && /^\s*(?:or (?:so|two) )?,?\s*(?:it|they|the pain|another(?: one)?|the next(?: one)?)\s+(?:come|comes|came|start|starts|started|return|returns|returned|is back|are back|was back)\b/.test(s.slice(q.index + q.length, q.index + q.length + 40)) && !PEAK_AFTER.test(s.slice(q.index + q.length, q.index + q.length + 40))) continue;
    // "on my 10 min.", "between calls got 10 mins", "6 min turnaround", "on layover at the loop 8 mins":
    // the break the person is typing in, not an attack's length.
    if (q.unit === "minute" && (/^\s*(?:break|turnaround|turn-?round|layover|lunch|tea ?break|breather|smoko|left|to spare|spare|free|before (?:i|my|the|we)|till (?:i|my|the)|until (?:i|my|the))\b/.test(after) || (/\b(?:on (?:my|a|the)|(?:i'?ve |have |only |just )?got|i have|only have)\s+(?:about |like |only |just |a )?$/.test(before) && /^\s*(?:[.!,]|$)/.test(after)) || /\b(?:on (?:my |a |the )?(?:break|layover|lunch|turnaround|smoko|tea break)|between (?:calls|clients|patients|jobs|drops|runs|deliveries))\b[^.;]{0,30}$/.test(before))) continue;
    // "I walk 20 minutes to office": how long a walk or a drive takes, not an attack.
    if (/\b(?:walk|walks|walked|walking|drive|drives|drove|driving|commute|commutes|ride|rides|cycle|cycles|jog|jogs)\s+(?:for\s+)?(?:about |around |like |maybe |only |just )?$/.test(before) && /^\s*(?:to|from|into|each way|there|home)\b/.test(after)) continue;
    // "i'm up for 3 hours after cause i cant settle": awake after an attack, not its length.
    if (/\b(?:up|awake|wide awake|lying awake|lie awake|pacing)\s+for\s+(?:about |another |maybe |like )?$/.test(before) && /^\s*(?:after|afterwards|later)\b/.test(after)) continue;
    // "it really spikes, throbs harder for a few secs": how long a surge within an attack lasts.
    if (q.hours < 1 && SURGE_BEFORE.test(before)) continue;
    // "super sakit in 1 second", "full on in a few seconds": seconds said with "in" time how fast it
    // came (to peak), not how long it lasted.
    if (q.unit === "second" && /\bin\s+(?:about |around |like |maybe |just |only |under |less than |literally |a )?$/.test(before) && !/\b(?:finish\w*|gone|over|done|ends?|ended|stops?|stopped|lasts?|lasted|pass(?:es|ed)?|fades?|faded|disappears?|goes away|went away)\b[^.,;]{0,12}$/.test(before)) {
      if (!out.some((o) => o.key === "peak_hours")) out.push(fact(ctx, "peak_hours", q.hours, q.hoursMax));
      continue;
    }
    // How long an attack takes to build is not how long it lasts (time to peak, ICHD-3 6.2.2).
    // "then on the descent it built up, 30 or 40 minutes, into a pounding": a build told in apposition.
    // "Built up over maybe half an hour, 45 min, to a throb": a second figure for the same build.
    // "it built up the rest of the way, maybe 10 minutes, and by the finish line it was pounding".
    const builtAside = (/\b(?:built|builds|building|build|ramped|ramps|crept|creeps|climbed|climbs|grew|grows)(?: up)?\s*,\s*(?:about |around |maybe |like |over )?$/.test(before) || /\b(?:built|builds|building|build|ramped|ramps|crept|creeps|climbed|climbs|grew|grows)(?: up)?(?: over)?\b[^.;]{0,30},\s*(?:or\s+)?(?:about |around |maybe |like )?$/.test(before)) && /^\s*(?:or so)?\s*,?\s*(?:and )?(?:into|to|till|until|before|by)\b/.test(after);
    if (builtAside || ONSET_TIME.test(before) || FROM_TO_IN.test(s.slice(Math.max(0, q.index - 90), q.index)) || PEAK_AFTER.test(s.slice(q.index + q.length, q.index + q.length + 40)) || (q.hours <= 1 / 60 && (PEAK_SAID_BEFORE.test(before) || IMPACT_AFTER.test(after)))) {
      // "full blast that second, not building up over an hour like her migraines do": the build-up
      // denied is the usual attack's, set against this one; it gives no time to peak.
      if (NOT_BUILDING.test(before)) continue;
      if (!out.some((o) => o.key === "peak_hours")) out.push(fact(ctx, "peak_hours", q.hours, q.hoursMax));
      continue;
    }
    // "indomethacin from neurologist stopped them in a day or two": how soon a medicine worked, not an attack's length.
    if (MEDICINE_WORKED_IN.test(before)) continue;
    // "had 2 suma ... gave me maybe a couple hours then back": the relief a tablet bought, not an attack's length.
    if (/\b(?:gave|gives|give|bought|buys|buy) (?:me|her|him|us) (?:(?:about|around|maybe|like|only|just|a good|barely) )*$/.test(before)) continue;
    if (SECOND_DOSE_BEFORE.test(before) && /^\s*(?:after|later)\b/.test(after)) continue;
    // "after i take it my chest and throat feel tight and heavy for maybe 15-20 mins": how long a
    // medicine's side effect lasts (triptan sensations), not the attack.
    if (MEDICINE_EFFECT.test(s.slice(0, q.index))) continue;
    // "after 2-3 hours I fall asleep, and when I wake up it is gone": the time to falling asleep; the
    // attack lasts until waking (ICHD-3 1.1 note 2), so no length is told.
    if (/^\s*,?\s*(?:i|she|he|they)\s+(?:usually |normally |just |finally )?(?:fall|falls|fell|drop|drops|dropped|doze|dozes|dozed|drift|drifts|drifted|nod|nods|nodded) (?:asleep|off)\b/.test(after + s.slice(q.index + q.length + 16, q.index + q.length + 40))) continue;
    // "he gave me juice and in 10 min i was normal": how soon the person came right, not an attack.
    if (/\b(?:in|within|after)\s+(?:about |around |like |maybe |only |just )?$/.test(before) && /^\s*,?\s*(?:i|she|he|they)\s+(?:was|were|felt|came)\s+(?:totally |completely |back to |right |all )?(?:normal|fine|better|ok|okay|myself|herself|himself|round)\b/.test(after)) continue;
    // "I pushed for 3 hours in labour": how long a labour or an operation went on.
    if (/^\s*(?:in|of) (?:labou?r|surgery|theatre|the operation|recovery)\b/.test(after) || /\bpush(?:ed|ing)? for (?:about |around |nearly |over )?$/.test(before)) continue;
    // "within 2 days of starting indomethacin they stopped": a time to effect, not a duration.
    if (/\bwithin (?:about |around |roughly |like |a |the first )?$/.test(before) && !/\b(?:gone|goes|go|over|stops?|stopped|passes|passed|settles?|eases?|disappears?|fades?|wears off)\b[^.]{0,12}$/.test(before)) continue;
    // "about 9 or 10 days are real migraine": a count of days, the subject of its sentence.
    if (q.unit === "day" && /^\s*(?:are|were|of them|of those|have|had|with)\b/.test(s.slice(q.index + q.length, q.index + q.length + 12))) {
      // "... are real migraine": the migraine days among the headache days told before.
      if (/^\s*(?:are|were) (?:the )?(?:real|proper|true|full|bad|actual|big)? ?(?:migraines?|migraine days|ones)\b/.test(s.slice(q.index + q.length, q.index + q.length + 30))) out.push(fact(ctx, "migraine_days", q.hours / 24, q.hoursMax / 24));
      continue;
    }
    // "now its maxalt about 4 days and fioricet 3 days": the days a medicine named just before is taken on.
    if (q.unit === "day" && drugs.some((d) => d.index < q.index && q.index - (d.index + d.name.length) <= 12)) continue;
    // A count of days is a duration only when said as one ("lasts 3 days", "for about 2 days").
    if (q.unit === "day" && ctx.expects !== "duration" && !/\b(?:last\w*|for|go(?:es)? on|goes on|went on|stay\w*|continu\w*|each|up to|about|around|roughly|usually|normally|can be|takes?|runs? for)\b[^.]{0,15}$/.test(before)) continue;
    if (/\b(?:numb|weak|vision|speech|slurr|tingl)\w*/.test(s) && /\b(?:ago|been|since|hasn't)\b/.test(s) && q.unit === "hour") continue;
    const inAura = auraSentence && q.unit === "minute" && q.hoursMax <= 1.01 && (thenAt < 0 || q.index < thenAt) && !attackSet;
    if (inAura) {
      out.push(fact(ctx, "aura_minutes", q.hours * 60, q.hoursMax * 60));
      continue;
    }
    // "10 minutes, 15 at most": the upper end said after, in the same unit.
    const most = AT_MOST_AFTER.exec(s.slice(q.index + q.length, q.index + q.length + 24));
    const upper = most === null ? q.hoursMax : Math.max(q.hoursMax, parseNum(most[1]) * (UNIT_HOURS[q.unit] ?? 0));
    // "about 3 hours now", "6 hours so far": how long this attack has gone on yet, not how long one lasts.
    const soFar = /^\s*(?:now|so far|and counting|already|and still going)\b/.test(after) ? "so_far" : undefined;
    out.push(aboutAt(ctx, q.index, fact(ctx, "attack_hours", q.hours, upper, soFar)));
    attackSet = true;
  }
  // A phrase already read as the time to peak ("full on within a couple of seconds") is not also a length.
  const peakSaid = out.some((o) => o.key === "peak_hours");
  const visionSpell = aboutEyesightOnly && VISION_SPELL.test(s);
  if (!attackSet && !auraSentence && !visionSpell && !yearsBack) {
    for (const [re, lo, hi] of PHRASE_DURATIONS) {
      if (peakSaid && hi < 1 / 60) continue;
      const m = re.exec(s);
      // "a couple of days a month": part of a frequency, not a length.
      if (m !== null && freqs.some((f) => m.index < f.index + f.length && f.index < m.index + m[0].length)) continue;
      // "not drunk anything all day", "been on the xbox all evening": how long something else went on.
      if (m !== null && OTHER_ACTIVITY_BEFORE.test(s.slice(Math.max(0, m.index - 40), m.index))) continue;
      // "indomethacin stopped them in a day or two": how soon a medicine worked.
      if (m !== null && MEDICINE_WORKED_IN.test(s.slice(Math.max(0, m.index - 50), m.index))) continue;
      if (m !== null && SECOND_DOSE_BEFORE.test(s.slice(Math.max(0, m.index - 25), m.index)) && /^\s*(?:after|later)\b/.test(s.slice(m.index + m[0].length))) continue;
      // "completely gone in between, I'm fine all day at work": how long the person is well.
      if (m !== null && /\b(?:fine|ok|okay|good|grand|great|clear|free|normal|well|alright|all right|right as rain)\s+$/.test(s.slice(Math.max(0, m.index - 20), m.index))) continue;
      // "it doesn't last all day", "not the whole night": a length denied.
      if (m !== null && /\b(?:not|never|isn't|wasn't|doesn't|don't|didn't|won't|rarely|seldom|hardly ever)\s+(?:\S+\s+){0,2}$/.test(s.slice(Math.max(0, m.index - 30), m.index))) continue;
      if (m !== null) {
        // "they take all morning to build": how long it takes to peak, not how long it lasts.
        const build = /^\s*(?:to )?(?:build|peak|come on|get going|get bad|get to (?:its )?(?:worst|peak))\b/.test(s.slice(m.index + m[0].length)) && /\b(?:takes?|took|taking)\s+$/.test(s.slice(Math.max(0, m.index - 12), m.index));
        out.push(aboutAt(ctx, m.index, fact(ctx, build ? "peak_hours" : "attack_hours", lo, hi)));
        break;
      }
    }
  } else if (auraSentence && !attackSet && /\brest of the day\b|\ball day\b|\bfor hours\b/.test(s)) {
    out.push(fact(ctx, "attack_hours", 6, 12));
  }

  const unitPast = /\b(?:for|over|in|during) (?:the )?(?:past|last) (year|month|week|decade)\b|\bfor (?:over |more than |about |almost )?a (year|decade)\b/.exec(s);
  // "here is my app summary for last month": the window a record covers, not how long the headaches go back.
  const recordWindow = unitPast !== null && /\b(?:summary|summaries|diary|log|logs|record|records|stats|statistics|numbers|export|report|data|readings|tracker|chart|calendar|entries)\s+$/.test(s.slice(Math.max(0, unitPast.index - 14), unitPast.index));
  if (unitPast !== null && !recordWindow && !out.some((o) => o.key === "history_months") && !otherIllnessTold) {
    const u = unitPast[1] ?? unitPast[2];
    out.push(fact(ctx, "history_months", u === "decade" ? 120 : u === "year" ? 12 : u === "month" ? 1 : 0.25));
  }
  // A date dates the headache when said with "since", or in a sentence about the headaches:
  // "I had shingles back in 2015" dates something else.
  const sinceAt = s.search(/\bsince\b/);
  const toSince = sinceAt > 0 ? s.slice(0, sinceAt) : "";
  // "I drink no alcohol since 2015", "he has parkinsons since 2020": how long another habit or illness has gone on.
  // "im on rigevidon since august": on something (a medicine, a diet) since then.
  const habitSince = (/\b(?:alcohol|drink\w*|drunk|smok\w*|vap(?:e|ing)|cigarettes?|coffee|caffeine|sugar|meat|gluten|dairy|retired|married|divorced|moved|living here|lived here)\b[^.]{0,25}$/.test(toSince) || OTHER_SPAN_BEFORE.test(toSince) || /(?:\b(?:i'?m|i am|i'?ve been|been|she'?s|he'?s|she has been|he has been) |(?:^|[,;:]\s*))on (?:the |a |my )?[a-z-]+(?: pill| diet| tablets?)?(?: for (?:my |her |his |the )?[a-z]+)?\s*$/.test(toSince)) && !HEADACHE_WORD.test(toSince);
  // "I do the Enbrel injection every week and methotrexate on a Saturday, been on them since 2022".
  // "since 3 Oct ive been using solpadeine max instead", "I've only been on it since mid sept": when
  // an acute medicine began (ICHD-3 8.2 B wants > 3 months of its regular use), not the headache.
  // "Nurofen pretty much every day since the 2nd": the medicine and how often, then since when.
  const takenOftenSince = sinceAt > 0 && !HEADACHE_WORD.test(toSince) && drugs.some((d) => d.index < sinceAt && freqs.some((x) => x.index > d.index && x.index < sinceAt));
  const acuteSince = takenOftenSince || (sinceAt >= 0 && (ACUTE_SINCE_AFTER.test(s.slice(sinceAt)) && (drugs.some((d) => d.index > sinceAt) || /\b(?:it|them)\b/.test(s.slice(sinceAt))))) || (ACUTE_SINCE_BEFORE.test(toSince) && (drugs.some((d) => d.index < sinceAt) || earlierDrugs.length > 0 || MEDICINE_TALK.test(ctx.message ?? s)));
  if (acuteSince) {
    const started = earliestSince(s, ctx.now);
    const d = drugs[0] ?? supplyDrug;
    if (started !== null) out.push(fact(ctx, "med_started_months", started, undefined, d?.cls));
  }
  // "taking Panadol 2 three times a day for the last fortnight": how long the medicine has been taken
  // like this (ICHD-3 8.2 B wants more than 3 months of it).
  const takenFor = drugs.length > 0 ? TAKEN_FOR_LAST.exec(s) : null;
  if (takenFor !== null && drugs.some((d) => d.index < (takenFor.index ?? 0))) {
    const n = takenFor[1] === undefined ? 2 : parseNum(takenFor[1]);
    const unit = takenFor[2] ?? "weeks";
    const months = /^d/.test(unit) ? n / 30.44 : /^w/.test(unit) ? (n * 7) / 30.44 : n;
    if (!Number.isNaN(months)) out.push(fact(ctx, "med_started_months", Math.round(months * 10) / 10, undefined, drugs[0]?.cls));
  }
  // "biogesic almost everyday since it started", "aleve most days since this started, so about 4
  // weeks": the medicine taken since the present headache began, as old as it (ICHD-3 8.2 B).
  const sinceBegan = drugs.length > 0 ? SINCE_HEADACHE_BEGAN.exec(s) : null;
  if (sinceBegan !== null && drugs.some((d) => d.index < (sinceBegan.index ?? 0))) {
    const cls = drugs.findLast((d) => d.index < (sinceBegan.index ?? 0))?.cls;
    const n = sinceBegan[1] === undefined ? NaN : parseNum(sinceBegan[1]);
    const unit = sinceBegan[2] ?? "";
    const months = /^d/.test(unit) ? n / 30.44 : /^w/.test(unit) ? (n * 7) / 30.44 : n;
    if (!Number.isNaN(months)) out.push(fact(ctx, "med_started_months", Math.round(months * 10) / 10, undefined, cls));
    else out.push({ key: "med_since_onset", polarity: "affirmed", hedged: false, evidence: ctx.quote ?? ctx.sentence, source: ctx.source, ...(cls === undefined ? {} : { tag: cls }) });
  }
  // "14 days a month on the co-codamol, been doing it since about May": since the medicine began.
  const medicineSince = acuteSince || medicineSpanBefore(toSince) || ((MEDICINE_NAMED.test(toSince) || drugs.some((d) => d.index < sinceAt)) && /\b(?:been on|on|taking|took|started|using|injecting|had|doing) (?:them|it|those|these|that|this|both)\s*$/.test(toSince));
  // "headache since around 7pm", "since lunchtime": hours old, today.
  const sinceToday = !habitSince && !medicineSince && SINCE_TODAY.test(s) && HEADACHE_TALK.test(s);
  // "He fell off the monkey bars in April 2025 and got a bump on his head": when a knock happened.
  const injuryDated = sinceAt < 0 && INJURY_EVENT.test(s) && !HEADACHE_NOUN.test(s);
  // "started indometacina last Friday and since Sunday only 1 or 2 a day": since the treatment, not the headache.
  const treatmentSince = ON_TREATMENT_SINCE.test(s.slice(0, sinceAt >= 0 ? sinceAt + 6 : 0));
  // When another illness was treated.
  const illnessDated = sinceAt < 0 && otherIllnessTold;
  // "GP started me on Doryx 2 Oct for rosacea": when a medicine began, in a sentence with no headache.
  const medicineBegun = sinceAt < 0 && MEDICINE_BEGUN.test(s) && !HEADACHE_NOUN.test(s);
  const since = sinceToday ? 0.01 : !habitSince && !medicineSince && !injuryDated && !treatmentSince && !illnessDated && !medicineBegun && (sinceAt >= 0 || HEADACHE_TALK.test(s)) ? monthsSinceNamedMonth(s, ctx.now) : null;
  // "Since about mid May it's different": when the present pattern began, not the whole history.
  if (since !== null) out.push(fact(ctx, "history_months", since, undefined, CHANGE_WORDS.test(s) ? "change" : undefined));
  // "my migraine started just as we sat down to sunday roast. its now wednesday night and its still
  // here": the day it began, in the sentence before, and the day it is now.
  const dayNow = since === null ? /\b(?:it'?s|its|it is|today is|today's) (?:now )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(s)?.[1] : undefined;
  const dayBegun = dayNow === undefined ? undefined : /\b(?:started|began|came on|kicked off|kick(?:ed|s)? in|since)\b[^.]{0,50}?\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(sentenceBefore(ctx.message ?? "", ctx.offset ?? 0))?.[1];
  if (dayNow !== undefined && dayBegun !== undefined) out.push(fact(ctx, "history_months", Math.round((((WEEKDAYS.indexOf(dayNow) - WEEKDAYS.indexOf(dayBegun) + 7) % 7 || 7) / 30.44) * 100) / 100));
  // "but this started last night", "the headache came on this morning": a headache of hours.
  const startedLately = since === null ? STARTED_LATELY.exec(s) : null;
  if (startedLately !== null && !out.some((o) => o.key === "history_months")) out.push(fact(ctx, "history_months", /^(?:last night|yesterday)$/.test(startedLately[1] ?? "") ? 0.03 : 0.01));
  // "headache 10 days", "6th day.", "day 6 of this headache": how long this headache has gone on, told bare.
  const dayOfIt = DAY_OF_IT.exec(s);
  if (dayOfIt !== null && !out.some((o) => o.key === "history_months")) out.push(fact(ctx, "history_months", Number(dayOfIt[1] ?? dayOfIt[2] ?? dayOfIt[3]) / 30.44));
  // "maybe 5 or 6 times since Christmas": a count over the span since then, a rate per month.
  const timesSince = since !== null && since >= 1 ? TIMES_SINCE.exec(s) : null;
  if (timesSince !== null && since !== null && !out.some((o) => o.key === "headache_days")) {
    const lo = parseNum(timesSince[1]);
    const hi = timesSince[2] === undefined ? lo : parseNum(timesSince[2]);
    if (!Number.isNaN(lo) && !Number.isNaN(hi)) out.push(fact(ctx, "headache_days", Math.round(((lo + hi) / 2 / since) * 10) / 10));
  }
  // A diary told month by month ("September 11 days, October 12, November 13"), or year by year
  // ("in 2025 it was 7 times, in 2026 so far 6 times"): the mean per month.
  if (!out.some((o) => o.key === "headache_days")) {
    // "october was 11 days and november so far is 12. september was 10.": a diary told over several sentences.
    const perMonth = monthByMonth(MONTH_COUNT_AT.test(s) ? monthSentences(ctx.message ?? s) : s) ?? yearByYear(s, ctx.now);
    // "Of the headache days, days with one-sided or pulsating pain plus nausea: July 11, August 10": a
    // share of the days told before (read as migraine days above), not the headache days.
    if (perMonth !== null && !SHARE_OF_DAYS.test(s)) out.push(fact(ctx, "headache_days", perMonth));
  }
  // "im in week 3 of a bout now": how long the present cluster bout has gone on.
  const boutWeek = /\bweek (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) of (?:a|the|my|this) (?:bout|cluster(?: bout| period)?|cycle)\b/.exec(s);
  if (boutWeek?.[1] !== undefined && !out.some((o) => o.key === "bout_months")) out.push(fact(ctx, "bout_months", Math.round(((parseNum(boutWeek[1]) * 7) / 30.44) * 10) / 10));
  // "Last month it start": a headache that began last month.
  if (!out.some((o) => o.key === "history_months") && LAST_MONTH_START.test(s)) out.push(fact(ctx, "history_months", 1, undefined, "onset"));

  // "had one of those mini strokes", "had two of those scans": "those" names another thing, not
  // the headaches; "had one of those before", "had 3 of these this week" count them.
  const THOSE_NOT_A_THING = String.raw`(?!\s+(?!(?:headaches?|migraines?|attacks?|episodes?|ones?|head ?aches?|bad|awful|big|killer|before|ever|in|on|at|this|that|last|since|so|and|but|or|now|today|tonight|yesterday|again|already|a|per|each|every|when|while|where|until|till|too|as|with|for|over|during|back|recently|lately|then|i|it|they|he|she|we|you|my|the|is|was|are|were|have|had|has|just|only|all|not|no|either|yet|lol|tbh|haha|though|thank)\b)[a-z]{3,})`;
  const lifetime = new RegExp(
    // Adjectives may sit between the count and the noun: "I've had three really bad headaches".
    String.raw`\b(?:had|have had|experienced|get|got|been|happened)\s+(?:maybe |about |around |like |only |just |roughly )?(${NUM})(?:\s*(?:-|to|or)\s*\d{1,2})?\s+(?:(?:really|very|pretty|quite|bad|awful|terrible|horrible|horrendous|severe|big|proper|massive|nasty|huge|crippling|killer|major|serious|bad|stinking|thumping|banging|blinding)\s+){0,3}(?:of )?(?:these|them|those|attacks|episodes|headaches|migraines|times)\b(?! (?:a|per|each|every|in a) (?:day|week|month|fortnight|year))${THOSE_NOT_A_THING}|\b(${NUM}) (?:times|attacks|episodes|of these|of them)(?: [a-z]+)? (?:in (?:my|her|his) (?:life|lifetime)|ever|so far|in total|over the years|before)\b|\b(?:had|has had|have had|got|experienced)\s+(?:this|it|these|them|that|those)\s+(?:maybe |about |around |like |only |just |roughly )?(${NUM})\s+times\b(?! (?:a|per|each|every|in a) (?:day|week|month|fortnight|year))`,
  ).exec(s);
  // "so 11 that day, most days 10 to 14" after a day's attacks are listed: attacks a day.
  const dayCount = ATTACKS_THAT_DAY.exec(s);
  if (dayCount !== null && !out.some((o) => o.key === "attacks_per_day")) {
    // The usual day's count ("most days 10 to 14") over the one day listed.
    const lo = Number(dayCount[2] ?? dayCount[1]);
    const hi = dayCount[3] !== undefined ? Number(dayCount[3]) : undefined;
    if (lo >= 1 && lo <= 60) out.push(fact(ctx, "attacks_per_day", lo, hi));
  }
  const nth = lifetimeOrdinal(s) ?? episodeNumber(s);
  if (nth !== null) out.push(fact(ctx, "lifetime_attacks", nth));
  else if (lifetime !== null) {
    const n = parseNum(lifetime[1] ?? lifetime[2] ?? lifetime[3]);
    if (Number.isFinite(n) && n >= 1) out.push(fact(ctx, "lifetime_attacks", n));
  }
  if (/\b(?:lots|loads|many|hundreds|dozens|plenty|countless|tons) (?:of )?(?:them|these|times|attacks)\b|\bmany times\b|\bcountless\b/.test(s)) out.push(fact(ctx, "lifetime_attacks", 50));
  else {
    // "she's had to come home from school a few times", "been to A&E several times": a count of something else.
    const few = /\bseveral times\b|\bquite a few times\b|\ba few times\b(?! a)|\bhappened before\b/.exec(s);
    if (few !== null && !OTHER_EVENT.test(s.slice(Math.max(0, few.index - 45), few.index))) out.push(fact(ctx, "lifetime_attacks", 4));
  }

  // "since age 16" dates the history, not the person's age now.
  // "I write age 53 in the form, it is wrong, I am 35": a corrected age is the last one said.
  // "tonight hes 38.6": a temperature, not an age.
  const ages = [...s.matchAll(AGE_SAID)].filter((m) => (m[3] === undefined || !THING_AGED.test(s.slice(Math.max(0, (m.index ?? 0) - 50), m.index))) && !/^[.,]\d/.test(s.slice((m.index ?? 0) + m[0].length)) && !/^\s*(?:to|-|until|till|or) \d{1,2}\b/.test(s.slice((m.index ?? 0) + m[0].length)));
  const age = (AGE_CORRECTED.test(s) ? ages.at(-1) : ages[0]) ?? null;
  // "He had migraines when he was young, like 25 years old": an age of a time gone by, not now.
  const pastAge = age !== null && /\bwhen (?:i|he|she|they) (?:was|were)\b[^.;]{0,25}$/.test(s.slice(Math.max(0, (age.index ?? 0) - 40), age.index));
  // Told of someone the sentence named before ("my mum had migraines from 45 till her 60s, she's 74
  // now", "My father is 58", "my sister (she is 47)"): that person's age, theirs unless they are the patient.
  const relationBefore = age === null ? undefined : [...s.slice(0, age.index).matchAll(RELATION_NAMED)].pop()?.[1];
  const ofOther = age !== null && relationBefore !== undefined && !/^(?:i'm|i am|im)\b/.test(age[0]) && /\b(?:she|he|they)(?:'s| is| was| are)?\s*(?:only |just |nearly |almost |now )?$|\b(?:is|was)\s+(?:only |just |nearly |almost |now )?$/.test(s.slice(Math.max(0, (age.index ?? 0) - 20), age.index));
  const relAge = RELATION_AGE.exec(s);
  if (age !== null && !pastAge && !(ofOther && relAge !== null)) {
    const n = Number(age[1] ?? age[2] ?? age[3] ?? age[4] ?? age[5]);
    // "I'm 45" said by someone writing for their son is the typist's age (experiencer.ts).
    const f = /^(?:i'm|i am|im)\b/.test(age[0]) ? { ...fact(ctx, "age", n), about: "me" } : ofOther ? { ...fact(ctx, "age", n), about: normaliseRelation(relationBefore ?? "other") } : fact(ctx, "age", n);
    if (n >= 1 && n <= 120) out.push(f);
  }
  // "71, retired, used to be a purser", "74 and had a shunt put in": the age opening a self-introduction.
  const intro = age === null ? SELF_INTRO_AGE.exec(s) : null;
  if (intro !== null && Number(intro[1]) >= 16) out.push(fact(ctx, "age", Number(intro[1])));
  // "Mum (82)", "my dad, 71,", "my husband is 58": a named person's age, theirs (the patient's
  // when the typist writes for them).
  if (relAge !== null && (age === null || relAge.index < age.index)) {
    const n = Number(relAge[2] ?? relAge[3] ?? relAge[4] ?? relAge[5]);
    if (n >= 1 && n <= 110) out.push({ ...fact(ctx, "age", n), about: normaliseRelation(relAge[1] ?? "other") });
  }
  // The reading may follow the sentence that names the machine: "put the machine on my arm. 224 over 131."
  // A log of readings ("12/11 124/78, 20/11 138/88, today 163/109, 09:20 166/112"): the last
  // reading is the latest; a date written with a slash is no reading.
  const readings = BP_WORDS.test(s) || BP_WORDS.test(ctx.message ?? "") ? [...s.matchAll(BP)] : [];
  const bp = readings.filter((m) => {
    const sys = Number(m[1]);
    const dia = Number(m[2]);
    return sys >= 70 && sys <= 260 && dia >= 40 && dia <= 160 && sys > dia;
  }).at(-1);
  if (bp !== undefined) {
    // "at my first appt it was like 108/68": an earlier reading to compare with, not today's.
    const earlier = EARLIER_READING.test(s.slice(Math.max(0, bp.index - 50), bp.index));
    if (!earlier) out.push(fact(ctx, "blood_pressure", Number(bp[1]), Number(bp[2])));
  }
  // "I've had these since I was about twenty-four", "this tight band on and off since my forties":
  // the age the headaches began, told in the chat (it corrects a form's onset age, detect.ts).
  const onsetAge = onsetAgeTold(s, before);
  // "My mother has pressure since she was 50": whose onset, read as the age is.
  if (onsetAge !== null) out.push(aboutAt(ctx, Math.max(0, s.search(/\bsince (?:i|he|she|they) (?:was|were)\b|\bfrom (?:the age of |age )?\d/)), fact(ctx, "onset_age", onsetAge)));
  const weeks = pregnancyWeeksOf(s);
  if (weeks !== null) {
    const f = fact(ctx, "pregnancy_weeks", weeks);
    // "I am 32 weeks pregnant" said by a mother typing for her daughter: the typist's own.
    if (/\b(?:i'm|im|i am)\b/.test(s)) f.about = "me";
    out.push(f);
  }
  const sinceBirth = postpartumWeeksOf(s, ctx.now);
  if (sinceBirth !== null) out.push(fact(ctx, "postpartum_weeks", sinceBirth));
  if (risingWeekByWeek(s)) out.push({ ...fact(ctx, "progressive", 1), value: undefined });
  // "the form says cafiaspirina 8 days but honestly its more like 10 or 11": the form's count of a
  // medicine set right in the same breath; the count told instead is the one.
  const formSaid = FORM_SAID_THEN.exec(s);
  if (formSaid !== null) {
    const said = parseNum(formSaid[1]);
    const lo = parseNum(formSaid[2]);
    const hi = formSaid[3] === undefined ? lo : parseNum(formSaid[3]);
    const told = Math.min(30, (lo + (Number.isFinite(hi) ? hi : lo)) / 2);
    let set = false;
    for (const f of out) if (f.key.startsWith("med:") && f.value === said && Number.isFinite(lo)) { f.value = told; set = true; }
    // "in the queue buying co codamol ... well the form says 6 but its 10 really": the one medicine
    // the message names, set right in a sentence that does not name it again.
    const named = findDrugs(ctx.message ?? "");
    if (!set && Number.isFinite(lo) && named.length > 0 && new Set(named.map((d) => d.name)).size === 1 && named[0] !== undefined) out.push(fact(ctx, `med:${named[0].name}`, told, undefined, named[0].cls));
  }
  // "the 30 on the form is the mara moja card ... for the whole house": a form's count that is a
  // supply, not days (medication.ts leaves that count out).
  const supplyOnForm = FORM_COUNT_IS_SUPPLY.exec(s);
  if (supplyOnForm !== null) out.push(fact(ctx, "form_count_disowned", Number(supplyOnForm[1])));
  // "my headaches have gone from maybe 6 or 8 a month to about 20": the count now is the second.
  const risen = RATE_FROM_TO.exec(s);
  if (risen !== null && HEADACHE_WORD.test(s) && findDrugs(s).length === 0) {
    const lo = parseNum(risen[4] ?? "");
    const hi = risen[5] === undefined ? lo : parseNum(risen[5]);
    const perMonth = ((lo + hi) / 2) * ((risen[6] ?? risen[3]) === "week" ? 30 / 7 : 1);
    if (Number.isFinite(perMonth) && perMonth <= 31) {
      for (let i = out.length - 1; i >= 0; i--) if (out[i]?.key === "headache_days") out.splice(i, 1);
      out.push(fact(ctx, "headache_days", Math.round(Math.min(30, perMonth) * 10) / 10));
    }
  }
  if (ctx.expects === "attacks") {
    const n = /^\s*(?:about |around |maybe |like )?(\d+)\s*$/.exec(s);
    if (n !== null) out.push(fact(ctx, "lifetime_attacks", Number(n[1])));
  }
  // Whose medicine: "I also get migraines myself and I take a lot of naproxen, nearly every day",
  // written for someone else, is the typist's own (experiencer.ts). Only a taking told in the first
  // person says so: "ive just looked at her diary, its 8 days with panadol" is still the patient's.
  return out.map((f) => {
    if (!f.key.startsWith("med:") || f.about !== undefined) return f;
    const named = drugs.find((d) => `med:${d.name}` === f.key);
    if (named === undefined) return f;
    return OWN_MEDICINE_BEFORE.test(s.slice(Math.max(0, named.index - 70), named.index)) ? { ...f, about: "me" } : f;
  });
}

/**
 * The longest time back among the "since"s of a sentence: "most days since the lads went back to school
 * end of August, and every single day since Halloween" began at the end of August. A month named a few
 * words after "since" counts as the month it began.
 */
function earliestSince(s: string, now: Date | null): number | null {
  const spans = [...s.matchAll(/\bsince\b[^,;]{0,60}/g)].map((m) => {
    const chunk = m[0];
    const month = new RegExp(String.raw`\b${MONTH_WORD}\b`).exec(chunk)?.[0];
    return monthsSinceNamedMonth(chunk, now) ?? (month === undefined ? null : monthsSinceNamedMonth(`since ${month}`, now));
  }).filter((x): x is number => x !== null);
  return spans.length === 0 ? monthsSinceNamedMonth(s, now) : Math.max(...spans);
}

const RELATION_NAMED = new RegExp(String.raw`\b(?:my|our|his|her) (${RELATION_WORDS})\b`, "g");
const CLINIC_SCHEDULE = /\b(?:review|follow[- ]?ups?|surveillance|check[- ]?ups?|monitoring)\b[^.]{0,30}\b(?:\d+-monthly|every \d+ (?:months|weeks)|for \d+ years)\b|\b\d+-monthly\b[^.]{0,30}\b(?:review|follow[- ]?ups?|surveillance|check[- ]?ups?|clinic)\b/;

// "I take a lot of naproxen": the typist taking it, where "I took her temperature" only observes.
const OWN_MEDICINE_BEFORE = /\b(?:i|i'm|im|i've|ive)\s+(?:also\s+|only\s+|just\s+|usually\s+|still\s+|myself\s+)?(?:take|took|taking|use|used|using|pop|popped|popping|am on|'m on|'ve been (?:on|taking|using)|have been (?:on|taking|using)|live on|swallow)\b(?! (?:her|him|them|his|my (?:mum|mom|dad|son|daughter|husband|wife|partner|child|kid)s?)\b)[^.,;]{0,40}$/;

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
// Not a rate: "most months that's the only one, sometimes a second one mid month".
const ORDINAL = /(?<!\b(?:sometimes|occasionally|often|usually|some months|the odd month) (?:there'?s |i get |i have |get |have )?(?:a |an )?)\b(?:(\d{1,2})(?:st|nd|rd|th)|(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)) (?:one|time|attack|episode|headache|migraine)s?\b(?! (?:today|this (?:week|month|year)|(?:a|per|each|every|mid|in the|that|in that|the same|some) ?-?(?:day|week|month|year|cycle)s?\b))/g;
const ORDINAL_CONTEXT = /\b(?:of these|like this|like that|i've had|i have had|ever|so far|in (?:my )?life|since|in (?:about |around |the (?:last|past) )?(?:\d+|a|two|three|four|five|six) (?:months?|years?|weeks?)|only)\b/;

/** "the 3rd one of these in 5 months", "only the third time I've had one": attacks so far. */
function lifetimeOrdinal(s: string): number | null {
  if (!ORDINAL_CONTEXT.test(s)) return null;
  let best: number | null = null;
  for (const m of s.matchAll(ORDINAL)) {
    const n = m[1] !== undefined ? Number(m[1]) : ORDINALS[m[2] ?? ""];
    if (n !== undefined && n >= 2 && n <= 20 && (best === null || n > best)) best = n;
  }
  return best;
}

// "today was number five", "both times", "two weeks ago, and again on Tuesday": episodes so far.
const NUMBERED_EPISODE = new RegExp(String.raw`\b(?:today|tonight|yesterday|this(?: one| time)?|that(?: one| time)?)(?:'s| was| is) (?:number|no\.?|#) ?(${NUM})\b`);
const AGAIN_ON = /\b(?:ago|last \w+|on \w+day|yesterday),? (?:and|then) again (?:on|last|this|yesterday|today|tonight|on)\b|\bboth times\b/;

const EPISODE_WORDS = /\b(?:head ?aches?|headaches?|migraines?|attacks?|episodes?|aura|zigzags?|shimmer\w*|sparkl\w*|flicker\w*|spots?|lights|vision|numb\w*|tingl\w*|happened|came on|it came|it started)\b/;

function episodeNumber(s: string): number | null {
  const numbered = NUMBERED_EPISODE.exec(s);
  const n = numbered === null ? NaN : parseNum(numbered[1]);
  if (n >= 2 && n <= 50) return n;
  return AGAIN_ON.test(s) && EPISODE_WORDS.test(s) ? 2 : null;
}

const DAYS_SUMMED = new RegExp(String.raw`\b(?:so|which is|that'?s|thats|making it|in total|total)\s+(?:about |around |like |roughly |maybe |only |just )?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?: or so|ish)? days?\b(?! (?:ago|old|later|off|of|in (?:a|one) row|running|straight)\b)(?=\s*(?:[.,;!]|$|a month\b|in the month\b|this month\b|last month\b))`);
const RATE_FROM_TO = new RegExp(String.raw`\bfrom (?:about |around |maybe |roughly |like )?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? (?:days? )?(?:a|per|each|every|in a) (month|week) to (?:about |around |maybe |roughly |like |nearly |almost |over |at least )?(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?: days?)?(?: (?:a|per|each|every|in a) (month|week))?\b`);
const TABLETS_TOLD = /\b(?:tablets|pills|caps|capsules|sachets|powders|wafers|doses)\b[^.]{0,30}\b(?:not days|in a month|a month)\b|\b(?:always|usually) take (?:two|2|three|3)\b/;
const CHILD_YEARS_NOW = /\bhad (?:my|our|her) (?:daughter|son|baby|boy|girl|twins|little one|first|second|youngest|eldest)\b[^.]{0,20}\b(?:she|he|they)(?:'s| is| are|s|'re) (?:now )?(\d{1,2})(?: now)?\b(?! ?(?:weeks?|wks?|months?|days?|mo)\b)/;
const TAKING_DAYS = new RegExp(String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?: or so|ish)? days?\b[^.,;]{0,14}?\b(?:taking|take|takes|using|use|uses|on) (?:it|them|one|those|these)\b`);
// How long a box lasts ("a box of 32 lasts me about 10 days", "two at a time"): medicine taken most days.
// Also told as the supply gone: "strip of 15 is over in about a week", "a packet of 12 is gone in 5 days",
// "I go through a box of 16 in a week".
const CONTAINER = String.raw`(?:box|packet|pack|strip|sheet|card|blister|bottle|tub|caixinha|cartela)(?:es|s)? of (\d{1,3})\b`;
const FORM_COUNT_IS_SUPPLY = /\bthe (\d{1,3}) (?:on|in) the form (?:is|was|means?|=) (?:the |a |how many |for )?(?:[a-z]+ ){0,3}?(?:card|cards|box|boxes|pack|packs|packet|packets|tube|tubes|strip|strips|bottle|bottles|tablets|pills|sachets)\b/;
const SUPPLY_BEFORE = new RegExp(String.raw`\b${CONTAINER}[^.,;]{0,30}$`);
// How long it lasts: "about 10 days", "6 weeks", "4-5 months", "a month", "a week or two".
const SPAN = String.raw`(?:about |around |roughly |only |just |like |under |less than |barely |maybe )?(?:(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? (days?|weeks?|months?)|(a|one) (day|week|fortnight|month)( or two)?)\b`;
const SUPPLY_LASTS = new RegExp(String.raw`\b${CONTAINER}[^.,;]{0,20}?\b(?:lasts? (?:me |her |him |us )?|(?:is|are|'s|gets?|get) (?:over|gone|finished|done|empty|used up|through) (?:in |within )?|runs? out (?:in |within )?|goes in |(?:is|are) (?:finished|used) (?:in|within) )${SPAN}|\b(?:finish|finishes|finished|go through|goes through|went through|get through|gets through|got through|use up|uses up|used up) (?:a|one|the|my|her|his|a whole|a full) ${CONTAINER} (?:in|every|each|within) ${SPAN}`);
const SUPPLY_DAYS_TOLD = new RegExp(String.raw`^\s*,?\s*(?:so|which is|that'?s|which makes|making)\s+(?:about |around |roughly |like |maybe )?(${NUM}) days\b`);
// Packs counted per week or month: "he gets through 2 packs of 6 a month", "3 strips of 10 every month".
// Also one pack every few weeks: "a box of 6 every 2 weeks", "a strip of 10 every fortnight".
const PACKS_PER_PERIOD = new RegExp(String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? ${CONTAINER}(?: [a-z]+){0,2}? (?:a|per|each|every|in a) (?:(2|3|two|three|couple of) )?(week|month|fortnight)s?\b`);
const PER_DOSE = new RegExp(String.raw`\b(${NUM}) (?:at a time|at once|each time|a go|per dose)\b|\b(?:only |just )?(?:take|takes|took|taking|have|has) (?:only |just )?(one|1|two|2)\b(?! (?:days?|weeks?|months?|times?|or|-|to|more|of|in)\b)|\bnever (?:takes?|take|took|has|have) (?:2|two) in (?:one|a|the same) day\b`);
const DOSES_A_DAY = new RegExp(String.raw`\b(?:${NUM}|once|twice) (?:times? )?(?:a|per|in a|in one|each) day\b`, "g");
// "two at a time" is a dose, not a count of days.
// A count told after a medicine: "plus Tylenol maybe 4 other days"; not when something happens ("they come back a day or two later").
const COUNT_AFTER = new RegExp(String.raw`^[^.;]{0,45}?\b(?:on |for )?(?:about |around |maybe |roughly |like |up to |at least )?(?<!\bat )(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?:\s+plus)? (?:other |more |extra |separate |different )?(?:days?|times?)\b(?!(?: or (?:two|2|so|three|3))? (?:ago|later|after(?:wards)?|before|earlier|apart|back)\b)(?:\s+(?:a|per|each|every|in a) (week|month))?`);

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };
/** Days of a span matched by SPAN from its groups (count, range end, unit, "a", unit, "or two"). */
function spanDays(g: Array<string | undefined>): number {
  const unit = (g[2] ?? g[4] ?? "").replace(/s$/, "");
  const lo = g[0] !== undefined ? parseNum(g[0]) : 1;
  const hi = g[1] !== undefined ? parseNum(g[1]) : g[5] !== undefined ? 2 : lo;
  return ((lo + (Number.isFinite(hi) ? hi : lo)) / 2) * (UNIT_DAYS[unit] ?? 1);
}

/**
 * Medicine days a month from how long a box lasts ("a box of 32 lasts me about 10 days") or packs a
 * month; a dose is 2 tablets of a painkiller and 1 of a triptan unless said ("I only take 1").
 */
function supplyDays(s: string, message: string, usualDose: number): { perMonth: number; index: number; end: number } | null {
  // The dose may be told in another sentence of the message ("... lasts me about a month. I only take 1").
  const dose = PER_DOSE.exec(s) ?? PER_DOSE.exec(message);
  const perDose = dose === null ? usualDose : dose[1] !== undefined ? parseNum(dose[1]) : dose[2] !== undefined ? parseNum(dose[2]) : 1;
  const packs = PACKS_PER_PERIOD.exec(s);
  if (packs !== null) {
    const lo = parseNum(packs[1]);
    const hi = packs[2] !== undefined ? parseNum(packs[2]) : lo;
    const tablets = ((lo + (Number.isFinite(hi) ? hi : lo)) / 2) * Number(packs[3]);
    const periodDays = (UNIT_DAYS[packs[5] ?? "month"] ?? 30) * (packs[4] === undefined ? 1 : parseNum(packs[4]));
    const perMonth = (tablets / (perDose > 0 ? perDose : 1)) * (30 / periodDays);
    if (perMonth > 0) return { perMonth: Math.min(30, Math.round(perMonth)), index: packs.index, end: packs.index + packs[0].length };
  }
  const m = SUPPLY_LASTS.exec(s);
  if (m === null) return null;
  const first = m[1] !== undefined;
  const tablets = Number(first ? m[1] : m[8]);
  const span = spanDays(first ? m.slice(2, 8) : m.slice(9, 15));
  if (!(tablets > 0 && span > 0 && perDose > 0)) return null;
  const dosesPerDay = tablets / perDose / span;
  return { perMonth: Math.min(30, Math.round(dosesPerDay * 30)), index: m.index, end: m.index + m[0].length };
}

// "days with any med: 18", a diary app's total, names the count after it.
const ANY_MEDICINE_DAYS = new RegExp(String.raw`\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? days?\b(?:(?!\bdays?\b)[^.|]){0,25}?\bwith (?:any|some|a) (?:tablets?|pills?|medicines?|painkillers?|pain ?killers?|meds?|medication)\b|\bwith (?:any|some) (?:tablets?|pills?|medicines?|painkillers?|meds?|medication)\b[^.]{0,20}?\b(${NUM}) days\b|\b(?:taking|take|took) (?:something|anything)\b[^.]{0,40}?\b(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))? days? (?:a|per|each|in a) month\b|\bdays? (?:with|on) (?:any|some) (?:tablets?|pills?|medicines?|painkillers?|meds?|medication)\s*[:=-]?\s*(\d{1,2})\b`);
// "the maxalt and panadol are the same days, I take a wafer and two panadol together".
// "the ibuprofen i take with it, same days, not separate".
const MEDS_SAME_DAYS = /\b(?:take|takes|took|taking|have|has)(?: it| them| one)? with (?:it|them|the (?:\w+)|my (?:\w+))\b[^.]{0,15}\bsame days?\b|(?:^|[,;]\s*)same days?(?:,| and| but)? not (?:separate|separately|extra|different|other)(?: days)?\b|\b(?:it's|its|it is|they're|theyre|they are|on|always) the same days? as (?:the |my )?[a-z]{3,}\b|\b(?:are|were|on|taken on) (?:all )?(?:the )?same days?\b|\b(?:it'?s|its|they'?re|on) the same (?:\d{1,2}|few|couple of) days\b|\bnever (?:on )?a day without (?:the |my |a )?[a-z]+\b|\b(?:take|takes|took|taking|use|uses|used) (?:[\w-]+ ){0,6}?(?:together|at the same time)\b(?! with (?:food|water|milk|coffee))/;
const TABLETS_AT_DOSE = /\b(\d{1,3}) (?:is|are|was|were|means?|meant) (?:the )?(?:number of )?(?:tablets?|pills?|caplets?|capsules?)(?: too| as well| also)?,?\s*(one|1|two|2) (?:a day|at a time|a dose|each time)\b/;
const COUNT_IS_TABLETS = /\b(?:is|are|was|were|means?|meant) (?:the )?(?:number of )?(?:tablets?|pills?|doses?|capsules?|caplets?)(?: too| as well| also)?,?\s*$/;

const FORM_SAID_BEFORE = /\b(?:i (?:put|wrote|ticked|said|entered|filled in)|(?:the )?form says|(?:it|the form) said)\s+(?:down\s+)?$/;

const AT_FIRST_AFTER = /^\s*,?\s*(?:at first|at the start|in the beginning|to begin with|initially|before|back then)\b/;
const NOW_BEFORE = /\b(?:now|these days|nowadays|lately|currently|at the moment)\b[^.,]{0,16}$/;
function medicineDays(s: string, start: number, end: number, freqs: Frequency[], used: Set<Frequency>): { perMonth: number; vague: boolean } | null {
  // "so 12 or so days I'm taking it": the days of taking the medicine named before, whatever else was counted.
  // "one time I needed 2 in a day so 5 days": the days summed up after the doses are told.
  const taking = TAKING_DAYS.exec(s.slice(start, end)) ?? DAYS_SUMMED.exec(s.slice(start, end));
  if (taking !== null) {
    const hi = taking[2] === undefined ? parseNum(taking[1]) : parseNum(taking[2]);
    const lo = rangeLow(parseNum(taking[1]), hi);
    if (Number.isFinite(lo)) {
      // Any other count said of this medicine ("a box ... every month") is part of the same telling.
      for (const x of freqs) if (x.index >= start && x.index < end) used.add(x);
      return { perMonth: Math.min(30, (lo + (Number.isFinite(hi) ? hi : lo)) / 2), vague: false };
    }
  }
  // "the maxalt 6 is tablets too, one a day": a tablet count and its dose make the days.
  const perDose = TABLETS_AT_DOSE.exec(s.slice(start, end));
  if (perDose !== null) {
    for (const x of freqs) if (x.index >= start && x.index < end) used.add(x);
    return { perMonth: Math.min(30, Number(perDose[1]) / (/^(?:two|2)$/.test(perDose[2] ?? "") ? 2 : 1)), vague: false };
  }
  // "every day I've got a headache" says on which days, not how many: the count comes after it.
  const onHeadacheDays = (x: Frequency) => /^\s*(?:that |when )?(?:i|she|he)(?:'ve| have| has|'s)? (?:got|get|gets|have|has) (?:a |the |one|it)/.test(s.slice(x.index + x.length, x.index + x.length + 30));
  // "never more than 2 in one day": a limit on tablets in a day, not the days they are taken on.
  const doseLimit = (x: Frequency) => DOSE_LIMIT_BEFORE.test(s.slice(Math.max(0, x.index - 25), x.index));
  // "the maxalt 6 is tablets too, one a day": the dose that turns a tablet count into days.
  const doseOfCount = (x: Frequency) => COUNT_IS_TABLETS.test(s.slice(Math.max(0, x.index - 40), x.index));
  // "the sumatriptan isnt an every day one, i take 1 when it starts": a frequency denied, no count.
  const denied = (x: Frequency) => /\b(?:isn'?t|is not|not|wasn'?t|was not|never|aren'?t|are not)\s+(?:an?\s+|really\s+|taken\s+|for\s+)?$/.test(s.slice(Math.max(0, x.index - 20), x.index));
  for (const x of freqs) if (x.index >= start && x.index < end && (doseLimit(x) || doseOfCount(x) || denied(x))) used.add(x);
  // "naproxen cut them down a bit, maybe to 7 or 8 a day": the attacks it left, not its days.
  for (const x of freqs) if (x.index >= start && x.index < end && CUT_DOWN_TO.test(s.slice(Math.max(0, x.index - 40), x.index))) used.add(x);
  // "ibuprofen i put every day but i only take it on headache days ... so like 10-12 days a month":
  // what was put on the form, told to be taken back, is not the count.
  for (const x of freqs) if (x.index >= start && x.index < end && FORM_SAID_BEFORE.test(s.slice(Math.max(0, x.index - 16), x.index)) && freqs.some((y) => y.index > x.index && y.index < end)) used.add(x);
  // "advil was 3-4 days a week at first, now like twice a week": the rate at first gives way to now's.
  for (const x of freqs) {
    if (x.index < start || x.index >= end || !AT_FIRST_AFTER.test(s.slice(x.index + x.length, x.index + x.length + 25))) continue;
    if (freqs.some((y) => y.index > x.index && y.index < end && NOW_BEFORE.test(s.slice(Math.max(0, y.index - 25), y.index)))) used.add(x);
  }
  // "can I drive on co-codamol, I drive to work in Leeds every day": how often something else is done,
  // in a clause of its own with no taking in it.
  const elsewhere = (x: Frequency) => {
    const from = clauseStartBefore(s, x.index);
    return from > start && countOfAnotherActivity(s.slice(0, x.index)) && !/\b(?:take|takes|took|taking|use|uses|used|using|pop|pops|have|has|had)\b/.test(s.slice(from, x.index));
  };
  const told = freqs.filter((x) => x.index >= start && x.index < end && !used.has(x) && !onHeadacheDays(x) && !elsewhere(x));
  // "Nurofen Plus most days, diary says 18 days last month": the count after a vague word restates it.
  const [first, second] = told;
  if (first?.vague === true && second !== undefined && second.vague !== true && second.perDay === undefined) used.add(first);
  const f = first?.vague === true && second !== undefined && second.vague !== true && second.perDay === undefined ? second : first;
  if (f !== undefined) {
    used.add(f);
    return { perMonth: f.daysPerMonth, vague: f.vague === true };
  }
  // "sometimes 2 times a day": how many doses on a day, not on how many days.
  const m = COUNT_AFTER.exec(s.slice(start, end).replace(DOSES_A_DAY, (x) => " ".repeat(x.length)));
  if (m === null) return null;
  const said = parseNum(m[1]);
  const hi = m[2] !== undefined ? parseNum(m[2]) : said;
  const lo = rangeLow(said, hi);
  if (!Number.isFinite(lo)) return null;
  const n = (lo + (Number.isFinite(hi) ? hi : lo)) / 2;
  // No period said: the sentence's other counts set it ("5 days a month ... and paracetamol 3 days").
  const weekly = m[3] === "week" || (m[3] === undefined && /\b(?:a|per|each|every) week\b/.test(s) && !/\b(?:a|per|each|every) month\b/.test(s));
  return { perMonth: Math.round((weekly ? (n * 30) / 7 : n) * 10) / 10, vague: false };
}

const RELATION_AGE = new RegExp(
  String.raw`(?:^|\b(?:my|our) )(?:(?:little|older|younger|teenage|elderly|eldest|youngest|baby) )?(${RELATION_WORDS})(?: (?!is\b|has\b|had\b|was\b|who\b|and\b|aged?\b)[a-z]{2,12})?\s*(?:(\d{1,3})\s*(?:years?|yrs?)\b(?!\s+ago)|\(\s*(\d{1,3})\s*\)|,\s*(\d{1,3})\s*(?:,|$|and\b|has\b|had\b|is\b|was\b|who\b)|,? (?:is|aged?|who is|who's) (?:only |just |now )?(\d{1,3})\b(?!\s*(?:minutes|mins|hours|days|weeks|months|times|mg|%|out|\/|-)))`,
);

const STARTED_LATELY = /\b(?:this|it|this one|the headache|the pain|the head ?ache|(?:my|her|his) head(?: ?ache)?|headache)\b (?:only |just |first )?(?:started|began|came on|kicked off|kick(?:ed|s)? in)\b (?:around |about |at about )?(last night|yesterday|this (?:morning|afternoon|evening)|today|tonight)\b/;
const SINCE_TODAY = /\bsince (?:around |about |roughly |like )?(?:\d{1,2}(?::\d\d)? ?(?:am|pm|o'?clock)|this (?:morning|afternoon|evening)|(?:breakfast|lunch|lunchtime|dinner|dinnertime|teatime|supper)(?: ?time)?)\b/;
const HEADACHE_TALK = /\b(?:head ?aches?|headaches?|migraines?|head|pain|aches?|attacks?|episodes?|them|these|they|this one|the first one|it (?:started|began|came on)|started|began|woke (?:up )?with (?:it|this)|begun|kicked off|most days|every day|daily)\b/;
const LIFETIME_TALLY = /\b(?:never|count(?:ed)?|only (?:ever )?(?:had|got)|hardly|rarely|handful|once or twice|ever had)\b/;
// "my son Chidi is 9 years": the relation, a name and "is" before the age.
const RELATION_BEFORE = new RegExp(String.raw`\b(?:${RELATION_WORDS}|male|female|man|woman|lady|gentleman|boy|girl)(?: [a-z]{2,12})?(?: is| was|'s)?\s*,?\s*$`);

const BP_WORDS = /\b(?:bp|blood pressure|pressure|reading|readings|mmhg|midwife|pharmacy|chemist|machine|monitor|cuff|gp|nurse|surgery|clinic|omron|withings|qardio|systolic|diastolic)\b/;
const BP = /\b(\d{2,3}) ?(?:\/|over) ?(\d{2,3})\b/g;

// "had my baby 10 days ago", not "had it checked a fortnight ago".
const BIRTH_AGO = new RegExp(String.raw`\b(?:had (?:(?:my|the|our|her|a|a little|a baby|twins|my little) )?(?:baby|bub|bubba|little one|lo|son|daughter|boy|girl|twins|c-?section|caesarean|cesarean|him|her|them)\b|birth|born|arrived|delivered|delivery|c-?section|caesarean|cesarean)\b[^.]{0,50}?\b(${NUM}) (days?|weeks?|wks?|months?|years?|yrs?) (?:ago|back|before(?! (?:the|my|her|his|that|this|it|i|she|he)\b))\b`);
// "my baby Keza is 9 months now": the baby may be named.
const BABY_AGE = new RegExp(String.raw`\b(?:(?:baby|bub|bubba|newborn|little one|lo|son|daughter|boy|girl|twins)(?: (?!(?:is|are|was|has)\b)[a-z]+)?|he|she|they)(?:'s| is| are| was|'ll be| will be) (?:only |just |nearly |almost |now )?(${NUM}) (days?|weeks?|wks?|months?)(?! (?:pregnant|along|gone|gestation))(?: old| on \w+| today| tomorrow| now)?\b|\b(?:baby|bub|bubba|newborn|little one) (${NUM}) (days?|weeks?|wks?|months?)(?! (?:pregnant|along|gone|gestation))(?: old| on \w+| today| tomorrow| now)?\b`);
const SINCE_BIRTH = new RegExp(String.raw`\b(${NUM}) (days?|weeks?|wks?|months?) (?:postpartum|post[- ]partum|after (?:the |my |her )?(?:birth|delivery|c-?section|caesarean|baby)|since (?:the birth|giving birth|delivery|(?:i|she) had (?:the|my|her) baby))\b`);

// "on mat leave with a 10 week old", "my 5-day-old": a baby told by its age alone.
const AN_OLD = new RegExp(String.raw`\b(?:a|my|our|her|the) (${NUM})[- ](days?|weeks?|wks?|months?)[- ]old\b(?!\s*(?:puppy|pup|dog|kitten|cat|car|phone|laptop|bruise|injury|scar|cut|tattoo|prescription|head ?ache|headache|migraine|pain)\b)`);

// "baby born 18/11", "she was born on the 3rd of November": a birth dated.
// "Delivered son August 2025": the child named between the word and the date.
const BORN_ON = new RegExp(String.raw`\b(?:born|birth|delivered(?: (?:my |our |her |a |the )?(?:son|daughter|baby|boy|girl|twins|bub))?|had (?:my |the |our |her |a )?(?:baby|bub|bubba|son|daughter|boy|girl|twins)|had (?:her|him|them) (?:by|via|through|naturally|vaginally|at home|early|late)\b[^.,]{0,40}?)\b,?(?: (?:on|at|in))?(?: the)? (${DATE_TOLD}|\d{1,2}(?:st|nd|rd|th)\b(?! (?:of|week|day|month|time|baby|child|pregnancy)\b))`);

// "Delivered son August 2025": a birth dated by its month and year only (read from mid-month).
const BORN_IN_MONTH = new RegExp(String.raw`\b(?:born|birth|delivered(?: (?:my |our |her |a |the )?(?:son|daughter|baby|boy|girl|twins|bub))?|had (?:my |the |our |her |a )?(?:baby|bub|bubba|son|daughter|boy|girl|twins))\b,?(?: (?:in|on))? (${MONTH_WORD}) (\d{4})\b`);

// A pain score logged week by week: "weekly averages: wk1 2.1, wk2 2.9, wk3 4.0, wk4 5.2", and a rise
// told per week: "about +1 per week".
const WEEK_SCORE = /\b(?:wk|week)\s?(\d{1,2})\s*[:=-]?\s*(\d{1,2}(?:\.\d)?)(?:\/10)?\b/g;
const RISE_PER_WEEK = /(?:^|\s)\+\s?\d(?:\.\d)? (?:points? )?(?:per|a|each|every) week\b/;
// The first week's score, then today's: "first week maybe 3, now 6 or 7 out of 10".
const FIRST_WEEK_THEN_NOW = /\b(?:the )?first (?:week|weeks|few days|days)\b[^.]{0,15}?\b(\d{1,2})(?:\/10)?\b[^.\d]{0,20}?\bnow\b[^.\d]{0,12}?\b(\d{1,2})\b/;

// Where the sentence turns from then to now ("used to get them once a week but now its every day"):
// a past marker before it governs only the rate told before it.
const TURN_TO_NOW = /\b(?:but(?! then\b)|now|nowadays|these days|lately|recently|since then)\b/g;

/** The start of the clause that holds the count at `index`: after the last turn to the present before it. */
function sinceTurn(s: string, index: number): number {
  let start = 0;
  for (const m of s.slice(0, index).matchAll(TURN_TO_NOW)) start = (m.index ?? 0) + m[0].length;
  return start;
}

/** A headache worsening week on week told in figures: three or more weekly scores each above the last, a rise per week, or the first week's score and a higher one now. */
function risingWeekByWeek(s: string): boolean {
  if (RISE_PER_WEEK.test(s) && /\b(?:pain|score|mean|average|severity|intensity)\b/.test(s)) return true;
  const firstThenNow = FIRST_WEEK_THEN_NOW.exec(s);
  if (firstThenNow !== null && Number(firstThenNow[2]) <= 10 && Number(firstThenNow[2]) >= Number(firstThenNow[1]) + 2) return true;
  const scores = [...s.matchAll(WEEK_SCORE)].map((m) => ({ week: Number(m[1]), score: Number(m[2]) }));
  if (scores.length < 3 || scores.some((x, i) => i > 0 && x.week <= (scores[i - 1]?.week ?? 0))) return false;
  return scores.every((x, i) => i === 0 || x.score > (scores[i - 1]?.score ?? Infinity)) && scores.every((x) => x.score <= 10);
}

/** Weeks since a birth told in a sentence ("had my baby 10 days ago", "he's 5 months on Thursday", "6 weeks postpartum", "born 18/11", "had her by c section ... on the 22nd"). */
function postpartumWeeksOf(s: string, now: Date | null): number | null {
  // "she's 7 and a half months now": the half as a decimal.
  s = s.replace(/\b(\d{1,2}) and a half (days?|weeks?|months?)\b/, "$1.5 $2");
  const dated = BORN_ON.exec(s);
  const days = dated === null ? null : daysSinceDate(dated[1] ?? "", now);
  if (days !== null) return Math.round((days / 7) * 10) / 10;
  const monthYear = BORN_IN_MONTH.exec(s);
  const monthDays = monthYear === null ? null : daysSinceDate(`15 ${monthYear[1] ?? ""} ${monthYear[2] ?? ""}`, now);
  if (monthDays !== null) return Math.round((monthDays / 7) * 10) / 10;
  if (!AN_OLD.test(s) && !/\b(?:had|birth|born|arrived|deliver\w*|c-?section|caesarean|cesarean|baby|bub|bubba|newborn|little one|postpartum|partum)\b|\b(?:son|daughter|boy|girl|twins) (?:is|are|was) (?:only |just |nearly |almost |now )?\S+ (?:days?|weeks?|wks?|months?) (?:old|now)\b|\b(?:he|she|they)(?:'s| is| are|'ll be| will be) (?:only |just |nearly |almost |now )?\S+ (?:days?|weeks?|wks?|months?)\b/.test(s)) return null;
  // "since i had my daughter, shes 4 now": a child's age in years, told bare after the birth.
  const years = CHILD_YEARS_NOW.exec(s);
  if (years !== null) return Math.round(Number(years[1]) * 52);
  const m = BIRTH_AGO.exec(s) ?? BABY_AGE.exec(s) ?? SINCE_BIRTH.exec(s) ?? AN_OLD.exec(s);
  if (m === null) return null;
  // "labetalol, stopped at 6 weeks after delivery": a point after the birth, gone by.
  if (/\b(?:stopped|started|ended|finished|came off|went off|at)\s+(?:about |around |roughly |just )?$/.test(s.slice(Math.max(0, m.index - 25), m.index)) && !BORN_ON.test(s)) return null;
  // BABY_AGE's second form ("baby 11 month") holds its figures in groups 3 and 4.
  const n = parseNum(m[1] ?? m[3]);
  const unit = m[2] ?? m[4] ?? "";
  if (Number.isNaN(n)) return null;
  const weeks = /^d/.test(unit) ? n / 7 : /^w/.test(unit) ? n : /^m/.test(unit) ? n * 4.35 : n * 52;
  return Math.round(weeks * 10) / 10;
}

const SINCE_HEADACHE_BEGAN = new RegExp(String.raw`\bsince (?:(?:it|this|they|these|the (?:headaches?|head ?aches?|pain|attacks?|bout|cluster)|this (?:lot|bout|one|headache|pain))(?: all)? (?:started|began|begun|kicked off|came on|appeared|first came)|the (?:fall|accident|injury|bang|crash|knock|op|operation|surgery))\b(?:,?\s*(?:so|that'?s|which is|thats)?\s*(?:about|around|nearly|almost|roughly|like)?\s*(${NUM}) (days?|weeks?|months?)\b)?`);
// "ibuprofen most days for it the last 4 weeks": "for it" (the headache) may come between.
const TAKEN_FOR_LAST = new RegExp(String.raw`\b(?:(?:for|over|in)(?: it| them| this)?|for (?:it|them|this),?) the (?:last|past) (?:fortnight|(${NUM}) (days?|weeks?|wks?|months?))\b`);
const ACUTE_SINCE_AFTER = /^since [^,.;]{0,30}?\b(?:i'?ve been|i have been|i'?m|i am|been|he'?s been|she'?s been|he has been|she has been) (?:using|taking|on)\b/;
const ACUTE_SINCE_BEFORE = /\b(?:been on|been taking|been using|started on|started taking|taking|using) (?:it|them|those|these)\s+(?:only |just )?$|\b(?:i'?ve|i have|he'?s|she'?s) (?:only |just )?been on (?:it|them)\s+$/;
const MEDICINE_TALK = /\b(?:tablets?|pills?|leaflet|dose|doses|medicine|medication|prescri\w*|gp put (?:me|him|her) on)\b/;
// "They started around 30 when I was doing night shifts": the age told after the start.
const AGE_THEN = /\b(?:since|from|started when|began when|starting when|ever since) (?:i|she|he) was (?:about |around |roughly |maybe |like |only |just )?(\d{1,2})\b(?! ?(?:days?|weeks?|months?|minutes?|hours?|am|pm|o'?clock)\b)|\b(?:since|from|started at|began at) (?:the )?age (?:of )?(\d{1,2})\b|\bsince (?:my|her|his) (early |mid |mid-|late )?(teens|twenties|thirties|forties|fifties|sixties|seventies|20s|30s|40s|50s|60s|70s)\b|\b(?:they|these|it|the (?:head ?aches|headaches|migraines)|my (?:head ?aches|headaches|migraines)) (?:started|began|begun|came on|kicked off|kick(?:ed|s)? in) (?:around|about|at|aged?) (?:about |around )?(\d{2})\b(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years? ago|am|pm|o'?clock|%|kg|times|degrees|this|last|yesterday|today|tonight|in the|at night|on)\b)(?! ?(?:-|to|:|\.) ?\d)|\b(?:migraines?|headaches|head ?aches) since (\d{1,2})\b(?! ?(?:days?|weeks?|months?|years?|yrs?|hours?|minutes?|am|pm|o'?clock|th|st|nd|rd|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b)(?![./:-]\d)/;
const DECADE: Record<string, number> = { teens: 10, twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70, "20s": 20, "30s": 30, "40s": 40, "50s": 50, "60s": 60, "70s": 70 };
// Another illness, habit or time of life dated the same way: "asthma since I was 5", "married since my twenties".
const OTHER_SINCE_AGE = /\b(?:asthma|diabet\w*|epilep\w*|eczema|arthritis|glasses|contacts|lenses|allerg\w*|hay ?fever|smok\w*|drink\w*|vap\w*|married|lived|living|worked|working|job|periods?|acne|psoriasis|crohn'?s|colitis|thyroid|blood pressure)\b/;

/** The age the headaches began, told as "since I was 24", "since the age of 15" or "since my forties". */
function onsetAgeTold(s: string, before: string): number | null {
  const m = AGE_THEN.exec(s);
  if (m === null || OTHER_SINCE_AGE.test(s.slice(0, m.index)) || !(HEADACHE_TALK.test(s) || /\b(?:this|these|it|band|pressure)\b/.test(s.slice(0, m.index)))) return null;
  if (/\b(?:used to|as a (?:kid|child)|when (?:i|she|he) was (?:a )?(?:kid|child|little))\b/.test(before)) return null;
  // "migraines since 15": the bare number after the headaches is an age (group 6).
  if (m[1] !== undefined || m[2] !== undefined || m[5] !== undefined || m[6] !== undefined) return Number(m[1] ?? m[2] ?? m[5] ?? m[6]);
  const decade = DECADE[m[4] ?? ""];
  if (decade === undefined) return null;
  const part = (m[3] ?? "").trim();
  return decade === 10 ? 15 : decade + (part === "early" ? 2 : part === "late" ? 7 : 5);
}

/** Weeks of pregnancy told in a sentence ("34 weeks", "7 months pregnant", "third trimester", "due in 3 weeks"). */
function pregnancyWeeksOf(s: string): number | null {
  // "34wks." sent alone, the first thing told: how far along, as a midwife's note has it.
  const alone = /^\s*((?:[2-3]\d|4[0-2])) ?(?:weeks|wks|wk)\s*[.!]?\s*$/.exec(s);
  if (alone !== null) return Number(alone[1]);
  // "the bump" is the baby's; "didn't bump it" is a knock.
  if (!/\b(?:pregnan\w*|along|gestation|trimester|due(?! to\b)|expecting|baby|bub|bubba|(?:my|the|her|baby) bump|(?<!\bat )(?:first|second|third)(?! (?:thing|things|time|day|days|week|weeks|night|morning|hour|few|couple|one|attack|headache|migraine))|number \d|midwife)\b/.test(s)) return null;
  // "the 6 week check" after a birth is the postnatal check, not a pregnancy's weeks.
  const w = /\b(\d{1,2})(?:\+\d)? ?(?:weeks?|wks?)\b(?! ago| postpartum| since| after| old| (?:post-?natal )?(?:check|check-?up|baby check))/.exec(s);
  // "baby is 38 weeks today", "my son is 38 weeks old": the baby's age, a birth gone by; "she came at
  // 36 weeks": when a baby was born.
  const lead = w === null ? "" : s.slice(Math.max(0, w.index - 25), w.index);
  // "they disappeared at about 12 weeks pregnant": a point of the pregnancy gone by, not its weeks now.
  // "For about 6 weeks he has headaches": how long something has gone on.
  if (/\bfor (?:about |around |almost |nearly |over |roughly |the (?:last|past) )?$/.test(lead)) return null;
  if (/\b(?:disappeared|stopped|went(?: away)?|vanished|eased(?: off)?|settled|cleared(?: up)?|started|began|came back|returned|ended|finished|left|faded)\s+(?:at|around|by|from)\s+(?:about |around |just |roughly )?$/.test(lead)) return null;
  if (/\b(?:born|came|arrived|delivered|induced|was out) (?:early )?at (?:about |around |just )?$/.test(lead) || /\b(?:baby|bub|bubba|son|daughter|boy|girl|little one|he|she)(?:'s| is| turned| turns)? (?:now |just |already )?$/.test(lead)) return null;
  const due = /\bdue in (\d{1,2}) weeks?\b/.exec(s);
  if (due !== null) return 40 - Number(due[1]);
  if (w !== null && Number(w[1]) <= 42) return Number(w[1]);
  const m = /\b(\d|one|two|three|four|five|six|seven|eight|nine)(?: and a half)? months? (?:pregnant|along|gone)\b/.exec(s);
  if (m !== null) return Math.round(parseNum(m[1]) * 4.35);
  // "I'm in my second trimester" dates the pregnancy; "they disappeared in the first trimester" is a time gone by.
  const t = /\b(first|second|third|1st|2nd|3rd) trimester\b/.exec(s);
  if (t !== null && /\b(?:in|during|through(?:out)?|since|after|until|till) the (?:first|second|third|1st|2nd|3rd) trimester\b/.test(s) && !/\b(?:i'm|i am|she's|she is|we're|now|currently|still)\b[^.]{0,12}\btrimester\b/.test(s)) return null;
  if (t !== null) return /^(?:first|1st)$/.test(t[1] ?? "") ? 8 : /^(?:second|2nd)$/.test(t[1] ?? "") ? 20 : 30;
  return null;
}
