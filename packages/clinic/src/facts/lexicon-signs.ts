import { c, type Concept } from "./concept.ts";
import { eitherOf } from "./lexicon-red.ts";

// Phrasings behind the clinical rules of CLINICAL.md that combine several findings: Horner's
// signs with neck pain (dissection), pre-eclampsia signs, travel to a malaria area, a household
// cluster pointing to carbon monoxide, and the orthostatic headache told only by what standing
// and lying down do to it. The rules themselves live in red-flags/.

// Parts of the orthostatic headache (ICHD-3 7.2.3) told through the day's course.
export const CLEAR = String.raw`(?:fine|ok|okay|clear|good|grand|alright|all right|pain[- ]free|headache[- ]free|no (?:pain|headache)|nothing|not there)`;
// A spell of time upright: "(after) an hour or so up and about", "a couple of hours on my feet".
export const UPRIGHT_SPELL = String.raw`(?:an?|\d+|a few|a couple of|half an?|one|two|three|ten|twenty|thirty)(?: or so| or two)? (?:hours?|hrs?|minutes|mins?|while)(?: or so| or two)?(?: of)? (?:being )?(?:up and about|up and around|on (?:my|her|his|their) feet|upright|standing(?! still)|stood up|sitting up|sat up|vertical)\b`;
export const PAIN_COMES = String.raw`(?:it'?s|it is|the (?:pain|headache) is|it'?s really|it'?s already)? ?(?:thumping|pounding|throbbing|banging|killing|hurting|aching|awful|terrible|unbearable|horrendous|back|bad|started|starting|comes? on|comes? back|starts?|builds?|kicks? in|creeps? (?:in|up|back)|sets? in|hits?|it'?s like|(?:a )?(?:heavy )?weight|dragging)\b`;
export const EASES = String.raw`(?:gone|goes|better|eases?|easing|eased|settles?|settling|settled|disappears?|stops?|calms?(?: down)?|fades?|lifts?|clears?|improves?|sorts? it|takes? the edge off|(?:it'?s|it is) (?:gone|fine|better|ok|okay))`;
// Soon after getting upright: "(within) minutes of standing", "ten minutes after I sit up"; read from the
// unit on, so that the regex starts on a rare word.
export const SOON_UPRIGHT = String.raw`(?:minutes|mins|seconds|moments|hours?|hrs?)(?: or so)? (?:of|after) (?:standing|getting up|sitting up|being up(?:right)?|being on (?:my|her|his) feet|stand(?:ing)? up|(?:i|she|he|they) (?:stand|stands|get|gets|sit|sits) up)`;
export const BACK = String.raw`(?:back|returns?|comes? (?:back|on)|starts? (?:again|up again|back up)|kicks? (?:back )?in|creeps? back)`;

// Malaria-endemic countries and cities people name on return (WHO World Malaria Report 2024; UKHSA
// malaria prevention guidelines, country list). Kept as data; "malaria tablets" alone is not travel.
const MALARIA_PLACES = [
  "africa", "nigeria", "ghana", "kenya", "uganda", "tanzania", "malawi", "zambia", "zimbabwe", "mozambique",
  "sierra leone", "liberia", "guinea", "cameroon", "congo", "sudan", "ethiopia", "senegal", "gambia", "mali",
  "burkina faso", "ivory coast", "cote d'ivoire", "togo", "benin", "angola", "madagascar", "india",
  "pakistan", "bangladesh", "papua new guinea", "the amazon", "brazil", "indonesia", "cambodia", "laos",
  "myanmar", "burma", "yemen", "haiti", "safari", "sub-?saharan", "west africa", "east africa",
  "central africa", "the tropics", "lagos", "abuja", "accra", "kumasi", "nairobi", "mombasa", "kampala",
  "dar es salaam", "zanzibar", "kinshasa", "luanda", "freetown", "monrovia", "conakry", "dakar", "bamako",
  "ouagadougou", "lusaka", "lilongwe", "maputo", "douala", "yaounde", "mumbai", "delhi", "kolkata",
  "chennai", "goa", "karachi", "lahore", "dhaka", "somalia", "mogadishu", "hargeisa", "djibouti", "eritrea",
  "asmara", "chad", "n'djamena", "niger", "niamey", "south sudan", "juba", "khartoum",
  "central african republic", "gabon", "libreville", "equatorial guinea", "burundi", "bujumbura", "rwanda",
  "kigali", "guinea-bissau", "mauritania", "comoros", "sao tome", "abidjan", "lome", "cotonou",
  "port harcourt", "kano", "ibadan", "enugu", "blantyre", "entebbe", "arusha", "moshi", "kisumu",
  "port moresby", "afghanistan", "solomon islands", "vanuatu", "venezuela", "colombia", "peru", "guyana",
  "suriname", "french guiana", "bolivia", "ecuador", "honduras", "guatemala", "nicaragua", "panama",
  "the congo", "drc", "nepal", "bhutan", "thailand border", "malaysian borneo", "sabah", "palawan", "timor",
  "east timor", "timor-leste", "lombok", "sumatra", "papua", "odisha", "orissa", "chhattisgarh", "jharkhand", "assam", "meghalaya", "tripura", "mizoram",
].join("|");

const SINUS_NOT = /\b(?:fell|fall|hit|bang\w*|bump(?:ed)? (?:it|his|her|my)|knock\w*|smack\w*|walked into|ran into|ball (?:hit|struck|smacked|whacked)|(?:hit|struck|smacked|whacked) (?:by|with) (?:a|the) ball|punch\w*|sting|stung|bite|bitten|allerg\w*|hay ?fever|botox|filler)\b/;

