import { c, type Concept } from "./concept.ts";
import { eitherOf } from "./lexicon-red.ts";
import { OTHER_THING_SPAN } from "./lexicon-history.ts";

// Phrasings for the features ICHD-3 criteria count: character, laterality, intensity,
// associated symptoms, aura, cranial autonomic signs, time pattern.

// The form's "continuous" said back with a "but" after it: "on the form i wrote continuous because
// it goes on all day, but actually each attack is short" (many short attacks, not one long pain).
const FORM_CONTINUOUS = /\b(?:put|wrote|written|ticked|chose|picked|entered|typed|selected|clicked|said|says)\b[^.]{0,12}\b(?:continuous|constant)\b[^.]{0,25}\b(?:(?:in|on) the form|form)\b|\bform (?:says|said)\b[^.]{0,5}\b(?:continuous|constant)\b|\b(?:on|in) (?:the )?form\b[^.]{0,20}\b(?:put|wrote|written|ticked|chose|picked|entered|typed|selected|clicked|said)\b[^.]{0,12}\b(?:continuous|constant)\b/;

const NEVER_SICK = /\b(?:never|not|no|isn'?t|wasn'?t|aren'?t|weren'?t) (?:ever )?sick\b(?! (?:of|and tired|leave|note|days?|pay|bay|bags?|buckets?|person|kid|child|list|with|without|apart from|except|unless|outside|other than|from|off|at|in|on))/;

