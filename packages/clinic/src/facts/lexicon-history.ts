import { HEART_ASPIRIN } from "../scores/drugs.ts";
import { c, type Concept } from "./concept.ts";
import { eitherOf, HEAD_RUSH, NOT_THROUGH_A_DEVICE } from "./lexicon-red.ts";
import { MONTH_WORD } from "./numbers.ts";
import { BACK, PAIN_COMES, SOON_UPRIGHT, UPRIGHT_SPELL } from "./lexicon-signs.ts";

// Phrasings for the time course and the person's background (SNNOOP10 O, P, N items).

/**
 * What else people say has gone on for months or years ("had the drink for 30 years", "my last chemo
 * session"): a span told of one of these is not how long the headaches have gone on.
 */
// A state of life held that long: "I am teetotaller for 30 years", "sober for five years", "retired 10 years".
export const OTHER_SPAN_TOPICS = String.raw`hiv|undetectable|drink\w*|drank|drunk|booze|smok\w*|married|worked|working|taught|teaching|nursing|career|lived|living|grounded|off work|off sick|signed off|on leave|maternity leave|in hospital|in plaster|on crutches|rehab|chemo\w*|radiotherapy|treatment|tamoxifen|letrozole|job|teetotal\w*|tee-total\w*|sober|vegetarian|vegan|diabetic|retired|divorced|widowed|prednis\w*|steroids?|statins?|warfarin|apixaban|rivaroxaban|clopidogrel|blood thinners?|metformin|insulin|levothyroxine|thyroxine`+
  // A long illness of another part: "she has glaucoma for about 10 years", "diabetic 20 years", "copd since 2010".
  String.raw`|glaucoma|cataracts?|macular\w*|diabetes|copd|emphysema|asthma|parkinson'?s|dementia|alzheimer'?s|eczema|psoriasis|thyroid|angina|afib|atrial fibrillation|gout|epilepsy|arthritis|hearing aids?|deaf\w*|tinnitus|hypertension|lazy eye|squint`+
  // Hormones taken for years: "on estradiol patches for 6 years", "on testosterone since 2019".
  String.raw`|estradiol|oestradiol|testosterone|testogel`+
  // Eye drops for glaucoma, used every night for years: "latanoprost every night since 2019".
  String.raw`|(?:eye ?)?drops|latanoprost|xalatan|timolol|bimatoprost|lumigan|travoprost|travatan|dorzolamide|brimonidine`+
  // Weight put on or lost: "put on about 3 stone in the last 2 years".
  String.raw`|put on|gained|weight|stone|kilos?|kgs?|pounds|lbs`+
  // Things worn or slept on, kept for years: "I thought it was my dentures but they are the same ones I have had for ten years".
  String.raw`|dentures?|false teeth|glasses|specs|spectacles|pillows?|mattress|shoes|boots`+
  // A working life: "I was an ER nurse for 35 years", "driver for 20 years".
  String.raw`|nurse|doctor|teacher|driver|engineer|cleaner|carer|farmer|mechanic|miner|soldier|police\w*|officer|manager|chef|cook|builder|plumber|electrician|secretary|accountant|lawyer|pilot|sailor|fisherman|tailor|seamstress|midwife|paramedic|volunteer\w*|employed|self-employed`;
/** "the carer she's had for", "a car I've had for": something else kept that long, read up to "for". */
export const HAD_THING = String.raw`\b(?:the|my|her|his|our|their|a|an|this|that) (?!(?:head|headaches?|migraines?|pains?|aches?|problems?|conditions?|symptoms?|trouble|issues?|same)\b)[a-z]+(?: [a-z]+)? (?:that |who |which )?(?:i|she|he|we|they)(?:'ve|'s| have| has| had|'d) (?:had|known|owned|kept|used) `;

// A habit stopped: "quit weed cold turkey", "gave up the booze", "stopped drinking coffee".
// Years of something other than headaches, told before "for N years": a trade plied ("I shore sheep for
// 40 years") or a thing said of the person ("he's been saying my face was crooked for 40 years").
export const YEARS_OF_SOMETHING_ELSE = /(?:\b(?:(?:he|she|they|you|i|we)(?:'s|'ve| has| have| had)? |(?:^|[,;:]\s*)|\b(?:and|also|just) )been (?:saying|telling|calling|joking|nagging|teasing|on at me|doing (?:it|that|this job)|working|driving|farming|teaching|nursing|shearing|running|cycling|swimming|climbing|dancing|lifting|training|skating|surfing|rowing|playing|living|married|smoking|drinking)|\b(?:i|we|he|she) (?:shore|sheared|worked|farmed|drove|taught|nursed|served|lived|smoked|drank|played|fished|mined|built|laboured|labored))\b[^.,;]{0,40}\bfor\s+(?:about |nearly |almost |over |just over |some )?$/;

export const HABIT_STOPPED = /\b(?:quit|quitting|stopped|gave up|given up|coming off|came off|packed in|cut out)\s+(?:the\s+|my\s+)?(?:weed|cannabis|pot|dope|smoking|cigarettes|cigs|fags|vaping|the vape|drinking|alcohol|booze|coffee|caffeine|nicotine|energy drinks)\b/;
// "nurse, rotating days/nights on the chemo day unit": where the person works, not a treatment had.
const CHEMO_WORKPLACE = /\b(?:on|in|at|to) (?:the |a )?chemo(?:therapy)? (?:day )?(?:unit|ward|suite|clinic|bay|department)\b(?![^.]{0,30}\b(?:for my|for me|having|getting|receiving)\b)/;