export const SIGN_CONCEPTS: Concept[] = [
  // A soft swelling over the forehead or an eyelid swollen shut: with a fever after a sinus infection,
  // a frontal bone abscess (Pott's puffy tumour) or orbital cellulitis, for hospital now (NICE NG79
  // sinusitis: refer for "swelling over the frontal bone" or periorbital oedema; detect.ts).
  c("sinus_swelling", [
    /\b(?:swelling|swollen|puff(?:y|iness|ed up)|squishy|boggy|spongy|soft (?:bump|lump))\b[^.]{0,40}\b(?:on|over|above|across) (?:(?:his|her|my|their|the) )?(?:right |left )?(?:forehead|brow|eyebrows?|sinus(?:es)?)\b/,
    /\b(?:forehead|brow)\b[^.]{0,20}\b(?:is |has |got |gone |went |looks )?(?:all )?(?:swollen|swelling|puffy|puffed up|swelled up|bulging)\b/,
  ], { unless: SINUS_NOT, event: true }),
  // An eyelid swollen shut, told apart so that "his eye isnt swollen shut" does not deny a forehead swelling.
  c("eyelid_swelling", [
    /\b(?:eyelids?|eye)\b[^.]{0,15}\b(?:swollen|puffed|puffy) (?:shut|closed)\b|\b(?:red|angry) (?:and )?swollen (?:eyelid|eye)\b|\b(?:eyelid|eye) (?:is |has gone |went )?(?:all )?red and swollen\b/,
  ], { unless: SINUS_NOT, event: true }),
  // A strain the neck has just been through: a heavy gym session, a night slept awkwardly, a jolt.
  // Read with a stiff neck (red-flags/detect.ts): without fever, rash, confusion or light
  // sensitivity, such a neck is strained muscle, not meningism.
  // "neck gets stiff from bending over the job all day", "stiff and sore by the end of the shift from
  // the seat": a stiffness the person puts down to what they do, told with its cause (detect.ts weighs
  // it against meningitis's signs and a thunderclap).
  c("neck_strain", [/^(?!.*\bchin\b.{0,60}\b(?:chest|down)\b)(?!.*\b(?:fever\w*|temp(?:erature)?|rash|confus\w*)\b).*?\b(?:stiff\w*|sore|tight|achy|aching|pulls?|pulling)\b[^.]{0,25}\b(?:from|after|with) (?:all (?:the|that) |hours (?:of )?|years of )?(?!(?:being|throwing|vomiting|having|getting|feeling)\b)[a-z]+ing\b|\b(?:stiff\w*|sore|tight|achy)\b[^.]{0,25}\b(?:from|in) (?:the |my |that )?(?:job|work|shift|desk|screen|phone|laptop|day job|seat|chair|car|cab|truck|lorry|van|bus|steering wheel|helmet|headset|driving|pillows?|mattress|bed|sofa|couch)\b|\b(?:stiff\w*|sore|tight|achy)\b[^.]{0,20}\bby the end of (?:the|a|my) (?:shift|day|working day|week|drive)\b|\b(?:bending|hunched|hunching|leaning|stooped|stooping|crouched|crouching) over\b[^.]{0,30}\b(?:all day|the job|work|desk|bench|engine|car|patients?|all shift)\b/], { within: /\bneck\b/ }),
  // A neck stiff for years from arthritis, as usual: "My neck has been stiff for 20 years from arthritis, no worse than usual."
  c("neck_strain", [/\b(?:arthritis|arthritic|osteoarthritis|spondylosis|wear and tear|degenerat\w*|old whiplash|crumbling)\b|\b(?:stiff|sore)\w*\b[^.]{0,25}\b(?:for|since) (?:\d+|two|three|four|five|ten|twenty|many|several|a few|some) years\b|\bno (?:worse|different) than (?:usual|normal|always|ever)\b/], { within: /\bneck\b/ }),
  // Terse, a cause as its own answer after the stiff neck: "neck stiff too" then "from desk work".
  c("neck_strain", [/^\W*(?:from|due to|because of|cos of|coz of|after) (?:the |my |too much |long )?(?:desk|computer|laptop|screen|phone|work|office|job|driving|the gym|gym|lifting|sleeping|pillow|posture|sitting|bending|hunching|reading|gaming)\b[^.]{0,25}$/]),
  c("neck_strain", [
    /\b(?:deadlifts?|deadlifting|shrugs|squats|bench press\w*|lifting weights|weight ?lifting|heavy lifting|lifted (?:something )?heavy|(?:back )?(?:at|to|in) the gym|gym session|workout|work out(?! (?:what|how|who|where|when|why|if|whether|which)\b)|working out|crossfit|rugby training|wrestling|headstands?)\b/,
    /\b(?:slept|sleeping|sleep|crashed|dozed|fell asleep|nodded off) (?:\w+ ){0,4}?(?:funny|wrong|awkward\w*|in a (?:funny|weird|bad|awkward) position|on (?:a|the|my|his|her) (?:couch|sofa|armrest|floor|chair|train|plane|bus)|in (?:a|the) (?:chair|car|armchair)|sitting up)\b|\bhead (?:jammed|wedged|propped|squashed) (?:against|on)\b|\b(?:cricked|crick in|pulled (?:a )?muscle|strained (?:my|her|his) neck|tweaked (?:my|her|his) neck|whiplash|traps? (?:are|is|were|was|feel|felt) (?:rock |really |so |very )?(?:hard|tight|knotted|sore|solid)|knots? in (?:my|her|his) (?:neck|shoulders?|traps?))\b/,
    // "Neck and shoulders are stiff and sore from lying like that" (face down after an eye operation).
    /\b(?:neck|shoulders?)\b[^.]{0,30}\b(?:stiff|sore)\b[^.]{0,20}\bfrom (?:lying|sleeping|sitting|looking|holding|carrying|the (?:pillow|chair|desk|position|positioning))\b/,
    // A load or a posture named with the stiff neck: "his neck is stiff but his backpack weighs 12kg",
    // "the cabin is 40m up, looking down whole day, so neck also stiff".
    /\bneck\b[^.]{0,40}\b(?:stiff|stif|stiffness)\b[^.]{0,40}\b(?:backpack|rucksack|school ?bag|heavy bag|carrying)\b|\b(?:looking|look|staring) (?:down|up)\b[^.]{0,40}\bneck\b[^.]{0,15}\b(?:stiff|stif|sore)\b/,
    // A stiff neck of work and posture, long-standing: "my neck gets stif on the till but thats been
    // forever", "neck stiff yes. from the desk" (a neck stiff for years is not the new stiffness of meningitis).
    /\bneck\b[^.]{0,40}\b(?:stiff|stif|stiffness)\b[^.]{0,40}\b(?:(?:that'?s|thats|it'?s|its|has|have) (?:been|had it) (?:forever|for years|for ages|years|always)|always (?:has been|been|is)|for (?:years|ages|donkey'?s years))\b|^from (?:the|my) (?:desk|computer|till|screen|laptop|monitor|job|work|driving|steering wheel)\b/,
    // Muscles told as the stiff part: "the muscle down my neck keeps seizing up", "knots in my neck
    // and shoulders", a massage: muscular, the way tension-type headache comes (ICHD-3 2.x pericranial).
    /\b(?:muscles?|knots?|trigger points?)\b[^.]{0,40}\b(?:neck|shoulders?|traps?)\b|\b(?:neck|shoulders?)\b[^.]{0,40}\b(?:knots?|muscles?|seiz\w* up|locked up|crick\w*|massag\w*)\b|\bcrick in (?:my|her|his|the) neck\b/,
    // Hours with the neck held one way ("looking straight up 8 hours a day" on a cherry picker), and a
    // neck that bends forward freely ("chin goes to my chest no bother"): the stiffness is mechanical,
    // not the neck that will not flex of meningism (NICE NG240).
    /\blooking (?:straight |right )?(?:up|down)\b[^.]{0,30}\b(?:\d+|all|eight|ten|twelve) (?:hours?|hrs|days?|week|shift)\b|\b(?:craning|cranking|cricking) (?:my|his|her) neck\b|\bchin (?:goes|touches|gets|reaches|will go|can go)(?: down)? (?:to|on|onto) (?:my|his|her|the) chest\b[^.]{0,20}\b(?:no bother|no problem|fine|ok|okay|easy|easily|no trouble|grand|alright|all right)\b|\b(?:can|could) (?:still |easily )?(?:touch|put|get) (?:my|his|her) chin (?:to|on|onto) (?:my|his|her) chest\b|\b(?:can|could) (?:still )?(?:bend|move|turn|nod|flex) (?:it|my neck|his neck|her neck|my head)(?: forward| down| fully)? (?:fine|ok|okay|no problem|normally|all the way|easily|no bother|alright|all right)\b|\bneck\b[^.]{0,25}\bfrom (?:the|my|his|her) (?:headset|desk|monitor|screen|laptop|computer|pillow|posture|bag|phone|steering wheel)\b/,
  ], { personal: true }),
  c("neck_pain", [
    // "a constant dull ache up the right side of my neck under the jaw".
    /\b(?:ache|aching|pain|soreness|throb\w*)\b (?:up|down|in|along|on) (?:the )?(?:(?:left|right|one) )?side of (?:my|her|his|the) neck\b/,
    /\bneck (?:pain|ache|aches|hurts?|hurting|aching|is (?:sore|painful|killing me|agony))\b|\bsore neck\b|\bpain(?:ful)? (?:in|on|down|up|at|along) (?:the |my |her |his )?(?:\w+ )?(?:side of (?:my |the |her |his )?)?neck\b|\b(?:side|back|front) of (?:my |her |his |the )?neck\b[^.]{0,25}\b(?:pain|hurts?|aches?|aching|sore|tender)\b|\bpain\b[^.]{0,30}\b(?:in|on|down|up|from) (?:the |my |her |his )?(?:\w+ )?(?:side of (?:my |the |her |his )?)?neck\b/,
  ], { unless: /\bpain in the neck\b(?! (?:and|with|going))/ }),
  // Unequal pupils (anisocoria), in lay words: "the black part of my eye looks smaller".
  c("anisocoria", [
    /\bpupils? (?:are |is |look |looks |were )?(?:different|unequal|uneven|odd) sizes?\b|\bunequal pupils?\b|\banisocoria\b|\bone pupil (?:is |looks |was )?(?:bigger|smaller|larger|wider|tinier)\b|\bone of (?:my|her|his|the) pupils (?:is |looks |was |seems )?(?:much |a lot |a bit |way )?(?:bigger|smaller|larger|wider|tinier|different)\b|\bpupils? (?:is |are |looks? )?(?:a )?different sizes?\b|\b(?:bigger|smaller|larger) (?:than|then) the other\b[^.]{0,10}\b(?:pupil|eye)?/,
    /\b(?:pupil|black (?:part|bit|dot|circle|centre|center|middle))\b[^.]{0,40}\b(?:smaller|bigger|larger|tiny|pinpoint|pin ?prick|pin-prick|pin ?head|different size)\b/,
    // A large pupil told against the other ("the black bit is massive compared to the other"): the
    // third-nerve palsy of an expanding aneurysm (SNNOOP10 "N"). Both pupils large is not this.
    /\b(?:pupil|black (?:part|bit|dot|circle|centre|center|middle))\b[^.]{0,40}\b(?:massive|huge|enormous|giant|dilated|blown|wide|big|like a saucer)\b[^.]{0,15}\b(?:compared (?:to|with)|than|next to|beside|against) (?:the other|my other|her other|his other|the (?:left|right)(?: one)?)\b|\bone (?:pupil|black (?:bit|dot|part)) (?:is |looks |was |seems |has gone |went )?(?:massive|huge|enormous|dilated|blown|tiny|pinpoint|like a pin ?prick)\b/,
  ]),
  // Unequal pupils shown to be old ("you can see it in my wedding photos from 2009, right one bigger",
  // "the optician said its physiological"): the person's baseline, about a fifth of people's.
  c("past_anisocoria", [/\b(?:photos?|pictures?|photographs?)\b[^.]{0,60}\b(?:19|20)\d\d\b|\b(?:19|20)\d\d\b[^.]{0,60}\b(?:photos?|pictures?|photographs?)\b|\bphysiological\b|\b(?:optician|optometrist|eye doctor|ophthalmologist)\b[^.]{0,40}\b(?:said|says|told)\b[^.]{0,30}\b(?:normal|harmless|nothing)\b/], {
    within: /\bpupils?\b|\b(?:right|left) one (?:is )?bigger\b|\bbigger than the other\b/,
  }),
  // A lid lower on one side (ptosis of Horner's syndrome or a third-nerve palsy), first or third
  // person: "my eyelid is sitting lower than the right", "her eye looks half shut", "lid is hanging
  // right down", "one eye looks smaller than the other".
  c("half_closed_eye", [
    /\beye (?:is |looks |was |seems |has gone |went )?(?:a bit |slightly |a little |much )?(?:half[- ]?(?:closed|shut)|partly (?:closed|shut)|smaller|narrower|more (?:small|little|narrow|closed))\b|\b(?:eye ?lid|lid) (?:is |was |looks? |has )?(?:gone |come |fallen |dropped |hanging )?down\b|\b(?:eye ?lid|eyelid|lid) (?:is |looks |was |seems |sits |hangs )?(?:a bit |slightly |a little )?(?:lower|heavier|hanging lower|further down)\b|\bhalf[- ]?(?:closed|shut) eye\b/,
    eitherOf(
      /\b(?:eye ?lid|lid)s?(?:'s| is| was| has been|'s been| looks| looked| seems| seemed| appears)? (?:now |kind of |sort of )?(?:sitting|hanging|resting|sagging|looking|drooping|dropping)(?: down)? (?:a bit |slightly |a little |much |way |noticeably |quite |a lot |right )?(?:lower|heavier|further down|down(?: over)?|more closed)\b/,
      /\b(?:eye ?lid|lid|eye)s?\b[^.]{0,25}\b(?:lower|smaller|narrower|more closed|heavier|droopier) (?:than|then|compared (?:to|with)) (?:the other|my other|her other|his other|the (?:left|right)|on the other side)\b/,
      /\beye (?:is |looks |was |seems |has gone |went |'s )?(?:a bit |slightly |a little |half )?(?:half[- ]?(?:open|closed|shut)|half way (?:closed|shut))\b|\b(?:left|right|one) eye (?:is |looks |was |seems )?(?:half|partly) (?:open|closed|shut)\b/,
    ),
  ], {
    fixed: [/\b(?:can't|cannot|couldn't|can not) (?:fully |properly )?open (?:my |her |his |the )?(?:left |right )?eye(?:lid)?(?: fully| properly| all the way)?\b/],
    // "Feels like a lid pressing down on top of my head ... every week the lid is a bit heavier": the
    // pain's image, in a message with no eye in it.
    notWithin: /^(?![^]*\beyes?\b)[^]*\b(?:like|as if|as though) (?:a |the |someone put a |somebody put a )?(?:heavy |tight |pot |saucepan |iron )?lid\b/,
  }),
  // "only happens when i sleep with my left arm under my head. my fistula is in that arm ... move my arm
  // and it stops": a dialysis fistula's bruit heard through the pillow, not a sign of raised pressure.
  c("pulsatile_tinnitus", [/\bfistula\b[^.]{0,60}\b(?:buzz\w*|thrill|whoosh\w*|hum\w*)\b|\b(?:move|moving|shift|shifting) (?:my|the|his|her) arm\b[^.]{0,20}\b(?:it )?(?:stops|goes|goes away|disappears)\b|\bonly (?:happens|when)\b[^.]{0,40}\barm under (?:my|his|her) head\b/], { negative: true, within: /\bfistula\b/ }),
  // A lid low for years, explained and photographed ("the eyelid is like this since 3 or 4 years ... from
  // 40 years of hard lenses ... even my passport photo shows it"): no new droop with this headache.
  c("half_closed_eye", [/\b(?:eye ?lid|lid|eye)\b[^.]{0,25}\b(?:like (?:this|that)|been (?:like )?(?:this|that)|low|lower|droopy|drooping) (?:since|for) (?:about |maybe |at least )?(?:\d+|a few|several|many|two|three|four|five|ten)(?: or \d+)? (?:years|yrs)\b|\b(?:passport|driving licen[cs]e|old) (?:photo|picture)\b[^.]{0,30}\bshows? it\b/], { negative: true }),
  // Pre-eclampsia (NICE NG133; ACOG Practice Bulletin 222, 2020): right upper abdominal or
  // epigastric pain, sudden swelling of face, hands or feet.
  c("ruq_pain", [
    /\bpain (?:under|below|beneath|just under) (?:my |the |her )?(?:right )?ribs\b|\b(?:right|upper right)[^.]{0,15}\b(?:under (?:my |the )?ribs|tummy|belly|stomach|abdomen|side of (?:my |the )?(?:tummy|belly|stomach))\b[^.]{0,20}\b(?:pain|hurts|ache|aching|sore)\b|\b(?:pain|ache|aching|hurts)\b[^.]{0,20}\b(?:upper right|top right|right upper)\b|\bepigastric\b|\bpain (?:at|in) the top of (?:my|her) (?:tummy|stomach|belly)\b|\bheartburn\b[^.]{0,20}\b(?:won't|doesn't|not) (?:go|shift|settle)\b/,
    // "its more up under my ribs, right side kinda, like a tight band": the place told, the pain before it.
    /\b(?:under|below|beneath) (?:my |her |the )?ribs\b[^.]{0,12}\bright side\b|\bright side\b[^.]{0,12}\b(?:under|below|beneath) (?:my |her |the )?ribs\b/,
  ]),
  c("swelling", [
    /\b(?:hands|feet|face|ankles|legs|fingers|eyes)\b[^.]{0,25}\b(?:swollen|swelling|swell(?:ed)? up|swelled|puffy|puffed up|puffing up|ballooned|blown up)\b|\bswollen (?:hands|feet|ankles|face|legs|fingers)\b|\bpuffy (?:face|hands|feet|ankles|eyes)\b/,
    // "my face looks like i got stung by a bee": a face swollen, told by what it looks like.
    /\b(?:face|eyes?|lips?|hands?)\b[^.]{0,25}\blike (?:i|she)(?:'ve| have| had)? (?:got |been |was )?(?:stung by a (?:bee|wasp)|been punched|gone ten rounds)\b/,
  ], {
    // Going down, not coming up: "my feet are actually less puffy than in the hospital". Nor the
    // evening puffiness of late pregnancy told as weeks old ("ankles a little puffy by evening which
    // they've been for weeks"): pre-eclampsia's sign is new, sudden swelling (NICE NG133).
    unless: /\b(?:puffy|swollen|swell\w*)\b[^.]{0,40}\b(?:for (?:weeks|months|ages)|by (?:the )?(?:evening|end of the day)|at the end of the day|as (?:usual|always))\b|\b(?:less|not as|not so|no longer|going down|gone down|went down|settled|settling|better)\b[^.]{0,12}\b(?:swollen|swelling|puffy)\b|\b(?:swollen|swelling|puffiness|puffy)\b[^.]{0,20}\b(?:going down|gone down|went down|has settled|settling|is better|much better|improving|less)\b/,
    // Told by rings and shoes, with their own negative word: "rings won't come off".
    fixed: [/\b(?:rings?|wedding ring) (?:won't|wont|doesn't|doesnt|don't|dont|wouldn't|wouldnt|will not|would not) (?:fit|come off|go on|budge)\b|\bshoes (?:don't|dont|won't|wont|no longer) fit\b|\bcan(?:'t|not|t) get (?:my )?(?:rings?|shoes) (?:off|on)\b/],
  }),
  // Fever after travel to a malaria area is malaria until shown otherwise (WHO; UKHSA malaria
  // guidance; NICE CKS fever in returning traveller).
  c("malaria_travel", [
    new RegExp(String.raw`\bmalaria\b(?! (?:tablets|pills|prophylaxis|meds|medication|jab|vaccine))|\b(?:back|returned|came back|got back|home|just back|flew back|travel\w*|trip|holiday|been|went|visit\w*|stayed?|working|work trip|(?<!\bborn )(?:was|were) (?:in|at|out in|over in|away in))\b[^.]{0,90}\b(?:${MALARIA_PLACES})\b(?! pigs?\b)|\b(?:${MALARIA_PLACES}|safari)\b(?! pigs?\b)[^.]{0,40}\b(?:trip|holiday|visit|travel|returned|back|ago|nightstop|night stop|layover|stopover)\b`),
  ], {
    anyone: true,
    // "no malaria tablets, travel clinic said not needed for sri lanka": no tablets because there is no malaria there.
    unless: /\b(?:not|weren'?t|wasn'?t) (?:needed|necessary|required|recommended)\b|\bno need\b|\b(?:didn'?t|did not|don'?t) need (?:them|any|it)\b|\bmalaria[- ]free\b|\bno malaria (?:there|in)\b/,
    // No malaria tablets for a trip is itself a trip to a malaria area ("I didn't take the anti
    // malaria tablets because I grew up there"; voice typing writes "aunty malaria"; "didnt take anything for malaria").
    // "accra was 13 days ago, nightstop": the place, then when.
    fixed: [/\b(?:didn't|did not|never|no|forgot to|stopped|wasn't on|weren't on|not on) (?:take |taking |took |bother with |bother taking )?(?:the |my |any |her |his )?(?:aunty |anti-? ?)?malaria (?:tablets|pills|prophylaxis|meds|medication|medicine)\b|\b(?:didn't|did not|never) (?:take|took|have|had|get|got|bother with) (?:anything|nothing|something|any tablets|any pills) (?:for|against) malaria\b/],
  }),
  // Carbon monoxide (UKHSA CO guidance; Hampson, Ann Emerg Med 2012): several people in one
  // household with headache, better away from home, a fuel-burning appliance.
  // Chest pain or tightness (with a very high blood pressure, organ damage: a hypertensive emergency).
  c("chest_pain", [
    /\bchest (?:pain|pains|is (?:tight|heavy|sore|hurting)|(?:feels|felt|went|got|gets)(?: kind of| sort of| a bit| a little| really)? (?:tight|heavy|sore|full)|tightness|heaviness|pressure)\b|\b(?:tight|heavy|crushing|sore|painful) chest\b|\bpain (?:in|across|on) (?:my|his|her|the) chest\b|\bchest (?:has been |is |was )?(?:a bit |a little |quite |really |very )?(?:tight|heavy)(?: a little bit| a bit)?\b/,
    // "tests on my heart in 2019 after a chest pain": told as long past, not with this headache.
  ], { unless: /\b(?:chest infection|chesty cough|cough\w* (?:up )?from (?:my|the) chest)\b/, event: true }),
  c("household_headache", [
    // Others in the same home or care setting unwell too: "2 other residents are off too".
    /\b(?:\d|two|three|four|five|several|a few|some)(?: other)? (?:residents|people|guys|patients|clients|kids|children|staff|housemates|flatmates|workers|lads)\b[^.]{0,20}\b(?:are|were|have been|got) (?:also |all )?(?:off|ill|unwell|sick|poorly|the same)\b/,
    // A workplace shared: "like half the guys on nights have headaches too" (carbon monoxide harms everyone in the room).
    /\b(?:half|most|all|loads|lots|a few|several|some|many) (?:of )?(?:the )?(?:guys|crew|lads|girls|people|staff|workers|team|shift|us|colleagues|others)\b[^.]{0,25}\b(?:have|had|got|get|getting|with|are getting|been getting) (?:head ?aches?|headaches?|bad heads|sore heads|the same)\b/,
    // "me and my partner are doing the south island in our van, both waking up with pounding heads".
    /\bboth (?:of us )?(?:waking|woke|wake|waken|getting|got|get|have|had|having|with)\b[^.]{0,25}\b(?:pounding |sore |bad |splitting |thumping |banging |heavy )?(?:heads|head ?aches|headaches)\b/,
    /\b(?:we all|we both|we(?:'ve| have|'re| are| had|'d) (?:both|all)|all of us|both of us|all (?:\d|two|three|four|five|six|seven) of us|the (?:\d|two|three|four|five|six|seven) of us|the whole family|whole household|everyone (?:at home|in the house|in the family|here)|(?:me|i) and (?:both )?(?:my |the )?(?:kids|children|husband|wife|partner|son|daughter|family|flatmate|housemate)s?|my (?:kids|children|husband|wife|partner|family|flatmate|housemate) (?:and (?:i|me) )?(?:also |too |as well )?(?:have|has|are|is|get|gets|keep|keeps|been))\b[^.]{0,60}\b(?:head ?aches?|headaches?|migraines?|sore heads?)\b/,
    /\b(?:head ?aches?|headaches?)\b[^.]{0,40}\b(?:the kids|my kids|the children|my husband|my wife|my partner|the whole family|everyone in the house|all of us|we all)\b[^.]{0,20}\b(?:too|as well|also)\b/,
    // "my parents ... they've both been getting headaches", "mum and dad both have headaches".
    /\b(?:they(?:'ve| have|'re| are)?|both of them|the two of them|(?:mum|mom|dad|my parents|my (?:mum|mom|dad)) and (?:dad|mum|mom|my (?:mum|mom|dad)))\b,? (?:have |'ve |are |were |had |been )?(?:both|all)\b[^.]{0,30}\b(?:head ?aches?|headaches?|sore heads?|migraines?)\b/,
    // "my wife has them too and both our kids keep saying their heads hurt".
    /\b(?:my|our) (?:wife|husband|partner|kids|children|family|flatmates?|housemates?|son|daughter)\b[^.]{0,25}\b(?:has|have|gets?|get|has got|have got|'s got|'ve got|got) (?:them|it|one|the same)(?: too| as well| also)\b|\b(?:both )?(?:our|my|the) (?:kids|children|boys|girls|twins)\b[^.]{0,40}\b(?:heads? (?:hurt|hurts|hurting|ache|aches|aching)|head ?aches?|headaches?|sore heads?)\b/,
    // "My husband's been complaining of his head and our youngest has had a sore head": the others at home.
    /\b(?:my (?:husband|wife|partner|kids?|children|son|daughter|youngest|eldest|oldest)|our (?:youngest|eldest|oldest|kids?|children|son|daughter))\b(?:'s| has| have|'ve)? (?:been |also |too )?(?:complaining (?:of|about) (?:his|her|their) (?:head|heads)|had (?:a )?sore heads?|had (?:a |the same )?(?:head ?aches?|headaches?)|getting (?:head ?aches?|headaches?))\b/,
    // "me, my husband and both kids have all had headaches".
    /\b(?:me|i|my (?:husband|wife|partner|kids|children|son|daughter|mum|mom|dad|parents|flatmates?|housemates?))\b[^.]{0,60}\b(?:have|'ve|has|had|are|were|been|keep) (?:all|both) (?:had|got|getting|been getting|been having|having|complain\w*(?: of| about)?|woken up with|waking up with)\b[^.]{0,30}\b(?:head ?aches?|headaches?|sore heads?|migraines?)\b/,
    // "Both of us have been waking up with thumping heads".
    /\b(?:both of us|the two of us|all of us|the pair of us|we(?:'ve| have)? both|we(?:'ve| have)? all)\b[^.]{0,25}\b(?:waking up with|woken up with|getting|got|had|having|been having|been getting)\b[^.]{0,25}\b(?:head ?aches?|headaches?|heads|sore heads?|migraines?)\b/,
    // Others named or counted, "also" or "too" with a headache: "now Ola and Kasia also have headache",
    // "my flatmates have headaches too".
    /\b(?:(?!(?:me|i)\b)[a-z]+ and (?!(?:me|i)\b)[a-z]+|the others|the other (?:girls|guys|lads|two|three|kids)|my (?:flatmates|housemates|roommates)|they)\b,? (?:also|too|both|as well|all) (?:have|has|had|got|get|gets|are getting|are having|have got|started getting|started having)\b[^.]{0,20}\b(?:head ?aches?|headaches?|sore heads?|migraines?)\b/,
    // "me and dessie both have it", "dessie says hes dizzy and his head is splitting too": a workmate or
    // housemate with the same headache.
    /\b(?:me|i) and [a-z]+ (?:both|all) (?:have|has|had|got|get|getting) (?:it|them|one|the same|a headache|headaches|sore heads)\b|\b(?:his|her|their) heads? (?:is|are|was|were) (?:\w+ )?(?:splitting|pounding|banging|thumping|killing (?:him|her|them)|sore|bad|throbbing) (?:too|as well|also)\b/,
    // "Today Mr Campbell also he say headache": another of the household, named, with a headache too.
    /\b(?!(?:i|she|he|it|that|this|they|we|and|but|now|today|also)\b)[a-z]+ (?:also|too) (?:he |she )?(?:says?|said|has|have|had|got|gets|complains?|complained|is having|has been having) (?:of )?(?:a |the )?(?:head ?aches?|headaches?|sore heads?|bad heads?)\b/,
    // "my friend Pawel also has head pain": a workmate or friend in the same place, named by relation.
    /\b(?:my|our) (?:friend|mate|workmate|colleague|co-?worker|boss|partner|wife|husband|brother|sister|son|daughter)\b(?: [a-z]+)? (?:also|too) (?:has|have|had|got|gets|is having|has got) (?:a |the )?(?:head ?aches?|headaches?|head pain|sore heads?|bad heads?)\b/,
    // "chloe's got a headache too": one other person named, the same headache.
    /\b(?!(?:it|that|this|there|he|she|what|who|everyone|everybody)\b)[a-z]+(?:'s| has)(?: got)? (?:a |the )?(?:head ?ache|headache|sore head|bad head)s? (?:too|as well|also)\b/,
    /\b(?:my|our|the other) (?:flatmates|housemates|roommates)\b (?:have|had|get|got|are getting|are having|have got|have been getting|have been having)\b[^.]{0,20}\b(?:head ?aches?|headaches?|sore heads?|migraines?)\b/,
    // A shared sleeping space at work: "my deckhand said his is the same", "the whole crew has them too".
    /\b(?:my|our|the|both|all the) (?:crew|deckhands?|deckies|shipmates?|crewmates?|bunkmates?|cabin ?mates?|roommates?|workmates?|lads on the boat|other drivers?|barista|colleagues?|co-?workers?|apprentice|offsider|assistant|kitchen hand|staff)\b[^.]{0,40}\b(?:the same|same thing|same again|same as me|too|as well)\b/,
    // An animal in the same space unwell too (CO guidance: pets are often affected first): "the kelpie
    // who rides in the van just sleeps all day now", "the cat's been sick and wobbly".
    /\b(?:the|my|our) (?:\w+ )?(?:dog|dogs|cat|cats|kelpie|collie|spaniel|terrier|labrador|lab|puppy|pup|kitten|budgie|canary|parrot|bird|birds)\b[^.]{0,50}\b(?:sleeps? all day|sleeping all day|lethargic|so sleepy|really sleepy|not (?:herself|himself|itself)|been sick|being sick|vomit\w*|wobbly|off (?:her|his|its|their) food|collapsed|died)\b/,
  ], {
    anyone: true,
    // "My wife gets migraines and so did her mom": migraine told down the generations, family history.
    unless: /\bmigraines?\b[^.]{0,30}\bso (?:did|does|do|has|had) (?:her|his|my|their|our) (?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|nan|nana|grandad|grandpa|grandfather|sister|brother|aunt|auntie|uncle)\b|\bmigraines? runs? in (?:the|our|my|her|his) family\b/,
  }),
  c("better_away", [
    // "outside for cigarette is little bit better": better out of the closed space, however briefly.
    /\boutside\b[^.]{0,25}\b(?:is |it'?s |its |feels? |felt )?(?:a )?(?:(?:little|bit|lot|much|slightly) )*(?:better|clearer|easier)\b/,
    // "when im at the salon in the day its loads better": better at work, away from home.
    /\b(?:when|while|whilst|once) (?:i'?m|i am|im|she'?s|he'?s) (?:at|in) (?:the|my|her|his|work|school) ?(?:salon|shop|office|work|school|gym|studio|cafe|café|store|site|yard|depot|ward|library|college|uni)?\b[^.]{0,30}\b(?:better|fine|gone|eases?|clears?|lifts?)\b/,
    // "my head feels a bit better already in the cold air": better out of the closed space.
    /\b(?:better|easing|eased|clearer|clearing)\b[^.]{0,20}\bin the (?:cold |fresh |open |outside )?air\b/,
    // "by 11ish once were driving with the windows down its a 2 or gone": better in fresh air.
    /\b(?:windows? (?:down|open|wide open)|fresh air|(?:get|got|getting|go|went|going|step|stepped) outside|out(?:side)? in the (?:fresh )?air)\b[^.]{0,30}\b(?:better|fine|gone|goes|eases?|eased|clears?|cleared|lifts?|lifted|settles?|settled|a 1|a 2|a one|a two)\b/,
    // "Was home ashore Wednesday night and right as rain": away from the boat, van or cabin.
    /\b(?:ashore|on shore|off the boat|out of the (?:van|cab|caravan|cabin|boat|tent|lorry|truck))\b[^.]{0,30}\b(?:right as rain|fine|better|clear|no head ?ache|no headache)\b/,
    // "when I'm out doing the milking all morning it lifts, then it's back by teatime in the kitchen".
    /\b(?:when|while|whilst|once) (?:i'm|i am|we're|we are|she's|he's) out\b[^.]{0,60}\b(?:lifts|lifted|goes|clears|cleared|eases|eased|better|fine|gone)\b/,
    // A stay elsewhere told with the relief: "they came and stayed with us and by the Saturday felt miles better".
    /\bstay(?:ed|ing)? (?:with|at) (?:us|me|friends|family|(?:my|our|her|his|their) \w+)\b[^.]{0,80}\b(?:felt|feel|feeling|were|was) (?:much |loads |miles |a lot |heaps |so much )?better\b/,
    // "spent all day on the beach and felt loads better, then it came back at night".
    /\b(?:outside|outdoors|on the beach|at the beach|at the park|fresh air|day out|out for the day|out all day|went out|at work|at school|on a walk|out walking|(?:at|to) (?:my|our|his|her|a|the) (?:\w+ )?\w+'s\b|(?:at|to) (?:my|our) (?:friends?|sister|brother|mum|mom|parents|gran|nan|in-laws)\b|\bstay(?:ed|ing)? (?:with|at) (?:us|me|friends|family|(?:my|our|her|his|their) \w+)\b)[^.]{0,80}\bbetter\b[^.]{0,40}\b(?:came|comes|come|started|starts) (?:back|again)\b/,
    /\b(?:better|fine|ok|okay|goes|gone|clears?|disappears?|eases?)\b[^.]{0,30}\b(?:away from (?:home|the house|the flat)|at work|at school|out of the house|when (?:i'm|we're|i am|we are|i go|we go) (?:out|away|at work|on holiday)|on holiday|outside)\b|\b(?:(?:been |get |got |am |i'm |we're |once i'm )?at work|at school|away from (?:home|the house|the flat|the caravan)|out of the (?:house|flat|caravan)|on holiday)\b[^.]{0,60}\b(?:better|fine|(?:mostly |all |completely )?gone|clears?|cleared|eases?|eased|disappears?|disappeared|goes away|went away|lifts?|lifted)\b|\b(?:went|got|came|go|get|come) (?:back )?home\b[^.]{0,40}\b(?:(?:head ?aches?|headaches?|it|they) (?:were|was|are|is) back|came back|started again|back again|returned)\b|\b(?:worse|starts? again|started again|comes? back|came back|back again)\b[^.]{0,30}\b(?:at home|in the house|(?:once|when|as soon as) (?:we're|i'm|we are|i am|we were|i was|we got|i got|we get|i get|we go|i go|we went|i went) (?:back )?(?:home|in|inside)|back in)\b/,
    // "fine on my days off and fine at home at night" (a workplace: a van, a kitchen, a workshop).
    /\b(?:fine|better|ok|okay|clear|gone|grand|right as rain)\b[^.]{0,20}\bon (?:my |her |his |our |the )?(?:days? off|weekends? off|leave|holidays?)\b|\bon (?:my |her |his |our )?(?:days? off|weekends? off)\b[^.]{0,20}\b(?:i'm |i am |she's |he's |it's )?(?:fine|better|ok|okay|clear|gone|grand)\b/,
    // "When she go to day centre Tuesday and Thursday she is better there, come home and the headache come again".
    /\b(?:when|while|whenever|if) (?:i|she|he|we|they) (?:go|goes|went|am|is|are|was|were) (?:to|at) (?:the |her |his |my |our |their )?(?:day cent(?:re|er)|club|church|mosque|temple|work|school|office|library|daughter'?s|son'?s|friend'?s|neighbou?r'?s)\b[^.]{0,40}\b(?:better|fine|ok|okay|gone|no head ?ache|no headache)\b|\b(?:come|comes|came|get|gets|got) (?:back )?home\b[^.]{0,25}\b(?:comes?|came|starts?|started) (?:back|again)\b/,
    // "it comes back like 1 hour after I come home", "starts again once we get back home".
    /\b(?:comes? back|came back|starts? (?:up )?again|started (?:up )?again|returns?|returned|is back|was back|back again)\b[^.]{0,30}\b(?:after|when|once|as soon as|whenever) (?:i|we|she|he) (?:come|comes|came|get|gets|got|go|goes|went|arrive|arrived) (?:back )?home\b/,
    // A stay at another's home told with the relief: "at my boyfriend flat in Morningside and I was totally fine".
    /\b(?:at|to) (?:my|our|her|his) (?:[\w']+ ){0,2}?(?:flat|house|place|home|cottage|caravan)\b[^.]{0,40}\b(?:i|we|she|he) (?:was|were|felt|feel) (?:totally |completely |perfectly |absolutely |so much |much |way )?(?:fine|better|ok|okay|grand|great|right as rain)\b/,
  ], {
    anyone: true,
    // "between times she is completely fine, doing well at school": well between attacks, not
    // better away from home.
    // So is "totally fine in between, doing great at school".
    unless: /\bbetween (?:times|attacks|headaches|them|episodes|the attacks|the headaches)\b|\bin ?between\b/,
  }),
  c("fuel_appliance", [
    // "sitting in the car with the engine running for heat ... the tailpipe buried in a drift": exhaust
    // drawn into a stationary car.
    /\bengine (?:running|on|idling|going)\b[^.]{0,30}\b(?:for (?:heat|warmth)|to (?:keep|stay) warm|heater)\b|\b(?:tail ?pipe|exhaust)\b[^.]{0,30}\b(?:buried|blocked|covered|under (?:the )?snow|in (?:a|the) (?:drift|snow))\b/,
    // "we left the gas rings on the little stove going for heat": a cooker burnt to warm a closed space.
    /\b(?:gas rings?|rings|hob|stove|cooker|oven|camping stove|burners?)\b[^.]{0,40}\b(?:for (?:heat|warmth)|to (?:keep|get) (?:us |me |the \w+ )?warm|to warm (?:up|the|us))\b/,
    // "swapped the electric lifts for propane ones": gas-fuelled forklifts indoors.
    /\b(?:propane|gas|lpg|diesel|petrol)\b[^.]{0,10}\b(?:forklifts?|lifts?|fork trucks?|trucks?|machines?|saws?|pumps?|compressors?)\b|\b(?:forklifts?|lifts?|fork trucks?)\b[^.]{0,25}\b(?:propane|lpg|gas|diesel)(?: ones)?\b/,
    // "we buy new stove on 20th, coal": the fuel named after the appliance.
    /\b(?:stove|heater|burner|brazier|boiler)\b[^.]{0,40}\b(?:coal|charcoal|wood|kerosene|paraffin|diesel|propane)\b/,
    // "we closed the stove damper early, when wood was still not burned": a flue shut on a fire still burning.
    /\b(?:closed|shut)\b[^.]{0,30}\b(?:damper|flue|chimney|vent)\b/,
    /\b(?:diesel|petrol|gasoline|portable gas|camping gas|gas bottle|bottled gas) (?:heater|stove|cooker|burner|generator|night heater)s?\b/,
    /\b(?:gas|oil|propane) (?:fire|heater|boiler|stove|cooker|oven|appliance|water heater|geyser|furnace)s?\b|\bfurnace\b|\b(?:oil|gas|solid fuel|coal|wood|paraffin)(?:[- ]fired)? (?:range|aga|rayburn|cooker|stove|heater|burner)s?\b|\b(?:range|aga|rayburn)\b[^.]{0,20}\b(?:oil|gas|coal|wood|solid fuel)\b|\b(?:old|new|faulty|broken) boiler\b|\bboiler\b[^.]{0,30}\b(?:broken|faulty|playing up|serviced|old|leak\w*)\b|\b(?:wood|log|coal|multi-?fuel|pellet) (?:stove|burner|fire)\b|\b(?:the|our|an|my|her|his) (?:old |ancient )?(?:rayburn|aga|stanley|esse)\b|\b(?:paraffin|kerosene|oil|propane|calor gas) (?:heater|stove|lamp)\b|\bgenerator\b|\bopen fire\b|\bfireplace\b|\bcharcoal\b|\bbarbecue indoors\b|\b(?:carbon monoxide|co) (?:alarm|detector)s? (?:went off|goes off|going off|keeps going off|beep\w*|sound\w*)\b|\bcarbon monoxide\b(?! (?:alarm|detector|monitor)s?\b)|\bflame (?:is|was|goes|burns|has gone|turns) (?:all |a bit |really |quite )?(?:orange|yellow)\b|\b(?:petrol|diesel|gas) (?:genny|gennie|genset)\b|\b(?:the|a|my|our|little) (?:genny|gennie|genset)\b/,
  ], { anyone: true }),
  // Orthostatic headache (ICHD-3 7.2.3 spontaneous intracranial hypotension) told only by what
  // standing and lying do: builds after time upright, eases lying flat, returns on sitting up.
  // "Standing/sitting up: yes, within 15-20 minutes it builds": a checklist answer, then how soon.
  c("orthostatic_builds", [/\b(?:standing|sitting up|upright|up)\b[^.]{0,12}:\s*(?:yes|yeah|yep),?\s*(?:within|after) (?:about |like |around )?\d+(?:\s*-\s*\d+)? ?(?:min|mins|minutes)\b[^.]{0,10}\b(?:it )?(?:builds|comes on|starts|kicks in|comes)\b/]),
  c("orthostatic_builds", [
    // "every time I'm up for 10-15 min I get this pounding ache at the back of my head": a spell upright, then the pain.
    /\b(?:every time|whenever|when|each time|once|if|after) (?:i'm|i am|im|i've been|ive been|she's|he's|she is|he is|she's been|he's been) (?:up|upright|standing|on (?:my|her|his) feet|sitting up) (?:for )?(?:about |like |around |maybe |more than |over )?(?:\d+|a few|five|ten|fifteen|twenty|thirty)(?: ?(?:-|to|or) ?\d+)? ?(?:minutes|mins|min)\b[^.]{0,40}\b(?:get|gets|got|comes?|starts?|begins?|kicks? in|pounding|throbbing|aches?|pain|headache|pressure)\b/,
    // "it comes 15-20 min after I stand up or sit": the pain, then how soon after being upright.
    /\b(?:comes?|came|starts?|begins?|kicks? in|builds?|appears?)\b(?: on| back)? (?:about |like |around |maybe |roughly )?(?:\d+|a few|five|ten|fifteen|twenty|thirty)(?: ?(?:-|to|or) ?\d+)? ?(?:minutes|mins|min) (?:after|of) (?:i |she |he )?(?:get(?:s)? up|got up|stand(?:s)?(?: up)?|stood up|sit(?:s)? up|sat up|being up|being upright|standing|sitting up)\b/,
    // The posture first, then the minutes: "when I sit up to feed him or stand, after some minutes comes a strong pain".
    // "I get up and after 15-20 min it starts": the same, told without "when".
    /\b(?:when |once |if )?(?:i|she|he) (?:sit|sits|stand|stands|get|gets|sat|stood|got)(?: up)?\b[^.]{0,40}\bafter (?:some|a few|a couple of|\d+|five|ten|fifteen|twenty)(?: ?(?:-|to|or) ?\d+)? (?:minutes|mins|min)\b[^.]{0,10}\b(?:it |the (?:pain|headache) )?(?:comes?|came|starts?|begins?|kicks? in)\b/,
    // Terse: "back 15 min upright", "returns after 20 mins up"; "builds the longer I'm up".
    /\b(?:back|returns?|comes? back|starts? again)\b[^.]{0,15}\b(?:after |within |in )?(?:\d+|a few|five|ten|fifteen|twenty|thirty)(?: ?(?:-|to|or) ?\d+)? ?(?:minutes|mins|min)? (?:of )?(?:being )?(?:upright|standing|sitting up|up and about|on (?:my|her|his) feet)\b/,
    /\b(?:builds?|building|worse|grows?|increases?|gets? (?:worse|bad))\b[^.]{0,10}\bthe (?:longer|more) (?:(?:i'm|i am|i've been|i stay|she's|he's|she is|he is) (?:up|upright|standing|on my feet|sitting up)|(?:i|she|he) (?:stand|stands|stay up|stays up|sit up|sits up))\b/,
    // "i get a headache as soon as im up and about": the pain named, then the posture it comes with.
    /\b(?:head ?aches?|headaches?|pain)\b[^.]{0,15}\b(?:as soon as|soon as|whenever|every time|once) (?:i'm|i am|im|she's|he's|she is|he is|i get|she gets|he gets) (?:up|upright|on (?:my|her|his) feet)\b/,
    // "Only come when I stand up or sit up": the headache comes with being upright.
    /\bonly (?:comes?|come|starts?|start|happens?|happen|there) when (?:i|she|he) (?:stand|stands|sit|sits|get|gets) up\b/,
    // "soon as i stand up or sit up its like a vice on the back of my head, about 10 min".
    /\b(?:soon as|as soon as|whenever|every time|each time) (?:i|she|he) (?:stand|stands|sit|sits|get|gets) up(?: or (?:i |she |he )?(?:stand|stands|sit|sits|get|gets) up)?\b[^.]{0,12}\b(?:it'?s|its|it is|the pain(?:'s| is)?|there'?s) (?:like )?(?:a |an )?(?:vice|vise|clamp|pressure|band|weight|pounding|throbbing|splitting|killing|agony|awful|terrible|unbearable|back)\b/,
    // "When I sit or I stand the pain come after few minutes": the posture, then the pain a few minutes on.
    /\b(?:when|whenever|if|once|each time|every time) (?:i|she|he) (?:sit|sits|stand|stands|get up|gets up)(?: up)?(?: or (?:i |she |he )?(?:sit|sits|stand|stands)(?: up)?)?\b[^.]{0,20}\b(?:the )?(?:pain|it|headache|head ?ache|ache)\b[^.]{0,10}\b(?:come|comes|came|start|starts|begin|begins)\b[^.]{0,10}\bafter (?:a |some |only )?(?:few|couple|\d+|five|ten|some) ?(?:of )?(?:minutes|mins|moments)?\b/,
    // "Soon as I'm up and on the truck it's back inside half an hour".
    /\b(?:soon as|as soon as|once|when|whenever) (?:i'm|i am|im|she's|he's|i get|she gets|he gets) (?:back )?up\b[^.]{0,40}\b(?:it'?s back|it comes back|comes back|returns?|starts? (?:again|creeping|up)|creeps? (?:back|in))\b/,
    // "When I sit up to feed her or stand to change a nappy, within about 10 minutes it's a horrible pressure".
    /\b(?:when|whenever|every time|as soon as|once) (?:i|she|he) (?:sit|sits|stand|stands|get|gets) up\b[^.]{0,50}\bwithin (?:about |like |maybe |only |just )?(?:\d+|a few|few|five|ten|fifteen|twenty|half an hour)(?: ?(?:minutes|mins))?\b/,
    // "within like 10 minutes of sitting up or standing".
    /\bwithin (?:about |like |maybe |only |just )?(?:\d+|a few|five|ten|fifteen|twenty|thirty)(?: ?(?:or|to|-) ?\d+)? ?(?:minutes|mins) of (?:sitting(?: up)?|standing(?: up)?|getting up|being upright|being up)\b/,
    // "about 10 mins after i get up my head starts pounding at the back"; "i get up and within like 20 min theres a heavy pressure".
    /\b(?:get|gets|got) up\b[^.]{0,12}\bwithin (?:like |about |around |maybe )?(?:\d+|a few|five|ten|fifteen|twenty|thirty)(?: ?(?:or|to|-) ?\d+)? ?(?:minutes|mins)\b[^.]{0,30}\b(?:there'?s|theres|it'?s|its|comes?|starts?|pressure|pain|ache|headache|pounding|throbbing)\b/,
    /\b(?:\d+|a few|five|ten|fifteen|twenty)(?: ?(?:or|to|-) ?\d+)? ?(?:minutes|mins) (?:after|of) (?:i |she |he |i'?ve |i have )?(?:get(?:s|ting)? up|got up|stand(?:s|ing)?(?: up)?|stood up|sit(?:s|ting)? up|sat up|being up|been up)\b[^.]{0,40}\b(?:starts?|comes? on|kicks? in|pounds?|pounding|throbs?|throbbing|begins?|hurts?|bangs?|banging)\b/,
    // "every time I stand up, after 10 or 15 minutes it come".
    /\b(?:every time|whenever|when|each time|once|as soon as) (?:i|she|he|they) (?:stand|stands|get|gets|sit|sits) up\b[^.]{0,15}\b(?:after|within|in) (?:about |maybe |like |only )?(?:\d+|a few|five|ten|fifteen|twenty|thirty|half an hour)(?: (?:or|to|-) \d+)? ?(?:minutes|mins)?\b[^.]{0,10}\b(?:it |the pain |the headache )?(?:comes?|come|starts?|begins?|builds?|kicks? in|is back|appears?)\b/,
    /\b(?:after|once) (?:i've |i have |i'm |i am |she's |he's )?(?:been )?(?:up and about|on my feet|upright|standing|up for (?:a while|an hour|a few hours|\w+ hours?))\b[^.]{0,60}\b(?:comes? on|starts?|builds?|kicks? in|gets? (?:worse|bad)|creeps? (?:in|up)|begins?)\b/,
    // "its worst in the afternoon once ive been up and about".
    /\b(?:comes? on|starts?|builds?|kicks? in|gets? (?:worse|bad)|creeps? (?:in|up)|begins?|(?:it'?s|its|it is) (?:at its )?(?:worst|worse|bad))\b[^.]{0,50}\b(?:after|once) (?:i've |i have |i'm |i am )?(?:been )?(?:up and about|on my feet|upright|standing|up for)\b/,
    /\bafter (?:\w+ ){0,5}?(?:of )?being (?:upright|up|on my feet|up and about|vertical)\b[^.]{0,60}\b(?:comes? on|starts?|builds?|kicks? in|gets? (?:worse|bad)|creeps? (?:in|up)|begins?)\b/,
    // Gone on waking, back (and worse) as the day goes on upright.
    /\b(?:when|once|after|as soon as) (?:i |she |he )?(?:wake|woke|waking|get up in the morning|first wake)(?: up)?,? (?:it'?s|its|it is|the (?:pain|headache) is|it has|it's always) (?:gone|not there|fine|better|clear|usually gone|completely gone)\b|\bby (?:lunch ?time|midday|mid-?morning|the afternoon|the evening|tea ?time|the end of the day)\b[^.]{0,20}\b(?:awful|terrible|worst|unbearable|really bad|killing|horrendous|excruciating|at its worst)\b/,
    /\bthe (?:longer|more) (?:i'm|i am|i've been|i stay|she's|he's) (?:up|upright|standing|on my feet|sitting up)\b[^.]{0,25}\bworse\b|(?<!\b(?:sleep|slept|sleeps|nap|naps|napped|it off) (?:and |then )?)\b(?:wake|woke|waking) up (?:\w+ )?(?:fine|ok|okay|clear|headache[- ]free|pain[- ]free|without (?:it|a headache))\b/,
    // The day's course told the other way round: "fine when I wake up", "clear first thing",
    // "first thing in the morning before I get up I feel totally normal".
    eitherOf(
      new RegExp(String.raw`\b(?:first thing(?: in the morning)?|before (?:i|she|he) (?:get|gets|got) (?:up|out of bed))\b[^.]{0,40}\b(?:i|she|he)(?: feel| feels| am| is|'m|'s) (?:totally |completely |perfectly |absolutely |100% )?(?:normal|${CLEAR})\b`),
      new RegExp(String.raw`\b${CLEAR} (?:when|as|once|after) (?:i |she |he |they )?(?:first )?(?:wake|wakes|woke|get up|gets up|got up|wake up|wakes up)\b|\b${CLEAR} (?:first thing(?: in the morning)?|in the mornings?|on waking|till (?:i|she|he) get up)\b`),
      // A time spent upright, then the pain: "after an hour or so up and about it's thumping", "a
      // couple of hours on my feet and it's pounding".
      new RegExp(String.raw`\b${UPRIGHT_SPELL}[^.]{0,40}\b${PAIN_COMES}`),
      // The pain first, then the spell: "back of head kills after like 20 min stood up".
      new RegExp(String.raw`\b(?:kills|killing|hurts|pounds?|pounding|throbs?|throbbing|bad|awful|starts?|comes? on|kicks? in)\b[^.]{0,20}\bafter (?:like |about |around |maybe |roughly )?${UPRIGHT_SPELL}`),
    ),
  ]),
  c("orthostatic_relief", [
    // "it goes when i lie down", "flat = gone in 20 min".
    /\b(?:it|the (?:pain|headache)|which)\b (?:just |only )?(?:goes|went|disappears|stops|eases|settles|clears)(?: away| off)? (?:when|once|as soon as|if|whenever) (?:i |she |he )?(?:lie|lay|lies|lays|get|gets) (?:down|flat)\b|^\W*(?:lying )?flat\W{0,3}(?:=|and|then|->)\s*(?:it'?s )?(?:gone|better|fine|ok|okay)\b/,
    // "Lie down flat after 15 min like that then ok already".
    /\blie (?:down )?flat\b[^.]{0,30}\b(?:then )?(?:ok|okay|fine|better|gone|goes away|go away|settles?)\b/,
    // "When I sleep flat on the bed it finish in ten, fifteen minutes": lying flat in other words.
    /\b(?:sleep|sleeps|sleeping|lie|lies|lay|lays|lying|laying) (?:down )?flat\b[^.]{0,40}\b(?:finish\w*|over|ends?|ended)\b|\b(?:sleep|sleeps|sleeping) (?:down )?flat\b[^.]{0,40}\b(?:gone|goes|better|eases?|stops?|disappears?)\b/,
    /\b(?:(?:the )?only thing (?:that )?(?:helps|works|eases it|gives (?:me )?relief)|what helps|the only relief)\b[^.]{0,20}\b(?:lying|laying|lie|lay)(?: down)?(?: flat| on (?:the|my) (?:floor|back|bed))\b/,
    /\b(?:lying|laying|lie|lies|lay|lays) (?:down )?flat\b[^.]{0,60}\b(?:gone|goes|going (?:away|off)|(?:is |it's |its )going(?= (?:in|within|after) )|go (?:away|off)|better|eases?|helps?|relie\w*|disappears?|settles?|stops?|gets? rid|takes? it away|sorts? it|makes? it go)\b|\b(?:gone|goes (?:away|off)|better|eases? (?:off)?|disappears?|settles?|stops?)\b[^.]{0,40}\b(?:(?:once|when|after|if|as soon as) (?:i |i'm |she |he )?(?:lie|lay|lying|laying|am lying|get) (?:down )?flat)\b/,
    // ... or the relief first, then how soon: "lie down and its gone in about 15 mins".
    new RegExp(String.raw`\b(?:lie|lies|lay|lays|lying|laying)(?: down| flat)?\b[^.]{0,25}\b${EASES}\b[^.]{0,10}\b(?:within|in|after) (?:about |around |like |maybe )?(?:\d+|a few|five|ten|fifteen|twenty|thirty|half an hour|an hour)\b(?: ?(?:minutes|mins))?`),
    new RegExp(String.raw`\b(?:lie|lies|lay|lays|lying|laying)\b[^.]{0,40}?(?:\b(?:within|in|after|for) )?(?:about |around |like )?\b(?:(?:\d+|a few|ten|fifteen|twenty)(?:-\d+)? ?(?:minutes|mins)|half an hour|an hour)\b[^.]{0,20}\b${EASES}|\blie (?:down )?on the back seat\b`),
    // A spell lying down, then relief: "20 minutes lying down and it settles", "half an hour flat on
    // the couch and it's gone", "better flat".
    eitherOf(
      new RegExp(String.raw`\b(?:\d+|a few|five|ten|fifteen|twenty|thirty|half an hour|an hour|a while|a bit|a little while)(?:-\d+)?(?: ?(?:minutes|mins|hours?))?(?: or so)? (?:of )?(?:lying|laying|lie|lay|being flat|flat)(?: down| flat)?(?: on (?:the|my|her|his) (?:couch|sofa|bed|floor|back))?\b[^.]{0,25}\b${EASES}`),
      new RegExp(String.raw`\b(?:better|fine|ok|okay|gone|good|easier|no pain|pain[- ]free|eases?|settles?) (?:when |once |if |while |as soon as )?(?:i'm |i am |she's |he's |i |she |he |i get |i lie |i lay )?(?:lying |laying )?flat\b`),
      // While lying down, then how it is: "when I'm lying down feeding it's almost gone".
      new RegExp(String.raw`\b(?:when|while|whenever|if|once) (?:i'm|i am|i|she's|she is|she|he's|he is|he|they're|they) (?:(?:lying|laying|lie|lay|lies|lays)(?: down| flat)?|flat)\b[^.,]{0,20}\b(?:it'?s|it is|the (?:pain|headache)(?:'s| is))? ?(?:almost |nearly |mostly |completely |totally |pretty much |all but )?${EASES}`),
    ),
  ], {
    // "worst ... if I lie flat, better sitting up": the relief is upright's, lying is what hurts.
    unless: /\b(?:better|eases?|easier) (?:once |when |while |if )?(?:(?:i'?m|i am|im|she'?s|he'?s) )?(?:sat|sitting|stood|standing|propped) up\b|\bbetter (?:upright|standing)\b/,
  }),
  // "lay back down and 20 min later gone. every time i get up same thing".
  c("orthostatic_returns", [/\bevery time (?:i|she|he) (?:get|gets|got|stand|stands|sit|sits) up\b,?[^.]{0,10}\b(?:same thing|same again|it comes back|it starts (?:again|up again)|back it comes|it'?s back)\b/]),
  c("orthostatic_returns", [
    // "i sit or stand up and within about 10 minutes my head pounds at the back".
    /\b(?:sit|stand|get|sat|stood|got) (?:or (?:sit|stand|get|sat|stood) )?up\b[^.]{0,20}\b(?:within|after|in) (?:about |around |like |maybe )?(?:\d+|a few|a couple of|five|ten|fifteen|twenty|thirty) (?:minutes|mins)\b[^.,]{0,25}\b(?:pounds?|pounding|throbs?|throbbing|starts?|comes? (?:back|on)|kicks? in|hurts?|bangs?|banging)\b/,
    /\b(?:sit|stand|get|got|sat|stood|getting|standing|sitting) (?:(?:her|him|them|me) )?(?:back )?up\b[^.]{0,30}\b(?:comes? (?:back|straight back|right back|on again)|creeps? (?:back|in)|returns?|starts? (?:again|up again)|back again)\b|\b(?:comes? back|returns?)\b[^.]{0,20}\b(?:when|as soon as|once) (?:(?:i |she |he )?(?:sit|stand|get) (?:back )?up|(?:i'?m|im|i am|she'?s|he'?s) up(?: again)?)\b|\b(?:sitting|standing|getting|sit|stand|get) (?:back )?up\b[^.]{0,10}\bbrings? (?:it|the pain|the headache) (?:back|on)\b|\b(?:get|got|getting|sit|sat|sitting|stand|stood|standing) (?:back )?up\b[^.]{0,30}\b(?:it'?s|its|it is|the (?:pain|headache) is|it comes|it's straight|it is straight) (?:straight |right |all )?back\b/,
    // Back within minutes of standing, in either order: "back within minutes of standing", "within
    // ten minutes of getting up it comes back".
    new RegExp(String.raw`\b${BACK}\b[^.]{0,25}\b${SOON_UPRIGHT}|\b${SOON_UPRIGHT}\b[^.]{0,30}\b(?:${BACK}|it'?s (?:there|pounding|thumping|throbbing|banging)|(?:pounding|thumping|throbbing|banging) again)\b`),
  ], {
    // "my eyes go black for a few secs when i stand up, then come back": the sight comes back, not the headache.
    unless: /^(?![^.]*\b(?:head ?aches?|headaches?|pain|ache|migraines?|throb\w*|pound\w*)\b)[^.]*\b(?:eyes?|vision|sight|eyesight)\b[^.]{0,30}\b(?:go|goes|went|going|gone|turns?|turned|turning|greys?|grays?|blacks?|blanks?)\b(?: \w+)? (?:black|dark|grey|gray|dim|blurry|fuzzy|white|blank|out)\b/,
  }),
];
