import { c, type Concept } from "./concept.ts";

// Phrasings behind the SNNOOP10 red flags (Do et al., Neurology 2019). Lay words first:
// these are what people actually type.

/** A headache, a pain or the head itself, as a regex source. */
export const HEAD = String.raw`(?:head ?aches?|headaches?|migraines?|pain|head)`;

// A figurative marker straight after a phrase ("nearly passed out (not literally!) when I saw my
// inbox", "my head exploded lol"): the phrase is an idiom, not a symptom (ConText: Chapman et al.
// 2007 treat such cues as pseudo-triggers). Only "not literally" and joke markers count: plain
// "literally" is emphasis ("I literally passed out"). Read as a sentence-level `unless`.
const FIGURATIVE = String.raw`(?:(?:not literally|not for real|lol+|lmf?ao|rofl|(?:ha){2,}h?|(?:he){2,}|jk|just kidding|only kidding|just joking|only joking|kidding|joking|figuratively(?: speaking)?|metaphorically(?: speaking)?|so to speak)\b|\uD83D[\uDE02\uDE05\uDE43\uDE1C]|\uD83E\uDD23)`;
// What says the event was real after all ("passed out lol, woke up on the floor").
const REAL_AFTER = String.raw`(?![^.]{0,80}\b(?:woke up|came (?:round|to)|on the (?:floor|ground)|ambulance|paramedics?|hospital|a ?and ?e|999|911|111)\b)`;
// Only an explicit "not literally" / "just kidding" may sit at the end of the clause; laughter
// there ("I passed out at work today lol") is nerves as often as a joke, so it must follow the word.
const FIGURATIVE_EXPLICIT = String.raw`(?:not literally|figuratively(?: speaking)?|metaphorically(?: speaking)?|just kidding|only kidding|just joking|only joking|jk)\b`;
/** Matches `phrase` followed at once by a figurative marker (optionally in brackets), or by an explicit one at the end of its clause. */
// The seizures of a known epilepsy described as they usually are, or fits spoken of in general.
// "i have epilepsy since i was 12, the big ones where i go stiff and shake, about 2 or 3 a year on
// keppra": a known epilepsy and how its seizures go, not a seizure now; "one of my usual fits".
const KNOWN_FITS_DESCRIBED = /\b(?:i have|i've had|i've got|ive got|i got|he has|she has|he's got|she's got|has had|have had|with|diagnosed with|known) epilep\w*\b[^.]{0,80}\b(?:the (?:big |small |little )?ones|(?:a|per|each) (?:year|month)|on (?:keppra|levetiracetam|lamotrigine|lamictal|epilim|valproate|sodium valproate|tegretol|carbamazepine|phenytoin|topamax|zonisamide|clobazam|medication|meds|tablets))\b|\bone of (?:my|his|her) (?:usual|normal|typical|regular|ordinary) (?:seizures|fits|ones)\b(?![^.]{0,40}\b(?:but|except|different|longer|worse|never)\b)|\bmy (?:fits|seizures)\b (?:are|is|look|looks|involve|usually|always|normally|go|start)\b|\b(?:said|says|say|told me|reckons?|read)\b[^.]{0,40}\bcan be (?:a |an )?(?:fit|seizure)\b/;
// Confusion mended by sugar: "found me sweaty and confused ... he gave me juice and in 20 min I was normal" (a hypo, treated).
// A low reading on the person's own glucose monitor told with the muddle ("libre said 2.9 and my
// boyfriend says i was totally muddled and slurring"): neuroglycopenia of a measured hypo (under 4
// mmol/l, NICE NG17), not a brain event, unless it is told as still going on.
// "very severe, I cannot speak or think for that time", "the pain is so bad I can't talk": words stopped
// by the pain itself, not lost to the brain.
const TOO_MUCH_PAIN_TO_SPEAK = /\b(?:can(?:'t|not)|could(?:n't| not)) (?:speak|talk) or think\b|\b(?:can(?:'t|not)|could(?:n't| not)) think or (?:speak|talk)\b|\b(?:so bad|so severe|so intense|too (?:much|painful|bad|severe))\b[^.]{0,20}\b(?:i|she|he) (?:can(?:'t|not)|could(?:n't| not)) (?:even )?(?:speak|talk)\b/;
const HYPO_MENDED = /\b(?:libre|dexcom|sensor|cgm|meter|monitor|bm|sugars?|glucose|bg)\b[^.]{0,20}\b(?:said|read|reading|was|showed|at|of|dropped to|down to|went to|hit)\s+(?:[1-3](?:[.,]\d)?)\b(?!\s*(?:hours?|days?|times?|am|pm|o'?clock))(?![^.]*\bstill\b)|\b(?:hypos?|low (?:blood )?sugars?|sugars? (?:was |were |went |dropped )?(?:low|down)|juice|glucose|dextro\w*|glucagon|jelly babies|sweets|lucozade)\b[^.]{0,60}\b(?:normal|fine|better|ok|okay|right as rain|myself)\b/;

// "He's awake and talks normal, just flat and muddled on little things": alert and talking sense, a
// slowing of thought (for the doctor, with the headache's own flags), not a lowered consciousness.
const ALERT_BUT_SLOWED = /\b(?:awake|alert)\b[^.]{0,15}\b(?:talks?|talking|chatting|makes?|making) (?:normal(?:ly)?|fine|sense)\b[^.]{0,10}\bjust\b[^.]{0,25}\b(?:muddled|forgetful|vague|slow|foggy)\b/;
// "groggy and muddled for an hour or so after I wake from the anaesthetic, then I'm myself again":
// the expected waking from an anaesthetic or sedation (ECT, an operation), not confusion with this headache.
// A worn-out sleeper's nap while idle ("im knackered all day, nodded off in a layby twice last week
// waiting to tip", snoring and stopping breathing at night): the sleepiness of broken sleep, not drowsiness.
// Banter about the person's wits: "My husband is joking I am not with it".
const JOKED_ABOUT = /\b(?:joking|jokes|joked|teasing|teases|teased|kidding|taking the mickey|takes the mickey|pulling my leg|pulls my leg)\b/;
// Muscles that jump or twitch by themselves, told awake: fasciculations (a poison, a nerve), not a seizure.
const FASCICULATION = /\bmuscles?\b[^.]{0,30}\b(?:jump\w*|twitch\w*|flicker\w*|quiver\w*|rippl\w*)\b[^.]{0,20}\bby (?:themselves|itself)\b/;
// A sleeper who did not answer until shaken, then "i wake up straight away": asleep, not unresponsive.
const WOKEN_AT_ONCE = /\b(?:wake|wakes|woke|waking|woken) (?:up )?(?:straight away|right away|immediately|at once|straight up|no problem)\b/;
const IDLE_NAP = /\b(?:knackered|exhausted|shattered|so tired|tired all|worn out|wiped out|sleepy all)\b[^.]{0,30}\b(?:nodded|dozed|drifted) off\b[^.]{0,40}\b(?:waiting|parked|in (?:a|the) lay-?by|on the (?:sofa|couch|settee)|in front of the (?:telly|tv)|watching (?:the )?(?:telly|tv))\b/;
const AFTER_ANAESTHETIC = /\b(?:groggy|muddled|woozy|drowsy|confused|out of it|foggy)\b[^.]{0,40}\b(?:after|from|coming round from|come round from|wake from|waking from|woke from) (?:the |an? |my |each )?(?:anaesthetic|anesthetic|anaesthesia|anesthesia|general|sedation|sedative|op|operation|procedure|ect|treatment)\b/;
// Muddle that is the person's usual state ("she is always muddled at teatime, she's the same as every
// evening", "sundowning"), unless told as new or worse.
// "She can talk but gets muddled explaining things": how a person with a learning disability or
// aphasia always tells things, not a confusion that is new.
const USUAL_MUDDLE = /\b(?:gets?|getting) (?:a bit |a little |easily )?(?:muddled|mixed up|confused) (?:when )?(?:explaining|telling|describing|putting)\b(?![^.]{0,40}\b(?:since|lately|recently|worse|more than|new|today|tonight)\b)|\b(?:always|usually|normally|often|every (?:evening|night)) (?:a bit |a little |quite |gets |is |goes |gets a bit |a bit more )?(?:muddled|confused|mixed up|forgetful|wandery|disoriented|disorientated)\b(?![^.]{0,40}\b(?:since|lately|recently|worse|more than|new|today|tonight)\b)|\b(?:her|his|their) (?:usual|normal|baseline) (?:self|muddle|confusion)\b|\bsundown\w*/;
// A muddle years old and unchanged: "she gets muddled in the evenings ... been like that for 2 years, no different now".
const LONG_STANDING_MUDDLE = /\b(?:been|was|is) like (?:that|this) for (?:\d+|two|three|four|five|several|many|a few|a couple of) (?:years|months)\b|\b(?:no|not) (?:any )?different (?:now|from before|than before)\b/;
// Drowsy from a medicine just started: "new tablet making her drowsy", "groggy since the amitriptyline".
// "amitriptyline 10mg (stopped, too drowsy)": a medicine that made someone drowsy.
const MEDICINE_DROWSY = /\b(?:amitriptyline|nortriptyline|pizotifen|topiramate|gabapentin|pregabalin|propranolol|flunarizine|tablets?|pills?)\b[^.]{0,30}\b(?:too|so|very|made (?:me|her|him)) (?:drowsy|sleepy|groggy|dozy|woozy)\b|\b(?:tablets?|pills?|medicines?|medication|amitriptyline|nortriptyline|pizotifen|topiramate|gabapentin|pregabalin|sleeping tablets?|antihistamines?|promethazine|phenergan|codeine)\b[^.]{0,30}\b(?:making|makes|made) (?:her|him|me|them) (?:so |very |really |a bit )?(?:drowsy|sleepy|groggy|tired|dozy|woozy)\b|\b(?:started|since|after|began) (?:the |her |his |my |on )?(?:amitriptyline|nortriptyline|pizotifen|topiramate|gabapentin|pregabalin|new tablet|new pill|new medicine)\b[^.]{0,80}\b(?:groggy|drowsy|sleepy|dozy|woozy)\b/;

export const FIGURATIVE_AFTER = (phrase: string): RegExp =>
  new RegExp(String.raw`\b${phrase}\b(?:[\s,!(\-]{0,4}${FIGURATIVE}|(?![^.]{0,40}\b(?:pain|agony|head ?aches?|headaches?|migraines?)\b)[^.]{1,40}?[\s,(\-]${FIGURATIVE_EXPLICIT})${REAL_AFTER}`);
/** One regex from several alternatives: an `unless` built of parts, or phrasings merged so each sentence runs fewer regexes. */
export const eitherOf = (...res: RegExp[]): RegExp => new RegExp(res.map((r) => r.source).join("|"));

// Thunderclap told as a speed (ICHD-3 6.2.2 / 4.4: maximum intensity in < 1 minute): "went from
// nothing (fine, zero) to unbearable (the worst, 10) in under a minute (seconds, an instant,
// before I could sit down)". A build "over an hour" names no such speed and stays out.
const FROM_NONE = String.raw`(?:0|zero|nothing|none|fine|normal|no pain|ok|okay|(?:perfectly|totally|completely|absolutely) fine|a (?:0|zero))`;
const TO_MAX = String.raw`(?:a )?(?:10|ten|100|a hundred|max(?!alt|olon|idex|igesic)\w*|unbearable|agony|agoni[sz]ing|excruciating|(?:the )?worst|screaming|blinding|full (?:blast|strength|force|on)|off the (?:scale|charts)|9|nine|through the roof|the most \w+)`;
const SPEED = String.raw`(?:(?:in|within|inside|under|less than|in under|in less than|about|around|like|barely|maybe|literally|just|only|a) )*(?:a |one |1 |a few |few |a couple of |couple |two |\d+ |ten |thirty |half a |a split )?(?:split )?(?:seconds?|secs?|instant|moment|heartbeat|flash|blink|no time|minute|min)\b|\bbefore (?:i|she|he|we) (?:could|had|knew|even|got)\b|\b(?:immediately|instantly|straight away|right away|at once)\b|\b(?:the )?time it (?:takes?|took) (?:to )?(?:say|blink|snap|click|count|clap)\b|\b(?:a |the )?(?:click|snap|click of|snap of) (?:my |the |your )?fingers\b`;

// Onset told as a single blow or a head bursting open ("like a gunshot", "like someone took an
// axe to my head", "like being hit with a baseball bat", "my skull was splitting open"). These
// say the pain arrived at once and at its worst, so they are read as a sudden onset AND extreme
// pain: the thunderclap rule then still weighs a recurring or slowly built story (a migraine
// "like an axe" every month is not SAH). A throbbing "hammer" is migraine language and is left out.
// A stab "like a lightning bolt" for a second is primary stabbing headache, and "like a brick on
// my head" is heaviness: neither is named here.
const BLOW = String.raw`(?:axe|ax|hatchet|cleaver|gunshot|gun shot|shot ?gun|bullet|baseball bat|cricket bat|bat|club|sledge ?hammer|brick|plank|golf club)`;
const STRIKE = String.raw`(?:axe|ax|hatchet|cleaver|gunshot|gun shot|bullet|baseball bat|cricket bat|sledge ?hammer|shot|gun going off|firecracker|fire cracker|banger|grenade|bomb)`;
const BLOW_SIMILES: RegExp[] = [
  new RegExp(String.raw`\b(?:like|as if|as though)\b[^.]{0,30}\b(?:hit|struck|smashed|whacked|clubbed|clobbered|shot|smacked|walloped|cracked|split|cleaved|chopped|took|swung|swinging|swings|brought down|slammed) (?:\w+ ){0,4}?(?:with|by|in the head with|over the head with|to)? ?(?:a |an |the )?${BLOW}\b`),
  new RegExp(String.raw`\blike (?:a |an )?${STRIKE}\b (?:to|in|into|through|across|on|against|at|going (?:off|through|into)|went (?:off|through)|hitting|hit|had|split|splitting|exploding|blast|in the back of)\b`),
  /\b(?:like|as if|as though)\b[^.]{0,25}\b(?:fired|shot|let off|set off|detonated) (?:a |an )?(?:gun|shotgun|bullet|grenade|cannon|rifle|pistol)\b|\b(?:like|as if|as though)\b[^.]{0,20}\b(?:gun|shotgun|grenade|cannon|rifle|pistol)\b (?:had )?(?:went|gone|go|going) off\b/,
  /\blike (?:i'd been |i had been |i was |i've been |being |getting |someone |somebody )?(?:shot|hit by a bullet) (?:in|through) the (?:head|skull|back of the head|back of my head)\b/,
  /\b(?:head|skull|brain|heid)\b[^.]{0,30}\b(?:split(?:ting)?|crack(?:ed|ing)?|burst(?:ing)?|broke(?:n)?|break(?:ing)?|ripp(?:ed|ing)|tear(?:ing)?|torn) (?:open|in two|in half|apart|wide open)\b/,
  // "my head was exploding", not "says his head is bursting" (how it is now: a severity, not an onset).
  /\b(?:head|skull|brain)\b (?:was |felt like it was |like it was |as if it was )?(?:exploding|bursting)\b/,
];

// The moment the pain came ("right as I stood up from the squat", "the second I finished", "the
// instant she bent down"): onset at a stated instant, with an onset or pain word nearby and no
// relief word (not "the second I took the tablet it eased"). Waking with it is not an onset.
const MOMENT = String.raw`(?:(?:right|just|exactly) (?:as|when)|the (?:very |exact )?(?:second|moment|instant|split second)(?: that| when)?|at the (?:very |exact )?(?:moment|second|instant)(?: that| when)?) (?:i|she|he|we|they|my \w+|her \w+|his \w+)(?: had| was| were)?(?: just)? (?!woke|waked|opened|took|swallowed)(?:[a-z]+ed|stood|sat|got|bent|lay|came|went|did|hit|ran|swam|rode|threw|put|began|felt|stood|rose|shot|bit|blew|lifted|made|held|swung|sprang|leapt|struck)\b`;
const ONSET_WORD = String.raw`(?:hit|hits|struck|started|began|begun|came on|kicked in|exploded|burst|blew|went off|bang|boom|pain|headache|head ?ache|agony|agoni[sz]ing|unbearable|excruciating|worst|killing|screaming|splitting|10 ?/ ?10|10 out of 10|ten out of ten)`;
const RELIEF = String.raw`(?:eased|eases|better|gone|went away|helped|stopped|relief|relieved|settled|cleared|disappeared)`;

// Onset told as an instant switch (ICHD-3 6.2.2: maximum intensity in < 1 minute): "one second I
// was fine, the next I was on my knees", "fine one minute, screaming the next", "like someone
// flicked a switch" ("wan minute" in Scots and Irish spelling). "The next day" is not a switch.
const WAS_FINE = String.raw`(?:i|i'm|i am|i was|she|she's|she was|he|he's|he was|we were|they were|my \w+ was|her \w+ was|his \w+ was)? ?(?:absolutely |perfectly |totally |completely |just |literally )?(?:fine|ok|okay|normal|grand|alright|all right|right as rain|laughing|chatting|talking|watching (?:tv|telly)|having a laugh|sat there|sitting there)`;
// "within 2 days it was GONE. Like someone flicked a switch": relief told as a switch, not an onset.
// So is "by the 14th it was completely gone, first time since October. Like flipping a switch".
const SWITCHED_OFF = /\b(?:gone|stopped|went away|vanished|disappeared|cleared|better)\b[^!?]{0,40}?[!.]*\s+like (?:(?:someone|somebody|something) (?:had )?(?:flicked|flipped|turned off|switched off|hit)|flipping|flicking|turning off|switching off|hitting|pressing) (?:a|the) (?:light )?switch\b/;
const SWITCH_ONSET = eitherOf(
  new RegExp(String.raw`\b(?:one|wan|1) (?:second|sec|minute|min|moment|instant|heartbeat)\b,? ${WAS_FINE}\b[^.]{0,25}?,? (?:and |then |but )?(?:the )?next(?: (?:second|sec|minute|min|moment|instant|thing))?\b(?! (?:day|morning|week|night|evening|afternoon|month))`),
  new RegExp(String.raw`\b${WAS_FINE} one (?:second|sec|minute|min|moment|instant)\b[^.]{0,50}\bthe next\b(?! (?:day|morning|week|night|evening|afternoon|month))`),
  /\b(?:like|as if|as though) (?:someone|somebody|something|a hand|you|i|she|he)? ?(?:had )?(?:flicked|flipped|hit|pressed|turned on|switched on|threw|pulled|thrown|pushed) (?:on )?(?:a|the) (?:light )?switch\b|\b(?:flick|flip) of a switch\b|\blike (?:flicking|flipping|hitting|pressing|turning on) (?:a|the) (?:light )?switch\b|\blike a (?:light )?switch (?:was |being |had been )?(?:flicked|flipped|turned on|thrown|pressed)\b/,
);
// Pain that floored the person at once: "brought me to my knees", "the next I was on my knees",
// "dropped to the floor holding my head". Severe by any scale (ICHD-3 6.2.2 "severe").
const FLOORED = String.raw`(?:brought|bringing|dropped|dropping|fell|falling|sank|sinking|went down|going down|buckled|collapsed)\b[^.]{0,10}\b(?:to|on|onto) (?:my|ma|me|her|his|their) knees\b|\b(?:on|onto|to) (?:my|ma|me|her|his|their) knees (?:with|in|from|holding|clutching|screaming|crying)\b|\b(?:the )?next (?:second |moment |minute |instant )?(?:i was|i'm|am|she was|she's|he was|he's|we were) (?:on (?:my|ma|me|her|his) knees|on the (?:floor|ground)|doubled over|screaming|in agony|in tears|clutching|holding (?:my|her|his) head)\b|\b(?:went|dropped|fell|sank|collapsed) (?:down )?(?:on|onto|to) the (?:floor|ground) (?:holding|clutching|screaming|in agony|with (?:my|her|his) head)\b`;

// A night's drinking, in the words people use for it.
const DRINKING = String.raw`(?:drinks|drinking|drank|drunk|steaming|hammered|wasted|plastered|legless|trollied|sloshed|pissed|paralytic|blotto|tipsy|merry|off (?:my|his|her) face|pints?|shots|vodkas?|vodka sodas|tequilas?|beers|bevvies|tinnies|jugs|wine|booze|boozing|bender|cocktails|lost count|blackout drunk|on the (?:piss|lash|sauce))`;
// A sentence of a night's drinking with no fall or knock in it: a memory gap or "passing out"
// there is the alcohol, not an altered consciousness with this headache (NICE NG232 keeps amnesia
// or loss of consciousness after a head injury a flag, hence the injury words).
// A faint told with the marks of a reflex (vasovagal) faint: long standing or heat, and the warning
// of warmth, sweat, sickness or muffled hearing before it (ESC 2018 syncope guidelines, reflex
// syncope; NICE CG109), in a message that says nothing of the head, a knock, jerking or a bitten
// tongue. It is a faint to tell the doctor of, not a loss of consciousness with the headache.
// "feels like when the dentist numbing is wearing off": the dentist as a comparison, not the cause.
const NOT_LIKE_THE_DENTIST = String.raw`^(?![^]*\b(?:like|as if|as though) (?:when |after |at |from )?(?:the |a |my )?(?:dentist|dental))`;
const REFLEX_FAINT = /^(?=[^]*\b(?:stood|standing|stand|queue|queuing|assembly|parade|rehearsal|service|mass)\b)(?=[^]*\b(?:hot|roasting|boiling|sweltering|stuffy|clammy|sweaty|sweating|muffl\w*|muffly|tunnel vision|went white|went grey|went gray|light[- ]headed|woozy)\b)(?![^]*\b(?:head|heads|headache|headaches|migraine|migraines|pain|hit|banged|bumped|knock\w*|jerk\w*|shak\w*|stiff|tongue|wet (?:herself|himself|myself)|confused|blue)\b)/;
// The same faint told with the warning before it and what provoked it, in any words around a head:
// a piercing, a needle, a tattoo, standing long in the heat (NICE CG109 "3 Ps": posture, provoking
// factors, prodromal symptoms; brief jerking is allowed). detect.ts reads it against the loss of
// consciousness the story goes on to tell ("out for a few seconds, hand twitched, then i was awake").
const FAINT_PRODROME = /\b(?:hot|roasting|boiling|clammy|sweaty|sweating|muffl\w*|ringing|ringy|tunnel vision|went (?:all )?(?:white|grey|gray|pale|fuzzy)|(?:everything|vision|eyes) went (?:all )?(?:grey|gray|white|black|fuzzy|dark|dotty)|light[- ]headed|woozy)\b/;
const FAINT_PROVOKED = /\b(?:pierc\w*|helix|tragus|tattoo\w*|needles?|jabs?|injections?|vaccin\w*|blood (?:tests?|taken|drawn|test)|sight of blood|stood|standing|queue|queuing|assembly|parade|choir|church|mass|rehearsal)\b/;
// Not in a message of the headache itself: a collapse with a head pain is read as such.
const PROVOKED_FAINT_MESSAGE = new RegExp(String.raw`^(?=[^]*${FAINT_PRODROME.source})(?=[^]*${FAINT_PROVOKED.source})(?![^]*\b(?:headaches?|head ?aches?|migraines?|pounding|throbbing|worst|splitting|exploded|thunder\w*|jerk\w*|shak\w*|stiff|tongue|wet (?:herself|himself|myself)|confused|blue)\b)`);
const DRUNK_WITHOUT_INJURY = new RegExp(String.raw`^(?!.*\b(?:fell|fall|falling|hit|banged|bumped|knocked|smacked|cracked|collapsed)\b)(?=.*\b${DRINKING}\b)`);

// Spots or a rash that do not fade when pressed (NICE NG240 meningococcal septicaemia), in lay
// words: "didn't fade when I pressed a glass on them", "spots that don't go when you press".
// A rash that "won't go away" for weeks is not this: fading is read only against a press or a glass.
// Bruising with bleeding gums or nosebleeds ("bruising like mad, big purple marks up her arms, and her
// gums bleed", on warfarin) is a bleeding tendency (bleeding_signs), not the rash of an infection.
const BLEEDING_TENDENCY = /\bbruis\w*\b[^.]{0,60}\b(?:gums? (?:bleed\w*|bled)|bleeding gums|nose ?bleeds?)\b|\b(?:gums? (?:bleed\w*|bled)|bleeding gums|nose ?bleeds?)\b[^.]{0,60}\bbruis\w*/;
// "both eyes suddenly very blur": the sight changed suddenly, told with no headache in the sentence;
// how the headache began is another question (angle closure builds its ache over hours).
// "suddenly everything far away was blurry in both eyes": the sight's onset told first.
// "before the chorus even finished I had to pull over ... the back of my head just went": the onset
// timed by a moment's task.
const WORSE_THAN_ANY = /\b(?:way |far |much |a lot |so much )?worse than any (?:head ?ache|headache|migraine|pain)s? (?:i'?ve|i have|ive|i) (?:ever )?had\b/;
const SUDDEN_BY_TASK = /\bbefore (?:the|a|my) (?:song|chorus|verse|advert|ad break|kettle|lights?)\b(?: \w+)? (?:even )?(?:finished|ended|boiled|changed)\b[^.]{0,80}\b(?:head|skull)\b/;
const SIGHT_SUDDEN = /^(?![^.]*\b(?:head ?aches?|headaches?|head|pain|migraines?|bang|hit|pounding|throbbing)\b)[^.]*(?:\b(?:eyes?|vision|sight|eyesight)\b[^.]{0,20}\b(?:suddenly|all of a sudden)\b[^.]{0,12}\b(?:blur\w*|misty|foggy|dim|dark|black|hazy|cloudy)\b|\b(?:suddenly|all of a sudden)\b[^.]{0,30}\b(?:blurr?y|blurred|misty|foggy|hazy|cloudy)\b[^.]{0,20}\b(?:eyes?|vision|sight)\b)/;
// "my left arm just went dead and heavy all at once": a limb's or the face's sudden failing (a
// deficit's onset, read as such), not the headache's, in a sentence that names no pain.
const DEFICIT_SUDDEN = /^(?![^.]*\b(?:head ?aches?|headaches?|head|pain|migraines?|bang|pounding|throbbing)\b)[^.]*\b(?:arm|leg|hand|foot|face|mouth|side|speech|words?)\b[^.]{0,20}\b(?:went|goes|gone|going|turned) (?:\w+ )?(?:dead|numb|weak|heavy|limp|floppy|useless|slurred)\b[^.]{0,30}\b(?:all at once|all of a sudden|suddenly|out of (?:the )?nowhere|just like that)\b/;
const VISION_FINE = /\b(?:my |her |his |the )?(?:vision|eyesight|sight)(?: is| was|'s| has been| stays?| remains?)? (?:completely |totally |perfectly |absolutely )?(?:fine|perfect|normal|clear|unaffected)\b/;
const VISION_RECOVERED = /\b(?:now|again|back|returned|came back|since|after|cleared|recovered|went|gone|this (?:morning|afternoon|evening)|today|yesterday|earlier)\b/;
const NON_BLANCHING = /\b(?:rash|spots?|dots?|marks?|blotch(?:es)?|pin ?pricks?|specks?)\b[^.]{0,60}\b(?:don't|doesn't|do not|does not|won't|wouldn't|didn't|did not|not|never) (?:blanch|go pale|go white|lighten|fade(?! (?:for|in|after|over) (?:weeks|days|months|ages|a (?:week|month|while)))(?! (?:on|by) (?:its|their) own)|(?:go away|disappear|change|go|vanish)(?=[^.]{0,30}\b(?:press\w*|push\w*|glass|tumbler|squash\w*)))\b(?![^]{0,90}\b(?:it |they )?(?:does|do|actually) (?:go (?:pale|white)|blanch|fade)\b|[^]{0,90}\bblanches\b)/;

// A petechial or purpuric rash named or described (NICE NG240): read as `systemic` and as `rash`.
const RASH_WORDS = eitherOf(
  // The glass test named alone is something done ("no rash, I did the glass test"); only a failed one is a sign.
  /\bpetechia\w*|\bpurpura\b|\bpurpuric\b|\bnon-?blanching\b|\b(?:failed|positive) (?:the |a )?(?:glass|tumbler) test\b|\b(?:glass|tumbler) test (?:was |is |came back )?(?:positive|failed)\b/,
  // Not "a purple spot in my eye for some minutes" after a welder's arc: an afterimage.
  /\b(?:purple|purply|purplish|red-purple|purple-red|purplish-red|reddish-purple|bruise-coloured|bruise-colored) (?:(?:freckle|freckly|spotty|dotty|blotchy) )?(?:spots?|dots?|rash|blotch(?:es)?|marks?|pin ?pricks?|specks?|freckles?|things|bits)\b(?! (?:in|across|before|over|on) (?:(?:my|his|her|the|their|your|one|left|right) )?(?:eyes?|vision|sight|field))|\b(?:spots?|dots?|rash|marks?|pin ?pricks?|specks?|blotch(?:es)?)\b[^.]{0,20}\blike (?:little |tiny )?(?:bruises|blood spots|pin ?pricks)\b|\b(?:tiny|little|small|pinprick|pin-?prick) (?:red |purple |dark )?(?:spots|dots|marks|specks|pin ?pricks)\b[^.]{0,30}\b(?:glass|press\w*|pushed|push)\b/,
  /\b(?:spots?|dots?|rash|marks?|pin ?pricks?|specks?|blotch(?:es)?)\b[^.]{0,50}\b(?:still (?:there|showing|visible|see them|red|purple|dark)|(?:can|could) still (?:see|make out) (?:them|it|the (?:spots|dots|rash|marks)))\b[^.]{0,20}\b(?:glass|press\w*|push\w*|squash\w*)\b|\b(?:glass|press\w*|push\w*)\b[^.]{0,40}\b(?:still (?:there|showing|visible)|(?:can|could) still see (?:them|it|the (?:spots|dots|rash|marks)))\b/,
);

// Meningism told as pain on bending the neck forward (passive flexion is the bedside test of
// nuchal rigidity; NICE NG240 meningitis: neck stiffness), in either word order: "can't look
// down at my phone without my neck screaming", "bending my head forward kills my neck", "my neck
// is agony if I try to nod". Turning or tilting sideways is not flexion and is left out.
const FLEX = String.raw`(?:look(?:ing|ed|s)? down(?:wards)?|bend(?:ing|s)? (?:my |her |his |the |your )?(?:head|neck|chin)(?: forwards?| down(?:wards)?)?|bent (?:my |her |his )?(?:head|neck) (?:forwards?|down)|nod(?:ding|ded|s)?\b(?! off)|(?:put|putting|puts|get|getting|tuck|tucking|touch|touching|bring|bringing|drop|dropping|lower|lowering|move|moving|tip|tipping) (?:my |her |his |your |the )?chin(?: right)? (?:down|to|on|onto|towards|forwards?|in)|(?:tip|tipping|bow|bowing|lean|leaning|tilt|tilting) (?:my |her |his |your |the )?head(?: right)? (?:down|forwards?)|chin (?:down|to (?:my |her |his )?chest)|touch(?:ing)? (?:my |her |his )?chest with (?:my |her |his )?chin)`;
// Up to n characters of one clause: never across "without", "and", "but", "because".
const GAP = (n: number) => String.raw`(?:(?!\b(?:without|and|but|because|cos|so|while|though|although)\b)[^.;]){0,${n}}`;
const FLEX_NECK = FLEX.replace(String.raw`look(?:ing|ed|s)? down(?:wards)?|`, "");
const NECK_HURTS = String.raw`(?:hurts?|hurting|kills?|killing|agony|agoni[sz]ing|screams?|screaming|scream|cries|crying|winces?|wincing|yelps?|pain(?:s|ful)?|sore|excruciating|murder|unbearable|burns?|stabs?|sharp|shoots?|shooting|twinges?|pulls?|pulling|horrendous|torture)`;

// Who can be hot with a fever: the typist, a named person, or their skin ("his forehead").
const WHO_HOT = String.raw`(?:my|our|the|her|his|their) (?:little |eldest |youngest |baby |older |younger |big |\d+ ?(?:year|yr)[- ]?old )?(?:son|daughter|boy|girl|kid|child|baby|husband|wife|partner|mum|mom|mam|dad|one|toddler|hubby|boyfriend|girlfriend|brother|sister|lad|lass|other half)`;
const HOT_PERSON = String.raw`(?:(?:his|her|my|their|${WHO_HOT}'s) (?:skin|body|forehead|whole body)|${WHO_HOT}(?:'s)?|i|i'm|i am|i've been|he|she|they|he's|she's|they're|he is|she is|he was|she was|i was|they are|they were)`;
// Heat from the weather, a room, exercise or the menopause, not a fever.
const NOT_HEAT = String.raw`(?! (?:flush\w*|flash\w*|and bothered|under the collar|headed))(?![^.]{0,40}\b(?:weather|heat ?wave|the sun|sunny|outside|in here|office|room|summer|air ?con\w*|gym|workout|a run|hot flush\w*|hot flash\w*|menopaus\w*|flush(?:es|ing|ed)?|sauna)\b|[^.]{0,20}\b(?:in|it'?s|its) (?:the )?(?:[2-4]\d) ?(?:degrees|°))`;

// "when i say sudden i mean out of the blue not fast": the word taken back as unexpected, not quick.
const SUDDEN_TAKEN_BACK = /\b(?:when i say|by|i said|i wrote|i put|saying) sudden(?:ly)?\b[^.]{0,40}\b(?:i mean|meant|means|i meant)\b[^.]{0,40}\bnot (?:fast|quick\w*|instant\w*|all at once|in seconds|straight away)\b|\bsudden(?:ly)?,? as in (?:out of (?:the blue|nowhere)|unexpected\w*|no warning)\b[^.]{0,20}\bnot (?:fast|quick\w*|instant\w*)\b/;

// "talking rubbish like she says words but there the wrong words, she called the pan a phone": the
// words themselves wrong (a speech deficit, read as speech), not a muddled mind.
const WRONG_WORDS = /\b(?:wrong words?|words? (?:come|came|coming) out wrong|words? (?:all )?(?:mixed up|jumbled|muddled|scrambled)|(?:can't|cannot|couldn't) get (?:the|her|his|my|their) words out)\b/;

// Double in one eye only ("the letters have a ghost shadow ... if I cover my right eye everything is
// sharp, so its just the right eye"): monocular diplopia, the eye's own optics, not a nerve palsy.
const CHILDHOOD_SQUINT = /\b(?:lazy eye|amblyopi\w*|patch(?:es|ing)|since birth|all (?:her|his|my|their) life|since (?:she|he|i|they) (?:was|were) (?:a baby|born|little|small|a toddler|\d{1,2} (?:months?|years?)(?: old)?))\b/;
// Still there with the other eye covered ("I closed one eye and still shadow is there, same with other
// eye"): double in each eye alone; a nerve palsy's double image goes when either eye is covered.
const MONOCULAR_DOUBLE = /\b(?:close|closed|closing|cover|covered|covering|shut|shutting) (?:one|either|each|my (?:left|right)|the (?:left|right)|the other) eye\b[^.]{0,40}\bstill (?:(?:the )?(?:shadow|ghost|double|image|line|letters?|text) (?:is |are )?)?(?:there|double|two|see (?:it|two|double)|the same)\b|\b(?:with|in) (?:either|each) eye (?:on its own|alone|separately)\b|\bghost(?:ing|y)?\b|\b(?:only|just) (?:in|through|with|out of|the) (?:my |the |her |his )?(?:right|left|one) eye\b|\bits just the (?:right|left) eye\b/;

// "the agency nurse said drowsy plus headache is an emergency": a rule someone told, not a sign seen.
const SIGN_AS_RULE = /\b(?:said|says|reckons?|read|heard|warned)(?: that)? (?:\w+ )?(?:drowsy|drowsiness|sleepy|sleepiness|confusion|confused)\b[^.]{0,25}\b(?:is|are|means?|can be) (?:an? )?(?:emergency|dangerous|serious|(?:a )?(?:bad |warning )?sign|red flag)\b/;

// "I can't see properly out of my phone, the screen got smashed": a device, not the person's sight.
export const NOT_THROUGH_A_DEVICE = String.raw`(?![^.]{0,12}\b(?:out of|on|with|through|in|at) (?:my|the|his|her|this|that) (?:cracked |smashed |broken |new |old |work |stupid )?(?:phone|screen|mobile|laptop|tablet|ipad|glasses|specs|sunglasses|goggles|visor|window|windscreen|windshield|telly|tv|monitor|camera|viewfinder|binoculars|mask|lens|app)\b)`;

// The whole person about to faint as the sight greys: "when i stand up fast my vision goes grey and
// fizzy for like 2-3 seconds and i go all lightheaded" (initial orthostatic hypotension), not the
// sight alone dimming with a clear head (raised pressure's obscurations).
export const HEAD_RUSH = /\b(?:light-?headed|woozy|faint|giddy|head ?rush|blood rush)\b[^.]{0,40}\b(?:grey|gray|black|dark|dim)\w*\b|\b(?:grey|gray|black|dark|dim)\w*\b[^.]{0,60}\b(?:light-?headed|woozy|faint|giddy|head ?rush|blood rush)\b/;

export const RED_CONCEPTS: Concept[] = [
  // The peak reached before a count of five or a sitting down: "by the time my bum hit the bottom
  // it was as bad as it got. Couldn't have counted to five" (ICHD-3 6.2.2: peak in < 1 minute).
  // "eating soup and BANG in back of head": the blow itself told as the onset.
  c("thunderclap", [/\b(?:and|then|suddenly|just|when|until) (?:a )?(?:bang|boom|wham|bam|whack)\b,?!? (?:right )?(?:in|at|on|through) (?:the |my |her |his )?(?:back|base|top|side|front|middle) of (?:the |my |her |his )?(?:head|skull)\b/], { noSimile: true }),
  c("thunderclap", [
    /\bwithin (?:a few |a couple of |some )?seconds\b[^.]{0,10}\b(?:it was|it's|it got|it hit|it reached) (?:full|at (?:its )?(?:worst|peak|max(?!alt|olon|idex|igesic)\w*)|the worst|unbearable)\b/,
    /\bby the time (?:i|my \w+|he|she|his \w+|her \w+)\b[^.]{0,40}\b(?:it was|it'd|it had|it's|it got)\b[^.]{0,10}\b(?:as bad as it (?:got|gets|could get)|at its worst|full (?:blast|whack|on)|the worst)\b/,
    /\bbefore (?:i|she|he|we)(?:'d| had| could)? (?:even )?(?:finished|done|tied|got|sat|stood|put|reached|said|hung up|turned|set)\b[^.]{0,40}\b(?:it was|it'd|it had|it's|it got|it hit)\b[^.]{0,10}\b(?:as bad as|at its worst|full|the worst|maxed|peak)/,
    // "Nothing, then full blast, in the time it takes to say it".
    /\bnothing,? (?:and )?then (?:full blast|full on|full whack|10 out of 10|ten out of ten|agony|the worst)\b|\bin the time it takes to (?:say|blink|click|snap|clap)\b|\bin the time (?:it takes )?to (?:open and close|blink|shut) (?:the|an|your|my) eyes?\b/,
    // The peak told first, then the small act it beat: "maxed before she could put her mug down",
    // "full whack before I could even sit down" (ICHD-3 6.2.2: peak in < 1 minute).
    /\b(?:maxed(?: out)?|peaked|at (?:its |it's )?(?:worst|peak|max(?!alt|olon|idex|igesic)\w*)|full (?:blast|whack|on|force|strength|pelt)|as bad as it (?:got|gets|could get)|10 ?\/ ?10|ten out of ten)\b[^.]{0,20}\bbefore (?:i|she|he|we)(?:'d| had| could)? (?:even )?(?:(?:put|set) (?:\w+ ){0,3}down|blink(?:ed)?|swallow(?:ed)?|(?:stood|stand|sat|sit|got|get) (?:up|down|back up)|turn(?:ed)? (?:round|around)|count(?:ed)? to|finish(?:ed)? (?:my|her|his|the|a) (?:sentence|sip|mouthful|word|sneeze|breath)|(?:say|said) (?:a word|anything)|call(?:ed)? out|shout(?:ed)?|scream(?:ed)?)\b/,
    // "every time full in one second".
    /\bfull (?:in|within) (?:one|a|1|half a) (?:second|sec|moment|instant)\b/,
    // "full blast that second, not building up like her migraines": at its peak in the moment it came.
    /\b(?:full (?:blast|force|strength|whack|on|power|pelt)|at (?:its |the )?(?:worst|peak|max(?!alt|olon|idex|igesic)\w*)|10 ?\/ ?10|ten out of ten)\b,? (?:that|the|in that|in the) (?:very |same |exact )?(?:second|instant|split second|moment)\b(?! (?:i|she|he|we|they) (?:took|swallowed|had)\b)/,
  ], {
    fixed: [
      /\b(?:couldn'?t|could not|wouldn'?t) (?:have )?count(?:ed)? to (?:three|five|ten|3|5|10)\b/,
      // A small task not yet done when the peak came: "lace wisnae even done before it was the
      // worst I've ever had" (its negative word is the idiom's own).
      /\b(?:wasn't|was not|weren't|hadn't|had not|hardly|barely|not)\s+(?:even\s+)?(?:done|finished|tied|over|through|halfway|half done|started)\b[^.]{0,25}\bbefore (?:it|the pain|the headache)(?:'s| was| had| got| hit)?\b[^.]{0,15}\b(?:the worst|full|at its worst|as bad as|maxed|peak\w*|unbearable|10 ?\/ ?10|agony)/,
    ],
  }),
  c("thunderclap", [
    // "one second fine and next second the worst pain of his life".
    // "one tick fine next tick I couldnt drive" (an indicator's tick).
    /\bone (?:second|minute|moment|sec|tick|instant),? (?:i was |he was |she was |i'm |he's |she's )?(?:fine|ok|okay|normal|grand|laughing|talking)\b[^.]{0,10}\b(?:and )?(?:the )?next (?:second|moment|sec|tick|instant)\b/,
    // "between one advert and the next it was full on".
    /\bbetween one (?:advert|ad|breath|blink|word|sip|step|second|moment|sentence|mouthful) and the next\b[^.]{0,30}\b(?:full on|full blast|full whack|at its worst|the worst|10 ?\/ ?10|unbearable|agony|there)\b/,
    // "like a door slammed inside my skull", "went from nothing to the worst I've ever had before I'd even stood back up".
    /\b(?:slammed|exploded|burst|went off|popped|snapped|detonated)\b[^.,]{0,12}\binside (?:the (?:back|top|front|side|base) of )?(?:my|her|his|the) (?:skull|head)\b|\bfrom (?:absolutely |literally )?nothing to\b[^.]{0,50}\bbefore (?:i|she|he)(?:'d| had| could)? (?:even )?(?:stood|straightened|got|sat|finished|blinked|counted|stand|get)\b/,
    // "one second and it is full", "a second and it was at the top".
    /\b(?:one|a|1|half a) (?:second|sec)\b,? and (?:it|the pain)(?: is| was|'s| went)? (?:already )?(?:full|at (?:the )?(?:max|maximum|full|top|worst)|maxed|10(?: ?\/ ?10)?|the worst)\b/,
    // "went from absolutely nothing to the worst ive had in like the time it took to wipe the rim of the plate".
    /\bfrom (?:absolutely |literally |totally |completely )?nothing to\b[^.]{0,60}\b(?:in (?:like |about |just |maybe )?(?:the time it (?:took|takes)|a (?:second|split second|heartbeat|blink|flash|click)|seconds|one second|an instant|no time)|instantly|straight away|right away|in a flash)\b/,
    /\bthunder ?clap\b/,
    /\bsudden(?:ly)?,? (?:very |really |extremely )?(?:severe|intense|excruciating|explosive|blinding|agoni[sz]ing|splitting|horrendous|violent|worst)(?: [a-z]+)? ?(?:head ?ache|headache|pain)\b/,
    // "Full on", "full pelt", "full whack" (British lay words for at its peak) within seconds too.
    /\b(?:peak(?:ed|s)?|max(?:ed|es)?(?: out)?|maximum|full (?:strength|force|blast|intensity|power|on|pelt|whack|tilt|throttle)|top whack|worst|at its worst|top pain|10 ?\/ ?10|10 out of 10|ten out of ten)(?:\b|(?<=\/ ?10))[^.]{0,30}\b(?:within|in|inside|after) (?:like |about |around |maybe |literally |just |under )?(?:a |one |1 |a few |few |a couple of |couple |\d+ )?(?:split )?(?:seconds?|instant|moment|heartbeat|minute\b(?!\s*(?:or (?:two|2|so|three|3)|-\s*\d|to (?:two|2|three|3|five|5))))\b/,
    // "full blast straight away", "immediately the pain came full blast", "full strength one time, no build up".
    /\b(?:full|max(?!alt|olon|idex|igesic)\w*|worst|peak\w*|10 ?\/ ?10)\b(?! \d+ (?:tablets?|pills?|caps\w*|doses?)\b)[^.]{0,25}\b(?:straight away|immediately|right away|instantly|(?<!\b(?:tablets?|pills?|capsules?|caplets?|doses?|both|two|2|three|3)\s)at once|one time|from the very start|there and then|then and there|on the spot|from the off|from the get-?go)\b|\b(?:straight away|immediately|right away|instantly|at once)\b[^.]{0,25}\bfull (?:blast|strength|force|on|whack|power|intensity|pelt)\b|\bfull (?:blast|strength|force|on|whack|power|intensity|pelt)\b[^.]{0,25}\b(?:no|without (?:any )?|zero )(?:build[- ]?up|warning)\b/,
    /\b(?:0|zero|nothing) to (?:10|ten|100|a hundred|max)\b[^.]{0,25}\b(?:seconds?|instant|moment|no time|a second|flat|a flash|a heartbeat|an instant)\b/,
    // Not a pain scale ("on a scale from 0 to 10 it's a 6").
    new RegExp(String.raw`\b(?:from )?${FROM_NONE} to (?<!\b(?:scale|rate|rating|score)\b[^.]{0,25})${TO_MAX}\b[^.]{0,40}?\b(?:${SPEED})`),
    new RegExp(String.raw`\b(?:in|within|inside|under) (?:${SPEED})[^.]{0,25}\b(?:from )?${FROM_NONE} to ${TO_MAX}\b`),
    /\b(?:head|it|brain|skull|pain)\s+(?:just\s+)?(?:exploded|burst|blew up)\b/,
    /\bsomething (?:just |suddenly )?(?:burst|bursts?|popped|pops?|snapped|snaps?|exploded|explode|gave way|give way|went pop|went bang|go pop) (?:in|inside|at the back of|in the back of|at the base of|for back of) (?:my|her|his|the) (?:head|brain|skull)\b|\b(?:and then|then|suddenly|out of nowhere),? bang\b/,
    /\b(?:explosive|exploding) (?:head ?ache|headache|pain|onset)\b/,
    /\blike (?:a|an) (?:bomb|explosion|gunshot|gun shot|bullet|lightning bolt|thunderbolt) (?:went off|going off|in|inside|exploded|hit)\b/,
    /\b(?:hit|struck|whacked|smashed) (?:on|in|over) the (?:back of the )?head with (?:a|an) (?:bat|baseball bat|hammer|brick|plank|sledgehammer)\b/,
    /\blike (?:someone|somebody|something) (?:had )?(?:hit|struck|smashed|whacked|clubbed|bashed) (?:me|her|him|them)\b(?! (?:on|in) the (?:arm|leg|back|chest|stomach|tummy|face)\b)/,
    // A thunderclap years ago ("I had a bleed on the brain 3 years ago, the sudden worst headache of
    // my life") is history, not this headache's onset (remote-past.ts), as a seizure years ago is.
    // "Starts as a dull spot ... and by noon it's pounding like a thunderclap": an image for a pain that
    // built over hours; "it feels like a bomb inside my skull" describes a pain, not how it began.
  ], {
    event: true,
    // "Neuro said probably primary exertional/benign thunderclap and it never happened again": one
    // investigated and over, told with its outcome.
    pastWhen: /\b(?:it|that|the (?:headache|thunderclap|bang)) (?:has )?never (?:happened|come back|came back|recurred|returned)(?: again| since)?\b|\b(?:hasn'?t|has not|didn'?t|did not) (?:happened|come back|recurred|returned) (?:again|since)\b/,
    // "one second nothing, next second full on": the idiom's "nothing" is the moment before.
    fixed: [/\bone (?:second|minute|moment|sec|tick|instant),? nothing\b,?[^.]{0,10}\b(?:and )?(?:the )?next (?:second|moment|sec|tick|instant)\b/],
    unless: eitherOf(/\b(?:exploding|blow(?:ing)? up) (?:whenever|every time|when(?:ever)?)\b|\bhead is exploding whenever\b/, FIGURATIVE_AFTER(String.raw`(?:explod\w*|burst|blew up|bang|thunder ?clap)`), /\bby (?:noon|lunch ?time|lunch|midday|the afternoon|the evening|tea ?time|bedtime|night)\b[^.]{0,30}\bthunder ?clap\b|\b(?:starts?|started|begins?|began) (?:as|with|off (?:as|with)) (?:a )?(?:dull|little|mild|small|slight|niggl\w*)\b[^.]{0,80}\bthunder ?clap\b|\b(?:feels?|feeling) like (?:a|an) (?:bomb|explosion|grenade)\b(?! (?:went|going|goes) off| exploded| hit)/) }),
  // "The worst headache of my life" is a severity superlative: with a sudden or first-ever
  // onset it is the thunderclap story of subarachnoid haemorrhage, but said of a recurring
  // attack that builds over minutes (cluster, migraine) it is not (ICHD-3 6.2.2: peak < 1 min).
  c("worst_ever", [
    // Not "the worst head I've had in years": worst for a while, not the worst ever.
    new RegExp(String.raw`\bworst ${HEAD}[^.]{0,25}\b(?:ever|(?:of|in|for) (?:my|her|his) (?:entire |whole )?life|i(?:'ve| have)? ever|i(?:'ve| have)? had(?! in (?:years|ages|a (?:long )?(?:while|time)|months|a few years|\w+ years)))`),
    /\bworst (?:head ?ache|headache|pain) ever\b/,
    // "Way worse than any headache ive ever had" (set apart from every one before: never_like_this too).
    WORSE_THAN_ANY,
    // "most pain in her life", "the most pain of my life".
    /\b(?:the )?(?:most|biggest|greatest|strongest|worst) pain (?:in|of) (?:my|her|his|their) (?:whole |entire )?life\b/,
    // "to the worst ive had in my whole life": the headache, unnamed.
    /\b(?:the )?worst (?:one )?(?:i'?ve|i have|i've ever|i have ever|ive ever) (?:ever )?(?:had|felt) in my (?:whole |entire )?life\b/,
    // "worst ever.", "the worst one ever": in a chat about a headache, the headache.
    /\b(?:the )?worst (?:one |i've |i have |i |ive )?ever\b(?! (?:\w+ )?(?:week|day|year|month|exam|job|boss|film|movie|holiday|weather|traffic|team|game|match|season|service|customer|date|night out))/,
    /\bmost (?:severe|intense|painful|excruciating|horrendous|agoni[sz]ing) (?:pain|head ?ache|headache)\b[^.]{0,20}\b(?:ever|of (?:my|her|his) life|in (?:my|her|his) life)\b/,
  ], { event: true }),
  // A night's drinking before this headache (ICHD-3 8.1.4.2 delayed alcohol-induced headache, the
  // hangover): "the worst headache of my life" said of it is the hangover's, not the SAH story,
  // unless the onset itself was sudden (detect.ts keeps that a thunderclap).
  c("hangover", [
    /\bhang ?overs?\b|\bhung ?over\b|\bhanging out (?:of|me) (?:my )?(?:arse|ass|hole)\b/,
    new RegExp(String.raw`\b(?:last night|the night before|yesterday|(?:on )?(?:friday|saturday) night)\b[^.]{0,90}\b${DRINKING}\b|\b${DRINKING}\b[^.]{0,60}\b(?:last night|the night before)\b`),
  ], { anyone: true }),
  // No pain at all with the event ("a huge bang as I drift off, there's no pain at all"): not a
  // headache's onset (exploding head syndrome, ICSD-3), which closes a thunderclap suspicion.
  c("painless", [], { fixed: [/\b(?:there'?s |there is |with |it'?s |it was )?(?:no pain,? (?:not |nothing |none )?(?:before|after|during)\b|no pain (?:at all|whatsoever|with it|with them|afterwards|after)|absolutely no pain|completely painless|painless|(?:it )?doesn'?t hurt (?:at all|one bit))\b|\b(?:wait(?:ing)? for|expect(?:ing)?) the (?:headache|pain)\b[^.]{0,20}\bnever comes\b/] }),
  c("sudden_onset", [SUDDEN_BY_TASK]),
  c("never_like_this", [WORSE_THAN_ANY]),
  c("sudden_onset", [
    /\b(?:all of a sudden|all at once|out of (?:the )?nowhere|out of the blue|instant(?:ly|aneous)?|in a flash|suddenly|abrupt(?:ly)?|instantly|in an instant|in (?:a|one) (?:split )?second|in one moment|within seconds|in seconds|(?<!\b(?:quits?|stops?|stopped|ends?|ended|goes|went|gone|off|disappears?|vanish\w*|reliabl\w*|predictabl\w*|regular|clockwork|comes? back)\b[^.]{0,25})like a (?:light )?switch)\b/,
    /\bsudden (?:onset|severe|bad|terrible|intense|excruciating|blinding|agonizing|awful|horrible|sharp|splitting|bang|explosion|blast|boom|crack|whack|thump|surge)\b/,
    // "mine never come on fast": said only to deny a quick onset ("comes on fast" alone is as true of
    // a cluster attack building over minutes, and says nothing of seconds).
    /(?<=\b(?:never|not|don't|doesn't|didn't|won't|wasn't|isn't|aren't|weren't) (?:\w+ )?)(?:comes?|came|coming) on (?:really |very |so |super )?(?:fast|quick(?:ly)?|rapidly)\b/,
    // The onset told by the task it cut into: "got one rosette piped and before id moved the bag over
    // to the next spot my head was gone", "before I could put the cup down it hit"; "just like that"
    // said of the head going.
    /\bbefore (?:i'?d|i had|i could(?:n't)?|i even|she'?d|he'?d|she could|he could)\b[^.]{0,60}\b(?:my|her|his) head (?:was gone|went|had gone|exploded|was (?:splitting|pounding|agony|killing|bursting))\b|\b(?:my|her|his) head (?:was gone|went|exploded)\b[^.]{0,10}\bjust like that\b/,
    // "it was at full whack before I'd even sat up properly": at its worst before a moment's movement was done.
    /\b(?:full (?:whack|blast|strength|force|pelt|on)|(?:its|the) (?:worst|max\w*|peak)|10 ?\/ ?10|ten out of ten)\b[^.]{0,10}\bbefore (?:i|she|he|we)(?:'d| had| could)?(?: even)? (?:sat|sit|stood|stand|got|get|turned|turn|moved|move|finished|finish|put|opened|open|blinked|blink|said|say|counted|count|reached|reach|realised|realized|lifted|lift)\b/,
    // "it came like a lightning strike ... BAM straight in the top of my head": the onset as a strike or a noise.
    /\b(?:it |the pain |the headache |pain )?(?:came|hit|struck|arrived)(?: on)? like (?:a |an )?(?:lightning (?:strike|bolt)|bolt of lightning|thunderbolt|gunshot|shot|bullet|bomb|explosion)\b|\b(?:bam|wham|bang|boom)\b,? (?:straight|right|just) (?:in|into|at|through|on)\b/,
    // "it just went BANG", "went pop in the back of my head": the onset told as a noise.
    /\b(?:just |suddenly |then )?(?:went|goes|go|gone) (?:bang|boom|kaboom|pop|crack|snap)\b/,
    // "my migraines build up over a couple hours ... this was just bang": this one's onset told as a noise.
    /\b(?:this|it|that)(?: one| time)? (?:was|is|came)(?: just| like| all)? (?:a )?(?:bang|boom|kaboom|instant|instantaneous)\b/,
    // "mine have never been sudden", "it wasn't sudden": said only to deny it, read with its negation.
    /(?<=\b(?:never|not|wasn't|isn't|weren't|aren't|never been|not been|not that) (?:\w+ )?)sudden\b/,
    SWITCH_ONSET,
    new RegExp(String.raw`\b${MOMENT}(?![^.]{0,60}\b${RELIEF}\b)[^.]{0,60}\b${ONSET_WORD}`),
    new RegExp(String.raw`\b(?:hit|hits|struck|started|began|came on|kicked in|exploded|burst|went off|bang|boom)\b[^.]{0,30}\b${MOMENT}`),
    // "the pain hit me like a train": a blow-like arrival (never "it hit me like a truck when I heard the news").
    /\b(?:pain|headache|head ?ache|it)\b (?:just |suddenly |literally )?(?:hit|struck|slammed into|smashed into) (?:me|my head|the back of my head)(?: \w+)? like (?:a |an )?(?:truck|train|freight train|bus|lorry|ton of bricks|brick wall|wall|sledge ?hammer|baseball bat|bat|gunshot|bullet|lightning bolt|thunderbolt|bomb)\b(?![^.]{0,40}\b(?:news|heard|hear|found out|told|realis\w*|realiz\w*|learn\w*|results?|diagnos\w*|grief|bill)\b)/,
    ...BLOW_SIMILES,
    // "with the flush my head throbs, comes on in seconds": the rush of a hot flush (a vasomotor
    // symptom of the menopause), not a headache's onset.
  ], { unless: eitherOf(SUDDEN_TAKEN_BACK, DEFICIT_SUDDEN, /\bhot (?:flush\w*|flash\w*)\b|\bflush(?:es|ing)?\b/, SIGHT_SUDDEN, /\b(?:started|began|begun)\b[^.]{0,10}\b(?:\d+|a few|few|two|three|four|five|six|seven|ten|a couple of) (?:days|weeks|months) ago\b,? (?:out of (?:the )?(?:nowhere|blue)|all of a sudden|suddenly)\b|\b(?:gone|goes|go|went|stops?|stopped|ends?|ended|disappears?|disappeared|vanish\w*|switch\w* off|turn\w* off)\b[^.]{0,20}\b(?:like|as if|as though)\b[^.]{0,25}\bswitch\b|\bsuddenly (?:realised|realized|remembered|noticed|thought)\b|\b(?:all of a sudden|suddenly|out of the blue|out of nowhere)\b[^.]{0,30}\b(?:i've |i have |i |she's |she has |she |he's |he has |he )?(?:started|began|begun) (?:getting|having|to get|to have)\b|\b(?:exploding|explode|burst|blow(?:ing)? up|splitting|split|cracking) (?:open |apart )?(?:whenever|every time|each time|when(?:ever)? (?:she|he|i) (?:has|have|gets?))\b/, FIGURATIVE_AFTER(String.raw`(?:explod\w*|burst|blew up|bang|switch|next|knees|floor)`)), notWithin: SWITCHED_OFF }),
  c("sudden_onset", [SUDDEN_TAKEN_BACK], { negative: true }),
  // "one second is nothing, next second the biggest pain of my life": the idiom's "nothing" is the moment before.
  // "one second, nothing then the absolute worst pain ive ever had": the same, told with "then".
  c("sudden_onset", [], { fixed: [/\bone (?:second|moment|minute|tick|instant)\b,? (?:is |was |i'm |i am |i was )?(?:nothing|fine|ok|okay|normal|good)\b,? (?:and )?(?:(?:the )?next (?:second|moment|minute)\b|then (?:the |a |full|agony|bang|boom|worst|10\b|ten\b))/] }),
  // "no build up, full strength straight away": the idiom's own negative word says it was sudden.
  // So is "no build up nothing" (nothing before it).
  c("sudden_onset", [], { fixed: [/\b(?:no|without (?:any )?|zero) build[- ]?up\b(?=[^.]{0,40}\b(?:full|straight away|instant\w*|immediately|at once|right away|bang|max|10)\b|,? (?:nothing|none|whatsoever|at all)\b)/] }),
  c("extreme_pain", [
    // "My head's exploding with all this paperwork", "about to explode with these forms": overload,
    // not pain; exploding with pain (or with the headache itself) stays.
    /\b(?:(?:going|about) to (?:explode|burst|split)(?! (?:with|from|over) (?!(?:the )?(?:pain|agony|head ?ache|headache|migraine)\b))|exploding(?! with (?!(?:the )?(?:pain|agony|head ?ache|headache|migraine|it)\b))|exploded|blinding|excruciating|unbearable|agoni[sz]ing|agony|worst(?! (?:ones?|days?|attacks?|of them|headaches?|migraines?)\b)|10 ?\/ ?10|ten out of ten|10 out of 10|splitting(?! (?:wood|logs?|kindling|firewood|the (?:bill|wood|logs?)|hairs?|up|open)\b)|screaming|horrific|crushing(?! (?:season|plant|mill|time|shift|work))\b)\b/,
    eitherOf(new RegExp(String.raw`\b${FLOORED}`), /\b(?:almighty|massive|huge|enormous|sudden) (?:bang|explosion|boom|crack)\b(?= of (?:pain|agony)| (?:in|inside|at the back of) (?:my|her|his|the) (?:head|skull|brain))/),
    ...BLOW_SIMILES,
    // A score pointed to by someone who cannot say it: "On the pain chart ... he pointed at 10, the crying face".
    /\b(?:pain (?:chart|scale|score)|faces? (?:chart|scale))\b[^.]{0,40}\b(?:pointed|points|pointing|picked|chose|touched) (?:at |to )?(?:the )?(?:10|ten|9|nine)\b|\b(?:pointed|points|pointing) (?:at |to )(?:the )?(?:10|ten)\b[^.]{0,25}\b(?:crying|worst|saddest|red) face\b/,
  ], { unless: FIGURATIVE_AFTER(String.raw`(?:explod\w*|explode|burst\w*|split\w*|agony|screaming)`) }),
  // Told by the clock: "It started about 2 as a dull ache ... by 5 it was unbearable".
  // "started like 2 hrs ago, slow, kinda dull then got worse n worse over the first hour": a build told plainly.
  c("gradual_onset", [/\b(?:started|began|came on|crept in|built)\b[^.]{0,25}\b(?:slow|slowly|gradual(?:ly)?)\b(?! (?:down|motion|walk\w*|typ\w*|talk\w*|speech))|\b(?:got|getting|gets|went) worse (?:and|n|&) worse over (?:the |an |about an? |like an? )?(?:first |next )?(?:hour|couple of hours|few hours|\d+ (?:hours?|hrs?))\b/]),
  // "the headache started last night and it's just got worse and worse": a build since it began.
  c("gradual_onset", [/\b(?:started|began|came on)\b[^.]{0,30}\b(?:and|then) (?:it'?s |it has |it )?(?:just |slowly |gradually |steadily )?(?:got|been getting|getting|gone|grown) (?:worse|stronger|heavier) (?:and|n|&) (?:worse|stronger|heavier)\b/], {
    unless: /\b(?:sudden\w*|instant\w*|bang|boom|out of (?:nowhere|the blue)|like a (?:bomb|gunshot|thunderclap|bolt)|full (?:blast|whack) (?:straight|right) away)\b/,
  }),
  c("gradual_onset", [/\bstart(?:ed|s)? (?:at |about |around |just after |just before )?\d{1,2}(?:[:.]\d\d)?(?: ?(?:am|pm|o'?clock))?\b[^.]{0,40}\b(?:dull|mild|small|little|slight|niggl\w*|ache)\b[^.]{0,50}\bby (?:about |around |like |maybe |roughly )?\d{1,2}(?:[:.]\d\d)?(?: ?(?:am|pm|o'?clock))?\b/]),
  c("gradual_onset", [
    // "started about 10 as a dull ache ... and built up over the next hour till it was pounding".
    /\b(?:built|builds?|building|crept|creeps?|creeping|worked|works?|working) (?:itself )?up over (?:the (?:next|following|course of (?:the|an)) |an? |about an? )(?:hour|couple of hours|few hours|morning|afternoon|day)\b/,
    // "It came up over maybe 5 minutes, first small then bigger": a build told step by step.
    /\b(?:first|at first|started|starts|starting) (?:small|little|mild|low|a bit|a little|weak)\b[^.]{0,15}\bthen (?:bigger|worse|stronger|more|harder|heavier)\b/,
    // "it started as a small ache around 2 and kept climbing until about 3".
    /\b(?:started|began|starts|begins) (?:off )?as (?:a |an )?(?:small|little|mild|dull|slight|tiny|niggl\w*) (?:ache|pain|headache|niggle|throb)\b|\bkept (?:climbing|building|creeping up|rising|getting worse)\b(?= (?:until|till|for|over|all))/,
    // "mine never come on fast, always creep up", "it creeps up on me".
    /\b(?:always|usually|they all|all of them|mine) (?:creep|creeps|build|builds) up\b|\bcreeps? up on (?:me|her|him)\b/,
    /\b(?:built|builds|building|build|came on|comes on|creeps?|crept|grew|grows|ramp(?:s|ed)? up|worked? (?:its way )?up)\b[^.]{0,30}\b(?:slowly|gradually|over (?:maybe |about |around |like |roughly )?(?:an? |the |a few |a couple of |\d+ )?(?:hours?|hrs|minutes|mins|afternoon|day|morning|evening))\b/,
    // "its not a bang or anything, it builds.": told as building, and nothing more.
    /(?<=\bit (?:just |kind of |sort of )?)builds(?: up)?(?=\s*(?:[.,;!]|$))/,
    /\b(?:gradual(?:ly)?|slowly) (?:build|built|came|comes|onset|got|gets|started|starts)\b/,
    // "it start after lunch and get worse slowly in afternoon": worse by degrees within the day.
    /\b(?:get|gets|got|getting|grew|grow|grows|went|goes) (?:worse|bad|stronger|heavier)(?: and worse)? (?:slowly|gradually|bit by bit|little by little)\b(?![^.]{0,30}\b(?:weeks?|months?|years?|fortnight)\b)/,
    /\bgradual onset\b/,
    // "started yesterday afternoon and got worse through the evening": a build over hours.
    /\b(?:started|began|came on)\b[^.]{0,40}\b(?:and )?(?:got|getting|grew|built) (?:worse|stronger|bigger|up) (?:and worse )?(?:through|over|during|across) the (?:evening|afternoon|morning|day|night)\b/,
    // "well actually it was building since about ten this morning": a build told over a span.
    /\b(?:was|been|had been|has been|kept) (?:slowly |gradually )?(?:building|creeping up|climbing|ramping up)(?: up)? (?:since|from|all (?:morning|day|afternoon|evening)|over)\b/,
    // "since yesterday arvo this headache has been building": the span told first.
    /\b(?:since|from) (?:yesterday|last night|this morning|lunch(?:time)?|breakfast|(?:yesterday|this|last|sunday|monday|tuesday|wednesday|thursday|friday|saturday) (?:morning|afternoon|arvo|evening|night))\b[^.]{0,40}\b(?:has been|been|was|had been|kept) (?:slowly |gradually |steadily )?(?:building|creeping up|climbing|ramping up)\b/,
    // A correction: "no sorry, not slowly", "it wasn't gradual", "no build up at all" (read with its negation).
    /(?<=\b(?:not|wasn't|isn't|never|no) (?:that |so |really )?)(?:slow(?:ly)?|gradual(?:ly)?)\b|(?<=\b(?:no|without|zero|not any|none of the) )build[- ]?up\b/,
  ]),
  // "sorry, the form is my normal migraine ... tonight is not that one": set against the usual ones told
  // in the same message (not against a worst headache years ago: "the 2019 one ... tonight is not that").
  c("never_like_this", [], {
    fixed: [/\b(?:tonight|today|this one)(?: is|'s| was) not (?:that one|that|one of (?:those|them|my \w+))\b/],
    within: /\b(?:form|(?:my |the )?(?:normal|usual|regular|typical|everyday) (?:migraines?|headaches?|ones?))\b/,
  }),
  c("never_like_this", [], {
    // Not "never had a seizure or anything like that": another event, not this headache.
    fixed: [
      // "never in my life had this before the last weeks", "I have had something new".
      /\bnever (?:in my (?:whole )?life |ever |once )?(?:had|got|seen|experienced|felt)(?: anything like)? (?:this|these|that|it)(?: one| kind| sort| thing| symptom)? (?:before|in (?:all )?(?:my life|(?:\d+|twenty|thirty|forty|all (?:these|those|the)|many) years))\b|\b(?:i (?:have|'ve) had|i had|i'?ve got|i got|i noticed|i'?ve noticed|there'?s been|i'?m getting) something new\b(?! (?:for|to try|to take|prescribed))/,
      /\bnever (?:had|felt|known|seen) the like\b/,
      // "never had lights before in 40 odd years": an aura new to someone with headaches for years.
      // Not a list of aura symptoms denied ("never had flashing lights or numbness before them"): no aura at all.
      /\bnever (?:ever )?(?:had|got|seen|experienced|noticed|with) (?:the |any |those |these |a )?(?:lights?|flashing lights|flashes|zigzags?|zig ?zags?|auras?|sparkles?|sparkly (?:bits|lights)|shimmer\w*)(?: (?:thing|things|lines?))?\b(?![^.]{0,30}\b(?:or|nor)\b)[^.]{0,30}\b(?:before(?! (?:them|they|it|the (?:head ?aches?|headaches?|migraines?|pain)|my (?:head ?aches?|headaches?|migraines?)))|in (?:my|her|his) life|in (?:\d+|\w+)(?: odd)? years|till now|until now|ever)\b/,
      // "never got like this in my life" (a second language's "got" for "had it").
      /\bnever (?:ever )?(?:got|get|gotten|been|felt|had it|got it)(?: it)? like (?:this|that)\b(?=[^.]{0,5}\b(?:in (?:my|her|his) (?:whole |entire )?life|before|ever)\b)/,
      /(?:^|[,;:]\s*|\bbut )never (?:ever |once )?like (?:this|this one)\b/, /\b(?:usual|normal|regular) (?:ones?|migraines?|headaches?)\b[^.]{0,60}\bnever (?:the |my |her |his )?(?:[a-z']+ ){1,3}like (?:this|this one)\b/, /\bnever (?:had|felt|experienced|known)(?! (?:a |an |any )?(?:seizures?|fits?|strokes?|blackouts?|faints?|numbness|weakness|rash|fever|temperature|problems?|issues?)\b)[^.]{0,40}\b(?:(?<!\b(?:anything|something|stuff|things) )like (?:this|it|that)|this (?:bad|severe|painful|intense)|so (?:bad|severe))\b/, /\bnever been this bad\b/, /\bnever (?:feel|felt|see|seen|had|have|get|got) (?:nothing|anything) (?:so|so bad|like (?:this|it|that))\b/, /\bnever (?:ever )?(?:had|got|gotten|felt|experienced|known|suffered)(?: \w+){0,2}? (?:such|this kind of|this type of|this sort of|that kind of) (?:a )?(?:\w+ )?(?:head ?aches?|headaches?|pains?|migraines?)\b/, /\b(?:isn't|is not|wasn't|was not|not) like anything (?:i've|i have|i'd|i had|she's|he's|she has|he has) (?:ever )?(?:had|felt|experienced|known)\b|\bunlike anything (?:(?:i've|i have|i'd|i had|she's|he's|she has|he has|i) )?(?:ever )?(?:had|felt|experienced|known)\b/, /\b(?:nothing|never anything) like (?:this|it) before\b/,
      // "my migraines are never there, theyre behind my left eye": this one where the usual ones never are.
      /\bmy (?:usual |normal |regular )?(?:migraines?|headaches?|usual ones|normal ones) (?:are|is|were|was) never (?:there|in that (?:spot|place|bit)|at the (?:back|top|front)|like this|this (?:bad|sudden|quick|fast))\b|\b(?:i'?ve|i have) never had (?:one|them|a headache|a migraine) (?:there|in that spot|at the (?:back|top|front))\b/,
      // "filled the form in for my normal migraines but tonights one isnt like them at all".
      /\b(?:tonight'?s|today'?s|this|this morning'?s|the new|the latest) (?:one|headache|pain|attack)\b[^.]{0,10}\b(?:isn'?t|is not|wasn'?t|was not|isnt|wasnt) (?:anything |at all )?like (?:them|those|the others|my (?:normal|usual|regular) ones?)(?: at all)?\b/,
      // "I've had migraines since high school but honestly this doesn't feel like them".
      /\b(?:this|it|this one|this headache|the headache)(?: honestly| just| really)? (?:doesn'?t|does not|didn'?t|did not|doesnt|didnt) (?:feel|seem|look|act|behave) (?:anything |at all )?like (?:them|those|my (?:usual |normal |regular |other )?(?:ones?|migraines?|headaches?))\b/,
      // "this one is not like my own at all": not like the person's usual headaches.
      // A denial is needed: "this one is like my normal ones" says the opposite.
      /\bthis (?:one |time |headache |pain )?(?:(?:is|was) (?:not |nothing |not at all |not anything )|(?:isn't|wasn't) )like (?:my|her|his) (?:own|usual|normal|regular|typical|other)(?: ones?| migraines?| headaches?)?\b/,
      // "I get migraines ... This is NOT that": this one set against the usual ones just told.
      /\bthis (?:one |time |headache )?(?:is|was) (?:not|nothing like|definitely not|absolutely not) (?:that|those|them|it|one of (?:those|them|(?:my|his|her|their) \w+)|(?:my|his|her|their) (?:usual |normal |regular |typical )?(?:migraines?|headaches?|heads?))\b|\b(?:it'?s|it is|it was|this is|this was|that is|that's) not (?:my|his|her|their|one of (?:my|his|her|their)) (?:usual |normal |regular |typical )?(?:migraines?|headaches?)\b|\b(?:it|this|that) (?:isn't|wasn't|is not|was not) (?:my|his|her|their|one of (?:my|his|her|their)) (?:usual |normal |regular |typical )?(?:migraines?|headaches?)\b|\bthis (?:one )?(?:isn't|wasn't|is not|was not) (?:that|one of (?:those|them|my \w+))\b/,
      // "I know them very well, so please understand this is something else", "a whole different kind of pain".
      /\b(?:this|it|this one|this headache|this pain)(?: is|'s| was) (?:something|somethin|summat) (?:else|different|new)\b|\b(?:this|it|this one)(?: is|'s| was| feels| felt) (?:a |an )?(?:totally |completely |whole |wholly |entirely |altogether )?(?:different|new) (?:kind|type|sort|class|level) of (?:pain|headache|head ?ache|ache)\b/,
      // "think my clusters have come early ... but its not really like them": set against the usual attacks just named.
      /\b(?:but )?(?:it'?s|it is|this is|this one'?s|this one is|it was|this was) not (?:really |quite |at all |anything )?like (?:them|those|the others|the usual ones|my (?:usual |normal )?(?:clusters?|attacks?|episodes?|bouts?))\b(?! (?:to|at all to)\b)/,
      // "nothing like my migraines", "it's not the same headache": set against the usual ones.
      /\b(?:nothing|not(?: really| quite| at all)?) like (?:my|her|his|their) (?:usual |normal |regular |typical |other |old )?(?:migraines?|headaches?|heads|ones)\b|\b(?:it's|it is|this is|it was|this was) not the same (?:headache|pain|kind|type|sort)\b/,
      // "the odd headache over the years but nothing ever like this".
      // "Nothing like that now" after a past event told is a denial of it now, not a comparison.
      // "no weakness, no numb, i can speak normal, nothing like this": the close of a list of denials ("nothing of the kind").
      /(?<!\b(?:no|not|never|nor|without|don't|didn't|can't|cannot|doesn't|isn't|wasn't)\b[^.!?]{0,100},\s*)\b(?:but )?nothing (?:ever |at all |even (?:remotely )?|remotely )?like (?:this|it)\b(?! (?:since|again|for))|\b(?:but|is|was|it's|its|that's|this|feels?|felt|been|had) nothing (?:ever |at all |even (?:remotely )?|remotely )?like that\b(?! (?:since|again|for|now|anymore|any more|these days|nowadays))/,
      /\b(?:isn't|is not|wasn't|was not|not|nothing|unlike) like any (?:other )?(?:head ?aches?|headaches?|migraines?|pains?) (?:(?:i've|i have|i'd|i had|she's|she has|he's|he has|i) )?(?:ever )?(?:had|felt|known|get|got)\b|\bunlike any (?:other )?(?:head ?ache|headache|migraine|pain) (?:i've|i have|she's|he's|i) (?:ever )?(?:had|felt|known)\b/,
      // Said of the usual attacks: "I do get migraines but they're never like this".
      // "Mine are never like that" said of someone else's is no change of one's own.
      /\b(?:they're|they are|they were|those are|mine are|my (?:migraines|headaches) are) never (?:like this|this bad|this severe)\b|\b(?:they're|they are|they were|those are) never like that\b/,
      // Told against the person's usual headaches: "last friday was nothing like them", "not like my normal migraines".
      /\b(?:was|is|it's|felt|feels|that was|this was|this is)\s+(?:nothing|not|totally different|completely different|nothing at all)\s+(?:like|to)\s+(?:them|those|my (?:usual|normal|regular|other|typical|ordinary) (?:ones|headaches?|migraines?|heads)|my (?:migraines?|headaches?)|(?:my |the )?(?:usual|normal|regular) ones)\b/,
      /\b(?:totally|completely|very|so) different (?:from|to|than) (?:my (?:usual|normal|regular|other) (?:ones|headaches?|migraines?)|my (?:migraines?|headaches?))\b/,
      // "i had migraines as a young fella, none for 30 year, these arent like them".
      /\b(?:these|these ones|this one|these headaches|the new ones?) (?:aren'?t|are not|arent|isn'?t|is not|weren'?t|were not) (?:anything |at all )?(?:like|the same as) (?:them|those|the old ones|my old ones|my migraines|the migraines)\b/,
      // "theres a new one thats nothing like those": a new headache set against the usual ones.
      /\bnew (?:one|headache|kind|type|pain)\b[^.]{0,25}\b(?:nothing|not|totally different|completely different|different)\s+(?:like|to|from|than)\s+(?:them|those|the (?:old|other|usual|normal) ones?|my (?:old|usual|normal) ones?)\b/,
      // "back of my head not my usual spot": this one told in another place than the usual ones.
      /\bnot (?:in )?(?:my|her|his|the) (?:usual|normal|regular|typical) (?:spot|place|area|side|location)\b/,
      // Word order of other languages: "never i feel like this", "this is other thing" (Spanish "es otra cosa").
      /\bnever (?:i|she|he) (?:feel|felt|have|had|get|got|see|saw)(?: (?:pain|headache|something))? (?:like this|so bad|this bad|so strong)\b|\bthis (?:one |pain |headache )?(?:is|was) (?:an )?other thing\b/],
    // "mum went confused and lost her words ... ive never had anything like that, no fits, nothing":
    // someone else's symptoms denied, not this headache set apart.
    // "i had a seizure with a fever when i was 2 ... ive never had one since, nothing like that": the
    // old event set apart, not this headache.
    unless: /\bnever (?:had|experienced|felt|noticed) anything like (?:that|it|those)\b,?\s*(?:no|not|nothing|never|none)\b|\bnever had (?:one|another|any) since\b/,
  }),
  c("fever", [
    // A reading sent on its own, as a message ("39.6"), or put right ("no fever i dont think" ... "sorry 38.9").
    /^\s*(?:(?:sorry|oops|actually|correction|edit|wait|no wait|i mean|i meant|my bad|scratch that)[,:!]?\s+)?(?:3[89]|4[01])[.,]\d\s*(?:°\s*c?|c|degrees)?\s*[.!]*\s*$/,
    // Not "hay fever", "cabin fever".
    /(?<!\b(?:hay|cabin|spring|football|cup) )\bfevers?\b|\bfeverish\b|\bfebrile\b|\bpyrexi(?:a|al|c)\b/,
    // "no temps since July": the plural too.
    /\b(?:high |a |running a |got a |have a |with a |no )(?:temperature|temp)\b|\bno (?:temperatures|temps)\b|\btemperature of (?!3[0-7]\b|3[0-7]\.\d|9\d(?:\.\d)?\b|normal)|\btemp (?:of |is |was )?(?:3[89]|4[0-2]|99\.[5-9]|10[0-5])/,
    // Fever felt where no thermometer is ("at night her body is hot", "mainit ang katawan (body hot)",
    // "evening time body becomes hot"), and drenching sweats ("she sweats the blankets wet").
    /\b(?:body|skin|whole body) (?:is |was |feels? |felt |gets? |got |becomes? |became |goes |went |is getting |getting )?(?:very |so |really |too |burning |boiling |quite )?hot\b(?! (?:water|bath|shower|weather|day|sun|room|tea|drinks?|food|spicy)\b| (?:from|because of|after|in|with) (?:the |my |a )?(?:sun|heat|weather|work|exercise|running|gym|bath|shower|sauna|kitchen|fire|stove|hot flush\w*|flush\w*)\b)|\bsweats? (?:through )?(?:the |her |his |my )?(?:blankets?|sheets?|bed(?:ding)?|mattress|pillow) (?:wet|soaked|through)\b/,
    // A reading, not the heat of a place: "the tandoor section is very hot, more than 40 degree".
    /(?<!\b(?:kitchen|room|outside|out there|weather|summer|sun|oven|tandoor|section|office|house|flat|car|cab|sauna|pool|water|shower|bath|(?:hot )?tub|jacuzzi|spa|panel|thermostat|heat ?wave|it was|it's|its|forecast|warehouse|factory|site|greenhouse|harvest|paddock|field|header|tractor|ute|truck|bin|driving|hour days|shifts?)\b[^.]{0,40})(?:\b(?:3[89]|4[01])(?:\.\d)? ?(?:c|°c?|degrees?)\b|\b(?:100\.[4-9]|10[1-5])(?:\.\d)? ?(?:f|°f?|degrees?)\b)(?! (?:out|outside|in the (?:shade|sun|cab|shed|paddock))\b)/,
    // A Fahrenheit reading told bare, by when it was taken: "achy, wiped out, 100.6 last night".
    /\b(?:100\.[4-9]|10[1-5]\.\d)\b(?=[^.]{0,4}(?: (?:this|last) (?:morning|night|evening|afternoon)| (?:today|tonight|yesterday|at \d)| ?(?:°|degrees|f\b)))/,
    // A Fahrenheit reading told beside the thermometer without its unit: "bought a thermometer in the store, 102.6".
    /\b(?:thermometer|temp|temperature|fever)\b[^.]{0,40}\b(?:100\.[4-9]|10[1-6]\.\d)\b(?! ?(?:kg|kilos?|lbs?|pounds|%|cm|mm|fm|am))/,
    /\b(?:running|reading|reads|read|hit|of|at|about|around|was|is|said|says|showed|shows|on|up to|now|still|he'?s|she'?s|hes|shes|i'?m|im|they'?re) (?:now |at |running |got |on )?(?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/,
    // A reading told bare, by when or where it was taken: "39.4 on the bairns thermometer", "flu. 38.6 this morning".
    /\b(?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))(?=[^.]{0,4}(?: (?:on|with|from) (?:the |my |our |his |her )?(?:\w+ )?thermometer|(?: degrees| ?°| tympanic| oral| under (?:the|my|his|her) (?:arm|tongue))| (?:this|last) (?:morning|night|evening|afternoon)| (?:today|tonight|at \d)))/,
    // A reading after the taking of it: "flatmate made me take it, 39.3", "checked mine, 38.6", "i checked and its 39.1".
    /\b(?:(?:took|take|taken|checked|check|measured|did) (?:it|mine|his|hers)|checked|measured)\b[^.]{0,20}?\b(?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/,
    // "temp was 37.3 last night, sorry typo 38.3, and 38.5 this morning".
    /\b(?:temp|temps|temperature|thermometer)\b(?:[^.]|(?<=\d)\.(?=\d)){0,60}\b(?:3[89]|4[01])\.\d\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/,
    // "running temps in the evenings, 38.2 last night": the plural lay "temps" and a reading a few words on.
    /\brunning (?:a |high |some )?(?:temps|temperatures)\b|\b(?:temps?|temperatures?)\b[^.]{0,30}\b(?:3[89]|4[0-2]|10[0-5])(?:\.\d)?\b|\b(?:temp|temperature) (?:is |was )?(?:high|up|raised|through the roof)\b/,
    /\bshiver\w*|\bhot and cold\b|\bburning up\b|\bchills\b(?! out)|\bshivering\b|\brigou?rs\b|\bshakes and sweats\b|\b(?:the )?sweats and (?:the )?(?:shakes|shivers|chills)\b|\b(?:shivers|chills) and (?:the )?sweats\b/,
    // Rigors and drenching sweats told by what they do: "shaking under two doonas with his teeth going",
    // "sweated right through his singlet", "hot as a stove to touch".
    /\bteeth (?:going|chattering|rattling|clattering|knocking)\b|\bshaking (?:like a leaf )?under (?:\w+ ){0,2}(?:duvets?|doonas?|blankets?|covers|quilts?|sheets)\b|\bsweat(?:ed|ing)? (?:right |straight )?through (?:his|her|my|their|the) (?:singlet|vest|shirt|t-?shirt|pyjamas|pjs|sheets|nightie|nightdress|bedding|clothes)\b|\b(?:drenched|soaked|wringing wet) (?:in|with) (?:sweat|perspiration)\b(?! on (?:my|his|her|the) (?:forehead|face|brow|head))/,
    /(?<=\b(?:he's|she's|i'm|he is|she is|i am|i was|they're|he was|she was|skin is|skin was|forehead is|forehead was|head is|head was|body is|body was)\s)hot as (?:a |an |the )?(?:stove|oven|furnace|fire|radiator|toaster|kettle|hob|coal|griddle|boiler|hell)\b/,
    // Fever felt rather than measured, as people and parents say it (NICE NG143 fever in under
    // 5s: a parent's report of fever is to be taken seriously): "hot to touch", "he's roasting",
    // "she feels really hot", "like a furnace". The subject must be a person or their skin, never
    // the weather or a room ("it's roasting outside"), and a hot flush or a hot bath is not fever.
    /\bhot to (?:the )?touch\b|\b(?:hot|boiling|roasting) (?:but|and|yet|then|one min(?:ute|utes)?|one sec(?:ond|onds)?)\b[^.]{0,20}\b(?:shiver\w*|shaking|freezing|cold|chills?|chilly|shivery)\b/,
    // Each is anchored on the heat word, and the person is checked behind it only then: a
    // lookbehind tried at every word start made these the slowest phrasings in the lexicon.
    new RegExp(String.raw`\bhot\b(?<=\b${HOT_PERSON} (?:feels?|felt|feeling|is feeling|was feeling|seems?|seemed|has felt|'s felt) (?:really |very |so |super |quite |all |absolutely |properly |burning |boiling |a bit |a little |rather |extremely |too )?(?:clammy and )?hot)${NOT_HEAT}`),
    new RegExp(String.raw`\b(?:roasting|boiling|burning(?= hot\b)|baking|like(?= (?:a |an )?(?:little )?(?:furnace|radiator|hot water bottle|oven|heater|toaster|hot ?plate|boiler)\b))\b(?<=\b${HOT_PERSON} (?:(?:is|was|has been|been|looks?|looked|got|gone|went|getting|felt|feels?|seems?|keeps? getting) )?(?:really |very |so |absolutely |properly |bloody |just |literally )?(?:roasting|boiling|burning|baking|like))${NOT_HEAT}`),
    new RegExp(String.raw`\bhot\b(?<=\b(?:${WHO_HOT}(?: is| was|'s| has been|'s been)|i'm|i am|i was|i've been|he's|she's|they're|he is|she is|he was|she was|they are|they were|he's been|she's been|they've been) (?:really |very |so |super |absolutely |properly |bloody |extremely |burning |boiling |red |scorching |piping )hot)${NOT_HEAT}`),
  ], {
    // "it was like 38 degrees every day" at a festival is the weather.
    // "every monday i feel fluey ... sometimes 37.8, my neurologist says its the normal side effect": a
    // medicine's expected reaction, told as such, not an infection.
    // "old belief, the al karısı comes to lohusa in first 40 days and gives fever": a belief told, no fever had.
    // "heart is pounding like crazy and im drenched in sweat": the sweat of a racing heart (a surge of
    // adrenaline or a hypertensive crisis), not a fever's.
    // "sweating like i have a fever but i dont think i do", "felt like I'm burning with fever": a
    // comparison, or a fever the person doubts.
    // "That night I felt shivery, 37.6": the reading, under 38, says what the shiver did not; so does
    // one taken by someone else ("sometimes i feel hot during it but mama checked 36.7").
    // "never had this type of headache, only small headache with fever sometimes": the ordinary headaches
    // of past fevers, not a fever now.
    // "everything went grey and she felt hot and sick then went down": the heat of a faint coming on.
    // "he feels hot and shivery but he's burnt like a tomato, no sunscreen": a sunburn's heat.
    // "I always get a bit shivery with these": a shiver that comes with every one of the usual attacks.
    // "i was cold, the fan was on me and i was shivering under the sheet": the cold of a fan or a draught.
    unless: /\b(?:shiver\w*|cold|chill\w*)\b[^.]{0,40}\b(?:the fan|a fan|air ?con\w*|the ac|window (?:was )?open|draught|draft|snow|rain|swim\w*|pool)\b|\b(?:the fan|air ?con\w*|the ac)\b[^.]{0,40}\bshiver\w*|\balways (?:get|gets|feel|feels|go|goes|am|is) (?:a bit |a little |really |quite |very |so )?(?:shivery|shivering|shivers|chills|chilly|cold and shivery|hot and cold)\b[^.]{0,20}\b(?:with|during|in) (?:these|them|those|(?:my|her|his|the) (?:migraines?|headaches?|head ?aches?|attacks?))\b|\b(?:hot|shivery|shiver\w*)\b[^.]{0,40}\b(?:sun ?burn\w*|burnt like|burned like|burnt to a crisp|no sunscreen|sunstroke)\b|\bfelt (?:hot|warm|clammy)\b[^.]{0,30}\b(?:went down|fainted|passed out|collapsed|keeled over|hit the (?:floor|deck|ground))\b|\b(?:went|goes|going) (?:grey|gray|white|black)\b[^.]{0,20}\bfelt (?:hot|warm|clammy)\b|(?<!\b(?:no|not|any) )\b(?:shiver\w*|feverish|fever|hot|chills?|clammy)\b[^.\d]{0,15}\b(?:3[56]\.\d|37\.[0-7])\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))|\b(?:shiver\w*|feverish|hot|chills?|clammy)\b[^.\d]{0,40}\b(?:checked|took|taken|measured|thermometer|temp|temperature|reading)\b[^.\d]{0,12}\b(?:3[56]\.\d|37\.[0-4])\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))|\b(?:only|just|small|little|mild|normal|ordinary|usual)\s+(?:head ?aches?|headaches?)\s+(?:with|from|in|during|when (?:i|he|she|they) (?:had|have|has|get|gets|got))\s+(?:a\s+)?(?:fevers?|temperatures?|flu|colds?)\b[^.]{0,12}\b(?:sometimes|occasionally|now and then|before|in the past|as a (?:kid|child))\b|\b(?:like|as if|as though) (?:i'?m|i am|i was|i have|i had|i'?ve got|i got|she'?s|he'?s|she has|he has) (?:a |got a )?(?:burning (?:up|with (?:a )?fever)|fever|temperature)\b|\bbut (?:i|she|he) (?:don'?t|dont|doesn'?t|do not|does not) think (?:i|she|he) (?:do|does|have|has)\b|\bcold sweats? from the pain\b|\b(?:it|weather|outside|heat|sun)\b[^.]{0,15}\b(?:was|is|were|hit|got to|reached)\b[^.]{0,10}\b(?:3\d|4\d|[5-8]\d|9[0-7]|1\d\d) ?(?:degrees|°)|\b(?:its|it's|it is)\s+(?:like |about |over |nearly |almost )?(?:3\d|4\d|1\d\d) ?(?:degrees|°)|\b(?:cause|because|cos|coz) (?:it'?s|its|it is) (?:like |about |over |nearly )?(?:3\d|4\d|1\d\d) (?:out|outside|out there)\b|\b(?:normal|usual|known|expected|common) side[- ]effects?\b|\b(?:heart|pulse)\b[^.]{0,20}\b(?:pounding|racing|thumping|hammering|going like)\b[^.]{0,40}\b(?:drenched|soaked|sweat\w*)\b|\b(?:old |folk )?(?:belief|superstition|old wives'? tale)\b/,
    // A febrile illness told as over ("flu over New Year, cleared up within a week") is history.
    event: true,
    // "I had fever with the virus on thursday but today 36.8": a normal reading now.
    // "i had a cold with a temperature for a few days the week before that" (before the headache began).
    // "cold finish, fever finish 3 week ago": the verb of English learnt second.
    // "i had the flu ... and was 39 degrees for like 6 days, in the middle of exams": a whole illness
    // told in the simple past with its length, nothing of it now.
    pastWhen: /^(?![^.]*\b(?:now|still|since|today|tonight|this (?:morning|afternoon|evening|week)|yesterday|at the moment|keeps?|ongoing|currently)\b)[^.]*\b(?:i|she|he|we) (?:had|caught|got) (?:the |a |an )?(?:flu|influenza|covid|virus|bug|cold|chest infection|tonsillitis|infection)\b[^.]{0,80}\bwas (?:\d\d(?:\.\d)?|burning up|feverish|boiling)\b[^.]{0,20}\bfor (?:like |about |around |nearly |almost )?(?:\d+|a few|a couple of|several|two|three|four|five|six|seven) days\b|\b(?:fevers?|temp\w*)\b[^.]{0,40}\b(?:nothing|none|gone|normal|fine) now\b|\b(?:fevers?|temp\w*)\b (?:are|were|is|was) (?:all |long )?(?:a thing of the past|in the past|long gone|behind (?:me|us|her|him|them))\b|\b(?:fevers?|temp\w*)\b (?:went(?! (?:up|back up|higher|to|as high|over|above|through)\b)|came down|broke|disappeared|resolved|settled|(?:is |was )?(?:finish|finished|over|passed))\b(?![^.]{0,40}\b(?:back up|up again|came back|comes back|returned|spiked)\b)|\b(?:the|a) (?:week|fortnight|few days|month|couple of weeks|day or two) before (?:that|it (?:started|began)|this (?:started|began)|the (?:headache|head ?ache|pain) (?:started|began))\b|\bbut (?:today|now|this morning|tonight)(?: it'?s| its| it is| i'?m| im)?\b[^.]{0,10}\b(?:3[56]\.\d|37\.[0-4]|normal|no fever|no temp\w*)\b|\b(?:cleared up|cleared|got better|resolved|recovered|settled down|was gone|all gone|went after|been gone|broke)\b|\b(?:i'm|i am|im|she's|he's|she is|he is) (?:fine|ok|okay|better|grand|well|all good) now\b|\b(?:but |and )?(?:that was|it was|that's|thats|which was) (?:about |over |nearly )?(?:weeks|a week|a few weeks|a couple of weeks|\d+ weeks|ages|a month|months) ago\b|,\s*(?:fine|normal|none|nothing) since\b|\b(?:she|he|i|they)(?:'s| is| was| has been| have been|'ve been)? (?:been )?(?:well|fine|ok|okay|better) (?:from|since|after) (?:that|then|it)\b|\blong gone\b|\b(?:about |around )?(?:\d+|a few|a couple of|two|three|four) weeks (?:back|ago)\b[^.]{0,25}\b(?:gone|better|over|cleared|fine)\b|\b(?:that's|that is|thats|it's|its|which is|which has|that has|that was|it was|but that's|now) (?:all |long |completely )?(?:gone|over(?![^.]{0,30}\b(?:pound\w*|throb\w*|bang\w*|ach\w*|head|pain|sore)\b)|passed|cleared|better|done)\b/,
  }),
  // "Fever's been gone since Tuesday, I keep checking and it's normal": the fever of days ago, over now.
  // "The flu was gone in a week and no fever since": an illness at the start, over weeks ago.
  // "the temperature and throat were gone in like 4 days but the headache just stayed".
  // "He had a cold that week with a bit of a temp, the cold went in a week".
  c("fever", [/\b(?:flu|fever|temperature|temp|virus|bug|infection|cold)\b[^.]{0,20}\b(?:was |were |had )?(?:gone|went(?: away)?|over|better|cleared(?: up)?)\b (?:in|after|within) (?:about |around |like |maybe )?(?:a|one|two|three|four|five|\d+|a few|a couple of) (?:days?|week|weeks|fortnight)\b/,
    /\b(?:fevers?|temperatures?|temps?)(?:'s| has| have| is| are| was| were)? (?:been |now |all )?(?:gone|normal|settled|back to normal|finish|finished|over)\b(?![^.]{0,40}\b(?:back up|up again|came back|comes back|returned|but)\b)/,
    // A normal reading taken: "i just took mine, 36.7", "thermometer says 36.6", "my temp is 98.4".
    /\b(?:temp|temps|temperature|thermometer|took mine|checked mine|mine|me(?= \d)|checked|(?:did|done|took|taken|checked) it again|measured|(?:checked|took|taken|measured) (?:me|him|her|them)(?! (?:temp|temperature)))\b(?! (?:of|was) (?:3[89]|4[01]|10[0-5]))[^.]{0,45}?\b(?:3[56]\.\d|37\.[0-4]|9[6-8]\.\d|99\.[0-4])\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/], { negative: true }),
  // A reading just under 38 with a fever-lowering medicine taken in the hours before ("37.9 now, but I
  // took 2 Panodil about 2 hours ago"), and sweats that soak the bed ("woke up soaking wet and had to
  // change the sheet"): a fever masked, and a fever's drenching sweats (NICE NG143, CKS fever).
  c("fever", [/\b37\.[5-9]\b[^.]{0,60}\b(?:took|taken|had|after|since)\b[^.]{0,20}\b(?:paracetamol|panadol|panodil|panado|tylenol|ibuprofen|nurofen|advil|motrin|calpol|acetaminophen|aspirin|antipyretics?|fever (?:tablets|medicine|reducers?))\b/,
    /\b(?:woke|wake|waking|wakes) (?:up )?(?:soaking|soaked|drenched|dripping|wringing)(?: wet| with sweat)?\b[^.]{0,40}\b(?:change|changed|changing) (?:the |my |our )?(?:sheets?|bedding|pyjamas|pjs|nightie|t-?shirt)\b/]),
  // "Fever I had last week with the cold, maybe 38. Now no, this morning 36.6": a fever of days back,
  // told gone now in the same message.
  c("fever", [], {
    fixed: [/^(?:and |but )?now,? (?:no|not|none|normal|gone|nothing)(?=\s*(?:[,.;!]|$))|\b(?:this morning|now|today|tonight)\b,? (?:3[56]\.\d|37\.[0-4])\b(?! ?(?:kg|kilos?|weeks?|%|cm|mm|hours?|days?))/],
    negative: true,
    // Only a fever told days back: one of last night, brought down by paracetamol, is still this illness's.
    within: /\b(?:fevers?|temp|temps|temperature)\b[^.]{0,40}\b(?:last week|last weekend|a week ago|the week before|(?:\d+|two|three|four|five|a few|several) (?:days|weeks) ago)\b/,
  }),
  c("systemic", [
    /\bnight sweats?\b|\bdrenching sweats?\b|\bweight loss\b|\blost (?:a lot of |\d+ ?(?:kg|kilos?|pounds|lbs?|stone) ?(?:of )?)?weight\b|\blosing weight\b/,
    // The glass test named alone is something done ("she did the glass test on my arms and theres no rash").
    /\brash\b[^.]{0,40}\b(?:glass|purple|spots)\b|\bpetechia|\bnon-?blanching\b|\bpurpl\w* (?:spots|rash|blotches|marks|dots)\b/,
    RASH_WORDS,
  ], {
    // A rash or spots that do not fade under a pressed glass: meningococcal septicaemia (NICE NG240).
    fixed: [NON_BLANCHING],
    // Sweats of the menopause, weight lost on purpose: explained, not systemic illness.
    // An itchy rash told as the person's eczema is not a petechial one.
    // Round marks left by cupping, stripes by coining or gua sha (traditional remedies): bruising made
    // on purpose, told in the same sentence.
    unless: eitherOf(/\b(?:menopaus\w*|perimenopaus\w*|hrt|hot flush\w*|hot flash\w*|on purpose|trying to lose|diet\w*|slimming|weight watchers|calorie|intentional\w*|eczema|psoriasis|hives|itchy|cupping|cupped|coining|coined|cao gio|gua ?sha|moxa\w*)\b/, BLEEDING_TENDENCY),
  }),
  // The non-blanching rash itself (NICE NG240 meningitis and meningococcal disease: a
  // non-blanching petechial or purpuric rash is meningococcal septicaemia until shown otherwise),
  // told in lay words: "little purple dots that didn't fade when I pressed a glass on them", "spots
  // that don't go when you press", "tiny pinpricks like bruises". Key as the interview's `rash` slot.
  c("rash", [RASH_WORDS], { fixed: [NON_BLANCHING], unless: eitherOf(/\b(?:eczema|psoriasis|hives|itchy|cupping|cupped|coining|coined|cao gio|gua ?sha|moxa\w*)\b/, BLEEDING_TENDENCY) }),
  // "but neck yes, is very stiff": a checklist item answered yes, then how.
  c("neck_stiffness", [/\bneck\b,? (?:yes|yeah|yep)\b,?[^.]{0,20}\bstiff\b/]),
  // "bending my neck down to look at it is agony".
  c("neck_stiffness", [/\bbending (?:my|her|his) (?:neck|head) (?:down|forward)\b[^.]{0,30}\b(?:is )?(?:agony|agonising|agonizing|impossible|unbearable|killing)\b/]),
  c("neck_stiffness", [
    /\bstiff(?:ness)? (?:in (?:my|the|her|his) )?neck\b|\bneck(?: is |'s | feels | was | gets | got | felt | goes | went all | goes all | isn't | wasn't | doesn't feel | has gone |'s gone | went | has got |'s got | is getting | has been |'s been |'s going | is going | was going | )(?:not )?(?:also |too |still |now )?(?:so |really |very |super |quite |a bit |extremely |too |far too |way too |real |proper |dead |well |right )?(?:stiff|rigid|starched)\b|\bneck stiffness\b|\bnuchal rigidity\b|\bmeningism\b/,
    new RegExp(String.raw`\bhurts? to (?:bend|move|turn|tilt) (?:my |her |his )?(?:neck|head)\b|\bneck (?:hurts|pain|aches|is sore)\b${GAP(30)}\b(?:look(?:ing)? down|bend\w*|chin|chest|forward|nod\w*)\b`),
    // Never across "without": "can't look down without my neck screaming" is the fixed idiom below.
    new RegExp(String.raw`\bneck\b${GAP(40)}\b${NECK_HURTS}\b${GAP(30)}\b${FLEX}`),
    // "it hurts at the back of my neck to put my chin down".
    new RegExp(String.raw`\b${NECK_HURTS}\b${GAP(30)}\bneck\b${GAP(12)}\b(?:to |when (?:i |she |he )?|if (?:i |she |he )?)?${FLEX}`),
    new RegExp(String.raw`\b${FLEX}\b${GAP(40)}\b${NECK_HURTS} (?:for |on |in |through |to )?(?:my |her |his |the )?(?:back of (?:my |her |his |the )?)?neck\b|\b${FLEX}\b${GAP(40)}\bneck\b${GAP(20)}\b${NECK_HURTS}\b`),
    // Chin to chest is the flexion test itself, painful even with no neck named.
    // "I can touch my chin to my chest fine, it just hurts when I turn" is the test passed.
    new RegExp(String.raw`(?<!\bcan (?:easily |still |just )?(?:touch|put|bend|get|bring|tuck) (?:my |her |his )?)\b(?:chin (?:to|on|onto|down to|towards) (?:my |her |his )?chest|chest with (?:my |her |his )?chin)\b${GAP(25)}\b${NECK_HURTS}\b|\b${NECK_HURTS}\b${GAP(25)}\b(?:to|when (?:i |she |he )?(?:try to )?|if (?:i |she |he )?(?:try to )?)(?:put|get|touch|bring|tuck)\w* (?:my |her |his )?chin (?:to|on|onto|down to|towards) (?:my |her |his )?chest\b`),
    // "if i bend my chin down it pulls all the way to my shoulder blades": flexion that pulls down the back.
    new RegExp(String.raw`\b${FLEX}\b${GAP(15)}\b${NECK_HURTS}\b${GAP(25)}\b(?:down|to|into|between|through) (?:my |her |his |the )?(?:shoulder ?blades|spine|back)\b`),
    // "it kills to bend my neck forward", "she screams if we try to bend her head forward".
    new RegExp(String.raw`\b${NECK_HURTS} (?:me |her |him )?(?:to |(?:when|if|whenever) (?:i|she|he|you|we|they) (?:try to |tries to |tried to )?)${FLEX_NECK}`),
    // "the back of his neck is rock solid", "neck has seized up".
    /\bneck(?:'s| is| was| feels| felt| has gone| went| has)? (?:all |completely |totally |just )?(?:rock[- ]solid|solid as a rock|seized(?: up)?|locked(?: up| solid)?|rigid)\b/,
    // Rigidity as an image: "neck's like a plank", "neck is stiff as a board", "neck has locked solid".
    /\bneck(?:'s| is| was| feels| felt| has gone| went| has been|'s been| gone)? (?:all |completely |totally |just )?(?:like|as stiff as|stiff as|rigid as|hard as) (?:a |an )?(?:(?:iron|steel|metal|wooden|concrete) )?(?:plank|board|rod|bar|poker|brick|rock|post|pole|broom ?stick|(?:broom|mop|brush|spade|shovel) ?handle|block of wood|piece of wood|lump of wood|concrete|stone|statue|wood|iron|steel|metal)\b|\bneck (?:has |'s |is )?(?:locked|set) (?:solid|rigid|stiff)\b/,
  ], {
    fixed: [
      // "can't look down at my phone without my neck screaming", "couldn't nod, my neck was agony".
      // First, so that the whole idiom (its "without" too) is masked before the shorter one below.
      new RegExp(String.raw`\b(?:can(?:'t|not)|couldn't|could not|unable to|not able to|won't|wouldn't|will not|refuses to|refused to)(?: even| really| quite| properly)? ${FLEX}\b[^.]{0,50}\b(?:neck|${NECK_HURTS})\b`),
      /\bcan(?:'t|not)(?: even)? (?:bend|move|touch|put|get|tilt|lower) (?:my |her |his |the )?(?:neck|head|chin)[^.]{0,20}\b(?:chest|forward|down)\b/, /\bcan(?:'t|not) (?:bend|move|turn) (?:my |her |his )?neck\b/,
      new RegExp(String.raw`\bneck\b[^.]{0,40}\b(?:can(?:'t|not)|couldn't|could not|won't let (?:me|her|him))(?: even| really| quite| properly)? ${FLEX}`),
      /\bneck (?:won't|wouldn't|will not|would not|doesn't|does not|didn't) (?:bend|budge|go|move) (?:forwards?|down)\b/,
      // "My neck is hard and hurts when I bend to look down", "the neck is like wood".
      /\bneck (?:is |feels |went |has gone |'s )?(?:so |very |really |all |completely )?(?:hard|rigid|like (?:wood|a board|a plank|concrete|iron|a rod|a brick))\b(?![^.]{0,30}\b(?:to turn|when i turn|turning)\b)|\bneck\b[^.]{0,30}\bhurts? when (?:i|she|he) (?:bend|look|put|tip)\w* (?:\w+ ){0,3}?down\b/,
      // The chin that will not reach the chest, and the belly-button test failed: "his chin wont go anywhere near
      // his chest", "asked him to look down at his belly button ... and he cant".
      /\bchin (?:won't|wont|will not|wouldn't|doesn't|does not|can't|cannot|couldn't) (?:go|get|come|reach|touch|bend)\b[^.]{0,25}\bchest\b/,
      // "I try to put my chin to my chest like in the video and I cannot, it stop in the middle".
      /\b(?:try|tried|trying|tries) to (?:put|touch|bring|get|bend|tuck) (?:my|his|her|their) (?:chin|head) (?:down )?(?:to|on|onto|towards) (?:my|his|her|their) chest\b[^.]{0,40}\b(?:cannot|can't|couldn't|could not|not able|unable|won't|wouldn't|stops?|stopped|only (?:half|part))\b/,
      /\blook(?:ing)? down at (?:his|her|my|their) (?:belly ?button|tummy|navel|feet|toes|lap|knees)\b[^.]{0,60}\b(?:can't|cannot|couldn't|won't|wouldn't)\b/],
    // A stiff neck with a muscular cause, or one being treated (physio, chiropractor), is not meningism;
    // but a chin that will not reach the chest is the meningeal sign whatever it is blamed on ("I
    // cannot put the chin down to the chest, but I bought a new pillow so probably is that").
    // "neck was stiff too, thats normal for me after one": the person's usual after-attack stiffness.
    unless: eitherOf(
      /\b(?:that'?s|thats|which is|it'?s|its) (?:totally |completely |quite |pretty )?(?:normal|usual|standard|typical) for me\b|\b(?:always|usually|normally) (?:get|have|gets|has) (?:a )?stiff neck (?:with|after|before) (?:them|my migraines?|a migraine|one|my headaches?)\b/,
      /^(?!.*\bchin\b.{0,60}\b(?:chest|down)\b).*?\b(?:shoulders?|muscles?|knots?|desk|laptop|computer|posture|hunch\w*|slept (?:funny|wrong|awkward\w*)|sleeping funny|(?:new|bad|wrong|flat|hard|soft|different|hotel|too many|too high|lumpy|cheap) pillows?|pillows? (?:was|were|is|are) (?:too|new|bad|rubbish|hard|flat)|tension in|physio\w*|chiropract\w*|osteopath\w*|massage|cricked|crick|pulled (?:a )?muscle|whiplash|sports massage|from (?:trimming|pruning|cutting|digging|gardening|lifting|carrying|painting|working on|looking up at|sleeping on|sitting at|craning|staring up|looking up|belaying|reading|gaming|driving|rowing|cycling|climbing|training))\b/,
      // A stiff neck told as part of every attack ("always starts with a stiff neck and yawning the
      // evening before": the migraine premonitory phase, ICHD-3 1.1 comment; "my neck goes stiff with
      // every migraine", "sometimes neck also stiff": neck pain in the attacks themselves, common in
      // migraine and tension-type headache; meningism does not come and go), with no fever or rash.
      /^(?!.*\b(?:fever\w*|temp\w*|rash|confus\w*|this time|today|tonight|much worse|worse than (?:usual|normal|ever|before)|different)\b)(?=.*\b(?:always|every time|each time|usually|normally|typically|as usual|during (?:the |my |a |an )?(?:bad |worst |worse |big |severe )?(?:ones|attacks?|migraines?|episodes?)|before (?:a|my|each|every|the) (?:migraine|attack|headache)s?|before (?:them|they (?:start|come))|the (?:evening|night|day) before|with (?:every|each|all (?:my|the|of my)|my|the (?:bad|worst|big|severe|really bad)) (?:one|ones|migraines?|attacks?|headaches?|episodes?)|with (?:them|those|these)|sometimes|at times|now and (?:then|again)|on and off|off and on|from time to time|(?:every|each) (?:single )?(?:migraine|attack|episode)|when (?:they|the (?:migraines?|attacks?|bad ones|big ones)) (?:come|comes|hit|hits|start|starts|kick in|are bad)|(?:they|all of them|each one|every one) (?:all )?(?:start|starts|begin|begins) (?:the same way|with))\b)/,
    ),
    // A message that opens a list of the usual forerunners ("The day before migraine I always know.
    // I yawn and yawn ... My neck is stiff"): the premonitory phase told across sentences, with
    // nothing of fever, rash or a different attack anywhere in it.
    notWithin: /^(?![^]*\b(?:fever\w*|temp\w*|rash|confus\w*|this time|today|tonight|different)\b)[^]*\b(?:the )?(?:day|evening|night|hours?) before (?:a |my |the |each |every )?(?:migraine|attack|headache)s? (?:i |i'?ve )?(?:always|usually|normally|can) (?:know|tell|feel it|get (?:signs|warnings?))\b/,
    event: true,
    // A stiff neck that loosened the same day ("after a hot shower ... it loosened off and by lunch it was fine").
    pastWhen: /\b(?:loosen(?:s|ed|ing)?(?: off| up)?|eases? off|eased off|wears? off|wore off|free[sd]? up)\b|\bby (?:lunch|lunchtime|midday|the afternoon|the evening|tea ?time|the next day) (?:it was|it's|its|it had gone|was) (?:fine|gone|ok|okay|better|normal)\b/,
  }),
  // A child's neck told by what they will not do: "he wont look down at his tablet, he holds his head
  // dead straight" (NICE NG143 / NG240: neck stiffness in a febrile child).
  // "she is not bending her neck at all. holding it straight".
  // The chin-to-chest test failed part way: "I asked him to put his chin down on his chest and he gets
  // about halfway and says the back of his neck won't let him".
  c("neck_stiffness", [/\bchin\b[^.]{0,40}\bchest\b[^.]{0,30}\b(?:gets?|got|goes|went|comes?|came|reach(?:es|ed)?|manag(?:es|ed))? ?(?:about |only |maybe |barely |just )?(?:halfway|half way|half-way|part way|partway|part of the way)\b|\b(?:only|barely) (?:gets?|got|goes|went|reach(?:es|ed)?) (?:his |her |my |their )?chin (?:about |maybe )?(?:halfway|half way|part way|partway)\b/], { fixed: [/\bneck (?:won't|wont|will not|doesn't|does not) let (?:him|her|me|them)\b/] }),
  // A child who screams when the head is lifted off the pillow: neck stiffness told by what moving it does.
  c("neck_stiffness", [/\b(?:screams?|screamed|screaming|cries|cried|crying|howls?|howled|yells?|yelled|winces?|winced|shrieks?|shrieked)\b[^.]{0,30}\b(?:lift|raise|bend|move|tip|tilt|sit)\w* (?:up )?(?:her|his|their|my) head\b|\b(?:lift|raise|bend|tip|tilt)\w* (?:her|his|their) head\b[^.]{0,30}\b(?:screams?|screamed|screaming|cries|cried|howls?|howled|yells?|yelled|shrieks?|shrieked)\b/]),
  c("neck_stiffness", [/\bholds? (?:his|her|their|my) (?:head|neck) (?:dead |really |very |completely |totally |bolt )?(?:straight|still|stiff|rigid|upright)\b|\bneck\b[^.]{0,40}\bholding it (?:dead |really |very |completely |totally |bolt )?(?:straight|still|stiff|rigid)\b/], { fixed: [/\b(?:won't|wont|will not|refuses? to|refused to|doesn't want to|didn't want to) (?:look|bend (?:his|her|their) head|put (?:his|her|their) head|tip (?:his|her|their) head) down\b|\b(?:is not|isn't|not|won't|wont|will not|doesn't|does not) (?:even )?bend(?:ing)? (?:his|her|their) (?:neck|head)\b/] }),
  // "I am not able to bend my neck down at all": the flexion test failed, told of the neck.
  c("neck_stiffness", [], { fixed: [/\b(?:not able to|unable to|can't|cannot|couldn't|could not) (?:even )?(?:bend|move|tilt|tip|lower|nod) (?:my|her|his|their) (?:neck|head) (?:down|forwards?)\b/] }),
  // A child asked to look down at the belly button, who cries with the back of the neck or will not
  // bend it and moves only the eyes: the bedside test of neck flexion, told by a parent (NICE NG240).
  c("neck_stiffness", [/\blook(?:ing)? down at (?:her|his|my|their) (?:belly ?button|tummy|toes|knees|chest|feet|plate|food|bowl|book|lap)\b[^.]{0,60}\b(?:cr(?:y|ies|ied|ying)|hurts?|hurting|scream\w*|winc\w*)\b/], { fixed: [/\b(?:won't|wont|will not|refuses? to|doesn't want to) bend (?:it|her neck|his neck|their neck)\b(?=[^.]{0,30}\b(?:just |only )?(?:moves?|moving) (?:her|his|their) eyes\b)|\b(?:won't|wont|will not|refuses? to) bend (?:her|his|their) neck\b/] }),
  // "it hurts to look down at my phone, like my neck wont bend that way": flexion refused, told by
  // what it stops (the negative is the idiom's).
  c("neck_stiffness", [/\b(?:hurts?|agony|painful|kills? me|impossible) to (?:look|bend|tilt|nod) (?:my head )?down\b/], { fixed: [/\b(?:my |her |his |the )?neck (?:won't|wont|will not|doesn't|does not|can't|cannot|isn't able to) (?:bend|go|move|tilt|flex)(?: (?:that way|forwards?|down|properly|at all))?\b/] }),
  // A neck fused for decades ("ankylosing spondylitis for 60 yrs, neck's fused and stooped, he can't look
  // up or down ever"): a stiffness of the spine's own, not the meninges'.
  c("neck_stiffness", [/\bneck(?:'s| is| has been|'s been)? (?:completely |totally )?fused\b|\bankylosing spondylitis\b[^.]{0,60}\bneck\b|\bneck\b[^.]{0,60}\bankylosing spondylitis\b/], { negative: true }),
  // "he is saying things that don't make sense": talk that does not follow (its negative is the idiom's).
  c("confusion", [], { fixed: [/\b(?:saying|says|said|talking|writing|typing) (?:things|stuff|words) (?:that|which) (?:don't|doesn't|didn't|do not|does not|did not) make (?:any )?sense\b/], unless: eitherOf(DRUNK_WITHOUT_INJURY, WRONG_WORDS) }),
  // One side of the face that will not work (a facial palsy, upper and lower face; with ear blisters a
  // Ramsay Hunt syndrome): "the left side of my face wont work properly. cant smile that side, coffee
  // dribbled out, cant shut my left eye all the way" (their negatives are the idioms').
  c("weakness", [/\bcoffee\b[^.]{0,5}\b(?:dribbled|dribbles|dribbling|ran|runs|running|leaked|leaks|spilled) (?:out|down)\b|\b(?:drink|tea|water|coffee)\b[^.]{0,20}\b(?:dribbles?|dribbled|dribbling|runs?|ran|leaks?|leaked) out (?:of )?(?:the )?(?:left|right|one) (?:side|corner)\b/], {
    fixed: [/\b(?:left|right|one) side of (?:my|her|his|their|the) face\b[^.]{0,10}\b(?:won't|wont|will not|doesn't|does not|isn't|is not) (?:work|move)(?:ing)?\b|\b(?:can't|cant|cannot|couldn't|could not) (?:smile|grin) (?:on )?(?:that|the (?:left|right)|one|my (?:left|right)) side\b|\b(?:can't|cant|cannot|couldn't|could not) (?:shut|close) (?:my|her|his|the) (?:left|right) eye(?: all the way| properly| fully)?\b|\b(?:can't|cant|cannot|couldn't|could not) (?:lift|raise) (?:that|my (?:left|right)|the (?:left|right)) eyebrow\b/],
  }),
  // "everything is looking dark and blurry, he cannot read his phone", "blurry with dark patches": sight failing.
  // Not "everything went black and i collapsed": the moment of a faint.
  c("vision_loss", [/\beverything (?:is )?(?:looking|looks|seems) (?:all )?(?:dark|dim)\b|\b(?:blurr?y|blurred|eyes?|vision|sight)\b[^.]{0,20}\bwith (?:dark|black|grey|gray) (?:patches|holes|areas)\b/]),
  // "When we slid a pillow under her head and it tipped her chin forward she cried out": neck flexion
  // that hurts, found by those caring for her.
  c("neck_stiffness", [/\b(?:tipped|tilted|bent|pushed|brought|lifted) (?:her|his|my|their) (?:chin|head) forward\b[^.]{0,25}\b(?:cried|screamed|yelled|shouted|winced|moaned|groaned|yelped)\b/]),
  // The chin that will not go down, told after the chin is named: "when I put my chin down ... it
  // pulls right down the back of my neck and I can't get it all the way down".
  // "Not stiff exactly, I can turn it grand": the neck moves, whatever the form said.
  // Terse, the flexion test passed as its own answer: "bends fine", "neck moves fine".
  c("neck_stiffness", [/^\W*(?:(?:my |the )?neck )?(?:bends|moves|turns|flexes|nods) (?:fine|ok|okay|normally|all the way|freely|no problem)\b/], { negative: true }),
  // "no fever, i can move my neck, no problem with the vision": the neck moves; not "... but it hurts to look down".
  c("neck_stiffness", [/\b(?:i|she|he|they) can (?:still )?(?:move|turn|bend|nod) (?:my|her|his|their) (?:neck|head)\b(?: (?:fine|ok|okay|normally|all the way|freely|no problem))?(?![^.]{0,40}\b(?:but|except|though|although|apart from|only|hurts?|pain\w*|sore)\b)/], { negative: true }),
  c("neck_stiffness", [/\b(?:not|isn't|is not|wasn't|never) (?:really |that |very )?stiff(?: exactly| as such| really)?\b,? (?:and )?(?:i|she|he|they) can (?:turn|move|bend|nod|twist) (?:it|my neck|her neck|his neck|their neck|my head|her head|his head)\b/], { negative: true }),
  c("neck_stiffness", [], { fixed: [/\bchin\b[^.]{0,80}\b(?:can't|cannot|couldn't|could not|won't|wont) (?:get|put|bring|move|tuck) (?:it|my chin|her chin|his chin) (?:all the way |right )?down\b|\b(?:can't|cannot|cant|couldn't|could not|won't|wont) (?:get|put|bring|tuck) (?:my|her|his|their) chin (?:all the way |right )?down\b/] }),
  // The flexion test failed in lay words: "he cant really put his chin down to his chest".
  c("neck_stiffness", [], { fixed: [/\b(?:can't|cannot|couldn't|could not|unable to|won't|wont|isn't able to|not able to)(?: really| even| quite)? (?:put|get|touch|bring|tuck|bend|lower|move|drop) (?:my|her|his|their|the) (?:head|chin) (?:all the way )?(?:down )?(?:to|on|onto|towards|forward to) (?:my|her|his|their|the) chest\b/,
    // The test tried and failed: "just tried putting chin to chest like mum said and I cant".
    /\b(?:tried|try|trying|made (?:me|him|her) (?:try|do)) (?:to )?(?:put|putting|get|getting|touch|touching|bring|bringing|tuck|tucking|the) (?:my |her |his |their )?chin(?: to| on| onto| down to)? (?:my |her |his |their )?chest(?: thing| test)?\b[^.]{0,30}\b(?:and|but) (?:i|she|he|they) (?:can't|cannot|couldn't|could not|cant|couldnt|can not)\b/] }),
  c("neck_stiffness", [/\bneck(?:'s| is| feels| was| seems| moves| bends| turns)(?: all| round| around)? (?:totally |completely |perfectly )?(?:fine|ok|okay|normal|alright|all right|grand)\b/], {
    fixed: [/\bcan (?:easily |still )?(?:touch|put|bend|get) (?:my |his |her |their )?chin (?:to|on|onto|down to) (?:my |his |her |their )?chest\b/,
      new RegExp(String.raw`\bcan (?:easily |still )?${FLEX}\b(?: \w+){0,6} (?:fine|ok|okay|no problem|no problems|no worries|no dramas|no bother|no issues?|easy|easily|without (?:any )?(?:pain|problem|trouble|bother))\b`),
      // "its fine now chin touches my chest": the flexion test told as done.
      /\bchin (?:touches|touched|reaches|goes (?:right )?down to|gets to) (?:my |her |his )?chest\b(?! (?:but|only|with pain))/,
      // "chin to chest no worries": the flexion test told bare, passed.
      /\bchin (?:to|on|onto|down to) (?:my |her |his )?chest,? (?:is |'s )?(?:no worries|no problem|no problems|no dramas|no bother|fine|ok|okay|easy|easily|no issues?)\b/],
    negative: true,
  }),
  c("weakness", [
    // "since thursday hes dragging his left foot": a foot that drags is a weak leg; so "e dey drag im
    // left leg" (Nigerian Pidgin "im", his, read by the apostrophe repair as "i'm").
    /\b(?:drag|dragging|drags|dragged|scuffing|scuffs) (?:his|her|my|their|the|i'm) (?:left |right )?(?:foot|leg)\b|\b(?:left |right )?(?:foot|leg) (?:is |was |keeps )?(?:sort of |kind of |a bit |a little |sorta |kinda )?(?:dragging|drags|dragged|catching on (?:the )?(?:floor|ground|carpet))\b|\b(?:keep|keeps|kept|keeping) (?:catching|stubbing|tripping on) (?:my|his|her|their) (?:left |right )?(?:toe|toes|foot)\b(?! on (?:the |a )?(?:bed|door|table|chair|sofa|couch)\b)/,
    // "the whole right side of my head, heavy and throbbing" is the headache's side, not a limb.
    /\b(?:arm|leg|hand|face|(?<!\b(?:both|each|either) )side(?! of (?:my|his|her|their|the) (?:head|forehead|skull|scalp|neck|face)\b)|body|fingers?|foot)\b[^.]{0,20}\b(?:weak|weaker|weakness|heavy|limp|paraly[sz]ed|gave way|went dead|floppy)\b/,
    /\bweak(?:ness)? (?:in|on|down) (?:my |her |his |the )?(?:left |right |one )?(?:arm|leg|hand|side|face|body)\b|\b(?:a|my|her|his|the|this) weak (?:left |right )?(?:arm|leg|hand|side)\b/,
    /\bhemipar\w*|\bparalysis\b|\bhemipleg\w*/,
    /\b(?:face|mouth|smile)\b[^.]{0,20}\b(?:droop\w*|slack|lopsided|crooked|sagg\w*|dropped|fell|wonky|uneven|slipped|slumped|sunk|pulled to one side)\b|\bdroop\w* (?:face|mouth)\b|\bfacial droop\b|\b(?:wonky|lopsided|crooked) (?:face|smile|mouth)\b/,
    // "the right side of her mouth is lower than the other side", "my mouth went funny and the tea dribbled down my chin".
    /\b(?:side of (?:my|her|his|their|the) (?:face|mouth|lip)|face|mouth|lip|smile)\b[^.]{0,12}\b(?:is|was|looks?|looked|sits|sitting|hangs?|hanging|has gone|gone|went|has been|had been) (?:a bit |slightly |much |a lot )?(?:lower|down)\b|\bmouth (?:was|went|has gone|gone|is|felt|feels|looked|looks) (?:all )?(?:funny|weird|strange|twisted|skew\w*)\b(?![^.]{0,15}\btast\w*)[^.]{0,40}\b(?:dribbl\w*|drool\w*|spill\w*|ran out|came out|leak\w*)\b|\b(?:dribbl\w*|drool\w*|ran|leaked|spilled|came) (?:out )?(?:down|out of|from) (?:my|her|his|their) (?:chin|mouth)\b/,
    // "the right side of her mouth is going down, when she smiles only one side smiles".
    /\b(?:side of (?:my|her|his|their|the) (?:face|mouth|lip)|mouth|lip)\b[^.]{0,8}\b(?:is |was )?(?:going|gone|went|goes|falling|fallen|dropping) down\b|\bonly (?:one|the (?:left|right)) side (?:of (?:my|her|his|their) (?:face|mouth) )?(?:smiles|moves|lifts)\b|\bsmiles? (?:only )?(?:on|with) one side\b/,
    /\bdribbl\w* (?:out of|from|down) (?:the )?(?:side|one side|corner) of (?:my|his|her|their) mouth\b|\b(?:drink|tea|water|coffee|food)\b[^.]{0,20}\b(?:dribbled|ran|leaked|spilled|fell) out (?:of )?(?:the )?(?:side|one side|corner) of (?:my|his|her) mouth\b/,
    // Weakness told as everyday failures (FAST "arm": the hand lets go of a cup, keeps dropping
    // things, will not do up buttons; Stroke Association lay descriptions), first or third person.
    /\bgrip (?:just )?(?:went|has gone|'s gone|failed|gave (?:out|way))\b|\b(?:lost|no) (?:all )?(?:the )?(?:strength|power|grip) in (?:my|his|her|their) (?:left |right )?(?:arm|hand|leg|fingers|side|grip)\b|\b(?:arm|hand|leg)\b[^.]{0,15}\b(?:flopped|flopping|dangl\w*|(?:dropped|fell|flopped) (?:down )?(?:to|by) (?:my|his|her) side)\b/,
    /\b(?:hand|fingers?|arm|grip)\b[^.]{0,20}\b(?:let go of|lets go of|letting go of|let go|gave (?:out|way)|went (?:dead|weak|floppy|limp|useless|clumsy)|dropped (?:the|my|his|her|a|things|everything|it)|kept dropping|useless|clumsy)\b/,
    /\b(?:kept|keeps|keep|keeping|started|been|was|were|is|are) dropping (?:things|stuff|everything|cups?|mugs?|glasses|cutlery|(?:my|his|her|the) (?:cup|mug|glass|tea|coffee|drink|pen|fork|spoon|knife|phone|keys|cutlery|toothbrush|remote))\b|\bdropp(?:ed|ing) (?:my |his |her |the |a )?(?:tv |coffee |tea |little |small )?(?:cup|mug|glass|tea|coffee|drink|pen|fork|spoon|knife|phone|keys|cutlery|toothbrush|remote|plate|bowl|things|stuff|it)(?: of (?:tea|coffee|water))? (?:twice|three times|again and again|several times|a few times|repeatedly|more than once|over and over)\b/,
    /\b(?:cup|mug|glass|pen|fork|spoon|phone|coffee|tea|knife|cutlery|keys|toothbrush|kettle|plate|bowl|drink)\b[^.]{0,15}\b(?:fell|falls?|falling|slipped|slips?|slipping|slid|slides|dropped|drops) (?:right )?(?:out of|from) (?:my|his|her) (?:left |right )?(?:hand|fingers|grip)\b/,
  ], {
    // An arm weak and sore from a workout ("weak at the moment but that's because I did a massive bench
    // and dips session, sore to touch ... just DOMS") is tired muscle, not a weak limb.
    // Nor a mug that shakes out of a shivering hand ("shivering so much I couldn't hold my mug"): rigors.
    // Nor stiff shoulders that stop a bra being done up ("very stiff shoulders in the mornings, I cant do
    // my bra up at the back"): polymyalgia's stiffness, not a weak limb.
    // Nor an arm "dead and heavy like when you've slept on it": numbness told by its likeness.
    unless: /\b(?:dead|heavy)\b[^.]{0,30}\blike (?:when )?(?:you'?ve|youve|i'?ve|ive|you have|i have|you|i) (?:slept|been lying|lain|laid) on it\b|\b(?:shiver\w*|shaking with cold|teeth chattering|rigou?rs)\b[^.]{0,30}\b(?:couldn't|could not|can't|cannot) hold\b|\b(?:stiff|sore|frozen|achy|aching) (?:shoulders?|upper arms|hips)\b[^.]{0,50}\b(?:can't|cannot|couldn't|could not|struggle)\b|\b(?:because|from|after|since|cos|coz) (?:i did |of |doing |a |my |the )?(?:\w+ ){0,4}(?:gym|bench(?: press)?|dips|workout|training|session|lifting|weights|press-?ups|push-?ups|pull-?ups|crossfit|sparring|climbing|rowing)\b|\bdoms\b|\bsore (?:as|to (?:the )?touch)\b|\bwrecked from\b/,
    fixed: [/\b(?:can(?:'t|not)|could(?:n't| not)|unable to)(?: really| even)? (?:move|lift|raise|use|grip|hold)(?: up)? (?:my |her |his |the )?(?:left |right )?(?:arm|leg|hand|fingers)\b/,
      // "when i smile the right side doesnt go up anymore": one side of the smile that no longer lifts.
      /\b(?:smile|smiles|smiling|grin|grins|grinning)\b[^.]{0,20}\b(?:the |my |his |her )?(?:left|right|one) side\b[^.]{0,15}\b(?:doesn'?t|does not|won'?t|will not|didn'?t|did not|isn'?t|is not|can'?t|cannot) (?:go up|move|lift|come up|rise|work)\b|\b(?:left|right|one) side of (?:my|his|her|their|the) (?:smile|mouth|face)\b[^.]{0,10}\b(?:doesn'?t|does not|won'?t|will not|didn'?t|did not|can'?t|cannot) (?:go up|move|lift|come up|rise)\b/,
    /\b(?:can(?:'t|not)|couldn't|could not|wouldn't|would not|won't|unable to|wasn't able to|was not able to|struggl\w* to|trouble|difficulty|hard to)\b (?:to )?(?:do(?:ing)? up|fasten\w*|undo(?:ing)?|tie|tying|manage|do) (?:my |his |her |the |a )?(?:\w+ )?(?:buttons?|zips?|zipper|shirt|coat|laces|shoe ?laces|bra|cardigan|jacket)\b|\b(?:can(?:'t|not)|couldn't|could not|unable to|wasn't able to|struggl\w* to) do (?:my |his |her |the )?(?:\w+ )?(?:buttons?|shirt|coat|zip|laces|cardigan|jacket) up\b/,
    /\b(?:hand|fingers?|arm|leg|foot)\b[^.]{0,20}\b(?:wouldn't|won't|didn't|would not|will not|did not|couldn't|could not|can't|cannot|doesn't|does not) (?:work|do (?:what|anything)|move|hold|grip|grasp|respond|cooperate|obey|listen|pick (?:anything|things|it) up|lift|take (?:my|his|her|the) weight|go where (?:i|she|he) (?:tell|want)s?)\b/,
    /\b(?:can(?:'t|not)|couldn't|could not|unable to)(?: even| really| properly| quite)? (?:hold|grip|pick up|lift|carry|hold on to|hang on to) (?:a |my |his |her |the |onto |on to )?(?:cup|mug|glass|pen|pencil|fork|spoon|knife|phone|kettle|cutlery|chopsticks|bowl|plate|trowel|spanner|hammer|screwdriver|drill|paintbrush|brush|toothbrush|bottle|remote|tools?|steering wheel|anything|things|toothbrush|drink)\b/] }),
  // "my right thumb doesn't go where I want, I typed nonsense": a hand that will not do as told.
  c("weakness", [], { fixed: [/\b(?:hand|fingers?|thumb|arm|leg|foot)\b (?:just )?(?:doesn'?t|does not|won'?t|wouldn'?t|didn'?t|did not) (?:go|do|move) (?:where|what|how) (?:i|she|he) (?:want|wanted|tell|told|mean|meant)\b/] }),
  // "its not tingly or numb like the carpal tunnel was, its weak": a limb named in the message, weak.
  c("weakness", [/(?:^|[,;]\s*)(?:but |now )?(?:it'?s|its|it is) (?:just |really |properly )?weak\b/], { within: /\b(?:hand|arm|leg|foot|fingers?|grip)\b/ }),
  // Both legs or arms gone weak ("my legs are weak, I cannot stand long"): a deficit of both sides (a
  // poison, the spinal cord, the nerves), not the weariness of a flu, a workout or nerves.
  c("weakness", [/\b(?:both )?(?:legs|arms)\b[^.]{0,15}\b(?:are|were|went|have gone|gone|feel|felt|got|getting)? ?(?:so |really |very |too )?(?:weak|limp|floppy|paraly[sz]ed|gave way|giving way|gone from under)\b/], {
    unless: /\b(?:flu|fluey|virus|fever|temp\w*|cold|covid|ach\w*|tired|exhausted|knackered|shattered|jelly|gym|workout|squats?|run|running|ran|walk\w*|hike|hiking|climb\w*|stairs|period|hungover|hangover|nervous|anxious|panic\w*|shaky|sore)\b/,
  }),
  // A word taken back: "ok 'dead' was the wrong word. it wasnt weak, I could still type".
  c("weakness", [], { fixed: [/\b(?:it|that)\s+(?:wasn't|was not|isn't|is not)\s+(?:really |actually )?weak\b|\b(?:could|can) still (?:type|grip|hold (?:things|my \w+)|lift it|use it|move it|write)\b/], negative: true }),
  // Strength told as it always is: "my arms and legs are strong", "both legs feel normal", "grip is fine".
  c("weakness", [/\b(?:my |her |his |their |both )?(?:arms? (?:and|&|or) legs?|legs? (?:and|&) arms?|arms|legs|grip|strength)\b (?:are|is|feel|feels|seem|seems)(?: both| all)? (?:strong|as strong as ever|fine|normal|ok|okay|grand|good)\b/], {
    negative: true,
    unless: /\b(?:weak\w*|heavy|numb\w*|dead|droop\w*|floppy|limp|tingl\w*|pins and needles)\b/,
  }),
  // Words that will not come, and one thing asked for by another's name, told with an image: "words are
  // stuck like a jammed drawer, I know the word and it wont come out", "I asked him to put on the organ
  // and I meant the kettle" (expressive dysphasia; FAST "speech").
  // Told by its consequence: "my wife had to finish my sentence for me, the words just would not come out".
  c("speech", [], { fixed: [/\bthe words? (?:just )?(?:would not|wouldn'?t|wouldnt|could not|couldn'?t|did not|didn'?t|won'?t|will not) come(?: out)?\b|\b(?:had|have) to finish (?:my|her|his) (?:sentences?|words?)(?: for (?:me|her|him))?\b/] }),
  c("speech", [/\bwords? (?:are|were|is|was|get|gets|got|keep getting|keeps getting) (?:all )?stuck\b(?! (?:in (?:my|his|her) head|on (?:repeat|a loop)))/], {
    fixed: [/\b(?:i|she|he|they) (?:know|knows|knew) (?:the|what) (?:word|name|thing i want to say)\b[^.]{0,30}\b(?:won't|wont|will not|doesn't|does not|didn't|did not|can't|cannot) (?:come out|come|get out)\b/,
      /\basked (?:him|her|them|me|us) (?:to|for)\b[^.]{0,40}\b(?:and|but|when) (?:i|she|he|they) (?:meant|wanted) (?:the|a|an|my|his|her)\b/],
  }),
  // Told so, the slurring of a measured hypo answers a later "should i worry about the slurring": no deficit.
  c("speech", [new RegExp(String.raw`^(?=[^]*(?:${HYPO_MENDED.source}))[^]*?\bslurr\w*`)], { negative: true }),
  // The name of an everyday thing gone: "she couldnt think of the word for pen. held it up and said the writing... the thing".
  c("speech", [], { fixed: [/\b(?:couldn'?t|could not|can'?t|cannot|couldnt|cant) (?:think of|find|remember|get out|come up with) the (?:word|name) for (?:a |the )?(?:pen|cup|mug|kettle|spoon|fork|knife|phone|remote|door|car|keys?|chair|table|tv|telly|bread|milk|water|dog|cat)\b/] }),
  c("speech", [
    // One thing called by another's name ("he called the kettle the clock") or by what it does ("called
    // his mug the round thing for drinking"): expressive dysphasia.
    /\b(?:called|calls|calling|kept calling|keeps calling) (?:the|his|her|my) [a-z]{3,} (?:the|a) (?:\w+ )?thing (?:for|you|that|to)\b|\b(?:called|calls|calling|kept calling|keeps calling) (?:the|his|her|my) ([a-z]{3,}) (?:the|a|an) (?!\1\b)(?!(?:next|same|following|other|whole|rest|day|morning|night|week|doctor|gp|ambulance|police|nurse|taxi|cab|vet)\b)[a-z]{3,}(?=\s*(?:[,.;!]|and\b|but\b|$))/,
    // "her words sound thick, like shes had a drink but she hasnt": dysarthria in lay words.
    // "talking strange, like drunk, words slow and mushy".
    /\b(?:talking|talks|speaking|speaks|sounds?|sounded)(?: (?:strange|weird|funny|odd|slow|slowly|wrong))?,? like (?:a )?(?:drunk|drunken)\b|\bwords? (?:\w+ (?:and )?){0,2}(?:mushy|slurry)\b/,
    /\b(?:words?|voice|speech|talking)\b (?:sound(?:s|ed|ing)?|are|were|is|was|(?:come|came|coming) out) (?:all |a bit |really |very |so )?(?:thick|slurry|mushy|drunk|drunken|sloppy)\b|\b(?:sounds?|sounded|talking|talks|speaking) like (?:she'?s|he'?s|she has|he has|i'?ve|i have|they'?ve) had (?:a drink|a few|one too many|a skinful)\b/,
    /\bslurr\w*|\bspeech\b[^.]{0,20}\b(?:slurred|garbled|jumbled|weird|funny|strange|wrong|muddled)\b|\baphasi\w*|\bdysphasi\w*(?<!\bnot (?:proper|properly|really|quite|fully|totally) dysphasi\w*)|\b(?:asked (?:me )?(?:to pass |for )|called (?:it|the \w+)|said) ['"\u2018\u201c]?[\w ]{1,25}['"\u2019\u201d]? when (?:she|he|i|they) (?:meant|means|wanted|wants)\b|\bwords? (?:are |were |is |was )?(?:came|come|coming|comes) (?:out )?(?:wrong|jumbled|garbled|muddled)\b|\bsaying \w+ when (?:she|he|i|they) (?:means?|meant|wants?|wanted)\b|\bgibberish\b|\bmixed up (?:my )?words\b/,
    // Dysphasia in lay words (FAST "speech"): the words come out in the wrong order, as nonsense,
    // or the wrong words are said; first or third person.
    /\b(?:words?|sentences?|speech|what (?:i|she|he|they|(?:my |our )?[a-z]+) (?:said|was saying|were saying|tried to say|wanted to say))\b[^.]{0,25}\b(?:came|come|comes|coming) out\b[^.]{0,20}\b(?:wrong|jumbled|garbled|muddled|mixed up|scrambled|backwards|in the wrong order|the wrong way round|nonsense|gibberish|all wrong|weird|funny|strange|slurred|tangled|double dutch|rubbish|like nonsense)\b/,
    /\bwords?\b[^.]{0,15}\b(?:in the wrong order|all jumbled|jumbled(?: up)?|garbled|muddled(?: up)?|mixed up|scrambled|back to front|wrong way round|the wrong way around)\b/,
    /\b(?:saying|said|say|says|using|used|use|uses|coming out with|came out with|kept saying|keeps saying) (?:the |all the |completely )?wrong words?\b|\bwrong words? (?:came|coming|come|kept coming) out\b|\b(?:mix|mixing|mixed|muddl\w*|jumbl\w*|scrambl\w*) (?:up )?(?:my |his |her |the |all (?:my|his|her) )?words\b|\bmaking up words\b|\bmade[- ]up words\b|\bnonsense words\b|\b(?:say\w*|said|talk\w*|speak\w*|spoke|using|uses?|used|coming out with|came out with) (?:all |these |some |such |really |very )?(?:strange|weird|odd|random|wrong|made[- ]up|muddled|jumbled|nonsense) words\b|\bcall\w* (?:things|stuff|everything|objects|people) (?:by )?(?:the )?wrong names?\b|\b(?:talking|talked|talks|speaking|spoke|saying|said|came out(?: as)?|coming out(?: as)?)\b[^.]{0,10}\b(?:gobbled[ey]gook|word salad|double dutch)\b/,
  ], { unless: new RegExp(`${HYPO_MENDED.source}|${TOO_MUCH_PAIN_TO_SPEAK.source}`), fixed: [/\b(?:wasn'?t|was not|isn'?t|is not|couldn'?t|could not|can'?t|cannot) (?:making sense of|understand(?:ing)?|follow(?:ing)?|take in|taking in) (?:anything|a word|what) (?:i|we|you|people|anyone) (?:said|say|says|were saying|was saying)\b/, /\bwords? (?:didn't|wouldn't|don't|won't|did not|would not) (?:make sense|come out right|come out properly|come out)\b|\bwords? (?:that|which) (?:weren't|were not|aren't|are not|wasn't|isn't|is not) (?:even )?(?:real )?words\b|\bnot (?:even )?real words\b/, /\b(?:can(?:'t|not)|could(?:n't| not)|unable to|struggl\w* to|trouble|difficulty|hard to)\b (?:to )?(?:speak|talk|get (?:my |the |her |his |their |any )?words out|find (?:my |the |her |his )?words?(?: for)?|say (?:words|anything))\b|\bslow (?:getting|finding) (?:my |the )?words\b/] }),
  // Sight down to hand movements or light ("I can only see my hand moving", "can only make out shapes"):
  // the bedside grades of severe loss (hand motion, light perception).
  // "Between attacks ... my vision is perfect": sight told as fine, which answers an earlier "I can't
  // see properly" said in an attack. Not a recovery ("my vision is fine now", "back to normal
  // again"), which leaves a spell of lost sight told.
  ...["vision_loss", "blurred_vision", "visual_disturbance"].map((key) => c(key, [], { fixed: [VISION_FINE], negative: true, unless: VISION_RECOVERED })),
  c("vision_loss", [/\b(?:can|could) only (?:see|make out) (?:my |his |her |a |your )?(?:hands? (?:moving|waving)|fingers? (?:moving|waving)|light|shapes|shadows|outlines)\b/]),
  c("vision_loss", [
    // A field lost to the side (bitemporal: a pituitary mass): "missing the passes that come from the
    // side", "bumps into people in the passage on both sides. straight ahead she reads fine".
    /\b(?:miss(?:es|ing|ed)?|doesn'?t see|does not see|can'?t see|cannot see|didn'?t see|don'?t see|not seeing)\b[^.]{0,30}\b(?:(?:coming |that come |that comes )?from (?:the|either|both) sides?|out of the corner of (?:her|his|my|their) eyes?|to (?:the|her|his|my|either|both) sides?)\b|\bbump(?:s|ing|ed)? into (?:people|things|doors?|door ?frames|walls|furniture)\b[^.]{0,30}\bon (?:both|either|one|the (?:left|right)) sides?\b/,
    /\b(?:lost|loss of|lose|losing|went|gone|go) (?:the |my |her |his )?(?:vision|sight|eyesight)\b|\b(?:vision|sight)\b[^.]{0,25}\b(?:went|gone|goes|turned) (?:black|dark|blank)\b|\bblind (?:in|spot)\b|\bwent blind\b|\bdark curtain\b|\bhalf (?:of )?(?:my |the )?(?:vision|visual field|field of view|field)\b|\bcurtain (?:came|coming) down\b|\b(?:shade|curtain|blind|veil|shutter)\b[^.]{0,12}\b(?:pulled|came|coming|dropped|drawn|went) (?:down|across)\b|\bamaurosis\b/,
  ], { unless: /\b(?:went |gone |go |goes |going )?blind(?:ed)?\b[^.]{0,12}\b(?:from|by|with|because of|cos of) (?:the |all the )?(?:light|lights|sun|sunlight|brightness|glare)\b|\b(?:can't|cannot|couldn't|could not) see\b[^.]{0,20}\b(?:bc|because|cos|coz|cause|since|as|the) (?:the |it'?s |its )?(?:light|lights|sun|sunlight|brightness|glare|screen)\b|\b(?:can't|cannot|couldn't|could not) see\b[^.]{0,60}\b(?:means?|meant|meaning|said|says|explained)\b[^.]{0,30}\b(?:light|lights|sun|brightness|glare)\b[^.]{0,15}\b(?:too bright|hurts?|hurting|pains?|bothers?|glary)\b|\b(?:water\w*|tears?|teary|streaming)\b[^.]{0,40}\b(?:can't|cannot|couldn't|could not) see\b|\b(?:bend\w*|stand\w*|stood|get(?:ting)? up|got up|strain\w*|stoop\w*)\b[^.]*\bseconds?\b|\bseconds?\b[^.]*\b(?:bend\w*|stand\w*|stood|get(?:ting)? up|got up|strain\w*|stoop\w*)\b/, fixed: [new RegExp(String.raw`\b(?:can(?:'t|not)|couldn't|could not) (?:see|read) (?:out of|with|from|properly|anything)\b${NOT_THROUGH_A_DEVICE}`)] }),
  // Vision lost in one eye, however briefly (amaurosis fugax): over 50 with headache it is giant
  // cell arteritis until shown otherwise, and sight in the other eye is at risk (BSR guideline,
  // Mackie et al., Rheumatology 2020; ACR 1990 criteria). Read beside "vision_loss" (SNNOOP10 N).
  // Half the visual world missing, told by what the person misses (homonymous hemianopia or neglect
  // from a parietal or occipital lesion): walking into door frames on one side, leaving the food on
  // one half of the plate, scraping one side of the car (NICE CG68 stroke recognition; SNNOOP10 "N").
  c("field_loss", [
    // "as if somebody pulled a curtain across the right side of the hymn sheet. I have to turn my head to
    // see the ends of the lines": one side of the page gone, found by turning the head.
    /\b(?:pulled|pulling|drew|drawn|drawing|draws|pulls) (?:a |the )?(?:dark |black |grey |gray )?(?:curtain|blind|shade|veil|shutter) (?:across|over) (?:the )?(?:left|right) (?:side|half)\b|\b(?:have|had|has) to turn (?:my|his|her|their) head to (?:see|read|find|look at)\b/,
    // "I keep losing the left side of my timeline", "left eye alone = left side missing. right eye alone =
    // left side missing too": one side of the world gone from both eyes (a homonymous field cut).
    /\b(?:keep |keeps |kept )?(?:los(?:e|es|ing)|lost|missing) the (?:left|right) (?:side|half) of (?:my|the|his|her) (?:screen|timeline|page|monitor|plate|vision|view|paper|book|tv|telly)\b|\b(?:left|right) (?:side|half) (?:is |was )?(?:missing|gone|not there)\b[^.]{0,40}\b(?:(?:left|right) (?:eye|side) )?(?:too|as well|also|both eyes|either eye)\b/,
    // "the left side of my vision is still missing, like a black area", "my vision on the left side is gone".
    /\b(?:left|right) (?:side|half|part) of (?:my|her|his|the) (?:vision|sight|eyesight|visual field)\b[^.]{0,15}\b(?:is |was |still |has |gone )*(?:missing|gone|black|dark|blank|blacked out|not there)\b|\b(?:my |her |his |the )?(?:vision|sight) on the (?:left|right)(?: side)?\b[^.]{0,10}\b(?:is |was |still |has )*(?:missing|gone|black|blank|not there)\b|\bsame (?:left |right )?(?:side|half) missing in both\b|\b(?:bumped|bumping|walked|walking|clipped) (?:my |her |his )?(?:\w+ )?(?:shoulder |arm |head |hip )?into (?:the |a )?(?:door ?frame|doorway|door|wall)\b[^.]{0,30}\bbecause (?:i|she|he) (?:didn'?t|did not|couldn'?t|could not) see\b/,
    // "hes walked into the side of the door frame twice": the edge of the field not seen.
    /\b(?:walked|walks|walking|bumped|bumps|bumping|clipped|clips) into the side of (?:the |a )?(?:door ?frame|doorway|door|wall|cupboard|table)\b/,
    /\b(?:walk\w*|bump\w*|banging|bangs|banged|crash\w*) into (?:door ?frames?|doorways?|doors?|things|furniture|walls?|people|the (?:door ?frame|door ?way|doors?|wall|furniture))\b[^.]{0,25}\b(?:on|to|with) (?:his|her|my|their|the) (?:left|right)\b/,
    // "she eat only the right half of porridge": one half of a meal eaten, the other not seen.
    /\b(?:only|just) (?:eats?|ate|eat|eating) (?:the )?(?:right|left) (?:half|side)\b/,
    /\b(?:leaves?|left|leaving|ignor\w*|miss\w*|doesn't see|didn't see|didn't notice|doesn't notice)\b[^.]{0,30}\b(?:on|from) the (?:left|right) (?:half|side) of (?:his|her|my|their|the) plate\b/,
    /\b(?:can't|cannot|can not|couldn't|doesn't|didn't) see (?:anything |things |stuff )?(?:on|to|out of) (?:his|her|my|their|the) (?:left|right)(?: side)?\b(?! eye)|\b(?:scraped|scratched|hit|clipped|bumped) the (?:left|right) side of the car\b/,
    // "I keep clipping the left door frame", "walked right into her when she was stood on my left",
    // "I keep losing the start of each line": one side of the world missed, again and again.
    /\b(?:keep|keeps|kept) (?:clipping|catching|bumping|hitting|knocking|walking into|banging into) (?:the |my )?(?:left|right)(?: side of the)? (?:door ?frame|doorway|door|wall|cupboard|table|gate ?post)\b/,
    /\b(?:walked|walk|walking|bumped|banged) (?:right |straight )?into (?:her|him|them|someone|people|my \w+)\b[^.]{0,40}\b(?:on|to) (?:my|his|her) (?:left|right)\b/,
    /\b(?:keep |keeps |kept )?(?:los(?:e|es|ing)|lost|can't find|missing) the (?:start|beginning|end) of (?:each|every|the) line\b/,
    // Both outer fields narrowed (a pituitary mass): "like looking down a toilet roll tube", "tunnel vision",
    // "clipped the wing mirror on both sides".
    /\blike (?:looking|seeing|peering) (?:down|through|out of) (?:a |an )?(?:toilet roll|kitchen roll|cardboard)?\s*(?:tube|tunnel|straw|pipe|telescope|keyhole)\b|\btunnel vision\b|\b(?:clipped|scraped|hit|knocked) (?:the |my |both )?(?:wing )?mirrors? on both sides\b/,
  ], { fixed: [
    // "people walking up beside me make me jump cos i dont see them till theyre right there".
    /\b(?:don't|dont|do not|didn't|can't|cant|never) see (?:them|people|cars|things|anyone|anybody|anything) (?:coming )?(?:till|until) (?:they'?re|they are|it'?s|it is) (?:right )?(?:there|beside me|next to me|in front of me|on top of me)\b/,
    // "nearly hit a car coming out on my left, didnt see it at all".
    /\b(?:coming|came|pulling|pulled) (?:out |up )?(?:on|from) (?:my|the|his|her) (?:left|right)\b[^.]{0,20}\b(?:didn't|did not|never|couldn't) see (?:it|him|her|them)\b/,
    // "couldn't see the road on the left side", "the left half of everything just isn't there": a
    // half field gone (homonymous hemianopia), told by what was missed; the negative is the idiom's.
    /\b(?:can't|cannot|couldn't|could not|didn't|did not|never) see (?:the (?:road|cars?|traffic|kerb|verge|lorry|bus|people|page|words|screen)|anything|things|cars) (?:on|to|coming (?:up )?on) (?:the|my|his|her) (?:left|right)(?: side| hand side)?\b/,
    // "the left side of plate she dont touch, she say she did not see it is there".
    /\bthe (?:left|right) (?:half|side) of (?:the |her |his |my |their )?plate\b[^.]{0,30}\b(?:don't|dont|doesn't|doesnt|didn't|didnt|did not|does not|never|won't|not)\b/,
    // "says the outside bits of everything are gone, both sides", "half the page wasn't there".
    /\b(?:outside|outer|side|edge) (?:bits?|parts?|edges?) of (?:everything|things|my vision|his vision|her vision|the picture|what (?:i|he|she) see\w*)\b[^.]{0,20}\b(?:gone|missing|black|dark|blank|not there|disappeared)\b|\b(?:right |left )?half (?:of )?(?:the|my|his|her) (?:page|paper|newspaper|screen|plate|book|vision|view|telly|tv)\b[^.]{0,15}\b(?:wasn't|isn't|was not|is not|not) there\b/,
    // Both outer fields lost (a pituitary mass): "he can only see what's straight in front of him".
    /\b(?:can|could) only see (?:what'?s |what is |things |stuff )?(?:straight )?(?:in front|ahead|right in front|directly in front)\b/,
    /\b(?:the )?(?:left|right) (?:half|side) of (?:everything|things|my vision|the (?:road|page|screen|room|picture|world|telly|tv))\b[^.]{0,20}\b(?:isn't|is not|wasn't|was not|not|just isn't|gone|missing|dark|black|blank) (?:there|visible)?\b/,
  ] }),
  // Its negative word is the phrase's own: "couldnt see her card with that eye for 5 minutes".
  // "the bottom half of the sight in my left eye is gone, like a grey shelf across it": half of one eye's
  // sight lost (an altitudinal defect: arteritic ischaemic optic neuropathy until shown otherwise).
  c("monocular_vision_loss", [/\b(?:top|bottom|upper|lower|left|right|inner|outer) half of (?:the )?(?:sight|vision|seeing) (?:in|of) (?:my|her|his|the|one|that) (?:left |right )?eye\b[^.]{0,15}\b(?:is |has |was )?(?:gone|went|missing|dark|black|grey|gray|blank|dim)\b/]),
  c("monocular_vision_loss", [], { fixed: [/\b(?:couldn't|could not|can't|cannot|couldnt|cant) see\b[^.]{0,30}\b(?:with|out of|from) (?:that|this|one|the (?:left|right)|my (?:left|right)|her (?:left|right)|his (?:left|right)) eye\b/] }),
  c("monocular_vision_loss", [
    // "With my left eye shut the right one was the dim one": the dimming found in one eye by covering the other.
    /\b(?:left|right) (?:one|eye) (?:was|is|went) the (?:dim|dark|grey|gray|black|blank|bad) one\b|\b(?:with|when|if) (?:i )?(?:my |the )?(?:left|right) (?:eye )?(?:shut|closed|covered)\b[^.]{0,30}\b(?:the )?(?:left|right) (?:one|eye) (?:was|is|went) (?:all )?(?:dim|dark|grey|gray|black|blank)\b/,
    // "the right eye went as if someone had switched it off. About a minute, then back".
    // "my left eye went like an old telly losing the signal, all grey fuzz, for about a minute".
    /\b(?:left|right|one) eye\b[^.]{0,15}\b(?:went|goes|go|turned) (?:all )?(?:like (?:an? )?(?:old )?(?:telly|tv|television|screen)\b[^.]{0,25}\b(?:losing|lost|no|without) (?:the )?(?:signal|picture|reception)|grey|gray|fuzzy|snowy|to static|static)\b/,
    // "my right eye went dim for about 10 minutes, like somebody turned the brightness down".
    /\b(?:left|right|one) eye\b[^.]{0,20}\b(?:switched off|went (?:off|out|dark|black|blank|dim)|(?:went )?as if (?:someone|somebody) (?:had )?(?:switched|turned) it off|like (?:someone|somebody) (?:had )?(?:switched|turned) it off)\b/,
    // "the lights went out in her right eye", "couldnt see her card with that eye for 5 minutes".
    /\b(?:lights?|everything|it) (?:went|goes|go|going|gone) (?:out|off|dark|black) in (?:my|her|his|their|one|the) (?:left |right |one )?eye\b/,
    /\b(?:lost|loss of|lose|losing|lost all|no) (?:the |my |her |his |all )?(?:vision|sight|eyesight) (?:in|of|from) (?:one|my|her|his|the) (?:left |right )?eye\b/,
    /\b(?:vision|sight|eyesight) (?:in|of) (?:one|my|her|his|the) (?:left |right )?eye\b[^.]{0,20}\b(?:went|go|goes|gone|going|turned|turns|greyed|grayed|blacked|blanked) (?:completely |totally |all |suddenly |just )?(?:black|dark|blank|grey|gray|dim|out)\b/,
    // "the left eye go dark for maybe 5 minutes": the bare verb of English learnt second.
    /\b(?:one|left|right) eye\b[^.]{0,15}\b(?:went|goes|go|going|gone|turned|turn|became|become|becomes|got|get) (?:completely |totally |all |suddenly |just )?(?:black|dark|blank|blind|grey|gray)\b|\bblind in (?:one|my (?:left|right)|the (?:left|right)|her (?:left|right)|his (?:left|right)) eye\b/,
    /\bcurtain (?:came|coming|comes|come|fell|falling) (?:down )?(?:over|across|in(?:to)?) (?:one|my|her|his|the) (?:left |right )?eye\b|\bamaurosis\b/,
    // "the sight in my right eye went dark, like a blind being pulled down".
    /\b(?:one|left|right) eye\b[^.]{0,60}\blike (?:a|the) (?:grey |gray |dark |black |big )?(?:curtain|blind|shutter|shade|veil)\b|\b(?:curtain|blind|shutter|shade|veil)\b[^.]{0,30}\b(?:down|across|over)\b[^.]{0,20}\b(?:one|my left|my right|her left|her right|his left|his right|the left|the right) eye\b/,
    // "a grey shadow coming up from the bottom of that eye like a curtain. It's covering about half now".
    /\b(?:shadow|curtain|veil|shade|cloud|blind)\b[^.]{0,25}\b(?:coming|came|rising|rose|falling|fell|creeping|crept|moving|spreading|spread) (?:up|down|across|over|in)\b[^.]{0,40}\b(?:eye|vision|sight)\b/,
  ], { fixed: [/\b(?:can(?:'t|not)|couldn't|could not) (?:see|read)(?: [^.,]{1,30}?)? (?:out of|with|from) (?:one|my|her|his|the) (?:left |right )?eye\b/] }),
  // "seeing a bit funny now, two of the telly unless i shut one eye".
  c("diplopia", [/\b(?:two|2) of the \w+ (?:unless|till|until|except when|if i don'?t) (?:i|she|he) (?:shut|shuts|close|closes|cover|covers) (?:one|an|either) eye\b|\b(?:sees?|seeing|saw|seen) (?:\d|two|three|four) \w+ instead of (?:\d|one|two)\b|\b(?:looks?|looked|looking) like (?:two|2) \w+s\b(?: (?:side by side|next to each other|on top of each other))?|\b(?:goes|went|comes|came) back to (?:one|1) (?:if|when) (?:i|she|he|you) (?:shut|shuts|close|closes|cover|covers) (?:one|an|either) eye\b|\b(?:see|sees|seeing|saw|seen) (?:two|2) of (?:me|you|him|her|us|them|everyone|everybody)\b|\bwhy (?:is|are) there (?:two|2)\b(?! (?:of (?:you|us|them)|(?:different|separate|doctors?|appointments?|bills?|forms?|prices?))\b)|\bdouble vision\b|\bseeing double\b|\bsee(?:ing)? (?:two|2) of everything\b|\bdiplopia\b|\bsee double\b|\b(?:there's|theres|there is|there are|there were|it's|everything's|i get|he gets|she gets|there'?d be) (?:two|2) of (?:everything|things|them|me|you|us|him|her)\b/,
    // "anything far off is double, two dartboards at the pub ... if i shut one eye its one again".
    /\b(?:anything|everything|things|stuff|it|cars?|lines|people|faces|the (?:tv|telly|road|board|screen))\b(?: (?:far|far off|far away|in the distance|at a distance|close up|up close))?(?: (?:is|are|goes|go|went|looks?|looked|gets|got|turns?|turned) )(?:all )?(?:double|doubled)\b|\b(?:shut|close|cover|shutting|closing|covering) (?:one|an|either|my left|my right|the left|the right) eye\b[^.]{0,20}\b(?:it'?s|its|it is|it goes|goes|back to|there'?s) (?:back to )?(?:one|1|single)\b(?: again)?/,
    // "he sees two tellys", "saw two of the car in front", "everything looks doubled".
    /\b(?:see|sees|seeing|saw|seen)\s+(?:two|2)\s+(?:of\s+(?:the\s+)?)?(?:tvs?|telly|tellies)\b|\b(?:there'?s|theres|there is|there are) (?:two|2) (?:tellies|tvs|televisions|of the telly|of the tv)\b(?! (?:in|at|upstairs|downstairs|now)\b)|\b(?:see|sees|seeing|saw|seen)\s+(?:two|2)\s+(?:of\s+(?:the\s+|my\s+|his\s+|her\s+)?)?(?!(?:doctors?|gps?|specialists?|consultants?|neurologists?|nurses?|physios?|opticians?|optometrists?|dentists?|different|separate|other|times|weeks|days|months|years|people|patients|friends|hours|minutes|kinds?|types?|films?|movies?|shows?|episodes?|sides|them)\b)[a-z]{3,}\b|\b(?:everything|things|words|the (?:tv|telly|screen|road|lines?|words|letters|text|board))\b[^.]{0,15}\b(?:doubled|double|in two|overlapping)\b/]),
  // A new squint: an eye turning in or out (a sixth or third nerve palsy; in a child with morning
  // headaches, raised pressure; SNNOOP10 "N"). Not "squinting at the light".
  // A head held tilted to one side in a child with headaches (a fourth-nerve palsy or a posterior
  // fossa mass; HeadSmart, RCPCH): a focal sign.
  c("head_tilt", [/\bhead (?:is |was |has been )?tilt(?:ed|ing)?\b|\b(?:holds?|holding|held|keeps?|keeping|kept) (?:his|her|their) head (?:tilted|tipped|cocked|crooked|on one side|to one side|over to (?:the |one )?(?:one |left |right )?side)\b/], {
    // "i sit in a crane cab all shift with my head tilted back looking up": a posture held at work, not a sign.
    unless: /\btilt(?:ed|ing)? back\b[^.]{0,30}\b(?:looking up|to (?:look|see|read)|all (?:shift|day))\b|\b(?:all (?:shift|day)|at work|at my desk|in (?:a|the) (?:cab|crane|chair))\b[^.]{0,30}\bhead tilt(?:ed|ing)? (?:back|up)\b/,
  }),
  // Eyes pushed down, unable to look up ("her eyes keep sort of drifting down like she cant look up at
  // me properly"): the "sunset" eyes of raised pressure in a child with a shunt (Parinaud, upgaze palsy).
  // The negative word is the telling's own.
  c("squint", [/\bsunset(?:ting)? eyes?\b/], { fixed: [/\beyes? (?:keep |keeps |are |is |have |has )?(?:sort of |kind of |kinda )?(?:drift\w*|going|gone|rolling|pushed|turn\w*|sinking) down\b[^.]{0,40}\b(?:can'?t|cannot|couldn'?t|not able to|unable to) (?:look|see) up\b|\b(?:can'?t|cannot|couldn'?t|unable to) move (?:her|his|my|their) eyes up(?:wards)?\b/] }),
  c("squint", [
    /\beyes? (?:is |has |keeps |started |has started |have started )?(?:turn\w*|going|gone|went|drift\w*|wander\w*) (?:in|out|inwards?|outwards?|off|inside|outside)\b(?:[^.]{0,15}\b(?:towards|to) (?:his|her|my|the|their) nose)?|\b(?:new|a) squint\b(?! at)|\bcross[- ]?eyed\b|\beyes? (?:aren't|are not|isn't|is not|not) (?:lining up|straight|looking the same way|moving together)\b/,
  ], {
    // A squint of early childhood, treated with glasses or patching ("a squint since she was 18 months
    // old ... glasses since then and patching"), is no new palsy.
    unless: eitherOf(MONOCULAR_DOUBLE, CHILDHOOD_SQUINT),
  }),
  // Told in the chat, it answers a form that named the squint alone.
  c("squint", [new RegExp(String.raw`\b(?:squint|eye turns? (?:in|out))\b(?=.*${CHILDHOOD_SQUINT.source})`)], { negative: true }),
  c("monocular_diplopia", [MONOCULAR_DOUBLE]),
  // An arm told numb, then put down to sleep: "no actually my arm was fine, it was just asleep".
  c("numbness", [/\b(?:arm|hand|leg|foot|fingers)\b[^.]{0,30}\b(?:was|were|had|'d) (?:just |only )?(?:asleep|gone to sleep|gone dead)\b|\b(?:it|that|they) (?:was|were) (?:just |only )(?:asleep|a dead arm|pins and needles from (?:lying|sleeping))\b/], { negative: true }),
  // The numb lip and chin of a dentist's injection, worn off as expected: "had a filling at 10 ...
  // numb lip and chin and tongue on that side, wore off by about 1 like they said it would".
  c("numbness", [], { fixed: [/\b(?:numb\w*|dead)\b[^.]{0,60}\b(?:wore off|worn off|wearing off|wears off|went off)\b|\b(?:that was|it was|that's|thats|from) (?:the |my )?(?:dentist|dental|injection|anaesthetic|anesthetic|filling)\b/], negative: true, within: new RegExp(NOT_LIKE_THE_DENTIST + String.raw`[^]*\b(?:dentist|dental|filling|extraction|root canal|tooth out|wisdom tooth|local anaesthetic|local anesthetic)\b`) }),
  // A hand that cannot feel what it touches, told as a glove: "my right hand is like I am wearing an oven
  // glove. I cant feel the keys proper".
  c("numbness", [/\b(?:hand|fingers?|arm)\b[^.]{0,25}\blike (?:i am |i'm |im |i was |she's |he's |she is |he is )?(?:wearing |in |got )?(?:an? |a thick |thick )?(?:oven|boxing|gardening|ski|rubber|thick|woolly|wool)? ?(?:gloves?|mittens?|gauntlets?)\b/],
    { fixed: [/\b(?:can't|cant|cannot|couldn't|could not) feel (?:the |my )?(?:keys|buttons|cup|pen|phone|coins|fork|spoon|keyboard|mouse|steering wheel|floor|ground)(?: properly| proper| right)?\b/] }),
  c("numbness", [/\bnumb(?!er)\w*|\bpins and needles\b|\btingl\w*|\bparaesthesi\w*|\bparesthesi\w*/,
    // "my right hand feels like it's gone to sleep": not after lying on it.
    /\b(?:hand|arm|leg|foot|face|fingers|side|lip|cheek|tongue)s?\b[^.]{0,30}\b(?:gone|went|going|has gone|'s gone|it's gone|it has gone) (?:to sleep|dead)\b(?![^.]{0,30}\b(?:lying|lay|laid|slept|sleeping|sat|sitting) on\b)/], {
    // Numb where a surgeon or a needle worked ("the donor area was numb after surgery, now normal") is the wound's.
    // Tingling of both hands as a medicine's known side effect ("fingers tingle in both hands since I start the pill, doctor said normal side effect": topiramate, acetazolamide).
    // Legs numb from a spinal or epidural anaesthetic ("they put injection in my back and my legs was numb") are the block's.
    // Numb from lying on the arm ("woke up with my left arm dead cos id slept on it, pins and needles") is pressure on a nerve.
    // So is a lip or cheek numb from the dentist's injection ("Lip was numb till evening on monday from the injection").
    // So are fingers that tingle only when the elbow is leant on ("pinky and ring finger go tingly when i
    // lean my elbow on the desk": the ulnar nerve pressed), and face and hands tingling after a gym
    // supplement ("15 mins after my pre workout": beta-alanine's known paraesthesia).
    // A head "numb" in the sense of heavy or dull ("my head feels numb", "numb as in dull and heavy"),
    // with no side named, is how the pain feels, not a loss of feeling of the skin.
    unless: eitherOf(
      // "when I touch my hair or tie ponytail it feel pain pain tingle": the scalp tender to touch in an
      // attack (allodynia, Burstein et al., Ann Neurol 2000), not a numb limb or face.
      /\b(?:touch\w*|brush\w*|comb\w*|tie|ties|tying|tied)\b[^.]{0,25}\b(?:hair|ponytail|scalp)\b[^.]{0,30}\b(?:tingl\w*|pins and needles|sore|pain|hurts?|sting\w*)\b/,
      // Both hands numb at night for years, shaken back to life: carpal tunnel syndrome, not a new deficit
      // ("my hands go numb at night both, since maybe 3 years from cleaning, I shake them and it goes").
      /\b(?:hands?|fingers)\b[^.]{0,40}\b(?:at night|in the night|wakes? me|in bed)\b[^.]{0,80}\b(?:for (?:years|ages)|since (?:maybe |about |around )?(?:\d+|a few|two|three|four|five|many) years|(?:\d+|a few|two|three|many) years|shake (?:them|it|my hands?)|carpal)\b/,
      // Legs numb from sitting on a long flight, fine after a walk: a pressed nerve of posture.
      /\b(?:legs?|feet|foot|bum|backside|bottom)\b[^.]{0,25}\bnumb\w*\b[^.]{0,40}\b(?:from sitting|sitting (?:so |too )?long|(?:on|during) the (?:flight|plane|bus|coach|train|drive)|cross(?:ed|-legged)|after (?:i )?(?:walk\w*|mov\w*|st(?:oo|an)d\w*)|once i (?:walked|moved|stood))\b/,
      // Tingling and heaviness of both arms with a tight chest or throat: the known sensations after a
      // triptan (sumatriptan SmPC: tingling, heat, heaviness, pressure or tightness of chest and throat), not a focal loss.
      /\b(?:chest|throat)\b[^.]{0,40}\b(?:tight\w*|pressure|heavy)\b[^.]*\bboth (?:arms|hands|legs)\b|\bboth (?:arms|hands|legs)\b[^.]*\b(?:chest|throat)\b[^.]{0,30}\b(?:tight\w*|pressure)\b/,
      // "the top of my scalp feels sore and sort of numb-ish, like a tight ponytail": the skin of a sore head;
      // "the skin back there feels tender and a bit fuzzy, like pins and needles" (an occipital nerve's).
      /\bscalp\b[^.]{0,40}\bnumb\w*|\bnumb\w*[^.]{0,20}\bscalp\b|\b(?:skin|scalp)\b[^.]{0,40}\b(?:tingl\w*|pins and needles|fuzzy)\b/,
      // Hands numb from the cold or the grip of a sport ("hands go numb with cold on 6am outings",
      // "numb from the handlebars, that happens always after long rides"): nerves pressed or chilled.
      /\bnumb\w*\b[^.]{0,20}\b(?:with|from|in|because of|due to) (?:the )?(?:cold|frost|freezing|winter|handlebars?|bars|gripping|grip|oars?|gloves?|vibrations?|power tools?|strimmer|drill)\b|\b(?:handlebars?|gripping the (?:bars|oars?|wheel))\b[^.]{0,30}\bnumb\w*/,
      // "my fingers go white then blue and numb and tingly when its cold, thats my raynauds".
      /\braynaud'?s?\b|\b(?:white|blue) (?:then|and) (?:blue|white|red)\b[^.]{0,40}\b(?:cold|numb\w*|tingl\w*)\b/,
      /\bnumb\w*\b[^.]{0,12}\b(?:as in|meaning|i mean|means|sort of|kind of)\b[^.]{0,20}\b(?:dull|heavy|heaviness|foggy|fuzzy|woolly|wooly|thick|full|pressure|weight|empty|blank|cotton wool)\b|^(?![^.]*\b(?:left|right|one side|half|face|cheek|lips?|scalp|skin|touch|arms?|hands?|legs?|foot|feet|fingers?|toes?|body|tongue|mouth|chin)\b)[^.]*\b(?:head|brain)\b[^.]{0,25}?\b(?:feels?|felt|is|was|goes|gone|going|has gone) (?:a bit |kind of |sort of |all |so |really |quite |just )?numb\b/,
      // Hands that tingle at night for years from a named trapped nerve ("thumbs and fingers tingle at
      // night, both hands, for years - carpal tunnel, she wears the wrist splints").
      /\b(?:carpal tunnel|cubital tunnel|trapped nerve|wrist splints?|ulnar nerve|diabetic (?:nerve|neuropathy)|neuropathy)\b|\bboth (?:hands|feet)\b[^.]*\bfor (?:years|ages|a long time)\b|\bfor (?:years|ages)\b[^.]*\bboth (?:hands|feet)\b/,
      /\b(?:when|if|whenever|after) (?:i |he |she )?(?:lean|leaning|rest|resting|press|pressing|kneel|kneeling|cross|crossing) (?:on )?(?:my|his|her|the) (?:elbows?|arms?|wrists?|knees?|legs?)\b|\b(?:pre[- ]?workouts?|beta[- ]?alanine|niacin)\b/,
      /\b(?:slept|sleeping|lay|lying|laid|sat|sitting|leant|leaning) (?:funny |awkwardly )?on (?:it|them|that arm|my (?:arm|hand|leg)|(?:her|his) (?:arm|hand|leg))\b|\b(?:epidural|spinal (?:block|anaesthe\w*|anesthe\w*|injection|needle)|(?:injection|jab|needle|shot)s? (?:in|into|on) (?:my|the|her|his) (?:lower )?(?:back|spine))\b[^.]{0,60}\b(?:legs?|feet|waist|bottom half|lower (?:half|body))\b|\bboth (?:hands|feet)\b[^.]{0,80}\b(?:side[- ]?effect|since (?:i |she |he )?(?:start\w*|began) (?:the |this |my |on )?(?:pill|tablets?|medicine|topiramate|topamax|acetazolamide|diamox))\b|^(?![^.]*\b(?:left|right|one side|one hand|one arm|face)\b)[^.]*\b(?:fingers|hands|toes|feet)\b[^.]{0,40}\bsince (?:i |she |he )?(?:start\w*|began) (?:it|them|the (?:pill|tablets?|medicine)|topiramate|topamax|acetazolamide|diamox)\b[^.]{0,40}\b(?:said|told|side[- ]?effect|normal|happens|common)\b|(?<!\blike (?:when |at |after )?(?:the |a |my )?)\b(?:dentist|dental|fillings?|local anaesthe\w*|local anesthe\w*|novocaine|lidocaine|root canal|donor area|scar|wound|incision|stitches|injection site|graft site)\b|\b(?:after|from|since) (?:the |my )?(?:surgery|operation|op|procedure|biopsy|injection|jab|vaccine)\b[^.]{0,30}\b(?:now|since)\b[^.]{0,10}\b(?:normal|fine|ok|okay|gone|better)\b/,
      // (Not "numb, like after the dentist injection except it never wears off": the dentist compared with.)
      /\b(?:lip|lips|cheek|gum|gums|chin|tongue|jaw|mouth)\b[^.]{0,40}(?<!\blike )\b(?:from|after|because of|with) (?:the |my |that )?(?:injection|anaesthe\w*|anesthe\w*|numbing|dentist|dental|filling|root canal|extraction|local)\b|\b(?:dentist|dental|root canal|filling|extraction|tooth (?:out|pulled))\b[^.]{0,60}\b(?:lip|lips|cheek|gum|chin|tongue|jaw|mouth)\b[^.]{0,20}\bnumb\w*/,
    ),
    fixed: [/\b(?:can(?:'t|not)|couldn't) feel (?:my |her |his )?(?:arm|leg|hand|face|fingers|side)\b/],
    // Tingling of a tender patch of skin or scalp ("skin there is so tender ... even the shower water hurts
    // on that patch. tingles like pins and needles too"), no limb or face named: the skin's nerve
    // (shingles before its rash, occipital neuralgia), not a focal deficit.
    // Tingling of both hands or round the mouth in a panic attack is over-breathing, not a focal deficit;
    // tingling on one side stays one, panic or not.
    // Nor the numb lip of a dentist's injection, told as worn off or as the dentist's.
    notWithin: new RegExp(String.raw`^(?![^]*\b(?:arms?|hands?|legs?|foot|feet|face|lips?|tongue|fingers?|toes?|body|cheek|mouth|chin)\b)[^]*\b(?:skin|scalp|patch)\b[^]{0,60}\b(?:tender|sore|hurts?|burning|sensitive)\b|${NOT_LIKE_THE_DENTIST}(?:[^]*\b(?:dentist|dental|filling|extraction|root canal|tooth out|wisdom tooth|local anaesthetic|local anesthetic)\b[^]*\b(?:wore off|worn off|wearing off|wears off|that was the dentist|from the (?:dentist|injection|filling))\b|[^]*\b(?:wore off|worn off|that was the dentist)\b[^]*\b(?:dentist|dental|filling|extraction|injection)\b)|` + /^(?![^]*\b(?:left|right(?! state)|one side|half (?:of )?(?:my|her|his|the) (?:face|body|side|tongue|lip))\b)[^]*\b(?:panic(?:king|ked)?(?: attacks?)?|anxiety attacks?|hyperventilat\w*|over-?breath\w*|breathing (?:really |very |so )?(?:fast|quick(?:ly)?|hard)|(?:couldn'?t|could not|can'?t) (?:get|catch) (?:a|my) breath|calmed down|breathing into a (?:paper )?bag)\b|^[^]*\b(?:leaning|leant|lying|lay|slept|sleeping|sitting|sat|resting|kneeling|pressing) (?:funny |awkwardly )?on (?:it|them|(?:my|his|her|the|that) (?:elbows?|arms?|wrists?|hands?|legs?|knees?))\b[^]*\b(?:(?:moved?|moves|shook|shakes?|shaking|stretch(?:ed|es)?|changed? position)\b[^.]{0,40}\b(?:went|gone|goes|stopped|eased|cleared|fine)|(?:went|gone|goes|stopped|eased|cleared)\b[^.]{0,40}\b(?:moved?|moves|shook|shakes?|shaking|stretch(?:ed|es)?|changed? position))\b/.source),
  }),
  // Clumsiness told by what happens (dysmetria: the fork misses the mouth, the hand overshoots the
  // cup) and walking into one side of doorways (ataxia, or a field loss / neglect on that side):
  // focal signs either way (SNNOOP10 "N").
  c("ataxia", [/\b(?:keeps?|kept|keeping) (?:going|falling|tipping|leaning|veering|toppling|listing|drifting) (?:over )?to (?:the|one) (?:left|right|side)\b|\bfalls? (?:over )?to the (?:left|right)\b/,
    /\b(?:lost|losing|lose) (?:my |her |his )?balance\b|\bunsteady\b|\bstaggering\b|\bfalling to one side\b|\bveering\b|\buncoordinated\b|\bwobbly on (?:my|his|her|their) feet\b|\bf(?:e|a)ll(?:s|ing|en)? over (?:my|his|her|their) own feet\b|(?:^|[,;]\s*)walking into (?:the |a )?(?:door ?frames?|doorways?|walls?|doors?)\b|\bwalking like (?:i'm|i am|he's|she's) drunk\b|\bwalking like (?:i've|i have|he's|she's|he has|she has) had a few\b|\b(?:gone|going|got|getting|all) (?:all )?wobbly on (?:my|his|her|their) (?:bike|scooter|feet|legs)\b/,
    // "when I walk I go a little to the right side like drunk": gait pulled to one side (a lateral
    // medullary or cerebellar sign), in plain or second-language words.
    // Newly clumsy, falling more than usual (a child's cerebellar sign, a teacher's word).
    /\bfalling (?:over|down) (?:more|a lot more|much more|loads more)\b|(?<!\balways )\b(?:been|become|becoming|getting|got|gone) (?:a bit |really |very |quite |so |much |more |a lot )?clums(?:y|ier)\b(?! (?:person|kid|child|by nature))|\bclums(?:y|ier) than (?:usual|normal|before)\b/,
    /\bwalk\w* (?:a bit |a little |kind of |really |very )?wide\b|\bwide[- ]based\b|\bwalk\w*\b[^.]{0,30}\b(?:like (?:a |an |i'm |i am |im |she's |he's |i was |someone )?(?:little |wee |bit )?drunk\b|like (?:i've|i have|i'd|he's|she's|he'd|she'd) had (?:a |a few |too many |one too many )?drinks?\b|(?:go|goes|going|went|drift\w*|pull\w*|lean\w*|veer\w*|fall\w*|tip\w*) (?:a little |a bit |slightly |off |over )?(?:to|towards) (?:the |one )?(?:right|left|side)\b)|\b(?:drift\w*|pull\w*|lean\w*|veer\w*) (?:a little |a bit |slightly |off |over )?(?:to|towards) (?:the |one )?(?:right|left|side)\b[^.]{0,20}\b(?:when|while|as) (?:i|she|he|they) (?:walk|walks|walked|am walking|is walking)\b/,
    /\bmiss(?:ed|ing|es)? (?:my|his|her|their) (?:own )?(?:mouth|lips)\b|\b(?:fork|spoon|cup|glass|mug|hand|finger|food|drink|toothbrush)\b[^.]{0,20}\b(?:kept |keeps |keep )?miss(?:ed|ing|es)? (?:my |his |her |the )?(?:mouth|nose|face|lips|target)\b|\b(?:reach\w*|grab\w*) for\b[^.]{0,25}\b(?:and |but )?(?:kept |just |completely )?miss(?:ed|ing) (?:it|them|the (?:cup|glass|mug|door ?handle|handle|switch|button|table|chair|step|rail|banister)|completely|by (?:a mile|inches|miles))\b/,
    /\b(?:kept|keeps|keep|keeping|been|was|were|started|is|am) (?:walking|bumping|banging|crashing|knocking|clipping|walking straight) into (?:things|stuff|doors?|door ?frames?|doorways?|walls?|people|furniture|the (?:door|door ?frame|doorway|wall|table|furniture|edge)s?)\b|\binto the (?:left|right) side of (?:the |every )?(?:door ?frames?|doorways?|doors?|walls?|table)\b|\b(?:walk\w*|bump\w*|crash\w*) into (?:things|stuff|the (?:door ?frame|doorway|wall)s?) (?:on|to) (?:my|his|her|the|one) (?:left |right )?side\b/,
  ], { fixed: [/\b(?:can't|cannot|couldn't|could not) (?:walk|stand) (?:straight|properly|without (?:holding|falling))\b|\bwalk (?:in )?a straight line\b[^.]{0,20}\b(?:he|she|i|they)? ?(?:couldn'?t|could not|can'?t|cannot|failed|wasn't able|was not able)\b/] }),
  // Focal signs told only by what a witness saw the person do (CLINICAL.md "Reading what people
  // write"; FAST and the Stroke Association's lay descriptions; SNNOOP10 "N"):
  // - the wrong words, or one word for everything ("said 'the invoice' for everything"), and written
  //   words that come out jumbled (aphasia is in writing too);
  c("speech", [
    /\b(?:his|her|my|their|the) words (?:were|was|are|went|got|had gone|have gone) (?:all |completely |totally )?(?:wrong|muddled|jumbled|mixed up|scrambled)\b/,
    /\b(?:said|says|saying|kept saying|used|using|called) (?:it |them )?['"\u2018\u201c]?[\w ]{1,25}['"\u2019\u201d]? for (?:everything|every ?thing|all of (?:it|them)|anything|every word)\b/,
    /\b(?:typ(?:ed|ing|es?)|text(?:ed|ing|s)?|wrote|writing|written|messages?|emails?)\b[^.]{0,40}\b(?:came out|come out|coming out|was|were|looked)\b[^.]{0,10}\b(?:as )?(?:jumbled|garbled|gibberish|nonsense|random letters|scrambled|all wrong)\b/,
    /\b(?:came|comes|coming) out (?:as )?(?:jumbled|random|scrambled|garbled) (?:letters|words)\b|\bjumbled (?:up )?letters\b/,
    // "I said 'fourteen' for 'forty' and 'box' for 'bag'": one word said for another.
    /\b(?:said|saying|say|says) ['"\u2018\u201c]\w+(?: \w+)?['"\u2019\u201d] (?:for|instead of) ['"\u2018\u201c]\w+/,
  ]),
  // - a hand that feels thick, wooden or not their own, fumbles buttons, or knocks a drink over reaching;
  // "her right arm went like a sack of wet sand, dropped her mug", "right side of her mouth is hanging a bit now".
  // A grip that keeps failing on one side: "his left hand keeps slipping off the handle of his zimmer".
  c("weakness", [/\b(?:left|right) (?:hand|arm|foot|leg)\b[^.]{0,12}\b(?:keeps?|kept|keeping) (?:slipping|sliding|falling|dropping|giving way) (?:off|out|down)\b/]),
  c("weakness", [/\b(?:arm|leg|hand|side)\b[^.]{0,15}\b(?:went|goes|is|was|felt|feels) (?:all )?like (?:a )?(?:sack|bag|lump) of (?:wet )?(?:sand|potatoes|spuds|cement|flour)\b|\b(?:side of (?:my|her|his|their|the) (?:face|mouth|lip)|mouth|lip)\b[^.]{0,12}\b(?:is|was|has been) hanging\b/]),
  // "her words came out like someone tipped a bag of scrabble tiles on the floor, all the wrong ones".
  c("speech", [/\bwords? (?:came|come|coming|are coming|were coming) out\b[^.]{0,60}\b(?:wrong|jumbled|muddled|scrambled|mixed up|scrabble|gibberish|nonsense)\b/]),
  c("weakness", [
    /\bfumbl\w* (?:with )?(?:the |her |his |my )?(?:buttons?|zip|laces|keys|cutlery|fork)\b[^.]{0,40}\b(?:with )?(?:that|her|his|my|the) (?:left |right )?hand\b/,
    // "my right hand would not make the letters, chalk kept dropping".
    /\b(?:hand|fingers?)\b[^.]{0,15}\b(?:would not|wouldn't|could not|couldn't|can't|cannot|won't) (?:make|form|write|do) (?:the )?(?:letters|words|writing|signature|numbers)\b|\b(?:chalk|pen|pencil|brush|spoon|fork)\b[^.]{0,10}\bkept (?:dropping|falling|slipping)\b/,
    /\b(?:hand|arm|leg|fingers?|foot)\b[^.]{0,15}\b(?:felt|feels|feeling|went|gone|was|is) (?:all |really |very |a bit )?['"\u2018\u201c]?(?:thick|wooden|like a (?:lump|block|club|glove|lump of wood)|not (?:my|his|her) own)\b/,
    /\bknock(?:ed|s|ing)? (?:over )?(?:his|her|my|the|a) (?:coffee|tea|cup|mug|glass|drink|water)\b[^.]{0,50}\bwith (?:his|her|my) (?:left|right) hand\b/,
    // A hand that will not do its job, a foot that catches: "left hand is stupid", "push wrong buttons
    // with left hand", "left foot catch on kerb" (a clumsy limb on one side).
    /\b(?:left|right) (?:hand|arm|leg|foot) (?:is|was|has been|feels|went|gone|goes)? ?(?:so |very |really |all |a bit )?(?:stupid|useless|dumb|clumsy|not listening|not doing what i (?:want|tell it))\b|\b(?:wrong|the wrong) (?:buttons?|keys?|letters)\b[^.]{0,20}\bwith (?:my |his |her |the )?(?:left|right) hand\b|\b(?:left|right) (?:foot|toe|toes|leg)\b[^.]{0,10}\b(?:catch(?:es|ing)?|caught|trips?|tripping|drags?|dragging|draggy|scuffs?|scuffing)\b|\bdrag(?:s|ged|ging)? (?:his|her|my|their|the) (?:left|right) (?:leg|foot)\b/,
    // A limb that jerked by itself and then "was useless for half an hour": the weakness after a
    // focal seizure (Todd's paresis), told of the limb by a pronoun.
    /\b(?:arm|leg|hand|foot)s?\b[^.]{0,30}\b(?:shak\w*|shook|jerk\w*|twitch\w*|jump\w*|jiggl\w*|judder\w*|flapp?\w*)\b[^.]{0,60}\b(?:then|after(?:wards)?|afterwards?|after that)\b[^.]{0,12}\b(?:it|they|the (?:hand|arm|leg|foot)) (?:was|were|went|felt|stayed|had gone) (?:all |completely |totally |just )?(?:useless|weak|dead|floppy|limp|heavy|no good)\b/,
  ]),
  // "after that the hand was no good for about half an hour, couldnt hold the package scanner" (the
  // "no" is the idiom's own).
  c("weakness", [], { fixed: [/\b(?:after that|afterwards|after it|after)\b[^.]{0,10}\bthe (?:hand|arm|leg|foot) (?:was|went|felt|stayed) (?:all |completely |totally |just )?(?:useless|weak|dead|floppy|limp|no good)\b/] }),
  // - a limb shaking or jerking by itself (a focal seizure), without the words "fit" or "seizure";
  // "he shook all over for maybe 2 minutes and didnt answer me": a convulsion in a witness's words.
  // A focal seizure with awareness impaired, as a witness tells it: "staring at nothing and my right hand
  // was shaking for like a minute and I didnt answer her" (ILAE 2017 focal impaired awareness).
  // Terse, the noun alone with its time: "fit 20 min ago", "seizure this morning".
  c("seizure", [/^\W*(?:a )?(?:fit|seizure|convulsion)s? (?:(?:about |like )?(?:\d+|an?|a few|half an?) (?:minutes?|mins?|hours?|hrs?) ago|this morning|today|tonight|last night|earlier|just now)\b/], { event: true }),
  c("seizure", [], { event: true, fixed: [/\b(?:hand|arm|leg|foot|face)\b[^.]{0,15}\b(?:was |were |kept |started |went )?(?:shaking|jerking|twitching)\b[^.]{0,40}\b(?:didn'?t|did not|wouldn'?t|would not|couldn'?t|not) (?:answer|respond)\w*|\bstaring (?:at nothing|into space|blankly)\b[^.]{0,60}\b(?:shaking|jerking|twitching)\b[^.]{0,40}\b(?:didn'?t|did not|wouldn'?t|not) (?:answer|respond)\w*/] }),
  // "what if I have a seizure in class?? I've never had one": the fit feared, denied as ever had.
  // (Not after a fit that happened: "I had a fit this morning, I've never had one before" is a first one.)
  // "I thought it is a fit, a convulsion, but he was awake and talking to me, he just cannot stay
  // still": a witness's fear put right in the same breath (a cluster attack's restlessness).
  c("seizure", [], { fixed: [/\b(?:thought|worried|feared|scared|afraid|was sure)\b[^.]{0,20}\b(?:fit|seizure|convulsion|epilep\w*)s?\b[^.]{0,40}\bbut (?:he|she|they|i|it) (?:was|were|is|are|stayed|remained|kept)(?: fully| totally| completely| still)? (?:awake|conscious|talking|responsive|answering|aware|with (?:it|us|me))\b/], negative: true, anyone: true }),
  // Woken at once and talking normally after what a bed partner took for a fit ("she shook me and I
  // woke up right away and was talking normal, I just grind"): no fit (no post-ictal confusion, NICE NG217).
  c("seizure", [/\bwoke (?:up )?(?:right away|straight away|straight up|immediately|at once|straight off)\b[^.]{0,30}\b(?:talking|was|acting|totally|completely) (?:normal(?:ly)?|fine|myself|herself|himself)\b/], { negative: true }),
  c("seizure", [/\b(?:i'?ve|i have|ive|she'?s|he'?s|she has|he has) never (?:ever )?had one\b(?! before| in (?:my|her|his) life)/], { negative: true, within: /\bwhat if (?:i|she|he) (?:have|has|had|get|gets) (?:a )?(?:seizure|fit|convulsion)|\b(?:scared|afraid|worried|terrified|frightened) (?:of|that|i'?ll|i will|i might|she'?ll|he'?ll) (?:having |have |get |getting )?(?:a )?(?:seizure|fit|convulsion)/ }),
  // A focal motor seizure told by its course: "her right hand started jerking, and the right side of
  // her face also, for maybe one minute" (a jerking that runs on for a minute, not a twitch).
  // "my right hand went numb and tingly, then it started jerking on its own ... for about a minute".
  c("seizure", [], { fixed: [/\b(?:hand|arm|leg|foot|face|side of (?:her|his|my|the) face|mouth|fingers)\b[^.]{0,45}\b(?:jerk(?:ing|ed|s)|twitch(?:ing|ed)|convuls\w*|shak(?:ing|es)|shook)\b[^.]{0,60}(?:\bfor |,\s*|\b(?:it )?lasted )(?:maybe |about |around |like |nearly |almost |over |a good )?(?:a|one|two|three|\d+|half a|a couple of|a few) (?:minutes?|mins?)\b/], event: true }),
  c("seizure", [/\b(?:shook|shaking|shakes|jerked|jerking|twitched|twitching|juddered|juddering) all over\b(?=[^.]{0,60}\b(?:minutes?|mins?|seconds?|didn'?t answer|wouldn'?t answer|not answer|eyes|foam\w*|bit|wet|blue|stiff|rigid|unconscious|out of it)\b)/], { event: true }),
  c("seizure", [
    /\b(?:arm|leg|hand|face|side)s?\b[^.]{0,20}\b(?:shak\w*|shook|jerk\w*|twitch\w*|jump\w*|jiggl\w*|judder\w*|flapp?\w*|danc\w*|yank\w*)\b(?: off (?:the )?(?:\w+ ){0,2}?\w+)? (?:(?:about|around|away) )?(?:by (?:it|them)sel(?:f|ves)|on (?:its|their) own|uncontrollabl\w*|alone|and (?:i|he|she|they) (?:couldn'?t|could not|can'?t|cannot) (?:stop|hold) it)/,
  ], {
    // "Muscles of my arms and legs are jumping by themselves", told awake: fasciculations (a poison, a
    // nerve), not a seizure.
    unless: FASCICULATION,
    // A focal seizure with impaired awareness told by its automatisms (ILAE 2017): "went still and
    // stared, smacking her lips", "chewing on nothing", "went blank and stared and didn't respond"
    // (their negative words are the telling's own).
    fixed: [
      /(?=[^.]*\b(?:star(?:e|ed|ing|es)|still|blank|vacant|twitch\w*|jerk\w*|unresponsive|not respond\w*|didn't (?:answer|respond)|zoned out|out of it)\b)[^.]*?(?:\b(?:smack\w*|licking|chomping) (?:her|his|their|my) lips\b|\blip[- ]?smack\w*|\bchewing (?:on nothing|movements|motions|at nothing)\b)|\b(?:went|goes|go|gone) (?:still|blank|vacant) and star(?:ed|ing|es)\b[^.]{0,60}\b(?:didn't|did not|wouldn't|couldn't|not) (?:answer|respond)\w*/,
    ],
  }),
  // A witness's ticked list, each line without a subject: "[x] went stiff on the sofa, arms bent up",
  // "[x] jerking maybe 1-2 min", "[x] bit side of tongue".
  c("seizure", [/^went (?:all |completely |totally )?(?:stiff|rigid)\b|^(?:was )?jerk(?:ing|ed) (?:all over |everywhere )?(?:for )?(?:maybe |about |around |like |roughly )?(?:\d+(?:\s*-\s*\d+)?|a few|a couple of|one|two|three) (?:min|mins|minutes?)\b|\bbit (?:the )?(?:side|tip|edge) of (?:the )?tongue\b/], { event: true }),
  // - leaning or drifting to one side when sitting or walking;
  c("ataxia", [
    // Terse: "walking wonky", "walking all over the place", "legs not going straight".
    /\b(?:walk\w*|gait|legs?|feet)\b (?:is |are |was |were |all |a bit |really |very |gone |going )*(?:wonky|skew-?whiff|all over the (?:place|shop)|off balance|not (?:going )?straight)\b/,
    // A gait gone wide and unsteady: "her walking has gone funny, feet wider apart and wobbly".
    /\b(?:walk\w*|gait)\b (?:has |is |was )?(?:gone |got |become )?(?:funny|strange|odd|weird|different)\b[^.]{0,30}\b(?:wide|wider|wobbl\w*|unsteady|staggering|stumbl\w*)\b|\bfeet (?:much |a lot )?wider apart\b/,
    // "he was stumbling like he was drunk, holding on to the wall" (high-altitude cerebral oedema):
    // a gait that is drunk-like with no drink behind it.
    /\bstumbl\w*\b[^.]{0,30}\blike (?:he|she|i|they|someone)(?:'s| is| was| were|'d| had| has)? (?:been )?(?:drunk|pissed|legless|on a (?:ship|boat))\b|\b(?:stumbl\w*|stagger\w*|walk\w*)\b[^.]{0,30}\bholding on(?:to| to) (?:the |a )?walls?\b/,
    // "couldnt walk up to the foul line straight either, had to grab the ball return", "i still gotta
    // hold the wall going to the bathroom": an unsteady gait told by what it takes to stay up.
    /\b(?:couldn'?t|could not|can'?t|cannot) walk\b[^.]{0,30}\bstraight\b/,
    // "walking down the hall like ive had six pints, keep bouncing off the wall", "kept missing the
    // cup when i went to pick it up": gait and limb ataxia told by what happened.
    /\bwalk\w*\b[^.,]{0,25}\blike (?:i'd|i've|ive|i had|he'd|he's|he had|she'd|she's|she had) (?:had |drunk )?(?:(?:\d+|two|three|four|five|six|seven|eight|ten) (?:pints|beers|drinks|shots|jars)|a skinful|too many)\b|\b(?:bouncing|bounced|bounce|ricocheting) off (?:the |both )?(?:(?:left|right)(?: hand)? )?walls?\b|\b(?:kept|keep|keeps|keeping) missing (?:the|my|his|her) (?:cup|glass|mug|button|buttons|keys?|door handle|light switch|spoon|fork|mouth)\b/,
    // "walking like I've had a skinful" (with nothing drunk), "keep drifting into the left side of
    // the hallway", "knocked the fruit bowl off reaching for a banana": gait and limb ataxia.
    /\bwalk\w* (?:like|as if|as though) (?:i'd|i've|i had|i'm|i was|he'd|he's|he had|he was|she'd|she's|she had|she was|someone|somebody)? ?(?:had |been on )?(?:a skinful|a few|one too many|a few too many|a bellyful|the drink|drunk|pissed|tipsy|legless|on a (?:ship|boat))\b|\b(?:drifting|drifts|drifted|veering|veers|veered|swerving|listing|pulling) (?:off )?(?:in)?to(?:wards)? (?:the )?(?:left|right)\b|\b(?:knocked|knocking|knock|missed|missing|miss)\b[^.]{0,40}\b(?:reaching|reached|going) for\b/,
    // Not "I was walking in the corridor holding my head": pacing, not bumping into its walls.
    /\b(?:bumping|banging|crashing) (?:into (?:things|walls|people|doors) |in(?:to)? (?:the )?(?:corridor|hallway|hall|classroom))\b|\bwalking into (?:things|walls|people|doors)\b|\bhandwriting (?:has |is |'s )?(?:become |gone |got |getting )?(?:messy|messier|wobbly|shaky|all over the place|worse)\b|\bwalk\w* (?:a little |a bit |a little bit |slightly |kind of )?(?:to|towards) (?:one|the (?:left|right)) side\b|\b(?:keeps?|kept|keeping|is|was|started) lean(?:ing|s)? (?:over )?(?:to|towards) (?:the |one )?(?:left|right|side)\b/,
  ]),
  // What it takes to stay up: "i still gotta hold the wall going to the bathroom", "had to grab the ball
  // return"; not the steadying hand of a head rush on standing ("i go all lightheaded and have to grab
  // the wall"), a faint nearly come.
  c("ataxia", [/\b(?:had to|have to|has to|gotta|got to|need to|needed to) (?:hold|grab|grip|cling to|hang on to|hold onto|hold on to) (?:the |a |onto the )?(?:wall|walls|furniture|ball return|rail|railing|banister|door ?frame)\b/], { unless: /\b(?:light-?headed|woozy|faint|head ?rush|blood rush)\b/ }),
  // - a step missed that they "did not see" (a field loss, told of the thing missed);
  c("field_loss", [], { fixed: [
    /\bmiss(?:ed|es|ing) (?:a|the|his|her|my) (?:step|stair|kerb|curb|bottom step)\b[^.]{0,60}\b(?:didn't|did not|couldn't|could not|never) see\b/,
  ] }),
  // - falling asleep at the table, the spoon still in the hand, or taking ages to wake (drowsiness).
  c("confusion", [
    // "I stand at the bus stop and I dont know which bus is mine" (on a route taken for years);
    // "my husband say I ask him the same thing 3 times", "I ask her same thing two times": new
    // disorientation and repeated questions.
    /\b(?:didn't|did not|don't|dont|do not|couldn't|could not|can't|cannot) (?:know|remember|tell|work out) (?:which|what) (?:bus|train|tram|stop|platform|way|road|street|house|door|flat|room|floor|car) (?:is|was|to)\b|\b(?:ask|asks|asked|asking) (?:him|her|me|us|them|everyone)? ?(?:the )?same (?:thing|question|questions|things) (?:\d+|two|three|four|five|several|many|over|again|10|ten)\b|\b(?:asked|asks|asking) (?:me |us |her |him )?(?:\d+|two|three|four|several|many) times (?:which|what) (?:day|year|month|time) it is\b|\b(?:thinks|thought|believes|says) (?:we are|we're|he is|he's|she is|she's|they are|it is) still (?:in|at) (?!work|school|bed)\w+/,
    // "my wife says I am sleeping too much and talking slowly": drowsy and slowed.
    /\b(?:sleeping|sleeps|slept) (?:too much|all the time|non-?stop|much more than usual)\b[^.]{0,30}\b(?:talking|speaking|answers?|answering) (?:slow(?:ly)?|funny|strange|slurred)\b|\b(?:talking|speaking) (?:very |really |so )?slow(?:ly)?\b[^.]{0,30}\b(?:sleep\w*|drows\w*|dozy)\b/,
    // "hes been dozy all day, nodded off in his chair at lunch halfway through talking to me".
    /\b(?:nodded|nodding|nods|dozed|dozing|dozes|drifted|drifting|drifts|dropped|dropping|drops|fell|falling|falls) (?:off|asleep)\b[^.]{0,40}\b(?:mid[- ]sentence|mid[- ]conversation|mid[- ]answer|(?:half ?way|halfway|part way) through (?:talking|a sentence|speaking|eating|answering|his \w+|her \w+|a conversation)|in the middle of (?:talking|a sentence|a conversation|speaking|eating|answering|replying|his \w+|her \w+)|while (?:talking|speaking|eating|answering))\b|\b(?:he'?s|she'?s|he is|she is|i'?m|i am|been|is|was|so|very|really) (?:been )?(?:really |very |so |all )?dozy (?:all|the whole|since|today|this)\b/,
    // Asking again and again about what has already happened or where they are: "he keeps asking if
    // we've been to namche yet. we were there 5 days ago" (new amnesia and disorientation).
    /\b(?:keeps?|kept|keeping) (?:on )?asking (?:me |us |her |him )?(?:if|whether) (?:we'?ve|we have|we'?d|we had|he'?s|he has|he'?d|he had|she'?s|she has|she'?d|she had|i'?ve|i have|i'?d|i had|they'?ve|they have|they'?d|they had) (?:already )?(?:been|done|had|gone|seen|eaten|left|arrived|got)\b|\b(?:keeps?|kept|keeping) (?:on )?asking (?:me |us |her |him )?(?:what day|what time|what year|where (?:we|he|she|i) (?:are|is|am|were|was)|where (?:we'?re|he'?s|she'?s)|what happened|who (?:i|we|you) (?:am|are))\b/,
    // Someone called by another's name ("she call me by her sister name") and answers that do not
    // follow ("she is answering not connected"): disorientation.
    /\b(?:call(?:s|ed|ing)?|calling) (?:me|us|him|her|them) (?:by )?(?:the wrong|a different|another (?:person's)?|(?:her|his|their) (?:sister|brother|mum|mother|dad|father|son|daughter|husband|wife|friend|cousin|auntie|aunt|uncle|gran|nan)(?:'s|s)?) names?\b|\banswer(?:ing|s|ed)? (?:is |was |are )?(?:nonsense|rubbish|gibberish|all wrong)\b/,
    // The same question asked again ("asked me twice if its tuesday. its saturday", "asked me twice if the
    // 2 oclock meeting is still on"); a drowsiness that will not stay awake ("hard to keep awake",
    // "keeps closing his eyes and drifting").
    /\basked (?:me |us |her |him )?(?:twice|three times|3 times|again and again|over and over|the same thing (?:twice|again)) (?:if|whether|what|which|where|when|who|about)\b|\bhard to keep (?:awake|her awake|him awake|them awake)\b|\b(?:keeps?|kept) (?:closing (?:his|her|my|their) eyes|drifting(?: off)?|nodding)\b/,
    // "he thinks it's Sunday" (on a Saturday): lost in time, told by the one who knows the day.
    /\b(?:he|she|they|mum|mom|dad|nan|gran|grandad|grandma) (?:thinks?|thought|keeps? saying|kept saying|insists?|insisted|is sure|was sure) (?:that )?(?:it'?s|it is|its|it was|today is|today'?s|today was) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas(?: day)?|(?:19|20)\d\d)\b/,
    // "we could barely wake him", "couldnt remember my sons name and asked what day it was twice".
    /\b(?:could|can|could only) (?:barely|hardly|only just|scarcely) (?:wake|rouse|get a word out of) (?:him|her|them|me)\b/,
    // "now hes real dopey": drowsy and slowed, in Australian and British speech.
    /\b(?:he|she|hes|he's|shes|she's|they're|theyre) (?:is |was |seems |seemed |looks |looked |got |went |gone |getting )?(?:real |really |very |so |all |quite |proper )?dopey\b/,
    /\b(?:took|takes|taking|take) (?:me |us |her |him |them )?(?:ages|forever|a long time|a good while|a while|several minutes|\d+ minutes|(?:five|ten|fifteen) minutes) to (?:(?:wake|rouse) (?:him|her|them|me)(?: up)?|get (?:him|her|them|me) (?:up|awake|to wake))\b|\b(?:really |very )?(?:hard|difficult|impossible) to (?:wake|rouse)\b|\b(?:give|gave|giving) (?:him|her|them|me) a (?:good )?(?:shake|nudge)\b[^.]{0,30}\b(?:answer|respond|reply|wake|awake)\b|\b(?:shake|shook|shaking) (?:his|her|their|my) (?:shoulders?|arms?)\b[^.]{0,40}\b(?:open(?:ed|s)? (?:his|her|their|my) eyes|woke|respond\w*|answer\w*)\b|\bfell asleep\b[^.]{0,50}\b(?:mid[- ]?sentence|while (?:i was )?(?:talking|speaking|eating|feeding|doing))\b|\b(?:drifts?|drifting|drops?|dropping|nods?|nodding) (?:straight |right )?(?:back )?off (?:to sleep )?again\b|\b(?:drift\w*|nod\w*|doz\w*) off (?:while|whilst|when|as) (?:i'm |i am |im |she's |he's )?(?:typing|texting|talking|eating|reading|writing)\b/,
    /\b(?:(?:fall\w*|fell|nod\w*|doz\w*) (?:off|asleep)|dozy|drowsy) (?:at|during|over|into|in the middle of) (?:his |her |my |their |the )?(?:lunch|dinner|breakfast|supper|meals?|tea|food|table|soup|plate|bowl)\b|\basleep with (?:the|a|his|her) (?:spoon|fork|cup|food|sandwich) (?:still )?in (?:his|her|my) (?:hand|mouth)\b/,
  ]),
  // New difficulty swallowing (not a sore throat's pain): a bulbar sign of a brainstem stroke or
  // vertebral dissection (lateral medullary syndrome; SNNOOP10 "N").
  c("dysphagia", [
    /\b(?:difficult|difficulty|hard|trouble|struggl\w*|problems?|can't|cannot|couldn't|unable) (?:to |with |in |when )?swallow\w*\b|\bswallow\w*\b[^.]{0,15}\b(?:is |was |has been |feels? )?(?:difficult|hard|a struggle|not working)\b|\b(?:drinks?|water|food|tea|coffee)\b[^.]{0,20}\b(?:going down the wrong way|coming (?:back )?out (?:of )?(?:my|her|his) nose)\b/,
  ], { unless: /\b(?:sore|swollen|scratchy|strep|tonsil\w*|glands?|lump|pills?|tablets?|capsules?|meds|medicines?)\b|\b(?:hurts?|painful|pain|sting\w*) (?:to|when|on) (?:i |she |he )?swallow/ }),
  c("confusion", [
    // Delirium told by what is said: "answer comes very late and he is talking off things" (NICE CG103
    // delirium: slowed responses, disordered talk; hallucinations are read with the idioms below).
    /\banswers? (?:comes?|came|coming) (?:very |so |really )?(?:late|slow(?:ly)?)\b|\b(?:slow|late) to answer\b|\btalk(?:s|ing)? (?:off|odd|strange|weird|funny|nonsense|rubbish) things\b/,
    /\bconfus(?:ed|ion)\b(?!\s+(?:about|by|as to|over|with|which|whether|if|what|how|between|on|re|regarding)\b)|\bdisorient\w*|\bdoesn't know (?:what day|where|who)\b|\bdidn't know (?:what day|where|who)\b|\bdelirious\b/,
    /\b(?:very |really |so |extremely )?drowsy\b|\b(?:very|really|so|extremely|unusually|abnormally|super|awful|awfully|terribly|proper|dead) (?:sleepy|lethargic|dozy)\b|\btoo (?:sleepy|lethargic|dozy)\b(?! to\b)|\beyes (?:half[- ]?(?:closed|shut|open)|barely open)\b[^.]{0,30}\b(?:when|if|even when) (?:i|we|you) (?:call|say|shout)\b|\b(?:have|had|has|need|needed) to (?:keep )?(?:calling|call|saying|say|shouting|shout) (?:her|his|their|my) name(?: again)? to (?:get|make) (?:her|him|them|me) (?:to )?(?:open|wake|answer|respond|look)\b|\b(?:have|had|need|needed|has) to (?:give (?:him|her|them) a (?:shake|nudge|poke)|shake (?:him|her|them)|shout at (?:him|her|them)) to (?:get|wake|rouse)\b|\bhard to (?:wake|rouse)\b|\bcan(?:'t|not) (?:stay|keep) (?:awake|her eyes open|his eyes open|my eyes open)\b|\bkeeps? (?:nodding|dozing|falling) (?:off|asleep)\b|\bnodding off\b/,
  ], {
    // "I know where I am and what day it is, just really sleepy": tiredness in someone who says they are oriented.
    unless: eitherOf(
      SIGN_AS_RULE,
      HYPO_MENDED,
      KNOWN_FITS_DESCRIBED,
      LONG_STANDING_MUDDLE,
      MEDICINE_DROWSY,
      // "sleeps it off ... shes so sleepy after": the sleep after a migraine (its postdrome), not a lowered consciousness.
      // Not after a knock or a fit ("hit his head and hes so sleepy after").
      /^(?![^.]*\b(?:hit|banged|bumped|fell|fall|fallen|knocked|injur\w*|accident|crash\w*|fits?|seizures?)\b)[^.]*\b(?:sleepy|drowsy|tired|wiped out)\s+after(?:wards)?(?=\s*(?:$|[.,;!]|(?:it|them|one|each one|an attack|a migraine|the headache|the migraine|being sick)\b))/,
      FIGURATIVE_AFTER(String.raw`(?:confus\w*|disorient\w*|drowsy|out of it|all over the place|muddled|not with it)`),
      // "so I'm not actually off caffeine at all?? confused": puzzled by what was read, said after the question.
      /(?:^|[?!]\s*)(?:so |very |really |bit |a bit |totally |now |im |i'm )?confused\s*(?:lol|haha)?\s*[.!?]*\s*$/,
      ALERT_BUT_SLOWED,
      AFTER_ANAESTHETIC,
      // "i feel so sleepy and brain foggy, cannot concentrate at work, keep yawning": tired and foggy,
      // with nothing of a mind that cannot be woken or does not know where it is.
      /^(?![^.]*\b(?:confus\w*|disorient\w*|muddled|hard to (?:wake|rouse)|can'?t (?:wake|rouse)|won'?t wake|unresponsive|(?:doesn'?t|didn'?t|does not|did not) know|not making sense)\b)[^.]*\b(?:brain ?fog\w*|foggy|yawn\w*|can(?:'t|not) concentrate|cannot concentrate)\b/,
      // "sorry i got confused" about the form: an apology, not a confused mind.
      /\b(?:sorry|oops|my bad|apologies)\b[^.]{0,10}\b(?:i|i'm|im) (?:got |get |was |am |'m )?(?:a bit |so |really |bit )?confused\b/,
      // "My GP says cluster but the neurologist says something else and I am confused": puzzled by advice.
      /\b(?:gp|doctors?|neurologist|consultant|specialist|nurse|pharmacist|leaflet|google\w*|online|internet|article|advice|diagnos\w*|opinions?|says?|said|told)\b[^.]{0,120}\b(?:i am|i'm|im|we are|we're|i feel|i got|makes? me|made me|left me|leaves me) (?:so |a bit |very |really |totally |completely |quite |just |now |a little )?confused\b|\b(?:i am|i'm|im|we are|we're)(?: (?:happy|glad|relieved|pleased|grateful|worried|scared) (?:but|and))? (?:so |a bit |very |really |totally |completely |quite |just |now |a little |also )*confused\s*(?:[:?]|(?:which|what|who|whether|because|as to|why|how|about)\b)/,
      /\b(?:i|she|he) (?:know|knows|knew) (?:where (?:i|she|he) (?:am|is|was)|what day it is)\b(?![^.]{0,30}\b(?:but|then|now)\b[^.]{0,20}\b(?:drowsy|hard to wake|can't stay awake)\b)/,
    ),
  }),
  // Idioms with their own negative word: "I wasn't quite with it", "I don't remember that part".
  c("confusion", [], {
    unless: eitherOf(HYPO_MENDED, KNOWN_FITS_DESCRIBED, LONG_STANDING_MUDDLE, USUAL_MUDDLE, MEDICINE_DROWSY, JOKED_ABOUT, WOKEN_AT_ONCE),
    fixed: [
      // A familiar thing suddenly beyond them ("couldnt work the telly remote shes had for years") and the
      // day asked again ("asked me twice was it Sunday"): disorientation (NICE CG103 delirium).
      /\b(?:couldn't|could not|can't|cannot|didn't know how to) (?:work|use|figure out|operate|find)(?: out)? (?:the |her |his |my )?(?:telly |tv |television )?(?:remote|phone|kettle|microwave|cooker|oven|washing machine|door key|keys)\b[^.]{0,40}\b(?:had|used|uses|for years|always|every day)\b|\basked (?:me |us )?(?:twice|again|three times|\d+ times|over and over) (?:was it|is it|if it was|whether it was) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|morning|night|christmas)\b/,
      // Hallucinations and disorientation (NICE CG103 delirium): "saying there are people in the room but
      // no one is there", "he doesnt know he is in our house"; "he does not answer me properly and he
      // does not know me well".
      /\b(?:doesn't|does not|didn't|did not|can't|cannot|couldn't|won't) (?:really |even )?(?:know|recogni[sz]e) (?:me|us|his (?:own )?(?:mother|mum|wife|family|kids)|her (?:own )?(?:mother|mum|husband|family|kids))(?: (?:well|properly|anymore|any more))?\b|\b(?:doesn't|does not|didn't|did not|isn't|is not|wasn't) (?:answer|answering|respond\w*) (?:me |us |to me |to us )?(?:properly|right|normally|sensibly|straight)\b/,
      /\b(?:sees?|seeing|saw|saying there (?:are|is|were)|talking to|talks to) (?:people|someone|somebody|things|a man|a woman|men|kids|children|animals|spiders|bugs)\b[^.]{0,40}\b(?:no one|nobody|nothing|not|isn't|wasn't|aren't) (?:is |was |are |were |really )?there\b|\b(?:doesn't|does not|didn't|did not) know (?:he|she|they) (?:is|was|are|were) (?:in|at) (?:our|his|her|their|the|my) (?:own )?(?:house|home|room|bed)\b/,
      // Confusion and slowness told by what was done (high-altitude cerebral oedema, meningitis): "put
      // her boots on the wrong feet and didnt notice", "took her 10 min to do those messages".
      /\b(?:shoes|boots|trainers|slippers|clothes|jumper|top|trousers|shirt|socks) on (?:the )?(?:wrong (?:feet|foot|way(?: round)?)|backwards|inside out|back to front)\b[^.]{0,30}\b(?:didn'?t|did not|without|never) notic\w*/,
      /\b(?:took|takes|taking) (?:her|him) (?:\d+|five|ten|fifteen|twenty|ages|forever) ?(?:min\w*)? to (?:type|write|answer|reply|respond|do (?:those|the|these|that|her|his) (?:messages?|texts?|replies))\b/,
      // "she dont even know she in she own house".
      /\b(?:don't|dont|doesn't|didn't) (?:even )?know (?:she|he|i|she's|he's|i'm|they're) (?:is |was |are )?in (?:her|his|my|their|she|he) own (?:house|home|room|bed)\b/,
      // "slumped against me and didnt answer for maybe a minute. eyes open but nobody home".
      /\b(?:didn't|did not|wouldn't|would not|couldn't|could not|wasn't|was not) (?:answer|respond|responding|answering|reply|replying)\b(?! (?:her|his|my|the|their) (?:[\w']+ ){0,3}(?:phone|texts?|messages?|calls?|door|doorbell|emails?|pager|buzzer))|\bnobody (?:was )?home\b|\bunresponsive\b/,
      /\b(?:i|he|she) (?:wasn't|was not|isn't|is not|am not|ain't) (?:quite |really |all |totally )?with it\b/,
      // "when i ask her she is answering not connected": answers that do not follow.
      /\banswer(?:ing|s|ed)? (?:is |was |are )?not (?:connected|making sense|right|to the question)\b/,
      // "hes writing back stuff that makes no sense", "she's not making any sense".
      /\b(?:writ\w*|wrote|say\w*|said|talk\w*|text\w*|speak\w*|spoke|typ\w*|com\w* out with|came out with)(?: back)? (?:stuff|things|words|sentences|answers|rubbish|messages)(?: that| which)? (?:makes?|made|making) no sense\b|\b(?:he'?s|she'?s|he is|she is|he was|she was|they'?re|they are|wasn't|isn't) (?:just )?not making (?:any )?sense\b/,
      /\b(?:don't|do not|can't|cannot|couldn't) remember (?:nothing|anything)\b(?! (?:about|of) (?:the|my|it|that|this|his|her) (?:doctor|appointment|name|tablets?|medicines?|dose))|\b(?:don't|do not|can't|cannot|couldn't) remember (?:that part|any of (?:it|that)|what happened(?! (?:to|with|at|in|about|on|when|last|before|years))|doing (?:it|that)|it happening|the last (?:hour|half hour|few minutes)|how (?:i|he|she) got (?:there|here|home))\b/,
    ],
  }),
  // "Husband said he could not wake me, he shaked me long time": not rousable (its negative word the telling's own).
  c("confusion", [], { fixed: [/\b(?:could(?:n'?t| not)|can(?:'?t|not)|was unable to|were unable to|unable to|struggled to|struggling to) (?:wake|rouse) (?:me|her|him|them|us)(?: up)?\b/], unless: WOKEN_AT_ONCE }),
  // "But he knows me, he answered me well, he is not sleeping": awake, knowing and answering (its
  // negative words are the telling's own).
  // So is "he's making sense and knows what's going on".
  c("confusion", [], { fixed: [/\b(?:he|she|they) (?:knows?|knew) (?:me|us|who (?:i am|we are))\b[^.]{0,40}\b(?:answer\w* (?:me |us )?(?:well|properly|normally|fine|right|straight)|(?:is |was )?not (?:sleepy|sleeping|drowsy)|(?:is |was )?wide awake|talking (?:normally|normal|fine|sense))\b|\b(?:he|she|they)(?:'s| is| are|'re)? (?:making|talking) sense\b[^.]{0,30}\b(?:knows?|knew) (?:what'?s going on|what is going on|where (?:he|she|they) (?:is|are)|who (?:we|i) (?:am|are)|everyone)\b/], negative: true }),
  // Orientation kept: "he always knows where he is and who we are" (not "doesn't always know where he is").
  // "woke him up to check. he knew me": roused and oriented. Not "answering again now, knows its me":
  // a confusion that has passed was still a confusion (its time is told before).
  c("confusion", [/(?<!(?:n't|\bnot|\bnever|\bno longer|\bhardly|\bbarely|\bto)\s+(?:always\s+|really\s+|even\s+|quite\s+)?)\b(?:always |still |fully |perfectly )?knows? (?:exactly )?(?:where (?:he|she|i|they) (?:is|am|are|was)|who (?:we|i|everyone|people|she|he) (?:are|am|is)|what day it is)\b|\b(?:he|she|they) knew (?:me|us|who i was|who we were|where (?:he|she|they) (?:was|were))\b/], {
    negative: true,
    unless: /\b(?:again|back to (?:normal|herself|himself|themselves)|came round|come round|coming round)\b/,
  }),
  // "shes that dozy I can hardly keep her awake", "didnt know it was sunday": their own negative words.
  // "asked him what month it is -> he said july": an orientation question, reported with the answer
  // given (people tell it when the answer was wrong; a right one is said to be right).
  // Muddle that is the person's usual state, as in dementia's evenings: no change of consciousness now.
  c("confusion", [USUAL_MUDDLE], { negative: true }),
  c("confusion", [/\basked (?:him|her|them|me)\b[^.]{0,20}\bwhat (?:month|year|day|date|season)\b[^.]{0,40}\b(?:said|says|answered|told me|thought|thinks|goes)\b(?![^.]{0,25}\b(?:right|correct\w*|fine|straight away|no problem|without thinking)\b)/]),
  // "sorry what was i saying. keep losing track of what im typing": losing the thread as one writes.
  c("confusion", [/\b(?:keep|keeps|kept|keeping|i'm|im|i am|he's|she's|been) losing (?:track|the thread|(?:my|his|her) (?:train of thought|thread|place|words))(?: of what (?:i'?m|i am|he'?s|she'?s|i was|he was|she was) (?:typing|saying|writing|doing|on about))?\b(?![^.]{0,20}\b(?:time|the days|dates|the score|money|my keys|my phone)\b)|\bsorry,? what was i (?:saying|typing|on about|writing)\b/], {
    // "cant follow the score in rehearsal, i keep losing my place": a place lost in what is read or played,
    // the concentration a concussion takes for a while, not a mind confused.
    unless: /\blosing (?:my|his|her) place\b[^.]{0,60}\b(?:score|music|book|page|reading|rehearsal|notes|lines|knitting|pattern|recipe|spreadsheet)\b|\b(?:score|music|book|page|reading|rehearsal|notes|lines|knitting|pattern|recipe|spreadsheet)\b[^.]{0,60}\blosing (?:my|his|her) place\b/,
  }),
  // Sleeping through what never sleeps through: "he sleeps all day, he slept through the morning
  // milking, this never happened in his life" (drowsiness, told by those around).
  c("confusion", [/\b(?:he|she|they|dad|mum|mom|grandad|gran|nan)(?:'s| is| has been| was)? (?:sleeps|sleeping|slept) (?:all day|most of the day|the whole day|all the time)\b(?![^.]{0,40}\b(?:after (?:a|the|his|her|my) (?:migraine|attack|night shift|nights?|shift)|jet ?lag|nights)\b)|\b(?:he|she|they|dad|mum|mom)(?:'s| has)? slept (?:right )?through (?:the |his |her |their )?(?:morning |evening |early )?(?:milking|alarm|breakfast|lunch|feeds?|feeding|phone ringing|school run|prayers?|shift|work)\b/], { within: /\b(?:never|not like (?:him|her)|unusual|out of character|can'?t wake|hard to wake|hardly wake|won'?t wake|drowsy|sleepy|dozy|head ?ache|headache|hit (?:his|her) head|fell|fall|threw)\b/ }),
  // Lost in time or among his own: "he told me its 2009 and asked who our daughter was" (a year long
  // gone told as now; a close relative not known), and fits he does not come back from between.
  // Lost time and the same task done again without knowing: "found me just sitting on a pallet, i didnt
  // know how long id been there. i scanned the same pallet 3 times" (the negative word is the sign's own).
  // Someone named wrongly: "just now he called me gareth, thats my brother", "hes never mixed us up in his life".
  c("confusion", [/\bcall(?:s|ed|ing)? (?:me|us|him|her) [a-z]+\b[^.]{0,15}\b(?:that'?s|thats|which is|who is) (?:my|his|her|our) (?:brother|sister|son|daughter|dad|mum|mom|husband|wife|cousin)\b/]),
  c("confusion", [/\b(?:scanned|did|checked|counted|read|typed|made|sent|asked|locked|filled) the same (?:\w+ ){0,2}(?:\d+|two|three|four|five|several|many) times\b/], { fixed: [/\b(?:didn't|did not|don't|dont|do not|couldn't|could not) know how long (?:i'?d|i had|she'?d|she had|he'?d|he had) been (?:there|sitting|standing|stood|sat|out)\b/] }),
  c("confusion", [/\b(?:told|tells|telling|said|says|saying|thinks?|thought|insist\w*|convinced)\b (?:me |us |her |him )?(?:that )?(?:it'?s|it is|its|it was|we'?re in|we are in) (?:19\d\d|200\d|201\d)\b|\b(?:asked|asks|asking|keeps asking) (?:me |us )?who (?:i|we|our \w+|his \w+|her \w+|my \w+|the kids|the children) (?:was|is|am|were|are)\b/], { fixed: [/\b(?:in )?between (?:these|them|the fits|fits|seizures|the seizures)\b[^.]{0,10}\b(?:he'?s|she'?s|he is|she is|hes|shes) not (?:coming|come) (?:back|round|around)\b|\bnot (?:coming|come|came) (?:back|round|around)(?: to (?:himself|herself|themselves|normal))? (?:in )?between\b/] }),
  c("confusion", [], { fixed: [/\b(?:can|could)(?:'t|not| hardly| barely| not) (?:hardly |barely )?keep (?:her|him|them|me) awake\b|\b(?:didn't|did not|doesn't|does not|don't|do not) (?:even )?know (?:(?:it was|it's|it is) (?:\w+day|night|morning|evening|afternoon|christmas|the weekend|today)|what day|what time|where (?:he|she|i|they) (?:is|was|are|were|am))\b/] }),
  c("confusion", [
    // Lay and witness words for confusion (CLINICAL.md: first or third person).
    // "start talking foolishness", "ask me three time what day it is".
    /\btalk(?:ing|s|ed)? (?:foolishness|gibberish|nonsense)\b|\bask(?:s|ed|ing)? (?:me |us |him |her )?(?:two|three|four|five|several|many|\d) times? what (?:day|time|year|month) it (?:is|was)\b/,
    // "kept asking him what city we were in like 5 times", "I don't remember that part" (a gap in memory).
    /\b(?:keeps?|kept|keeping) asking (?:me |us |him |her |them |everyone )?(?:what|where|which|who|if|whether) (?:day|city|town|year|time|month|country|we were|we are|i was|he was|she was|is it|was it|happened)\b/,
    /\b(?:keeps?|kept|keeping) (?:asking|repeating) (?:me |us )?(?:the same|himself|herself|myself|over and over)\b|\brepeating (?:himself|herself|myself)\b|\bsame (?:question|thing)s? (?:over and over|again and again)\b/,
    // "told me the same story about his bowls match three times in an hour": a story retold, not
    // remembered as told (a thing asked twice is forgetfulness short of confusion).
    /\b(?:told|tells|telling|asked|asks|asking|said|says|saying) (?:me |us |her |him |them )?the (?:same|exact same|very same) (?:story|thing|question|joke|news)s?\b[^.]{0,50}\b(?:three times|four times|five times|(?:[3-9]|\d\d) times|several times|again and again|over and over|all (?:day|morning|afternoon|evening))\b/,
    // Not "sorry if I'm all over the place": an apology for a rambling message.
    // Not the writer's apology for a muddled message: "sorry I'm all over the place", "sorry if I'm all over the place".
    /(?<!\bsorry,? (?:if |that |for being |i'm |im )?[^.]{0,6})\b(?:he's|she's|he is|she is|he was|she was|i was|i'm|i am|i've been|(?:he|she)'s been|mind|thoughts|thinking|memory)\b[^.]{0,12}\ball over the place\b(?! (?:walking|when (?:i|he|she) walks?|on (?:my|his|her) feet))/,
    /\b(?:kettle|keys|phone|remote|shoes|wallet|milk|iron|handbag|purse|glasses)\b[^.]{0,12}\bin the (?:fridge|freezer|oven|cupboard|bin|washing machine|microwave|dishwasher)\b/,
    /\b(?:rice|pasta|food|milk|eggs|dinner|potatoes|bread|phone|keys|remote|wallet|purse|kettle)\b[^.]{0,12}\bin the (?:washing machine|washer|tumble dryer|dryer|toilet|bath)\b/,
    // "found his porridge bowl in the bathroom cabinet": a thing of the table put away where it never goes.
    /\b(?:bowl|plate|cup|mug|spoon|fork|cereal|porridge|teapot|butter|jam)\b[^.]{0,12}\bin the (?:bathroom|wardrobe|airing cupboard|linen cupboard|bedroom|garage|shed|medicine cabinet|sock drawer|laundry basket)\b/,
    // Sleeping far more than is theirs: "sleeping a lot more than usual, nodded off in his chair twice before lunch".
    /\bsleep(?:ing|s)? (?:a lot |much |loads |so much |way )?more than (?:usual|normal|he does|she does)\b|\b(?:nodded|dozed|drifted) off\b[^.]{0,25}\b(?:twice|three times|several times|again and again|\d+ times)\b/,
    // Disoriented in time, argued: "arguing with me that it is Sunday but it is Saturday".
    /\b(?:argu\w*|insist\w*|convinced|adamant|swear\w*|swore)\b[^.]{0,25}\b(?:it is|it's|its|it was|today is|today's)\b[^.]{0,25}\bbut (?:it is|it's|its|it was|today is)\b/,
    // Mistaking who people are (delirium): "calling me by my late father's name", "thought I was her
    // sister", "mixed me up with my brother"; a routine task done wrongly: "sugar in the dal instead of salt".
    /\b(?:call(?:s|ed|ing)?|address(?:es|ed|ing)?) (?:me|us|him|her|my \w+) by (?:(?:my|his|her|their|our|the) )?(?:(?:late|dead|dear|old) )?(?:(?:father|mother|dad|mum|mom|husband|wife|brother|sister|son|daughter|grandson|granddaughter|uncle|aunt|auntie)'s |someone else's |the wrong |another (?:person's )?|a different )name\b|\bthought (?:that )?(?:i|i was|me|we were|he was|she was) (?:was )?(?:her|his) (?:late |dead )?(?:husband|wife|mother|father|mum|mom|dad|sister|brother|son|daughter|teacher)\b|\b(?:mix(?:es|ed|ing)?|mistak(?:es|ing)|mistook) (?:me|us|him|her) (?:up )?(?:for|with) (?:her|his|my|our|someone)\b/,
    /\b(?:sugar|salt|milk|water|tea|soap|shampoo)\b[^.]{0,30}\binstead of (?:the )?(?:salt|sugar|milk|water|tea|soap|shampoo|toothpaste)\b/,
    // Lost in time: "he insist want to go PSA for his shift, he retired 15 years already", "he dunno
    // today what day", "a bit blur blur" (Singapore English: muddled), "his head keep dropping".
    /\b(?:wants?|want|insist\w*|tri(?:es|ed)|trying|keeps? (?:trying|wanting)) (?:want )?(?:to )?(?:go|get ready|leave) (?:to |for )?(?:work|the office|(?:his|her|my) (?:shift|job|work|school))\b[^.]{0,60}\bretired\b|\b(?:a bit |very |so |quite )?blur blur\b|\bhead (?:keeps?|kept|keep) (?:dropping|falling|nodding)\b/,
    // Slowed, or strange to those who know them: "wife say I am slow like old man and answer late",
    // "boss say I am strange this week".
    /\bslow(?:ed)? (?:down )?like an? old (?:man|woman|person|granny|grandad)\b|\b(?:answer|answers|answered|answering|respond\w*|repl(?:y|ies|ied|ying)) (?:very |so |really )?(?:late|slowly|slow)\b|\b(?:say|says|said|tells? me|told me) (?:that )?(?:i am|i'm|im|he is|he's|she is|she's) (?:strange|weird|odd|not (?:myself|himself|herself)|not right|different)\b/,
    // Behaviour out of character (encephalitis, delirium): "acting strange", "laughing at nothing then crying".
    /\b(?:acting|behaving) (?:really |very |so |a bit |all )?(?:strange(?:ly)?|weird(?:ly)?|odd(?:ly)?|bizarre(?:ly)?|out of character|not like (?:herself|himself))\b/,
    // Dazed "for a minute" at a knock is the knock's moment (post_trauma), not confusion now.
    // Getting lost is a person's: "my bag with my sumatriptan got lost in Singapore" is luggage.
    /(?<!\b(?:see|seeing|saw|sees|look|looks|looked|looking|vision|sight|read|reading|hear|hearing|heard|foggy|blurry|blurred|misty|cloudy|fuzzy|hazy|dim)\b[^.]{0,20})(?<!\b(?:grow|grows|grew|grown|growing|get|gets|got|getting|come|came|coming|snap|snapped|talk|talked|way) )\bout of it\b(?!'? (?:for )?(?:a |just a |only a |about a |like a |a few |a couple of |a couple |two |2 )?(?:second|seconds|sec|secs|moment|moments)\b)|(?<!\b(?:seconds?|secs?|moments?)\b[^.]{0,40})\bdazed\b(?! (?:for )?(?:a |just a |only a |about a |like a |a few |a couple of )?(?:second|seconds|sec|secs|moment|moments|minute|minutes|min|mins|bit)\b)|(?<!\b(?:words?|speech|sentences?)\b[^.]{0,20})\bmuddled\b(?! (?:up )?(?:my |her |his |the )?words)|\btalking (?:nonsense|rubbish|gibberish)\b(?! (?:about|on about|as per|as usual|again))|\baway with the fairies\b|\bnot all there\b|(?<!\b(?:bags?|luggage|suitcases?|case|parcel|package|post|mail|letters?|e-?mails?|forms?|referral|results?|scans?|prescriptions?|tablets|pills|meds|medications?|medicines?|phone|keys|wallet|purse|paperwork|notes)\b[^.]{0,40})\b(?:got|getting|gets) lost (?:driving|on the way|walking|in)\b|\bseemed vacant\b|\bglazed over\b/,
    // A witness's account of disorientation after a knock (NICE NG232 head injury: any amnesia or
    // confusion since the injury needs CT): the same question asked again and again ("asked me 4
    // times what day it is", "keeps asking where she is"; asked once is conversation, not a sign),
    // and falling asleep mid-sentence or mid-meal (drowsiness).
    eitherOf(
      /\b(?:asked|asking|asks|ask) (?:me |us |him |her |them |everyone )?(?:about |like |maybe |at least |literally )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of|multiple|loads of|lots of|so many|a dozen|a million|a hundred|about \d+|\d+ or \d+) (?:times|x)\b[^.]{0,22}\b(?:what|where|who|if|whether|how|when|why|the same)\b|\b(?:asked|asking|asks) (?:me |us |him |her )?(?:what day|what time|where (?:he|she) (?:is|was)|who (?:i|we) (?:am|are|was))\b[^.]{0,25}\b(?:twice|again|\d+ times|(?:two|three|four|several) times)\b|\bcall(?:ed|s|ing) (?:me|us|her|him) (?:by )?(?:the wrong name|(?:his|her|my|their) (?:\w+'?s) name)\b|\b(?:keeps?|kept|keeping)(?: on)? (?:asking|forgetting) (?:me |us |him |her )?(?:what day|what time|what year|what month|where (?:he|she|i|they|we) (?:is|was|am|were|are)|what happened|what's happened|how (?:he|she|i|they) got (?:there|here|home|back)|who (?:i|we|he|she) (?:am|are|is|was)|why (?:he|she|i|they) (?:is|was|am|are) (?:here|there|in hospital))\b|\b(?:asking|asked|asks) (?:me |us )?(?:the same (?:thing|question)s?|what day it is|where (?:he|she) (?:is|was)) (?:again and again|over and over|repeatedly|every (?:few|couple of) minutes|every five minutes)\b/,
      // "she ask me what day is it many times", "4 times in one hour she ask did she feed the baby", "she
      // call the baby with the name of her sister dog" (told in a second language).
      /\b(?:ask|asks|asked|asking) (?:me |us |him |her )?(?:what day (?:is it|it is)|what time (?:is it|it is)|where (?:she|he) is|did (?:she|he|i|we))\b[^.]{0,40}\b(?:many|several|lots of|so many|\d+|two|three|four|five|six) times\b|\b(?:\d+|two|three|four|five|six|many) times in (?:one|an|a|\d+|half an?) (?:hour|minutes?|mins?)\b[^.]{0,20}\b(?:ask|asks|asked|asking)\b|\bcall(?:s|ed|ing)? (?:the baby|him|her|me|us) (?:with|by) the (?:wrong )?name of\b/,
      // "keeps asking 'did i fall off my scooter?' like every couple minutes even though we keep telling her";
      // "she keeps asking did i get hit", "ive told her 4 or 5 times now and she asks again like its new".
      /\b(?:keeps?|kept|keeping) (?:on )?asking (?:me |us )?(?:if |whether )?(?:did|has|have|was) (?:i|she|he) (?:get|got|been|fall|fell|hit|bang|banged|knock|knocked)\b|\b(?:told|tell|telling) (?:her|him|them) (?:\d+|two|three|four|five|six|several|a few|loads of) (?:or (?:\d+|three|four|five|six) )?times\b[^.]{0,40}\b(?:asks?|asking|asked) (?:it |me )?again\b|\basks? (?:it |me )?again like (?:it'?s|its|it is) (?:new|the first time)\b/,
      /\b(?:keeps?|kept|keeping) (?:on )?asking\b[^.]{0,60}\b(?:over and over|again and again|every (?:couple(?: of)? |few )?(?:min|mins|minutes|seconds)|even though (?:we|i) (?:keep|kept|have) (?:telling|told))\b/,
      /\b(?:nod\w*|doz\w*|drift\w*|fall\w*|fell|drop\w*) (?:off|asleep) (?:mid[- ]?(?:sentence|conversation|word|meal|bite)|in (?:the )?middle of (?:a |the |his |her |my |our )?(?:sentence|conversation|talking|speaking|a word|eating|dinner|tea|his tea|her tea)|while (?:talking|speaking|eating|he was talking|she was talking|i was talking to (?:him|her)))\b/,
    ),
  ], { unless: eitherOf(HYPO_MENDED, KNOWN_FITS_DESCRIBED, LONG_STANDING_MUDDLE, USUAL_MUDDLE, MEDICINE_DROWSY, WRONG_WORDS, SIGN_AS_RULE, ALERT_BUT_SLOWED, AFTER_ANAESTHETIC, IDLE_NAP, JOKED_ABOUT) }),
  c("confusion", [], { fixed: [
    // Emotion out of keeping (its negative word is the idiom's): "laughing at nothing then crying".
    /\blaughing at nothing\b|\b(?:crying|laughing|screaming) for no reason\b/,
    // Not answering to her name (impaired awareness: a focal seizure or encephalopathy).
    /\b(?:not|wasn't|isn't|didn't|wouldn't|won't|doesn't|did not|was not|is not) (?:answer|answering|respond|responding|react|reacting)(?: to)?(?: me| us| him| her)? (?:when (?:i|we) (?:call|called|say|said|talk(?:ed)? to|speak|spoke to)\b|to (?:her|his|their) (?:own )?name\b)/,
    // Not eyes shut against the light ("had to switch off the shop lights because I could not keep my eyes open with them on").
    /(?<!\b(?:lights?|sun|sunlight|brightness|glare)\b[^.]{0,60})\b(?:can't|cant|cannot|couldn't|could not) keep (?:my|her|his|their) eyes open\b(?! (?:with|in|against|because of) (?:them|it|the (?:lights?|sun|glare|brightness))\b)|(?<!\b(?:sorry|apologies|apologise|apologize|excuse me|forgive me|pardon)\b[^.]{0,40})\bnot making (?:any )?sense\b|\b(?:could not|couldn't|can't|cannot|can not) (?:wake|rouse) (?:him|her|me|them)(?: up)? (?:properly|fully)\b|\b(?:can't|cannot|couldn't) (?:stay|keep) awake\b|\bdoesn't know where (?:she|he|i) (?:is|am)\b/,
    /\b(?:couldn't|could not|can't|cannot|didn't|did not|doesn't|does not|don't|dunno|wasn't able to) (?:even )?(?:tell |say |remember |know |work out )?(?:me |us )?(?:today |now |anymore )?(?:what day|what year|what month|what time|where (?:he|she|i|they|we) (?:was|is|am|were)|who (?:i am|i was|he is|she is|we are|we were)|my name|(?:his|her) (?:own )?name|(?:his|her|my) (?:own )?address)\b/,
    /\b(?:didn't|did not|doesn't|does not) recogni[sz]e (?:me|us|her|him|his|my|the)\b|(?<!\b(?:low|down|depressed|flat|sad|miserable|fed up|tearful|stressed|anxious|withdrawn|quiet|grumpy|moody|snappy|irritable|ratty)\b[^.]{0,12})\bnot (?:herself|himself|themselves)\b(?![^.]{0,30}\b(?:cranky|grumpy|moody|irritable|snappy|ratty|tetchy|yawn\w*|craving|hungry|starving|eating every\w*|low|down|depressed|sad|miserable|fed up|tearful|stressed|anxious|withdrawn|quiet|stopped (?:going|doing|seeing|playing))\b)/,
    // Slow to orient: "took me a good minute to work out what day it is", "it took her a while to know where she was".
    /\btook (?:me|her|him|them) (?:a (?:good |long |few |couple of |full )?(?:minute|minutes|while|moment|moments|second|seconds|bit)|ages|forever|a long time) to (?:work out|figure out|realise|realize|remember|know|get) (?:what day|what year|what time|where (?:i|she|he|they|we) (?:was|were|am|is|are)|who (?:i|she|he|they|we) (?:was|were|am|is|are))\b/,
    // A gap in memory for what just happened (post-traumatic amnesia, NICE NG232): "doesn't remember
    // the drive home", "can't recall how he got here", "no memory of the rest of the match". The
    // negative word is part of the idiom, so the match starts on it (a fixed phrase).
    /\b(?:doesn't|does not|don't|do not|didn't|did not|can't|cannot|couldn't|could not|has no|have no|had no|with no) (?:even |actually |really |seem to |seem to be able to )?(?:remember|recall|recollect|memory of|recollection of) (?:anything (?:about|of|after|since|from) |any of |a thing (?:about|after|since) )?(?:the (?:drive|journey|trip|walk|ride|bus ride|car ride|match|game|fall|accident|crash|tackle|collision|knock|rest of the (?:game|match|day|evening|night|afternoon)|last (?:hour|few hours|half hour|couple of hours|bit))|driving (?:home|back|here|there)|getting (?:home|back|here|there)|coming (?:home|back)|how (?:he|she|i|they|we) got (?:home|here|there|back)|what happened (?:after|next|then|since|at|in|during|to (?:him|her|me))|(?:the |this )?(?:morning|afternoon|evening) (?:at all|since)|hitting (?:his|her|my) head|(?:his|her|my) way home|(?:him|her|them|the \w+|my \w+) (?:coming|arriving|walking|turning up|finding (?:me|him|her)|talking to (?:me|him|her))(?: (?:down|in|over|up|back))?)\b/,
    /(?<!\b(?:sorry|apologies|apologise|apologize|excuse me|forgive me|pardon)\b[^.]{0,20})\b(?:he's|she's|he is|she is|he was|she was|i was|i'm|i am|he's been|she's been|hes|shes) (?:just |really |quite |all )?not (?:really |quite )?(?:right|himself|herself|with it|making sense)\b(?![^.]{0,30}\b(?:cranky|grumpy|moody|irritable|snappy|ratty|tetchy|yawn\w*|craving|hungry|starving|eating every\w*|low|down|depressed|sad|miserable|fed up|tearful|stressed|anxious|withdrawn|quiet)\b)/,
  ],
    // A gap in memory of a night's drinking ("can't remember getting back to the hotel, just
    // steaming") is an alcohol blackout, not confusion with this headache; with a fall or a knock in
    // the same sentence it stays a flag (NICE NG232: amnesia after a head injury).
    // "About once a month he is not himself, very clingy ... then his forehead hurts": a child's
    // migraine prodrome, told as coming with every attack, not an acute change.
    // "quiet and tired for the evening, not herself, but she talks normally and knows everything": the
    // tiredness after an attack, with speech and orientation told as whole.
    // So is "he's not himself ... he's awake and talks normal, just flat and muddled on little things"
    // told in the same message (a change of mood and thought, with the person alert).
    notWithin: ALERT_BUT_SLOWED,
    unless: eitherOf(DRUNK_WITHOUT_INJURY, JOKED_ABOUT, /\bnot (?:herself|himself|themselves|myself)\b[^.]{0,60}\b(?:(?:talks?|talking|speaks?|speaking) (?:completely |totally |perfectly )?normal(?:ly)?|knows? everything|knows? (?:where (?:she|he|i) (?:is|was|am)|who (?:we|i|everyone) (?:are|am|is)))\b/, /\b(?:once a (?:month|week|fortnight)|every (?:month|few weeks|time)|each (?:month|time)|before (?:each|every|his|her|the|a) (?:migraine|headache|attack|one)s?)\b[^.]{0,40}\bnot (?:himself|herself|themselves|his usual self|her usual self)\b/),
  }),
  // "she wasnt making sense, kept calling me Ciara which is her sisters name and asking what day it was
  // over and over": nonsense, a wrong name and the same question again (delirium, NICE CG103).
  c("confusion", [/\bcall(?:s|ed|ing)? (?:me|us|him|her) [a-z]+\b[^.]{0,15}\b(?:that'?s|thats|which is|who is) (?:my|his|her|our) (?:brother|sister|son|daughter|dad|mum|mom|husband|wife|cousin)(?:'?s)?(?: name)?\b/,
    /\basking (?:me |us )?(?:what day|what time|where (?:she|he|they) (?:is|was|were)|what year|who i (?:am|was))\b[^.]{0,20}\b(?:over and over|again and again|repeatedly|\d+ times|all the time)\b/], {
    // Not "wasnt making sense of anything I said": words not understood (dysphasia, read as speech).
    fixed: [/\b(?:he|she|they|i)(?: was| is|'s| were)?n'?t making (?:any )?sense\b(?! of\b)|\b(?:wasn't|isn't|weren't|wasnt|isnt) making (?:any )?sense\b(?! of\b)/],
    unless: eitherOf(DRUNK_WITHOUT_INJURY, WRONG_WORDS),
  }),
  // The day said wrong and put right a breath later: "Tonight is Tuesday I think. no Saturday".
  c("confusion", [], {
    fixed: [/^no,? (?:it'?s |its |today is |tonight is )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/],
    within: /\b(?:today|tonight)(?:'s| is) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?: i think)?/,
  }),
  // A gap for the moment itself: "she says she didnt faint but she cant remember sitting down" (a lapse
  // of awareness at the onset: SAH and seizures; NICE NG232 amnesia for the event).
  c("confusion", [], { fixed: [/\b(?:can't|cant|cannot|couldn't|could not|doesn't|does not|don't|do not|didn't|did not) remember (?:sitting down|lying down|falling|sliding down|landing|hitting the (?:floor|ground)|how (?:she|he|i|they) (?:got|ended up|came to be) (?:on the (?:floor|ground|mat|bath ?mat)|down))\b/], unless: DRUNK_WITHOUT_INJURY }),
  // Asleep mid-sentence, and an answer about something else: "he sleeps in the middle of talking. I asked
  // him where we are and he told me about anatomy practicals" (drowsiness and disorientation, NICE CG103).
  c("confusion", [/\b(?:sleeps|sleeping|slept|goes to sleep|went to sleep|falls asleep|fell asleep|dozes|dozed) (?:off )?(?:in the middle of|mid[- ]?|halfway through) (?:talking|a sentence|sentence|speaking|a conversation|conversation|answering|a word)\b/,
    /\basked (?:him|her|them)\b[^.]{0,20}\b(?:where (?:we|he|she|they) (?:are|is|were|was)|what day|what year|what month|who i am|who (?:i|we) (?:am|are))\b[^.]{0,10}\b(?:and|but) (?:he|she|they) (?:told (?:me|us)|talked|started (?:talking|telling (?:me|us))|went on) about\b/], {
    unless: eitherOf(HYPO_MENDED, KNOWN_FITS_DESCRIBED, LONG_STANDING_MUDDLE, USUAL_MUDDLE, MEDICINE_DROWSY),
  }),
  // Lost in time, told by the question and the day it is: "he just asked me if its school today. its sunday".
  c("confusion", [/\b(?:asked|asks|asking)\b(?: me| us| her| him)?(?: if| whether) (?:it'?s|its|it is|there'?s|we have|we've got|he has|she has|he's got|she's got|i have) (?:got )?(?:school|work|nursery|college|a school day|a work day|(?:mon|tues|wednes|thurs|fri|satur|sun)day|christmas|breakfast time|morning|bedtime)\b/], {
    within: /\b(?:it'?s|its|it is|but it'?s|but its) (?:actually |only |still )?(?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|the holidays|half term|night|evening|bank holiday|(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) ?(?:pm|in the (?:afternoon|evening)))\b/,
  }),
  c("reflex_faint", [/\b(?:faint(?:ed|ing)?|pass(?:ed)? out|keel(?:ed)? over|went down)\b/], { within: PROVOKED_FAINT_MESSAGE }),
  // Aware throughout: "i was awake the whole time and talking to her", "conscious the entire time".
  c("loss_of_consciousness", [/\b(?:was|were|stayed|remained|kept|been) (?:fully |completely |wide |totally )?(?:awake|conscious|aware|alert|with it|talking)\b[^.]{0,25}\b(?:the )?(?:whole|entire|all the) (?:time|way through|thing|way)\b|\b(?:the )?(?:whole|entire) time (?:i|she|he) (?:was|stayed) (?:fully |completely |wide )?(?:awake|conscious|aware|alert|talking)\b/], { negative: true }),
  c("loss_of_consciousness", [
    // "the lads say I was out for a bit, maybe 1 or 2 minutes": knocked out, told by those who saw it.
    // "a woman at the stop said i was out maybe half a minute".
    /(?<=\b(?:i|he|she|they) )(?:was|were|went) (?:out|spark out|out cold) (?:(?:for )?(?:about |maybe |like |around |roughly )?(?:a bit|a while|a minute|half a minute|a few (?:seconds|minutes)|a couple of (?:seconds|minutes)|\d+|a second|a moment)|briefly)\b/,
    // Not "I nearly passed out from the pain", "felt like I'd faint", "felt faint": almost is not a loss of consciousness.
    /(?<!\b(?:nearly|almost|near|close to|practically|virtually|about to|going to|gonna|i'd|she'd|he'd|would|could|might|may|will|i'll) )\bpass(?:ed|ing)? out\b|(?<!\b(?:nearly|almost|near|close to|practically|virtually|about to|going to|gonna|i'd|she'd|he'd|would|could|might|may|will|i'll|felt|feel|feels|feeling|bit|slightly|very|quite|little) )\bfaint(?:ed|ing)?\b|\bblack(?:ed)? out\b(?! (?:(?:the|my|our|her|his|their|all the|every) (?:\w+ )?)?(?:room|rooms|bedroom|windows?|curtains?|blinds?|lights?|screens?|house|flat|names?|dates?|text|words?|details?)\b)|\blost consciousness\b|\bloss of consciousness\b|\bunconscious\b|\bunresponsive\b|\bnot respond\w*|\bknocked out\b|\b(?:was|were|went|been|lay|lying|lies|is|got knocked) out cold\b(?! (?:till|until|all night|the whole night|in bed|asleep))|\bcollapsed\b|(?<!\b(?:will|'ll|might|could|would|gonna|going to|to|may) )\bcollapse\b|\bcame round on the floor\b|\bnext thing (?:i|she|he) knew,? (?:i|she|he) (?:was |were )?(?:on|lying on|flat on) the (?:floor|ground|lino|carpet|tiles|mat|rug|kitchen floor|bathroom floor)\b|\bnext thing,? (?:i'm|im|i am|i was|she's|shes|she was|he's|hes|he was) (?:sitting|lying|sat|laid|flat|sprawled|slumped) (?:on|in) the (?:floor|ground|mud|grass|road|pavement|path|lino|carpet|tiles|mat|rug|snow|dirt|gravel)\b|\bkeeled over\b|\bhit the deck\b|\bdropped to the (?:floor|ground)\b/,
  ], { unless: eitherOf(
    // "By 9pm I'm completely knocked out, asleep on the sofa": worn out, asleep.
    // "On bad days she is knocked out, sleeps the whole afternoon": worn out, sleeping it off.
    /\bknocked out\b[^.]{0,25}\b(?:asleep|sleeping|sleeps|slept|in bed|on the sofa|on the couch|snoring|dead to the world)\b|\b(?:on (?:bad|the bad|migraine|the worst) days|after (?:a|an|the) (?:migraine|attack|bad one)|for the (?:rest of the )?(?:day|afternoon|evening))\b[^.]{0,25}\bknocked out\b|\b(?:by|at|around) \d{1,2} ?(?:pm|am|o'?clock)\b[^.]{0,25}\bknocked out\b/,
    // A faint from low blood sugar weeks ago ("2 months ago I passed out because my sugar dropped").
    /\b(?:weeks?|months?|years?) ago\b[^.]{0,60}\b(?:because|due to|from|after)\b[^.]{0,10}\b(?:(?:my|his|her|low|blood) )?(?:sugars?|glucose|hypo\w*)\b/,
    /\b(?:vision|eyes?|sight)\b[^.]{0,10}\bblack(?:ed)? out\b|\b(?:feel(?:s|ing)?|felt) (?:a bit |a little |slightly |quite |very |really |kind of |sort of )?(?:like i'm |like i am |like )?(?:going to )?faint\b|\bfaint (?:light|line|smell|ache|pain)\b|\b(?:lines?|marks?|tests?|positive|smell|sound|glow|scar|pulse|shadow)\b[^.]{0,15}\bfaint\b(?! (?:and|then|in|on|at|after|when|while)\b)/,
    FIGURATIVE_AFTER(String.raw`(?:pass(?:ed|ing)? out|faint(?:ed|ing)?|black(?:ed)? out|collapsed|keeled over|died|dead|hit the deck|knocked out)`),
    // A faint at a needle, a blood test or the sight of blood is a vasovagal faint (NICE CG109
    // transient loss of consciousness: typical triggers), not a loss of consciousness with the headache.
    /\b(?:faint\w*|pass(?:ed|es)? out|black(?:ed|s)? out|keel(?:ed|s)? over)\b[^.]{0,60}\b(?:needles?|blood (?:tests?|taken|drawn|being taken|samples?)|(?:took|take|taking|draw\w*) (?:some |her |his |my )?blood|injections?|jabs?|vaccin\w*|sight of blood|seeing blood)\b|\b(?:needles?|blood tests?|injections?|jabs?|sight of blood|seeing blood)\b[^.]{0,40}\b(?:faint\w*|pass(?:ed|es)? out|black(?:ed|s)? out|keel(?:ed|s)? over)\b/,
    // "I totally blacked out, 11 hours, never hear 3 alarms": slept through, as "blacked out" says in
    // slang; and "I said I blacked out", the word quoted back.
    /\bblack(?:ed)? out\b[^.]{0,20}\b(?:\d+|eight|nine|ten|eleven|twelve|thirteen|fourteen) (?:hours?|hrs)\b|\bblack(?:ed)? out\b[^.]{0,60}\b(?:alarms?|woke up (?:at|feeling|fresh))\b|\b(?:i said|i told (?:her|him|them)|because i said) (?:i )?black(?:ed)? out\b/,
    // "when i get home at 8 i just collapse into bed": into bed, worn out.
    /\bcollaps(?:e|es|ed|ing) (?:in|into|onto|on) (?:the |my |our )?(?:bed|sofa|couch|settee|bunk)\b/,
    // A thing that collapsed: "the oxygen mask is rubbish, the bag collapses", "the tent collapsed".
    /\b(?:bag|reservoir|mask|balloon|tent|gazebo|chair|shelf|shelves|roof|ceiling|wall|bridge|building|scaffold\w*|stack|pile|table|trampoline|umbrella|box|lung|vein|deal|market|business|company|plan|cake)s? (?:just |kept |keeps |always |has |had )?collaps(?:e|es|ed|ing)\b/,
    // "passed out at like 6am after grinding valorant all night, woke up at 2": a clock time to fall
    // asleep at, and waking told after it.
    /\bpass(?:ed)? out (?:at|around|about) (?:like |about |around |maybe )?(?:\d{1,2}(?::\d\d)? ?(?:am|pm)?|midnight)\b[^.]{0,80}\bwoke\b/,
    // "passed out on the sofa at 9pm ... I mean nakatulog lang ako": fell asleep, put right in the same breath.
    /\bpass(?:ed)? out\b[^.]{0,60}\b(?:i mean|meaning|as in|i\.e\.?)\b[^.]{0,20}\b(?:fell asleep|asleep|slept|dozed|nodded off|crashed|fell into bed)\b/,
    // Someone else, named, whose faint frightened the typist: "ava fainted in PE last week and got taken
    // in an ambulance so now im scared" (a friend's, not the patient's).
    /^\s*(?!(?:i|i've|i'd|he|she|they|we|you|it|my|me|mum|mom|dad|then|and|but|so|just|nearly|almost)\b)[a-z]{2,12} (?:fainted|passed out|collapsed|blacked out)\b[^.]*\bso (?:now )?(?:i'?m|im|i am|i got|i get) (?:really |so |kind of |kinda )?(?:scared|worried|freaking out|terrified|paranoid|nervous)\b/,
    // Near-fainting at a sight or a piece of news ("nearly passed out when I saw my inbox", "almost
    // fainted when I opened the gas bill"): shock said as an idiom, and "nearly" says it did not happen.
    /\b(?:nearly|almost|practically|about to|could have|could've) (?:passed out|pass out|fainted|faint|keeled over|collapsed|died|had a heart attack)\b[^.]{0,10}\b(?:when|at|after|over|reading|seeing|hearing|opening|looking at) (?:i |she |he |we )?(?:saw|see|seeing|heard|hear|read|opened|open|got|looked at|found out|realised|realized|checked|the|my|his|her|our|that|this)\b(?![^.]{0,30}\b(?:blood|needle|injection|stood|stand|standing|got up|pain|head ?ache|headache|migraine)\b)/,
    // The words glossed at once as something else: "I 'blacked out' in the mock test means my mind went
    // blank", "'i blacked out!!' but that was my phone screen went black".
    /\b(?:black(?:ed)? out|pass(?:ed)? out|faint(?:ed)?)\b[^.]{0,40}?\b(?:means?|meant|i mean|as in|that was|it was|was just|was only|i\.e\.?)\b[^.]{0,25}\b(?:(?:my |her |his )?mind (?:went|goes|going|gone) (?:blank|empty)|went blank|blanked|froze|screen|phone|battery|game|wi-?fi|power|lights?|tv|telly|laptop|computer|console|controller|internet|connection)\b/,
    // "passed out on the couch (like, fell asleep lol)": asleep, said so.
    // "passed out on the couch tuesday when i got home but thats just 28 hrs of travel ... i was asleep": worn out on a sofa or a bed.
    /\b(?:pass(?:ed|es)? out|crash(?:ed)? out|konked out|conked out)\b[^.]{0,40}\b(?:fell asleep|asleep|slept|sleeping|nap(?:ped|ping)?)\b|\b(?:pass(?:ed|es)?|crash(?:ed)?|konked|conked) out (?:on|in) (?:the |my |his |her |our )?(?:couch|sofa|settee|bed|armchair|recliner|chair)\b[^.]{0,100}\b(?:fell asleep|asleep|slept|sleeping|nap(?:ped|ping)?|exhausted|knackered|shattered|jet ?lag\w*|(?:hrs|hours) (?:of )?(?:travel\w*|flying|driving|awake|no sleep))\b/,
    // "eight vodkas then passed out on her couch": drunk asleep, a hangover's night, not a loss of
    // consciousness with this headache; a fall or a knock in the sentence keeps it a flag.
    DRUNK_WITHOUT_INJURY,
    WOKEN_AT_ONCE,
  ), notWithin: REFLEX_FAINT, event: true, fixed: [/\b(?:didn't|did not|wouldn't|would not|couldn't|could not) (?:answer|respond)(?! to (?:treatment|tablets|meds|medication|painkillers))(?! (?:her|his|my|the|their) (?:[\w']+ ){0,3}(?:phone|call|calls|door|doorbell|texts?|messages?|pager|buzzer|alarm))\b/] }),
  // The word put right in a later message: "by passed out i mean fell asleep lol, not like fainted".
  c("loss_of_consciousness", [/\b(?:by|when i said|i said) ['"]?(?:pass(?:ed)? out|black(?:ed)? out|out cold|faint(?:ed)?|knocked out)['"]?,? i (?:mean|meant)\b[^.]{0,25}\b(?:fell asleep|asleep|slept|dozed|nodded off|crashed|went to sleep|went to bed)\b/], { negative: true }),
  // Lay and witness words for a generalised seizure (NICE NG217 transient loss of consciousness:
  // rigidity, jerking, tongue biting, incontinence, post-ictal confusion point to epilepsy).
  // Not a trade's "fitting" ("been at work all week fitting a kitchen", "a dress fitting").
  // Seen by others ("nobody has seen me jerk or anything" denies one).
  c("seizure", [/\b(?:seen|saw|see|watched|noticed) (?:me|him|her|them) (?:jerk|jerking|shake|shaking|twitch\w*|fitting|convuls\w*)\b|\bwent (?:completely |all |really )?rigid\b|\b(?:she|he|i|body|whole body) (?:went|goes|go) (?:completely |all )?stiff\b|\bstiffened (?:up|all over)\b|\b(?:arms?|legs?|body|limbs|whole body)\b[^.]{0,25}\b(?:jerk\w*|twitch\w*|convuls\w*|thrash\w*|juddering)\b|\bjerk(?:ing|ed|s) (?:all over|uncontrollably|violently)\b|\b(?:bit|bitten) (?:the (?:side|tip|edge|inside) of )?(?:her|his|my|their) (?:tongue|cheek)\b|\b(?:went|goes|go|gone) (?:completely |all |totally )?(?:stiff|rigid) as (?:a )?(?:board|plank|poker|rod|statue|log)\b|\bwet (?:herself|himself|myself|themselves)\b|\bwet (?:her|his|my|their) (?:pants|trousers|knickers|underwear|jeans)\b|\b(?:lost control of|emptied) (?:her|his|my) bladder\b|\bfoam\w* at the mouth\b|\beyes (?:rolled|roll|rolling|go|went|going|turned|turning) (?:back|up(?:wards)?)\b(?! (?:at|to|towards|and down)\b)|\bshaking uncontrollably\b|\bgrand mal\b|\btonic[- ]clonic\b|\b(?:jerking|shaking|twitching|thrashing) and (?:jerking|shaking|twitching|thrashing)\b|\b(?:tongue (?:was |all )?bitten|bitten (?:my|his|her|their) tongue)\b|\b(?:side|tip|edge) of (?:my|his|her|their) tongue (?:was |is |got |had been )?(?:cut|bitten|bleeding|torn)\b|\b(?:jerk(?:ing|ed|s)?|shak(?:ing|es)|shook)\b[^.]{0,40}\b(?:grunt\w*|gurgl\w*)\b|\b(?:grunt\w*|gurgl\w*)\b[^.]{0,40}\b(?:jerk(?:ing|ed|s)?|shak(?:ing|es)|shook)\b|\bjerk(?:ing|ed)\b[^.]{0,12}\b(?:in (?:bed|(?:my|his|her|their) sleep))\b(?=[^.]{0,60}\b(?:minutes?|mins?|couldn't wake|could not wake|tongue|wet)\b)/, /\bseizures?\b|(?<!\b(?:neck|back|shoulders?|knees?|hips?|jaw|muscles?|engine|car|joints?|legs?|arms?)(?:'s|s| is| has| was| got| has got| had| went| gone)? )\bseiz(?:ed|ing)\b(?! up)|\bconvuls\w*|(?<!\b(?:kitchen|carpet|window|bathroom|dress|suit|light|pipe|gas|bra|wedding|tyre|tire|shop|door|boiler|cabinet|blind|curtain)\s)(?<!\b(?:ring|rings|shoes?|boots?|clothes|jeans|trousers|dress|bra|glasses|hat|watch|top|skirt|it|they)(?:'s| is| are| still| isn'?t| aren'?t| not| was| were)(?: still| not)? )\bfitting\b(?! (?:a|an|the|his|her|my|our|their|your|some|new|kitchens?|carpets?|bathrooms?|windows?|doors?|boilers?|tyres?|tires?|out (?:a|the)|in (?:at|with|well)|together|them|it|blinds|curtains|pipes|cabinets|units|worktops?)\b)|\bepileptic\b|\bshaking all over\b|\bjerking (?:all over|uncontrollably)\b|(?<!\b(?:will|would|'ll|'d|gonna|going to|nearly|almost|practically|threw|throw|throws|throwing|pitched|pitch|chucked|hissy|absolute|a right|an absolute) (?:have |had |having |a )?)\b(?:had|having|has|a|another|first|ever|big|major|proper|no|any) (?:a )?fits?\b(?! (?:the|my|into|in|and healthy|of|about|over|at (?:me|him|her|us|them)|when (?:i|she|he|they) (?:saw|see|heard|hear|found|find|read)))/], {
    event: true,
    // "because of the seizures history", "history of fits as a child": a past the person tells, not one now.
    pastWhen: /\b(?:seizures?|fits?|convulsions?|epilepsy) history\b|\bhistory of (?:febrile )?(?:seizures?|fits?|convulsions?)\b/,
    // "Mum would have a fit if she knew", "my boss had a fit about the report" (anger), and a
    // figurative marker after the word: an idiom, not a seizure.
    // "a seizure of panic", "a fit of laughing", "a fit of coughing": an emotion's or a reflex's bout.
    // "she got scared when I said seizure": the word quoted, not an event.
    // "our springer, Biscuit, has epilepsy and had 3 seizures on Wednesday, vet emergency": a pet's.
    unless: eitherOf(
      /\b(?:our|my|the|his|her) (?:old |young |little )?(?:dog|dogs|springer|spaniel|labrador|lab|collie|terrier|retriever|poodle|puppy|pup|cat|kitten|pet|horse|pony)\b(?:,? [a-z]+,?)? (?:has|had|have|is|was|gets?|got|went|started)\b[^.]{0,40}\b(?:epilep\w*|seizures?|fits?|fitting)\b|\bvets?\b[^.]{0,30}\b(?:seizures?|fits?|epilep\w*)\b|\b(?:seizures?|fits?|epilep\w*)\b[^.]{0,40}\bvets?\b/,
      // "My fits are different, amma says I go stiff and jerk": the known epilepsy's seizures told as
      // they usually go, not one now; "my cousin said aura can be a fit": a claim about fits.
      KNOWN_FITS_DESCRIBED,
      // "his arms are wriggly and jerky today but thats his usual from the tablets": the writhing of
      // levodopa (dyskinesia), told as his usual, not a fit.
      /\b(?:his|her|my|their|the) (?:usual|normal)\b[^.]{0,25}\b(?:from|with|on|because of) (?:the |his |her |my )?(?:tablets|pills|meds|medication|medicine|levodopa|sinemet|madopar|co-?careldopa|parkinson'?s)\b|\bdyskinesi\w*|\bwriggl\w*/,
      // "Never had nothing like it before, not epileptic or nothing": a diagnosis denied, not the
      // event told elsewhere (only when the sentence names no event of its own).
      /^(?!.*\b(?:seiz\w*|fits?|fitting|convuls\w*|stiff|rigid|jerk\w*|twitch\w*|shak\w*|bit|bitten|foam\w*|wet)\b).*\b(?:not|never|no|isn't|wasn't|aren't)\b[^.]{0,20}\bepilep\w*/,
      FIGURATIVE_AFTER(String.raw`(?:seizure|fit|fitting|convuls\w*)`),
      // "Her seizures are the same as always, couple of little ones a week, nothing different": a known
      // epilepsy's usual seizures, not a new one with this headache.
      /\b(?:seizures|fits)\b[^.]{0,25}\b(?:(?:the )?same as (?:always|usual|ever|normal)|no different|nothing different|unchanged|as usual|no more than usual)\b/,
      // "shes wet herself at work twice, shes been dry since she was 4": wetting alone, with nothing of a
      // fit told in the sentence, is continence lost (read as such), not a seizure.
      // (Not a list of a fit's signs denied: "didnt bite my tongue or wet myself" is read with its denial.)
      /^(?!.*\b(?:seiz\w*|fits?|fitting|convuls\w*|stiff|rigid|jerk\w*|twitch\w*|shak\w*|bit|bite|bitten|tongue|foam\w*|unconscious|out of it|blank|staring|collaps\w*|passed out|fell|not|no|never|nor|didn'?t|did not|hasn'?t|has not)\b).*\bwet (?:herself|himself|myself|themselves)\b/,
      /\b(?:seizure|fit|fits) of (?:panic|anxiety|fear|terror|rage|anger|temper|jealousy|laughter|laughing|the giggles|giggles|coughing|sneezing|crying|tears|pique|madness|nerves)\b/,
      FASCICULATION,
      // "I had a fit at my husband for opening the curtains", "mum will have a fit": temper, not a seizure.
      /\b(?:had|have|has|having|threw|throw|throws|throwing|pitched|will have|would have|'d have|'ll have) (?:a |an )?(?:absolute |right |proper |total |hissy |little |mini )?fit (?:at|with) (?:him|her|them|me|us|(?:my|her|his|the) (?:husband|wife|partner|hubby|fella|boyfriend|girlfriend|kids?|children|son|daughter|mum|mom|mam|dad|boss|brother|sister|mate|friend|flatmate|roommate|neighbou?rs?))\b|\b(?:will|would|'d|'ll|gonna|going to) (?:have|throw) (?:a |an )?(?:absolute |right |proper |total |hissy )?fit\b|\bnot a (?:real |proper |actual )?fit fit\b/,
      /\b(?:said|say|says|saying|used|wrote|typed|mentioned|heard me say)\s+(?:the word\s+)?["'‘“]?(?:seizure|fit)["'’”]?(?=\s*(?:[.,;!?]|$|and|but|because|so))/,
    ),
  }),
  // Swelling is its own concept ("swelling", lexicon-signs.ts), read once.
  c("preeclampsia_signs", [/\bhigh blood pressure\b|\b(?:blood pressure|bp) (?:is |was )?(?:high|up|raised)\b|\bpre-?eclampsia\b|\b(?:pain|ache|aching|heartburn|burning|sore(?:ness)?|tender\w*|indigestion)\b[^.]{0,12}\b(?:under|below|beneath) (?:my |her |the )?(?:right )?ribs?\b/], {
    // "I had pre-eclampsia with my youngest, BP normal ever since": a past pregnancy's, not now.
    // "high blood pressure in pregnancy (gone now)": over.
    pastWhen: /\b(?:gone|went|settled|normal|back to normal) now\b|\((?:now )?(?:gone|resolved|settled)(?: now)?\)|\b(?:had|did have|got|developed)\b[^.]{0,20}\bpre-?eclampsia\b[^.]{0,80}\b(?:ever since|since then|years? ago|with (?:my|her) (?:first|second|last|previous|eldest|youngest|oldest|son|daughter|older|other)|with (?:her|him)\b|last pregnancy|previous pregnancy)|\bpre-?eclampsia (?:in|with) (?:my|her) (?:first|last|previous|other|earlier) pregnanc\w*/,
  }),
];