// A change told as for the better, with nothing worse or new beside it.
const CHANGED_FOR_THE_BETTER = /^(?![^]*\b(?:worse|stronger|more (?:often|severe|intense|painful|frequent)|different (?:kind|type|sort)|new (?:kind|type|sort)|never had)\b)[^]*\bchanged?\b[^]{0,80}\b(?:(?:now|it'?s|they'?re|they are) )?(?:only|just|much|far|a lot|way) (?:\d|one|two|a couple|fewer|less|milder|weaker|better|rarer|lighter)\b|\bchanged (?:\w+ )?for the better\b/;
const OVERDOSE_ASKED = /\b(?:have|did|could|might|would) (?:i|she|he|we|they) (?:have )?(?:overdosed?|od'd|taken too (?:much|many))\b|\b(?:is|was) (?:that|it|this) (?:an )?overdose\b|\bam i (?:overdosing|over the limit)\b/;
// "quit the crossword he's done every day for 40 yrs": how long a pastime went on, no headache told.
const PASTIME_SPAN = /^(?![^.]*\b(?:head ?aches?|headaches?|migraines?)\b)[^.]*\b(?:done|doing|did|played|playing|worked|working|driven|driving|made|making|kept|keeping)\b[^.,;]{0,30}\bfor (?:about |around |almost |nearly |over )?(?:\d+|many|several|twenty|thirty|forty|fifty) years\b/;
// A span told of another thing that lasts (an old stroke's weak hand, a hearing aid, a tablet the
// person has "been on for years"), in a sentence with no word of the head: not the headache's history.
// So is a long illness elsewhere told as unchanged ("his left eye has been cloudy for years with a
// cataract", "the shake and walking are the same as always", "breathing no worse than usual").
// So are things kept for years, whose "same ones" are theirs: "my dentures ... the same ones I have had for ten years".
const KEPT_THING_SPAN = /^(?!.*\b(?:head|heads|headaches?|head ?aches?|migraines?|pains?|aches?|attacks?)\b).*\b(?:dentures?|false teeth|glasses|specs|spectacles|hearing aids?|pillows?|mattress|shoes|boots)\b/;
export const OTHER_THING_SPAN = /^(?!.*\b(?:head|heads|headaches?|head ?aches?|migraines?|pains?|aches?|attacks?|ones|(?<!\bon )(?:them|these|those))\b).*\b(?:stroke|weak\w*|hearing|deaf|stick|walker|tremor|arthritis|knee|hip|been on (?:those|them|these|it|that)|tablets?|pills?|cataracts?|glaucoma|cloudy|eyesight|shake|shaking|shaky|shuffle|walking|breathing|copd|asthma|parkinson'?s|dementia|memory|diabetes|sugars?|eczema|psoriasis|hand|arm|leg|lazy eye|squint|eat|eats|eating|meals?|shoulders?|voice|slow(?:ness)?|sleep(?:s|ing)?|snor\w*|dozy|drowsy|sleepy|tired|apnoea|apnea|cpap|overweight|weight|back|depress\w*|anxi\w*)\b/;

// Blur of a known, long-standing eye condition ("the left has been blurry for ages, she's got a
// cataract"; "my macular eye's been misty for years"): that eye's old trouble, not a new visual symptom.
// So is a blur that clears with a blink or drops (dry or tired eyes, "the ophtha said dry eyes from the AC").
// Eyes tired by a screen: "after like 8 hrs on the pc my eyes go a bit blurry but it goes straight away when i blink".
// Near vision blurred at the end of a day of close work, sharp again after a blink and a look out of the window.
// The second of grey or stars at the top of a maximal lift, the breath held: a Valsalva's swing of
// blood pressure, not an obscuration of raised pressure, when nothing on standing or bending is told.
const STRAINING_GREYOUT = /^(?![^]*\b(?:stand\w*|stood|get(?:ting)? up|got up|bend\w*|bent|stoop\w*|lying|lie down)\b)(?=[^]*\b(?:holding (?:my|her|his|their) breath|bracing|valsalva|clean and jerks?|deadlifts?|snatch(?:es)?|(?:heavy|max(?!alt|olon|idex|igesic)\w*|big|near[- ]max(?!alt|olon|idex|igesic)\w*|\d+ ?(?:%|percent)\+?) (?:lifts?|sets?|reps?|singles?|pulls?|squats?))\b)/;
const LOCAL_STEROID_SHOT = /\b(?:epidural|joint|knee|shoulder|hip|facet|spinal|cortisone|local|tendon|bursa|trigger point|nerve block|back)\b[^.]{0,20}\b(?:steroids?|cortisone)\b[^.]{0,10}\b(?:shot|injection|jab)s?\b|\b(?:steroid|cortisone) (?:shot|injection|jab)s? (?:in|into) (?:my |her |his |the )?(?:back|spine|knee|shoulder|hip|joint|wrist|elbow|ankle|foot|heel|hand|thumb)\b/;
const POSTURE = String.raw`(?:lying|lie|laying|sitting|sat|standing|stood|up|upright)(?: down| flat| up)?`;
const SAME_EITHER_WAY = String.raw`(?:(?:the )?same(?: pain)?|no different|no difference|doesn't matter|does not matter|makes no difference|doesn't change|does not change|doesn't make (?:a|any) difference)`;
const POSITION_SAME = new RegExp(String.raw`\b${SAME_EITHER_WAY}\b[^.]{0,15}\b${POSTURE} (?:or|and|and when|or when) ${POSTURE}\b|\b${POSTURE} (?:or|and) ${POSTURE}\b,?[^.]{0,15}\b${SAME_EITHER_WAY}\b`);
// Blur that comes with a low sugar, told as the usual sign of one ("i go blurry when im low"): a hypo's, not the headache's.
const HYPO_BLUR = /\b(?:go|goes|get|gets|went|going) (?:all )?(?:blurry|fuzzy|hazy)\b[^.]{0,12}\bwhen (?:i'?m|i am|im|she'?s|he'?s|my sugars? (?:is|are|goes?|drops?)) (?:low|hypo|going low|dropping)\b/;
// "only blurry if I use my old readers", "blurry without my glasses": the wrong lenses, not the eye.
const WRONG_LENSES = String.raw`(?:(?:my |the |his |her |me )?(?:old|wrong|cheap|spare|reading) (?:readers|glasses|specs|lenses|contacts)|(?:my |the |his |her )?readers)`;
const NO_LENSES = String.raw`without (?:my |the |his |her )?(?:glasses|specs|contacts|lenses)`;
// "my reading has gone blurry, because I have been trying to manage without the glasses": a reason
// given a clause later is still the lenses'.
const FORM_EYE_TAKEN_BACK = /\b(?:ticked|put|wrote|marked|selected|chose|filled in)\b[^.]{0,40}\b(?:blurr?y|blur|floaters|vision|sight|eyes?|aura)\b[^.]{0,20}\b(?:(?:but|maybe|probably) (?:wrong|that'?s|thats|it'?s|its)|(?:on|in) the (?:form|aura (?:field|box))\b[^.]{0,10}\b(?:but|maybe wrong|wrong))\b/;
const BLUR_IN_ATTACKS = /\bblurr?(?:y|ed)\b[^.]{0,20}\bduring (?:them|the (?:attacks?|headaches?|migraines?)|a (?:migraine|headache|bad one)|an attack|each one)\b|\bduring (?:them|the (?:attacks?|headaches?|migraines?))\b[^.]{0,20}\bblurr?(?:y|ed)\b/;
// Also the blur of tired eyes after hours of close work that clears with rest ("eyes get blur after long
// reading at night, 5-6 hours continuous. After closing eyes some time it becomes clear").
// "my eyes go blurry when im reading": near focus that tires (presbyopia, or a concussion's strained
// focusing), not a sign of raised pressure, which blurs at every distance.
// Blur put down to its own plain cause: "my reading is a bit blurry but that's because I lost my
// reading glasses", "the small print has become blurry, I find myself holding the books far away"
// (presbyopia), "so blurry i cant see out of it until the tears stop" (not tears beside a blur alone:
// an angle-closure eye waters too).
const EXPLAINED_BLUR = /\bblurr?(?:y|ed)\b[^.]{0,40}\b(?:because|cause|cos|due to)\b[^.]{0,50}\b(?:glasses|specs|lenses|contacts|readers)\b|\bsmall print\b[^.]{0,30}\bblurr?(?:y|ed)\b|\bblurr?(?:y|ed)\b[^.]{0,50}\bholding (?:the |my )?(?:books?|paper|phone|menu|print|newspaper)\b[^.]{0,15}\b(?:far|further|away|at arm'?s length)\b|\bblurr?(?:y|ed)\b[^.]{0,40}\b(?:until|till|from|with|because of) the tears\b|\bblurr?(?:y|ed)\b[^.]{0,40}\b(?:but|and) (?:it'?s|its|it has|has|vision'?s|vision has) been (?:clear|fine|normal|ok|okay|sharp) (?:ever )?since\b/;
// "By the end of todays shift I couldnt see straight I was that done in": the idiom for worn out.
const TIRED_NOT_SEEING_STRAIGHT = /\bcould(?:n'?t|nt| not) see straight\b[^.]{0,25}\b(?:i was|i'?m|from|with|after)\b[^.]{0,15}\b(?:that |so )?(?:done in|tired|knackered|exhausted|shattered|wrecked|wiped out|worn out|drunk|hungover)\b/;
const NEAR_WORK_BLUR = /\bblurr?(?:y|ed)\b[^.]{0,15}\b(?:only )?(?:when|while|if|whenever) (?:i'?m |im |i am |she'?s |he'?s |i |she |he )?(?:read|reading|reads|on (?:my|the|her|his) (?:phone|screen|laptop|computer|tablet)|looking at (?:my |the |her |his )?(?:phone|screen|laptop|computer|text|print|small print|books?))\b/;
// ... and "After he rest 10 min the blur goes away, clear again" (tired eyes after a screen).
const DRY_EYE_BLUR = /\bafter (?:i |she |he |they )?(?:rest|rests|rested|resting|blink|blinks|blinked|blinking|close (?:my|his|her|their) eyes)\b[^.]{0,30}\bblurr?(?:y|ed|iness)?\b[^.]{0,15}\b(?:goes|went|gone|clears?|cleared|disappears?|disappeared)\b|\bblurr?(?:y|ed)?\b[^.]{0,40}\b(?:(?:my|the|a) dry eyes?|clears? (?:up )?(?:when|if|once|after) (?:i|she|he) blinks?|(?:blinking|a blink) clears? it)\b|\bblurr?(?:y|ed)?\b[^.]{0,15}\bafter (?:long|hours of|a lot of|lots of) (?:reading|studying|screen time|screens|computer work|work|sewing|driving)\b/;
// "blurry only when I look through the bottom part", "since the new varifocals things are blurry": a
// lens's zone or a prescription not yet got used to.
const LENS_ZONE = String.raw`(?:(?:the |my )?(?:bottom|top|lower|upper|reading|edge|side|wrong|outer) (?:part|bit|half|section|segment|edge)s?(?: of (?:the |my )?(?:lens|lenses|glasses|specs))?|(?:my |the )?(?:new )?(?:varifocals?|progressives?|progressive (?:glasses|lenses)|bifocals?)|(?:my |the )?new (?:glasses|specs|lenses|contacts|prescription))`;
const LENS_BLUR = new RegExp(String.raw`\bblurr?(?:y|ed)\b[^.]{0,40}\b(?:through|in|with|since|from) ${LENS_ZONE}\b|\b${LENS_ZONE}\b[^.]{0,40}\bblurr?(?:y|ed)\b|\bblurr?(?:y|ed)\b[^.]{0,20}\b(?:if|when|with|through) (?:i (?:use|wear|put on|have on) )?${WRONG_LENSES}\b|\bblurr?(?:y|ed)\b[^.]{0,60}\b${NO_LENSES}\b|\b${NO_LENSES}\b[^.]{0,20}\bblurr?(?:y|ed)\b`);
// Floaters had for years, unchanged: the vitreous's, not a sign with this headache.
const OLD_FLOATERS = /\bfloaters?\b[^.]{0,50}\b(?:since (?:college|school|uni|university|i was|my|childhood|forever|\d{4})|for (?:years|ages|decades)|always (?:had|have)|(?:look|looks|are|is) the same|same as (?:ever|always))\b/;
const OLD_EYE_TROUBLE = new RegExp(String.raw`${LENS_BLUR.source}|` + /\b(?:till|until) (?:i |she |he )?blinks?\b|\bafter (?:i |she |he )?(?:blink|rub|rest|look away)\w*\b[^.]{0,60}\b(?:sharp|clear|fine|normal|ok|okay|better|focused)(?: again)?\b|\b(?:end of (?:the|a) (?:day|shift)|long day)\b[^.]{0,40}\b(?:near|reading|close[- ]up) (?:vision|sight)\b|\bblink(?:ing)? (?:a lot|a load|loads|it away)\b|\b(?:dry eyes?|eye ?drops|tired eyes|eye strain|(?:clears?|goes|go|went|gone|disappears?)(?: up| away)?(?: straight away| right away| immediately| again)? (?:when|if|after|once|as soon as) (?:i |she |he )?(?:blink|rub|look away|use (?:my |the |some )?drops|put (?:in )?(?:my |the |some )?drops))\b|\b(?:after|from) (?:(?:like |about |around )?(?:\d+|many|several|a few|long|loads of|lots of) )?(?:hrs?|hours?) (?:on|at|staring at|in front of) (?:the |my )?(?:pc|computer|screen|laptop|phone|monitor)\b|\b(?:i|she|he) (?:blink|rest)\w*\b[^.]{0,40}\b(?:it'?s|its|it is|it goes|it'?s all|it becomes|it gets|becomes|goes)\b[^.]{0,10}\b(?:fine|clear|gone|ok|okay|normal|sharp|better)\b|\b(?:rubs?|rubbed|rubbing) (?:her|his|my|their|the) eyes\b[^.]{0,30}\b(?:it'?s|its|it is|it goes|goes|it becomes)\b[^.]{0,10}\b(?:fine|clear|gone|ok|okay|normal|sharp|better)\b|^(?=.*\b(?:cataracts?|macular|amd|lazy eye|short-?sighted|long-?sighted|astigmatism|keratoconus|retinopathy)\b)(?=.*\b(?:for (?:ages|years|a long time|donkey's years|\d+ years)|since (?:last|\d|the)|always|waiting list|no different|same as (?:ever|always|before)|years)\b)/.source);

// "he has always banged his head on the wall when his routine changes, thats been his way since he
// was small": a lifelong habit of head-banging (autism, learning disability), not an injury now.
// "banged his head on the coffee table last week but didnt even cry, been fine since": a toddler's
// everyday bump, over; "walked into the door frame twice on the left side": what a lost half of the
// field does (neuro_deficit reads it), not an injury of the head; so is one told beside "i keep missing
// stuff off to both sides".
const TRIVIAL_BUMP = /\b(?:didn'?t|did not|never) (?:even )?(?:cry|cried|flinch|notice)\b[^.]{0,40}\b(?:been |was )?(?:fine|grand|ok|okay|alright|right as rain|normal) (?:since|after(?:wards)?|straight after|all (?:week|day|weekend))\b|\b(?:walk(?:ed|ing|s)?|bump(?:ed|ing|s)?) into (?:the |a )?(?:door ?frames?|doorways?|walls?|doors?|things|furniture)\b[^.]{0,30}\b(?:twice|again|on the (?:left|right)(?: side)?)\b|\b(?:miss\w*|not seeing|doesn'?t see|can'?t see)\b[^.]{0,40}\b(?:sides?|corners? of)\b[^.]{0,40}\b(?:walk(?:ed|ing|s)?|bump(?:ed|ing|s)?) into (?:the |a )?(?:door ?frames?|doorways?|walls?|doors?|things|furniture|people)\b/;
// The person striking their own head with a hand or fist in the pain (the agitation of a cluster
// attack, ICHD-3 3.1 C2), not a blow that came before the headache.
const TRANSPLANT_AWAITED = /\btransplant\b[^.]{0,25}\b(?:waiting list|wait(?:ing)? list|list|(?:has|have|had)(?:n't| not) (?:happened|been done)|not (?:happened|done) yet|not yet)\b|\b(?:waiting|on the list|listed|assessed|being assessed) for (?:a |the |my )?(?:\w+ )?transplant\b/;
const SCALP_SKIN = /\bscalp\b[^.]{0,60}\b(?:red raw|crusty|crusted|weepy|weeping|scabby|scabs|peeling|flaky|blister\w*|sunburn\w*|burnt|rash|psoriasis|eczema|dermatitis|shingles|efudix|fluorouracil|chemo cream)\b|\b(?:red raw|crusty|weepy|weeping|scabby|peeling|flaky|blister\w*|sunburn\w*|burnt|rash|psoriasis|eczema|dermatitis|shingles|efudix|fluorouracil|chemo cream)\b[^.]{0,40}\bscalp\b/;
const BANG_FELT = /\b(?:instant|sudden|massive|almighty|huge|enormous)\s+(?:bang|boom|explosion|thunderclap) (?:in|inside|at) (?:the |my |his |her )?(?:back |side |top |front |base )?(?:of )?(?:the |my |his |her )?(?:head|skull)\b(?![^.]{0,40}\b(?:fell|fall|slipped|tripped|hit|ball|door|shelf|cupboard|beam|bruise|lump|egg|cut|blood)\b)/;
// ... and the same told after the pain it answers: "worst pain imaginable, id rather get shot, i
// literally bang my head on the wall and walk circles in the yard".
const SELF_STRUCK = /\b(?:pain|agony|worst|rather get shot|rather be shot|can'?t (?:sit|keep|lie) still)\b[^.]{0,60}\b(?:hit|hits|hitting|bang|bangs|banging|banged|knock|knocks|knocking|smash|smashes|smashing) (?:my|his|her|their) (?:own )?(?:head|forehead) (?:to|on|against|into|at|off) (?:the |a )?(?:wall|walls|floor|door|headboard)\b|\b(?:hit|hits|hitting|bang|bangs|banging|banged|punch|punches|punching|punched|smack|smacks|smacking|smacked|beat|beats|beating|slap|slaps|slapping|slapped|thump|thumps|thumping|thumped|strike|strikes|striking|struck) (?:my|his|her|their) (?:own )?(?:head|forehead|temple|skull) with (?:my |his |her |their |the |a )?(?:own )?(?:hands?|fists?|palms?)\b|\b(?:hit|hits|hitting|bang|bangs|banging|banged|knock|knocks|knocking|knocked|beat|beats|beating|smash|smashes|smashing|smashed) (?:my|his|her|their) (?:own )?(?:head|forehead) (?:to|on|against|into|at) (?:the |a )?(?:wall|walls|floor|door|headboard|bed|table)\b[^.]{0,20}\b(?:from|with|because of|for|of) (?:the )?(?:pain|agony)\b/;
const HABITUAL_BUMP = /\b(?:does|do) (?:bang|hit) (?:his|her|their|my) head\b[^.]{0,40}\bwhen (?:he|she|they|i) (?:is|are|am|gets?|get) (?:upset|overwhelmed|frustrated|angry|distressed|anxious)\b|\b(?:has )?(?:always|often|regularly|used to|tends? to) (?:bangs?|banged|bang|banging|hits?|hit|hitting) (?:his|her|their|my) head\b(?![^.]{0,60}\b(?:today|yesterday|last night|this morning|harder|worse|new)\b)|\bhead[- ]?bang\w*\b[^.]{0,60}\b(?:(?:his|her|their) way|since (?:he|she|they) (?:was|were) (?:small|little|a baby|a toddler)|when (?:he|she|they) (?:is|are|gets?) (?:upset|overwhelmed|frustrated))\b|\b(?:every time|all the time|constantly|always|every day|daily)\b(?![^.]{0,60}\b(?:today|yesterday|last night|this morning|this week)\b)[^.]{0,40}\b(?:(?:that's|thats|that is|it's|its) nothing|no big deal|lol|haha)\b/;

const NOT_DENIED = String.raw`(?<!\b(?:didn't|did not|didnt|wasn't|was not|wasnt|weren't|never|not|no|without)\b(?:\s+\w+){0,3}\s+)`;
// Where a knockout happens when it is a blow: a game, a fight, a fall.
const KNOCKOUT_SETTING = String.raw`(?:rugby|football|soccer|hockey|hurling|boxing|box|sparring|spar|training|match|game|tackle|fall|fell|punch|ball|kick|pitch|fight|blow|scrum|collision|clash|crash|accident|bike|horse|playground|ring)`;

// A medicine that is called chemo but given for a blood or joint illness ("hydroxycarbamide ... my
// haematologist calls it chemo but its for the sickle"): no cancer, and at those doses no suppressed immunity.
// "the neuro said to ring for verapamil or a course of steroids if a bout came back": a plan for a
// cluster bout to come (a short course), not a medicine taken now.
// "And does the steroid knock my immune system": a question about a treatment, asked without a
// question mark, not a treatment told as immune-suppressing.
const STEROID_ASKED = /^(?:and |but |so |also )?(?:does|do|did|will|would|could|can|should|might|may|is|are) (?:the |my |a |this |that |these |those )?(?:steroids?|pred\w*|injections?|jabs?|shots?|blocks?)\b/;
// Steroids planned, not taken: to ask for if needed, or to start with a cluster bout ("Neuro said to start prednisone at the start of a bout").
const STEROIDS_IF_NEEDED = /\b(?:said|told (?:me|him|her|us)|advised|plan (?:was|is))(?: (?:me|him|her|us))? to (?:start|take|use|begin|have)\b[^.]{0,20}\b(?:steroids?|prednis\w*)\b[^.]{0,30}\b(?:at|with|when|if) (?:the )?(?:start|beginning|first sign|onset) of (?:a|the|each|every|any) (?:bout|cluster|attack|flare|episode)s?\b|\b(?:said|told (?:me|him|her|us)|advised|plan (?:was|is)) to (?:ring|call|phone|ask|come back|contact (?:them|him|her|the \w+))(?: (?:them|him|her|the \w+))? for\b[^.]{0,40}\b(?:steroids?|prednis\w*)\b|\b(?:steroids?|prednis\w*)\b[^.]{0,30}\bif (?:a|the|another|my|his|her) (?:bout|cluster|attack|flare|episode)s? (?:came|comes|come|starts?|started|returns?|returned) back\b/;
const CHEMO_NOT_CANCER = /\bchemo\w*\b[^.]{0,40}\bbut (?:it'?s|its|it is|that'?s|thats) (?:only |just )?(?:for|to treat) (?:the |my |his |her )?(?:sickle|arthritis|psoriasis|crohn'?s|colitis|lupus|ms|skin|joints?|blood count|polycyth\w*)\b/;
const HIV_CONTROLLED = /\bhiv\b[^.]{0,60}\b(?:undetectable|cd4 (?:count )?(?:of |is |was |at |around |about )?(?:[2-9]\d\d|1\d{3}))\b(?![^.]{0,40}\b(?:stopped|ran out|not taking|off (?:my|the|his|her) (?:tablets|meds|pills)|transplant|chemo\w*|steroids?|prednis\w*)\b)/;
// "the lights in the gym were way too bright" in an exam: the gym as a hall, not as exercise.
const NOT_THE_EXAM_HALL = String.raw`(?<!\b(?:lights?|exams?|assembly|desks?|sat|sitting)\b[^.]{0,12})`;

// A case a clinician tells of seeing: "diagnosed a GCA this morning", "we admitted a meningitis".
const CASE_SEEN = /(?:^\W*|\b(?:i|we|i've|we've|i have|we have) )(?:just )?(?:diagnosed|saw|seen|treated|admitted|referred) (?:a|an|another) (?!(?:bad|terrible|awful|horrible|rough|tough|long|busy|weird|strange|headache|migraine|fall|knock|bang|bump|fever|temp)\b)/;

export const HISTORY_CONCEPTS: Concept[] = [
  // The aspirin named is the heart's low dose ("the little chewable baby aspirin the heart doctor put me on").
  c("heart_aspirin", [HEART_ASPIRIN], { personal: true }),
  // "i never headache before, i am 59": the verb left out, as in many learners' English. "I have never
  // in my life been a man for headaches", "Never had much in the way of headaches".
  // "I never was one for headaches my whole life".
  c("new_headache", [], { fixed: [/\bnever (?:really |ever )?(?:was|been|have been|has been|used to be) (?:one|much of a one|the sort|the type|the kind) for (?:head ?aches|headaches|migraines)\b|\b(?:i|she|he) never (?:headache|head ?ache|migraine)s? (?:before|in (?:my|her|his) life|ever)\b|\bnever (?:in (?:my|her|his) life |ever |really )?been (?:a |the )?(?:man|woman|person|one|guy|bloke|fella|girl|lady|sort|type) for (?:head ?aches?|headaches?|migraines?)\b|\bnever had (?:much|many) (?:in the way )?of (?:a )?(?:head ?aches?|headaches?)\b/,
    // "I dont suffer with headache at all".
    /\b(?:i|she|he) (?:don't|do not|doesn't|does not|never) (?:suffer|suffered) (?:with|from) (?:head ?aches?|headaches?|migraines?)(?: at all| ever)?\b/,
    // "Before this I have no headache problem" (a second language's present for the past).
    /\bbefore (?:this|that|these|now|it started)\b,? (?:i |she |he )?(?:have|had|has|got) (?:no|never (?:any|a)) (?:head ?aches?|headaches?|migraines?)(?: (?:problems?|issues?|trouble))?\b|\bno (?:head ?ache|headache|migraine)s? (?:problems?|issues?|trouble)? ?before (?:this|that|these|now)\b/] }),
  // "its not new tho, same as the other 3 bouts".
  // "Before I had no headaches at all", "before this, no headaches ever": none before this one.
  // "now I've got headaches, which I've literally never had in my life".
  c("new_headache", [], { fixed: [/\b(?:head ?aches?|headaches?|migraines?),? (?:which|that) (?:i'?ve|i have|i|she'?s|she has|he'?s|he has|she|he) (?:\w+ )?never (?:had|got|gotten|suffered|known)(?: (?:before|in (?:my|her|his) (?:whole )?life|ever))?\b/] }),
  c("new_headache", [], { fixed: [/\bbefore(?: (?:this|that|now|these))?,? (?:i|she|he) (?:had|have had|'ve had|got|used to get) no (?:headaches?|head ?aches?|migraines?|head problems?)\b|\bbefore (?:this|that|these|now),? no (?:headaches?|head ?aches?|migraines?)(?: at all| ever)?\b/] }),
  // Not a thing blamed and cleared: "i thought it was my plate (dentures) but they're not new".
  c("new_headache", [/\b(?:it'?s|its|it is|this is|this one is|they'?re|they are) not (?:a )?new\b(?! (?:to me|for me|in the sense)\b)/], { negative: true, unless: /\b(?:dentures?|plate|glasses|specs|lenses|contacts|pillow|mattress|bed|shoes|job|car|phone|tablets?|pills?|meds|medication|bra|helmet|hat)\b[^.]{0,40}\bnot (?:a )?new\b/ }),
  c("new_headache", [
    /\b(?:new|recent|brand new) (?:type of |kind of |sort of )?(?:head ?aches?|headaches?|head pain)\b/,
    // Not when the first of them is dated long back: "The first one was on our honeymoon".
    /\bfirst (?:ever )?(?:time|headache|one|bad headache)\b(?! (?:i\b|in\b|since\b|for\b|it'?s (?:gone|been)|without\b|free\b|pain[- ]free\b|was (?:on (?:my|our|her|his) (?:honeymoon|wedding)|when (?:i|she|he) was (?:a |at |in )|at (?:school|college|uni|university)|in (?:my|her|his) (?:teens|twenties|thirties|20s|30s)|(?:years|decades|ages) ago|back in)))/,
    /\b(?:only )?(?:started|began|begun|start|came on|appeared|developed)(?: getting)?(?: these| this| them| the)?(?: head ?aches?| headaches?)?(?: only)? (?:recently|lately|this year|in the (?:last|past) (?:few |couple of |\d+ |two |three |four |five |six )?(?:days|weeks|months))\b/,
    /\bonly (?:in|for|over|during) the (?:last|past) (?:few |couple of |\d+ |two |three |four |five |six )?(?:days|weeks|months)\b|\b(?:these|the|my|this) (?:head ?aches?|headaches?) (?:is|are) (?:new|recent)\b|\bnew (?:thing )?(?:for|to) me\b|^\W*(?:but |and )?(?:this|this one|this headache|this pain)(?: is|'s) (?:completely |totally |brand |all |something )?new\b/,
    /\b(?:started|began|came on|developed|getting) (?:these |this |them |the )?(?:head ?aches?|headaches?)?\s*(?:only )?(?:\d+|a few|a couple of|two|three|four|five|six) (?:days|weeks|months) ago\b/,
  ], {
    // "this is the 4th, started 10 days ago, crushing season like last time": a bout of a known headache begun.
    // "cluster headaches are back, started 9 days ago", "its back": a known headache returned.
    unless: /\b(?:are|is|it'?s|its|they'?re|theyre|have|has) (?:come )?back\b[^.]{0,30}\b(?:started|began|came on)\b|\b(?:the|this is the|it'?s the|my) (?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|next|latest|new) (?:bout|cluster|round|episode|one)?\b[^.]{0,40}\b(?:started|began|came on)\b|\b(?:like|same as) (?:last time|the last (?:bout|one|time)|the other (?:bouts|ones|times))\b|\b(?:this|the|my) (?:bout|cluster|cycle) (?:started|began|came on|kicked off)\b/,
    fixed: [
      /\bnever (?:really |ever )?(?:had|got|gets?|has|have|suffer(?:ed|s)? (?:from|with))(?: any| a| an)?(?: bad| real| many)? (?:head ?aches?|headaches?|migraines?|sore heads?)(?! like)\b/,
      // The headache first, then that it is unusual: "a headache, which he never gets".
      /\b(?:head ?aches?|headaches?|migraines?)\b,? (?:which|that|and|something) (?:he|she|i|they|we) (?:never|don't|doesn't|didn't|rarely|hardly ever|almost never|seldom) (?:usually |normally |really |ever )?(?:gets?|got|has|have|had|suffers?(?: from| with)?)\b/,
      // "I don't usually bother anyone with headaches, never had them".
      /(?<=\b(?:head ?aches|headaches|migraines)\b[^.]{0,40})\bnever (?:really |ever )?(?:had|have had|get|got|suffered (?:with|from)) (?:them|any|one)\b/,
      // "Papa never complain of headache, whole life".
      /\bnever (?:once )?(?:complain\w*|moan\w*) (?:of|about|from|with|for) (?:a |any )?(?:head ?aches?|headaches?|head pain|migraines?|his head|her head)\b/,
      /\bnever (?:really |ever )?(?:(?:used to be|was|been) )?(?:a|the|much of a) (?:headache|headachey|headachy|migraine) (?:person|type|sufferer|guy|girl|man|woman|lady|bloke|fella|fellow|chap|gal|kind of (?:person|guy|girl)|sort)\b/,
      // "headaches are not something I have ever suffered with", "migraines were never my thing".
      /\b(?:head ?aches|headaches|migraines)\b (?:are|were|have|has|had) (?:never|not|not ever|not really) (?:been )?(?:something|a thing|an issue|a problem|my thing|a problem for me|part of my life)\b/,
      /\b(?:most|very|really|quite|highly|totally|completely|extremely) unusual for me\b/,
      // "he's no one for headaches" (Scots: not one for them), "can't mind the last time he had one".
      /\b(?:no|not|never been|never) (?:one|a one|the one) for (?:head ?aches|headaches|migraines|sore heads)\b|\b(?:can't|cannot|couldn't|don't|doesn't) (?:mind|remember|recall) (?:the )?last time (?:i|he|she|they) (?:had|got|complained of) (?:one|a headache|a sore head|a migraine)\b/,
      // Not "I don't get migraines like my sister": not like hers.
      /\b(?:don't|doesn't|didn't|do not|does not|did not) (?:usually |normally |really |ever )?(?:get|have|suffer (?:from|with)) (?:head ?aches|headaches|migraines)\b(?! like (?:my|her|his|their|your|the|mum|dad|\w+'s)\b)(?!,? (?:maybe|except|apart from|other than|barring|only|just|bar) )/,
      // "he is not headache person": the article dropped, as in English learnt second.
      /\bnot (?:(?:a|the|much of a|really a|really the|a big|a great one for) )?(?:headache|headachey|headachy|migraine) (?:person|type|sufferer|kind of person|guy|girl|man|woman|lady|bloke|fella|fellow|chap|gal)\b/,
      // "headaches before in life - almost never": a checklist's answer about earlier headaches.
      /\b(?:head ?aches?|headaches?|migraines?) before(?: (?:in (?:(?:his|her|my) )?life|this|now))?\s*[-:?,]*\s*(?:almost never|never|none|hardly ever|rarely|no)\b/,
      // "he is not a man for headaches", "never took a tablet for his head in his life".
      /\b(?:not|never|no|isn't|wasn't|never was|never been) (?:a |much of a |the )?(?:man|woman|person|guy|girl|bloke|lad|lass|fella|lady|type|sort) for (?:head ?aches?|headaches?|migraines?|sore heads?|(?:his|her|my) head)\b|\bnever (?:once )?(?:took|taken|needed|had to take|had) (?:a |one |any )?(?:tablets?|pills?|painkillers?|paracetamol|panadol|aspirin) for (?:my|his|her|their) (?:head|headaches?)\b/,
      // "I'm not someone who gets headaches", "I could count my headaches on one hand".
      /\bnever had (?:a |any )?(?:head ?ache|headache|migraine) (?:problems?|issues?|trouble)\b/,
      /\bnot (?:someone|somebody|one|a person|the sort|the type|the kind)(?: of person)? (?:who|that|to) (?:gets?|has|have|suffers?)(?: (?:from|with))? (?:head ?aches|headaches|migraines)\b/,
      /\b(?:rarely|hardly ever|almost never|seldom|never ever) (?:get|got|had|have|suffered?)(?: (?:from|with))? (?:a |any )?(?:head ?aches?|headaches?|migraines?)\b/,
      // Older people's lay words for a new headache (SNNOOP10 "onset after 50").
      /\bnever (?:really |ever )?used to (?:get|have|suffer(?: from| with)?)(?: any| many| much| bad| real)? (?:head ?aches?|headaches?|migraines?|head pain|them|these)\b/,
      /\b(?:didn't|did not|never) use(?:d)? to (?:get|have) (?:head ?aches?|headaches?|migraines?|them|these)\b/,
      /\bnever been (?:one for|prone to|a sufferer of|bothered (?:by|with)|(?:a |much of a )?(?:man|woman|person|guy|girl|bloke|lad|lass|fella) for) (?:head ?aches?|headaches?|migraines?)\b/,
      /\bcount\b[^.]{0,30}\bon (?:one hand|(?:the )?fingers(?: of one hand)?)\b[^.]{0,50}\b(?:head ?aches|headaches|migraines)\b|\b(?:head ?aches|headaches|migraines)\b[^.]{0,50}\bon (?:one hand|(?:the )?fingers(?: of one hand)?)\b|\bcount (?:my|the) (?:head ?aches|headaches|migraines) on (?:one hand|(?:the )?fingers)\b/,
      /\b(?:head ?aches?|headaches?) (?:are|is|were) (?:new|unusual|not normal|not usual|a new thing) for me\b|\b(?:it's|its|it is) (?:really |very )?unusual for me\b/,
      // A headache named first, then a pronoun: "a headache for a month, which is odd for me because I hardly ever get them".
      /\b(?:head ?aches?|headaches?|migraines?|head pain)\b[^.]{0,80}\b(?:(?:which|this|that|it)(?:'s| is) (?:really |very |quite |most )?(?:odd|unusual|strange|weird|out of character) for (?:me|her|him)|(?:rarely|hardly ever|almost never|seldom|never ever|never really) (?:get|got|had|have|has|gets|suffer\w*(?: from| with)?) (?:them|one|these|any)\b)/,
    ],
  }),
  c("long_history", [
    // Not how long something else has gone on: "he's had the drink for 30 years", "chemo over three years ago".
    new RegExp(String.raw`(?<!${HAD_THING})(?<!\b(?:${OTHER_SPAN_TOPICS}|together|known|session|house)\b(?:(?!\b(?:head ?aches?|headaches?|migraines?)\b)[^.,;]){0,30})(?<!\b(?:drinks?|drinking|drank|booze|smok\w*)\b[^.]{0,80}\b(?:has|have|had|'ve|'s) done )(?:\b(?:for|over) (?:many |several |a few |a couple of |some )?(?:years|decades)\b|\bfor \d+(?: ?\+| plus| odd)? years\b|\byears now\b|\b(?:for|over) (?:about |around |roughly |nearly |almost |over |more than |like |the (?:last|past) )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty) ?\+? years\b)`),
    // "I used to get 4 migraines a month before this year": headaches long before the present ones.
    /(?<!\b(?:never|not|didn't|did not|don't|never really)\s+)\bused to (?:get|have|suffer (?:from|with)) (?:\w+ ){0,3}?(?:migraines|headaches|head ?aches|them)\b/,
    // "since SS2, like age 16": a school class (Nigerian SS/JSS, primary P), or an age the headaches date from.
    // "migraines since 15": the bare number after the headaches is the age they began (not "since 15 nov",
    // nor "headache since 11", one headache since a time of day).
    /\b(?:migraines?|headaches|head ?aches) since (?:about |around )?\d{1,2}\b(?! ?(?:days?|weeks?|months?|years?|yrs?|hours?|minutes?|am|pm|o'?clock|th|st|nd|rd|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b)(?![./:-]\d)/,
    /\bsince (?:form|standard|class|grade|year|std) \d{1,2}\b|\bsince (?:ss|sss|js|jss|jhs|shs|p|primary) ?\d\b|\b(?:since|from) (?:about |around |like |roughly |maybe )?(?:the )?age (?:of )?\d{1,2}\b|\b(?:get|got|had|have) (?:\w+ )?(?:head ?aches|headaches|migraines) (?:from|since) (?:my|her|his) (?:teens|twenties|thirties|forties|20s|30s|40s)\b|\bsince (?:i|she|he) (?:am|is) (?:about |around |like |maybe )?\d{1,2}\b(?! (?:weeks?|days?|months?)\b)|\bsince (?:(?:i|she|he) was in (?:my|her|his) (?:early |mid |late )?(?:teens|twenties|thirties|forties|20s|30s|40s)|(?:i|she|he) was (?:a |an )?(?:kid|child|teen|teenager|little|young|(?:about |around |roughly |maybe |like |only )?\d+)|childhood|school|high school|uni|university|college|puberty|my (?:teens|twenties|thirties|20s|30s|teenage years|early|late|first period)|(?:my|her|his) (?:school|uni|university|college|student|secondary school|high school) days)\b/,
    // "my usual headaches", not "it started like a normal headache" (any ordinary one).
    /(?<!\b(?:a|an|any|like a|like any) )\b(?:my |the )?(?:usual|normal|regular|typical|same old|old|familiar) (?:head ?aches?|headaches?|migraines?|ones(?<!\b(?:tablets?|pills?|meds|medicines?|medications?|capsules?|glasses|specs|\d+(?: ?mg)?)\b[^.]{0,40})|pain|pattern|tension)\b|(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)(?:'s| is| are| was)? (?:just )?(?:the )?)same as (?:always|usual|ever)\b|(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)\b[^.,]{0,25})\bas (?:always|usual)\b|\balways had\b(?! (?:the|a|an|this|that|some|my|our|his|her|their) (?!(?:same |usual |odd |occasional |bad |mild )?(?:head|heads|headaches?|head ?aches?|migraines?|pains?|ones)\b))|\b(?:had|get|got) (?:them|these|migraines|headaches) (?:all my life|for ages|forever)\b|\blike i always do\b|\blifelong\b/,
  ], {
    // "no headaches at all for years after that": a gap before they began, not years of them.
    // Nor "he says its his dentures but they were fine for years": something else fine for years; nor
    // a working life ("I was on the switchboard at Morriston hospital for 30 years").
    // "I have COPD so I cough a lot, had that for years but never had these headaches till now", "phlegm
    // same as usual": the years and the usual of something else, in a sentence that names no headache
    // as long had.
    // "Plan: 3-monthly clinical review for 2 years": a clinic's follow-up schedule, pasted from a letter.
    // "headaches since I was 30, that's really just hangovers back in the day": no headache of their own.
    // "when I said my usual headache I meant it's become usual these last 3 weeks": the word taken back.
    unless: eitherOf(KEPT_THING_SPAN, /\b(?:when|where) i (?:said|say|wrote|put|typed)\b[^.]{0,30}\b(?:usual|normal|regular|old)\b[^.]{0,30}\bi (?:meant|mean)\b/, /\b(?:that'?s|thats|that was|they were|they'?re|those were|it was|it'?s) (?:really |only |just |mostly |all )*(?:just |only )?(?:hangovers|the odd hangover|after (?:a|the) (?:drink|session|night out)s?)\b/, /\b(?:review|follow[- ]?ups?|surveillance|check[- ]?ups?|monitoring|scans?|appointments?|clinic visits?)\b[^.]{0,20}\bfor (?:\d+|two|three|four|five|ten) years\b|\b\d+-monthly\b/, /\bnever (?:had|got|get) (?:these|this|them|those|any|a|such) (?:headaches?|head ?aches?|pains?)\b|\bnever (?:a|been a) (?:headache|migraine) (?:man|woman|person|guy|girl|sufferer)\b/, /^(?![^]*\b(?:head|heads|headaches?|head ?aches?|migraines?|pains?|attacks?)\b)[^]*\b(?:phlegm|sputum|cough\w*|breathing|chest|bowels?|sugars?|blood pressure|bp|periods?|appetite|sleep|memory|weight)\b[^.]{0,20}\b(?:same as (?:usual|always|ever|normal)|as usual|normal for me)\b/, /\b(?:i|she|he) (?:was|were|worked|have worked|had worked) (?:on|at|in|as|for) (?:the |a |an )?[a-z' ]{0,40}\bfor (?:\d+|many|several|twenty|thirty|forty|fifty) years\b(?![^.]{0,30}\b(?:head ?aches?|headaches?|migraines?)\b)/,
      new RegExp(YEARS_OF_SOMETHING_ELSE.source.replace(/\$$/, "") + String.raw`(?:\d+|many|several|twenty|thirty|forty|fifty) years\b(?![^.]{0,30}\b(?:head ?aches?|headaches?|migraines?)\b)`), /\b(?:no|never|without|not a)\b[^.]{0,30}\bfor years (?:after|afterwards|before|until|till)\b|\b(?:was|were|been|is|are) (?:all )?(?:fine|ok|okay|good|grand|no (?:trouble|problem|bother))(?: for (?:many |several |a few )?years| for decades)\b/, OTHER_THING_SPAN, PASTIME_SPAN),
  }),
  // "This has never happened before, the aura never stayed more than half an hour": something new
  // in the usual attacks, set against how they always go.
  // "it wakes me at 5 in the morning, which never happened in 10 years": new in a long history.
  c("pattern_change", [], { fixed: [/\b(?:which|that|this|it) (?:has |had )?never happened (?:to me )?in (?:\d+|all (?:these|those|my)|many|twenty|ten|fifteen) years\b/] }),
  // "But my last 2 were different at the start": the latest attacks set apart.
  c("pattern_change", [/\b(?:my |the )?(?:last|latest|recent|past) (?:two|2|three|3|few|couple(?: of)?|one|ones|attacks?|migraines?|headaches?)(?: ones| attacks| migraines| headaches)? (?:were|was|have been|has been|felt|seemed) (?:\w+ )?different\b/]),
  c("pattern_change", [], { fixed: [/\b(?:this|that|it) (?:has|had) never happened (?:to me )?before\b/], within: /\bnever (?:stayed|lasted|went on|took)\b|\b(?:always|usual(?:ly)?|normally)\b/ }),
  // ... and it takes back a "my usual headache" said earlier.
  c("long_history", [], { fixed: [/\b(?:when|where) i (?:said|say|wrote|put|typed)\b[^.]{0,30}\b(?:usual|normal|regular|old)\b[^.]{0,30}\bi (?:meant|mean)\b[^.]{0,40}\b(?:these|the) (?:last|past) (?:\d+|few|couple of|two|three|four|five|six) (?:days|weeks)\b/], negative: true }),
  // The usual headaches told as small ones: "normally I have only sometimes small headache, nothing
  // special", "I only ever get the odd mild headache". Read against a severe one told now.
  c("usual_mild", [
    /\b(?:normally|usually|otherwise|generally|before (?:this|that|now)|most of the time)\b[^.]{0,40}\b(?:small|mild|little|minor|slight|light|ordinary|normal|tiny|dull) (?:head ?aches?|headaches?|heads?|ones)\b|\b(?:only|just) (?:ever )?(?:get|got|have|had) (?:the )?(?:odd|occasional) (?:small |mild |little |minor |slight )(?:head ?aches?|headaches?)\b/,
  ]),
  // Said against a form or a relative's "every day": "its not every day, its like 2 times a week".
  c("not_daily", [], { fixed: [/\b(?:it'?s|its|it is|they'?re|they are|it was|they were) not (?:every ?day|daily|constant|continuous|there all the time|all the time)\b(?=[^.]{0,30}\b(?:times? a (?:week|month)|days? a (?:week|month)|once|twice|a week|a month)\b)/] }),
  // The person disowns the numbers of the form ("When I filled the form I just guessed the numbers,
  // please ignore", "I put the wrong numbers in the medicine part of the form"): the chat's counts,
  // even rough ones, replace the form's (fact-set.ts, scores/medication.ts).
  // The old headaches told as over long ago ("stopped with the change of life", "haven't had one in 25
  // years"): a headache now is a new one, whatever those were (detect.ts, new onset over 50).
  c("headaches_ceased", [], { fixed: [
    // "used to get the migraines in his 40s ... but hasn't had one in 25 years at least".
    /\b(?:hasn'?t|has not|haven'?t|have not|hadn'?t|not) had (?:one|any|a (?:migraine|headache)|them)(?: at all)? (?:in|for) (?:(?:about|around|over|at least|nearly|almost|like) )?(?:\d+|many|several|ten|fifteen|twenty|thirty|forty) years\b/,
    // "Migraines in my 30s - none since menopause", "headaches as a teenager, none since my 20s".
    /\b(?:migraines?|headaches?|head ?aches?)\b[^.]{0,30}\b(?:in my (?:teens|twenties|thirties|forties|20s|30s|40s)|as a (?:kid|child|teen(?:ager)?)|when i was (?:younger|young|a kid))\b[^.]{0,10}(?:-|,|;|but)?\s*(?:none|nothing|not (?:one|any)|no more)(?: at all)? since\b/,
    // "my migraines from high school ... those stopped like 5 years ago".
    /\b(?:those|they|these|the (?:migraines?|headaches?|head ?aches?)|my (?:old )?(?:migraines?|headaches?))\b (?:all |just |completely )?(?:stopped|finished|ended|went away|disappeared|vanished|dried up)\b[^.]{0,15}\b(?:like |about |around |maybe )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten) years ago\b/,
    // "after the change at 50 they finished. So 20 years nothing": the time told first, and years told free.
    /\b(?:with|after|at|since) (?:the |my )?(?:change(?: of life)?|menopause|meno)\b[^.]{0,20}\b(?:they|it|the (?:head ?aches|headaches|migraines)|these|those)\b (?:\w+ )?(?:stopped|finished|ended|went away|disappeared|vanished|dried up)\b|\b(?:\d+|many|ten|fifteen|twenty|thirty|forty) (?:years|decades) (?:of )?(?:nothing|none|no (?:head ?aches|headaches|migraines)|(?:head ?ache|headache|migraine)[- ]free)\b/,/\b(?:stopped|went|disappeared|finished|ended|vanished|dried up|went away)\b[^.]{0,20}\b(?:with|after|at|when i (?:hit|went through|reached|had)) (?:the |my )?(?:change(?: of life)?|menopause|meno)\b|\b(?:grew|grown|growing) out of (?:them|it|my migraines|the migraines|my headaches)\b|\b(?:haven't|have not|hadn't|had not|not) had (?:one|a migraine|any|a headache|an attack|a single one)(?: at all)? (?:for|in) (?:over |about |nearly |almost )?(?:\d+|many|twenty|thirty|forty|ten|fifteen|twenty[- ]\w+) (?:years|decades)\b|(?<!\bthen )\b(?:none|no migraines|no headaches|nothing) (?:for|in) (?:over |about )?(?:(?:\d+|many|twenty|thirty|forty|ten) )?(?:years|decades)\b|\b(?:change|menopause|meno)\b[^.]{0,30}\bthen not (?:one|a single one|any|a one) (?:for|in) (?:over |about )?(?:\d+|many|twenty|thirty|forty) (?:years|decades)\b|\b(?:never|not|didn't|did not|haven't|have not|hadn't|had not) (?:had|get|got|have) (?:one|any|a headache|a migraine|another(?: one)?|a single one)\b[^.]{0,10}\b(?:between|in between|from) then (?:and|till|until|to) (?:this|last|now)\b/] }),
  // "the form on here is from last November ... and it's badly out of date".
  c("form_disowned", [/\bform\b[^.]{0,50}\b(?:guess\w*|wrong|ignore|made (?:it|them) up|not right|mistake|mistyped|rubbish|by accident)\b|\bform\b[^.]{0,90}\b(?:out of date|outdated|not up to date|no longer (?:right|true|accurate))\b|\b(?:ignore|disregard|forget)\b[^.]{0,40}\b(?:on|in) the form\b|\b(?:ignore|disregard|forget) (?:the |what i (?:put|wrote|said) (?:on|in) the )?(?:form|numbers on the form|numbers i put)\b|\b(?:put|wrote|typed|entered) (?:the |in the )?wrong (?:numbers?|counts?|figures?)\b|\b(?:guess\w*|made up) the numbers\b|\b(?:stuffed|messed|mucked|screwed|mixed|cocked|effed) up (?:the |my )?(?:\w+ )?(?:numbers?|counts?|form)\b|\bcorrection to (?:the|my) form\b/], {
    anyone: true,
    // "I wrote 30 under Panado. That is tablets per month, not days" (its "not" is the phrase's own).
    fixed: [/\b(?:is|was|are|were|means?|meant|that's|thats|that is|it's|its)\b[^.]{0,25}\b(?:tablets|pills|doses|capsules|caplets)\b[^.]{0,25}\bnot (?:the )?(?:number of )?days\b/],
  }),
  // "the days I put in were what it used to be like": the form's counts told as the old pattern, not now.
  c("form_disowned", [/\b(?:the )?(?:days|numbers?|counts?|figures?) (?:i|we) (?:put (?:in|down)?|wrote(?: down)?|entered|gave|filled in|ticked)\b[^.]{0,20}\b(?:was|were|are|is)\b[^.]{0,15}\b(?:what it used to be|how it used to be|how (?:it|things|they) (?:was|were)|the old|before|last year|ages ago)\b/], {
    anyone: true,
  }),
  // "i put 20 for paracetamol but i think i put the number of tablets", "the form says Parol 15: no!".
  c("form_disowned", [/\b(?:i|we|she|he) (?:think (?:i|we) |must have |probably )?(?:put|wrote|entered|gave|typed) (?:down |in )?the (?:number|count|amount) of (?:tablets|pills|doses|capsules|caplets|packs|boxes)\b|\b(?:the )?form says\b[^.]{0,30}[:,]\s*no\b/], {
    anyone: true,
  }),
  // This attack told as not ending: "its still going, its thursday now", "just won't break", "this ones
  // just not shifting" (read with the usual attacks' length for status migrainosus, combined.ts).
  // "a migraine since Sunday morning and it's now Thursday": the days told from its start to now.
  c("attack_ongoing", [/\bstill (?:going|here|there|with me|on)\b|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b[^.]{0,25}\b(?:and )?(?:it'?s|its|it is) (?:now )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/], {
    // Their negative words are the idiom's own.
    fixed: [/\b(?:(?:has ?n'?t|has not|hasnt) (?:stopped|gone|let up|eased off|broken|shifted|ended)|(?:just )?(?:won'?t|wont|will not)(?: (?:bloody|fucking|freaking|effing|even))? (?:stop|go(?: away)?|break|let (?:up|go)|shift|end|ease off|budge|leave)\b(?! (?:numb|weak|blurry|dark|red|stiff)\b)|(?:just )?(?:do(?:es)?n'?t|dont|do not|does not)(?: (?:bloody|fucking|freaking|effing|even))? (?:want to )?(?:stop|go away|break|let up|shift|end|ease off|budge|leave)|(?:is |just )?not (?:shifting|stopping|going away|breaking|letting up|budging))\b/],
    unless: /\b(?:numb\w*|tingl\w*|weak\w*|vision|cough\w*|fever|temp\w*|rash|neck)\b/,
  }),
  // The headaches told as easing off over the weeks: "getting better each week", "milder now and less often".
  c("improving", [/\b(?:getting|got|gotten|been getting) (?:a (?:bit|little|lot) )?(?:better|milder|less (?:often|frequent|bad|severe)|fewer)\b(?: and (?:better|milder))?(?: (?:each|every|week by|day by|by the) (?:week|day))?|\b(?:easing|easing off|settling|settling down|improving|fading) (?:off |down |away )?(?:each|every|week by|day by|by the|over the) (?:week|day|weeks|days)\b|\b(?:each|every) (?:week|day) (?:it'?s|its|they'?re|it is|they are) (?:a (?:bit|little) )?(?:better|milder|less)\b|\b(?:milder|less often|less frequent|fewer) (?:and (?:milder|less often|less frequent|fewer) )?(?:now|than (?:at first|before|the first week))\b/], {
    unless: /\b(?:then|but|until|till)\b[^.]{0,30}\b(?:worse|came back|back again|worsen\w*)\b/,
  }),
  // "when I say all my life I mean the odd one after a night of beer, or sinus in the spring": the
  // headaches before were only odd ones, no headache disorder to change.
  c("odd_ones_only", [/\b(?:i mean|i meant|by that i mean|that means|meaning)\b[^.]{0,30}\b(?:the odd one|an odd one|the occasional one|the odd (?:head ?ache|headache)|(?:after|with) (?:a night (?:of|on) (?:the )?)?(?:beer|beers|drink|drinking|booze|the drink)|hangovers?)\b/]),
  // "this happen to me 3 times now in like a year and a half": attacks that come again.
  c("recurrent", [/\b(?:this|it|that) (?:has )?happen(?:ed|s)? (?:to me |to her |to him )?(?:\d+|two|three|four|five|six|several|a few|many|a couple of) times\b/]),
  // "same like always", "roughly same like before pregnancy" (the "same like" of English learnt
  // second), "It is the same type of migraine" told of one the person has had for years.
  c("unchanged", [/(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)(?:'s| is| are| was)? (?:just |roughly |about |almost )?)\bsame like (?:always|ever|usual|before)\b|\b(?:it is|it's|its|this is|these are|they are|they're) (?:the )?same (?:type|kind|sort) of (?:migraines?|headaches?|head ?aches?)\b/]),
  // "Exactly the same now as it's always been".
  c("unchanged", [/\bthe same (?:now )?as (?:it'?s|it has|it was|they'?ve|they have|they were) (?:always|ever) (?:been|was|were)\b/]),
  c("unchanged", [/\bsame same\b|\bsame as (?:my old (?:migraines?|headaches?|ones?)|before (?:i (?:got|was|fell) pregnant|the (?:baby|pregnancy)|i had (?:the|my) (?:baby|son|daughter)))\b|\bsame (?:head ?aches?|headaches?|migraines?|ones) (?:that )?(?:i'?ve|i have|she'?s|he'?s|she has|he has) (?:always )?had\b|\b(?:they are|they're|it's|it is|these are) (?:just )?the same ones\b|\bsame as (?:it'?s|it has|they'?ve|they have) (?:always )?been(?: for (?:\d+|two|three|four|five|several|many|a few|a couple of) (?:years|months)| for years| all along)?\b|\b(?:exactly |always |just )?the same (?:every|each) time\b|\balways the same\b|\bnever changes\b|\bunchanged\b|(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)(?:'s| is| are| was)? (?:just )?(?:the )?)same as (?:always|ever|usual)\b|(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)(?:'s| is| are| was)? (?:just )?)\bthe same (?:as )?(?:always|for years)\b|\bsame old (?:thing|story|pattern|headaches?|migraines?)\b|\b(?:the )?same pattern (?:for|since|as (?:always|ever))\b/,
    // "migraine thursday night, gone by friday lunchtime. exactly like always", "its been like this 5 years".
    /\b(?:exactly|just) (?:like|as) always\b|\b(?:it'?s|its|it has|they'?ve|they have) been like (?:this|that) (?:for )?(?:\d+|two|three|four|five|six|many|several|a few) years\b/,
    // "these are literally the same migraines I had at school".
    /\b(?:literally |exactly |just )?the same (?:migraines?|headaches?|head ?aches?|ones) (?:that )?(?:i|she|he|they) (?:had|got|used to get|have had|'ve had) (?:at|in|as|when|since|back)\b/,
    // "same as the other 3 bouts", "crushing season like last time".
    /\bsame as (?:the |my )?(?:other|last|previous|earlier|usual)(?: \d+| two| three| four| few)? (?:bouts?|ones|attacks|times|clusters?|episodes?)\b|\b(?:just )?like (?:last time|the last (?:bout|one)|the other (?:bouts|ones))\b/,
    // "it's the same one I've had since my forties", "the same headache she's had for 30 years".
    /\b(?:it'?s|it is|it was|this is|this was|that'?s|just|exactly|literally)? ?the (?:very )?same (?:one|kind|type|sort|headache|head ?ache|migraine|pain|band) (?:that )?(?:i|she|he|they)(?:'ve| have|'s| has)? (?:always )?(?:had|got|get) (?:since|for|all)\b/,
    // "This one was exactly my normal one, nothing different", "its the usual one", "same as my usual
    // ones" (not "like my usual ones but ...").
    /\b(?:(?:(?:this|it|that|today'?s)(?: one)?(?: was|'s| is)|its) (?:exactly |just |simply |totally )?(?:like |the same as )?(?:my|her|his|the)|same as (?:my|her|his)) (?:normal|usual|regular|typical|standard)(?: one| ones| migraines?| headaches?| kind| type)\b(?![^.]{0,25}\b(?:but|except|only|apart from|though)\b)/], {
    fixed: [/\bnothing(?: has|'s)? changed\b|\bnothing different\b|\b(?:hasn't|haven't|have not|has not|never) (?:changed|altered|varied)\b|\b(?:has|have) not (?:altered|varied) at all\b|\bno (?:change|different|worse)\b|\bnothing new\b/],
    unless: eitherOf(OTHER_THING_SPAN, KEPT_THING_SPAN),
  }),
  // Investigated already, with a normal result or a named diagnosis: "had the brain scan and bloods
  // in 2023 and they were normal", "MRI and angiogram were clear", "the neurologist called it hypnic
  // headache". An older headache investigated and stable since is no longer a new one to work up.
  // Hardware in the head or brain surgery: a shunt, a deep brain stimulator's wires, a craniotomy.
  c("brain_hardware", [/\b(?:vp |ventriculo-?peritoneal |csf |brain )?shunt\b|\b(?:deep )?brain stimulator\b|\bdbs\b|\bwires? (?:in|into) (?:his|her|my|their|the) (?:head|brain)\b|\bcraniotomy\b|\bbrain (?:surgery|operation|op)\b|\bneurosurg\w*\b[^.]{0,30}\b(?:operat\w*|surgery|put in|fitted|removed)\b/], { personal: true }),
  // Bleeding signs: pinpoint red dots on the skin and gums that bleed (with a fever, dengue's warning
  // signs, WHO 2009, or meningococcal petechiae; detect.ts reads them as a rash with a fever):
  // "my gums bleed when i brush and theres little red dots all over my shins".
  c("bleeding_signs", [/\b(?:little|tiny|small|pinpoint|pin-?prick) red (?:dots|spots|specks|marks)\b[^.]{0,30}\b(?:all )?(?:over|on|across) (?:my|his|her|their|the) (?:shins|legs|arms|chest|tummy|belly|body|skin|feet|ankles)\b|\b(?:my|his|her|their) gums (?:bleed|bled|are bleeding|were bleeding|keep bleeding)\b|\bbleeding gums\b/]),
  // A vaccine a day or so ago: "had my covid and flu jabs at work yesterday about 3pm".
  c("after_vaccine", [/\b(?:jabs?|vaccin\w*|booster|immuni[sz]ation|flu shot|covid shot)\b[^.]{0,40}\b(?:yesterday|last night|this morning|today)\b|\b(?:yesterday|last night|this morning)\b[^.]{0,30}\b(?:jabs?|vaccin\w*|booster|flu shot|covid shot)\b/], { personal: true }),
  // A headache tied to a regular dose since the medicine began: "started in march, same time as the methotrexate".
  c("dose_timed_headache", [/\b(?:same time as|since (?:i )?start(?:ed|ing)?|started (?:with|when i started)) (?:the |my )?(?:methotrexate|mtx|tablets?|injections?|medication|meds|infusions?|jabs?|biologic|humira|pred\w*)\b/], { personal: true }),
  // Blood that clots too readily: a venous sinus thrombosis risk (detect.ts, with raised pressure).
  // "kidney problems, leaking protein, legs and face puffy": nephrotic syndrome in lay words.
  // Sickle cell disease (HbSS, HbSC; not the trait) is a recognised risk of cerebral venous thrombosis
  // among the haematological conditions (AHA/ASA statement on CVT, as cited in detect.ts).
  c("prothrombotic", [/\bsickle cell(?! trait| carrier)\b|\bhb ?s[sc]\b|\bsickle (?:\(?s[sc]\)?|s[sc] disease)\b|\bnephrotic\b|\bantiphospholipid\b|\bsticky blood\b|\bhughes'?s? syndrome\b|\bfactor (?:v|5) leiden\b|\bthrombophilia\b|\bprotein [cs] deficiency\b|\bantithrombin deficiency\b|\b(?:leaking|losing|lose|leak|leaks) (?:a lot of )?protein\b/], { personal: true }),
  // Topiramate (or zonisamide) started or raised: its dose-related effects are read in detect.ts.
  // Botulinum toxin injections (PREEMPT chronic migraine protocol, or cosmetic): a lid that droops in the
  // days after is the toxin's own effect (detect.ts).
  c("botulinum_treatment", [/\b(?:botox|botulinum|onabotulinum\w*|dysport|xeomin|bocouture|azzalure)\b/], { personal: true }),
  c("topiramate_change", [/\b(?:topiramate|topamax|topamac|trokendi|qudexy|epitomax|zonisamide|zonegran)\b[^.]{0,80}\b(?:up|increased|raised|doubled|started|went up|higher|new)\b|\b(?:up|increased|raised|doubled|started|went up)\b[^.]{0,40}\b(?:topiramate|topamax|topamac|trokendi|qudexy|epitomax|zonisamide|zonegran)\b/]),
  c("investigated", [
    /\b(?:scan|scans|mri|ct|angiogram|angiography|bloods?|blood tests?|tests)\b[^.]{0,60}\b(?:normal|clear|fine|all clear|nothing (?:wrong|abnormal|sinister|showed|found)|came back (?:normal|clear|fine|ok))\b|\b(?:normal|clear) (?:mri|ct|scan|brain scan|angiogram)\b|\bneurologist\b[^.]{0,30}\b(?:called it|said it (?:was|is)|diagnosed|told (?:me|him|her) it (?:was|is))\b/,
  ], { unless: /\b(?:waiting for|awaiting|booked|going to have|will have|due to have|not (?:had|been))\b[^.]{0,20}\b(?:scan|mri|ct|results?|tests?)\b/ }),
  // The usual warning missing this once: "no zigzags at all this time, straight to the pain" (its
  // negative word is the phrase's own).
  c("pattern_change", [], { fixed: [/\b(?:no |none of the |without (?:any |the |my )?|didn't get (?:the |any |my )?|never got (?:the |any |my )?)(?:\w+ ){0,2}?(?:zig-?zags?|auras?|warning|flashing lights|lights)\b[^.]{0,20}\bthis time\b|\bthis time\b[^.]{0,20}\b(?:no|without|didn't get|never got) (?:the |any |my )?(?:zig-?zags?|auras?|warning|flashing lights|lights)\b/] }),
  // "scratch that ... the migraine wasnt different": a change taken back.
  c("pattern_change", [/\b(?:the |my |this |that |today'?s )?(?:migraine|headache|head ?ache|attack|one|it)\s+(?:wasn'?t|was not|isn'?t|is not|wasnt|isnt) (?:really |actually |any )?different\b|\bnot (?:actually |really )?different (?:after all|at all)\b/], { negative: true }),
  // "by not like my usual i mean it was on the right instead of the left, and a lot milder": a
  // difference that is only a milder or shorter attack is no change of pattern to fear (SNNOOP10
  // asks of a new character, frequency or progression). Read from the gloss on, after the words it glosses.
  c("pattern_change", [/(?<=\b(?:not like (?:my|her|his|the) usual(?: ones?)?|different)\b[^.]{0,30})\b(?:i mean|i meant|meaning|as in|just|only)\b(?![^.]{0,80}\b(?:worse|stronger|harder|longer|more|new|never|sudden\w*|weak\w*|numb\w*|speech|words)\b)[^.]{0,80}\b(?:milder|less (?:bad|painful|severe|intense)|not as (?:bad|strong|painful|severe|intense)|shorter|weaker|lighter|easier|gentler)\b/], { negative: true }),
  // "My normal ones are on the right, throbbing ... This one is all over and more like pressure": the
  // present headache set against the usual ones in a message that tells both.
  c("pattern_change", [/^(?:but |and |whereas |now )?this (?:one|headache|time|lot)\b,? (?:is|was|'s|has been|feels|felt)\b(?! (?:(?:just |exactly |much )?(?:the same|like (?:them|those|that|my|the|all)|similar|typical|usual|normal|no different|another one|one of them|also|too|as well)\b|(?:the same|similar)))/], { within: /\b(?:my|the|her|his) (?:normal|usual|regular|typical|ordinary) (?:ones?|migraines?|headaches?|attacks?) (?:are|were|is|was|come|came|start|started|go|last|feel|felt)\b/ }),
  // "it is getting more day by day" (South Asian English): worse with each day.
  c("progressive", [/\b(?:it|it's|its|it is|the pain|the headache|pain|headache)\b[^.]{0,15}\b(?:getting|gets|growing|increasing|becoming) (?:more|worse|stronger|heavier|bigger)(?: and more)? (?:day by day|by the day|day after day)\b/]),
  // "no worse than when it started": not getting worse (the "no" is the phrase's own).
  c("progressive", [], { fixed: [/\bno worse than (?:when (?:it|they|she|he|this|these) (?:first )?(?:started|began|came on)|(?:at )?(?:the start|the beginning|first|before|it was|they were|last (?:week|month|year))|(?:it|they) (?:was|were|used to be))\b|\bnot (?:getting |got |gone )?(?:any )?worse (?:than|since) (?:when (?:it|they) (?:started|began)|the start|the beginning|at first)\b/], negative: true,
    // "memory no worse than it was before the op": something else no worse, said of it by name.
    unless: /\b(?:memory|walking|balance|vision|eyesight|sight|hearing|speech|legs?|arms?|hands?|breathing|mood|sleep|tremor|shake|back|knees?|hips?)\b[^.,;]{0,15}\b(?:no|not(?: getting| any)?) worse\b/ }),
  // "for about 3 weeks theres something else. right temple, and the side of my head is sore": a new
  // pain beside the daily one already told.
  // "Different from his usual, his usual never lasted more than 1-2 hours".
  c("pattern_change", [/\b(?:different|not the same|unlike) (?:from |to |than )?(?:my|his|her|their|the) (?:usual|normal|regular|typical)(?: ones?| migraines?| headaches?| attacks?)?\b/]),
  // "but the past 2 months something new happened 3 times. Before the headache starts I see a shimmering
  // zigzag": a new thing that has come to the headaches.
  c("pattern_change", [/\b(?:there'?s|theres|there is|there has been|i'?ve got|i have|i'?ve had|now|got) (?:been )?something (?:else|different|new)\b(?! (?:i|to|that i|you|we)\b)|\bsomething (?:new|different) (?:has )?(?:happened|started|started happening|began|begun|appeared|turned up|came up|is happening|has been happening|keeps happening|kept happening)\b/], { within: /\bsomething (?:else|different|new)\b[^]{0,60}\b(?:temples?|side|pain|ache|aching|headache|sore|throb\w*|pound\w*|head|eye)\b/ }),
  // Years of occasional headaches, then daily for the last weeks: "band headaches for years, maybe 5 a
  // month ... last 3 weeks it's every day".
  c("pattern_change", [/\b(?:(?:the |these )?(?:last|past)|for the (?:last|past)) (?:\d+|two|three|four|five|six|few|couple of) (?:weeks|months) (?:it'?s|its|it is|they'?re|they are|it'?s been|they'?ve been|it has been|they have been) (?:been )?(?:every ?day|daily|constant|all the time|nearly every day|most days)\b/], { within: /\b(?:for years|years|for ages|since (?:i was|my)|used to|maybe \d+ a month|a few a month)\b/ }),
  // The same told from a month or a span: "used to only get a headache with my period, like once a
  // month. since like mid september its every day".
  c("pattern_change", [new RegExp(String.raw`\bsince (?:like |about |around |roughly |maybe )?(?:mid[- ]?|early |late |the (?:start|end|middle) of )?(?:${MONTH_WORD}|(?:\d+|a few|a couple of|two|three|four|five|six) (?:weeks|months)(?: ago)?)\b[^.]{0,25}\b(?:every ?day|daily|every single day|constant\w*|all the time|nearly every day|almost every day)\b`)], {
    within: /\bused to (?:only |just )?(?:get|have|had)\b[^.]{0,60}\b(?:once|twice|one|two|three|a couple|a few|\d+)\b[^.]{0,15}\b(?:a|per|each|every) (?:month|year|week)\b/,
  }),
  // Something new in the usual attack, told against a record of them: "she's never had the arm or
  // talking thing before, I checked the app".
  c("pattern_change", [], { fixed: [/\bnever (?:had|got|gets|get|done) (?:the |that |this )?(?:[a-z]+ (?:or |and )?){1,4}(?:thing|bit|part)s? (?:before|with (?:them|her migraines|his migraines|my migraines))\b/], within: /\b(?:since (?:she|he|i) was|for years|always|normally|usual|every one|logs?)\b/ }),
  // "Same as usual" then "Well... actually not the same, now that I think of it": the likeness taken back.
  c("pattern_change", [], { fixed: [/\b(?:actually|in fact|thinking about it|now (?:that )?i think (?:of|about) it)\b,? (?:it'?s |its |it is |they'?re |they are )?not (?:the same|like (?:usual|normal|before)|as usual|my usual)\b|\bnot the same\b,? (?:actually|now (?:that )?i think (?:of|about) it|thinking about it)\b/] }),
  // "Ive never had any eye stuff with my migraines before": something new in attacks long had ("before" says it is here now).
  // So is "thats never happened with my migraines before".
  c("pattern_change", [], { fixed: [/\bnever (?:had|got|get|gets|noticed) (?:any |the |that |this )?(?:[a-z]+ (?:or |and )?){1,4}(?:thing|bit|part|stuff|problems?|symptoms?)s? with (?:them|(?:her|his|my) (?:migraines|headaches)) before\b|\b(?:that'?s|thats|this|that|it)(?: has| had)? never happened with (?:them|(?:my|her|his|the) (?:migraines|headaches|attacks|auras?)) before\b/] }),
  // A second kind beside the usual ones, told as "the other ones": "Extra about the 'other' ones ... they
  // started around 10 October. They are there when I wake up".
  c("pattern_change", [/\b(?:they|these|the other ones) (?:only )?(?:started|began|begun|came on|appeared|turned up) (?:around|about|in|on|since|from|at the (?:start|end) of)\b/], {
    within: /\b(?:the )?other (?:ones|kind|type|headaches?)\b/,
  }),
  // "These are like my usual ones but not": alike, and not the same (the negative is the idiom's).
  c("pattern_change", [], { fixed: [/\b(?:like|similar to) (?:my|her|his) (?:usual|normal|regular|old|typical) (?:ones?|migraines?|headaches?)\b,? but (?:not|different|worse|not quite|not the same|not really)\b/] }),
  // "she says shes NEVER had the hand or the words thing before in 19 years": a part of the attack new
  // to a long-standing pattern (its negative word the telling's own).
  c("pattern_change", [], { fixed: [/\bnever (?:had|got|experienced|done) (?:the |this |that |a |an )?[^.]{1,40}? (?:thing |bit |part )?before\b[^.]{0,5}\bin (?:\d+|all (?:these|those|the)|[a-z]+) years\b/] }),
  // "Since then the migraines changed completely!! Now only 1 or 2 in the month and weaker": a change
  // for the better (fewer, milder) is no red flag; a change with anything worse or new stays one.
  c("pattern_change", [
    /\b(?:head ?aches?|headaches?|migraines?|pattern|pain)\s+(?:have|has|had)?\s*(?:totally |completely |really )?changed\b|\bchanged? (?:in )?(?:character|pattern|the way|how they feel|type)\b|\bchange in (?:my )?(?:head ?aches?|headaches?|migraines?|pattern)\b/,
  ], { notWithin: CHANGED_FOR_THE_BETTER }),
  // ... and it answers a form that said only "my migraines changed".
  c("pattern_change", [], { fixed: [/\b(?:head ?aches?|headaches?|migraines?|pattern)\s+(?:have|has|had)?\s*(?:totally |completely |really )?changed\b/], negative: true, within: CHANGED_FOR_THE_BETTER }),
  c("pattern_change", [
    // "About 5 weeks ago a different one started": a new kind beside the usual ones.
    /\b(?:a|this) (?:different|new|other) (?:one|kind|type|sort)(?: of (?:headache|pain|head ?ache))?\b[^.]{0,20}\b(?:started|began|begun|came on|appeared|has started|turned up|kicked in)\b/,
    // "I know them well. this is a different thing": the present headache set apart from the usual ones.
    // Not said of a restlessness or a mood with no headache in the sentence ("i have adhd and im
    // restless anyway but this is a different thing": the restlessness of the attack).
    /\b(?:this|it|this one|this pain|this headache)(?:'s| is| was) (?:a )?(?:completely |totally |entirely |whole(?:ly)? |quite |very |really )?(?:different|new|other) (?:thing|kind|type|sort|pain|headache|beast|animal|feeling|story|ball ?game)\b/,
    // "migrane with aura since teenager but today something different": this day's attack set apart.
    // "Tonight was different." opening the telling of this attack.
    /(?:\b(?:but|and) |^\W*)(?:today|tonight|this (?:time|one|morning|afternoon|evening))\b,? (?:(?:it'?s|its|it is|it was|was|is|there'?s|there is|there was) )?(?:(?:totally|completely|very|really|quite|something) )?different\b/,
    // "since about mid Sept they've gone weird": the headaches turned strange.
    /\b(?:they'?ve|they have|my (?:migraines|headaches) have|it'?s|it has|the (?:migraines|headaches) have) (?:all )?gone (?:weird|strange|funny|odd|different|wonky)\b/,
    // Said of the headaches, not of a face, a voice or the world ("my husband say my face look different").
    /(?<!\b(?:face|faces|voice|eye|eyes|smile|skin|pupils?|eye ?lids?|lids?|mouth|writing|handwriting|colou?rs|lights|things|everything|world|food|he|she|him|her)\s+)\b(?:feel|feels|felt|are|is|seem|seems|look|looks|been|it's|its|they're|theyre|that's|thats|something's|somethings)\s+(?:totally |completely |entirely |altogether |very |really |so |quite |a lot |all )?different\b/,
    /\bdifferent (?:from|than|to) (?:usual|normal|before|my usual|my normal|what i)\b|\bdifferent (?:kind|type|sort|beast|animal)\b[^.]{0,10}\b(?:from|than|to) (?:my|the|her|his) (?:usual|normal|regular|typical|other|old)\b|\b(?:different|new|another|strange|weird) (?:kind|type|sort) of (?:pain|headache|head ?ache)\b|\b(?:totally|completely|very|really|quite|a) different (?:head ?ache|headache|pain)\b/,
    // A second kind beside the usual ones: "a new kind of headache on top of my migraines".
    /\b(?:new|another|another new|a second new) (?:kind |type |sort )?(?:of )?(?:head ?aches?|headaches?|pain|migraines?)\b[^.]{0,30}\b(?:on top of|as well as|alongside|besides|in addition to|separate from|apart from|along with) (?:my|the|her|his|their) (?:usual |normal |regular |old |typical )?(?:migraines?|headaches?|head ?aches?|ones)\b/,
    /\b(?:a )?(?:(?:whole |completely |totally )?different|new) (?:beast|animal|ball ?game|kettle of fish) (?:altogether |entirely )?(?:from|to|than) (?:my|the|her|his) (?:usual |normal |regular |old |typical )?(?:migraines?|headaches?|head ?aches?|ones)\b/,
    // Not "The actual headaches are different, I've had those since my 20s" (said of the usual
    // headaches, to set them apart from zaps or a painless bang told before: they are no change).
  // Nor set against headaches long over: "had a migraine or two as a teenager but nothing since and
  // this isn't like those anyway" (no present pattern to change).
  // Nor a second kind told as years old ("From 2 years I have a second, completely different pain")
  // or as bound to its own ordinary cause ("a totally different headache the morning after a big
  // night on the bevvy"): no recent change of the headaches.
  ], { unless: /^(?![^.]*\b(?:now|today|tonight|recently|lately|this (?:week|month))\b)[^.]*\b(?:from|for|since) (?:about |around |over |the (?:last|past) )?(?:\d+|two|three|four|five|six|a few|several|many) years\b[^.]*\b(?:a |an )?(?:second|another|other|different)\b[^.]{0,25}\b(?:pain|headache|kind|type)\b|\b(?:different|other|second) (?:kind of |type of |sort of )?(?:head ?ache|headache|pain)\b[^.]{0,30}\b(?:the morning after|after (?:a |the )?(?:big |heavy |late |long )?(?:night|drink\w*|session|party)|hangover|when i (?:eat|drink)\b)|\b(?:as a (?:kid|child|teen(?:ager)?)|in my (?:teens|twenties|20s)|years ago|when i was (?:younger|a kid|a teenager))\b[^.]{0,30}\b(?:nothing|none|no (?:more|others?)|not (?:had )?(?:one|any)) since\b|\bmy (?:fits|seizures|epilepsy)\b[^.]{0,15}\bdifferent\b|\b(?:my|the) (?:normal|usual|actual|regular|real|ordinary|proper) (?:head ?aches|headaches|migraines)\b (?:are|were) (?:\w+ )?different\b[^.]{0,20}\b(?:i'?ve|i have) had (?:them|those|these) (?:since|for)\b|^\W*(?:but )?(?:those|these) (?:ones )?are (?:totally |completely |quite |very )?different\b|^(?![^.]*\b(?:head ?aches?|headaches?|migraines?|pain|attacks?|head)\b)[^.]*\b(?:restless\w*|adhd|fidget\w*|anxious|anxiety|mood|depress\w*|low|down)\b[^.]*\b(?:this|it)(?:'s| is| was) (?:a )?(?:completely |totally |quite |very |really )?different(?: thing)?\b/, fixed: [
    // "I've had migraines for 20 years but this isn't them", "this is not one of my migraines": the
    // present headache told apart from the known ones.
    /\b(?:this|this one|this headache|this pain)(?:'s not| is not| isn't| isnt| wasn't| was not)\s+(?:(?:like |one of )?(?:them|those)|one(?![- ](?:sided|side|bit|day|week|thing|of (?:the |my )?(?:bad|worst|better|milder))\b)|(?:one of )?(?:my|his|her|their) (?:usual |normal |regular |typical )?(?:migraines?|ones?)|a migraine|migraine)\b/,
    // "two kinds for years, I know both really well. this is neither": a third kind beside the usual ones.
    /\bthis (?:one |headache |pain )?(?:is|was|feels) (?:neither|none of (?:them|those|these)|different again|something else entirely)\b/,
    // The negative word is the idiom's own: "since September they're not the same", "my migraines aren't like they used to be".
    /\b(?:they're|they are|theyre|they've been|the (?:head ?aches|headaches|migraines) (?:are|have been)|my (?:head ?aches|headaches|migraines) (?:are|have been)) (?:just |really |definitely )?(?:not|no longer) (?:the same|like (?:they|it) (?:used to be|were|was|always (?:were|was)))\b(?! (?:every|each)\b| as (?:my|his|her|their|your|other|everyone|most)\b)/,
    /\b(?:head ?aches|headaches|migraines|they|these)\b (?:aren't|are not|haven't been|have not been|aren't really) (?:the same|like (?:they|before) (?:used to be|were))\b(?! (?:every|each)\b| as (?:my|his|her|their|your|other|everyone|most)\b)/,
    // Its own negative word is part of the idiom: "my usual meds do nothing".
    /\b(?:usual|normal) (?:meds|medicines?|medication|tablets|pills|triptans?)\b[^.]{0,20}\b(?:do nothing|stopped working)\b/,
    // Not of a time, place or dose ("not my usual time for a migraine"): of the headache itself.
    /\bnot (?:like |as )?(?:my|the|her|his) (?:usual|normal|typical|regular)\b(?! (?:time|times|day|days|dose|doses|place|routine|self|bedtime|spot|seat|hour|week|month|doctor|gp|chemist|pharmacy|cry|crying|voice|colour|color|appetite|sleep|mood|behaviour|behavior|weight|walk|gait|handwriting|speech|talking|talk|words|(?:little |slight |mild |fine )?(?:tremors?|shakes?|shaking|twitch\w*|rash|cough|cold|hay ?fever|asthma|stomach|tummy|periods?)))/,
    /\b(?:usual|normal) (?:meds|medicines?|medication|tablets|pills|painkillers|triptans?)\b[^.]{0,20}\b(?:don't|do not|doesn't|does not|won't|aren't|are not|no longer) (?:work|help|touch|do anything|working|helping)\b/,
    /\bnothing like (?:my|the|her|his) (?:usual|normal|typical|regular|other)\b/,
    // "like 2 a month ... but last 5 wks its every single day": a rate set against the usual one.
    /^\W*(?:and |n )?but (?:now |for )?(?:the )?(?:last|past) (?:\d+|few|couple of|two|three|four|five|six|seven|eight) (?:days|wks|weeks|months)\b[^.]{0,25}\b(?:every (?:single )?day|daily|all the time|constant\w*)\b/,
    // Terse: "not like usual", "unlike usual", "not as usual".
    /\b(?:not (?:like|as)|unlike|different (?:from|to|than)) usual\b/,
    /\b(?:isn't|is not|aren't|are not|wasn't|was not|doesn't feel|don't feel|does not feel|do not feel) (?:anything )?like (?:my|the|her|his) (?:usual|normal|typical|regular|other)\b/,
    /\bnever (?:did|used to do|happened|used to happen) (?:that|this|like that) before\b/,
    // "this isn't my normal migraine at all", "it's not my typical headache".
    /\b(?:isn't|is not|wasn't|was not|aren't|are not|weren't|it's not|that's not|this is not|they're not|it is not)(?: really| quite| at all| even)? (?:like )?(?:my|the|her|his|their|one of (?:my|her|his)) (?:usual|normal|typical|regular|ordinary|everyday)\b(?! (?:time|times|day|days|dose|doses|place|routine|self|bedtime|spot|seat|hour|week|month|doctor|gp|chemist|pharmacy))/] }),
  // Told month by month up to every day now: "in september 3 a week ... in october it was most days.
  // now since about 2 weeks it is every day".
  // A dated timeline that worsens step on step: "24 nov -> worse ... today -> head worse again".
  // "When I said getting worse I meant it is getting me down more": the worsening taken back as a feeling.
  c("progressive", [], { fixed: [/\b(?:when|where) i (?:said|say|wrote|put|typed)\b[^.]{0,30}\b(?:worse|getting worse|worsening)\b[^.]{0,15}\bi (?:meant|mean|was meaning)\b/], negative: true }),
  c("progressive", [/\bworse again\b/], { within: /\bworse\b[^]*\bworse again\b/ }),
  // Told as stages, each worse than the last: "started about a month back, only first thing and gone by
  // the time id loaded up. then i couldnt get through a full day. now its there when i wake and it stays".
  c("progressive", [/\bnow (?:it'?s|its|it is) (?:there |on |with me )?(?:when (?:i|she|he) wakes?(?: up)? and (?:it )?stays|all (?:day|the time)|from (?:waking|morning|first thing) (?:till|to|until) (?:night|bed(?:time)?))\b/], {
    within: /\b(?:only|just) (?:first thing|in the mornings?|mornings|now and then|occasionally|a few hours|for an hour or two|some days)\b[^]*\bthen\b/,
  }),
  // The same stages told from a day: "first few days it was only bad sitting up ... since like wednesday
  // its there all the time even laying down and way worse".
  c("progressive", [/\bsince (?:like |about |around )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the weekend|\d+ days ago)\b[^.]{0,15}\b(?:it'?s|its|it is|it has been|it'?s been) (?:there )?(?:all the time|constant\w*|all day|non-?stop)\b[^.]{0,40}\b(?:way|much|a lot|far|even|so much) worse\b/], {
    within: /\b(?:at first|first (?:few )?(?:days?|week)|to start with|in the beginning)\b[^.]{0,40}\b(?:only|just)\b/,
  }),
  // The pain's image growing week by week: "every week it is a little fuller" (a balloon blown up
  // slowly), "every week the lid is a bit heavier"; not the day's own build ("every day it's a bit
  // worse by the evening").
  c("progressive", [/\b(?:every|each) (?:week|month|fortnight)\b[^.]{0,30}\b(?:a (?:notch|bit|little|touch|tad) |a little bit |even |little )?(?:fuller|tighter|bigger|heavier|louder|worse|stronger|harder|higher|more (?:intense|painful))\b(?![^.]{0,20}\b(?:by|in|towards?|at) the (?:evening|afternoon|night|end)\b)/]),
  // Subjectless, after a list: "already there when I wake up every morning, getting stronger each week".
  c("progressive", [/(?:^|[,;:]\s*)(?:and |but )?(?:getting|growing|becoming|gets|grows) (?:a (?:bit|little|lot|notch) |much |even |steadily |slowly )?(?:stronger|worse|heavier|tighter|more (?:intense|painful|severe|often|frequent)) (?:each|every|by the|with each|with every|from) (?:single )?(?:week|day|month)\b(?! to (?:the next|day|week|month)\b)/]),
  // The subject before and the week or month after: "it's been stronger every week since it started",
  // "now nearly every day and stronger each month"; not a weekday's or a cycle's own recurrence
  // ("worse every week on Mondays", "worse each month around my period") nor the day's own build,
  // and of the headache, not of another thing ("my shopping bags are getting heavier every week").
  c("progressive", [/(?:^|\b(?:and|now|but) |\b(?:it|it'?s|its|they|they'?re|theyre|headaches?|head ?aches?|pain|pressure|ache|migraines?)\b[^.,]{0,20}?)\b(?:a (?:bit|little|notch|touch|tad) )?(?:stronger|worse|heavier|tighter|more (?:intense|painful|severe)) (?:every|each|with each|with every) (?:single |passing )?(?:week|month)\b(?! (?:on|at|when|before|after|around|during|by|in|with|of)\b)(?![^.]{0,20}\b(?:by|in|towards?|at) the (?:evening|afternoon|night|end)\b)/]),
  // "it's crept up a bit every day", "creeping up week on week": worse day by day.
  c("progressive", [/\b(?:crept|creeping|creeps|crawled|crawling|ratcheted|ratcheting|edged|edging|inched|inching) up (?:a (?:bit|little|notch) |a little bit |slightly )?(?:more )?(?:every|each|day by|week by|day on|week on|by the) (?:day|week)\b/]),
  // "it wasnt waking me at first ... just a dull one in the afternoons a couple of times a week. now its most days".
  c("progressive", [/\bnow (?:it'?s|its|it is|they'?re|they are) (?:most days|every day|daily|nearly every day|almost every day|there every day|(?:most|every) (?:morning|afternoon|evening|night)s?)\b/], {
    within: /\b(?:at first|to start with|to begin with|started|began|in the beginning)\b[^]*\b(?:a (?:couple|few) (?:of )?times|once|twice|now and then|occasionally|the odd (?:day|one))\b[^]*\bnow (?:it'?s|its|it is|they'?re|they are)\b/,
  }),
  // "the headache is not going, rather it is increasing every week" (Indian English).
  c("progressive", [/\b(?:it|it's|its|headache|head ?ache|pain)\b[^.]{0,25}\bincreas(?:ing|es|ed)\b[^.]{0,10}\b(?:every|each|day by|week by|by the) (?:week|day)\b/]),
  c("progressive", [/\bin (?:january|february|march|april|may|june|july|august|september|october|november|december)\b[^.]{0,40}\b(?:most days|more days|more often|nearly every day|almost every day)\b/], {
    within: /\bnow\b[^.]{0,40}\b(?:every day|everyday|daily|no day free|all the time|constant\w*)\b/,
  }),
  c("progressive", [
    // "a band round my head that gets a notch tighter every week".
    /\b(?:it|that|which|this|they|the (?:pain|headache|head ?ache|band|pressure|ache|squeeze))(?:'s| is| are|'re)? (?:gets?|getting|got|grows?|growing) (?:a (?:notch|bit|little|touch|tad) |even |that bit )?(?:tighter|worse|stronger|heavier|more (?:painful|intense|often))\b[^.]{0,15}\b(?:every|each|with every|with each) (?:week|day|month|fortnight)\b/,
    // "to begin with it was a couple a week, now its every single day": more often, week on week.
    /\b(?:at first|initially|to begin with|at the start|in the beginning|it started (?:as|with|off(?: as)?))\b[^.]{0,50}\b(?:once|twice|a couple|a few|one|two|three|\d+)\b[^.]{0,25}\b(?:a|per|each|every) (?:week|month)\b[^.]{0,30}\bnow\b[^.]{0,20}\b(?:every (?:single )?day|daily|all the time|most days|constant|nearly every day)\b/,
    // "at first only sometimes, now almost every day and stronger": from the odd one to daily.
    /\b(?:at first|initially|to begin with|at the start|in the beginning)\b[^.;]{0,25}\b(?:sometimes|occasionally|now and (?:then|again)|once in a while|here and there|the odd (?:one|day)|rarely)\b[^.]{0,30}\bnow\b[^.]{0,20}\b(?:every (?:single )?day|daily|all the time|most days|constant\w*|(?:nearly|almost) every day)\b/,
    // "last week more worse than the week before"; "this week worse than last".
    /\b(?:this|last) week (?:is |was |it'?s |it is |it was )?(?:even |much |a lot |more |more and more |bit |a bit )?(?:more )?worse than (?:the week before|the one before|last week|last|before)\b/,
    // "Every week it is increasing, earlier one Crocin was enough, now even two is not helping".
    // "Each week it has worsened and now it is 6 out of 10".
    /\b(?:every|each) (?:week|day|month) (?:it |the (?:pain|headache) )?(?:has|have) (?:worsened|got worse|gotten worse|increased|got stronger|grown)\b/,
    // "Now every week it is more big" (a comparative of a second-language speaker).
    // "headache that gets more every day" (more said for worse, in a second language); "every week little more strong".
    /\b(?:gets?|getting|got) (?:more|more and more) (?:every|each) (?:day|week)\b|\b(?:every|each) (?:week|day|month) (?:(?:it is|it's|its|the pain is|the headache is|they are|they're|is|feels|seems|gets) )?(?:(?:a )?(?:notch|bit|little|touch|tad) )?(?:increasing|more(?: strong| bad| pain| big| painful)?|worse|stronger|heavier|(?:getting|becoming|growing) (?:worse|stronger|more|bigger))\b|\b(?:in (?:the )?beginning|at first|initially|to begin with|at the start)\b[^.;]{0,15}\b(?:it was|it's been|was|were) (?:only )?(?:mild|slight|small|little|a niggle|not bad|bearable|dull)\b[^.]{0,60}\bnow\b[^.]{0,40}\b(?:strong|severe|bad|worse|terrible|awful|unbearable|all day|full day|whole day|constant)\b|\b(?:earlier|before|at first) one (?:\w+ )?(?:was|were) enough\b[^.]{0,30}\bnow\b/,
    // "now its near enough every morning": a new headache come to every day.
    /\bnow (?:it's|its|it is|they're|theyre|they are|he gets (?:them|it)|she gets (?:them|it)|i get (?:them|it)) (?:near enough |nearly |almost |pretty much |practically |just about )every (?:single )?(?:day|morning|night)\b/,
    // Told as the next thing after "at first only sometimes": "now almost every day."
    /^(?:and |but )?now,? (?:near enough |nearly |almost |pretty much |practically |just about )every (?:single )?(?:day|morning|night)\b/,
    // "started mild, now its bad every day", "began as a dull ache but now it's unbearable".
    /\b(?:started|began|begun|came on|was) (?:off |out )?(?:as )?(?:a )?(?:mild|small|low|slight|little|dull|niggl\w*|not (?:that |too )?bad)\b[^.]{0,30}\b(?:now|but now|and now|these days)\b[^.]{0,15}\b(?:bad|worse|severe|terrible|awful|unbearable|agony|killing|excruciating|every day|constant|all the time|daily)\b/,
    // "at first once or twice a week; it now happens several times a day and each lasts longer".
    /(?:\b(?:at first|to begin with|in the beginning|initially)|(?:^|[,;:]\s*)(?:and |but )?first(?= (?:it|they|was|were)\b))\b[^.;]{0,60}[.;,]?[^.]{0,10}\b(?:now|these days)\b[^.]{0,40}\b(?:several|many|lots of|more|most|every|daily)\b[^.]{0,20}\b(?:times|days|a day|often|mornings?|nights?|evenings?)\b|\b(?:each|every) (?:one|episode|attack|time)\b[^.]{0,15}\blasts? longer\b|\blonger and longer\b/,
    /\b(?:steadily|progressively|gradually|slowly|increasingly|constantly) (?:getting |got |gotten |becoming |growing )?(?:worse|more severe|more frequent|stronger|more intense)\b(?! (?:over|in|within|across) (?:the )?(?:like |about |around |maybe |a |an |the next |half an |a couple of |a few |\d+ )?(?:(?:\d+(?:-\d+)?|few|couple of|two|three|four) )?(?:hours?|hrs?|minutes?|mins?|morning|afternoon|evening|day)\b)/,
    // "it's heavier each week than the week before".
    /\b(?:heavier|worse|stronger|harder|more intense) (?:each|every) (?:week|day) than (?:the (?:week|day) before|last)\b/,
    // "brick on my head every morning, 3 weeks, heavier each week", "each week the brick gets heavier".
    /\b(?:it|they|this|head|pain|headaches?|pressure|brick|band|weight|ache)(?:'s| is| are)? (?:getting |gets |got |feels )?(?:a (?:bit|little|notch) )?(?:heavier|worse|stronger|tighter|more intense) (?:each|every|with each|week on) week\b|\b(?:each|every) week (?:the (?:brick|pain|head|headache|pressure|band|weight|ache) |it |they )?(?:gets?|got|is getting|grows?|feels?) (?:a (?:bit|little|notch) )?(?:heavier|worse|stronger|tighter|more intense|bigger)\b/,
    // "on and off since, and the last 3 or 4 days it's been there all the time and worse".
    /\b(?:the )?(?:last|past) (?:few|couple of|\d+(?: or \d+)?|two|three|four|five) days\b[^.]{0,40}\b(?:there all the time|constant|every day)\b[^.]{0,10}\band (?:getting |much |a lot )?worse\b/,
    // "hurting more and more", "every day more strong", "every few days it steps up a notch".
    /\b(?:hurt\w*|pain\w*|sore|bad|strong|stronger|intense|heavy|heavier) more and more\b|\bmore and more (?:painful|sore|strong|intense|heavy)\b|\b(?:every|each) (?:few )?days? (?:it )?(?:is |gets |getting |goes )?(?:more strong|stronger|worse|more painful|more intense)\b|\b(?:steps?|stepped|stepping|ratchets?|ratcheted|ratcheting|goes|went|going|cranks?|cranked|ticks?|ticked|notches|notched) up (?:a|another|one more) notch\b/,
    /\bworse (?:and|n|&) worse\b(?! the (?:more|longer|closer|harder|further|faster)\b)(?! (?:till?|until) (?:it was|it got|i was|i had to|i could(?:n'?t| not))\b)(?! (?:till?|until|by|through(?:out)?|all|over) (?:the )?(?:(?:first|next|last|an|one|a couple of|a few) )?(?:lunch\w*|dinner\w*|tea ?time|evening|afternoon|morning|night|bedtime|home ?time|end of (?:the )?(?:day|shift|lesson|class)|hours?|day)\b)|\bprogressive(?:ly)?\b|\bworsening\b|\bworse (?:every|each) (?:single |passing |few |couple of |other )?(?:days?|weeks?)\b|(?<!\bsame )\b(?:each|every) (?:single |passing )?(?:day|week)\b(?! which is)[^.]{0,20}\bworse\b|(?<!\b(?:no|not|not any|none|nothing|never) )\b(?:worse|stronger|more strong|heavier|more painful|more intense) (?:than|then) (?:yesterday|last week|before|a week ago|the first (?:week|days?|few days|fortnight|month)|(?:when|at) (?:it|they|this|the (?:headache|pain)) (?:first )?(?:started|began|came on|start)|at the (?:start|beginning)|it (?:was|used to be) (?:at first|to begin with|last week))\b(?![^.]{0,12}\b(?:an? (?:hour|minute)|\d+ (?:hours?|minutes?|mins?)|(?:a few|few|ten|twenty|thirty|two|three) (?:hours|minutes)|minutes|hours) ago\b|[^.]{0,12}\b(?:this (?:morning|afternoon|evening)|today|tonight|earlier)\b)|\bmore (?:and more|often and) (?:severe|painful|frequent)\b|\b(?:getting|got|become|becoming|are) (?:more|much more) (?:frequent|often|severe|intense)\b[^.]{0,10}\band (?:more )?(?:severe|frequent|intense|painful|worse)\b/,
    // Not when something else is what worsens: "mum's dementia is getting worse", "my eyesight's got worse".
    // Nor a worsening under a condition just named: "if I lie flat it gets worse" (that is posture);
    // "getting worse if anything" names no condition.
    // Nor a swing within the usual: "now and then it gets worse and throbs a bit".
    /(?<!\b(?:if|when|whenever|once|as soon as)\b[^.,;]{0,30})(?<!\b(?:now and then|now and again|every now and then|sometimes|occasionally|at times|every so often|from time to time|some days|on bad days|some weeks|every other day|every second day|every other morning|some mornings|a few times a week|twice a week|(?:one|two|three|1|2|3) (?:days|times) a week)\b[^.,;]{0,20})(?<!\b(?:dementia|alzheimer'?s|parkinson'?s|cough|cold|flu|chest|asthma|eczema|eyesight|vision|sight|hearing|memory|arthritis|back|knees?|hips?|shoulders?|condition|illness|disease|symptoms of (?:her|his|their) \w+|sleep|insomnia|anxiety|depression|mood|stress|situation|traffic|weather|work|job|marriage|money|finances|debt|economy|rash|acne|periods?|flushes|sweats|tinnitus|(?:her|his|their|mum's|mom's|dad's) \w+)(?:'s| is| are| has| have| has been| have been| keeps| just keeps| seems to be| seem to be)? )(?<!\b(?:dementia|alzheimer'?s|parkinson'?s|cough|eyesight|vision|memory|arthritis|condition|illness|disease|anxiety|depression)(?:'s| is| are| has| have| has been| have been| keeps| seems to be)? (?:\w+ ){0,2})\b(?:getting|got|gotten|grown|become|becoming|gets|keeps getting) (?:much |a lot |even |way )?worse\b(?!\s+(?:when|with|if(?! anything\b)|on|after|during|as|whenever|by|lying|bending|in|at|from|because|sometimes|at times|occasionally|now and then|for a (?:bit|while|few)|the (?:closer|longer|more|further|nearer|harder|faster)|through(?:out)? the|over the (?:day|course|hours?|next)|(?:and|n|&) worse the (?:more|longer|closer|harder|further|faster)\b|all (?:day|shift|morning|afternoon|evening|night|lesson|class)\b|the (?:whole|rest of the) (?:day|shift|morning|afternoon|evening)\b|as the (?:day|shift|morning|afternoon|evening) (?:went|goes|wore|wears) on\b|over (?:about |around |roughly |maybe |like )?(?:an? |half an |a couple of |a few |\d+ |one |two |three |twenty |thirty )?(?:hours?|minutes?|mins?|hrs?)\b|towards?|until|till|before|then|(?:and|n|&) worse (?:till?|until) (?:it was|it got|i was|i had to|i could(?:n'?t| not))\b|(?:and|n|&) worse (?:till?|until|by|through(?:out)?|all|over) (?:the )?(?:lunch\w*|dinner\w*|tea ?time|evening|afternoon|morning|night|bedtime|home ?time|end of (?:the )?(?:day|shift|lesson|class)|hour|day)\b))(?!,?\s*(?:then |and )?by (?:maybe |about |around |like |roughly )?\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|o'?clock)\b)/,
    // "its been creeping up a bit each week", "it's ratcheting up every day".
    /\b(?:creep\w*|edg(?:e|es|ed|ing)|inch(?:es|ed|ing)?|ramp\w*|ratchet\w*|crank\w*|climb\w*) up\b[^.]{0,20}\b(?:each|every|by the) (?:week|day|month)\b/,
    // More often over time is a progressive course too (SNNOOP10 "P", progressive headache; NICE
    // CG150 1.1.1: worsening headache): "coming more and more often", "getting more frequent every
    // week", "more and more days", "the bad days keep creeping up", "worse by the week".
    /\b(?:getting|coming|happening|becoming|growing|turning up|cropping up|popping up|appearing)\b (?:a lot |much |even |way |far )?(?:more and more|more|ever more|increasingly) (?:frequent(?:ly)?|often|regular(?:ly)?|common|close together|closer together)\b/,
    // Counted up week by week: "first week once, last week 2 or 3 times, this week every morning".
    /\b(?:first|at first|to start with|the first week|in the beginning)\b[^.]{0,30}\b(?:once|one|1)\b[^.]{0,80}\b(?:now|this week|these days|lately)\b[^.]{0,15}\b(?:every (?:day|morning|night|evening)|daily|all the time|each (?:day|morning))\b/,
    /\b(?:getting|having) (?:them|these|those|headaches|migraines|it|attacks) (?:more and more|more often|more frequently|ever more often)\b|\b(?:get|gets|got) (?:them|these|those|headaches|migraines|it|attacks) more and more\b/,
    /\b(?:they|they're|them|these|headaches|migraines|attacks|episodes)\b[^.]{0,25}?\bmore (?:often|frequent(?:ly)?|regular(?:ly)?) (?:now )?(?:than|then) (?:they (?:did|used to|were)|before|last (?:month|year|week)|(?:a|one|two|three|four|six|\d+) (?:months?|weeks?|years?) ago|(?:it|she|he) (?:did|used to|was)|ever)\b|\b(?:they|they're|they are|these|headaches|migraines|attacks|episodes)\b[^.]{0,15}\bmore (?:frequent|often|severe|regular)\b[^.]{0,10}\b(?:each|every) (?:week|month)\b/,
    /\b(?:they're|they are|they've been|they have been|headaches are|migraines are|attacks are|the headaches are|the migraines are) (?:steadily |gradually |slowly )?(?:increasing|escalating)\b(?! (?:my|the|his|her|your|it|them|dose|doses))(?! (?:in (?:intensity|severity) )?over (?:the |an |a )?(?:hour|minutes|morning|afternoon|evening|day))|\bincreas\w* in (?:number|frequency)\b/,
    /\b(?:gaps?|time|breaks?|intervals?|spaces?|days off|good days|time off) (?:in )?between (?:them|the attacks|attacks|headaches|the headaches|migraines|each one|episodes)\b[^.]{0,25}\b(?:getting|got|gotten|becoming|are|is|keep getting) (?:shorter|smaller|less|fewer)\b|\bcloser and closer together\b|\b(?:they're|they are|headaches|migraines|attacks|they've been|they keep) (?:\w+ )?closer and closer\b|\b(?:getting|coming|happening) closer together\b/,
    /\bmore and more (?:often|frequent\w*|days|of (?:the|my) (?:days|week|month|time)|headache days|migraine days|bad days|attacks|headaches|migraines|regular(?:ly)?|severe|painful|intense|days? (?:a|per|each) (?:week|month))\b/,
    /\b(?:frequency|number of \w+(?: \w+)?|(?:headache|migraine|bad|sick) days|how often (?:i get them|they come|it happens))\b[^.]{0,20}\b(?:creeping|creeps?|crept|ticking|inching|edging|climbing) up\b/,
    /\b(?:they|they've|they have|they're|they are|these|headaches|migraines|attacks|episodes|the headaches|the migraines) (?:have been |'ve been |are |'re |keep |keeps |kept |been |have |started |seem to be |seem to keep |)(?:creeping|creep|crept|ticking|inching|edging) up\b(?! (?:on|my|the|her|his|from|into|to (?:the|my)|behind|through|slowly|gradually|over (?:like |about |around |maybe |roughly )?(?:the |an |a |a whole |the whole |an entire |a few |a couple of |several |\d+ )?(?:hours?|hrs|minutes|mins|morning|afternoon|evening|day)))/,
    /\b(?:frequency|number of (?:\w+ )?(?:days|attacks|headaches|migraines|episodes)|headache days|migraine days|bad days|how often (?:i get|they come|they happen))\b[^.]{0,20}\b(?:gone up|going up|went up|increas\w*|doubled|tripled|risen|rising|climbing|shot up)\b|\bincreas\w* (?:in )?frequency\b/,
    // Against how it began (SNNOOP10 "P"; NICE CG150 1.1.1 worsening headache): "worse than when they
    // started", "much worse than at first", "heavier every week", "stronger week on week".
    eitherOf(
      /(?<!\b(?:no|not|not any|any|none|nothing|never) )\b(?:worse|heavier|stronger|harder|more (?:severe|intense|painful|frequent|often)|longer|nastier)\b (?:now )?(?:than|then) (?:when (?:they|these|the (?:head ?aches|headaches|migraines|attacks)) (?:first )?(?:started|began|begun|came on|kicked off|appeared)|when (?:it|this|the (?:pain|head ?ache|headache|migraine)) (?:first )?(?:started|began|came on)(?= (?:about |around |nearly |over )?(?:\d+|a|one|two|three|four|five|six|a few|a couple of|several) (?:weeks|months|years?|week|month) ago\b| in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*| last (?:week|month|year))|(?:a|one|two|three|four|six|\d+|a few|a couple of) (?:weeks?|months?) ago|last month|a fortnight ago)\b|\b(?:they|they're|they are|these|head ?aches|headaches|migraines|attacks)\b[^.]{0,30}\b(?:worse|heavier|stronger|more (?:severe|intense|painful|frequent|often)) (?:now )?(?:than|then) (?:at (?:the )?(?:start|first|beginning)|in the beginning|to begin with|they (?:were|used to be)(?: at first)?)\b/,
      /\b(?:they|they're|they are|they've|these|head ?aches?|headaches?|migraines?|attacks?|it|it's|its|the pain|pain|my head|her head|his head)\b[^.]{0,20}\b(?:getting|gets|got|gotten|becoming|grown|growing|keeps? getting) (?:a (?:bit|little|lot) |much |even |steadily |slowly |gradually |noticeably )?(?:heavier|stronger|harder|nastier|fiercer|more intense|more painful|more severe|more constant|worse|longer)\b[^.]{0,25}\b(?:every|each|with every|with each) (?:single )?(?:day|week|month|passing (?:day|week))\b|\b(?:each|every) (?:day|week|month)\b[^.]{0,25}\b(?:they|they're|they are|these|head ?aches?|headaches?|migraines?|attacks?|it|it's|its|the pain|pain)\b[^.]{0,10}\b(?:heavier|stronger|harder|nastier|more intense|more painful|more severe|a (?:bit|little|touch) worse)\b|\b(?:each|every) (?:day|week|month)\b[^.]{0,6}\ba (?:bit|little|touch) worse\b/,
      // More often now than at first: "at first once or twice a week, now nearly every day".
      /\b(?:at first|to begin with|in the beginning|at the (?:start|beginning)|started (?:off |out )?(?:as|at|with)?|used to be|it was|they were|was only|were only|only)\b[^.]{0,40}\b(?:once|twice|\d+|one|two|three|a couple of|a few)(?: or (?:twice|\d+|two|three))?(?: times| days)? (?:a|per|every|each) (?:week|month|fortnight)\b[^.]{0,30}\b(?:now|these days|lately|this (?:week|month)|since)\b[^.]{0,25}\b(?:every day|everyday|daily|most days|(?:nearly|almost|pretty much) (?:every day|daily|all the time|constant)|every other day|(?:\d+|four|five|six) (?:times|days) (?:a|per) week|all the time|constant\w*|every (?:morning|night))\b/,
    ),
    /\b(?:worse|more (?:frequent|often)|stronger)\b[^.]{0,10}\bby the (?:day|week|month)\b|\b(?:week|day|month) (?:on|by|after|for) (?:week|day|month)\b[^.]{0,25}\b(?:worse|more frequent|more often|increas\w*|stronger)\b|\b(?:worse|more frequent|more often|increas\w*|stronger|heavier|more (?:intense|severe|painful))\b[^.]{0,20}\b(?:week|day|month) (?:on|by|after|for) (?:week|day|month)\b|\b(?:each|every) (?:day|week|month|one|morning|night)\b[^.]{0,25}\bworse (?:than|then) the (?:last|one before|previous|week before|day before|morning before)\b/,
  ], {
    // "when i cough or bend to tie my shoes the throbbing gets worse for few seconds": aggravated by something, not worsening over time.
    // "got worse and worse over the morning": one attack building within a day, not weeks of worsening.
    // "multiple sclerosis (secondary progressive)": the name of another illness's course.
    // "the crisis come progressively, in one hour more or less, not brutal": an attack's build (French "progressivement").
    // "not getting worse over the months no, i meant its getting worse tonight": one night's build.
    // "every day it's a bit worse by the evening": the day's own build, not a worsening over weeks; nor a
    // timeline by the clock ("13:45 - headache starts left side, slowly stronger").
    // "headache since this afternoon getting worse and worse": a build since earlier today.
    unless: /\bsince (?:this (?:morning|afternoon|evening)|today|tonight|lunch ?time|lunch|breakfast|last night|(?:an?|one|two|three|four|a few|a couple of|\d+) hours? ago)\b[^.]{0,25}\b(?:getting|got|gets|growing) (?:worse|stronger|heavier)\b|\b(?:getting|got|gets|growing) (?:worse|stronger|heavier) (?:and worse )?(?:tonight|today|this (?:evening|afternoon|morning|hour))\b|\b(?:getting|got|gets|went|growing) (?:worse|stronger|heavier)(?: (?:and|n|&) (?:worse|stronger|heavier))? over (?:the |an |about |like |maybe |around |roughly |a )*(?:first |next )?(?:hour|couple of hours|few hours|\d+(?:(?: to | or |-| )\d+)? ?(?:hours?|hrs?|minutes|mins))\b|\b(?:\d{1,2}[:.]\d\d|starts?|started|begins?|began|comes? on|came on)\b[^.]{0,60}\b(?:slowly|gradually|steadily|little by little|bit by bit)(?: it)? (?:got |getting |gets |grew |growing |became |becoming )?(?:stronger|worse|heavier)\b(?![^.]{0,20}\b(?:(?:week|day|month) (?:on|by|after|for) (?:week|day|month)|(?:every|each) (?:week|day|month)|over (?:the )?(?:weeks|months|days))\b)|\b(?:secondary|primary|relapsing)[- ]progressive\b|\b(?:every|each) day\b[^.]{0,25}\b(?:worse|heavier|stronger|tighter)\b[^.]{0,10}\b(?:by|in|towards?|at|through) (?:the )?(?:evening|afternoon|night|end of the day|bedtime|tea ?time|home ?time)\b|\b(?:comes?|came|coming|builds?|built|building|starts?|started|begins?|began|rises?|rose|grows?|grew|increases?|increased)(?: up| on)? progressively\b|\bprogressively\b,?(?: (?:in|over|within) (?:about |around |more or less |maybe |like )?(?:one|an|a|half an|\d+|two|three|a few|few|some) (?:hours?|minutes?|mins?)\b)|\bprogressive (?:ms|multiple sclerosis|supranuclear|muscular|bulbar|myopia|hearing|kidney|renal|lung|macular)\b|\b(?:ms|multiple sclerosis|parkinson'?s|dementia|arthritis)\b[^.]{0,30}\bprogressive\b|\b(?:worse and worse|worse|worsening) (?:over|through|during|across|as the) (?:the |that |this |a few |a couple of |several |some |\d+(?:-\d+)? |two |three |four )?(?:morning|afternoon|evening|day|night|hours?|next (?:few |couple of )?hours|lecture|shift)\b|\bworse (?:slowly|gradually|bit by bit|little by little)\b(?![^.]{0,30}\b(?:weeks?|months?|years?|fortnight)\b)|\bworse when i (?:move|cough|bend|lie|stand|sit)\b[^.]{0,5}$|\b(?:flares?|spells?|exacerbations?)\b|\b(?:when|whenever|if|each time|every time|as soon as) (?:i|he|she|they|you)\b[^.]{0,50}\b(?:gets?|got|getting) worse\b(?! (?:and worse|every|each|by the|week|day|over))|\bgets? worse for (?:a )?(?:few|couple of|\d+) (?:seconds|secs|minutes|mins)\b|\b(?:several|a few|few|a couple of|couple of|\d+|two|three|four|five) times (?:a|per|each|every) (?:week|day|month)\b[^.]{0,20}\b(?:it )?(?:gets?|goes|flares?) (?:much |a lot |really |way )?(?:worse|up)\b|\bgets? (?:much |a lot |really |way )?worse\b[^.]{0,15}\bfor (?:some|a few|several|\d+|a couple of) hours\b|\b(?:minutes?|mins?|seconds?)\b[^.]{0,60}\b(?:worse and worse|got worse|getting worse)\b|\b(?:worse and worse|got worse)\b[^.]{0,40}\b(?:minutes?|mins?)\b|\bworse (?:every|each|with (?:each|every)|after (?:each|every)) (?:shift on the ice|shift|period|minute|min|lap|set|round|inning|quarter|half|game|match|rep|mile|km|hole|dance|song|length|bout of play)\b/,
  }),
  // "when i am lying no pain, when i stand up after 15 minute the head become heavy": pain-free lying
  // set against standing (ICHD-3 7.2 orthostatic headache), its negative word its own.
  // Posture makes no difference: "it is the same lying or standing", "standing or lying it's the same pain".
  c("worse_upright", [], { fixed: [POSITION_SAME], negative: true }),
  c("worse_lying", [], { fixed: [POSITION_SAME], negative: true }),
  // Put right in the next message: "sorry wrong, not lying down. bending down".
  c("worse_lying", [], { fixed: [/(?:^|[,.;]\s*)(?:sorry,? |oops,? )?(?:wrong|my mistake|my bad|typo|correction|i mean|i meant)[,.:]?\s+not (?:when )?(?:lying|laying) (?:down|flat)\b/], negative: true }),
  c("worse_upright", [], { fixed: [/\b(?:when|while|if|whenever|once) (?:i am |i'm |im |i |she is |she's |she |he is |he's |he )?(?:lying|lie|lay|laying|lies|flat)(?: down| flat| on (?:my|her|his) back| on the (?:floor|bed|sofa|couch))?,? (?:there is |there's |i have |i've got |have |i feel |i get |is )?(?:no|zero) (?:pain|headache|head ?ache|ache)\b(?=[^.]{0,24}\b(?:stand|stands|stood|standing|get up|gets up|getting up|sit up|sits up|sitting up|upright|on (?:my|her|his) feet)\b)/] }),
  // "lying flat on the couch, which is the only way it goes away".
  c("worse_upright", [/\b(?:lying|laying) (?:flat|down)\b[^.]{0,40}\b(?:is )?the only (?:way|thing|time) (?:it|the (?:pain|headache)) (?:goes(?: away)?|eases|stops|settles|lets up)\b/]),
  // "headache since sunday that only happens when im upright. lie down and its gone".
  c("worse_upright", [/\bonly (?:happens|comes on|comes|hurts|starts|bothers (?:me|her|him)|is there|there)\b[^.]{0,15}\bwhen (?:i'?m|im|i am|she'?s|he'?s|she is|he is) (?:upright|up|standing(?: up)?|sitting up|on (?:my|her|his) feet)\b/]),
  c("worse_upright", [
    // "ONLY when I'm sat up or stood up", "head is only bad when im up".
    /\bonly (?:(?:bad|painful|sore|there|hurts|a problem) )?(?:when|if|while|whilst) (?:i'm |i am |she's |he's |i |she |he )?(?:sat|sitting|stood|standing|up|upright|vertical)\b/,
    // The posture first: "when I stand up or sit some time the head is very painful".
    // "the second i sit up or stand up to feed her or change her it comes on".
    /\b(?:when|if|after|once|whenever|as soon as|every time|the (?:second|minute|moment|instant)) (?:i |she |he |i'm |i am |she's |he's )?(?:sit(?:s|ting)? up|sat up|stood up|stand(?:s|ing)?(?: up)?(?: or sit)?|am upright|'m upright|(?:am |'m )?on (?:my|her|his) feet)\b(?! in the (?:morning|night))[^.]{0,45}\b(?:worse|(?:very |really |so )?painful|hurts?|pounding|throbbing|starts?|comes? on|kicks? in)\b/,
    // "whenever i sit up to feed or stand up i get this awful pressure at the back of my head".
    /\b(?:when|whenever|if|as soon as|once|every time) (?:i |she |he )?(?:sit(?:s)? up|sat up|stand(?:s)? up|stood up)\b(?! in the (?:morning|night))[^.]{0,40}\b(?:i|she|he) (?:get|gets|got|feel|feels|felt) (?:this |a |the |an |that )?(?:\w+ ){0,2}(?:pressure|pain|headache|head ?ache|ache|throb\w*|pounding|thumping)\b/,
    // "i get a headache at the back of my head about 15 minutes after i sit up or stand".
    /\b(?:get|gets|got|have|has) (?:a |the |my |this )?(?:headache|head ?ache|pain|migraine)\b[^.]{0,60}\b(?:after|once|when|whenever|as soon as) (?:i |she |he )?(?:sit(?:s|ting)? up|sat up|stand(?:s|ing)?(?: up)?|stood up|am upright|'m upright)\b(?! in the (?:morning|night))/,
    // Not "when i am lying no pain, when i stand up ...": the pain denied belongs to the lying clause (below).
    // "If I sit or stand for about 10 minutes the back of my head and neck start pounding ... Flat on my back it's gone".
    /\bif (?:i|she|he) (?:sit|stand|sit up|stand up|get up|am up|'m up)(?: (?:or|and) (?:sit|stand|sit up|stand up))?(?: up)? for (?:about |around |more than |over |even |just )?(?:\d+|a few|five|ten|fifteen|twenty|half an hour)\b[^.]{0,60}\b(?:start|starts|comes?|pound\w*|throb\w*|hurts?|aches?|kicks? in|builds?)\b|\bflat on (?:my|her|his|their) back\b[^.]{0,30}\b(?:gone|goes|eases|better|fine|settles|disappears|goes away)\b/,
    // "The headache comes when I am standing or sitting up for some time".
    /(?<!\b(?:no|zero) )\b(?:worse|bad|awful|terrible|unbearable|hurts|pain|starts?|comes?(?: on| back)?|kicks in)\b[^.]{0,30}\b(?:when|if|after|once|as soon as|whenever) (?:i |she |he |i'm |i am |she's |she is |he's |he is )?(?:sit(?:s|ting)? up|stand(?:s|ing)?(?: up)?|get(?:s|ting)? up|am upright|'m upright|on (?:my|her|his) feet)\b(?! in the (?:morning|night))(?! (?:under|in|out in) (?:the |a )?(?:sun|heat|queue|line|rain|cold)\b)|\bno (?:pain|headache) (?:at all )?(?:when|if|once|as soon as) (?:i |she |he )?(?:sit|stand|get)(?:s)? up\b/,
    // Told through the day's course (ICHD-3 7.2.3 orthostatic headache): the pain comes after a
    // spell upright ("after an hour or so up and about it's thumping"), returns within minutes of
    // standing, or is better flat. Better "lying down" alone is the migraine's dark room and stays
    // out; worse lying down is `worse_lying`.
    new RegExp(String.raw`\b${UPRIGHT_SPELL}[^.]{0,40}\b${PAIN_COMES}|\b${BACK}\b[^.]{0,25}\b${SOON_UPRIGHT}|\b${SOON_UPRIGHT}\b[^.]{0,30}\b${BACK}\b|\bbetter (?:when |once |if |while )?(?:i'm |she's |he's )?(?:lying |laying )?flat\b`),
    // Told as labelled findings: "Upright (sitting or standing): the pain starts within 5-10 minutes and
    // reaches 7/10", "Supine (flat): it reduces to 1/10 within approximately 15 minutes".
    /^\s*(?:upright|standing|sitting(?: up)?|when upright)\b[^.:]{0,30}:\s*(?:the )?(?:pain|headache|it)\b[^.]{0,40}\b(?:starts?|comes? on|begins?|builds?|reaches|increases|rises|worse)\b|^\s*(?:supine|recumbent|lying(?: down| flat)?|flat)\b[^.:]{0,20}:\s*(?:the )?(?:pain|headache|it)\b[^.]{0,30}\b(?:reduces|eases|goes|settles|improves|drops|falls|better|disappears|resolves)\b|\b(?:better|eases|reduces|improves|resolves|settles) (?:when |once )?(?:supine|recumbent)\b/,
    /\bonly when (?:i'm |i am |she's |he's )?(?:upright|standing|sitting up|up)\b|\b(?:goes|went|disappears|better|eases|relieved|fine)[^.]{0,25}\b(?:lie|lying|laying|lay) (?:down )?flat\b|\bworse (?:upright|standing)\b|\bupright\b[^.]{0,20}\bworse\b|\bthe (?:longer|more) (?:i'm|i am|i've been|i stay|she's|he's|i spend) (?:up|upright|standing|on my feet|sitting up)\b[^.]{0,25}\bworse\b/,
  ], {
    // "a headache after the epidural in labour, only when I stood up, and it went after a week": an
    // episode told to its end, not the headache now.
    pastWhen: /\b(?:it|that|which|the headache|the pain) (?:went|cleared|settled|stopped|resolved|disappeared|got better|was gone)(?: away| up| off)? (?:after|within|in) (?:about |around )?(?:a|one|two|three|\d+|a few|a couple of) (?:days?|weeks?)\b/,
  }),
  c("worse_lying", [
    // "its worst first thing when im lying flat, bit better once im sat up".
    // ... "worst when I wake up and if I lie flat, better sitting up".
    /\b(?:worst|worse)\b[^.]{0,30}\bwhen (?:i'?m|i am|im|she'?s|he'?s) (?:lying|laying|lay) (?:flat|down)\b|\b(?:better|eases?|easier) (?:once |when |while |if )?(?:(?:i'?m|i am|im|she'?s|he'?s) )?(?:sat|sitting|stood|standing|propped) up\b/,
    // "lying flat makes it pound", "i been propping up on 3 pillows".
    /\b(?:lying|laying)(?: down| flat| in bed)\b (?:just |only |always |really |even )?(?:makes?|made) (?:it|the (?:pain|headache)|my head|her head|his head) (?:pound|throb|worse|hurt|bang|thump|pulse)\w*|\bpropp(?:ed|ing) (?:myself |me |her |him )?up on (?:\d|two|three|four|extra|more) pillows\b/,
    // "it hurts more lying in bed".
    /\b(?:hurts?|hurting|worse|pounds?|throbs?|aches?) more (?:when (?:i'm |he's |she's |i |he |she )?)?(?:lying|laying|lie|lay)(?: down| flat| in bed)\b/,
    // "I lie down n it starts pounding", "worst when i wake up n when i lie down flat", "if I get up and walk around it gets better".
    /\b(?:lie|lay|lying|laying) (?:down|flat)\b[^.]{0,18}\b(?:it )?(?:starts?|kicks? off|gets? (?:worse|heavier|stronger|more intense)|comes? on)\b|\b(?:when|if|whenever|once) (?:i |she |he |they )?(?:lie|lies|lay|lays) (?:down|flat)\b,? (?:it|the (?:pain|headache)|the head ?ache)(?:'s| is| feels| gets) (?:much |a lot |way |even |really )?worse\b|\bworst\b[^.]{0,30}\bwhen (?:i |she |he )?(?:lie|lay) (?:down|flat)\b|\b(?:if|when|once|after) (?:i |she |he )?(?:get|gets|got) up\b(?! in the (?:morning|night))[^.]{0,30}\b(?:gets? (?:a bit |a little |much )?better|eases?|settles?|improves?)\b/,
    // "Once I've been up an hour, had brekky and walked the dog it's eased off heaps"; "By 10 or 11 o'clock she is better".
    /\b(?:once|when|after|by the time) (?:i've|ive|i have|i'm|im|i am|i|she's|shes|she has|he's|hes|he has|she|he|they've|they) (?:been )?(?:up|up and about|out of bed)\b[^.]{0,50}\b(?:eased|eases|easing|better|gone|settles?|settled|improves?|improved|wears? off|worn off)\b|\bby (?:\d{1,2}|ten|eleven|noon|midday|lunch ?time|mid-?morning)(?: or (?:\d{1,2}|ten|eleven|twelve))?(?: o'?clock| ?am)?\b[^.]{0,10}\b(?:she|he|i|it)(?:'s| is| am| feels?| gets?)? (?:much |a lot |way |a bit )?(?:better|fine|okay|ok|gone|eased)\b/,
    /\b(?:propped up on (?:\d|two|three|four|extra|more) pillows|sleep(?:ing|s)? (?:sitting|propped) up|sleep(?:ing|s)? on (?:\d|two|three|four|five|extra|more|a pile of|a stack of) pillows)\b|\b(?:eases?|better|goes off|settles?|improves?|wears off)\b[^.]{0,30}\b(?:once|when|after|as soon as) (?:i've been |i have been |i'm |i am |i get |i've got |i got |(?:he|she|they)(?:'s|'re| is| are| has been| have been| gets?| gots?) )?up\b(?! (?:at night|in the night))|\b(?:worse|worst)\b[^.]{0,45}\b(?:when|if|on|after|while|whenever|as soon as|once) (?:i |i'm |i am |she |he )?(?:lie|lying|laying|lay) (?:down|flat)\b(?![^.]{0,15}\b(?:eases?|better|helps?|settles?|relie\w*|goes (?:away|off)))|\bworse\b[^.]{0,6}\b(?:lying|laying) (?:down|flat)\b|\b(?:lying|laying)(?: (?:down|flat))? makes? it worse\b|\bworse (?:at night )?when (?:i'm |i am |he's |she's |he is |she is |they're |they are |i |he |she |they )?(?:lying|laying|lie|lies|lay)\b(?! (?:about|to)\b)/], {
    // "At work I feel fine honestly, by lunchtime it's gone": better away from home (carbon monoxide's
    // clue, better_away), not better for being up.
    unless: /\b(?:at|to) (?:work|school|the office|college|uni)\b|\baway from (?:home|the house)\b/,
  }),
  // Headache that wakes the person (NICE CG150 1.1.1; HeadSmart: a child's headache waking from
  // sleep), told in lay words: "woken up crying with it", "it wakes him at night", "wakes up
  // screaming with the pain", "the pain woke her".
  c("wakes_from_sleep", [/\b(?:wakes?|woke|waking) (?:me|her|him) (?:up )?(?:at night|from sleep|in the night|up)?\b|\bwakes? up with (?:it|a headache|the headache)\b/,
    eitherOf(
      /\b(?:woken|wakened|awoken|woke|wakes?|waking)(?: up)?(?: in the night| at night| during the night| from (?:sleep|his sleep|her sleep|a deep sleep))? (?:(?:crying|screaming|sobbing|in tears|howling)\b[^.]{0,25}\b(?:with (?:it|the pain|pain|(?:a |the )?(?:bad |terrible |awful )?(?:head ?ache|headache|sore head))|from (?:it|the pain)|in pain|holding (?:his|her|my) head|clutching (?:his|her|my) head|about (?:the|his|her|my) head|with (?:his|her|my) head|(?:his|her|my) head (?:hurts|hurting|was hurting|is hurting))|in agony|in pain|holding (?:his|her|my) head|clutching (?:his|her|my) head|with (?:the )?pain|with (?:a |the )?(?:bad |terrible |awful |splitting |pounding |thumping )?(?:head ?ache|headache|sore head)(?= (?:in|at|during) the night| at night))\b/,
      /\b(?:woken|wakened|awoken) (?:up )?(?:by|with|from) (?:it|the (?:pain|headache|head ?ache)|(?:a |the )?(?:bad |terrible |awful )?(?:head ?ache|headache|sore head))\b|\b(?:the )?(?:pain|headache|head ?ache|it) (?:has |keeps |kept )?(?:woken|woke|wakes|waking|wakened) (?:me|her|him|them) (?:up )?(?:at night|in the night|during the night|from (?:sleep|a deep sleep))?\b/,
    ),
  ], { unless: /\b(?:baby|newborn|alarm|dog|cat|neighbours?|neighbors?|noise|kids?) (?:woke|wakes|keeps waking|kept waking|has woken)\b/ }),
  c("cough_trigger", [
    /\b(?:when|whenever|every time|everytime|each time|if|after|during|while|with|the (?:second|minute|moment|instant)|as soon as|any ?time) (?:i |she |he )?(?:\w+ ){0,3}?(?:cough|sneeze|strain|laugh|bear down|blow (?:my|her|his) nose|lift something heavy)\w*/,
    // The trigger named last before the verb: "barely coughing now so mostly sneezes set it off" tells sneezes.
    /\b(?:cough\w*|sneez\w*|strain\w*|laugh\w*|bearing down|valsalva)\b(?:(?!\b(?:cough|sneez|strain|laugh)\w*)[^.]){0,25}\b(?:brings?|brought|triggers?|triggered|causes?|caused|sets? (?:it )?off|starts?|makes? (?:it|the pain|the headache|my head|them) (?:worse|hurt|explode))\b/,
    /\b(?:triggered|brought on|set off|caused) by (?:cough\w*|sneez\w*|strain\w*|laugh\w*)\b|\bcough headache\b/,
    // "Even a big sneeze does it".
    /\b(?:a |big |hard |good )*(?:sneeze|cough|laugh)\b[^.]{0,10}\b(?:does it|sets it off|brings it on|triggers it|starts it)\b/,
    // "a coughing fit or bending over to load the dishwasher sets off a splitting pain".
    /\b(?:a )?(?:cough\w*|sneez\w*)(?: fit)?\b or [^.]{0,50}\b(?:sets? off|brings? on|triggers?|starts? off)\b/,
  ], {
    // A headache already there that a cough makes worse ("once the headache is already there, if I
    // cough it pounds much more") is aggravation by activity, as in migraine (ICHD-3 1.1 C4), not a
    // headache brought on by coughing (ICHD-3 4.1).
    // So is a cough that worsens a headache there all the time ("worse when he coughs but it there all
    // the time"), and the contrast that confirms the trigger ("when I am not coughing I am fine").
    // Nor a cough that burst a vessel in the eye, with no headache in the sentence ("white of my left
    // eye went bright red after a coughing fit").
    unless: eitherOf(
      /\b(?:once|when|if|after|while) (?:the |my |a )?(?:head ?ache|headache|migraine|pain|it)(?:'s| is| has| have)? (?:already )?(?:there|started|going|on|begun|come on|set in|kicked in)\b|\b(?:during|in the middle of|with) (?:the|an|a|my) (?:attack|headache|migraine|episode|bad one)s?\b|\balready (?:there|started|going|got (?:it|one|a headache))\b|\bworse (?:when|if|whenever) (?:i|he|she|they) cough\w*\b[^.]{0,40}\b(?:all the time|always there|constant|continuous|non-?stop|never goes)\b|\b(?:all the time|always there|constant|continuous|non-?stop)\b[^.]{0,40}\bworse (?:when|if|whenever) (?:i|he|she|they) cough\w*|\b(?:when|if|whenever|while) (?:i'm|i am|im|she's|he's|she is|he is) not (?:coughing|sneezing|straining|laughing|lifting)\b/,
      /^(?!.*\b(?:head|heads|headaches?|head ?aches?|pain|hurts?|migraines?)\b).*\b(?:eye|eyes|nose|nosebleed|white of)\b/,
      // "when i cough the head pounding more": the same told the other way round.
      /\b(?:when|if|whenever) (?:i|she|he) (?:cough|sneeze|strain|laugh)\w*,? (?:the |my |her |his )?(?:head|headache|head ?ache|pain)\b[^.]{0,15}\b(?:more|worse|harder)\b/,
      // "headache all over, pounding, worse when I cough": a headache there, made worse (aggravation, as
      // in any headache), not one that a cough brings on (ICHD-3 4.1 is "brought on by").
      /\b(?:head ?ache|headache|pain|pounding|throbbing|ache)\b[^.]{0,40}\b(?:a bit |much |a lot |even )?worse (?:when|if|whenever|with|on) (?:i |he |she |they )?(?:cough|sneez|strain|laugh)\w*\b(?![^.]{0,30}\b(?:only|never otherwise|not otherwise|explodes?|bursts?)\b)/,
      // A rule someone told: "The pharmacist told me straining can cause a stroke".
      /\b(?:told|said|says|tells|reckons?|read|heard|warned)\b[^.]{0,25}\b(?:cough\w*|sneez\w*|strain\w*|laugh\w*|lifting)\b (?:can|could|may|might|will|causes?)\b/,
      // Someone else's laugh or cough ("every time someone laughs it goes through me"): a noise that hurts.
      /\b(?:someone|somebody|anyone|anybody|people|everyone|the kids|the children|my (?:kids|children|husband|wife|partner|colleagues?|mates?|friends?)|they) (?:\w+ )?(?:laugh|laughs|laughing|cough|coughs|coughing|sneeze|sneezes|sneezing)\b/,
    ),
  }),
  // "coughing doesnt start it tho, it was already there, it just makes it throb harder": the cough
  // denied as what brings it on (ICHD-3 4.1 is "brought on by"); a worsening told before is aggravation.
  c("cough_trigger", [], { fixed: [/\b(?:cough\w*|sneez\w*|strain\w*|laugh\w*|bending)\b (?:doesn'?t|does not|don'?t|do not|didn'?t|did not|never|won'?t|wont) (?:actually |really )?(?:start|bring on|trigger|cause|set off|kick off)s? (?:it|them|the (?:headaches?|pain|migraines?)|one|(?:a|the) headache)\b/], negative: true }),
  // "if no cough no laugh, no headache at all": the headache comes only with the cough (its negative words are the idiom's).
  c("cough_trigger", [], { fixed: [/\b(?:if|when) (?:there(?:'s| is) )?no (?:cough\w*|sneez\w*|laugh\w*|strain\w*)\b[^.]{0,30}\bno (?:head ?ache|headache|pain)\b|\b(?:without|no) (?:cough\w*|sneez\w*|laugh\w*),? (?:then )?no (?:head ?ache|headache|pain)\b/] }),
  // Straining told in one sentence and the sudden pain in the next: "i was sitting in toilet and
  // pushing hard hard. suddenly in one second only it burst in back of head".
  c("exertion_trigger", [
    /\b(?:sitting|sat|was|were) (?:in|on) (?:the )?(?:toilet|loo|commode|wc|potty)\b[^.]{0,40}\b(?:push\w*|strain\w*|bear(?:ing)? down)\b|\b(?:push\w*|strain\w*|bear(?:ing)? down)\b[^.]{0,30}\b(?:toilet|loo|commode|wc|stool|poo|number two)\b|\b(?:lift\w*|deadlift\w*|squat\w*|bench\w*) (?:a |the |something |some )?(?:heavy|really heavy|very heavy|huge)\b/,
  ], { within: /\b(?:push\w*|strain\w*|bear(?:ing)? down|heavy)\b[^.]{0,30}[.!]\s*(?:and )?(?:then |suddenly|all of a sudden|that'?s when|thats when|at that (?:moment|second|time)|bang|boom|out of nowhere)/ }),
  c("exertion_trigger", [
    // "head pounds when I walk up my street or shovel. stops when I stop": brought on by effort, gone at rest.
    /\b(?:pounds?|throbs?|comes? on|starts?|hurts?|aches?|bangs?|thumps?)\b[^.]{0,20}\bwhen (?:i|he|she) (?:walk (?:up|uphill)|climb|go up (?:the )?(?:hill|hills|stairs|street)|shovel\w*|run|jog|cycle|exercise|dig|lift|carry)\b/,
    // "I keep getting a thumping head when I exert myself"; "comes on after a few minutes of effort".
    /\b(?:head ?aches?|headaches?|head|pain|pounding|throbbing|thumping)\b[^.]{0,15}\bwhen(?:ever)? (?:i|he|she) (?:exert|overexert) (?:myself|himself|herself)\b|\b(?:comes? on|starts?|kicks? in|builds?)\b[^.]{0,15}\bafter (?:a few|a couple of|\d+|two|three|five|ten) (?:minutes|mins) of (?:effort|exertion|exercise|walking|climbing|activity)\b/,
  ]),
  // "stops when I stop" of an effort the message tells; not of chewing ("jaw aches chewing. stops when i stop").
  c("exertion_trigger", [/\bstops? when (?:i|he|she) stops?\b/], { within: /\b(?:walk\w*|climb\w*|stairs|hills?|shovel\w*|run|runs|running|jog\w*|cycl\w*|exercis\w*|dig\w*|lift\w*|carry\w*|gym|effort|exert\w*|sports?|training|workouts?)\b/ }),
  c("exertion_trigger", [
    // "my headaches come on at the gym" (and, read with its negation, "the headaches never come on in the gym").
    /\b(?:headaches?|head ?aches?|migraines?|the pain)\b (?:\w+ )?(?:come|comes|came|start|starts|started) (?:on )?(?:in|at|during) (?:the )?(?:gym|training|lifting|weights|workouts?|sessions?)\b/,
  ]),
  // "getting headaches at the gym ... only on heavy days, squats or bench ... starts mid set": headaches
  // that come only with heavy lifting, brought on by the effort.
  c("exertion_trigger", [
    /\b(?:starts?|comes? on|kicks? in|hits?|begins?)\b[^.]{0,15}\b(?:mid[- ]set|mid[- ]rep|during (?:a |the )?(?:set|lift|rep|sprint|climb)|on the last reps?|(?:when|while) (?:i'?m |im |i am )?(?:grinding|pushing|straining|maxing|lifting|squatting|benching|deadlifting))\b|\bonly on (?:heavy|leg|lifting|max|squat|bench|deadlift) days\b/,
  ]),
  // Blowing a brass or wind instrument hard strains like a cough: "i play tuba ... 3 times in the last 2
  // weeks my head came to the boil like a kettle while i was blowing".
  // "every top note since about the end of October blows the back of my head apart".
  c("exertion_trigger", [/\b(?:every|each|any) (?:top|high|long|big|loud) notes?\b[^.]{0,50}\b(?:blows|blew|splits|kills|sets? off|brings? on|bursts|explodes|hurts)\b[^.]{0,25}\bhead\b/], {
    within: /\b(?:tuba|trumpet|cornet|trombone|horn|euphonium|sousaphone|bagpipes?|sax(?:ophone)?|clarinet|oboe|bassoon|flugelhorn|didgeridoo|brass band|bugle|sing\w*|choir)\b/,
  }),
  c("exertion_trigger", [/\b(?:while|whilst|when|whenever|every time|each time) (?:i'?m|i am|i was|im|i|she'?s|he'?s|she was|he was) (?:blowing|playing (?:hard|loud|full out|flat out))\b(?! (?:my|his|her|the) nose\b)/], {
    within: /\b(?:tuba|trumpet|cornet|trombone|horn|euphonium|sousaphone|bagpipes?|sax(?:ophone)?|clarinet|oboe|bassoon|flugelhorn|didgeridoo|brass band|bugle)\b/,
  }),
  c("exertion_trigger", [
    // "every time I hold a long high note my head lights up", "got it twice on the toilet when I was pushing hard".
    /\b(?:hold|holding|sing|singing|hit|hitting|belt|belting) (?:a |the )?(?:long |big )?(?:high )?notes?\b[^.]{0,40}\b(?:head|headache|pain)\b|\b(?:got|get|gets|had) (?:it|them|one)\b[^.]{0,30}\b(?:on the (?:toilet|loo)\b[^.]{0,25}\b(?:pushing|straining)|when (?:i was |i'm )?(?:pushing|straining|coughing|sneezing|lifting)|(?:a |real |bad |real bad )?coughing fit)\b/,
    // "yesterday when I was straining in the toilet it came again".
    /\bwhen (?:i was|i'm|i am|im|she was|he was) (?:straining|pushing|coughing|sneezing|lifting)\b[^.]{0,40}\b(?:it|the pain|the headache|the blast|the bang)\b[^.]{0,10}\b(?:came|comes|started|starts|hit|hits|happened|happens)(?: again| back| on)?\b/,
    // Straining at stool: "when I push hard because I am constipated ... the back of head start to hurt".
    /\b(?:push\w*|strain\w*|bear(?:ing)? down)\b[^.]{0,40}\b(?:constipat\w*|toilet|loo|poo|number two|bowels?|stool)\b[^.]{0,60}\b(?:head|headache|hurts?|pain|ache)\b|\b(?:constipat\w*|toilet|loo|number two)\b[^.]{0,50}\b(?:push\w*|strain\w*|bear(?:ing)? down)\b[^.]{0,50}\b(?:head|headache|hurts?|pain|ache)\b/,
    // "I've got a headache while bench pressing", "it starts near the end of a heavy set when I'm pushing and holding my breath".
    /\b(?:get|got|gets|getting|had|have|having) (?:a |an |the |this )?(?:head ?ache|headache|migraine|pain)s?\b[^.]{0,15}\b(?:while|when|whilst|during|after) (?:i'm |i am |i was |im |he's |she's |doing |on )?(?:bench(?:ing| press\w*)?|deadlift\w*|squat\w*|lifting|weight ?lifting|working out|at the gym|sprinting|rowing|heavy sets?)\b/,
    /\b(?:starts?|comes? on|kicks? in|builds?)\b[^.]{0,40}\b(?:heavy set|set|rep|reps|lift)\b[^.]{0,30}\b(?:pushing|straining|holding my breath|bearing down)\b|\bholding my breath\b[^.]{0,40}\b(?:starts?|comes? on|kicks? in|builds?|pound\w*|headache)\b/,
    // Told through the effort: "doing the big hill on my running club night and got a bit of an ache".
    /\b(?:doing|running|going up|climbing|cycling up|biking up|walking up|pushing up) (?:the |a |me |my )?(?:big |steep |last |long )?(?:hill|hills|stairs|sprints?|intervals|hill repeats)\b[^.]{0,60}\b(?:got|get|gets|getting|had|came on|started|kicked in)\b[^.]{0,25}\b(?:head ?ache|headache|ache|pain|thumping|pounding|throbbing)\b/,
    // Told through the work the body does: "i get a head on me when im pushing the barrow up to the
    // allotment or doing the three flights up to my daughters flat".
    /\b(?:get|gets|got|getting|have|has|had) (?:a |an |the |this )?(?:(?:thumping|pounding|banging|throbbing|splitting|bad|sore) )?(?:head(?: on me)?|head ?ache|headache|pain|pressure)\b[^.]{0,20}\b(?:when|whenever|while|every time|if) (?:i'?m |im |i am |i |she'?s |he'?s |she |he )?(?:push\w*|carry\w*|lug\w*|climb\w*|walk\w* up|going up|go up|doing the|dig\w*|shovel\w*|heav\w*|lift\w*|mow\w*)\b[^.]{0,40}\b(?:barrow|wheelbarrow|uphill|up ?hill|hills?|stairs|steps|flights?|heavy|loads?|mower|snow)\b/,
    // "when I take the dog up Chapel Hill of a morning I get a throbbing in the front of my head".
    /\b(?:take|takes|taking|took|walk\w*|go|goes|going|went|climb\w*|trudg\w*|cycl\w*|push\w*) (?:\w+ ){0,2}up (?:\w+ ){0,2}(?:hill|hills|brae|bank|incline|slope|stairs|steps|flights?)\b[^.]{0,40}\b(?:i get|i got|get|gets|comes? on|starts?|kicks? in|builds?)\b[^.]{0,20}\b(?:head ?ache|headache|pain|throb\w*|pound\w*|thump\w*|bang\w*|ache)\b/,
    // "every time, about halfway up, i get a pounding headache" (walking up a hill, a mountain, stairs).
    /\b(?:halfway|half way|part way|partway|three quarters of the way|near the top|nearly at the top)(?: up)?\b[^.]{0,30}\b(?:i get|i got|get|gets|comes? on|starts?|kicks? in|hits?)\b[^.]{0,25}\b(?:head ?ache|headache|pain|pounding|throbbing|banging)\b|\b(?:walk\w*|hik\w*|climb\w*|cycl\w*) up (?:mt|mount|the mountain|a mountain|the steps|the stairs)\b[^.]{0,80}\b(?:head ?ache|headache|pounding|throbbing)\b/,
    // Told through the sport: "three quarters of the way into a game of squash I get a pounding pain", "when I'm going hard in a rally".
    /\b(?:into|during|in|through|at the end of|halfway through|partway through|the middle of) (?:a |the |my )?(?:game|match|set|rally|race|session|workout|spin class|climb|long (?:run|ride|swim|hike))(?: of (?:squash|tennis|badminton|football|soccer|rugby|basketball|netball|hockey|padel|pickleball))?\b[^.]{0,40}\b(?:i get|get|gets|comes? on|starts?|kicks? in|pounding|throbbing|bursting)\b|\b(?:comes? on|starts?|kicks? in|builds?)\b[^.]{0,25}\bwhen (?:i'm|i am|im|she's|he's) (?:going|pushing|working) (?:hard|all out|flat out)\b|\bwhen (?:i'm|i am|im|she's|he's|i was|she was|he was|i go|i push) (?:going|pushing|working|racing|sprinting|giving it)?(?: it)? ?(?:hard|all out|flat out|full pelt|full gas|max|everything|100%|my hardest|his hardest|her hardest)\b[^.]{0,40}\b(?:head|headache|pain)\b[^.]{0,25}\b(?:starts?|comes? on|kicks? in|pound\w*|throb\w*|explod\w*|burst\w*|bang\w*|thump\w*)\b/,
    /\b(?:comes? on|starts?|brought on|kicks? in|triggered|begins?|get (?:it|them|a headache))\b[^.]{0,25}\b(?:when|whenever|every time|during|after|while) (?:i |she |he )?(?:go )?(?:running|run|exercis\w*|work(?:ing)? out|lift\w*|the gym|sport|jog\w*|swim\w*|cycl\w*|sex|orgasm|climax)\b/,
    /\b(?:whenever|every time|everytime|each time|when|during) (?:i |she |he |we )?(?:go |goes |went |have |has |had |do |does |play |plays |am |is )?(?:to )?(?:(?:running|run|runs)(?! (?:out|into|over|off|low|short)\b)|exercis\w*|work out(?! (?:what|how|who|where|when|why|if|whether|which)\b)|works out|lift\w*(?! (?:her|his|their|my|your|the baby's|the child's) (?:head|chin|arm|leg|eyelid)\b)|jog\w*|sex|the gym|gym|squash|tennis|football|soccer|rugby|basketball|hockey|badminton|netball|cycling|swimming|rowing|spin class|spinning|crossfit|hiit|boxing|climbing|weights|a (?:run|workout|game|match|session))\b/,
    /\b(?:started|came on|began|begun|kicked in|hit me|brought on|triggered|set off|starts|comes on|begins|kicks in)\b[^.]{0,25}\b(?:while|whilst|when|during|halfway through|half way through|in the middle of|after|at the end of)\b[^.]{0,20}\b(?:lifting|running|exercis\w*|working out|the gym|sex|an orgasm|orgasm|squash|tennis|football|rugby|cycling|swimming|rowing|spin class|crossfit|climbing|weights|boxes|heavy|sprint\w*|a (?:run|workout|game|match|race))\b/,
    // "a pounding head but ONLY when im going flat out in training": the effort named by how hard it is.
    /\b(?:when|whenever|while|every time) (?:i'?m|i am|im|she'?s|he'?s|i|she|he) (?:go|goes|going|push|pushes|pushing|work|working|train|training|run|running|ride|riding) (?:flat out|(?<!\b(?:we|they|you)(?:'re| are| were) )all out|full pelt|full tilt|really hard|hard|max|at max|to the max)\b(?! (?:at|on) (?:work|my job|the office)\b)/,
    // Told shyly: "when me and my fella were... you know. right at the end".
    /\b(?:me and (?:my|the) (?:fella|fellow|husband|hubby|wife|missus|partner|boyfriend|girlfriend|bf|gf|man|other half)|(?:my|the) (?:fella|husband|hubby|wife|missus|partner|boyfriend|girlfriend|bf|gf|other half) and (?:i|me)|we) were(?:\s*(?:\.{2,}|…)|\W{1,6}(?:you know|ahem|busy|being intimate|in bed together|getting intimate)\b)/,
    // Told shyly: "during private time with my wife, I mean during marital relations".
    /\b(?:during|after|while having|in the middle of|at|with|right at|just before) (?:sex|orgasm|intercourse|climax|making love|lovemaking|marital relations|relations|intimacy|private time|intimate (?:time|moments?))\b|\btriggered by (?:sex|orgasm|intercourse)\b|\b(?:exertional|coital|orgasmic|sex) headache\b/,
  ], {
    // "during a run it starts every other night": a cluster run (a bout), not a jog.
    // "when I do exercise it loosens small": effort that eases it, not one that brings it on.
    // "When I have one of my band headaches and I strain ... the headache throbs", "straining on the
    // toilet my head pounds harder": a headache already there made worse (ICHD-3 1.1 C4 aggravation),
    // not one the effort brings on.
    unless: /\b(?:when|while|if|whenever) (?:i (?:have|'ve got|get|am having|'m having)|i'?m in) (?:one of )?(?:my |a |an |the )?(?:\w+ )?(?:head ?aches?|headaches?|migraines?|attacks?)\b|\b(?:head|headache|pain)\b (?:pounds?|throbs?|hurts?|bangs?|aches?) (?:even |a bit |much |a lot )?(?:harder|more|worse)\b|\b(?:during|in) a run\b,? (?:it|they|the (?:attacks?|headaches?)) (?:starts?|comes?|builds?|happens?)|\ba run of (?:\d+|a few|several|two|three|four|five|six)\b|\b(?:exercis\w*|walk\w*|the gym|gym|run|running|swim\w*|stretch\w*|yoga)\b[^.]{0,25}\b(?:loosens?|eases?|(?:gets?|feels?|is) better|helps?|relieves?|goes away|improves?|settles?)\b/,
  }),
  // What the person was doing when a sudden headache began (SNNOOP10 "precipitated by Valsalva
  // or exertion"): lay words for exercise, lifting, straining and sex, said about one event.
  // Sex told shyly: "i was uh. being active with my boyfriend. and out of nowhere BANG".
  c("exertion_context", [/\b(?:being|getting|got) (?:active|intimate|busy|frisky|physical|close) with (?:my |her |his )?(?:boyfriend|girlfriend|partner|husband|wife|bf|gf|fella|man|missus|other half)\b/]),
  // "lifting my 3yo into her car seat ... and the back of my head just exploded": a lift, then the onset.
  c("exertion_context", [/\b(?:lifting|lifted|carrying|heaving|hauling|pushing|pulling)\b[^.]{0,90}\b(?:and|when|then)\b[^.]{0,25}\b(?:head|skull)\b[^.]{0,10}\b(?:just |suddenly )?(?:exploded|burst|went bang|went pop|cracked|popped)\b/]),
  // "had to push really hard, and suddenly there was this almighty bang": a strain, then the onset.
  c("exertion_context", [/\b(?:push|pushing|pushed|strain|straining|strained|bear(?:ing)? down)\b (?:really |so |very |too |as )?hard\b[^.]{0,30}\b(?:suddenly|all of a sudden|bang|boom|out of nowhere|something (?:went|popped|burst))\b/]),
  // Sex told coyly: "having a bit of a cuddle, if you catch my drift, and right at the business end
  // I got an almighty bang", "at the vital moment".
  c("exertion_context", [/\b(?:at|right at|just at|near|towards|around) the (?:business|vital|crucial|critical|key|happy|finishing) (?:end|moment|point|bit|part)\b|\bhaving a (?:bit of a |little )?(?:cuddle|kiss and (?:a )?cuddle|romp|roll in the hay|quickie)\b[^.]{0,12}\b(?:if you (?:catch|get) my drift|if you know what i mean|wink)\b/], {
    within: /\b(?:wife|husband|partner|boyfriend|girlfriend|fella|missus|other half|cuddle|drift|intima\w*|bedroom|blue pills?|viagra|sildenafil|cialis|tadalafil|sex|know what i mean|making love|in bed)\b/,
  }),
  c("exertion_context", [
    // "blowing hard to get the drones going and something went pop at the back of my skull".
    /\b(?:blowing|blew|blow) (?:hard|really hard|up|into)\b[^.]{0,40}\b(?:pipes|drones|balloons?|trumpet|horn|sax\w*|tuba|trombone|bagpipes|whistle|inflat\w*)\b/,
  ]),
  // A climb in a run or ride: "did my saturday 10k ... about halfway up the big hill a throb started".
  c("exertion_context", [/\b(?:halfway|half way|partway|part way|near the top|at the top|top) (?:up|of) (?:the |a |that )?(?:\w+ )?(?:hill|climb|incline|ascent|pass)\b[^.]{0,60}\b(?:started|began|came on|hit|kicked in|went)\b/], {
    within: /\b(?:run|running|ran|jog\w*|race|\d+ ?k|parkrun|marathon|cycl\w*|bike|ride|hike|hiking|trail)\b/,
  }),
  c("exertion_context", [
    // A weight driven overhead: "weight over the bar wi the 56 ... as i drove it up over my heid it went BANG".
    /\bweights? over (?:the )?bar\b|\b(?:as|while|when|just as) (?:i|she|he) (?:drove|pushed|pressed|heaved|hoisted|threw|hurled|tossed|jerked|snatched|launched|lifted) (?:it|the (?:weight|bar|barbell|stone|keg|hammer|caber|log|kettlebell|dumbbell|sandbag))(?: up)?(?: over| overhead| above)\b/,
    // "out on a hill run ... right at the top of the climb the back of my head went bang".
    /\b(?:out on|on|during|doing|in the middle of|halfway (?:up|through)) (?:a |my |the )?(?:hill |fell |trail |long |hard |tempo |interval |park )?(?:run|race|sprint|climb|hike|bike ride|ride)\b[^.]{0,60}\b(?:top|end|crest|middle) of (?:the |a )?(?:climb|hill|sprint|rep|set|ascent)\b/,
    // "doing hip thrusts at the uni gym ... going for a pb at 180kg, held my breath at the top of the rep".
    new RegExp(String.raw`${NOT_THE_EXAM_HALL}\b(?:at|in) (?:the|my|our) (?:\w+ )?gym\b|\b(?:doing|did|during|mid|on|halfway through) (?:a |my |the |some |heavy )?(?:hip thrusts?|squats?|deadlifts?|bench(?:ing| press)|leg press|cleans?|clean and jerks?|snatch(?:es)?|overhead press|pull-?ups?|chin-?ups?|shrugs|a set|a rep|reps|sets)\b|\bheld (?:my|his|her) breath\b[^.]{0,25}\b(?:rep|lift|set|push|pushing|strain\w*)\b|\bgoing for a (?:pb|pr|personal best|max)\b`),
    // Straining at stool: "shouted out while she was on the commode straining".
    /\b(?:on|at) the (?:toilet|loo|commode|wc|potty|bedpan)\b[^.]{0,20}\b(?:straining|pushing|bearing down)\b|\b(?:straining|pushing|bearing down) (?:on|at) the (?:toilet|loo|commode|wc|potty|bedpan)\b/,
    // Race and circuit efforts: "on the sled push something went off", "mid burpees", "flat out on the rower".
    /\b(?:sled (?:push|pull|drag)|prowler|hyrox|burpees?|wall balls?|kettlebells?|battle ropes|box jumps?|hiit|circuit training|boot ?camp|sprint(?:s|ing|ed)?|interval(?:s| training)|(?:on|at) the (?:rower|rowing machine|erg|assault bike|air bike|stair ?master|stepper)|flat out|(?<!\b(?:we|they|you)(?:'re| are| were) )all out|max(?:imum)? effort|red ?lin(?:ed|ing))\b/,
    /\b(?:lifting|lifted|lift|carrying|moving|pushing|pulling|heaving|hauling|humping|lugging)\b[^.]{0,15}\b(?:weights|heavy|boxes|a box|furniture|a sofa|a couch|the sofa|the couch|a wardrobe|a fridge|blocks|concrete|bricks|slabs|sacks|bags of (?:cement|sand|feed|compost)|cement|a tyre|tyres|a keg|kegs|a patient|the patient|a (?:\d+ ?(?:kg|kilo|lb)s? )?(?:sack|bag)\b)\b|\b(?:lifting|lifted|lift|carrying|heaving|hauling|humping|lugging) (?:a |the )?\d+ ?(?:kg|kilos?|lbs?|pounds?|stone)\b|\b(?:as|while|when|the moment) (?:i|he|she) (?:lift|lifted|heave|heaved|hoist|hoisted|raise|raised)\b|\bweight ?lifting\b|\bdead ?lifts?\b|\bdeadlifting\b|\bsquatting\b|\bbench(?:ing| press\w*)\b|\bcross ?fit\b|\bspin class\b/,
    new RegExp(String.raw`${NOT_THE_EXAM_HALL}\b(?:at|in) the gym\b|\bgym session\b|\b(?:during|in the middle of|halfway through|half way through|while|whilst|mid|on|at the end of|at the start of|partway through) (?:a |my |the |her |his |our )?(?:run(?! of\b)(?!,? (?:it|they|the (?:attacks?|headaches?|pain)) (?:starts?|comes?|builds?|happens?))|jog|race|marathon|workout|work out(?! (?:what|how|who|where|when|why|if|whether|which)\b)|training(?: session)?|game|match|swim|bike ride|ride|hike|climb|sex|orgasm|intercourse|spin class|gym session|football|tennis|squash|rugby|set|(?:\d+ ?k )?(?:erg|ergo|rowing machine)(?: test| piece| session)?|time trial|fitness test|bleep test|beep test)\b`),
    /\b(?:was|were|while|whilst|when) (?:i |she |he |we )?(?:was |were )?(?:running(?! (?:late|around|errands|after|a (?:fever|temperature|bath|meeting|business)|out|low))|jogging|sprinting|swimming|cycling|rowing|climbing|hiking|lifting|training(?! (?:a|the|new|staff|someone|people))|exercising|working out|playing (?:football|soccer|tennis|squash|basketball|rugby|hockey|badminton)|shovell?ing|digging|straining|having sex|making love|bending down|on the (?:toilet|loo))\b/,
    // "holding the long top note in the last carol": blowing hard into a brass or wind instrument strains like a cough.
    /\b(?:holding|held|hold|hitting|hit|blowing|blew|playing|played|on|during|at) (?:a |the |that |my )?(?:really )?(?:long |high |top |loud )+notes?\b|\b(?:blowing|blew|playing|played) (?:my |the |a )?(?:trumpet|cornet|trombone|tuba|horn|french horn|euphonium|bagpipes|sax(?:ophone)?|clarinet|oboe|bassoon|didgeridoo)\b[^.]{0,40}\b(?:hard|loud|long|high|top note|hardest)\b/,
    // "headache playing hockey", "at beer league my head started pounding": the sport told without a "while".
    /\b(?:head ?aches?|headaches?|migraines?|pain|pounding|throbbing)\b (?:while |when |after |during )?(?:playing|at) (?:football|soccer|tennis|squash|basketball|rugby|hockey|ice hockey|badminton|volleyball|netball|hurling|lacrosse|handball|water polo|ultimate|five-a-side|5-a-side)\b|\b(?:at|during|playing|in) (?:my |our |the )?(?:beer|rec|pub|sunday|men'?s|women'?s|over-?\d\d|old boys'?) league\b|\bfive-a-side\b|\b5-a-side\b/,
    /\b(?:straining|strained|pushing|bearing down)\b[^.]{0,20}\b(?:toilet|loo|poo|bowel|stool|constipat\w*)\b|\bon the (?:toilet|loo)\b[^.]{0,25}\bstrain\w*|\bshovell?ing (?:snow|the drive)\b/,
    /\b(?:having|had|during|after|while|in the middle of) (?:sex|intercourse|an orgasm)\b|\b(?:orgasm|climax)(?:ed|ing)?\b|\bmaking love\b/,
    // Blowing hard against a closed throat, a Valsalva: "blowing up this massive inflatable flamingo by mouth",
    // "on the 10th big blow", playing a brass or wind instrument hard.
    /\bblow(?:ing|n)? up (?:a |an |the |this |that |my |her |his |some |loads of |all the )?(?:\w+ ){0,3}?(?:balloons?|inflatables?|lilo|li-lo|air ?bed|air mattress|pool (?:toy|ring|float)|paddling pool|beach ball|float|rubber ring|dinghy)\b|\b(?:big|hard|huge|long) blow\b|\b(?:playing|blowing|blew|played) (?:my |the |a |her |his )?(?:trumpet|trombone|tuba|french horn|horn|sax|saxophone|bagpipes|clarinet|oboe|bassoon|didgeridoo)\b/,
    // A Valsalva told by what the person was doing: "he was laughing proper hard at one bit, then he
    // grabbed the back of his head", "in the middle of a coughing fit" (ICHD-3 4.1, 6.2).
    /\b(?:laugh\w*|cough\w*|sneez\w*|guffaw\w*|howl\w* with laughter)\b (?:\w+ ){0,2}?(?:so |really |proper |dead |very |that )?(?:hard|my head off|his head off|her head off|their heads off|uncontrollably|like mad|like crazy|like a drain|non-?stop)\b|\b(?:laughing|coughing|sneezing|giggling) (?:fit|fits|bout)\b|\b(?:fit|bout) of (?:laughing|laughter|coughing|sneezing|giggles)\b/,
    // Heaving on a rope or chains, pulling a calf: "pulling a calf with the chains, really heaving on it".
    /\b(?:really |hard )?heav(?:ing|ed) (?:on|at) (?:it|them|the \w+)\b|\bpull(?:ing|ed) (?:a|the) (?:calf|lamb|foal)\b|\bcalving\b/,
    // Straining to hold, lift or pull (not to see or hear), and the climbing wall: "really straining to
    // hold a crimp on the overhang".
    /\bstraining (?:to (?:hold|lift|pull|push|grip|reach|get|move|open|carry|hang|finish)|hard|with|on|against|under)\b|\b(?:bouldering|climbing wall|indoor climbing|(?<!\b(?:head|fist|hands?|it|picture|photo|poster|clock|calendar|tv|mirror|shelf|written|pinned|hung|hanging|stuck|black|soot|sooty|stains?|marks?|mould|mold|damp|paint|smoke|scorch|scorched) )on the (?:climbing )?wall|overhang|crimp)\b/,
    // "me and the wife were ... enjoying some private time, and right at the big moment".
    /\b(?:private|intimate|special|alone|adult) time\b|\b(?:at|right at|just at) the (?:big|crucial|vital|best|final) moment\b|\bthe bedroom (?:department|side of things)\b/,
    // Sex told shyly: "when me and the missus are, you know", "being intimate", "in the bedroom".
    /\b(?:when|while|whilst|whenever|during|every time) (?:me and (?:the |my )?\w+|my (?:wife|husband|partner|missus|hubby|girlfriend|boyfriend|fella) and (?:i|me)|we) (?:are|were|'re|get|got|start)\b,? (?:you know|erm?|um+|ahem|how do i put (?:it|this))\b|\b(?:being|be|get|getting|got|are|were) intimate\b|\bintimacy\b|\bin the bedroom\b|\bbetween the sheets\b|\b(?:doing|do|did) the deed\b|\b(?:me and (?:the |my )?(?:wife|husband|missus|hubby|partner|girlfriend|boyfriend|other half|bird|fella)|(?:my|the) (?:wife|husband|missus|hubby|partner|girlfriend|boyfriend|other half) and (?:i|me)|we) (?:were|was|are|got)\b[^.]{0,15}?\bat it\b/,
  ], {
    // "my neck's been tight since I did heavy deadlifts": the workout strained the neck; it brought on no headache.
    // Nor the ride or run an accident happened on ("cycling to a job ... hit black ice and went over the handlebars").
    // "started the week i was lifting the gas tanks": a span of hard work the headache began in, no
    // moment of effort that brought it on.
    // "They come the day before a big blow, when the glass drops": a gale at sea, not a Valsalva.
    // "i did a spin class this morning but that was like 9am, i was totally fine all afternoon": the
    // effort hours before, with a well spell between, brought nothing on.
    // "I can still ... go to spin class and spin doesn't make it worse": exercise told as no trigger.
    unless: /\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|never|won'?t) (?:make|makes|made) (?:it|them|the (?:pain|headache|head ?ache)s?) (?:any )?worse\b|\b(?:but|though|although)\b[^.]{0,40}\b(?:was|felt|been) (?:totally |completely |perfectly |absolutely )?(?:fine|ok|okay|normal|grand|well)\b[^.]{0,10}\b(?:all (?:afternoon|day|evening|morning)|the whole (?:afternoon|day|evening|morning)|the rest of the (?:afternoon|day|evening|morning)|for hours|for ages|afterwards)\b|\b(?:big|bad|strong|proper|southerly|northerly|easterly|westerly) blow\b(?=[^.]{0,40}\b(?:glass|barometer|weather|wind|storm|gale|sea|forecast)\b)|\bwhen the glass (?:drops|falls|goes down)\b|\b(?:the|that) (?:week|weeks|month|fortnight|summer|winter|spring|autumn|season|year) (?:i|she|he|we|they) (?:was|were|had been|started|began) \w+ing\b|^(?![^.]*\b(?:head ?aches?|headaches?|migraines?|head|pain|bang|throb\w*|pound\w*)\b)[^.]*\b(?:neck|shoulders?|back|traps?|knee|legs?|arms?)\b[^.]{0,30}\b(?:tight|stiff|sore|aching|achy|killing|strained|pulled)\b|^(?![^.]*\b(?:head ?aches?|headaches?|migraines?|throb\w*|pound\w*)\b)[^.]*\b(?:fell|fall|crash\w*|came off|went (?:straight )?over|hit (?:black )?ice|collided|knocked off|skidded)\b/,
  }),
  // Transient visual obscurations of raised intracranial pressure: seconds-long dimming on
  // standing, bending or straining (Friedman et al., Neurology 2013, IIH criteria).
  // Not the second of grey at the top of a maximal lift with the breath held ("I see stars and
  // everything goes grey for a second at the top while im holding my breath"): the blood pressure's
  // swing of a Valsalva, told with nothing on standing up or bending.
  c("visual_obscuration", [
    // "the page went grey when i leaned over him", "i stand up ... all goes grey then comes back".
    /\b(?:vision|sight|eyes?|everything|room|world|page|words|(?<=(?:^|[,;]\s*|\bthen\s))all)\b[^.]{0,20}\b(?:goes|go|going|gone|went|turns?|turning|turned|gets|got)\s+(?:completely |totally |all |just )?(?:dark|black|grey|gray|dim|blank|white)\b[^.]{0,50}\b(?:bend\w*|bent|stand\w*|stood|get(?:ting)? up|got up|straining|strain|cough\w*|stoop\w*|lean\w* (?:over|forward))\b/,
    /\b(?:bend\w*|stand\w*|stood|get(?:ting)? up|got up|strain\w*|cough\w*|stoop\w*|crouch\w*)\b[^.]{0,100}\b(?:vision|sight|eyes?|everything|room|world|page|words|(?<=(?:^|[,;]\s*|\bthen\s))all)\b[^.]{0,20}\b(?:goes|go|going|gone|went|turns?|turning|turned|gets|got)\s+(?:completely |totally |all |just )?(?:dark|black|grey|gray|dim|blank|white)\b/,
    /\b(?:vision|sight|eyesight|eyes?|everything)\b[^.]{0,15}\b(?:dims?|dimmed|dimming|fades?|faded|greys?|grays?|greyed|grayed|whites?|whited|blacks?|blanks?|goes|went|turns?|turned) (?:out |dark |black |grey |gray |white |dim |blank )?(?:in (?:both|one|my|her|his|the) (?:eyes?|\w+ eye) )?(?:for (?:a |just a |about a |a few |a couple of |one |two )?(?:seconds?|moments?|split second|sec)|momentarily|briefly)\b/,
    /\b(?:vision|sight|eyesight|eyes?|everything)\b[^.]{0,15}\b(?:dims?|dimmed|dimming|fades?|greys?|grays?|greyed|grayed|whites?|whited|blacks?|goes (?:dark|black|grey|gray|white|dim)|went (?:dark|black|grey|gray|white|dim))\b[^.]{0,40}\b(?:bend\w*|bent|stand\w*|stood|get(?:ting)? up|got up|straining|strain|cough\w*|stoop\w*)\b|\b(?:brief|momentary|short) (?:greying|graying|dimming|blacking|whiting|loss)(?: out)? of (?:my |her |his )?(?:vision|sight)\b|\b(?:greying|graying|dimming|blacking|whiting)(?: out)? of (?:my |her |his )?(?:vision|sight)\b/,
    /\b(?:vision|sight|eyesight|eyes?)\b[^.]{0,20}\b(?:greys?|grays?|greyed|grayed|blacks?|whites?|blanks?) out\b|\b(?:grey|gray)(?:s|ing)? out\b|\bvisual obscurations?\b|\bvision (?:dims|dimming|goes dim)\b/,
  ], {
    // Nor a head-rush on standing from heat ("when i stood up from the marble i went lightheaded and
    // everything went a bit grey for a few seconds"): the whole of the person about to faint.
    // So is one that floors the person ("stood up from the kit and everything went grey, had to sit on
    // the floor"): a faint nearly come, not sight dimmed for a second with a clear head.
    unless: eitherOf(
      STRAINING_GREYOUT,
      HEAD_RUSH,
      /\b(?:grey|gray|black|dark|dim|white)\w*\b[^.]{0,30}\b(?:had to|needed to|have to|has to) (?:sit|lie|lay|get) (?:straight )?(?:back )?(?:down|on the (?:floor|ground|bed|sofa|couch)|flat)\b|\b(?:nearly|almost) (?:fainted|passed out|blacked out|collapsed|went down|hit the (?:floor|deck))\b/,
    ),
    // "when i stand up from crouching ... i cant see the kids for like 2 seconds": sight gone for
    // seconds on a change of posture, its negative word the idiom's own.
    fixed: [/(?<=\b(?:stand\w*|stood|get(?:ting)? up|got up|bend\w*|bent|crouch\w*|stoop\w*)\b[^.]{0,80})\b(?:can'?t|cannot|couldn'?t|could not) see\b[^.]{0,25}\bfor (?:like |about |maybe |a few |a couple of )?(?:\d|a|one|two|few|couple) ?(?:seconds?|secs?|moments?)\b/],
  }),
  // Told so, it answers a form's greying on standing: a head rush, not an obscuration.
  c("visual_obscuration", [HEAD_RUSH], { negative: true }),
  // Not the whoosh of a "brain zap" ("a tiny electric buzz inside my head every time I moved my eyes,
  // with a whooshy noise": antidepressant discontinuation), which no heartbeat keeps time with.
  // Not "her left ear went whoosh like a jet engine and now she cant hear": one sudden noise.
  // Not "when i sniff them i get this whoosh pounding head and hot red face": a rush, told without the ears.
  // Not "a woozy whoosh": a dizzy rush, not a sound.
  c("pulsatile_tinnitus", [/(?<!\b(?:went|woozy|dizzy|giddy|faint) )\bwhoosh\w*(?! (?:pounding|of (?:heat|blood)|rush|head rush|feeling in (?:my|the) (?:head|face|body))\b)|\bpulsatile tinnitus\b|\bhear (?:my |the )?(?:heart ?beat|heart|pulse) (?:inside |in )(?:my |both |one |the )?(?:left |right )?ears?\b|\bheart ?beat in my ears?\b|\b(?:heart ?beat|pulse)\b[^.]{0,15}\b(?:swish\w*|whoosh\w*)|\bswish\w*\b[^.]{0,20}\b(?:heart ?beat|pulse|in time)\b|\b(?:in|inside) my ears?\b[^.]{0,30}\b(?:same time as|in time with|with) (?:the |my )?(?:pulse|heart ?beat)\b/], {
    // Nor the heartbeat heard with the ear on the pillow, which everyone hears ("when I lie on my right
    // side I can hear my heartbeat in my right ear ... stops when I roll over").
    unless: /^(?![^]*\b(?:heart ?beats?|pulse|pulsing|in time)\b)[^]*\b(?:zaps?|zapping|electric\w*|buzz\w*|shocks?)\b|\b(?:lie|lying|lay|laying|sleep|sleeping) on (?:my|her|his|the|that) (?:left |right )?(?:side|ear|pillow)\b[^.]{0,60}\b(?:hear|heartbeat|heart beat|pulse|thump)\w*|\bear (?:is )?(?:on|against) (?:the|my) pillow\b/,
  }),
  c("papilledema", [
    /\bswell(?:ing|ed|en)? (?:at|in|behind) the back of (?:my|the|her|his) eyes?\b|\bpapill?o?edema\b|\bpapilloedema\b|\b(?:swollen|swelling of (?:the|my)|raised|bulging) (?:optic )?(?:nerves?|discs?|disks?)\b|\boptic (?:nerves?|discs?|disks?) (?:(?:at|in) the back (?:of (?:the|her|his|my|your) eyes? )?)?(?:is |are |look |looked |were |was |looks |looking |seem |seemed |appear |appeared )?(?:a (?:bit|little) )?(?:swollen|swelling|raised|bulging|puffy)\b|\bpressure behind (?:my|the) eyes? (?:was|is) (?:high|raised)\b/,
  ], {
    // A spinal disc: "a bulging disc in my neck", "slipped disc at C5".
    unless: /\b(?:discs?|disks?) (?:in|at|of) (?:my|the|her|his) (?:neck|back|spine|lower back|lumbar|cervical)\b|\b(?:discs?|disks?) (?:at )?[cl][1-7]\b|\b(?:slipped|herniated|prolapsed) (?:discs?|disks?)\b/,
 
    // "I've got 'papilloedema' on my photos. Its actually drusen, buried ones ... said not swelling":
    // discs that only look swollen (pseudopapilloedema), told so in the same message.
    notWithin: /\bdrusen\b|\bpseudo-?\s?papill\w*|\b(?:said|says|told me|confirmed|showed) (?:it'?s |it was |they'?re |they were )?not (?:real |true |actual )?(?:swelling|swollen|papill\w*)\b/,
  }),
  // "before pregnancy", "since the pregnancy": a time, not a statement about being pregnant.
  // A positive test in a message about a pregnancy: "I got a positive test on Monday!! Bloods confirmed it".
  // It is a pregnancy just found, about four weeks along (red-flags/combined.ts: no pre-eclampsia yet).
  ...["pregnant", "pregnancy_test_positive"].map((key) =>
    c(key, [/\b(?:got|had|did|have) a positive(?: test| result)?\b|\b(?:a|there (?:was|is)(?: a)?|got a) (?:faint |very faint |second |2nd )+lines?\b|\b(?:two|2) lines\b|\bpositive (?:pregnancy )?test\b|\btested positive\b|\bbfp\b/], {
      personal: true,
      within: /\b(?:ivf|embryo|transfer|pregnancy test|hcg|beta|trying for (?:a baby|another|number)|ttc|clear ?blue|first response|two lines|period(?:'s| is| was)? (?:(?:\d+|a|one|two|three|four|a few|a couple of) (?:days?|weeks?) )?late|missed (?:my )?period|fertility|bloods? (?:confirmed|came back|showed)|baby|midwife|gp confirmed)\b/,
      unless: /\b(?:covid|corona|lateral flow|lft|pcr|flu|strep|antigen|drug test|tb)\b/,
    }),
  ),
  // Combined hormonal contraception (oestrogen with a progestogen: the combined pill, patch or ring).
  // With migraine aura it is UKMEC 4, an unacceptable stroke risk (FSRH UK Medical Eligibility
  // Criteria 2016, rev. 2019): detect.ts reads the two together. The progestogen-only ("mini") pill,
  // implant, injection and coil are not it.
  c("combined_contraception", [
    // By what is in it: "the combined one with estrogen", "dienogest + ethinylestradiol" (Maxim, Valette).
    /\bethinyl ?(?:o)?estradiol\b|\bethinylestradiol\b|\b(?:the |a )?combined (?:one|pill|contraceptive|hormonal)\b|\b(?:pill|one|contraceptive)s? (?:with|containing) (?:o)?estrogen\b|\b(?:maxim|valette|belara|bellina|lovette|leios|minisiston|mayra|evaluna)\b(?=[^.]{0,40}\b(?:pill|contracept\w*|estrogen|oestrogen|dienogest|gyn\w*)\b)/,
    // "on the pill", "I take the pill", "birth control pills" (not "my pills", "the pill the doctor gave me for the pain").
    /\b(?:on|taking|take|takes|started|starting|using|use|keep|keeps|went on|go on) (?:the|my|her) pill\b(?! (?:the doctor|for (?:pain|the pain|my head|headaches?|migraines?|sleep)))|\bthe pill\b(?= (?:for (?:contraception|my skin|her skin|acne|periods|my periods|her periods|cramps)|since))|\b(?:birth control|contraceptive|oral contraceptive|combined(?: contraceptive)?) pills?\b/,
    /\b(?:microgynon|rigevidon|maexeni|ovranette|levest|yasmin|yaz|eloine|lucette|loestrin|marvelon|gedarel|cilest|cilique|femodene|femodette|millinette|katya|sunya|dianette|co-?cyprindiol|zoely|qlaira|sprintec|tri-?sprintec|ortho[- ]?tri-?cyclen|ortho-?novum|lutera|aviane|junel|loestrin|microgestin|seasonique|levlen|nordette|alesse|diane ?35|nuva ?ring|evra|xulane|twirla|combined (?:hormonal )?(?:contraceptive|contraception|pill)|oral contraceptive|ocp|the (?:contraceptive )?(?:patch|ring))\b/,
  ], {
    // "never had that before the pill" dates something by the pill; it does not deny taking it.
    unless: /\b(?:stopped|came off|come off|quit|no longer on|not on|never (?:been )?on|off) (?:the |my |her )?(?:pill|contraceptive)\b|\bbefore (?:the|my|her|i started the|i started my|starting the|going on the|i went on the) (?:pill|contraceptive)\b/,
    // An oestrogen patch or gel of HRT ("the Estradot patch", "my HRT patch") is no contraceptive patch:
    // its natural oestrogen at replacement doses carries no UKMEC 4 with aura (FSRH menopause guidance).
    notWithin: /\b(?:estradot|evorel|estraderm|estradiol|oestrogel|estrogel|sandrena|femseven|climara|vivelle|hrt|hormone replacement|menopaus\w*|peri-?menopaus\w*|hot (?:flashes|flushes))\b/,
  }),
  // The aura (or the headaches) begun since the contraception started: "never had that before the pill",
  // "since I started Microgynon". New aura on combined contraception is the FSRH's reason to stop it now.
  c("began_on_contraception", [
    /\b(?:since|ever since|after) (?:i |she )?(?:started|starting|began|beginning|went on|going on|got put on|switched to) (?:the |my |her |this )?(?:(?:combined |contraceptive |birth control )?pill|contraceptive|birth control|microgynon|rigevidon|yasmin|yaz|sprintec|loestrin|marvelon|cilest|femodene|dianette|nuva ?ring|evra)\b/,
  ], { fixed: [/\bnever (?:had|got|gotten|seen|felt) (?:that|this|it|them|these|those|anything like (?:that|this))(?: \w+)? before (?:the|my|her|i started the|i started my|starting the|going on the|i went on the) (?:pill|contraceptive|birth control|patch|ring)\b/] }),
  c("pregnant", [/(?<!\b(?:before|since|after|until|till|through(?:out)?) (?:the |my |her |this |that |each |every |first |second )?)(?<!\b(?:before|until|till) (?:i|she|we) (?:got|was|were|became|fell) )(?<!\b(?:negative|neg|get|getting|become|becoming|fall|falling) )\bpregnan\w*\b(?! planning\b)(?! tests?\b[^.]{0,60}\b(?:negative|neg|came back (?:negative|clear)|was clear|said no|one line)\b)|\bexpecting (?:a baby|twins)\b|\b(?:i'm|i am|she's|she is) expecting\b|\b\d+ (?:months?|weeks?) along\b|\bdue in \d+ weeks?\b|(?<!\bperiods?\b[^.]{0,40})\bdue (?:next|this) (?:week|month)\b(?![^.]{0,25}\bperiods?\b)|\b(?:baby (?:is |'s )?|bub (?:is |'s )?|i'?m |im |she'?s |i am |she is )due (?:on |in |at |around )?(?:boxing day|christmas(?: day| eve)?|new year'?s?(?: day| eve)?|easter|(?:the )?(?:start|end|beginning|middle) of (?:january|february|march|april|may|june|july|august|september|october|november|december)|january|february|march|april|may|june|july|august|september|october|november|december|the \d{1,2}(?:st|nd|rd|th)?)\b|\b\d+ weeks (?:pregnant|along|gestation)\b|\btrimester\b|\b\d{1,2} ?(?:weeks?|wks?) (?:now |already |today |on \w+ )?(?:with|into) (?:my|our|her|the) (?:(?:first|second|third|fourth|fifth|\d(?:st|nd|rd|th))\b|(?:first |second |third |fourth |\d(?:st|nd|rd|th) )?(?:bub|bubba|baby|pregnancy|one|little one)\b)|\b(?:i'm|i am|im|she's|she is|we're|we are|baby's|baby is|(?:my|her|our) due date(?:'s| is)?) (?:\w+ )?due (?:on |in )?(?:the )?(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*(?: \d{1,2}(?:st|nd|rd|th)?)?|next (?:week|month)|in \d+ weeks?)\b|\b\d{1,2} (?:weeks?|wks?) (?:with|w) (?:my|our|her) (?:first|second|third|fourth|fifth)\b|\b(?:i'm|i am|im|she's|she is) (?:now |nearly |almost |just )?(?:[2-3]\d|4[0-2]) ?(?:weeks?|wks?)(?! (?:in|into|of|since|ago|out|off|post|after|clean|sober|late|behind|overdue with)\b)(?=[^.]{0,30}\b(?:with|baby|bump|number|no\.?|first|second|third|midwife|due)\b)/], {
    // "building a show garden ... basically like being pregnant with a very expensive rockery": a comparison.
    // "baby due boxing day": a due date told by a holiday or a month is a pregnancy now.
    // "can I still be pregnant if I am bleeding?": a question, no pregnancy told.
    // Nor one hoped for: "pregnancy planning", "before we try to get pregnant".
    unless: /\b(?:like|as if|as though) being pregnant\b|\b(?:can|could|might|may) (?:i|she|we) (?:still |actually |really |even )?be pregnant\b|\b(?:am i|is she) (?:still |actually )?pregnant\b/,
    personal: true,
    event: true,
    // "my first pregnancy was all fine", "they went away while I was pregnant", "when i was pregnant
    // with my daughter": a past pregnancy.
    // "my blood pressure was normal the whole pregnancy", "during the pregnancy they disappeared": a pregnancy told as a span gone by.
    // "my blood pressure went up at the end of the pregnancy": the end of it, told as past, is behind her;
    // so is "high blood pressure in pregnancy (gone now)".
    // "about once a month, less when i was pregnant": the pregnancy gone by.
    // "i stopped everything during the pregnancy": what was done then, told as past.
    pastWhen: /\b(?:stopped|quit|came off|gave up|avoided|had to stop|didn't take|did not take)\b[^.]{0,40}\b(?:during|in|throughout|through|for) (?:the|my|her) (?:whole |entire )?pregnanc\w*|\b(?:less|fewer|better|worse|more|none|gone|stopped|eased|easier|rarer)\b[^.]{0,15}\b(?:when|while|whilst|during the time) (?:i|she) was pregnant\b|\b(?:gone|went|settled|normal|back to normal) now\b|\((?:now )?(?:gone|resolved|settled)(?: now)?\)|\b(?:went|was|were|had|got|developed)\b[^.]{0,40}\b(?:at|near|towards?|by) the end of (?:the|my|her) pregnanc\w*|\b(?:i|she) was pregnant with (?!(?:this|this one|this baby|number|no\.?)\b)(?:her|him|them|my|our|the|his)\b|\b(?:first|last|previous|earlier|other|older) (?:pregnanc\w*|baby|bub|birth)\b[^.]{0,30}\b(?:was|were|went)\b|\b(?:was|were|had|went|stayed|disappeared|stopped)\b[^.]{0,40}\b(?:the whole|the entire|all through|all the way through|throughout) (?:the |my |her )?pregnanc\w*|\b(?:during|in|throughout|all through) (?:the |my |her |that )?pregnanc\w*,? (?:no|none|never|nothing|zero)\b|\bin (?:that|my last|the last|my previous|her last|her previous|my first|her first) pregnanc\w*\b|\b(?:during|in|throughout|all through) (?:(?:the|my|her) )?pregnanc\w*,? (?:they|it|the \w+|my \w+) (?:was|were|had|went|disappeared|stopped|eased|vanished)\b|\b(?:while|whilst|when) (?:i|she) was pregnant\b[^.]{0,60}\b(?:since|but now|came back|back again|after)\b|\b(?:went away|stopped|disappeared|better|eased)\b[^.]{0,20}\b(?:while|whilst|when|during|the whole time|the entire time|all the time|all through) (?:i was |she was )?(?:pregnant|(?:my|her) pregnancy)\b|\b(?:when|while|whilst|during the time) (?:i|she) was pregnant\b[^.]{0,40}\b(?:go|goes|went|gone) away|\b(?:when|while|whilst) (?:i|she) was pregnant\b[^.]{0,40}\b(?:stopped|disappeared|(?:got|was|were) better|eased)\b/,
  }),
  // "oh and im 36 weeks lol forgot to say. third baby so i know the drill": the weeks, the baby in the next sentence.
  c("pregnant", [/\b(?:i'm|im|i am|she's|shes|she is) (?:now |nearly |almost |just )?(?:[2-3]\d|4[0-2]) ?(?:weeks?|wks?)\b(?! (?:in|into|of|since|ago|out|off|post|after|clean|sober|late|behind|overdue|back|on|at)\b)/], {
    personal: true,
    within: /\b(?:baby|babies|bub|bump|pregnan\w*|midwife|ob|obgyn|antenatal|due|labou?r|contractions|kicking|kicks|first|second|third|fourth)\b/,
  }),
  // "we're 30 weeks ... not me!! my wife's the one carrying": the pregnancy is the partner's, not the typist's.
  c("pregnant", [/\b(?:my|our) (?:wife|partner|girlfriend|missus|other half)(?:'s| is) (?:the one )?(?:carrying|pregnant|expecting)\b|\b(?:she'?s|she is) the one (?:carrying|pregnant)\b/], { negative: true, anyone: true }),
  // "we did a pregnancy test to be sure, negative", "pregnancy test was negative before u ask": no pregnancy.
  c("pregnant", [/\bpregnancy tests?\b[^.]{0,60}\b(?:negative|neg|came back (?:negative|clear)|was clear|said no|one line)\b|\b(?:negative|neg) pregnancy tests?\b/], { negative: true, personal: true }),
  // A late period that has come: "my period literally just started while i was typing", "period came this morning".
  c("pregnant", [/\b(?:my|her) period\b[^.]{0,30}\b(?:has |'s |just |finally )*(?:started|came|arrived|turned up|showed up|is here)\b(?! (?:late|early)\b)/], { negative: true, personal: true, within: /\b(?:late|pregnan\w*|test)\b/ }),
  // "i have baby 10 days before", "baby born 18/11": a birth told in the words of English learnt second.
  c("postpartum", [/(?<=\b(?:i|she|we) )(?:have|has|had|got) (?:a |the |my |our |her )?(?:baby|babby|bub|son|daughter|boy|girl|twins) (?:by (?:caesar\w*|c-?section|cesarean|caesarian|cesarian|operation|normal delivery|forceps|ventouse) )?(?:\d+|one|two|three|four|five|six|a few|few) (?:days?|weeks?) (?:ago|before|back)\b|\b(?:caesar|caesarean|cesarean|caesarian|cesarian)\b(?! salad)|\b(?:my |our |her |the )?(?:baby|babby|bub|twins) (?:was |were )?born (?:on |at )?(?:the )?(?:\d{1,2}[/.]\d{1,2}|\d{1,2}(?:st|nd|rd|th)? (?:of )?[a-z]{3,9}|\d+ (?:days?|weeks?) ago|last (?:week|month|\w+day)|yesterday)\b/], { personal: true, event: true }),
  c("postpartum", [/\b(?:gave|given|giving) birth\b|\bafter (?:the|my|our) (?:baby|birth)\b(?! (?:went|goes|was|is|woke|wakes|fell|falls|cried|cries|had|has|gets|got|slept|sleeps|settled|settles|finished|finishes|started|starts|naps?|napped|shower|monitor|group|class|clinic)\b)|\bhad (?:my|the|a|our) baby\b|\bpost ?-?partum\b|\bafter (?:the |my )?(?:delivery|birth|labou?r|c[- ]?section|caesarean|cesarean)\b|\bhad (?:my|our|a|the|her) (?:little |baby |beautiful |new |first |second |third )?(?:baby|boy|girl|son|daughter|twins|lo|bub|bubba|babe) (?:by|via|through|with an?) (?:emergency |planned |elective )?(?:c[- ]?section|caesarean|cesarean|section|forceps|ventouse)\b|\bc[- ]?section\b|\bafter having (?:the |my |a |our |her )?(?:baby|little one|son|daughter|twins|boy|girl)\b|\bcaesarean\b|\bcesarean\b|\bnew ?born\b|\bpuerperium\b|\bjust delivered\b|\bdelivered (?:my|a|the|our) (?:baby|son|daughter|twins|boy|girl)\b|\b(?:i|she) delivered (?:\w+ ){0,2}(?:days?|weeks?|months?) ago\b|\b(?:normal|natural|vaginal|home|water|assisted|forceps|ventouse) (?:delivery|birth)\b|\bbaby (?:girl |boy )?is \d+ (?:days?|weeks?) old\b|\bbaby (?!(?:is|was|has)\b)[a-z]+ is (?:only |just |nearly |almost |now )?\d+ (?:days?|weeks?|months?)(?: old| now)\b|\bhad (?:my|our|a|the|her) (?:little |baby |beautiful |new |first |second |third )?(?:baby|boy|girl|son|daughter|twins|lo|bub|bubba|babe)\b[^.]{0,40}\b(?:ago|last (?:week|month|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|born)\b|(?<=\bsince )(?:having|i had|the birth of|giving birth to) (?:the |my |a |our )?(?:baby|little one|son|daughter|boy|girl|twins)\b|\bhad (?:my|our|a|the|her) (?:little |baby |beautiful |new |first |second |third )?(?:baby|boy|girl|son|daughter|twins|lo) on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/], {
    personal: true,
    event: true,
    // "After delivery I didn't have any headache at all": the time after a birth told as free of them, not a birth now.
    // "my sister says my migraines are postpartum hormones": someone's account of the headaches, not a birth told.
    unless: /\bafter (?:the |my )?(?:delivery|birth|labou?r|c-?section|caesarean|cesarean)\b,? (?:i|she) (?:didn't|did not|never|had no|haven't|have not|wasn't|was not)\b|\b(?:says?|said|reckons?|thinks?|blames?|calls?)\b[^.]{0,30}\bpost-?partum (?:hormones?|thing|stuff)\b/,
  }),
  // "it was a lump in my breast, they took it out and it was benign ... Not cancer": a growth that was not one.
  c("cancer", [/\b(?:it was|it's|its|it is|turned out (?:to be )?|came back|was found to be|they said (?:it was|it's)|which was|that was)\s+(?:\w+ )?(?:benign|non-?cancerous|not cancer(?:ous)?)\b|^\W*not cancer\b/], {
    negative: true,
    personal: true,
    unless: /\b(?:had|have|has|with|diagnosed|treated for|survivor of)\b[^.]{0,20}\b(?:\w+ )?(?:cancer|lymphoma|leuk\w*|melanoma|carcinoma|sarcoma|myeloma)\b/,
  }),
  // "im not pregnant and never have been", "never had kids": no birth to be after (a correction of
  // "had a baby 10 days ago" that was a sister's).
  // Feeding a baby of her own ("I'm stopping breastfeeding", "taking sudafed to dry my milk up"): with
  // the baby's age in weeks (detect.ts), a birth that recent.
  // The menopause, or hormone replacement for it, told of the person: their night sweats are its
  // hot flushes (detect.ts), not the drenching sweats of a systemic illness.
  // An overdose (NICE CKS Poisoning or overdose): "took 24 paracetamol ... all at once", "took the whole
  // box on purpose", "I overdosed". Not a dose said as usual ("2 paracetamol at once"), nor an overdose
  // asked about ("the box says max 2 in 24 hours so have i overdosed").
  c("overdose", [/\boverdos(?:e|ed|ing)\b|\bod'd\b|\bod-?ed\b|\b(?:took|swallowed|taken|had) (?:a |an |the )?(?:whole|full|entire) (?:box|packet|pack|bottle|strip|blister)\b|\b(?:took|swallowed|taken|had) (?:about |around |maybe |like )?(?:(?:1[0-9]|[2-9]\d)|twenty|thirty|forty|fifty) (?:\w+ )?(?:paracetamol|acetaminophen|tylenol|panadol|co-?codamol|ibuprofen|nurofen|aspirin|tablets|pills|caps|capsules)\b(?=[^.]{0,60}\b(?:at once|all at once|in one go|together|on purpose|deliberately|at the same time)\b)/], { personal: true, unless: OVERDOSE_ASKED }),
  // Tablets taken over days beyond any daily dose ("probs had about 40 tabs since tuesday counting the
  // codral"): a staggered overdose, for an emergency department as much as one taken at once (NICE CKS
  // Poisoning or overdose: staggered paracetamol ingestion).
  c("overdose", [/\b(?:had|taken|took|swallowed|necked|done)\b[^.]{0,20}\b(?:about |around |like |maybe |nearly |over )?(?:[3-9]\d|thirty|forty|fifty|sixty)\s?(?:tabs|tablets|pills|caps|capsules)\b[^.]{0,30}\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the weekend|\d+ days ago)\b/], { personal: true }),
  // The same count, its "all at once" or its reason told in the next breath ("i took 24 paracetamol. the 500mg ones. all at once").
  c("overdose", [/\b(?:took|swallowed|taken|had) (?:about |around |maybe |like )?(?:(?:1[0-9]|[2-9]\d)|twenty|thirty|forty|fifty) (?:\w+ )?(?:paracetamol|acetaminophen|tylenol|panadol|co-?codamol|ibuprofen|nurofen|aspirin|tablets|pills|caps|capsules)\b(?! (?:a|per|this|last|in a|over|each|every|that) (?:day|week|month|year)\b)/], { personal: true, within: /\b(?:all at once|at once|in one go|on purpose|deliberately|at the same time|wanted (?:it all|everything) to (?:stop|end)|wanted to die|to end it)\b/ }),
  // Stopping a habit-forming substance (cannabis, alcohol, nicotine, caffeine, an antidepressant):
  // its withdrawal brings sweats, broken sleep and headaches of its own (ICHD-3 8.3 substance withdrawal).
  c("substance_withdrawal", [/\bwithdrawals?\b(?! (?:from|of) (?:the |my )?(?:bank|account|cash|money|atm|savings))|\bcold turkey\b/, HABIT_STOPPED, /\b(?:quit|quitting|stopped|gave up|coming off|came off)\s+(?:the\s+|my\s+)?(?:benzos?|opioids?|venlafaxine|effexor|paroxetine|seroxat|sertraline|antidepressants?)\b/], { personal: true }),
  c("menopausal", [/\b(?:peri-?|post-?)?menopaus\w*|\bthe change\b(?= of life)|\bhot (?:flush|flash)(?:es|ing)?\b|\bhormone replacement\b|\bhrt\b|\b(?:evorel|estradot|oestrogel|sandrena|femoston|elleste|utrogestan|kliovance|premarin)\b/], { personal: true }),
  c("nursing", [/\b(?:breast ?-?feed\w*|chest ?feed\w*|expressing|pumping (?:milk|every)|nursing (?:her|him|the baby|my baby)|dry (?:up )?my milk|my milk (?:came in|supply|is drying|dried)|milk supply)\b/], { personal: true }),
  c("postpartum", [/\bnever (?:have |ever |ever have )?been pregnant\b|\b(?:not pregnant|never pregnant),? (?:and|or) never (?:have |ever )?been\b|\bnever (?:had|have had) (?:a baby|a child|any kids|any children|kids|children)\b|\b(?:i|i've|i have|she|she's|she has) (?:not got|got no|no|never had) (?:kids|children)\b/], { negative: true, personal: true }),
  // SNNOOP10 "history of neoplasm": a cancer treated and "all clear" is still a history of cancer.
  // A melanoma told by its treatment: "a mole cut off my shoulder, they went back in for more skin and did some lymph gland thing".
  // An aromatase inhibitor, given after breast cancer ("on letrozole since the operation for my lump");
  // not tamoxifen, also given to prevent one, nor letrozole for fertility.
  c("cancer", [/\b(?:letrozole|femara|anastrozole|arimidex|exemestane|aromasin)\b/], { personal: true, lifelong: true, notWithin: /\b(?:prevent\w*|risk[- ]reduc\w*|fertility|ivf|ovulat\w*|conceive|trying for a baby|gyno\w*|bodybuild\w*|cycle)\b/ }),
  c("cancer", [/\bmole\b[^.]{0,80}\b(?:went back (?:in )?for more|more skin|wider (?:excision|cut)|lymph|glands?|sentinel|nodes?)\b/], { personal: true, lifelong: true }),
  // A treatment not needed ("they got it all, didn't need chemo") denies the treatment, not the cancer.
  c("cancer", [/\bcancer\b|\btumou?rs?\b|\b(?:out|removed|taken out|cut out) (?:in (?:19|20)\d\d |years ago |last year )?(?:for|because of) (?:a |the )?(?:growth|mass)\b|\bmalignan\w*|\bmelanoma\b|\blymphoma\b|\bleuk(?:a)?emia\b|\bcarcinoma\b|\bsarcoma\b|\bmetasta\w*|\bmyeloma\b|(?<!\b(?:no|not|never|without|didn't need|did not need|didn't have|did not have|didn't get|did not get|never needed|never had|no need for|spared)\s(?:any\s)?)\b(?:chemotherapy|radiotherapy|radiation (?:therapy|treatment))\b|\boncolog\w*/], {
    personal: true,
    lifelong: true,
    // A worry, or a guess or a story heard ("the guy at the next desk reckons it's probably a tumor",
    // "a podcast about brain tumours"), is not a history of cancer. Nor is a basal cell skin cancer
    // (it does not spread: SNNOOP10's neoplasm history is a cancer that can reach the brain).
    // "I dont take chemo now": treatment over, which says nothing against the history.
    // Nor a charity's checklist, a search or someone else's death ("the brain tumour charity's list",
    // "googled brain tumours", "that presenter who died of a brain tumour"), unless the person's own is told too.
    // "a list of the tumour symptoms", "tiktoks of people whose brain tumours started as headaches": about tumours, not one had.
    // "a wee boy in his class was diagnosed with a brain tumour": someone else's, named by who they are.
    // "it gave me: 'Possible causes: tension headache, brain tumour ...'": an app's list of what it could
    // be; "my DON said morning headaches can be a tumour": what a headache might mean.
    // "her oncology nurse" is someone else's care; "discharged from the oncology clinic" is the person's own.
    // "anything I can take that won't upset the oncology folk": the team named, no cancer denied.
    unless: eitherOf(CHEMO_NOT_CANCER, /\b(?:won't|wont|will not|doesn't|does not|don't|do not|wouldn't|would not)\b[^.]{0,25}\b(?:upset|annoy|bother|interfere with|clash with|mess with|affect|worry)\b[^.]{0,25}\boncolog\w*/, /\b(?:a|one|another) (?:wee |little |young |old )?(?:boy|girl|kid|child|lad|lass|man|woman|lady|guy|bloke|friend|colleague|neighbou?r|classmate|teacher|mum|dad)\b[^.]{0,40}\b(?:was |got |has been |had been |is )?diagnosed with\b|\b(?:like|as if|as though) (?:i(?:'ve| have) (?:got )?|there(?:'s| is) |it(?:'s| is) )?(?:a |an )?(?:brain )?tumou?r\b|\b(?:possible|potential|likely) (?:causes?|conditions?|diagnos[ie]s|reasons?)\b|\b(?:can|could|might|may) (?:be|mean|be a sign of) (?:a |an )?(?:brain )?(?:tumou?r|cancer)\b|\b(?:think|thinks|thought|reckon|reckons|convinced|sure|certain|worried|worry|scared|afraid|terrified|paranoid|freaking out)(?: (?:that|myself))? (?:i'?ve got|i have|i might have|i may have|i'?ve|it'?s|it is|its|this is|there'?s|there is) (?:got )?(?:a |an )?(?:brain )?(?:tumou?r|cancer)\b|\b(?:tumou?r|cancer)s? (?:symptoms?|signs?|lists?|checklists?|videos?|tiktoks?|stories|posts?|articles?|forums?|websites?|survivors?'? (?:stories|videos))\b|\b(?:tiktoks?|videos?|stories|posts?|reels?|articles?|documentar(?:y|ies)|podcasts?)\b[^.]{0,20}\b(?:of|about|on|from) (?:people|someone|somebody|others|a (?:woman|man|girl|guy|lady|bloke))\b|\b(?:people|someone|somebody|others|folk) (?:\w+ )?whose (?:brain )?(?:tumou?rs?|cancers?)\b|\b(?:don't|do not|not|no longer|no more|not on|never)\b[^.]{0,12}?\b(?:take|taking|have|having|on|any|doing|getting)?\s*(?:chemo\w*|radiotherapy|radiation)\b(?![^.]{0,40}\bcancer\b)|\b(?:(?:that|the|this) (?:sort|kind|type)|skin (?:cancer|one))\b[^.]{0,60}\b(?:(?:doesn't|does not|doesnt|won't|wont|don't|dont|never|can't|cannot) spread|non[- ]?spreading|not the spreading)\b|\b(?:basal[- ]cell|bcc|rodent ulcer)\b(?![^.]{0,40}\b(?:and|also|plus|as well as)\b[^.]{0,30}\b(?:cancer|tumou?r|lymphoma|leuk\w*|melanoma)\b)|\b(?:worried|scared|afraid|fear\w*|terrified|anxious|concerned|could (?:it|this) be|is (?:it|this)|what if|might be|do i have|rule out|ruled out|check for|not)\b[^.]{0,25}\b(?:cancer|tumou?r)\b|\b(?:probably|possibly|maybe|could be|must be|reckons (?:it's|it is)?|means?|meant) (?:a |an |you have (?:a |an )?|you've got (?:a |an )?)?(?:brain )?(?:cancer|tumou?r)\b|\b(?:sounds?|sounded|looks?|looked|seems?|seemed) like (?:a |an )?(?:brain )?(?:cancer|tumou?r)\b|\b(?:giving|give|gives|gave) (?:me|her|him|them|you) (?:a |an )?(?:brain )?(?:cancer|tumou?r)\b|\b(?:podcast|article|documentary|video|tiktok|reddit|googl\w*|read (?:about|up on)|heard about)\b[^.]{0,30}\b(?:cancer|tumou?rs?)\b|(?<!\b(?:discharged from|under|seen (?:in|at|by)|back (?:to|at)|followed up (?:in|at|by)|reviewed (?:in|at|by)|still under) )\b(?:the|his|her|their) oncolog\w* (?:nurse|doctor|consultant|team|ward|unit|department|clinic)\b|^(?!.*\b(?:had|have|has|diagnosed with|treated for|survivor of|beat|battled|got)\b[^.]{0,15}\b(?:cancer|tumou?rs?|lymphoma|leuk\w*|melanoma)\b).*(?:\b(?:cancer|tumou?rs?)(?:'s)? (?:charity|charity's|charities|website|site|trust|foundation|research|society|support|awareness|list|checklist|leaflet|symptoms? list)\b|\b(?:googled|googling|searched|looked up|read up on|reading about|read about)\b[^.]{0,60}\b(?:cancer|tumou?rs?)\b|\bwho (?:died|passed away|passed) (?:of|from|with)\b[^.]{0,15}\b(?:cancer|tumou?rs?)\b)/),
  }),
  // "Hair transplant I mean :) ... Not organ lol": the transplant of the story is cosmetic (detect.ts reads a later bare "transplant" as it).
  // "I am only on the transplant list", "transplant has not happened yet" (detect.ts reads a bare "transplant patient" as it).
  c("transplant_awaited", [], { fixed: [TRANSPLANT_AWAITED], personal: true }),
  c("cosmetic_transplant", [/\b(?:hair|fue|fut|beard|eyebrow|dental|tooth|teeth|fat) transplant\b|\btransplant\b[^.]{0,40}\bnot (?:an? )?organ\b|\bnot (?:an? )?organ\b[^.]{0,40}\btransplant\b/], { anyone: true }),
  // "HIV+ since 2016, undetectable, CD4 650": HIV controlled on treatment keeps its immunity (a CD4
  // count of 200 or more: BHIVA guidelines; opportunistic infections come below that). Said in the
  // chat, it answers a form that lists the antiretroviral.
  c("immunosuppressed", [HIV_CONTROLLED], { negative: true, personal: true }),
  // "... the doctor had me on the steroids. Finished them in July": the course told over in the next breath.
  c("immunosuppressed", [], { fixed: [/^\W*(?:and |but )?(?:i )?(?:finished|stopped|came off|completed|done with|weaned off)\b (?:them|those|it|the course|the lot)\b(?! (?:yesterday|today|this (?:week|morning)|last (?:night|week)|(?:\d+|a few|two|three) days ago)\b)/], negative: true, personal: true, within: /\b(?:steroids?|pred\w*|prednis\w*|dexamethasone|methotrexate)\b/ }),
  // "the HIV thing - that was a test i had, came back negative": the HIV a form lists was a test
  // that found none (not when it names the infection: "HIV positive, tests fine").
  c("immunosuppressed", [/\bhiv\b(?:(?!\b(?:positive|pos|viral|cd4|diagnos\w*|since|have|has|got|living)\b)[^.]){0,60}\b(?:tests?|tested|screen\w*)\b[^.]{0,40}\b(?:negative|neg|clear)\b/], { negative: true }),
  // A spleen that does not work (sickle cell disease, after a splenectomy): a fever is an emergency
  // (overwhelming infection; detect.ts reads it with a fever).
  // Medicines that can take away the white cells that fight infection (agranulocytosis): the
  // antithyroid drugs and clozapine. A fever or a sore throat on them needs a blood count the same day
  // (MHRA Drug Safety Update 2019, carbimazole: agranulocytosis; BNF, clozapine: neutropenia).
  c("agranulocytosis_drug", [/\b(?:carbimazole|neo-?mercazole|methimazole|thiamazole|tapazole|propylthiouracil|clozapine|clozaril|denzapine|zaponex)\b/], { personal: true }),
  c("asplenia", [/\bsickle cell(?! trait| carrier)(?: (?:disease|anaemia|anemia|\(?ss\)?))?\b|\bhb ?ss\b|\b(?:no|removed|without a|lost (?:her|his|my|their)|had (?:her|his|my|their) spleen out|taken out (?:her|his|my|their)) spleen\b|\bsplenectomy\b|\basplen\w*/], { personal: true, fixed: [/\bspleen (?:doesn'?t|does not|don'?t|isn'?t|is not) work\w*/] }),
  c("immunosuppressed", [/(?<!\bnegative for )(?<!\b(?:bloods?|tests?|tested|testing|screen(?:ed|ing)?|checked|swabs?|swabbed) (?:me |him |her )?for (?:\w+ (?:and|&) )?)\bhiv\b(?![- ]?(?:negative|neg|test|tests|tested|testing|screens?|screening|prevention|prep)\b)(?!(?:(?!\b(?:positive|pos|viral|cd4|diagnos\w*|since)\b)[^.]){0,60}\b(?:tests?|tested|screen\w*)\b[^.]{0,40}\b(?:negative|neg|clear)\b)|(?<!hearing |sleep |walking |visual |the |his |her |my |their |with |mobility |swimming |teaching )\baids\b|\bimmuno-?suppress\w*|\bimmuno-?compromis\w*|\bweak(?:ened)? immune\b|\bimmune system is (?:weak|low|suppressed)\b|(?<!\b(?:hair|fue|fut|fat|tooth|teeth|dental|tendon|ligament|eyebrow|beard|cornea|corneal) )\btransplant\b|\bchemotherapy\b|(?<!\b(?:inhalers?|puffers?|pump|creams?|ointments?|nasal|sprays?|eye ?drops?|drops|gel|injections? (?:in|into) (?:my|her|his|the) (?:knee|shoulder|hip|back|joint|wrist|elbow)|lidocaine|lignocaine|local(?: anaesthetic| anesthetic)?|nerve blocks?|blocks?)\b[^.]{0,30})\bsteroids?\b(?! (?:inhalers?|puffers?|pump|creams?|ointments?|nasal|sprays?|eye ?drops?|drops|gel|(?:injections? )?(?:in|into) (?:my|her|his|the) (?:knee|shoulder|hip|back|joint|wrist|elbow|spine|epidural)|(?:injections?|jabs?|shots?) (?:(?:in|into|to) )?(?:(?:my|her|his|the) )?(?:left |right |both )?(?:knees?|shoulders?|hips?|back|joints?|wrists?|elbows?|spine|epidural|thumb|hand|foot|ankle|heel|tendon)))(?![^.]{0,50}\b(?:epidural|nose spray|nasal spray|inhaler|puffer|cream|ointment|nerve blocks?|block)\b)|\bprednis\w*|\bpred \d{1,2}(?: ?mg)?\b|\b(?:on|taking|take|takes|started) (?:aza|pred)\b|\bmethotrexate\b|\btacrolimus\b|\bcyclosporin\w*|\bciclosporin\b|\bmycophenolate\b|\bazathioprine\b|\bbiologics?\b|\brituximab\b|\binfliximab\b|\badalimumab\b|\bhumira\b|\bdexamethasone\b|\bsirolimus\b|\b(?:ocrelizumab|ocrevus|ofatumumab|kesimpta|natalizumab|tysabri|alemtuzumab|lemtrada|fingolimod|gilenya|siponimod|mayzent|ozanimod|cladribine|mavenclad|etanercept|enbrel|tocilizumab|actemra|abatacept|tofacitinib|xeljanz|baricitinib|olumiant|cimzia|certolizumab|golimumab|simponi|secukinumab|cosentyx|ixekizumab|taltz|sarilumab|kevzara|anakinra|kineret|ritlecitinib|litfulo|abrocitinib|cibinqo|filgotinib|jyseleca|upadacitinib|rinvoq|ustekinumab|stelara|vedolizumab|entyvio|cyclophosphamide|leflunomide|everolimus|belatacept|ibrutinib|imbruvica|acalabrutinib|calquence|zanubrutinib|brukinsa|venetoclax|venclexta|obinutuzumab|fludarabine|bendamustine|chronic lymphocytic leuka?emia|cll)\b|\b(?:r-?chop|chop|abvd|beacopp|folfox|folfiri|folfirinox|capox|xelox|fec|fec-?t|ac-?t|carbo-?taxol|r-?cvp|r-?benda|da-?epoch|r-?epoch)\b(?=[^.]{0,30}\b(?:cycle|cycles|chemo\w*|round|course)\b)|\bcycle \d{1,2} (?:of|on) (?:my |the |her |his )?(?:chemo\w*|r-?chop|abvd|folfox)\b|\b(?:on|having|started|starting|doing) (?:r-?chop|abvd|beacopp|folfox|folfiri|folfirinox|da-?epoch)\b/,
    // HIV treatment named by its box ("on Biktarvy and the Septrin from the clinic"), or the CD4 count.
    // Not PrEP (Descovy, Truvada taken to prevent HIV): no HIV, no weakened immunity.
    /\b(?:biktarvy|genvoya|stribild|triumeq|dovato|juluca|symtuza|odefsey|complera|atripla|eviplera|tivicay|isentress|prezista|antiretrovirals?|arvs?|haart|cd4(?: count)?)\b/], {
    personal: true,
    // A medicine asked about, wanted or offered ("to ask about prednisolone like last year"), or a
    // short steroid burst for cluster headache, is not a suppressed immune system now.
    // So is one only in prospect: "the GP might put me on a course of steroid tablets", "would the
    // steroid tablets make these worse if I end up on them".
    // "Last time they gave prednisolone and verapamil": a past bout's steroid course.
    // "my usual stress headache on steroids": the idiom for a stronger one.
    // "Is because of the steroid?": a cause asked about, not a medicine taken.
    // Nor a short course over and done ("a prednisone pack for bronchitis in March, 5 days, nothing since then").
    // A transplant waited for ("on the kidney transplant waiting list", "transplant has not happened
    // yet") has not been given: no anti-rejection medicines yet.
    // "I had the lumpectomy but declined chemo and radiation": a treatment turned down was never given.
    // Nor one steroid injection into a back or a joint ("an epidural steroid shot for my sciatica"):
    // a local dose, not a suppressed immune system.
    // "he also uses a flovent inhaler. dr said thats a steroid": a steroid named only by reference back to
    // a medicine the sentence before named (whose own name is read where it is told).
    unless: eitherOf(HIV_CONTROLLED, TRANSPLANT_AWAITED, LOCAL_STEROID_SHOT, CHEMO_NOT_CANCER, STEROIDS_IF_NEEDED, STEROID_ASKED, CHEMO_WORKPLACE, /^(?!.*\b(?:prednis\w*|pred|dexamethasone|hydrocortisone|methylpred\w*|medrol|deltacortril|tablets?|pills?|oral)\b).*\b(?:that'?s|thats|it'?s|its|which is|they'?re|theyre) (?:a |an |the )?(?:kind of |type of )?steroids?\b/, /\b(?:declined|refused|turned down|said no to|opted out of|opted against|decided against)\b[^.]{0,15}\b(?:the )?(?:chemo\w*|radiotherapy|radiation|steroids?|immunotherapy)\b/, /\b(?:prednis\w*|pred ?forte|pred ?mild|maxidex|fml|dexamethasone|hydrocortisone|betamethasone|fluorometholone|loteprednol)\b(?: (?:acetate|sodium phosphate))?(?: \d+(?:\.\d+)? ?%)? (?:eye ?drops?|drops|cream|ointment|inhaler|nasal spray|spray|gel|foam|enema)\b/,
      // "prednisone (done Nov 14)": a course the form itself marks as finished.
      /\b(?:steroids?|prednis\w*|dexamethasone)\b[^.a-z]{0,4}(?:done|finished|stopped|completed|ended|course (?:done|finished|over))\b/, /\b(?:does|do|will|would|can|could|might|is|are|did) (?:the |these |those |my |this |that |a )?(?:steroids?|prednis\w*|dexamethasone)(?: (?:drops|tablets|pills|cream|injection|jab))? (?:lower|weaken|affect|suppress|reduce|hurt|damage|lower|knock|mess|interfere|cause|make)\w*\b[^.?]{0,40}\?/, /\b(?:steroids?|prednis\w*|dexamethasone)\b (?:pack|course|burst|taper)\b[^.]{0,50}\b(?:\d+|five|seven|ten|a few) days\b[^.]{0,30}\b(?:nothing since|finished|stopped|done|over|none since|not since)\b|\b(?:pack|course|burst) of (?:steroids?|prednis\w*)\b[^.]{0,50}\b(?:nothing since|finished|stopped|done|over|none since|not since)\b|^(?!.*\b(?:on|taking|take|takes|started)\b).*\b(?:is (?:it|this|that) |because of |due to |caused by |from )(?:the |a |that )?(?:steroids?|prednis\w*|injection)\b[^.]{0,20}\?|\b(?:last time|last bout|the last bout|previous bout|last year|last (?:spring|summer|autumn|winter))\b[^.]{0,30}\b(?:gave|put (?:me|him|her) on|prescribed|had|took|given)\b[^.]{0,20}\b(?:prednis\w*|steroids?)\b|\b(?:gave (?:me|him|her)|put (?:me|him|her) on|prescribed|had|took|given)\b[^.]{0,20}\b(?:prednis\w*|steroids?)\b[^.]{0,15}\b(?:last time|last bout|the last bout|previous bout|last year|that time|back then|for the last bout)\b|\b(?:head ?aches?|headaches?|migraines?|stress|hangovers?|pms|anxiety|version|cold|flu)\b (?:\w+ )?on steroids\b|\b(?:might|may|could|would|will|going to|gonna|planning to|plans? to|wants? to|talking about)\b (?:\w+ ){0,3}?(?:put|start|give|prescribe|try|go on)\b[^.]{0,30}\b(?:steroids?|prednis\w*|methotrexate|dexamethasone|biologics?)\b|\b(?:steroids?|prednis\w*|methotrexate|dexamethasone|biologics?)\b[^.]{0,50}\bif (?:i|she|he|we|they) (?:end up|ends up|go|goes|get|gets|am|is|was|were|have to|has to|need)\b|\b(?:would|will|could|might) (?:the |these |those |a )?(?:steroids?|prednis\w*)(?: tablets| pills)?\b|\b(?:(?:mentioned|suggested|talked about|recommended|brought up)\b[^.]{0,10}\b(?=(?:prednis|steroid|methotrexate|dexamethasone)))|\b(?:ask(?:ing)? (?:about|for|if|whether|the (?:doctor|gp|neuro\w*) (?:about|for)|my (?:gp|doctor) (?:about|for))|(?:want|wants|wanted|would like|hoping|hope) (?:to (?:try|get|start|have|go on)|some)|thinking (?:about|of) (?:starting|trying|going on)|consider\w*|discuss\w*|offered|suggested|might (?:need|start|try|go on)|could (?:i|we|he|she) (?:try|have|get|go on)|should i (?:try|take|get))\b[^.]{0,25}\b(?:steroids?|prednis\w*|methotrexate|dexamethasone|biologics?|humira|adalimumab|rituximab|infliximab)\b|\b(?:steroid|prednis\w*) (?:course|burst|taper)\b|\b(?:short|quick|\d+ day|five day|ten day|week'?s|week long) (?:course|burst) of (?:steroids|prednis\w*)\b|\b(?:a|one|two|\d+|short)[- ]?(?:week|day|days|weeks)(?:'s|s')? (?:course |burst |taper )?(?:of )?(?:oral )?(?:prednis\w*|steroids?|pred)\b|\b(?:prednis\w*|steroids?)\b[^.]{0,25}\b(?:\d+[- ]?(?:week|day)s?|one[- ]week|short|course|burst|taper|to (?:try and |try to )?break (?:the|this|his|her) (?:cycle|bout|cluster))\b|\b(?:prednis\w*|steroids?|dexamethasone)\b[^.]{0,40}(?:\(\s*(?:finished|stopped|completed|done|course (?:done|finished|over))\s*\)|\b(?:finished|done|completed|stopped) (?:now|already|last week|last month)\b)/),
    // A transplant or HIV stays current for life; a course of chemotherapy or steroids that has
    // ended is history (the immune system recovers within months of stopping).
    // A short course of steroid tablets, dated and done: "Prednisolone 5mg tabs - 6 OD x 5/7 (issued 14/03/2026)".
    // "rescue pack prednisolone 30mg + doxycycline (used early November, finished)": a course over.
    // "had steroid tablets once in year 8 for like 5 days when my asthma was bad": one short course, long over.
    // "had a few days of prednisone tablets in July": a short course, dated and done.
    // "periods irregular since chemo": what followed a course of chemotherapy, over.
    // "I took steroids for the kidney in 2016 for six months, nothing after that": a course dated in a
    // year gone by and told as over.
    // "breast ca 2023. chemo done 2024", "finished chemo in 2022"; "the chemo headaches were nothing like
    // this": a course told as over, and what it brought told in the past.
    // "He's not on the steroids now, they were only the first 3 days": a steroid course over, which
    // says nothing against the chemotherapy he is still on.
    // HIV is not over when its tablets are stopped ("HIV positive since 2019 but I stopped the tablets"): weaker immunity, not past.
    pastWhen: new RegExp(String.raw`^(?![^]*\bhiv\b)[^]*?(?:` + /\bnot (?:on|taking) (?:the |any |his |her |my )?(?:steroids?|pred\w*|dexamethasone)\b(?: (?:now|any ?more))?|\bchemo\w*\b[^.a-z]{0,4}(?:all )?(?:done|finished|completed|ended|over)\b(?! (?:next|on|in (?:january|february|march|april|may|june|july|august|september|october|november|december)\b))|\b(?:finished|completed|ended|done with)\b (?:my |her |his |the |the last of (?:my|her|his|the) )?chemo\w*\b(?:[^.]{0,15}\b(?:in )?(?:19|20)\d\d\b)|\b(?:the )?chemo\w* (?:headaches?|days|time|sickness|fog|brain|nausea|side effects)\b[^.]{0,6}\b(?:were|was)\b|\b(?:took|had|was on|were on|been on|used)\b[^.]{0,12}\b(?:steroids?|pred\w*|dexamethasone|methotrexate|chemo\w*)\b[^.]{0,40}\b(?:in|back in|during) (?:19|20)\d\d\b[^.]{0,30}\b(?:for (?:\w+ ){0,2}(?:months?|weeks?|days)|nothing (?:after|since)|none since|not since|stopped|finished|came off)\b|\b(?:since|after) (?:the |my |her |his )?chemo(?:therapy)?\b(?! (?:started|began|begun|course started|and (?:i'?m|still)))|\b(?:a few|a couple of|\d|five|seven|ten) days of (?:the )?(?:steroids?|pred\w*|dexamethasone)(?: tablets| pills)?\b[^.]{0,30}\b(?:in (?:january|february|march|april|may|june|july|august|september|october|november|december)|last (?:month|year|spring|summer|autumn|winter)|(?:weeks|months) ago)\b|\b(?:steroids?|pred\w*|dexamethasone)(?: tablets| pills| course)?\b[^.]{0,12}\bonce\b[^.]{0,40}\bfor (?:like |about |around )?(?:\d|a few|a couple of|five|seven|ten|two|three) (?:days|weeks)\b|\b(?:rescue pack|steroid pack|pred\w*|steroids?|dexamethasone)\b[^.]{0,60}\b(?:all finished|finished it|finished them|finished|completed|used up)\b(?![^.]{0,20}\b(?:tomorrow|next|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))|\b(?:pred\w*|steroids?|dexamethasone)\b[^.]{0,50}\b(?:x ?[1-9]\/7|for (?:\d|five|seven|a few) days|(?:\d|five|seven)[- ]day course)\b[^.]{0,30}\b(?:issued|in|back in|from|finished|done)\b|\b(?:chemo\w*|radiotherapy)\b[^.]{0,60}\b(?:years? ago|all clear|in remission)\b|\b(?:chemo\w*|radiotherapy)\b[^.]{0,40}\b(?:finish(?:ed|es)?|done|over|stopped|ended|completed)\b[^.]{0,10}\b(?:(?:in|by|until|till|end of) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(?:19|20)\d\d|(?:\d+|two|three|four|five) years? ago|(?:[6-9]|1[0-9]|six|seven|eight|nine|ten|eleven|twelve) months ago|last year)\b|\b(?:steroids?|prednis\w*)\b[^.]{0,60}\b(?:back in (?:19|20)\d\d|in (?:19|20)\d\d|years? ago)\b[^.]{0,60}\b(?:off (?:them|it)|stopped|finished|no longer)\b|\b(?:steroids?|prednis\w*)\b[^.]{0,80}\b(?:stopped|finished|came off|tapered off|weaned off|ended)\b[^.]{0,12}\b(?:in (?:19|20)\d\d|(?:\d+|two|three|four|five|many) years ago|last year)\b|\b(?:been|came|come|am|i'm) off (?:them|it|those)\b[^.]{0,15}\b(?:for|since) (?:years|ages|a (?:long )?while|(?:\d+|two|three|four|five) years)\b|\b(?:final|last) (?:chemo\w*|radiotherapy) (?:session|cycle|dose|treatment)s?\b[^.]{0,30}\b(?:ago|years?)\b|\b(?:years? ago|(?:in|back in) (?:19|20)\d\d)\b[^.]{0,40}\bchemo\w*|\b(?:19|20)\d\d\b(?![^.]{0,50}\b(?:on|still|currently|ongoing|since|started|starting|now|due)\b)[^.]{0,50}\bchemo\w*|\b(?:when (?:i|she|he) was (?:\d{1,2}|a (?:kid|child|baby|toddler|teen\w*)|little|small|young)|as a (?:kid|child|baby|toddler|teen\w*))\b[^.]{0,60}\b(?:chemo\w*|radiotherapy|radiation)|\b(?:chemo\w*|radiotherapy|radiation)\b[^.]{0,40}\b(?:when (?:i|she|he) was (?:\d{1,2}|a (?:kid|child|baby|toddler|teen\w*)|little|small|young)|as a (?:kid|child|baby|toddler|teen\w*))\b|\b(?:finished|finishing|completed|completing|stopped|came off|come off|ended|done with|no longer on|off) (?:the |my |all |her |his )?(?:chemo\w*|treatment|steroids?|prednis\w*|methotrexate|radiotherapy|tablets|immunosuppress\w*)\b[^.]{0,40}\b(?:ago|years?|months|last year|in (?:19|20)\d\d)\b|\b(?:was|were|used to be) on (?:steroids?|prednis\w*|methotrexate|chemo\w*)\b[^.]{0,30}\b(?:years? ago|as a (?:kid|child)|when i was)\b|\bused to (?:be on|take|have) (?:\w+ ){0,2}?(?:steroids?|prednis\w*|methotrexate|chemo\w*|biologics?|injections)\b[^.]{0,60}\b(?:stopped|came off|finished|no longer)\b|\b(?:stopped|came off|finished) (?:them|it|those|the injections|the tablets)\b[^.]{0,15}\b(?:in (?:19|20)\d\d|years? ago|last year)\b/.source + ")"),
  }),
  // The headache began before the knock (ICHD-3 5.1/5.2 A: a post-traumatic headache begins within
  // 7 days of the injury): "I banged my head in April but this started a year and a half before that",
  // "bang my head on the car door frame on the 12th but the headache started 3 days before that".
  c("headache_before_injury", [
    // "hit my head on a freezer door in march but these started in january so i dont think thats it".
    /\b(?:hit|banged|bumped|knocked|cracked|smacked|whacked|clipped)\b[^.]{0,60}\bbut (?:these|they|the (?:headaches?|head ?aches?|pain|migraines?)|it|this|the head) (?:had )?(?:already )?(?:started|began|begun|were there|was there|had started) (?:before|earlier|long before|months before|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b/,
    // "clipped my head on a shelf in week 2 but the headache had already been there a week by then".
    /\b(?:head ?ache|headache|pain|it|they|these|the head)\b (?:had |has |was |were )?already (?:been )?(?:there|going|started|begun|on|here|with me)\b[^.]{0,30}\b(?:by then|before (?:that|then|it|the (?:bump|knock|bang|clip|fall))|at the time|when (?:i|she|he) (?:clipped|banged|bumped|knocked|hit))\b/,
    // "that was the 40th in kinsale in september so the headache was there two months already by then".
    /\b(?:head ?ache|headache|pain|it|they|these|the head)\b (?:had |has |was |were )?(?:been )?(?:there|going|on|here)\b[^.]{0,30}\balready\b[^.]{0,10}\b(?:by then|by that point|at the time|before (?:that|then|it))\b/,
    // "the attacks are exactly same as before the bump": the headache was there before and is unchanged.
    // "they're identical to the ones I had before it".
    /\b(?:same|exactly (?:the )?same|identical|no different|not different|unchanged|just like)\b[^.]{0,15}\b(?:as|to) (?:before|prior to) (?:the|that|my|this) (?:bump|knock|bang|fall|injury|accident|hit|crash|blow|concussion)\b|\b(?:identical|exactly the same|the same)\b (?:to|as) (?:the ones?|what|those) (?:i|she|he) (?:had|got|used to get) before (?:it|that|the (?:bump|knock|bang|fall|injury|accident|concussion))\b|\b(?:head ?aches?|headaches?)\b[^.]{0,20}\b(?:exactly |just )?(?:the )?same (?:as|like) (?:before|always|they were|they've always been|ever)\b(?=[^.]{0,40}\b(?:no|not) (?:worse|more(?: often)?|different|extra)\b)/,
    /\b(?:started|began|begun|had (?:it|them|these|this|the (?:head ?aches?|headaches?))|been going on|(?:were|was|had been|have been) going(?: on)?|was there|were there)\b[^.]{0,40}\b(?:(?:long|well|way|ages|years|months)\s+before|(?:a |an |one |two |three |four |five |\d+ )?(?:good |whole |full )?(?:years?|months?|weeks?|days?)(?: and a half)? before)\s+(?:that|this|then|the (?:bump|knock|bang|fall|accident|injury|crash|blow))\b|\bbefore (?:i|she|he) (?:ever )?(?:banged|hit|bumped|knocked|fell|had the (?:fall|accident|crash))\b[^.]{0,30}\b(?:already|had (?:it|them|these))\b/,
  ]),
  // A knock that brought no headache (ICHD-3 5.1 B: a post-traumatic headache begins within 7 days):
  // "no headache with it at all", "I have not had one since the bump".
  c("no_headache_after_injury", [], {
    fixed: [
      /\bno (?:head ?ache|headache|pain) (?:with it|after it|afterwards|after that|after\b(?! (?:\d|a |an |the (?!bump|knock|fall|bang|hit)))|from it|at all after|at the time)\b/,
      // "2 weeks ago she knocked her head at the playground but she was ok after, small bump only, went
      // school normal": a knock a week or more before, with a well spell after it (ICHD-3 5.1: a
      // headache from an injury begins within 7 days of it).
      /\b(?:\d+|two|three|four|five|six|a few|a couple of|several) (?:weeks|months) ago\b[^.]{0,60}\b(?:knock\w*|bump\w*|bang\w*|hit|fell|fall|injur\w*)\b[^.]{0,50}\b(?:was|were|been) (?:ok|okay|fine|alright|all right|grand|normal|sweet(?: as)?|all good|good|right as rain) (?:after|afterwards|after that|since)\b/,
      // The knock first, then when: "got hit on the head by a bit of ply like 3 weeks ago but was sweet after that".
      /\b(?:knock\w*|bump\w*|bang\w*|hit|fell|fall|injur\w*)\b[^.]{0,60}\b(?:\d+|two|three|four|five|six|a few|a couple of|several) (?:weeks|months) ago\b[^.]{0,30}\b(?:was|were|been) (?:ok|okay|fine|alright|all right|grand|normal|sweet(?: as)?|all good|good|right as rain) (?:after|afterwards|after that|since)\b/,
      /\b(?:haven't|have not|hasn't|has not|not|never|didn't|did not) (?:had|have|get|got) (?:a |any |one )?(?:head ?aches?|headaches?|one|any)? ?(?:since|after|from) (?:the|that|this|my|her|his) (?:bump|knock|bang|fall|injury|accident|clonk|crash)\b/,
      // "cracked his helmet ... the headaches didnt start till 2 years after that".
      /\b(?:head ?aches?|headaches?|they|the pain|migraines?) (?:didn't|did not|never) (?:start|begin|come on|come) (?:till|until) (?:\d+|a|one|two|three|four|five|several|a few|a couple of) (?:years?|months?) (?:after|later)\b/,
    ],
  }),
  // Walked head-first into something hard, told with what it left: "walked into a scaffold tube ... saw
  // stars ... got a bit of an egg above my right eye".
  c("head_trauma", [/\b(?:walked|walk|walking|ran|run|running|stood up|standing up) (?:straight |right |smack |slap bang |full pelt )?into (?:a |the |an )?(?:\w+ ){0,2}(?:tube|pole|post|beam|girder|bar|lamp ?post|cupboard door|shelf|scaffold\w*|sign|low ceiling|joist|lintel)\b/], {
    // A blow told by what it left; walking into door frames and things on one side is a sign of sight
    // or balance lost (field_loss), not a knock.
    within: /\b(?:egg|lump|bump|bruise|cut|stars|hard ?hat|helmet)\b/,
  }),
  // "a beam swung off the tag line and caught me right in the side of the hardhat ... hat cracked".
  // "took a squash ball flush to the left eye on thursday night".
  c("head_trauma", [/\b(?:took|got|caught|copped|had) (?:a |the )?(?:\w+ )?(?:ball|puck|elbow|fist|punch|racquet|racket|bat|stick|shuttlecock|frisbee)\b[^.]{0,20}\b(?:to|in|into|on|off) (?:the |my |her |his )?(?:left |right )?(?:eye|face|temple|forehead|head|nose|cheek)\b/], { personal: true, event: true }),
  c("head_trauma", [/\b(?:beam|pipe|plank|board|bar|pole|brick|block|ball|branch|load|bucket|tool|spanner|hammer|girder|scaffold\w*|tube)s?\b[^.]{0,40}\b(?:caught|hit|struck|clipped|clocked|smacked|whacked)\b (?:me|him|her) (?:right |square |smack |full )?(?:in|on|across) (?:the )?(?:(?:side|top|back|front) of (?:the |my |his |her )?)?(?:head|hard ?hat|helmet|skull|temple|forehead)\b|\b(?:hard ?)?hat (?:was )?(?:cracked|split|dented|smashed)\b/]),
  // A hard thing that "got" or "caught" the head: "the corner got me on the top right of my head".
  c("head_trauma", [/\b(?:corner|edge|door|cupboard|cabinet|shelf|ball|branch|beam|bat|stick|racket|club|elbow|knee|boot|fist|lid|hatch|boom|swing|bottle|brick|stone|rock|frame)s? (?:got|caught|clipped|clocked|whacked|smacked|cracked) (?:me|him|her|them|us) (?:right |smack |square |full )?(?:on|in|across|above|behind) (?:the )?(?:(?:top|back|side|front|crown)(?: (?:left|right))? (?:of )?)?(?:my |his |her |their |the )?(?:head|forehead|temple|skull|noggin|crown)\b/]),
  c("head_trauma", [
    // A fall that took the head: "went straight over the handlebars. Helmet ... got a crack right down the side".
    /\b(?:helmet|hard ?hat)\b[^.]{0,30}\b(?:cracked|split|crack|dent\w*|smashed|broke|broken)\b|\b(?:cracked|split|smashed|broke|dented) (?:my|his|her|the) (?:helmet|hard ?hat)\b|\b(?:went|flew|came|go|going) (?:straight |right |clean )?over the (?:handlebars|bars|handle ?bars)\b/,
    // "the handle came up and smacked me right between the eyes": a blow to the front of the head.
    /\b(?:smacked|hit|whacked|clocked|thwacked|struck|cracked|bopped|walloped|smashed|caught) (?:me|him|her|them) (?:right |square |full |straight )?(?:between the eyes|(?:in|on) the (?:forehead|temple|bridge of (?:my|his|her|the) nose))\b/,
    // Hockey's hits: "got boarded into the glass ... hit the side of my helmet".
    /\b(?:boarded|checked|slammed|driven|thrown) (?:hard )?into the (?:glass|boards)\b|\bhit the (?:side|back|top|front) of (?:my|his|her|their) helmet\b/,
    // A crash in which the helmet took the blow: "landed on right shoulder and the helmet hit".
    /\b(?:the |my |his |her )?helmet (?:hit|smacked|slammed|bounced|took (?:a |the )?(?:hit|knock|blow|brunt))\b/,
    // "slipped ... hit left side of head on the tap": a blow told without "my" before the head.
    /\b(?:hit|banged|bumped|knocked|smacked|cracked|whacked|clonked|struck) (?:the )?(?:(?:left|right|back|front|top) )?(?:side )?of (?:the )?head (?:on|against|off)\b|\b(?:hit|banged|bumped|knocked|smacked|cracked|whacked|clonked) head (?:on|against|off)\b/,
    // "the up and over garage door came down and caught me on the top of the head", "the garage door came down on my head".
    /\b(?:came|come|fell|dropped|swung|slammed|crashed|slid) (?:down |back |shut )?(?:and (?:caught|hit|smacked|clipped|got|whacked|clonked) (?:me|him|her) )?(?:on|onto) (?:the )?(?:top|back|side|front) of (?:my|his|her|the) head\b|\b(?:came|come|fell|dropped|slammed|crashed) (?:down )?(?:on|onto) (?:my|his|her) head\b|\bcaught (?:me|him|her|them) (?:right |square )?(?:on|in) the (?:top of the |back of the |(?:left |right )?side of the |front of the )?head\b/,
    // "a slab fell from the hanging wall and hit my helmet", "a limb came down and bounced off my helmet": a blow to the helmeted head.
    /\b(?:hit|struck|smacked|whacked|clipped|dented|cracked|landed on|bounced off|bounces off|glanced off|came down on|dropped on|fell on) (?:my|his|her|their|the) (?:helmet|hard ?hat|hardhat|hat|lid)\b(?<!\b(?:fell|dropped|came down) on (?:my|his|her|their|the) (?:hat|lid))|\b(?:slab|rock|stone|beam|plank|pipe|branch|box|brick|tile|lump|load|bar|chunk|something)\b[^.]{0,40}\b(?:fell|dropped|came down|landed|swung)\b[^.]{0,20}\b(?:on|onto|into) (?:my|his|her|their|the) (?:head|helmet|hard ?hat|skull)\b/,
    // The neck forced (ICHD-3 5.3/5.4 headache attributed to whiplash): "my neck got cranked hard to the right".
    // So is a car struck from behind: "an auto-rickshaw hit the back of my car at signal, my head jerked".
    /\b(?:neck|head) (?:got |was |went |had been )?(?:cranked|wrenched|jerked|whipped|snapped|yanked|forced|twisted)\b(?: (?:hard|back|forward|sideways|round)\b)?|\bwhiplash\b(?! (?:from|years|in (?:19|20)))|\brear[- ]ended\b|\b(?:hit|smashed into|ran into|crashed into|drove into|went into|slammed into|ploughed into|plowed into) the (?:back|rear) of (?:my|our|his|her|their|the) (?:car|van|truck|lorry|taxi|cab|ute|jeep|suv)\b|\b(?:car|van|truck|taxi|cab|ute) (?:was|got) (?:hit|shunted|rammed) from behind\b/,
    // Told with the one who did it: "guy cranked my head to the right", "caught in a neck crank".
    /\b(?:cranked|wrenched|yanked|jerked|twisted|whipped|snapped) (?:my|his|her|their) (?:head|neck)\b|\bneck cranks?\b|\b(?:choke ?hold|headlock|guillotine|suplex)\b/,
    // "lad caught me with his elbow on the side of the head", "rang my bell a bit" (a diver's, a boxer's
    // word for a blow), "a surge slammed my hat into one of the steel piles" (a diver's hat is a helmet).
    /\bcaught (?:me|him|her|them) with (?:his|her|their|a|an|the) (?:elbow|knee|fist|head|boot|foot|bat|stick|shoulder|swing)\b[^.]{0,30}\b(?:head|temple|skull|ear|face|forehead)\b|\brang (?:my|his|her|their) bell\b|\b(?:slammed|smashed|knocked|banged|drove|threw) (?:my|his|her|their) (?:hat|helmet|hard ?hat|lid|head) (?:into|against|off|on)\b/,
    // A blow taken: "copped a knee right in the side of the head", "took an elbow to the temple".
    /\b(?:copped|took|got|caught|had|cop|take|get) (?:a |an )?(?:knee|elbow|boot|kick|ball|fist|punch|head|stud|shoulder|bat|stick|racket|cricket ball|football|puck|swing)\b[^.]{0,20}\b(?:to|in|on|into|against) (?:the |my |his |her )?(?:(?:left |right )?side of (?:the |my |his |her )?|back of (?:the |my |his |her )?|top of (?:the |my |his |her )?)?(?:head|temple|skull)\b/,
    // Something driven into the head: "a heifer shoved the crush gate into the side of my head".
    /\b(?:shoved|slammed|swung|smashed|knocked|kicked|pushed|rammed|drove|threw|hit|caught)\b[^.]{0,40}\b(?:into|against|onto|on|off|across) the (?:side|back|top|front) of (?:my|his|her|their) head\b/,
    // Something striking the person on the head: "his own board smacked him on the side of the head",
    // "the swing clocked her right on the temple". The pain as the subject ("it hit me in the back
    // of the head", "the pain smacked me across the forehead") tells an onset, not a blow.
    /(?<!\b(?:pain|ache|headache|migraine|agony|it|this|that|which)\s+(?:(?:just|suddenly|then|really|literally|kind of|sort of|like)\s+)?)\b(?:smacked|whacked|hit|struck|clipped|clocked|thumped|belted|cracked|clonked|bonked|conked|bashed|walloped|clobbered|knocked|thwacked)\s+(?:me|him|her|them)\s+(?:right |square |clean |full |hard |straight |smack )?(?:on|in|across|over|above|behind) (?:the |my |his |her |their )?(?:(?:side|back|top|front) of (?:the |my |his |her |their )?)?(?:head|temple|skull|forehead|noggin)\b/,
    // The head meeting something: "caught his head on the corner of the cupboard door", "a clonk on the head".
    /\b(?:caught|catches|catching|(?<=\b(?:did|does|didn't|did not) )catch|cracked|clipped|smacked|whacked|banged|bumped|knocked|hit|bashed) (?:my|his|her|their|the (?:left |right )?(?:back|side|top|front) of (?:my|his|her|their)) (?:head|forehead|temple|skull) (?:on|against|off|into|under)\b|(?<!\blike (?:a |an )?(?:\w+ )?)\b(?:clonk|bonk|conk)\b/,
    // "walked straight into the low beam in his shed, proper crack, a lump the size of an egg above his ear".
    /\b(?:walked|ran|stood up|straightened up|cracked|banged|bashed|smacked) (?:\w+ )?(?:straight |right |smack )?into (?:a |the )?(?:low )?(?:beam|rafter|lintel|shelf|cupboard door|branch|lamppost|lamp post|sign ?post)\b|\blump (?:the size of an? (?:egg|golf ball)|on (?:my|his|her|their) (?:head|forehead|temple))\b|\b(?:goose ?egg|egg) on (?:my|his|her|their) (?:head|forehead)\b|\b(?:ran|walked|fell|tripped|banged|bumped|smacked|went) (?:\w+ )?(?:straight |right |head ?first )?into the (?:corner|edge) of (?:the |a )?\w+\b[^.]{0,12}\b(?:head|forehead|temple|face)\b/,
    // Blows in a combat sport: "had a heavy spar, got caught clean a few times, one right hand sat me down".
    /\b(?:spar\w*|boxing|box|boxed|fight|bout|mma|kickbox\w*|muay thai|ring)\b[^.]{0,80}\b(?:got caught|caught (?:me )?(?:clean|flush)|took (?:a few |some |a lot of |big |heavy |a couple of )?(?:shots|punches|hits|blows|head shots)|sat me down|knocked (?:me )?down|put me down|dropped me|rocked me|wobbled me|shots? to the head|knockdown)\b/,
    // A fall told by where it landed or what it broke: "came off her horse, landed on the side of her
    // head", "her helmet has a crack in it".
    /\blanded (?:right |smack |flat )?on (?:the (?:side|back|top|front) of )?(?:my|her|his|their) head\b|\bhelmet\b[^.]{0,25}\b(?:crack(?:ed)?|split|dented|broke|broken|smashed)\b|\bcame off (?:my|her|his|their|the) (?:horse|pony|bike|motorbike|scooter|skateboard|board|quad)\b[^.]{0,60}\bhead\b/,
    // A mark a knock leaves on the head: "bit of a graze over the right ear and a lump", "a big egg over her eyebrow".
    /\b(?:(?:carpet|rug|friction) burn|graze[ds]?|lump|cut|gash|bump|bruis(?:e|ed|ing)|egg|goose ?egg|scrape[ds]?|split)\b (?:\w+ ){0,2}?(?:over|on|above|behind|by|to) (?:the|his|her|my|their) (?:right |left )?(?:(?:side|front|back|top) of (?:the |his |her |my |their )?)?(?:ear|temple|forehead|eyebrow|brow|head|scalp|crown)\b/,
    // "walked smack into a pole at the tram stop". Not a door frame walked into: with nothing of the head
    // told, the edge of a field not seen (field_loss), as the beam's pattern above says.
    /\b(?:walked|ran|cycled|skated|bumped|crashed) (?:\w+ )?(?:straight |right |smack |slap bang |full pelt )?into (?:a |the )?(?:pole|post|pillar|lamppost|lamp post|glass door|wall|tree|goalpost|bus shelter)\b/,
    // "the gate swung back and caught me a right belt on the side of the head".
    /\b(?:caught|gave|got|took|copped|give|get|take) (?:me |him |her |them )?(?:a |an )?(?:right |proper |real |fierce |good |nasty |almighty |hell of a )?(?:belt|clatter|smack|whack|thump|wallop|clout|crack|knock|dunt|skelp|clip|blow|thwack|clobber)\b[^.]{0,25}\b(?:on|to|in|across|off) (?:the |my |his |her |their )?(?:side of (?:the |my |his |her )?|back of (?:the |my |his |her )?|top of (?:the |my |his |her )?)?(?:head|temple|skull|ear|forehead|noggin)\b/,
    // A knock told by its stars: "caught it on a scaffold tube ... saw a few stars".
    /\b(?:caught|banged|bumped|cracked|clipped|smacked|whacked|knocked(?! out)|hit|clonked)\b[^.]{0,100}\b(?:saw|seeing|see) (?:a few |some |a load of )?stars\b/,
    // "gave his head a right whack", "stood up under the press door": the head meeting something.
    /\bgave (?:my|his|her|their|me) (?:head|skull|noggin|bonce|forehead) (?:a |an )?(?:right |good |proper |real |nasty |hell of a |almighty |awful |mighty |fierce |terrible )?(?:whack|bang|knock|crack|clout|smack|bash|thump|wallop|clonk|dunt|skelp|bump|clatter|belt|thwack|clip)\b|\bstood up (?:under|into|right into|straight into) (?:the |a )?(?:\w+ )?(?:door|cupboard|press|shelf|beam|cabinet|bonnet|boot|hatch|window)\b/,
    // Lay verbs for a blow to the head (CLINICAL.md): "clonked", "conked", "bashed", "walloped".
    /\b(?:kneed|kicked|punched|elbowed|headbutted|head-butted|kicked|booted) (?:in|on) (?:the |my |her |his )?(?:side of (?:the |my |her |his )?|back of (?:the |my |her |his )?|top of (?:the |my |her |his )?)?(?:head|skull|temple|face)\b/,
    // The pain itself as the subject ("this pain hit the back of my head", "the headache just
    // slammed into my head") tells an onset, not a blow.
    // An -ing word straight before "head" is the pain's adjective ("a thumping head", "woke up
    // with a banging head"), not a blow: a participle counts only with an object ("banging my head").
    /(?<!\b(?:pain|ache|headache|migraine|agony|throbbing|pounding|thunderclap|it all|out of nowhere|out of the blue|suddenly|then)(?:'s)?\s+(?:(?:just|suddenly|then|really|literally|kind of|sort of|is|was|keeps|kept|has been|been|started|starts|is just|was just)\s+)?)\b(?:hit|bang\w*|bump\w*|knock\w*|smack\w*|whack\w*|struck|injur\w*|hurt|crack\w*|clonk\w*|conk\w*|bonk\w*|bash\w*|wallop\w*|thwack\w*|thump\w*|clout\w*|clip\w*|clatter\w*|smash\w*|slam\w*|head-?butt\w*|butt\w*)(?:(?<!ing) (?:my |her |his |the (?:back of (?:my|her|his) |side of (?:my|her|his) |top of (?:my|her|his) )?)?|(?<=ing) (?:my |her |his |the (?:back of (?:my|her|his) |side of (?:my|her|his) |top of (?:my|her|his) )?))(?:head|skull|forehead|temple|noggin|nut)\b/,
    /\b(?:smack|whack|bang|bump|knock|blow|hit|clonk|bash|thump|wallop|crack) (?:on|to) (?:the )?(?:top|back|side|front) of (?:my|her|his|the) head\b|\b(?:took|got|had) (?:a |an )?(?:ball|knock|hit|blow|bang|bump|elbow|kick|punch|fist|cricket ball|football|racket|bat) (?:to|on|in) the (?:head|face)\b|\b(?:clobbered|whacked|smacked|hit|struck|bonked|conked|clonked|clipped|thumped|walloped|smashed|cracked) (?:by|with) (?:a |an |the |my |his |her )?(?:\w+ ){0,2}(?:on|in|over|across) (?:the |my |her |his )?(?:side of (?:the |my |her |his )?|back of (?:the |my |her |his )?|top of (?:the |my |her |his )?)?(?:head|skull|temple|noggin|bonce)\b|\bwalked (?:straight )?into (?:a|the) (?:door|beam|cupboard|shelf|lamppost|lamp post|post|wall|pole)\b|\bfell (?:off|down) (?:my |a |the )?(?:bike|horse|ladder|skateboard|scooter|stairs|steps|wall)\b/,
    // Where on the head, then what it met: "I struck the left side of my head on the boot lid", "was
    // struck on the left temple by a cricket ball".
    /(?<!\b(?:pain|ache|headache|migraine|it)\s+)\b(?:hit|struck|clipped|caught|smacked|whacked|banged|bumped|knocked|cracked|bashed|clonked) (?:the |my |her |his )?(?:left |right )?(?:side|back|top|front) of (?:my|her|his|the) (?:head|skull)\b[^.]{0,10}\b(?:on|off|against|into|with)\b|\b(?:was|got|been|get|i|he|she) (?:hit|struck|clipped|caught|smacked|whacked|clonked|cracked) (?:on|in) the (?:left |right )?(?:temple|forehead|head|side of the head|back of the head) (?:by|with)\b/,
    // The head as the one that moved: "my head bounced off the side window", "his head went into the windscreen".
    /\b(?:my|his|her|their) head (?:\w+ )?(?:bounced|smacked|slammed|banged|bashed|cracked|hit|whacked|thumped|clattered|clipped|struck|went|flew|snapped) (?:off|into|against|on|onto|through) (?:the |a |an )?(?:\w+ )?(?:window|windscreen|windshield|wall|door|floor|ground|pavement|kerb|curb|dashboard|dash|steering wheel|table|desk|headboard|post|pole|bar|beam|ice|concrete|tiles?|radiator|sink|bath|toilet|step|steps|stairs?|corner|edge|roof|frame|pillar|barrier|railing|rock|bonnet|mat|canvas|deck)\b/,
    // Blows named by where they landed ("took a head kick in sparring", "a head shot") and the ring's idiom
    // for a concussive one ("rang my bell"), said with the blow.
    /\bhead[- ](?:kicks?|shots?|punch(?:es)?|butts?|knocks?|clash(?:es)?|high kicks?)\b|\b(?:kick\w*|punch\w*|hit|shot|knock\w*|tackle\w*|blow|elbow\w*|knee\w*|clash\w*|spar\w*|fight|bout|round|ball)\b[^.]{0,50}\b(?:rang|rung|ringing) (?:my|his|her|their) bell\b|\b(?:had|got) (?:my|his|her|their) bell rung\b/,
    // "cracked it proper on the cellar beam ... my head I mean": what meets a beam or a door frame is the head.
    /\b(?:cracked|banged|bashed|smacked|whacked|clonked|knocked|clipped|bumped|thumped|walloped|cracking|banging) it (?:\w+ ){0,2}?(?:on|off|against|under|into) (?:the|a) (?:\w+ )?(?:beam|rafter|lintel|shelf|cupboard(?: door)?|door ?frame|ceiling|cabinet|hatch|girder|joist|bunk|bonnet|boot(?: lid)?|tailgate|low \w+)\b|\b(?:big |massive |huge |right )?(?:goose ?egg|egg) on it\b/,
    // Knocked out in a game, a fight or a fall ("since he was knocked out at rugby last week"): a blow
    // hard enough to take consciousness. Not knocked out by tablets or for an operation. "Didn't get
    // knocked out" is no denial of the blow it is told with, so a denied knockout reads nothing here.
    new RegExp(String.raw`${NOT_DENIED}\bknocked (?:out|unconscious|out cold|clean out)\b(?=[^.]{0,40}\b${KNOCKOUT_SETTING}\b)|\b${KNOCKOUT_SETTING}\b[^.]{0,40}${NOT_DENIED}\bknocked (?:out|unconscious|out cold|clean out)\b`),
    // Sport and play collisions (NICE NG232 head injury): "clashed heads in a tackle", "took a knee to
    // the head", "caught an elbow to the side of the head", "copped a boot in the head".
    // Not "all 4 of us got banging heads": headaches, as British slang has them.
    /\b(?:clash\w*|bump\w*|(?<!\b(?:got|get|gets|getting|have|has|had|having|with|all|both)\s+)bang\w*|knock\w*|crack\w*|smash\w*|collid\w*) heads\b|\bclash of heads\b|\bhead[- ](?:to|on)[- ]head (?:collision|clash|knock|crash)\b|\bhead (?:clash|collision)\b|\b(?:took|got|had|caught|copped|received|taken|taking|getting) (?:a |an |the )?(?:\w+ )?(?:knee|boot|stud|studs|shoulder|elbow|fist|foot|forearm|stick|hockey stick|puck|golf ball|rugby ball|tennis ball|cricket ball|football|ball|racket|bat|brick|bottle|door|swing|head ?butt|punch|kick|knock|hit|blow|bang|bump|whack|smack|clout|thump) (?:to|on|in|into|against) (?:the |my |her |his |their )?(?:side of (?:the |my |her |his )?|back of (?:the |my |her |his )?|top of (?:the |my |her |his )?|front of (?:the |my |her |his )?)?(?:head|skull|temple|noggin|bonce|face)\b/,
    // A swelling or wound on the head is the mark of a blow: "a big egg on the back of his head".
    /\b(?:egg|goose ?egg|lump|bump|bruise|gash|cut|graze)\b[^.]{0,15}\b(?:on|to) (?:the )?(?:(?:back|side|top|front) of )?(?:my|his|her|their|the) (?:head|forehead|skull|noggin|bonce)\b/,
    /\bhead (?:injury|trauma|knock|bump|wound)\b|(?<!\b(?:pride|ego|dignity|feelings)\b[^.]{0,30})\bconcuss\w*|\bwhiplash\b|\b(?:car|road|traffic|bike|motorbike|motorcycle|cycling|skiing) (?:accident|crash|collision|smash)\b|\bcar crash\b/,
    /\b(?:fell|fall|fallen|slipped|tripped)\b(?! (?:asleep|ill|sick|pregnant|apart|behind|back to sleep|off to sleep|out with|into bed|into (?:a |a deep )?sleep|short|in love|into a routine))[^.]{0,30}\b(?:head|hit)\b|\b(?:head|skull)\b[^.]{0,12}\b(?:hit|struck|banged|smacked)\b|\b(?:was|got|been|get) (?:hit|punched|assaulted|attacked|kicked|whacked|smacked|clonked|bashed|knocked|elbowed|headbutted|thumped|walloped|struck) (?:in|on|over) the (?:head|face)\b/,
  ], {
    noSimile: true, personal: true, event: true,
    // "Is there something for post-concussion?": the name of the state a past injury left (ICHD-3 5.2,
    // persistent post-traumatic headache) tells of that injury, not of a new one, unless the sentence
    // dates the injury in the last days.
    pastWhen: /\bpost[- ]?concuss\w*(?![^.]*\b(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening|week)|(?:\d+|a|one|two|three|four|five|six|a few|a couple of) days? ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b)/,
    // Banging the head against a wall during an attack is the agitation of cluster headache (ICHD-3
    // 3.1 C2, "restless or agitated"), not a blow before the headache; a fall in the same sentence is one.
    // "Banging my head against a brick wall with this paperwork" is frustration, not a blow.
    // Striking one's own head again and again in a cluster attack is agitation (ICHD-3 3.1 C2): "was smacking his head on the wall".
    // So is striking it with one's own hand: "I walk on balcony and hit my head with hand".
    // "got an instant bang in the back of my head" while pulling: a bang felt inside, the onset.
    // "got an almighty bang in the back of the head, full strength there and then": a bang felt inside, the onset.
    // "something hit the back of my head like a lightning bolt": the onset told as a simile.
    // The bumps of a tall person or a low door, made light of: "I do bonk my head on the shack door
    // frame like every time lol but thats nothing" (habitual and trivial, not this headache's cause).
    // A lump or crust on a surgical wound ("the lump behind his left ear where the wire goes ... yellow
    // crust on the scar"): a device or an operation's site, not a blow.
    // "my head suddenly hit like a hammer": the pain's onset told as a blow, no blow.
    unless: eitherOf(HABITUAL_BUMP, TRIVIAL_BUMP, SELF_STRUCK, BANG_FELT, /\b(?:head|it|the pain)\b[^.]{0,15}\b(?:hit|hits|struck|came)\b (?:me )?like (?:a |an )?(?:hammer|brick|truck|bat|train|bus|tonne|ton|thunderbolt|lightning|bomb|sledgehammer|punch|bullet|axe)\b/, /\b(?:wires?|scar|incision|shunt|stimulator|implant|battery|operation|surgery|surgical)\b(?![^.]{0,40}\b(?:fell|fall|hit|banged|bumped|knocked|smacked|whacked|crashed)\b)/, /\b(?:something|it|this|the pain|a pain|pain)\b (?:just )?(?:hit|struck|smacked|whacked|slammed|punched|went through) (?:me )?(?:in |on |through )?(?:the )?(?:(?:back|side|top|front) of )?(?:my|his|her|the) (?:head|skull)\b,? like\b|\bbang (?:in|inside) (?:the |my |his |her )?(?:back |side |top |front )?(?:of )?(?:the |my |his |her )?head\b(?![^.]{0,40}\b(?:fell|fall|slipped|tripped|hit|ball|door|shelf|cupboard|beam|bruise|lump|egg|cut|blood)\b)(?=[^.]{0,60}\b(?:full (?:strength|force|blast|on|whack)|worst|never (?:had|felt|known)|there and then|straight away|instantly|out of nowhere|like a (?:gun|bomb|shot|firework))\b)|\b(?:was|were|is|keeps?|kept|been|ends? up|end up|starts?) (?:smacking|banging|hitting|bashing|thumping|punching|knocking|smacking|whacking|butting) (?:my|his|her|their) (?:head|forehead|temple) (?:on|against|off) (?:the |a )?(?:wall|walls|floor|headboard|(?:[a-z]+ )?door|door ?frame|table|desk|cupboard|fridge|window|radiator|steering wheel)\b|\b(?:bang\w*|hit\w*|knock\w*|beat\w*) (?:my|his|her|their|our|your) heads? against a (?:brick )?wall\b(?![^.]{0,30}\b(?:fell|fall|slipped|tripped|pushed|shoved|blood|bleed\w*|lump|cut|bruise\w*)\b)|^(?!.*\b(?:fell|fall|falling|slipped|tripped|knocked (?:out|over)|accident|crash)\b)(?=.*\b(?:pac\w*|can(?:'t|not) (?:sit|keep|stay) still|can(?:'t|not) (?:lie|lay)(?: down| still)?|walk\w* (?:in|around|round|about|up and down)|restless\w*|sometimes|rock\w*|so bad|that bad|the pain|during (?:the|an|each) attack|with the pain|to distract|frustrat\w*)\b).*\b(?:bang\w*|hit\w*|knock\w*|smash\w*|thump\w*|bash\w*|smack\w*|whack\w*|slam\w*) (?:my|his|her|their) head (?:against|on|off|into) (?:the |a )?(?:wall|walls|floor|door|headboard|pillow|table|desk)\b/),
  }),
  // A knock already seen to: "went to the ER that night and they said concussion and sent me home".
  c("injury_assessed", [/\b(?:went to|seen (?:at|in|by)|checked (?:at|in|over at|over in)|taken to|brought to) (?:the )?(?:er|ed|a and e|emergency(?: department| room)?|urgent care|hospital|walk-?in)\b[^.]{0,60}\b(?:concussion|said|checked|scan\w*|ct|x-?ray\w*|sent (?:me|him|her|us) home|nothing broken)\b|\b(?:er|a and e|emergency|hospital|doctors?)\b[^.]{0,30}\b(?:said|diagnosed)\b[^.]{0,20}\bconcussion\b/]),
  // "he swears nothing hit him": a knock denied outright ("nothing hit his head" is the knock
  // concept's own, read with its negation; an idiom of the same key here would hide it).
  // An unwitnessed fall, found on the floor with no memory of how ("found him sitting on the hall floor
  // ... he can't tell me how he got down there"): a head injury until shown otherwise in an older or
  // anticoagulated person (NICE NG232 1.4: CT for anticoagulated people after a head injury).
  // The head thrown by a blow or a tackle: "got tackled high ... his head got cranked sideways".
  c("head_trauma", [/\b(?:head|neck) (?:got|was|went|had been) (?:cranked|whipped|snapped|jerked|wrenched|yanked|twisted|thrown|flung|smashed|rocked) (?:sideways|back(?:wards)?|forwards?|round|to the side|hard)\b|\b(?:tackled|hit|caught|clotheslined) (?:high|round the (?:head|neck)|around the (?:head|neck))\b|\b(?:high|head-high|head high) tackle\b/], { personal: true, event: true }),
  // A car struck from behind (ICHD-3 5.3, acute headache attributed to whiplash: a neck injury with
  // sudden acceleration or deceleration, the headache within 7 days): "someone drove into the back of
  // me", "got rear-ended", "whiplash from the crash". Not an old whiplash told as years of a neck.
  c("whiplash", [/\brear[- ]?ended\b|\bwhiplash\b|\bshunted from behind\b/], { personal: true, event: true, unless: /\bold whiplash\b|\bwhiplash\b[^.]{0,30}\b(?:years ago|in (?:19|20)\d\d)\b/ }),
  // The other driver is the sentence's subject, the person its object ("into the back of me").
  c("whiplash", [/\b(?:drove|driven|ran|crashed|smashed|ploughed|plowed|slammed|went) (?:straight |right )?into the back of (?:me|us|my car|our car|my van|the car i was in)\b/], { anyone: true, event: true }),
  c("head_trauma", [], { fixed: [/\b(?:found (?:him|her|them|me|mum|mom|dad|nan|gran)|(?:he|she|they) (?:was|were) (?:lying |sitting |still )?)\b[^.]{0,40}\b(?:on the (?:\w+ )?floor|on the ground|at the (?:bottom|foot) of the stairs)\b/], within: /\b(?:can't|cannot|couldn't|could not|doesn't|does not|didn't|did not|can not) (?:\w+ )?(?:tell|say|remember|recall|explain|know)\b[^.]{0,12}\b(?:how (?:he|she|they|i) (?:got|ended up|came to be)|falling|(?:if|whether) (?:he|she|they) fell|how long)\b|\bno (?:memory|recollection|idea) (?:of|how)\b/, personal: true, event: true }),
  c("head_trauma", [], { fixed: [/\b(?:nothing|no one|nobody) (?:hit|touched|banged|knocked|whacked) (?:him|her|me|them)\b(?! (?:on|in) (?:the|his|her|my|their) (?:head|face))/], negative: true }),
  c("anticoagulant", [/\bwarfarin\b|\bblood[- ]thinners?\b|\banticoagul\w*|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bheparin\b|\bcoumadin\b|\bclopidogrel\b|\b(?:lixiana|savaysa|sintrom|acenocoumarol|phenindione|dalteparin|fragmin|enoxaparin|clexane|lovenox|tinzaparin|innohep|ticagrelor|brilinta|prasugrel)\b/], {
    personal: true,
    // "he was on warfarin way back ... stopped in 2012", "came off the apixaban years ago": a thinner no longer taken.
    pastWhen: /\b(?:stopped|came off|come off|taken off|took (?:me|him|her) off|finished|stopped taking)\b[^.]{0,40}\b(?:in (?:19|20)\d\d|(?:\d+|a few|several|many|two|three|four|five|ten) years ago|years ago|years back|long ago|ages ago|way back)\b|\b(?:was|were|used to be|had|took) (?:on )?\b[^.]{0,40}\b(?:way back|years ago|in (?:19|20)\d\d)\b[^.]{0,60}\b(?:stopped|came off|finished|off it|not any ?more|no longer)\b/,
  }),
  // Giant cell arteritis in lay words (ACR 1990 classification criteria: new localised headache,
  // temporal artery tenderness; BSR guideline, Mackie et al., Rheumatology 2020: jaw or tongue
  // claudication, scalp tenderness, visual loss). Claudication is pain, ache, cramp or tiredness
  // of the jaw/face brought on by chewing, eating or talking, often "after a few bites".
  // Told by the meal it interrupts: "I have to put my ham sandwich down after two or three bites and
  // wait before I can carry on chewing" (ACR 1990 criteria: jaw claudication).
  // "I have had to put my knife and fork down halfway through my Sunday dinner and wait before I can chew again".
  c("jaw_claudication", [/\b(?:put|set|lay) (?:my|the|her|his) (?:\w+ )?(?:sandwich|food|fork|knife and fork|cutlery|roll|toast|meal|sarnie|biscuit|scone) down (?:after (?:two or three|a few|a couple of|\d(?: or \d)?) (?:bites|mouthfuls|chews)\b|(?:halfway|half way|part way|partway) through\b)|\bwait (?:before|till|until) (?:i|she|he) can (?:(?:carry on|go on|keep|start) chewing|chew (?:again|on)|eat again)\b/]),
  c("jaw_claudication", [
    // Seen by a carer: "she chews a few times then stops and holds her jaw, waits, then tries again".
    /\bchew\w*\b[^.]{0,30}\b(?:then )?(?:stops?|stopped|rests?|rested|waits?|pauses?)\b[^.]{0,20}\b(?:holds?|holding|held|rubs?|rubbing|rubbed) (?:her|his|my|their) (?:jaw|face|cheek)\b|\b(?:holds?|holding|held|rubs?|rubbing|rubbed) (?:her|his|my|their) jaw\b[^.]{0,30}\b(?:chew\w*|eat\w*)\b[^.]{0,30}\b(?:again|stops?|stopped|rests?|waits?)\b/,
    // "my jaw started aching after a couple of minutes playing": a jaw that tires with use (ACR 1990).
    /\bjaw\b[^.]{0,30}\b(?:aching|hurting|tired|tiring|cramping|aches|hurts|tires|cramps)\b[^.]{0,15}\bafter (?:a (?:couple|few) of |\d+ |a |two |three )?(?:minutes?|mins?)\b/,
    // "my jaw tires and aches after a few mouthfuls of toast".
    /\b(?:jaw|jaws|face|cheeks?|tongue)\b[^.]{0,35}\b(?:hurts?|hurting|aches?|aching|achy|pain\w*|tired|tires|cramps?|cramping|sore|fatigue)\b[^.]{0,40}\b(?:chew\w*|eat\w*|talk\w*|bites?|biting|meals?|food|mouthfuls?)\b/,
    /\b(?:chew\w*|eat|eats|eating|bites?|biting|talking|meals?|dinner|lunch|sandwich\w*|steak|meat|chops?|roast|crusts?|apples?|toast|nuts|biscuits?|jerky|bread|rolls?|toffee|gum|carrots?)\b[^.]{0,80}\b(?:jaw|jaws|face|cheeks?|tongue)\b[^.]{0,20}\b(?:hurts?|hurting|aches?|aching|pain\w*|tired|tires|sore|cramps?|cramping)\b|\bjaw claudication\b|\b(?:pain|ache|cramp) in (?:my |her |his )?jaw (?:when|while|after) (?:i |she |he )?(?:chew|eat)/,
    // Use first, then the jaw: "after a couple of minutes calling bids his jaw and his tongue ached",
    // "a few mouthfuls and he has to rest his jaw before he can chew again".
    /\bafter (?:a (?:couple|few)(?: of)? |\d+ |a |two |three )?(?:minutes?|mins?) (?:of )?(?:chew\w*|eat\w*|talk\w*|speak\w*|calling|singing|reading aloud)\b[^.]{0,30}\b(?:jaw|tongue)\b[^.]{0,25}\b(?:ached|aches|aching|hurt|hurts|tired|cramped|gave out)\b|\b(?:mouthfuls?|bites|chew\w*)\b[^.]{0,60}\b(?:have|had|has|need|needs|got) to (?:stop and )?rest (?:my|his|her|their) jaw\b/,
    // Claudication told by what it forces: "after a few mouthfuls my jaw aches so much I have to stop
    // and rest it", "my jaw gives up halfway through a sandwich".
    /\b(?:after|within) (?:a few|a couple of|some|several|\d+|two|three|four|five) (?:mouthfuls|bites|chews)\b[^.]{0,30}\b(?:jaw|jaws|face|cheeks?)\b|\b(?:jaw|jaws)\b[^.]{0,40}\b(?:have|had|has|need|needs|got) to (?:stop|rest|pause|take a break)\b[^.]{0,20}\b(?:eat\w*|chew\w*|rest (?:it|them)|then (?:i|she|he) can (?:carry on|go on|start again))\b|\b(?:jaw|jaws)\b[^.]{0,15}\b(?:gives? up|gave up|gives? out|gave out|seizes? up)\b[^.]{0,30}\b(?:through|during|while|when|eating|chewing|meal|dinner|lunch|sandwich|toast)\b/,
    // No body part named: "pain when I chew", "chewing hurts", "it hurts to chew". Chewing (not
    // eating, which also covers meal-skipping and ice-cream headaches) is specific enough alone.
    /\b(?:pain|pains|ache|aches|aching|hurts?|hurting|sore|cramps?|cramping)\b (?:\w+ )?(?:when|whenever|while|if|as|after) (?:i |she |he |you )?(?:start |try to |am |is )?(?:chew\w*)\b/,
    /\bchewing\b (?:\w+ )?(?:hurts|is (?:painful|sore|agony)|makes (?:it|my \w+) (?:hurt|ache|worse|sore))\b|\b(?:hurts?|painful|sore|agony) to chew\b|\bpainful chewing\b/,
    // The jaw giving out during a meal, in either order: "halfway through dinner my jaw starts
    // aching and I put the fork down", "can't finish a sandwich without my jaw seizing up".
    /\b(?:jaw|jaws|tongue)\b[^.]{0,40}\b(?:seiz\w* up|gives? (?:out|up)|giving (?:out|up)|lock\w* up|stiffens?|goes stiff|tires? (?:out|quickly)|starts? (?:to )?(?:ache|aching|hurt\w*|cramp\w*))\b[^.]{0,50}\b(?:chew\w*|eat\w*|meals?|dinner|lunch|breakfast|food|sandwich\w*|meat|steak|toffee|gum|bread|toast|fork)\b/,
    /\b(?:chew\w*|eat\w*|meals?|dinner|lunch|breakfast|food|sandwich\w*|meat|steak|toffee|gum|bread|toast)\b[^.]{0,50}\b(?:jaw|jaws|tongue)\b[^.]{0,20}\b(?:seiz\w* up|gives? (?:out|up)|giving (?:out|up)|lock\w* up|stiffens?|goes stiff|tires? (?:out|quickly)|starts? (?:to )?(?:ache|aching|hurt\w*|cramp\w*)|get\w* (?:stiff|tired|sore|achy))\b/,
  ], {
    // A jaw sore from dental work ("sore from where the tooth came out, chewing on that side hurts")
    // has its own cause, not the jaw claudication of giant cell arteritis.
    // "my right jaw aches if I chew steak, but thats been since the op, they cut through the muscle at the temple".
    // A jaw that hurts "from the first bite" and clicks is the joint's (temporomandibular), not a
    // muscle tiring as it chews (claudication comes after a while of chewing).
    unless: eitherOf(CASE_SEEN, /\bfrom the (?:very )?first (?:bite|chew|mouthful)\b|\bclick(?:s|ing|ed|y)?\b|\btmj\b|\btmd\b|\bgrind(?:s|ing)? (?:my|her|his) teeth\b|\bnight ?guard\b|\b(?:since|from|after) (?:the|my|that) (?:op|operation|surgery|craniotomy|clipping|brain surgery)\b|\bcut (?:through )?the (?:temple )?muscle\b|\b(?:tooth|teeth|wisdom tooth)\b[^.]{0,20}\b(?:came out|come out|pulled|extracted|removed|taken out|abscess\w*)\b|\b(?:extraction|root canal|dental abscess|tooth abscess|new dentures?|braces? (?:tightened|adjusted|fitted|put on))\b/),
  }),
  c("jaw_claudication", [
    // The jaw named a sentence before: "jaw is fine sitting here. its when i eat. few mouthfuls of steak
    // or a crust and it cramps up ... i have to stop and rest it" (read only in a message about the jaw).
    /\b(?:mouthfuls?|bites|chew\w*)\b[^.]{0,60}\b(?:it|they|them) (?:cramps?|cramping|aches?|aching|hurts?|tires?|seizes?) up\b|\b(?:mouthfuls?|bites|chew\w*)\b[^.]{0,80}\b(?:have|had|has|need|needs|got) to (?:stop|rest|pause)\b[^.]{0,10}\b(?:rest (?:it|them)|and rest|then (?:it|they) eases?)\b/,
  ], { within: /\bjaws?\b/ }),
  c("scalp_tenderness", [
    // Told by the patch that hurts or what touches it: "that patch above the ear is tender", "it stings
    // running the razor up my sideburn" (the temporal artery's course; ACR 1990 scalp tenderness).
    /\b(?:patch|spot|bit|area)\b[^.]{0,25}\b(?:above|over|behind|by|near|round) (?:the|my|her|his) (?:left |right )?(?:ear|temple)\b[^.]{0,15}\b(?:is |feels |gets )?(?:tender|sore|bruised?|painful)\b|\b(?:stings?|smarts?|hurts?|sore|tender)\b[^.]{0,15}\b(?:running |when |with )?(?:the )?(?:razor|shaving)\b[^.]{0,25}\b(?:sideburns?|temples?|side of (?:my|his|her) (?:head|face))\b/,
    /\bscalp\b[^.]{0,25}\b(?:sore|tender|hurts?|painful|sensitive)\b|\b(?:sore|tender|painful|sensitive) scalp\b|\b(?:hurts|painful|sore|tender) to (?:brush|comb|touch|wash)\b|\bscalp tenderness\b/,
    // Brushing or combing told as the thing that hurts, or makes her wince.
    /\b(?:brush|comb|wash)\w* (?:my |her |his |the )?hair\b[^.]{0,30}\b(?:is |feels |gets )?(?:sore|tender|hurts?|painful|agony|winc\w*|flinch\w*)\b|\b(?:winc\w*|flinch\w*)\b[^.]{0,30}\b(?:brush|comb)\w* (?:my |her |his |the )?hair\b/,
    // "the comb catches a sore patch along the right side above my ear", "stopped pushing my glasses up on my head because it smarts".
    /\b(?:comb(?:ing)?|brush(?:ing)? (?:my|her|his) hair|hair ?brush)\b[^.]{0,60}\b(?:sore|tender|bruised?|smarts?|stings?|hurts?)\b|\b(?:glasses|specs|hat|cap|headband)\b[^.]{0,40}\b(?:on|up on|against) (?:my|her|his) head\b[^.]{0,30}\b(?:smarts?|stings?|hurts?|sore|tender)\b/,
    // Tenderness told by what touches it: glasses, a pillow, a hat, a finger ("like a bruise").
    /\b(?:glasses|specs|spectacles|pillow|hat|cap|hairband|hair ?brush|comb)\b[^.]{0,40}\b(?:hurts?|painful|sore|tender|agony)\b[^.]{0,25}\b(?:head|scalp|temples?)\b|\b(?:head|scalp|temples?)\b[^.]{0,15}\b(?:too |so |really |very )?(?:sore|tender|painful)\b[^.]{0,30}\b(?:to (?:lie|lay|rest) on|on the pillow|to touch|when (?:i |she |he )?touch\w*|like (?:a )?bruis\w*|when (?:i |she |he )?(?:put|wear|have) (?:my |her |his )?(?:glasses|specs|hat|cap) on)\b/,
    // "the skin there is so tender that my reading glasses are unbearable" (the temples just named).
    /\b(?:skin|temples?|scalp)\b[^.]{0,20}\b(?:so |too |that |very )?(?:tender|sore)\b[^.]{0,30}\b(?:glasses|specs|spectacles|hat|cap|pillow|hairband)\b/,
    /\b(?:hurts?|painful|sore|tender) (?:when|if) (?:i |she |he )?(?:brush|comb|wash|touch)\w* (?:my |her |his )?(?:hair|head|scalp|temples?)\b|\b(?:temples?|scalp)\b[^.]{0,20}\b(?:tender|sore|painful) (?:to (?:the )?touch|when (?:i |she |he )?touch\w*)\b|\b(?:tender|sore) (?:to (?:the )?touch )?(?:at|on|over) (?:my |her |his |the )?(?:left |right )?temples?\b/,
  ], {
    // Skin trouble on the scalp is not an artery's tenderness: "scalp is red raw, crusty and weepy" from
    // a cream for sunspots, sunburn, a rash, psoriasis, shingles.
    unless: SCALP_SKIN,
    // "his scalp is that sore he can't bear the comb": the comb that cannot be borne is the tenderness,
    // its negative word the idiom's own.
    // So is a hat that cannot be worn ("I could not wear my good hat to church ... the band was murder").
    fixed: [/\b(?:can'?t|cant|cannot|couldn'?t|could not) (?:bear|stand|tolerate|use|put up with|wear) (?:the |a |his |her |my )?(?:\w+ )?(?:comb|brush|hair ?brush|hat|cap|glasses|specs)\b/],
  }),
  // "Only sore where the cream goes, the red bit on top": the soreness is the skin's.
  c("scalp_tenderness", [SCALP_SKIN, /\b(?:only )?sore where (?:the )?(?:cream|rash|sunburn|burn|spots?|scabs?|patch(?:es)?) (?:goes|went|is|are|was|were)\b/], { negative: true }),
  c("gca_named", [/\b(?:artery|vessel|vein|lump|bump|cord)\b[^.]{0,20}\btemples?\b[^.]{0,20}\b(?:swollen|tender|sore|hard|thick|bumpy|painful|throbbing|hurts?)\b|\b(?:ropey|ropy|thick|hard|knobbly|bumpy|swollen|tender) (?:cord|vein|artery|vessel|lump)\b[^.]{0,20}\btemples?\b|\b(?:tender|swollen|sore|hard|painful) (?:lump|bump|cord|vein|artery|vessel) (?:on|at|in|over) (?:my |her |his |the )?(?:left |right )?temples?\b|\btemporal arteritis\b|\bgiant cell arteritis\b|\bpolymyalgia\b|\b(?:tender|swollen|thick(?:ened)?|hard|bumpy|ropey|cord-like) (?:temple|temporal artery|arteries|artery|vessel)s?\b/], {
    // "diagnosed a GCA this morning, lovely lady, jaw claudication, the works": a case the typist saw.
    // "I looked that temporal arteritis thing up": a condition searched for, not one had.
    unless: eitherOf(CASE_SEEN, /\b(?:looked|look|looking)\b[^.]{0,40}\bup\b|\bgoogl\w*|\bread (?:about|up on)\b/),
    // "prednisolone for 2 years for polymyalgia, stopped in 2021 and the aches never came back": treated and over.
    pastWhen: /\b(?:polymyalgia|arteritis)\b[^.]{0,80}\b(?:stopped|finished|came off|never came back|all gone|resolved|cleared up|in remission|(?:\d+|two|three|four|five|many) years ago|in (?:19|20)\d\d)\b/,
  }),
  // The scalp sore only during the attacks, fine once they go (allodynia of migraine, Burstein et al.,
  // Ann Neurol 2000): "during them my scalp feels like electricity ... once the migraine goes the scalp is totally fine".
  c("scalp_allodynia", [/\b(?:during|with|in) (?:them|the migraines?|an attack|the attacks?|a migraine|the headaches?|a headache)\b[^.]{0,30}\bscalp\b|\bscalp\b[^.]{0,30}\bonly (?:during|with|in) (?:them|the migraines?|an attack|the attacks?|a migraine|the headaches?)\b|\bscalp\b[^.]{0,60}\b(?:during|in the middle of|with) (?:one|an attack|a headache|a migraine|each one)\b|\bonce the (?:migraine|headache|attack) (?:goes|has gone|is gone|stops|passes)\b[^.]{0,20}\bscalp(?:'s| is| feels)? (?:totally |completely |perfectly )?(?:fine|normal|ok|okay|back to normal)\b/]),
  // A panic attack told as such, or its over-breathing: tingling lips and both hands with it are its own (detect.ts).
  // "I started to panic ... breathing very fast, I could not catch my breath" (the negative word is the idiom's).
  c("panic_attack", [/\bpanic attacks?\b|\banxiety attacks?\b|\bhyperventilat\w*|\bover-?breath\w*|\b(?:started|starting|begin|began) to panic\b|\bpanick(?:ed|ing)\b[^.]{0,60}\bbreath\w*\b|\bbreathing (?:very |really |so |super |way |too |crazy |mad )?(?:fast|quick(?:ly)?|hard)\b|\bbreathe? (?:slow(?:ly)? )?into (?:a |my |her |his |their )?(?:paper bag|bag|hands|cupped hands)\b|\b(?:get|got|getting|gets) (?:myself|herself|himself|themselves) (?:in|into) (?:a|such a) (?:state|panic|tizzy|flap)\b/], {
    // "When I get myself in a state", "I cannot breathe enough" (its negative word the idiom's).
    fixed: [/\b(?:can'?t|cannot|couldn'?t|could not) (?:get|catch) (?:a|my) breath\b|\b(?:can'?t|cannot|couldn'?t|could not) breathe (?:enough|properly|right|in enough)\b/],
  }),
  // Optic neuritis in lay words: "an ache behind my right eye, worse when i move my eye side to side",
  // "red things look faded, kind of washed out".
  // "my left eye has ached since monday, like its bruised when i look to the side": the ache of an
  // eye told by where it looks.
  c("eye_movement_pain", [/\beyes?\b[^.]{0,40}\b(?:ache[sd]?|aching|hurts?|hurting|sore|bruised|tender|pain\w*)\b[^.]{0,40}\b(?:when|if|as|whenever) (?:i |she |he )?(?:look|looks|looking|glance|glances) (?:to the side|sideways|up|down|left|right|to the (?:left|right)|across|around|over)\b/]),
  c("eye_movement_pain", [/\b(?:worse|hurts?|hurting|pain\w*|aches?|aching|sore)\b[^.]{0,30}\b(?:when|if|as|whenever) (?:i |she |he )?(?:move|moves|moving|turn|turns|turning|look|looks|looking|roll|rolling) (?:my |her |his |the )?(?:eyes?|eyeballs?)\b|\b(?:moving|turning|rolling) (?:my |the |her |his )?(?:eyes?|eyeballs?)\b[^.]{0,25}\b(?:hurts?|worse|pain\w*|sore|aches?)\b/]),
  c("colour_desaturation", [/\b(?:colou?rs?|reds?|red things|everything red)\b[^.]{0,30}\b(?:faded|washed[- ]out|dull(?:er)?|greyer|grayer|less bright|not as bright|drained|bleached)\b|\b(?:faded|washed[- ]out|dull(?:er)?) (?:colou?rs?|reds?)\b/]),
  // Not the colour of things seen ("the red holds on the wall look washed out ... with the right eye theyre proper red").
  // Green or foul stuff from the nose: a bacterial sinusitis's discharge.
  c("purulent_nasal", [/\b(?:green|greeny|yellow|yellowy|thick|gunky|smelly|foul|bloody)\b[^.]{0,20}\b(?:snot|stuff|mucus|discharge|gunk|muck|gloop)\b[^.]{0,30}\b(?:nose|nostrils?)\b|\b(?:nose|nostrils?)\b[^.]{0,30}\b(?:green|yellow|thick green|thick yellow)\b(?! (?:light|flash\w*|zig\w*|spots?)\b)/]),
  // Eye spells that clear each time by the next morning: "each time i went home to bed and by the morning it was completely fine".
  c("eye_spells_clear", [/\b(?:each|every) time\b[^.]{0,60}\bby (?:the )?(?:next )?morning\b[^.]{0,30}\b(?:fine|gone|clear|normal|better)\b|\bby (?:the )?(?:next )?morning (?:it'?s|its|it was|it is|it'?d|they'?re|they were)? ?(?:completely |totally |all )?(?:fine|gone|clear|normal|better)\b|\b(?:go to sleep|sleep|slept|went to bed|go to bed)\b[^.]{0,20}\b(?:and )?(?:the )?next morning (?:it'?s|its|it is|it was|they'?re)? ?(?:completely |totally |all )?(?:fine|gone|clear|normal|better|finished|over)\b/]),
  c("red_eye", [/\b(?:eye|eyes|eyeball)\b[^.]{0,25}\b(?:red|bloodshot|pink)\b|\bred (?:eye|eyes)\b|\bred,? (?:sore|painful|angry|aching|throbbing|swollen) (?:eye|eyeball)\b|\bbloodshot\b|\bconjunctival injection\b/], { event: true, unless: /\b(?:colou?rs?|washed out|faded|look (?:washed|faded|dull|pale|pink|brown|grey)|proper red|(?:red|green) (?:holds|things|objects|signs?|lights?|cars?|bus|letters|writing|top|jumper|shirt|dress|door|wall)|(?:with|through|out of|from) (?:my |the |that )?(?:left |right |other |good )?eye (?:they'?re|theyre|they are|it'?s|its|it is|everything)\b)\b/ }),
  c("eye_pain", [/\b(?:painful|sore|aching|throbbing),? (?:red |bloodshot )?(?:eye|eyeball)\b|\b(?:eye|eyes|eyeball)\b[^.]{0,20}\b(?:pain|painful|hurts?|aching|aches?|sore|throbb\w*|killing|agony)\b|\b(?:pain|ache) (?:in|of|behind) (?:my |the |her |his )?(?:left |right )?(?:eye|eyeball)\b|\b(?:eye|eyeball)\b[^.]{0,12}\b(?:is |was )?hurting\b|\bpain\b[^.]{0,40}\b(?:and )?around (?:my |the |her |his )?(?:left |right )?eye\b|\bpainful (?:red )?eye\b|\beye pain\b/], { event: true }),
  // Coloured haloes around lights (acute angle-closure glaucoma with a red painful eye): "rainbow
  // colour rings around the tube light", "circles round the street lamps".
  // "around the lamp she see circles with colours like rainbow": rings told around a light, before or after.
  // "Lights have rings round them like rainbows": the haloes told of the lights themselves.
  c("halos", [/\b(?:lights?|lamps?|bulbs?|headlights?)\b[^.]{0,15}\b(?:have|had|has|got|with) (?:\w+ )?(?:rings?|halos?|haloes|circles?|rainbows?)\b/, /\b(?:around|round) (?:the |a |any |all )?(?:lights?|lamps?|bulbs?|candles?|street ?lights?)\b[^.]{0,30}\b(?:circles?|rings?|halos?|haloes|rainbows?)\b|\b(?:circles?|rings?|halos?|haloes|rainbows?)\b[^.]{0,40}\b(?:around|round) (?:the |a |any |all )?(?:car )?(?:lights?|lamps?|bulbs?|candles?|street ?lights?|street lamps?|head ?lights?|head ?lamps?)\b|\bhalos?\b|\brainbows? (?:rings? )?(?:around|round) (?:the )?(?:lights|lamps|bulbs)\b|\brainbow(?:[- ]colou?r(?:ed|s)?)? (?:rings?|circles?|halos?|haloes)\b|\b(?:colou?red )?(?:rings?|circles?) (?:around|round) (?:the |a |any |all )?(?:\w+ )?(?:lights?|lamps?|bulbs?|tube ?lights?|street ?lights?)\b/], { event: true }),
  c("hard_eye", [/\beye (?:is |feels )?(?:rock )?hard\b(?! to)|\beye(?:ball)?s?\b[^.;]{0,20}\b(?:feels?|felt|is|was|gone|went) (?:rock |really |very |so |like a |as )?(?:hard|stone|marble|rock)\b(?! to)|\bfixed (?:dilated )?pupil\b|\bpupil (?:is )?(?:big|dilated|fixed)\b/], { event: true }),
  // Blur in lay images: "like I'm looking through water", "through frosted glass", "a film over my
  // eyes", and what it makes them do ("had to close one eye to read").
  c("blurred_vision", [
    /\b(?:like|as if|as though) (?:(?:i'm|i am|im|i was|she's|he's|she is|he is|you're|you are) )?(?:looking|seeing|peering|trying to see) (?:through|thru|under) (?:water|milk|a fog|fog|frosted glass|a (?:dirty |misty |steamed[- ]up )?(?:window|windscreen|glass)|smoke|a veil|vaseline|cling ?film|a film|wax paper|a haze)\b|\b(?:a )?(?:film|haze|fog|mist|veil) (?:over|across|in front of) (?:my|her|his|their|the) eyes?\b|\b(?:eye|vision|sight|everything)\b (?:went|goes|go|was|is|looked|looks|turned|had gone|has gone) (?:all |a bit |sort of |kind of )?like (?:frosted glass|a frosted (?:window|pane)|bathroom glass|a net curtain|fog|smoke|milk|wax paper|greaseproof paper|a steamed[- ]up (?:window|mirror)|(?:looking|seeing) (?:through|thru) (?:frosted glass|fog|smoke|water|a net curtain|bathroom glass))\b/,
    /\b(?:numbers|words|letters|screen|text|print|writing|things|everything|it)\b[^.]{0,25}\b(?:looked|look|looks|looking|went|gone|are|were|was|is) (?:a bit |all |really |very )?(?:smeary|smudged|smudgy|fuzzy|hazy)\b/,
    /\b(?:had|have|has|needed|need) to (?:close|shut|cover) (?:one|an|my (?:left|right)|her (?:left|right)|his (?:left|right)) eye to (?:read|see|focus|look)\b/,
  ], { unless: eitherOf(OLD_EYE_TROUBLE, HYPO_BLUR, NEAR_WORK_BLUR, EXPLAINED_BLUR) }),
  c("blurred_vision", [/\beverything (?:is |looks |went |goes |seems )?(?:hazy|misty|foggy|cloudy|blurry|fuzzy)\b|\bblurr(?:y|ed|ing|iness)\b|\b(?:vision|sight|eyes?|everything|things)\b[^.]{0,25}\bblurs?\b|\b(?:fuzzy|hazy|misty|cloudy|foggy|smudgy|dim) (?:vision|sight)\b|\b(?:vision|sight|eyesight|eye) (?:is |was |went |goes |has gone |'s gone |got |gets |looks )?(?:all |a bit |very |really |slightly )?(?:hazy|misty|foggy|cloudy|fuzzy|smudgy|steamed up)\b/], { unless: eitherOf(OLD_EYE_TROUBLE, HYPO_BLUR, NEAR_WORK_BLUR, EXPLAINED_BLUR) }),
  // A blur the person puts down to the lenses ("blurry because I've been managing without the glasses,
  // with them the print is clear") answers a blur ticked on the form: it is no sign of the eye.
  c("blurred_vision", [LENS_BLUR], { negative: true }),
  // "eyes are blurry but thats my dry eye, had it 5 yrs, clears when I blink": the surface of a dry eye.
  c("blurred_vision", [DRY_EYE_BLUR, NEAR_WORK_BLUR, EXPLAINED_BLUR], { negative: true }),
  // "things go a bit blurry during them, like she can't focus": a blur within the attacks themselves, a
  // feature of the migraine, not the lasting blur of raised pressure.
  c("blurred_vision", [BLUR_IN_ATTACKS], { negative: true }),
  // "I ticked blurry eye on the form but that's my right eye, it's been dim since optic neuritis in 1994",
  // "I put floaters in the aura field, maybe wrong": a form's eye box taken back as an old eye's own.
  c("blurred_vision", [FORM_EYE_TAKEN_BACK], { negative: true }),
  c("aura", [FORM_EYE_TAKEN_BACK], { negative: true }),
  c("aura", [BLUR_IN_ATTACKS], { negative: true }),
  c("aura", [DRY_EYE_BLUR], { negative: true }),
  // Lay words for a visual disturbance that is not (yet) a described aura: with headache it may
  // be papilloedema, and in pregnancy it is a pre-eclampsia sign (ACOG 2020; NICE NG133).
  c("visual_disturbance", [
    // "theres little shiny specks floating around".
    /\b(?:little |tiny |small )?(?:shiny|sparkly|glittery|bright|flashing|twinkly) (?:specks|spots|dots|flecks|bits|lights)\b[^.]{0,20}\b(?:floating|drifting|dancing|moving|flashing|everywhere|around)\b/,
    /\b(?:seeing|see|saw|seen|there are|got|have) (?:little |black |white |bright |dark )?(?:spots|dots|floaters|stars|sparkles)\b|\b(?:spots|dots|stars|sparkles) (?:in front of|before|in|across) (?:my |her |his )?(?:eyes?|vision)\b/,
    /\b(?:vision|sight|eyesight|eyes)\b[^.]{0,12}\b(?:funny|weird|strange|odd|off|wrong|not right|messed up|going|fuzzy|hazy|cloudy|misty|dim|blurr\w*|double)\b|\btrouble (?:seeing|with my (?:vision|eyes|sight))\b|(?<!\bmigraines? with (?:the |a )?)\b(?:vision|visual) (?:problems?|changes?|disturbances?|symptoms?)\b/,
  ], {
    fixed: [new RegExp(String.raw`\b(?:can(?:'t|not)|could(?:n't| not)) (?:see|focus) (?:properly|clearly|straight|well|right)\b${NOT_THROUGH_A_DEVICE}`)],
    // "saw stars" after a blow is the knock itself (post_trauma), not a visual disturbance.
    // So are stars seen for a second, the knock told in the sentence before ("smacked my head. saw stars for a second").
    // Nor stars told as tiredness ("by half 6 im seeing stars and dead on my feet, thats just me being shattered").
    // Nor floaters had for years ("I have floaters but I've had them since college, they look the same").
    // Nor the idiom of a pain's strength: "worst pain ive ever had, like i couldnt see straight".
    unless: eitherOf(OLD_EYE_TROUBLE, NEAR_WORK_BLUR, EXPLAINED_BLUR, STRAINING_GREYOUT, OLD_FLOATERS, TIRED_NOT_SEEING_STRAIGHT, /\b(?:pain|hurt\w*|agony|worst|bad)\b[^.]{0,40}\b(?:like|so (?:bad|much) (?:that )?|that)\s*(?:i|she|he) (?:couldn'?t|could not|can'?t|cannot) see straight\b/, /\b(?:seeing|see|saw) stars\b(?=[^.]*\b(?:dead on my feet|shattered|knackered|exhausted|wiped out|worn out|so tired|cream crackered|done in)\b)|\b(?:saw|seeing|see) (?:a few |some )?stars (?:for a (?:seconds?|sec|moment|split second|bit)|briefly|momentarily)\b|\b(?:saw|seeing|see) (?:a few |some )?stars\b[^.]{0,45}?(?:but )?(?:(?:didn't|did not|never|wasn't|was not|not) (?:pass(?:ed)? out|black(?:ed)? out|knocked out|lose consciousness|lost consciousness|go out|go down|out cold)|stayed (?:on my feet|upright|standing)|(?:got|get|stood|picked myself) (?:back )?up)\b|\b(?:saw|seeing|see|few|some) (?:stars|sparkles)\b(?=[^.]*\b(?:hit|knock\w*|bang\w*|bump\w*|whack\w*|shoved|slammed|clonk\w*|smack\w*|gate|door|fell|fall)\b)|\b(?:hit|knock\w*|bang\w*|bump\w*|whack\w*|shoved|slammed|clonk\w*|smack\w*|fell|fall)\b[^.]*\b(?:saw|seeing|see|few|some) (?:stars|sparkles)\b/),
  }),
];