export const FEATURE_CONCEPTS: Concept[] = [
  // "I can't move my head without wanting to puke": sick at every movement (its negatives are the idiom's).
  c("nausea", [], { fixed: [/\b(?:can't|cannot|couldn't|can not) (?:\w+ ){1,5}without (?:wanting|feeling like|needing|going) to (?:puke|vomit|be sick|throw up|hurl|spew|heave|gag)\b/] }),
  c("nausea", [/\bnause\w*|\bqueasy\b|\bvomit\w* (?:sensation|feeling|tendency)\b|\b(?:feel|feels|feeling|felt) like (?:vomiting|i will vomit|i'll vomit|i could vomit)\b|\bfeeling of vomiting\b|\bsick to (?:my|her|his) stomach\b|\b(?:feel|feels|feeling|felt|get|gets|getting) (?:really |so |very |a bit |a little |quite )?sick\b|\b(?:make|makes|made|making) (?:me|him|her|them) (?:feel )?(?:really |so |very |a bit |a little |quite )?sick\b(?! of)|\bsickness\b|\bwant(?:s|ed)? to (?:throw up|vomit|puke|be sick)\b|\b(?:puky|pukey|pukish|spewy|chundery|barfy|vomity)\b|\bqueasiness\b|(?:^|,|\band|\bwith)\s*(?:feel(?:ing)? )?sick\b(?! (?:of|leave|note|day|days|pay|bay|kids?|child|relative|people|bag))/]),
  // "vomiting sensation", "feel like vomiting" (Indian and other Englishes): the urge, nausea, not vomiting.
  // "never sick": no sickness with them. Only the bare words: "not been sick", "dont feel sick" and
// "never sick with it" are the sickness and nausea concepts' own, read with their negation there
// (an idiom of the same key would hide that negation from them).
  c("vomiting", [], { fixed: [NEVER_SICK], negative: true }),
  c("vomiting", [/\bgot sick (?:once|twice|\d+ times|a few times|again|after (?:his|her|my|their) (?:breakfast|dinner|tea|lunch|supper))\b|\bvomit\w*\b(?! (?:sensation|feeling|tendency))(?<!\b(?:like|of|feel(?:s|ing)? like) vomit\w*)|\bthrow(?:s|ing)? up\b|\bthrew up\b|\bthrown up\b|\bpuk(?:e|es|ed|ing)\b|\bspew(?:s|ed|ing)?\b(?! (?:out|forth|nonsense|rubbish|words))|\bchunder(?:s|ed|ing)?\b|\bhurl(?:ed|ing)\b(?! (?:abuse|insults))|\bbeing sick\b|\b(?:i'm|i am|i get|gets|she's|he's) (?:usually |often |always |sometimes |physically |actually )sick\b(?! (?:of|to|and tired))|\b(?:was|been|am|is|be) sick\b(?! (?:of|to|and tired))|\bbarf\w*|\bretch\w*|\bsick with (?:them|it|these|those|the (?:headaches?|migraines?|heads?))\b|\bboa?k(?:e|es|ed|ing|in)?\b(?! (?:at|about))/], {
    // Sickness from a stomach bug, told with no headache in the sentence ("the vomiting was in june when
    // i had gastro and the whole family had it"): the bug's, not the headache's.
    // ("she was sick one morning last week but that was the week we all had norovirus": one morning, not one attack).
    unless: /^(?!.*\b(?:head ?aches?|headaches?|migraines?|heads?|attacks?|pain|ones)\b)(?!.*\bone\b(?! (?:morning|night|day|evening|afternoon|time|week)\b)).*\b(?:gastro\w*|stomach (?:bug|flu|virus)|tummy bug|sick bug|vomiting bug|norovirus|noro|food poisoning|winter vomiting)\b/,
  }),
  c("photophobia", [
    // "light and noise are awful while it's on".
    /\b(?:light|lights|brightness|bright light)(?: and (?:noise|sound|noises|sounds))? (?:is|are) (?:just |really |so )?(?:awful|unbearable|horrible|horrendous|too much|a nightmare|painful|agony|torture|the worst)\b/,
    /\bphotophob\w*|\blight[- ]sensitiv\w*|\b(?:light|lights|brightness|sunlight|sun|screens?|daylight)\b[^.,]{0,20}\b(?:hurts?|bothers?|bothering|unbearable|painful|sensitive|makes? (?:it|things|me) worse|too bright|kills?)\b/,
    /\b(?:sensitiv\w*|hate|avoid|bothered by|hurt by|squint\w* at)\b[^.]{0,15}\b(?:light|lights|brightness|sun|sunlight)\b|\b(?:dark|darkened|darkness)\b[^.]{0,10}\broom\b|\bcurtains (?:closed|drawn|shut)\b|\bsunglasses\b/,
    // "lights feel like knives". "went blind from the light", "the light blinds me": light that cannot be
    // borne, said large.
    /\b(?:blind(?:ed)?|blinding)\b[^.]{0,12}\b(?:from|by|with|because of|cos of) (?:the |all the )?(?:light|lights|sun|sunlight|brightness|glare)\b|\b(?:light|lights|sun|sunlight|brightness|glare) (?:just )?blinds? (?:me|her|him)\b/,
    /\b(?:light|lights|brightness|sunlight|sun)\b (?:feel|feels|felt|is|are|was|were)(?: like)? (?:knives|daggers|needles|lasers|glass|nails)\b/,
  ], { fixed: [/\bcan(?:'t|not) (?:stand|bear|tolerate|handle|take|look at) (?:the |any |bright |strong |harsh )*(?:light|lights|brightness|sun|sunlight|screens?)\b/] }),
  c("phonophobia", [
    /\b(?:(?:light|lights|brightness) and )?(?:noise|sound|noises|sounds) (?:is|are) (?:just |really |so )?(?:awful|unbearable|horrible|horrendous|too much|a nightmare|painful|agony|torture|the worst)\b/,
    /\b(?:telly|tv|television|music|radio)\b[^.,]{0,15}\btoo loud\b|\bphonophob\w*|\b(?:noise|noises|sound|sounds|loud|talking|tv)\b[^.,]{0,20}\b(?:hurts?|bothers?|bothering|unbearable|painful|makes? (?:it|things|me) worse|too loud|kills?)\b/,
    /\b(?:sensitiv\w*|hate|avoid|bothered by)\b[^.]{0,25}\b(?:noise|noises|sound|sounds|loud)\b|\bquiet room\b|\bneed (?:it )?quiet\b|\bear ?plugs\b/,
  ], { fixed: [/\bcan(?:'t|not) (?:stand|bear|tolerate|handle|take)\b[^.]{0,30}\b(?:noise|noises|sound|sounds|loud|shouting|talking|voices|music|telly|tv|chatter)\b/] }),
  c("osmophobia", [/\bosmophob\w*|\b(?:smells?|odou?rs?|perfume)\b[^.]{0,20}\b(?:bother|bothers|worse|sick|unbearable|nauseous|strong)\b|\bsensitive to smells?\b/]),
  // A verb with the head as its object ("thumped my head on the wall") is a blow, not the pain's beat.
  c("pulsating", [/\bthrob\w*|\bpuls(?:ing|ating|ates|es)\b|\bpound\w*|\bbeating\b|\bbanging\b(?! (?:my|his|her|their) head (?:on|off|against|into)\b)|\bhammer\w*|\bthump(?!(?:ed|s)\b)\w*|\bthump(?:ed|s)\b(?! (?:my|his|her|their|the) (?:head|fist|table|desk|wall|door)\b)|\bheartbeat in my head\b|\bin time with my (?:heart|pulse)\b|(?<!\b(?:tight|taut|stretched|flat) )\blike (?:a |the )?(?:bass )?drums?\b(?! ?(?:skin|roll|kit))|\b(?:boom|bang|thud),? (?:boom|bang|thud)\b/], {
    // "I jolt awake with my heart pounding": the heart's, not the head's.
    unless: /^(?![^]*\b(?:head|heads|temples?|skull|headache|migraine)\b[^.]{0,25}\b(?:throb\w*|pound\w*|thump\w*|bang\w*|beat\w*|puls\w*|hammer\w*))(?![^]*\b(?:throb\w*|pound\w*|thump\w*)\b[^.]{0,20}\b(?:head|temples?|skull)\b)[^]*\b(?:heart|chest|pulse)\b (?:is |was |started |starts |goes |went )?(?:pound\w*|thump\w*|racing|hammer\w*|beating|banging)\b/,
  }),
  c("pressing", [/\bpress(?:ing|ure)\b|\btight\w*|\bsqueez\w*|(?<!\b(?:brass|boy|girl|rock|jazz|marching|school|wedding|tribute|covers?|pipe|in a|the) )\bband\b(?! (?:that |which )?(?:snapped|snaps|snap|snapping|pinged|broke|breaking|popped)| (?:rehearsals?|practice|practise|camp|night|mates?|members?|gigs?|played|plays|practices))|\bvi[cs]e\b|\bheavy\b|\bheaviness\b|\bdull\b|\bclamp\w*|\bweight on (?:my|the) head\b|\bconstrict\w*|\bhelmet\b(?<!\b(?:no|without|without a|cracked|crash|bike|hit (?:my|his|her|the)) helmet)(?! (?:on|off|impact|has|was|never|does|doesn't|hit|cracked|cam)\b)/], { unless: /\bblood pressure\b|\bpressure behind (?:my|the) eyes? (?:was|is) (?:high|raised)\b|\b(?:tablets?|pills?|medicines?|meds|medication|takes?|took|taking|on \w+) (?:\w+ )?for (?:his |her |my |the |high |raised )?pressure\b|\bpressure (?:is|was) (?:controlled|under control|high|low|normal|fine|good|ok)\b|\b(?:chest|throat)\b[^.]{0,25}\b(?:tight\w*|heavy)\b(?![^.]*\b(?:head|forehead|temples?|band|skull)\b)/ }),
  // "sharp as a tack" is a mind, not a pain.
  c("stabbing", [/\bstab(?!l)\w*|\bsharp\b(?! as (?:a )?(?:tack|button|pin|razor|whip|ever|anything))|\bknife\b(?! and fork)(?<!\bfork and knife)|\bice ?pick\b|\bjabs?\b(?! (?:in|into|on) (?:the |my |his |her )?(?:belly|tummy|stomach|arm|thigh|leg|bum|backside|bottom|buttock)\b| (?:every|each|once) (?:\d+ |few |couple of |two |three |six )?(?:days?|weeks?|months?)\b)(?<!\b(?:flu|covid|booster|vaccine|b12|hormone|monthly|weekly|the|my|his|her|their|this|that|wegovy|mounjaro|ozempic|saxenda|insulin|suma|sumatriptan|imitrex|imigran|emgality|aimovig|ajovy) jabs?)|\bpiercing\b/], { unless: /\bpins and needles\b(?![^.]*\b(?:stab|sharp|knife)\b)|\b(?:mentally|mind is|memory is|still) (?:razor )?sharp\b/ }),
  c("boring", [/\bboring\b(?! (?:job|day|meeting|lecture))|\bdrilling\b|\bhot poker\b|\bpoker\b|\bscrewdriver\b/]),
  c("burning", [/\bburning\b(?! up)/]),
  // Not "I jolt awake": woken with a start.
  // Not a machine that runs on electricity ("swapped the electric lifts for propane ones").
  c("electric", [/\belectric\w*(?! (?:lifts?|forklifts?|cars?|heaters?|blankets?|bikes?|fires?|cookers?|ovens?|stoves?|showers?|toothbrush\w*|razors?|scooters?|vans?|trucks?|bills?|company|meters?|fence))|\bshocks?\b|\blightning\b|\bzap\w*|\bjolts?\b(?! (?:awake|up|out of (?:bed|sleep)))/]),
  c("unilateral", [
    /\bone[- ]sided\b|\bon one side\b|\bone side\b|\bone half\b|\bhalf (?:of )?(?:my|the) head\b|\bunilateral\b|\bhemicrani\w*|\bside[- ]locked\b/,
    /\b(?:on|in|at|behind|around|over|above) (?:the |my |her |his )?(?:left|right)(?: side| half| temple| eye| of (?:my|the) head)?\b|\b(?:left|right)[- ]sided\b|\b(?:left|right) (?:side|temple|eye|half|forehead)\b/,
    // A side told bare, as an answer or a correction: "it's the left. Always the left."
    /\b(?:it's|its|it is|it was|always|only ever|only|just|still|mostly) (?:on )?the (?:left|right)(?=\s*(?:[.,;!]|$))/,
  // A side of a place ("drifting into the left side of the hallway", "the right side of the bed") is no side of the head.
  ], { unless: /\b(?:numb\w*|weak\w*|arm|leg|hand|foot|tingl\w*|pins and needles|(?<!\b(?:lid|lids|eyelid|eyelids) )droop\w*|vision)\b|\b(?:jaw|teeth|tooth|ear|shoulder|knee|hip|ribs?|cheek|gum)\b[^.]{0,50}\bnot (?:my|her|his|the) head\b|\b(?:left|right) side of (?:the|a|our|my) (?:hallway|hall|corridor|road|street|pavement|path|room|bed|house|car|bus|lane|aisle|stairs?|landing|kitchen|office|field|paddock|pitch)\b/ }),
  c("bilateral", [/\bboth sides\b|\bon both\b|\btwo sides\b|\ball over\b(?! the (?:place|shop|show|news|internet))(?! (?:my|his|her|their|the|your) (?:body|shins?|legs?|arms?|skin|chest|back|tummy|belly|stomach|feet|hands|neck|shoulders))|\b(?:whole|entire) head\b|(?<!\b(?:brass|boy|girl|rock|jazz|marching|school|wedding|tribute|covers?|pipe|in a|the) )\bband\b(?! (?:that |which )?(?:snapped|snaps|snap|snapping|pinged|broke|breaking|popped)| (?:rehearsals?|practice|practise|camp|night|mates?|members?|gigs?|played|plays|practices))|\bacross (?:my |the )?(?:forehead|head|front)\b|\bbilateral\b|\bboth temples\b|\beverywhere\b|\b(?:a)?round (?:my |the )?(?:whole )?head\b|\ball (?:a)?round\b|\bback and front\b/]),
  // The forehead or the front of the head, with no side named, is both sides (midline): not one-sided.
  c("bilateral", [/\bforehead\b|\bfront of (?:my |the |her |his )?head\b/], { unless: /\b(?:left|right|one side|one-sided|half|side of (?:my |the |her |his )?(?:forehead|head))\b|\bforehead(?:'s| has| is)? (?:got )?(?:a )?(?:graze|grazed|cut|bruise|bruised|bump|lump|scratch|scratched|spot|rash)\b|\b(?:graze|cut|bruise|bump|lump|scratch) (?:on|across) (?:my |the |her |his )?forehead\b/ }),
  c("side_shifting", [/\b(?:switch(?:es)?|chang(?:es|ing)|alternat\w*|var(?:ies|y)|swap\w*|moves?) (?:sides?|from side to side)\b|(?<!\b(?:lie|lies|lying|lay|laying|sleep|sleeps|sleeping|slept|turn|roll) on )\beither side\b|\bsometimes (?:on )?the (?:left|right)\b|\b(?:left|right) or (?:the )?(?:left|right)\b|\bside to side\b|\bboth sides but not at the same time\b/]),
  c("orbital", [/\b(?:behind|around|in|above|over|through) (?:my |the |her |his )?(?:left |right )?(?:eye|eyes|eyebrow|eye socket)\b|\btemples?\b|\borbit\w*|\beye socket\b|\bsupraorbital\b/]),
  // Not a mild other condition ("mild dementia", "a mild stroke", "mild asthma").
  c("mild", [/\bmild\w*(?! (?:dementia|alzheimer'?s|asthma|stroke|heart attack|concussion|learning|autism|depression|anxiety|copd|kidney|liver|sleep apn\w*|cognitive|case of|form of|fever|temperature|rash|cold|flu|covid|infection|allergy|eczema|psoriasis|scoliosis|hearing|sight|cerebral palsy|disability|injury)\b)|\bslight\b|\bmanageable\b|\bbearable\b|\blow[- ]grade\b|\bnagging\b|\bannoying\b|\bcan (?:still )?(?:work|function|carry on|go about)\b|\bniggl\w*|\bdull\b|\b[1-3](?: ?(?:or|-|to) ?[2-4])? ?(?:\/|out of) ?10\b/], { fixed: [/\bnot (?:that|too|very|so|all that|really that) (?:bad|severe|painful|strong)\b/] }),
  c("moderate", [/\bmoderate\w*|\b(?:pretty|quite|fairly) (?:bad|painful|strong)\b|\bmedium\b|\b[4-6](?: ?(?:or|-|to) ?[5-6])? ?(?:\/|out of) ?10\b/]),
  c("severe", [/\bsevere\w*|\bexcruciating\b|\bterrible\b|\bhorrible\b|\bhorrendous\b|\bhorrific\b|\bawful\b|\bunbearable\b|\bagoni\w*|\bagony\b|\bintense\b|\bworst\b|\bblinding\b|\bcrippling\b|\bdebilitating\b|\bkilling me\b(?<!\b(?:audit|job|work|boss|commute|deadline|deadlines|project|exams?|revision|homework|heat|traffic|paperwork|inbox|emails|kids|children|teenagers?|toddler|diet|gym|workout|training|shifts?|rota|landlord|neighbours?|neighbors?|mortgage|bills|admin|this (?:job|week|weather|heat|place|course|module|audit|project|commute))(?:'s| is| are| has been|'s been| have been)? (?:literally |honestly |absolutely |actually |slowly |really |properly )?killing me)|\b(?:[7-9]|10) ?(?:\/|out of) ?10\b|\bbed ?ridden\b|\bsuicide headaches?\b|\bexcruciating\b|\bbad ones\b|(?<!\b(?:slept|sleep|sleeping|sleeps|eaten|ate|eating|traffic|weather|signal|wifi|food|luck|news|day|week|night)\b[^.,]{0,6})\b(?:really|so|very) bad\b/], {
    fixed: [/\bcan(?:'t|not) (?:function|work|do anything|think)\b/],
  }),
  c("activity_worse", [
    /\b(?:moving|movement|walking|climbing (?:the )?stairs|stairs|bending (?:over|down)|physical activity|activity|exercise|exertion|moving around|any movement|moving my head|running (?:about|around)|rushing (?:about|around)|playing|going up (?:the )?stairs)\b[^.]{0,25}\b(?:makes? (?:it|them|the pain|things|my head)? ?worse|worse|hurts more|aggravat\w*|makes? (?:it|the pain|my head|his head|her head) (?:pound|throb|bang|thump|hammer)\w*)\b/,
    // Keeping still because moving hurts (children and teenagers say it this way).
    /\b(?:keeps?|kept|stays?|stayed|has to (?:keep|stay)|needs? to (?:keep|stay)) (?:very |really )?still\b/,
    /\bworse (?:with|when i|if i|on|when) (?:move|moving|movement|walk|walking|activity|exercise|bend\w*|climb\w*)\b/,
    // Not where the person was when it began ("i was just lying in bed scrolling phone").
    /\b(?:have|need|has|had|must|want) to (?:lie|lay|stay|keep) (?:still|down|in bed|in a dark room)\b|(?<!\b(?:was|were|been|while|whilst|when i was) (?:just |only |still )?)\b(?:lie|lay|lying|laying) (?:down )?(?:in|on) (?:a |the |my )?(?:dark|bed)\b(?![^.]{0,25}\bit (?:goes|eases|helps|settles|gets better|clears|passes)\b)|\bgo(?:ing)? to bed\b|\bstay in bed\b|(?<!\b(?:arms?|hands?|legs?|foot|feet|face|fingers?|toes?|lips?|side) )\b(?:goes|go|went|has to go|wants? to go|needs? to go) (?:straight )?(?:to sleep|to bed|for a lie down)\b/,
  ], { fixed: [/\bcan(?:'t|not) (?:move|get out of bed|do anything|go to work|function)\b(?! (?:my|her|his) (?:arm|leg|hand|face))/] }),
  c("can_function", [/\bcan (?:still )?(?:work|function|carry on|go about|do (?:my|normal) (?:things|stuff|day))\b|\bdoesn't stop me\b|\bcarry on as normal\b/]),
  // Some attacks come with aura and some without ("most of them come without any warning",
  // "only sometimes the zigzags"): both 1.1 and 1.2 are coded (ICHD-3 1.2 comment).
  c("aura_not_every_attack", [
    /\b(?:only |just )?(?:sometimes|occasionally|now and then|once in a while|every so often|every now and then|a few times a year|rarely|the odd time)\b[^.]{0,30}\b(?:auras?|zig-?zags?|zigzagg\w*|shimmer\w*|flashing|flashes|sparkl\w*|flicker\w*|warning|blind spot|wavy lines|lights)\b/,
    /\b(?:auras?|zig-?zags?|flashing lights|warning)\b (?:with |before |for )?(?:only )?(?:some|a few|about half|half|a minority|one in \w+|a couple) of (?:my |the |them|those)/,
  ], {
    fixed: [
      /\b(?:some|most|many|half|a few|the rest|others?|the other ones|the others|(?:some|most|many|half|a few) of (?:my|the|them|these|those)(?: \w+)?)\b[^.]{0,25}\b(?:without|with no|have no|don't have|do not have|never have|no)\b (?:an? |any |the )?(?:auras?|warning|zig-?zags?|flashing|lights|visual)\b/,
      /\bnot (?:always|every time|every one|all of them|with every)\b[^.]{0,30}\b(?:auras?|zig-?zags?|flashing|lights|warning)\b|\b(?:auras?|zig-?zags?|warning|lights)\b[^.]{0,20}\bnot (?:always|every time|with every|all)\b|\bboth (?:with and without|kinds|types)\b|\bwith and without (?:an? )?aura\b/,
    ],
  }),
  c("aura", [
    // Positive visual phenomena told as things seen: "a shiny shape like broken mirror", "bright spots",
    // "like cracked glass" (ICHD-3 1.2.1 typical visual aura: fortification spectra, scintillations);
    // not the light's hurt told so ("the light is like broken glass in the eye": light sensitivity).
    /\b(?:shining|shiny|glittering|glinting|sparkly|glittery|silvery) (?:little )?(?:shapes?|spots?|patch(?:es)?|blobs?|lines?|lights?|circles?|rings?)\b|(?<!\b(?:lights?|sun|brightness|glare)(?: is| are| feels?|'s)? (?:like )?)\b(?:broken|cracked|shattered) (?:mirror|glass)\b(?! in (?:my |the |her |his )?eyes?\b)/,
    // "an aura of tiredness", "the tiredness aura": the prodrome people call an aura (ICHD-3 1.1 comment).
    // "I get an aura the day before", "my aura comes the evening before the migraine": hours to days ahead is the premonitory phase, not an aura (ICHD-3
    // 1.2 C: an aura runs 5-60 minutes and the headache follows within 60 minutes).
    // A flickering strip light or screen is a trigger seen in the room ("office strip light flicker =
    // migraine start"), not a flicker in the sight.
    /\bauras?\b(?! (?:field|box|section|question|part|bit|column)\b)(?! (?:(?:comes?|came|starts?|started|begins?|began|happens?|is|was) )?(?:(?:the|a) (?:day|night|evening) before|(?:a|the|one) (?:day|night) (?:before|ahead|earlier)|(?:(?:\d+|a few|several|some|many|a couple of) )?hours (?:before|ahead|earlier))\b)(?!(?: (?:is|was|'s|are|were) (?:an? |just |more (?:like )?|really )?(?:auras? )?(?:of )?| of )(?:tiredness|tired|yawning|exhaustion|fatigue|hunger|craving|cravings|moodiness|irritability|feeling (?:tired|off|grumpy|moody)))(?<!\b(?:tiredness|tired|yawn\w*|craving|cravings|hunger|mood|moody|fatigue|sleepy|sleepiness|grumpy) auras?)|\bzig[- ]?zags?\b|\b(?:shining|shiny|glittering|zig[- ]?zag) (?:lines|shapes|patterns)\b|\bzigzagg\w*|\bzigue-?zague\b|\btrembling lights?\b|\blike (?:the )?heat (?:haze |shimmer )?(?:over|on|off|coming off|above) the (?:road|tarmac|asphalt|tar)\b|\bheat haze\b|\bshimmer\w*|(?<!\b(?:lights?|lighting|bulbs?|lamps?|tubes?|screens?|monitors?|tv|telly|fluorescents?|by|from)\s)\bflicker\w*(?!\s(?:of (?:the )?)?(?:light|lights|lighting|bulbs?|lamps?|screens?|fluorescents?|tubes?)\b)|\bflashing (?:lights?|lines|zigzags)\b|(?<!\b(?:hot|heat|night) )\bflashes\b|\bsparkl\w*|\bsparks\b|\bstars (?:in|across) my (?:eyes|vision)\b|\bblind spot\b|\bscintillat\w*|\bfortification\b|\bkaleidoscope\b|\b(?:wavy|wobbly|wiggly|squiggly) lines\b|\bsquiggles\b|\blike heat (?:coming|rising|shimmering) (?:off|from) (?:a|the) (?:road|tarmac|car|bonnet)\b|\bheat haze\b|\bjagged lines\b|\bcrescent\b|\bvisual disturbance\b/,
  // Not "flashes of pain", nor "Maxalt does nothing for the flashes" (a medicine tried on them: the pains).
  ], { unless: /\b(?:some|most|many|half|a few|the rest|others?|(?:some|most|many|half) of (?:my|the|them|these|those)(?: \w+)?)\b[^.]{0,25}\b(?:without|with no|have no|don't have|do not have|never have)\b (?:an? |any |the )?auras?\b|\bflash(?:es)? of (?:pain|agony|hurt)\b|\b(?:does nothing|doesn'?t (?:help|work|touch)|do nothing|helps?|works?|worked|nothing works) (?:for|with|on) the flashes\b/ }),
  // Not a cancer or a rash that spreads ("superficial spreading melanoma", "spread to the liver").
  c("aura_spread", [/\bspread(?!sheet)(?!\w* (?:melanoma|to (?:the |my |his |her )?(?:liver|lungs?|bones?|brain|lymph))\b)\w*|\bcreep\w*(?! (?:up )?over (?:an? |the |a few |a couple of |several |\d+ )?(?:hours?|hrs|days?|weeks?|morning|afternoon|evening))|\bcrawl\w*|\bmarch\w*(?<!\b(?:in|of|since|until|till|by|from|early|mid|late|last|next|this|around|about|roughly|before|after|end of|start of) march)(?! \d)(?![- ](?:to |till |until |and |or )?(?:january|february|april|may|june|july|august|september|october|november|december|\d))|\bmov(?:es|ing|ed) (?:up|across|along|from|out|outwards?|over)\b|\btravel(?:s|led|ed|ling|ing) (?:across|over|along|through|from|to the (?:left|right|side|edge))\b|\bexpand\w*|\bgrow(?:s|ing)? (?:bigger|larger|slowly|gradually|into|across|outwards?|out(?! of (?:it|them|that|this)\b)|to the (?:left|right|side|edge|outside))\b|\bdrift(?:s|ed|ing)? (?:out|across|over|outwards?|to the (?:left|right|side|edge))\b|\b(?:gets?|getting|got|gotten|become|becomes|becoming|became|grows?|growing|grew) (?:bigger|larger|wider)\b|\bover (?:about |around )?\d+(?: ?(?:-|to) ?\d+)? (?:minutes|mins)\b/]),
  c("aura_unilateral", [
    // "the zigzag lights on the right side for maybe 15 minutes", "it spreads out over the right side of what i see".
    /\b(?:zig-?zags?|lights|shimmer\w*|sparkl\w*|flicker\w*|flashing|blind spot|shapes?|lines?)\b[^.]{0,25}\b(?:on|to|in|over|across) the (?:left|right) (?:side|half)\b/,
    /\b(?:one|left|right) (?:side of (?:my|the) )?(?:vision|visual field|eye|field)\b|\b(?:on|in) (?:one|the left|the right) side of (?:my |the )?(?:vision|face|body)\b|\bone (?:hand|arm|side of (?:my|the) face)\b|\b(?:left|right) (?:hand|arm)\b|\bmy (?:hand|arm)\b/], {
    // "I could count them on one hand": a tally, not an aura in one hand.
    // Nor an arm that was "just asleep" from lying on it.
    unless: /\bcount\w*\b[^.]{0,40}\bon (?:one hand|(?:the )?fingers of one hand)\b|\b(?:just|only) (?:asleep|gone to sleep|dead)\b|\b(?:lying|lay|laid|slept|sleeping|leaning|leant) on (?:it|them)\b/,
  }),
  c("aura_resolves", [/\b(?:it|they) (?:was|were) (?:totally |completely |all )?gone\b|\b(?:that'?s|thats) all gone(?: now)?(?:,? completely)?\b|\bgoes away(?: completely| fully)?\b|\bwent away\b|\bback to normal\b|\bdisappears?\b|\bresolv\w*|\bclears? up\b|\bfully reversible\b|\bpasses\b|\bwears off\b|\bfades\b|\b(?:then|and) (?:it )?(?:faded|fades|faded away|melted away|went)\b/,
    // "by twenty minutes it had gone completely and I could read again", "it vanished", "faded away".
    /\b(?:had|has) (?:completely |totally |entirely )?gone\b|\bgone (?:completely|totally|entirely)\b|\bvanish(?:ed|es)\b|\bfaded (?:away|out)\b|\bwore off\b|\bcould (?:see|read) (?:properly |normally |fine |clearly )?again\b|\bthen it went\b(?=,? (?:and|then)\b|\s*[.,;]|$)/]),
  // "then head one side bang bang, strong": the head named bare, with what it does.
  c("headache_follows", [/\bthen (?:my |the )?head (?:one side|pain|hurt\w*|bang\w*|pound\w*|throb\w*|thump\w*|ach\w*|kill\w*)\b|\bthen (?:a |the |my )?(?:usual |normal |typical |regular )?(?:throbbing |pounding |thumping |bad )?(?:head ?ache|headache|migraine|pain|head pain)\b|\bthen (?:my |the )?head (?:started|starts|began|begins|went|goes) (?:pounding|throbbing|banging|thumping|hurting|aching)\b|\bfollowed by (?:a |the )?(?:head ?ache|headache|migraine|pain)\b|\b(?:head ?ache|headache|migraine|pain) (?:starts|comes|follows|begins|kicks in|came on|started|began|followed|kicked in)\b|\bbefore (?:the |my )?(?:head ?ache|headache|migraine)\b|\bthen (?:a )?migraine comes\b/], {
    // "my aura comes the evening before the migraine": hours ahead, the premonitory phase (ICHD-3 1.2 C6: within 60 minutes).
    unless: /\b(?:the|a) (?:day|night|evening|morning) before (?:the |my )?(?:head ?ache|headache|migraine)\b|\bhours (?:before|ahead of) (?:the |my )?(?:head ?ache|headache|migraine)\b/,
  }),
  c("lacrimation", [/\b(?:eye|eyes)\b[^.]{0,20}\b(?:water\w*|tear(?:s|ing|ed)?(?: up)?|teary|weep\w*|stream\w*|runs?)\b|\btears? (?:run|runs|running|stream\w*|pour\w*|come|comes|roll\w*) (?:from|out of|down)\b|\btearing\b|\blacrimation\b|\bwatery eyes?\b|\bteary\b/]),
  c("conjunctival_injection", [/\b(?:eye|eyes)\b[^.]{0,20}\b(?:red|bloodshot|pink)\b|\bred (?:eye|eyes)\b|\bbloodshot\b|\bconjunctival injection\b/]),
  c("nasal_congestion", [/\b(?:nose|nostril)\b[^.]{0,20}\b(?:block\w*|stuff\w*|congest\w*)\b|\bstuff(?:y|ed)(?: up)? nose\b|\bblocked nose\b|\bnasal congestion\b/]),
  c("rhinorrhea", [/\b(?:nose|nostril)\b[^.]{0,20}\b(?:runs|running|runny|drip\w*|streams?)\b|\brunny nose\b|\brhinorrh\w*/]),
  // One lid (ICHD-3 3.1 C1 and Horner's syndrome are one-sided): both lids heavy or drooping is tiredness.
  c("ptosis", [/\b(?:eye ?lid|eyelid|lid)\b[^.]{0,15}\b(?:droop\w*|drop\w*|sag\w*|hang\w*|heavy|half closed|half shut)\b|\b(?:eye ?lid|eyelid|lid)s\b[^.]{0,15}\b(?:droop\w*|drop\w*|sag\w*|hang\w*|heavy|half closed)\b[^.]{0,20}\b(?:on (?:one|that|the (?:left|right)) side|one side|left|right)\b|\bdroopy (?:left |right )?(?:eye|eyelid|lid)\b|\bptosis\b|\beye (?:droops|closes a bit)\b/]),
  // One pupil (ICHD-3 3.1 C1; Horner's syndrome): both pupils small is a drug or the light, not this.
  c("miosis", [/\b(?:pupil|black (?:part|bit|dot|centre|center|middle))\b[^.]{0,25}\b(?:small|smaller|tiny|pinpoint|pin ?point|pin ?prick|pin-prick|pin ?head|full stop|constrict\w*)\b|\bpupils\b[^.]{0,15}\b(?:small|smaller|tiny|pinpoint|constrict\w*)\b[^.]{0,20}\b(?:on (?:one|that|the (?:left|right)) side|one side|left|right|than the other)\b|\bmiosis\b/]),
  c("eyelid_edema", [/\b(?:eye ?lid|eyelid|lid|eye)s?\b[^.]{0,15}\b(?:swell\w*|swollen|puff\w*)\b|\bpuffy eyes?\b/]),
  c("forehead_sweating", [/\b(?:forehead|face)\b[^.]{0,15}\b(?:sweat\w*|flush\w*)\b|\bsweaty forehead\b/]),
  c("restlessness", [/\bpac(?:e|es|ing)\b|\bfidget\w*|\bwander(?:s|ing)? (?:about|around|round)\b|\bwalk(?:s|ing)? (?:up and down|around the room|round the room)\b|\brestless\w*|\bagitated\b|\brock(?:s|ing)? (?:back and forth|myself)\b|\bbang(?:s|ing)? my head (?:against|on)\b/], { fixed: [/\bcan(?:'t|not) (?:sit|keep|stay|lie|lay) still\b/] }),
  c("bouts", [
    // "Its back. Same as last spring", "last year it went on for about 6 weeks then stopped dead": a
    // bout come back, and one that ended (ICHD-3 3.1.1 episodic cluster: bouts with remissions).
    /\b(?:same as|just like|like) (?:last|every) (?:spring|summer|autumn|fall|winter)\b|\b(?:it's|its|they're|theyre|they are|it is|they've|it's) (?:come )?back\b[^.]{0,30}\b(?:same as|like|just like) (?:last|the last|every|the) (?:spring|summer|autumn|fall|winter|year|time|bout)\b|\b(?:went on|lasted|carried on|kept going) for (?:about |around |roughly )?(?:\d+|a few|two|three|four|five|six|seven|eight) (?:weeks|months)\b[^.]{0,20}\b(?:then|and then|before it) (?:stopped|went away|disappeared|vanished|just stopped)\b/,
    // "same thing fall 2024 for about 6 weeks then nothing till now": an earlier bout, told by its length and its end.
    /\bsame (?:thing|again|pattern|as this|as now)\b[^.]{0,40}\bfor (?:about |around |roughly |maybe )?(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight) (?:weeks|months)\b[^.]{0,15}\b(?:and )?then (?:it |they )?(?:just )?(?:nothing|none|zero|stopped|gone|went(?: away)?|disappeared|vanished)\b/,
    // "Had a run of these same time last year, Nov Dec, then they buggered off", "a spell of them last
    // spring": an earlier bout of the same attacks, told by when it came or how it ended.
    /\b(?:a|another) (?:run|spell|patch|stretch|string|batch|series|season) of (?:these|them|it|this|the same|attacks|headaches|the headaches)\b[^.]{0,40}\b(?:(?:same|this|that) time|last (?:year|spring|summer|autumn|fall|winter)|the year before|(?:then|before|till|until) (?:they|it)\b)/,
    // "this happened before, fall of 2024, about 6 weeks of it every night then nothing at all".
    /\b(?:\d+|a few|two|three|four|five|six|seven|eight|several|a couple of|couple of) (?:weeks?|months?) of (?:it|them|these|this|attacks|headaches)\b[^.]{0,30}\bthen (?:nothing|none|gone|stopped|it stopped|they stopped|went away|disappeared|vanished)\b/,
    // "same as every year round about now, like clockwork": a bout come round again.
    /\b(?:every|each) (?:spring|summer|autumn|fall|winter|year)\b[^.]{0,30}\b(?:like clockwork|round about now|around now|about now|same time)\b|\b(?:same|this) time every year\b|\blike clockwork every (?:year|spring|summer|autumn|fall|winter)\b/,
    /\b(?:every|each) (?:spring|summer|autumn|fall|winter|year)\b[^.]{0,30}\b(?:for|lasting)\b|\b(?:bouts?|clusters?|cycles?|cluster periods?)\b|(?<!\b(?:fine|ok|okay|normal|well|pain[- ]free|clear|good|great|alright|all right|right as rain)\s)\bin between\b(?! (?:the )?(?:attacks|headaches|them|episodes|migraines|ones))|(?<!\b(?:cancer|chemo\w*|radiation|radiotherapy|treatment|tumou?r|lymphoma|leuk\w*|myeloma)\b[^.]{0,60})\bremission\b|\b(?:then|and then)\b[^.]{0,25}\b(?:gone|nothing|fine|free|disappear\w*|go away|stop\w*)\b[^.]{0,25}\b(?:months?|years?|a year)\b|\bfor (?:a few |\d+ |several )?weeks? (?:then|and then)\b/,
  ]),
  // "spring 2022 and spring 2024 same thing for 6ish weeks then nothing at all in between": bouts
  // dated by season, and the pain-free time between them (the "nothing" is the telling's own).
  c("bouts", [/\b(?:spring|summer|autumn|fall|winter) (?:of )?(?:19|20)\d\d,? and (?:again (?:in )?)?(?:spring|summer|autumn|fall|winter) (?:of )?(?:19|20)\d\d\b/], {
    fixed: [/\b(?:nothing|none|no (?:pain|headaches?|attacks?)|not a thing|zero)(?: at all| whatsoever)? in between\b(?! (?:the )?(?:attacks|headaches|them|episodes|migraines|ones))/],
  }),
  // Remission between bouts (ICHD-3 3.1.1 episodic cluster: pain-free periods of 3 months or more):
  // "none at all the rest of the year", "fine for months in between", "nothing between bouts".
  // "its back. same as every spring since i was 29": a bout a year, months clear between.
  // "bout #3 ... right on schedule for fall, same as 2021 and 2023", "every fall since 2021, every other
  // year": bouts that keep a season, clear between.
  c("remission_between", [/\b(?:every|each) (?:spring|summer|autumn|fall|winter)\b|\b(?:same as |like )?(?:every|each) year\b|\bonce a year\b|\bevery (?:other|2nd|second|third|3rd) year\b|\bright on (?:schedule|time|cue)\b|\bsame as (?:in )?(?:19|20)\d\d and (?:19|20)\d\d\b/], { within: /\b(?:bouts?|clusters?|cycles?|it'?s back|they'?re back|back again|again|every (?:spring|summer|autumn|fall|winter))\b/ }),
  c("remission_between", [], {
    // Its own negative word is part of the idiom ("none the rest of the year").
    fixed: [
      /\b(?:none|nothing|(?:no|zero|0) (?:attacks|headaches|pain)|not a thing|fine|totally fine|completely fine|normal|pain[- ]free|clear)\b(?: at all)? (?:the rest of the (?:year|time)|(?:for )?(?:months|the months) (?:in )?between|between (?:the )?(?:bouts|clusters|cycles|them))\b|\b(?:between|in between) (?:the )?(?:bouts|clusters|cycles)\b[^.]{0,30}\b(?:fine|nothing|none|normal|pain[- ]free|clear|completely (?:fine|normal)|totally (?:fine|normal))\b|\b(?:go|goes|went) away (?:completely )?for (?:months|the rest of the year)\b/,
      // "bouts of some weeks, then nothing for 1-2 years", "between bouts i have zero headaches".
      /\bthen (?:nothing|none|zero|clear|fine|free)(?: at all)? for (?:(?:about |around |maybe )?(?:\d+(?:-\d+)?|a|one|two|a couple of|several|many)(?: (?:or|to) \d+)? years?|(?:several|many|[3-9]|1[0-9]) months)\b|\b(?:between|in between) (?:the )?(?:bouts|clusters|cycles)\b[^.]{0,30}\b(?:zero|0|no) (?:headaches?|attacks?|pain|days)\b/,
      // "they come every 2nd autumn when the dark comes": bouts a year or more apart.
      /\b(?:come|comes|came|happen|happens|get (?:them|it|a bout)|bouts?|clusters?)\b[^.]{0,20}\bevery (?:2nd|second|other|third|3rd|couple of|few) (?:autumn|fall|spring|summer|winter|years?)\b/,
      // "had the exact same thing 2 yrs ago in the spring for about 6 weeks and then it just stopped": a
      // bout years back that ended, nothing till now.
      /\b(?:\d+|a|one|two|three|four|five|a couple of|couple of|a few) (?:yrs?|years?) ago\b[^.]{0,50}\bfor (?:about |around |roughly |maybe )?(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight) (?:weeks|months)\b[^.]{0,15}\b(?:and )?then (?:it |they )?(?:just )?(?:stopped|went away|disappeared|vanished|stopped dead)\b/,
      // "Usual autumn cluster bout", "Bout normally lasts 6-8 weeks": bouts that come and end, clear between.
      /\b(?:usual|normal|annual|yearly) (?:spring |summer |autumn |fall |winter )?(?:cluster )?bout\b|\bbouts? (?:normally|usually|always|generally|tends? to) (?:lasts?|goes on|runs?|go on|last) (?:for )?(?:about |around )?(?:\d+|a few|several|two|three|four|five|six)(?:(?: to | or |-)\d+)? (?:weeks|months)\b/,
      // A bout of weeks told long past, "then nothing at all" since.
      /\b(?:weeks?|months?) of (?:it|them|these|this)\b[^.]{0,30}\bthen (?:nothing|none)(?: at all| since)?\b/,
      // "bouts every 1 or 2 years 6 to 8 weeks then nothing", "goes for 6 or 8 weeks then nothing for the rest of the year".
      /\b(?:\d+|two|three|four|five|six|seven|eight|ten|twelve|a few|several|a couple of)(?: (?:to|or|-) (?:\d+|three|four|six|eight|ten|twelve))? ?weeks?\b[^.,;]{0,12}\bthen (?:nothing|none|gone|clear|totally fine|fine)\b(?! (?:helps?|helped|works?|worked|happens|happened|changed|else))/,
    ],
  }),
  // Exacerbations on a continuous background (ICHD-3 3.4 B), also told as the background between
  // them: "never goes away completely, just a grumble in the background", "ramps up on top of it".
  c("exacerbations", [/\bflares?\b|\bflare-ups?\b|\bworse (?:spells|patches|days|episodes|bouts)\b|\bexacerbations?\b|\bspikes?\b|\b(?:gets|get|goes) worse (?:sometimes|at times|occasionally|now and then)\b|\bsometimes (?:it )?(?:gets|flares|spikes) (?:worse|up)\b|\b(?:a few|several|\d+|two|three) times a (?:week|day|month) it (?:ramps?|shoots?|spikes?|flares?) up\b/,
    /\bjust (?:a|an) (?:\w+ )?(?:grumble|niggle|hum|rumble|ache|throb|dull ache) in the background\b|\b(?:settles?|drops?|goes|dies|calms) (?:back )?(?:down )?to (?:a|an|the) (?:dull |low |background |constant |mild )?(?:grumble|niggle|hum|rumble|ache|throb|background)\b|\b(?:ramps?|cranks?|shoots?|surges?|revs?) up\b[^.]{0,20}\b(?:on top|from (?:the|that) (?:background|baseline|ache))\b|\bon top of (?:the|that|a|my) (?:background|constant|daily|dull|low) (?:ache|pain|headache|grumble|niggle|level)\b/,
  ], { fixed: [/\bnever (?:completely|fully|totally|entirely|quite) (?:goes|went|gone|go|clears?|cleared|lifts?|lifted|disappears?|disappeared)(?: away| off| up)?\b(?=[^.]{0,40}\b(?:background|grumble|niggle|dull|low|mild|simmer\w*|ticks? over|ticking over)\b)/],
    // "no flares since" (a treatment began): gone since then, not a pattern without flares.
    unless: /\bno (?:more )?(?:flares?|flare-ups?|spikes?) (?:since|now)\b/ }),
  c("recurrent", [
    // "had 2 like this before this year": earlier attacks of the same kind, counted.
    /\bhad (?:\d|two|three|four|a few|a couple)(?: of)? (?:like this|like that|like it|of these|of them)(?: before)?\b/,
    // "her eyesight is the same as always" says nothing of the headaches.
    /(?<!\b(?:eyesight|vision|sight|jaw|neck|speech|balance|memory|hearing|weight|appetite|sleep|scalp)\b[^.,]{0,25})(?<!\b(?:bp|blood pressure|pressure|cholesterol|sugars?|thyroid|heart|asthma)\b[^.]{0,12})\balways\b(?! (?:about |around |like )?\d{2,3} ?(?:\/|over) ?\d{2,3}\b)|\b(?:every time|each time|(?<!\b(?:don't|doesn't|do not|does not|never|rarely|hardly)\b[^.,]{0,30})(?<!\b(?:bp|blood pressure|pressure|sugars?|temperature|temp|periods?|bowels?|eyesight|vision|sight|sleep|weight|heart rate|pulse|readings?)\b[^.,]{0,20})(?:usually|normally)(?!,? (?:i|she|he|they) (?:have |has |do |does |really )?(?:never|not|no|don't|doesn't|do not|does not|rarely|hardly))(?! (?:sharp|fit|healthy|well|fine|active|bright|cheerful|chirpy|calm|quiet|happy|so (?:sharp|active|healthy|well)|on the ball|with it|up early|the first)\b)(?!,? (?:(?:she|he|i|it|her|his|my) )?(?:is |was |'s |runs |bp |sugar |pressure )?(?:about |around |roughly )?\d)|several times|many times|happened before|again and again|every month)\b|(?<!\blike )\b(?:my migraines|my headaches|my usual)\b/,
    // "3 times since july shes had these": attacks that come again (how many in a life, unsaid).
    /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several)(?: or (?:\d+|\w+))? times since\b[^.]{0,25}\b(?:had|got|get|gets|has had) (?:these|them|one|it|this)\b/,
    // "I do get migraines", "she suffers with headaches": a headache disorder the person already has.
    /\b(?:i|she|he|they|we) (?:(?:do|does) (?:get|have|suffer (?:from|with))|suffers? (?:from|with)) (?:migraines|headaches|head ?aches|bad heads)\b(?! (?:like this|like that|before))/,
  ], {
    // "the shake and walking are the same as always": another illness, unchanged.
    // "my fits are normally in my sleep, i wake up with a dull head": the fits' habit, and the dull
    // head after them, not a headache disorder of its own.
    unless: eitherOf(OTHER_THING_SPAN, /\b(?:fits?|seizures?|convulsions?|epilep\w*)\b[^.]{0,20}\b(?:normally|usually|always|every time)\b/),
    // "nothing like my migraines": a headache unlike the usual still tells of the usual ones.
    fixed: [/\b(?:nothing|not|nowt|none of it|not at all|not even) (?:at all |remotely |anything |really )?like (?:my|her|his) (?:usual |normal |regular |old )?(?:migraines|headaches|head ?aches)\b|\bunlike (?:my|her|his) (?:usual |normal )?(?:migraines|headaches)\b|\bdifferent (?:from|to|than) (?:my|her|his) (?:usual |normal )?(?:migraines|headaches)\b/],
  }),
  c("nocturnal", [/\bat night\b|\b(?:wakes?|woke|waking) me\b|\b\d{1,2} ?am\b|\bsame time (?:every|each) (?:night|day)\b|\bclockwork\b|\bin my sleep\b|\bevery night\b/]),
  // Continuous pain in lay words (ICHD-3 3.4 A and 4.10 B: unremitting): "a grumble in the
  // background", "hasn't switched off once since March", "not for one minute", "never a day without it".
  c("continuous", [new RegExp(String.raw`(?:${FORM_CONTINUOUS.source})[^.]{0,60}\b(?:but|actually|means?)\b`)], { negative: true, anyone: true }),
  // "in form i put continuous. sorry that was wrong word. i meant it comes every night".
  // "From that day it has not gone even one hour" (the negative word is the idiom's own).
  c("continuous", [], { fixed: [/\b(?:has|had|have|it'?s|it has|it had)? ?(?:not|never|n't) (?:gone|stopped|left|eased|switched off|let up|lifted)(?: away| off| up)?,? (?:even |for )?(?:one|a single|an|1) (?:hour|minute|moment)\b/] }),
  c("continuous", [FORM_CONTINUOUS], { negative: true, anyone: true, within: /\b(?:wrong word|wrong one|i meant|not all (?:the )?day|by mistake|a mistake|my mistake|misunderst\w*)\b/ }),
  c("continuous", [/\b(?:hurt|hurts|hurting|ached|aches|aching|throbbed|there|been there|pain(?:ful)?|sore)\b[^.,]{0,12}\bconstantly\b|\bconstantly (?:there|hurts?|aching|sore|painful)\b|\bbackground (?:ache|pain|headache|throb|grumble|niggle|hum|rumble|level)\b|\b(?:grumbl\w*|niggl\w*|rumbl\w*|simmer\w*|humming|hum|ticking over|lurking|dull ache|ache)\b[^.]{0,15}\bin the background\b|\bconstant\b|\bcontinuous\w*|\bnon-?stop\b|\ball the time\b|\b24 ?(?:\/|x) ?7\b|\bunremitting\b|\ball day every day\b|\bthere all (?:day|the time)\b|\bbeen there every\b|\bpersistent\b/], {
    // "Blurry is all the time for far things": said of the eyesight, another symptom, not the headache.
    // Nor the form's word said back and taken back: "I put continuous in the form but is not one long pain".
    unless: eitherOf(
      // "mine are constant little bursts": attacks that come again and again, not a pain always there.
      /\bconstant (?:little |small |short |tiny |quick )?(?:bursts?|attacks?|jabs?|stabs?|zaps?|shocks?|spells?)\b/,
      // "the co alarm has never gone off": an alarm that stayed quiet.
      /\b(?:alarms?|detectors?|sensors?|beepers?)\b[^.]{0,30}\b(?:gone off|goes off|went off|go off|sounded|beeped)\b/,
      // "4 or 5 a day ... hasnt stopped for a break in a year and a half": no break between bouts
      // for months (a chronic TAC's lack of remission, ICHD-3 3.1.2), not one pain without a break.
      /\b(?:break|let[- ]up|rest|remission|pause)\b[^.]{0,6}\b(?:in|for) (?:over |more than |about |nearly |almost )?(?:a|one|\d+(?:\.\d+)?|two|three|several|many) (?:and a half )?(?:months?|years?)\b/,
      // "I get strangled and choked all the time, its judo": what is done to or by the person, often.
      /\b(?:i|we|you|she|he|they)\b (?:get |got |gets |am |was |were |are |is |keep |kept )?(?!(?:hurt|pained|pounded|throbbed|ached|bothered|troubled|plagued|affected|bugged)\b)[a-z]{3,}ed(?: and (?!(?:hurt|pained)\b)[a-z]{3,}ed)?\b[^.,]{0,10}\ball the time\b/,
      // "the nurse said it happens all the time": how common a thing is, said by someone, not how often it comes.
      // "(screens are blurry) its there all the time not just with a migraine": something else, outside the headaches.
      /\ball the time\b,? not (?:just|only) (?:with|during|in|when i (?:have|get)) (?:a |the |my )?(?:migraines?|headaches?|attacks?)\b/,
      /\b(?:it|that|this)(?: kind of thing| sort of thing)? happens? all the time\b/,
      // "continuous like every single night no skipping": every night, not pain without a break.
      /\bcontinu\w*,? (?:like|as in|meaning|i\.e\.?) every (?:single )?(?:night|day|evening|morning)\b/,
      /^(?![^]*\b(?:head|headaches?|head ?aches?|pain|ache|aches|migraines?|hurts?|throb\w*|pound\w*|sore)\b)[^]*\b(?:blurr\w*|vision|eyesight|sight|tired|exhausted|fatigue|ringing|tinnitus|dizz\w*|numb\w*|cough\w*|runny|sneez\w*|itch\w*|talk\w*|speak\w*|spoke|awake|alert|conscious)\b/,
      FORM_CONTINUOUS,
    ),
    fixed: [
      // "not one day, not one hour without it", "it has not gone since": told by what never happens.
      /\bnot (?:one|a single) (?:minute|second|moment|day|hour)(?:,? (?:not|or) (?:one|a single|even one|an?) (?:minute|second|moment|day|hour))+ without (?:it|pain|a headache)\b|\b(?:it|the (?:pain|headache|ache))(?:'s| has)? (?:not|never|hasn't) (?:gone|left|stopped|eased|lifted|cleared)(?: away| off)? since\b(?! (?:then|it|that) (?:came|went|stopped))/,
      /\bnever (?:gets?|goes|went|drops?|comes?|got) (?:down |back )?to (?:zero|0|nothing|none)\b|\bnever (?:pain[- ]free|without (?:it|pain|a headache))\b|\bnever (?:completely |fully |totally |really |ever |quite |entirely )?(?:(?:goes|went|gone|go) (?:away|off)|(?:clears?|cleared|lifts?|lifted|disappears?)(?: away| off| up)?)\b|\bnever (?:stops|stopped|lets up|let up|eases)\b|\b(?:doesn't|does not|didn't|won't|will not|hasn't|has not) (?:ever )?(?:go away|gone away|stop|stopped|let up|leave|left|ease off)\b(?! (?:me|her|him|them|us|you)\b)|\bnever (?:fully )?(?:goes|went) away\b|\bhas never gone away\b|\b(?:hasn't|has not|haven't|have not|not|never) (?:once |even )?(?:lifted|cleared|shifted|let up|eased off|gone)(?: (?:even |for )?(?:one|a) (?:single )?day| once| for a (?:single )?day)\b|\b(?:wake|woke|waking|wakes) (?:up )?with it and (?:go to )?(?:sleep|bed|sleeps)\b|\brefuses? to (?:go|leave|shift|budge|lift)\b/,
      eitherOf(
        /\b(?:it|the (?:pain|headache|ache|head ?ache)|pain|headache|this|my head|that|which)(?:'s| has| just| really| honestly| literally)? (?:hasn't|has not|not|never|doesn't|does not|didn't|did not|won't) (?:once |ever |really |actually |even |yet |literally )?(?:switched|switch|switches|turned|turn|turns|shut|shuts|clicked|flicked|gone|go|goes) off\b/,
        /\bnot (?:once|for (?:one|a single|a) (?:minute|second|moment|day|hour))\b,? (?:has|did|does|is|was) (?:it|the (?:pain|headache|ache|head ?ache))\b(?: (?:gone|stopped|let up|eased|left|lifted|cleared|switched off|gone away|been gone))?|\b(?:it|the (?:pain|headache|ache|head ?ache))(?:'s| has| just)? (?:hasn't|has not|not|never|didn't|did not|doesn't|does not) (?:gone|been away|stopped|let up|eased|eased off|lifted|cleared|left (?:me|her|him))(?: away)? (?:for |even for )?(?:one|a single|a|1) (?:minute|second|moment|day|hour)\b|\b(?:i|she|he|they)(?: have| has|'ve|'s)? (?:haven't|hasn't|have not|has not|not) been (?:free of it|free of the pain|without it|without the pain|pain[- ]free|headache[- ]free) (?:for |even for )?(?:one|a single|a|1) (?:minute|second|moment|day|hour)\b|\b(?:never|not) (?:a|one|a single) (?:minute|moment|second|day|hour) (?:without (?:it|pain|a headache|the headache|the pain))\b/,
      ),
    ],
  }),
  // Something cold swallowed or breathed in (ICHD-3 4.5.1 / 4.5.2): "ice bubble tea very fast", "brain freeze".
  c("cold_stimulus", [/\b(?:ice[- ]?cold|iced|icy|frozen|ice|cold) (?:drinks?|water|bubble tea|tea|coffee|coke|slush\w*|lolly|lollies|smoothies?|juice|milkshakes?|shakes?|food|dessert)\b|\bbrain ?freeze\b|\bice[- ]?creams?\b(?! (?:scoops?|scooper|van|shop|parlour|man)\b)|\b(?:slushies?|slurpees?|icees?|ice lollies|popsicles?|frozen yog(?:h)?urt|gelato|sorbet)\b|\bbreath(?:e|ing|ed)? (?:in )?(?:very |really |freezing )?cold air\b/], {
    // "you pour hot wax thru a key in to cold water": the water something is poured into, not swallowed.
    unless: /\b(?:pour\w*|drop\w*|put\w*|dip\w*|plung\w*|throw\w*) [^.]{0,30}\b(?:in|into|in to) (?:the |a |some )?(?:ice[- ]?cold|icy|cold) water\b/,
  }),
  c("remembered_onset", [/\b(?:remember|recall) (?:exactly|the exact|the (?:day|date|moment)|when it)\b|\bstarted (?:on|the day)\b|\bthe (?:day|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:after|before|of|it started)\b|\bwoke (?:up )?with it on (?:the |a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)|\bi remember (?:it )?(?:cos|coz|cause|because|as)\b|(?<!\b(?:no|not|never|without)\b[^.,]{0,20})\bsince (?:a|the|my) (?:flu|cold|infection|virus|covid|surgery|operation|wedding|holiday|trip|birthday)\b(?! (?:finished|ended|cleared|went|was over|stopped))|\bon \d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:january|february|march|april|june|july|august|september|october|november|december)\b|\bexact (?:day|date)\b|\b(?:on|since) (?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b (?:the )?\d{1,2}(?:st|nd|rd|th)?\b/]),
  // "it was like someone switched it off", "indometacina ... in two days it was almost gone".
  // Told in the next sentence: "gave me indomethacin 25 three times a day. In 2 days the background was gone".
  // "started Indocap (indomethacin) ... From day 3 the whole thing is gone".
  // "After 2 days the attacks stopped totally".
  c("indomethacin_response", [/\b(?:in|within|after) (?:about |just |only )?(?:\d|one|two|three|four|five|a few|a couple of) days?\b[^.]{0,30}\b(?:(?:was|were|had|has) (?:completely |totally |all )?(?:gone|vanished|disappeared|stopped)\b|stopped (?:completely|totally|entirely)\b)|\b(?:from|by|since|after|on) (?:the )?(?:day|dose) (?:\d|one|two|three|four|five|2nd|3rd|second|third)\b[^.]{0,30}\b(?:is|was|are|were|has been|had been|'s) (?:completely |totally |all |just )?(?:gone|vanished|disappeared|stopped|silent)\b/], { within: /\b(?:indomet(?:h)?acin[ae]?|indocid|indocin|indocap|endol)\b/ }),
  c("indomethacin_response", [/\b(?:indomet(?:h)?acin[ae]?|indocid|indocin|indocap)\b[^.]{0,80}\b(?:switched (?:it |them )?off|like a switch|like magic|almost gone|completely gone|totally gone|vanished)\b/]),
  // "neurologist gave me indometacin ... From day 2 zero attacks" (its negative word is the phrase's own).
  c("indomethacin_response", [], { fixed: [/\b(?:from|by|after|since|within|on) (?:the )?(?:day|dose) (?:\d|one|two|three|four|five|2nd|3rd|second|third)\b,? (?:zero|no|not a single|not one|none|nothing)\b/], within: /\b(?:indomet(?:h)?acin[ae]?|indocid|indocin|indocap|endol)\b/ }),
  // "started indometacina ... yesterday none!!" (its negative word is the phrase's own).
  c("indomethacin_response", [], { fixed: [/\b(?:indomet(?:h)?acin[ae]?|indocid|indocin)\b[^.]{0,120}\b(?:yesterday|today|now|since then|this week),? (?:none|nothing|zero|not one|not a single one)\b/] }),
  // "gave me indometacina 25 three times a day and in 2 days zero attacks", "indomethacin, after two days no pain".
  c("indomethacin_response", [], { fixed: [/\b(?:indomet(?:h)?acin[ae]?|indocid|indocin|indocap)\b[^.]{0,80}\b(?:in|within|after|by) (?:about |just |only )?(?:\d|one|two|three|four|a few|a couple of) days?\b,? (?:zero|no|not a single|not one|none)\s+(?:attacks?|pain|headaches?|more)\b/] }),
  c("indomethacin_response", [/\bindomet(?:h)?acin\b[^.]{0,80}\b(?:stopped|gone|fixed|cured|completely|got rid|worked|helps|helped|went away|disappeared|resolved|no more|took (?:it|them) away|made (?:them|it) go away)\b|\b(?:stopped|gone|fixed|cured|got rid|went away|go away)\b[^.]{0,30}\bindomet(?:h)?acin\b|\bindomet(?:h)?acin\b[^.]{0,20}\band (?:they're|they are|it's|it is) gone\b/]),
];
