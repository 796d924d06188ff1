import { c, type Concept } from "./concept.ts";

// Phrasings behind the SNNOOP10 red flags (Do et al., Neurology 2019). Lay words first:
// these are what people actually type.

const HEAD = String.raw`(?:head ?aches?|headaches?|migraines?|pain|head)`;

export const RED_CONCEPTS: Concept[] = [
  c("thunderclap", [
    /\bthunder ?clap\b/,
    /\bsudden(?:ly)?,? (?:very |really |extremely )?(?:severe|intense|excruciating|explosive|blinding|agoni[sz]ing|splitting|horrendous|violent|worst)(?: [a-z]+)? ?(?:head ?ache|headache|pain)\b/,
    /\b(?:peak(?:ed|s)?|max(?:ed|es)?(?: out)?|maximum|full (?:strength|force|blast|intensity|power)|worst|at its worst|top pain)\b[^.]{0,30}\b(?:within|in|after) (?:a |one |1 |a few |few |a couple of |couple |\d+ )?(?:split )?(?:seconds?|instant|moment|heartbeat|minute)\b/,
    /\b(?:full|max\w*|worst|peak\w*|10 ?\/ ?10)\b[^.]{0,25}\b(?:straight away|immediately|right away|instantly|at once|from the very start)\b/,
    /\b(?:0|zero|nothing) to (?:10|ten|100|a hundred|max)\b[^.]{0,25}\b(?:seconds?|instant|moment|no time|a second|flat|a flash|a heartbeat|an instant)\b/,
    /\b(?:head|it|brain|skull|pain)\s+(?:just\s+)?(?:exploded|burst|blew up)\b/,
    /\bsomething (?:burst|popped|snapped|exploded|went pop|went bang) (?:in|inside) (?:my|her|his) (?:head|brain|skull)\b|\b(?:and then|then|suddenly|out of nowhere),? bang\b/,
    /\b(?:explosive|exploding) (?:head ?ache|headache|pain|onset)\b/,
    /\blike (?:a|an) (?:bomb|explosion|gunshot|gun shot|bullet|lightning bolt|thunderbolt) (?:went off|going off|in|inside|exploded|hit)\b/,
    /\b(?:hit|struck|whacked|smashed) (?:on|in|over) the (?:back of the )?head with (?:a|an) (?:bat|baseball bat|hammer|brick|plank|sledgehammer)\b/,
    /\blike (?:someone|somebody|something) (?:hit|struck|smashed|whacked) me\b/,
  ], { unless: /\b(?:exploding|blow(?:ing)? up) (?:whenever|every time|when(?:ever)?)\b|\bhead is exploding whenever\b/ }),
  // "The worst headache of my life" is a severity superlative: with a sudden or first-ever
  // onset it is the thunderclap story of subarachnoid haemorrhage, but said of a recurring
  // attack that builds over minutes (cluster, migraine) it is not (ICHD-3 6.2.2: peak < 1 min).
  c("worst_ever", [
    new RegExp(String.raw`\bworst ${HEAD}[^.]{0,25}\b(?:ever|of (?:my|her|his) (?:entire |whole )?life|in (?:my|her|his) life|i(?:'ve| have)? ever|i(?:'ve| have)? had)`),
    /\bworst (?:head ?ache|headache|pain) ever\b/,
    /\bmost (?:severe|intense|painful|excruciating|horrendous|agoni[sz]ing) (?:pain|head ?ache|headache)\b[^.]{0,20}\b(?:ever|of (?:my|her|his) life|in (?:my|her|his) life)\b/,
  ]),
  c("sudden_onset", [
    /\b(?:all of a sudden|all at once|out of (?:the )?nowhere|out of the blue|instant(?:ly|aneous)?|in a flash|suddenly|abrupt(?:ly)?|instantly|in an instant|in (?:a|one) (?:split )?second|within seconds|in seconds|like a switch|like a light switch)\b/,
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
    fixed: [/\bnever (?:had|felt|experienced|known)[^.]{0,25}\b(?:like (?:this|it|that)|this (?:bad|severe|painful|intense)|so (?:bad|severe))\b/, /\bnever been this bad\b/, /\b(?:isn't|is not|wasn't|was not|not) like anything (?:i've|i have|i'd|i had|she's|he's|she has|he has) (?:ever )?(?:had|felt|experienced|known)\b/, /\b(?:nothing|never anything) like (?:this|it) before\b/,
      // Told against the person's usual headaches: "last friday was nothing like them", "not like my normal migraines".
      /\b(?:was|is|it's|felt|feels|that was|this was|this is)\s+(?:nothing|not|totally different|completely different|nothing at all)\s+(?:like|to)\s+(?:them|those|my (?:usual|normal|regular|other|typical|ordinary) (?:ones|headaches?|migraines?|heads)|my (?:migraines?|headaches?)|(?:my |the )?(?:usual|normal|regular) ones)\b/,
      /\b(?:totally|completely|very|so) different (?:from|to|than) (?:my (?:usual|normal|regular|other) (?:ones|headaches?|migraines?)|my (?:migraines?|headaches?))\b/],
  }),
  c("fever", [
    /\bfevers?\b|\bfeverish\b|\bfebrile\b|\bpyrexia\b/,
    /\b(?:high |a |running a |got a |have a |with a )(?:temperature|temp)\b|\btemperature of\b|\btemp (?:of |is |was )?\d/,
    /\b(?:3[89]|4[01])(?:\.\d)? ?(?:c|°c?|degrees?)\b|\b(?:100\.[4-9]|10[1-5])(?:\.\d)? ?(?:f|°f?|degrees?)\b/,
    /\b(?:running|reading|reads|read|hit|of|at|about|around|was|is|said|says|showed|shows|on|up to) (?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/,
    /\b(?:temp|temperature)\b[^.]{0,15}\b(?:3[89]|4[0-2]|10[0-5])(?:\.\d)?\b|\b(?:temp|temperature) (?:is |was )?(?:high|up|raised|through the roof)\b/,
    /\bshiver\w*|\bhot and cold\b|\bburning up\b|\bchills\b|\bshivering\b|\brigou?rs\b|\bshakes and sweats\b/,
  ], {
    unless: /\bcold sweats? from the pain\b/,
    // A febrile illness told as over ("flu over New Year, cleared up within a week") is history.
    event: true,
    pastWhen: /\b(?:cleared up|cleared|got better|resolved|recovered|settled down|was gone|all gone|went after)\b|\b(?:that's|that is|thats|it's|its|which is|which has|that has|that was|it was|but that's|now) (?:all |long |completely )?(?:gone|over|passed|cleared|better|done)\b/,
  }),
  c("systemic", [
    /\bnight sweats?\b|\bdrenching sweats?\b|\bweight loss\b|\blost (?:a lot of |\d+ ?(?:kg|kilos?|pounds|lbs?|stone) ?(?:of )?)?weight\b|\blosing weight\b/,
    /\brash\b[^.]{0,40}\b(?:glass|purple|spots)\b|\bpetechia|\bnon-?blanching\b|\bglass test\b|\bpurpl\w* (?:spots|rash|blotches|marks|dots)\b/,
  ], {
    // A rash or spots that do not fade under a pressed glass: meningococcal septicaemia (NICE NG240).
    fixed: [/\b(?:rash|spots?|dots|marks|blotches)\b[^.]{0,60}\b(?:don't|doesn't|do not|does not|won't|didn't|did not|not) (?:fade|go away|disappear|blanch|go pale|change)\b/],
  }),
  c("neck_stiffness", [
    /\bstiff(?:ness)? (?:in (?:my|the|her|his) )?neck\b|\bneck (?:is |feels |was |gets |got |felt |isn't |wasn't |doesn't feel |has gone |'s gone |went |has got |'s got |is getting |has been |'s been )?(?:not )?(?:so |really |very |super |quite |a bit |extremely |too |far too |way too )?(?:stiff|rigid)\b|\bneck stiffness\b|\bnuchal rigidity\b|\bmeningism\b/,
    /\bhurts? to (?:bend|move|turn|tilt) (?:my |her |his )?(?:neck|head)\b|\bneck (?:hurts|pain|aches|is sore)\b[^.]{0,30}\b(?:look(?:ing)? down|bend\w*|chin|chest|forward|nod\w*)\b/,
  ], {
    fixed: [/\bcan(?:'t|not)(?: even)? (?:bend|move|touch|put|get|tilt|lower) (?:my |her |his |the )?(?:neck|head|chin)[^.]{0,20}\b(?:chest|forward|down)\b/, /\bcan(?:'t|not) (?:bend|move|turn) (?:my |her |his )?neck\b/],
    // A stiff neck with a muscular cause, or one being treated (physio, chiropractor), is not meningism.
    unless: /\b(?:shoulders?|muscles?|knots?|desk|laptop|computer|posture|hunch\w*|slept (?:funny|wrong|awkward\w*)|sleeping funny|pillow|tension in|physio\w*|chiropract\w*|osteopath\w*|massage|cricked|crick|pulled (?:a )?muscle|whiplash|sports massage)\b/,
    event: true,
  }),
  c("neck_stiffness", [/\bneck (?:is|feels|was|seems) (?:totally |completely |perfectly )?(?:fine|ok|okay|normal|alright|all right)\b/], {
    fixed: [/\bcan (?:easily )?(?:touch|put|bend|get) (?:my )?chin (?:to|on|onto|down to) (?:my )?chest\b/],
    negative: true,
  }),
  c("weakness", [
    /\b(?:arm|leg|hand|face|side|body|fingers?|foot)\b[^.]{0,20}\b(?:weak|weaker|weakness|heavy|limp|paraly[sz]ed|gave way|went dead|floppy)\b/,
    /\bweak(?:ness)? (?:in|on|down) (?:my |her |his |the )?(?:left |right |one )?(?:arm|leg|hand|side|face|body)\b/,
    /\bhemipar\w*|\bparalysis\b|\bhemipleg\w*/,
    /\b(?:face|mouth|smile)\b[^.]{0,20}\b(?:droop\w*|lopsided|crooked|sagg\w*|dropped|fell)\b|\bdroop\w* (?:face|mouth)\b|\bfacial droop\b/,
  ], { fixed: [/\b(?:can(?:'t|not)|could(?:n't| not)|unable to)(?: really| even)? (?:move|lift|raise|use|grip|hold)(?: up)? (?:my |her |his |the )?(?:left |right )?(?:arm|leg|hand|fingers)\b/] }),
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
  c("ataxia", [/\b(?:lost|losing|lose) (?:my |her |his )?balance\b|\bunsteady\b|\bstaggering\b|\bfalling to one side\b|\bveering\b|\buncoordinated\b|\bwobbly on my feet\b|\bwalking like (?:i'm|i am|he's|she's) drunk\b/], { fixed: [/\b(?:can't|cannot|couldn't|could not) (?:walk|stand) (?:straight|properly|without (?:holding|falling))\b/] }),
  c("confusion", [
    /\bconfus(?:ed|ion)\b(?!\s+(?:about|by|as to|over|with)\b)|\bdisorient\w*|\bdoesn't know (?:what day|where|who)\b|\bdidn't know (?:what day|where|who)\b|\bdelirious\b/,
    /\b(?:very |really |so |extremely )?drowsy\b|\b(?:very|really|so|extremely|unusually|abnormally) (?:sleepy|lethargic)\b|\bhard to (?:wake|rouse)\b|\bcan(?:'t|not) (?:stay|keep) (?:awake|her eyes open|his eyes open|my eyes open)\b|\bkeeps? (?:nodding|dozing|falling) (?:off|asleep)\b|\bnodding off\b/,
  ]),
  c("confusion", [
    // Lay and witness words for confusion (CLINICAL.md: first or third person).
    /\b(?:keeps?|kept|keeping) (?:asking|repeating) (?:me |us )?(?:the same|himself|herself|myself|over and over)\b|\brepeating (?:himself|herself|myself)\b|\bsame (?:question|thing)s? (?:over and over|again and again)\b/,
    /\b(?:he's|she's|he is|she is|he was|she was|i was|i'm|i am|i've been|(?:he|she)'s been|mind|thoughts|thinking|memory)\b[^.]{0,12}\ball over the place\b/,
    /\b(?:kettle|keys|phone|remote|shoes|wallet|milk|iron|handbag|purse|glasses)\b[^.]{0,12}\bin the (?:fridge|freezer|oven|cupboard|bin|washing machine|microwave|dishwasher)\b/,
    /\bout of it\b|\bdazed\b|\bmuddled\b|\btalking (?:nonsense|rubbish|gibberish)\b|\baway with the fairies\b|\bnot all there\b|\b(?:got|getting|gets) lost (?:driving|on the way|walking|in)\b|\bseemed vacant\b|\bglazed over\b/,
  ]),
  c("confusion", [], { fixed: [
    /\bnot making (?:any )?sense\b|\b(?:can't|cannot|couldn't) (?:stay|keep) awake\b|\bdoesn't know where (?:she|he|i) (?:is|am)\b/,
    /\b(?:couldn't|could not|can't|cannot|didn't|did not|doesn't|does not|don't|wasn't able to) (?:even )?(?:tell|say|remember|know|work out) (?:me |us )?(?:what day|what year|what month|what time|where (?:he|she|i|they|we) (?:was|is|am|were)|who (?:i am|i was|he is|she is|we are|we were)|my name|(?:his|her) (?:own )?name|(?:his|her|my) (?:own )?address)\b/,
    /\b(?:didn't|did not|doesn't|does not) recogni[sz]e (?:me|us|her|him|his|my|the)\b|\bnot (?:herself|himself|myself|themselves)\b/,
    /\b(?:he's|she's|he is|she is|he was|she was|i was|i'm|i am|he's been|she's been) (?:just )?not (?:right|himself|herself|myself|with it|making sense)\b/,
  ] }),
  c("loss_of_consciousness", [
    /\bpass(?:ed|ing)? out\b|\bfaint(?:ed|ing)?\b|\bblack(?:ed)? out\b|\blost consciousness\b|\bloss of consciousness\b|\bunconscious\b|\bunresponsive\b|\bnot respond\w*|\bknocked out\b|\bcollapsed\b|\bcame round on the floor\b|\bkeeled over\b|\bhit the deck\b|\bdropped to the (?:floor|ground)\b/,
  ], { unless: /\b(?:vision|eyes?|sight)\b[^.]{0,10}\bblack(?:ed)? out\b|\bfeel(?:s|ing)? (?:a bit |a little |slightly |quite |very |really |kind of |sort of )?(?:like i'm |like i am |like )?(?:going to )?faint\b|\bfaint (?:light|line|smell|ache|pain)\b/, event: true, fixed: [/\b(?:didn't|did not|wouldn't|would not|couldn't|could not) (?:answer|respond)(?! to (?:treatment|tablets|meds|medication|painkillers))\b/] }),
  // Lay and witness words for a generalised seizure (NICE NG217 transient loss of consciousness:
  // rigidity, jerking, tongue biting, incontinence, post-ictal confusion point to epilepsy).
  c("seizure", [/\bwent (?:completely |all |really )?rigid\b|\b(?:she|he|i|body|whole body) (?:went|goes|go) (?:completely |all )?stiff\b|\bstiffened (?:up|all over)\b|\b(?:arms?|legs?|body|limbs|whole body)\b[^.]{0,25}\b(?:jerk\w*|twitch\w*|convuls\w*|thrash\w*|juddering)\b|\bjerk(?:ing|ed|s) (?:all over|uncontrollably|violently)\b|\bbit (?:her|his|my|their) tongue\b|\bwet (?:herself|himself|myself|themselves)\b|\b(?:lost control of|emptied) (?:her|his|my) bladder\b|\bfoam\w* at the mouth\b|\beyes rolled (?:back|up)\b|\bshaking uncontrollably\b|\bgrand mal\b|\btonic[- ]clonic\b/, /\bseizures?\b|\bseiz(?:ed|ing)\b(?! up)|\bconvuls\w*|\bfitting\b|\bepileptic\b|\bshaking all over\b|\bjerking (?:all over|uncontrollably)\b|\b(?:had|having|has|a|another|first|ever|big|major|proper|no|any) (?:a )?fits?\b(?! (?:the|my|into|in|and healthy|of))/], { event: true }),
  c("preeclampsia_signs", [/\b(?:hands|feet|face|ankles|legs|fingers)\b[^.]{0,25}\b(?:swollen|swelling|puffy|puffed)\b|\bswollen (?:hands|feet|ankles|face|legs)\b|\bhigh blood pressure\b|\b(?:blood pressure|bp) (?:is |was )?(?:high|up|raised)\b|\bpre-?eclampsia\b|\bpain (?:under|below) (?:my )?ribs\b/]),
];
