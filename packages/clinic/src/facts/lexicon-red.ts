import { c, type Concept } from "./concept.ts";

// Phrasings behind the SNNOOP10 red flags (Do et al., Neurology 2019). Lay words first:
// these are what people actually type.

const HEAD = String.raw`(?:head ?aches?|headaches?|migraines?|pain|head)`;

export const RED_CONCEPTS: Concept[] = [
  c("thunderclap", [
    /\bthunder ?clap\b/,
    /\bsudden(?:ly)?,? (?:very |really |extremely )?(?:severe|intense|excruciating|explosive|blinding|agoni[sz]ing|splitting|horrendous|violent|worst)(?: [a-z]+)? ?(?:head ?ache|headache|pain)\b/,
    new RegExp(String.raw`\bworst ${HEAD}[^.]{0,25}\b(?:ever|of (?:my|her|his) (?:entire |whole )?life|in (?:my|her|his) life|i(?:'ve| have)? ever)`),
    /\bworst (?:head ?ache|headache|pain) ever\b/,
    /\b(?:peak(?:ed|s)?|max(?:ed|es)?(?: out)?|maximum|full (?:strength|force|blast|intensity|power)|worst|at its worst|top pain)\b[^.]{0,30}\b(?:within|in|after) (?:a |one |1 |a few |few |a couple of |couple |\d+ )?(?:split )?(?:seconds?|instant|moment|heartbeat|minute)\b/,
    /\b(?:full|max\w*|worst|peak\w*|10 ?\/ ?10)\b[^.]{0,25}\b(?:straight away|immediately|right away|instantly|at once|from the very start)\b/,
    /\b(?:0|zero|nothing) to (?:10|ten|100|a hundred|max)\b[^.]{0,25}\b(?:seconds?|instant|moment|no time|a second|flat)\b/,
    /\b(?:head|it|brain|skull|pain)\s+(?:just\s+)?(?:exploded|burst|blew up)\b/,
    /\b(?:explosive|exploding) (?:head ?ache|headache|pain|onset)\b/,
    /\blike (?:a|an) (?:bomb|explosion|gunshot|gun shot|bullet|lightning bolt|thunderbolt) (?:went off|going off|in|inside|exploded|hit)\b/,
    /\b(?:hit|struck|whacked|smashed) (?:on|in|over) the (?:back of the )?head with (?:a|an) (?:bat|baseball bat|hammer|brick|plank|sledgehammer)\b/,
    /\blike (?:someone|somebody|something) (?:hit|struck|smashed|whacked) me\b/,
  ], { unless: /\b(?:exploding|blow(?:ing)? up) (?:whenever|every time|when(?:ever)?)\b|\bhead is exploding whenever\b/ }),
  c("sudden_onset", [
    /\b(?:all of a sudden|out of (?:the )?nowhere|out of the blue|instant(?:ly|aneous)?|in a flash|suddenly|abrupt(?:ly)?|instantly|in an instant|in (?:a|one) (?:split )?second|within seconds|in seconds|like a switch|like a light switch)\b/,
    /\bsudden (?:onset|severe|bad|terrible|intense|excruciating|blinding|agonizing|awful|horrible|sharp|splitting)\b/,
  ], { unless: /\bsuddenly (?:realised|realized|remembered|noticed|thought)\b/ }),
  c("extreme_pain", [
    /\b(?:(?:going|about) to (?:explode|burst|split)|exploding|exploded|blinding|excruciating|unbearable|agoni[sz]ing|worst|10 ?\/ ?10|ten out of ten|10 out of 10|splitting|screaming|horrific|crushing)\b/,
  ]),
  c("gradual_onset", [
    /\b(?:built|builds|building|build|came on|comes on|creeps?|crept|grew|grows|ramp(?:s|ed)? up|worked? (?:its way )?up)\b[^.]{0,30}\b(?:slowly|gradually|over (?:an? |the |a few |a couple of |\d+ )?(?:hours?|hrs|minutes|mins|afternoon|day|morning|evening))\b/,
    /\b(?:gradual(?:ly)?|slowly) (?:build|built|came|comes|onset|got|gets|started|starts)\b/,
    /\bgradual onset\b/,
  ]),
  c("never_like_this", [], {
    fixed: [/\bnever (?:had|felt|experienced|known)[^.]{0,25}\b(?:like (?:this|it|that)|this (?:bad|severe|painful|intense)|so (?:bad|severe))\b/, /\bnever been this bad\b/, /\b(?:nothing|never anything) like (?:this|it) before\b/],
  }),
  c("fever", [
    /\bfevers?\b|\bfeverish\b|\bfebrile\b|\bpyrexia\b/,
    /\b(?:high |a |running a |got a |have a |with a )temperature\b|\btemperature of\b|\btemp (?:of |is |was )?\d/,
    /\b(?:3[89]|4[01])(?:\.\d)? ?(?:c|°c?|degrees?)\b|\b(?:100\.[4-9]|10[1-5])(?:\.\d)? ?(?:f|°f?|degrees?)\b/,
    /\b(?:running|reading|hit|of|at|about|around|was|is) (?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/,
    /\b(?:temp|temperature)\b[^.]{0,15}\b(?:3[89]|4[0-2]|10[0-5])(?:\.\d)?\b|\b(?:temp|temperature) (?:is |was )?(?:high|up|raised|through the roof)\b/,
    /\bshiver\w*|\bhot and cold\b|\bburning up\b|\bchills\b|\bshivering\b|\brigou?rs\b|\bshakes and sweats\b/,
  ], { unless: /\bcold sweats? from the pain\b/ }),
  c("systemic", [
    /\bnight sweats?\b|\bdrenching sweats?\b|\bweight loss\b|\blost (?:a lot of |\d+ ?(?:kg|kilos?|pounds|lbs?|stone) ?(?:of )?)?weight\b|\blosing weight\b/,
    /\brash\b[^.]{0,40}\b(?:doesn't fade|does not fade|won't fade|not fading|glass|purple|spots)\b|\bpetechia/,
  ]),
  c("neck_stiffness", [
    /\bstiff(?:ness)? (?:in (?:my|the|her|his) )?neck\b|\bneck (?:is |feels |was |gets |got |felt |isn't |wasn't |doesn't feel )?(?:not )?(?:so |really |very |super |quite |a bit |extremely )?(?:stiff|rigid)\b|\bneck stiffness\b|\bnuchal rigidity\b|\bmeningism\b/,
    /\bhurts? to (?:bend|move|turn|tilt) (?:my |her |his )?(?:neck|head)\b|\bneck (?:hurts|pain|aches|is sore)\b[^.]{0,30}\b(?:look(?:ing)? down|bend\w*|chin|chest|forward|nod\w*)\b/,
  ], {
    fixed: [/\bcan(?:'t|not)(?: even)? (?:bend|move|touch|put|get|tilt|lower) (?:my |her |his |the )?(?:neck|head|chin)[^.]{0,20}\b(?:chest|forward|down)\b/, /\bcan(?:'t|not) (?:bend|move|turn) (?:my |her |his )?neck\b/],
    unless: /\b(?:shoulders?|muscles?|knots?|desk|laptop|computer|posture|hunch\w*|slept (?:funny|wrong|awkward\w*)|sleeping funny|pillow|tension in)\b/,
  }),
  c("neck_stiffness", [/\bneck (?:is|feels|was|seems) (?:totally |completely |perfectly )?(?:fine|ok|okay|normal|alright|all right)\b/], {
    fixed: [/\bcan (?:easily )?(?:touch|put|bend|get) (?:my )?chin (?:to|on|onto|down to) (?:my )?chest\b/],
    negative: true,
  }),
  c("weakness", [
    /\b(?:arm|leg|hand|face|side|body|fingers?|foot)\b[^.]{0,20}\b(?:weak|weakness|heavy|limp|paraly[sz]ed|gave way|went dead|floppy)\b/,
    /\bweak(?:ness)? (?:in|on|down) (?:my |her |his |the )?(?:left |right |one )?(?:arm|leg|hand|side|face|body)\b/,
    /\bhemipar\w*|\bparalysis\b|\bhemipleg\w*/,
    /\b(?:face|mouth|smile)\b[^.]{0,20}\b(?:droop\w*|lopsided|crooked|sagg\w*|dropped|fell)\b|\bdroop\w* (?:face|mouth)\b|\bfacial droop\b/,
  ], { fixed: [/\bcan(?:'t|not)(?: really)? (?:move|lift|raise|use|grip|hold)(?: up)? (?:my |her |his |the )?(?:left |right )?(?:arm|leg|hand|fingers)\b/] }),
  c("speech", [
    /\bslurr\w*|\bspeech\b[^.]{0,20}\b(?:slurred|garbled|jumbled|weird|funny|strange|wrong|muddled)\b|\baphasi\w*|\bdysphasi\w*|\bwords? (?:came|come|coming) out (?:wrong|jumbled|garbled|muddled)\b|\bgibberish\b|\bmixed up (?:my )?words\b/,
  ], { fixed: [/\b(?:can(?:'t|not)|could(?:n't| not)|unable to|struggl\w* to|trouble|difficulty|hard to)\b (?:to )?(?:speak|talk|get (?:my |the )?words out|find (?:my |the )?words|say (?:words|anything))\b/] }),
  c("vision_loss", [
    /\b(?:lost|loss of|lose|losing|went|gone|go) (?:the |my |her |his )?(?:vision|sight|eyesight)\b|\b(?:vision|sight)\b[^.]{0,25}\b(?:went|gone|goes|turned) (?:black|dark|blank)\b|\bblind (?:in|spot)\b|\bwent blind\b|\bdark curtain\b|\bhalf (?:of )?(?:my |the )?(?:vision|visual field|field of view|field)\b|\bcurtain (?:came|coming) down\b|\bamaurosis\b/,
  ], { unless: /\b(?:bend\w*|stand\w*|stood|get(?:ting)? up|got up|strain\w*|stoop\w*)\b[^.]*\bseconds?\b|\bseconds?\b[^.]*\b(?:bend\w*|stand\w*|stood|get(?:ting)? up|got up|strain\w*|stoop\w*)\b/, fixed: [/\b(?:can(?:'t|not)|couldn't|could not) (?:see|read) (?:out of|with|from|properly|anything)\b/] }),
  // Vision lost in one eye, however briefly (amaurosis fugax): over 50 with headache it is giant
  // cell arteritis until shown otherwise, and sight in the other eye is at risk (BSR guideline,
  // Mackie et al., Rheumatology 2020; ACR 1990 criteria). Read beside "vision_loss" (SNNOOP10 N).
  c("monocular_vision_loss", [
    /\b(?:lost|loss of|lose|losing|lost all|no) (?:the |my |her |his |all )?(?:vision|sight|eyesight) (?:in|of|from) (?:one|my|her|his|the) (?:left |right )?eye\b/,
    /\b(?:vision|sight|eyesight) (?:in|of) (?:one|my|her|his|the) (?:left |right )?eye\b[^.]{0,20}\b(?:went|go|goes|gone|going|turned|turns|greyed|grayed|blacked|blanked) (?:black|dark|blank|grey|gray|dim|out)\b/,
    /\b(?:one|left|right) eye\b[^.]{0,15}\b(?:went|goes|gone|turned) (?:black|dark|blank|blind|grey|gray)\b|\bblind in (?:one|my (?:left|right)|the (?:left|right)|her (?:left|right)|his (?:left|right)) eye\b/,
    /\bcurtain (?:came|coming|comes|come|fell|falling) (?:down )?(?:over|across|in(?:to)?) (?:one|my|her|his|the) (?:left |right )?eye\b|\bamaurosis\b/,
  ], { fixed: [/\b(?:can(?:'t|not)|couldn't|could not) see (?:out of|with|from) (?:one|my|her|his|the) (?:left |right )?eye\b/] }),
  c("diplopia", [/\bdouble vision\b|\bseeing double\b|\bsee(?:ing)? (?:two|2) of everything\b|\bdiplopia\b|\bsee double\b/]),
  c("numbness", [/\bnumb\w*|\bpins and needles\b|\btingl\w*|\bparaesthesi\w*|\bparesthesi\w*/], { fixed: [/\b(?:can(?:'t|not)|couldn't) feel (?:my |her |his )?(?:arm|leg|hand|face|fingers|side)\b/] }),
  c("ataxia", [/\b(?:lost|losing|lose) (?:my |her |his )?balance\b|\bunsteady\b|\bstaggering\b|\bfalling to one side\b|\bveering\b|\bcan't walk straight\b|\buncoordinated\b/]),
  c("confusion", [
    /\bconfus(?:ed|ion)\b(?!\s+(?:about|by|as to|over|with)\b)|\bdisorient\w*|\bdoesn't know (?:what day|where|who)\b|\bdidn't know (?:what day|where|who)\b|\bdoesn't recogni[sz]e\b|\bnot (?:herself|himself|myself)\b|\bdelirious\b/,
    /\b(?:very |really |so |extremely )?drowsy\b|\b(?:very|really|so|extremely|unusually|abnormally) (?:sleepy|lethargic)\b|\bhard to (?:wake|rouse)\b|\bcan(?:'t|not) (?:stay|keep) (?:awake|her eyes open|his eyes open|my eyes open)\b|\bkeeps? (?:nodding|dozing|falling) (?:off|asleep)\b|\bnodding off\b/,
  ]),
  c("confusion", [], { fixed: [/\bnot making (?:any )?sense\b|\b(?:can't|cannot|couldn't) (?:stay|keep) awake\b|\bdoesn't know where (?:she|he|i) (?:is|am)\b/] }),
  c("loss_of_consciousness", [
    /\bpass(?:ed|ing)? out\b|\bfaint(?:ed|ing)?\b|\bblack(?:ed)? out\b|\blost consciousness\b|\bloss of consciousness\b|\bunconscious\b|\bunresponsive\b|\bnot respond\w*|\bknocked out\b|\bcollapsed\b|\bcame round on the floor\b/,
  ], { unless: /\b(?:vision|eyes?|sight)\b[^.]{0,10}\bblack(?:ed)? out\b|\bfeel(?:s|ing)? (?:like i'm |like i am |like )?(?:going to )?faint\b|\bfaint (?:light|line|smell|ache|pain)\b/, event: true }),
  c("seizure", [/\bseizures?\b|\bseiz(?:ed|ing)\b(?! up)|\bconvuls\w*|\bfitting\b|\bepileptic\b|\bshaking all over\b|\bjerking (?:all over|uncontrollably)\b|\b(?:had|having|has|a|another) (?:a )?fits?\b(?! (?:the|my|into|in|and healthy))/], { event: true }),
  c("preeclampsia_signs", [/\b(?:hands|feet|face|ankles|legs|fingers)\b[^.]{0,25}\b(?:swollen|swelling|puffy|puffed)\b|\bswollen (?:hands|feet|ankles|face|legs)\b|\bhigh blood pressure\b|\b(?:blood pressure|bp) (?:is |was )?(?:high|up|raised)\b|\bpre-?eclampsia\b|\bpain (?:under|below) (?:my )?ribs\b/]),
];
