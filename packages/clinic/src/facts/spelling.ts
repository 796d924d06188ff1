// Deterministic spelling repair for lay typing. Two layers: a list of frequent slips that a
// distance rule would miss or get wrong, then a one-edit (Damerau) match against the words the
// rules depend on. Only words of 6+ letters are repaired by distance, because short English
// words sit one edit from each other ("fewer"/"fever", "night"/"light").

const FIXES: Record<string, string> = {
  nasea: "nausea", nausia: "nausea", nausa: "nausea", nausous: "nauseous", nauseus: "nauseous", nauseas: "nauseous",
  naucious: "nauseous", nautious: "nauseous", vomitting: "vomiting", vommiting: "vomiting", vomitted: "vomited",
  vommited: "vomited", vommit: "vomit", puking: "puking", throwin: "throwing", feaver: "fever", fevar: "fever",
  fevor: "fever", temprature: "temperature", tempreture: "temperature", siezure: "seizure", seizur: "seizure",
  sezure: "seizure", siezures: "seizures", seazure: "seizure", migrane: "migraine", migranes: "migraines",
  migrain: "migraine", migrains: "migraines", migraines: "migraines", headach: "headache", hedache: "headache",
  headake: "headache", headaces: "headaches", headches: "headaches", pregant: "pregnant", pregnent: "pregnant",
  preggers: "pregnant", preggo: "pregnant", rite: "right", rigth: "right", lft: "left", feild: "field",
  singel: "single", differnt: "different", diffrent: "different", forhead: "forehead", stiif: "stiff", stif: "stiff",
  numbess: "numbness", numbnes: "numbness", weakess: "weakness", slured: "slurred", blured: "blurred",
  blurr: "blurry", vison: "vision", visoin: "vision", eyesight: "eyesight", dizzy: "dizzy", tho: "though",
  thru: "through", becuase: "because", cuz: "because", coz: "because", sumtimes: "sometimes", alot: "a lot",
  everyday: "every day", evry: "every", evrey: "every", nite: "night", wierd: "weird", recieved: "received",
  ibuprofin: "ibuprofen", ibuprophen: "ibuprofen", iboprofen: "ibuprofen", paracetemol: "paracetamol",
  paracetomol: "paracetamol", acetominophen: "acetaminophen", tyenol: "tylenol", excederin: "excedrin",
  indomethicin: "indomethacin", indometacin: "indomethacin", sumatriptin: "sumatriptan", warfrin: "warfarin",
  chemo: "chemotherapy", cancr: "cancer", tumor: "tumour", tumors: "tumours", concusion: "concussion",
  accidnet: "accident", worste: "worst", wrost: "worst", hed: "head", heds: "heads", excrutiating: "excruciating", excruciting: "excruciating",
  throbing: "throbbing", poundin: "pounding", stabing: "stabbing", presure: "pressure", pressue: "pressure",
  sensitve: "sensitive", senstive: "sensitive", constnat: "constant", contstant: "constant", contiuous: "continuous",
  suddenely: "suddenly", suddently: "suddenly", sudenly: "suddenly", sudden: "sudden", explosed: "exploded",
  confussed: "confused", consious: "conscious", unconcious: "unconscious", unconsious: "unconscious",
  halo: "halo", teary: "teary", watery: "watery", weeks: "weeks", wks: "weeks", wk: "week", yrs: "years",
  yr: "year", hrs: "hours", hr: "hour", mins: "minutes", min: "minutes", secs: "seconds", sec: "seconds",
  mnths: "months", mths: "months", mos: "months", tempreature: "temperature",
  // Slips two edits from the word, which the distance rule below cannot reach.
  haudin: "holding", haudit: "held", difrent: "different", diffrant: "different", differant: "different", difernt: "different", diffirent: "different",
  diffrint: "different", diferant: "different", difrant: "different", diffent: "different", difffrent: "different",
  usaul: "usual", ususal: "usual", usuall: "usual", usally: "usually", ususally: "usually", normaly: "normally",
  jumbeled: "jumbled", jumbld: "jumbled", jumbeld: "jumbled", lopsidded: "lopsided", lobsided: "lopsided",
  frequant: "frequent", freqent: "frequent", frequnt: "frequent", frequint: "frequent", freequent: "frequent",
  comming: "coming", offen: "often", oftern: "often", tempature: "temperature", temperture: "temperature",
  tempurature: "temperature", shiverin: "shivering", shivvering: "shivering", shiverring: "shivering",
  excrutiatng: "excruciating", excrusiating: "excruciating", unbareable: "unbearable", unberable: "unbearable",
  unbearible: "unbearable", agonie: "agony", agany: "agony", exploaded: "exploded", exsploded: "exploded",
  droping: "dropping", droped: "dropped", buttens: "buttons", butons: "buttons", mirrow: "mirror", mirrior: "mirror", speach: "speech",
  // Scots, Irish and Geordie spellings beside those of normalize.ts ("heid", "-nae"): each is a
  // dialect word with no English homograph a headache story would use, so the mapping is safe.
  // "ma" (my / mother) and "me" (my / me) are ambiguous and left alone.
  jist: "just", jus: "just", doon: "down", oot: "out", aboot: "about", sair: "sore", awfy: "really",
  noo: "now", efter: "after", fae: "from", frae: "from", intae: "into", ontae: "onto", wi: "with",
  masel: "myself", hersel: "herself", himsel: "himself", mebbe: "maybe", gonnae: "going to",
  wisnae: "wasn't", wis: "was", hud: "had", dinna: "don't", didna: "didn't", canna: "can't",
  couldna: "couldn't", wouldna: "wouldn't", isna: "isn't", wasna: "wasn't", winna: "won't",
  divvent: "don't", heed: "head", heeds: "heads", hame: "home", yem: "home", nowt: "nothing",
  owt: "anything", summat: "something", greetin: "crying", bairn: "child",
  bairns: "children", wean: "child", weans: "children", ahm: "i'm", sumthin: "something", hae: "have",
  tae: "to", ower: "over", awright: "alright", gie: "give", aff: "off",
};

// Words the rules depend on; a 6+ letter token one edit away from one of these is repaired.
const VOCABULARY = `
nausea nauseous nauseated vomiting vomited seizure seizures convulsing convulsion convulsions stiffness
numbness tingling weakness slurred speech vision double blurry blurred headache headaches migraine migraines
pregnant pregnancy postpartum cancer chemotherapy suddenly thunderclap explosive exploded excruciating
throbbing pounding pulsating pulsing pressure pressing squeezing tightness stabbing burning electric forehead
temple temples behind tearing watering sensitive sensitivity unconscious confused confusion drowsy fainted
collapsed trauma injury concussion accident warfarin immune transplant steroids prednisone prednisolone
methotrexate indomethacin ibuprofen paracetamol acetaminophen tylenol excedrin sumatriptan rizatriptan
zolmitriptan naproxen aspirin codeine tramadol triptan continuous constant different changed progressively
gradually usually restless pacing congested eyelid drooping papilledema papilloedema swollen whooshing
chewing tender spreading zigzag shimmering flashing sparkles sneezing coughing straining exercise lifting
standing upright lying minutes seconds months remember exactly completely temperature fever feverish chills
vomit shaking conscious weird nothing anything everything something thinners anticoagulant melanoma lymphoma
leukemia tumour tumours disappears disappeared lightning shocks lacrimation bloodshot runny stuffy
nostril sweating restlessness nightly morning evening afternoon sneeze triggered trigger worsening
worse worst single field rainbow halos pupils walking talking taking making waking baking shaking
explode explodes
`.trim().split(/\s+/);

// Common words that must never be "repaired" into a vocabulary word.
const KEEP = new Set(
  `boaking boking boaked boked slurring slurred lurching should would could though through thought bright blight better letter sister winter mother father
  brother things thinks thinking stinking sinking finger fingers person reason season seasons listen
  started startled stating station medication medications medicine medical either neither rather whether
  because before behind beyond around ground pounds sounds sounded bought brought caught taught weight
  eight heights height nights lights fights sights rights tights mights fright frights reading heading
  leading feeling dealing healing peeling meeting seeing fleeing tasting testing resting nesting
  sleeping sleepy stepping stopping shopping sitting hitting getting setting letting putting cutting
  parents patient patients family school office laptop computer screen screens phone driving
  working worked works walked talked stress stressed stressful period periods cramps cramping lately
  months mouths mouth minute single singles simple sample tingle dinner winner lunch breakfast
  second seconds secondly fewer fever never clever lever
  training trained painted tainted fainter chilly chilli cancel cancels canceled cancelled dancer dancers
  lancer wearing hearing bearing fearing nearing searing racing facing spacing sounding rounding founding
  bounding dressing turning changes charged chained chanted swearing lightly tightly rightly gender
  dropping listing flushing lightening stocks sharing shaping concession concessions confession confessions
  conception discussion discussions percussion`.split(/\s+/),
);

const deletes1 = (w: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
};

// SymSpell-style index: every one-letter deletion of a vocabulary word points back to it.
const INDEX = new Map<string, string[]>();
const VOCAB_SET = new Set(VOCABULARY);
for (const word of VOCABULARY) {
  for (const d of [word, ...deletes1(word)]) {
    const list = INDEX.get(d) ?? [];
    if (!list.includes(word)) list.push(word);
    INDEX.set(d, list);
  }
}

// Typing slips substitute a neighbouring key, a vowel for a vowel, or a letter that sounds the
// same; any other substitution is a different word ("pulling" is not a slip for "pulsing", nor
// "fewer" for "fever"), so it costs two edits and is never repaired.
const QWERTY = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const NEIGHBOURS = new Map<string, Set<string>>();
QWERTY.forEach((row, r) => {
  [...row].forEach((ch, i) => {
    const near = new Set<string>([row[i - 1], row[i + 1], QWERTY[r - 1]?.[i], QWERTY[r - 1]?.[i + 1], QWERTY[r + 1]?.[i], QWERTY[r + 1]?.[i - 1]].filter((x): x is string => x !== undefined));
    NEIGHBOURS.set(ch, near);
  });
});
const VOWELS = new Set("aeiouy");
const SOUND_ALIKE = new Set(["ck", "kc", "cs", "sc", "sz", "zs", "gj", "jg", "fv", "vf"]);

function plausibleSubstitution(a: string, b: string): boolean {
  return NEIGHBOURS.get(a)?.has(b) === true || (VOWELS.has(a) && VOWELS.has(b)) || SOUND_ALIKE.has(a + b);
}

function osaDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 1) return 2;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : plausibleSubstitution(a[i - 1]!, b[j - 1]!) ? 1 : 2;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[m]![n]!;
}

const REPAIRED = new Map<string, string>();

/** Repairs one lower-case word, or returns it unchanged. */
export function repairWord(word: string): string {
  const hit = REPAIRED.get(word);
  if (hit !== undefined) return hit;
  const out = repairUncached(word);
  if (REPAIRED.size >= 20000) REPAIRED.clear();
  REPAIRED.set(word, out);
  return out;
}

function repairUncached(word: string): string {
  const fixed = FIXES[word];
  if (fixed !== undefined) return fixed;
  if (word.length < 6 || VOCAB_SET.has(word) || KEEP.has(word) || /\d/.test(word)) return word;
  // Plain inflections of known words are left alone ("headaches", "throbbed").
  for (const suffix of ["s", "es", "ed", "ing", "ly"]) {
    if (word.endsWith(suffix) && VOCAB_SET.has(word.slice(0, -suffix.length))) return word;
  }
  // "doubled", "changed": a vocabulary word ending in e takes only -d (not a one-letter slip to repair).
  if (word.endsWith("ed") && VOCAB_SET.has(word.slice(0, -1))) return word;
  const candidates = new Set<string>();
  for (const d of [word, ...deletes1(word)]) for (const c of INDEX.get(d) ?? []) candidates.add(c);
  let best: string | null = null;
  for (const c of [...candidates].sort()) {
    if (osaDistance(word, c) === 1) {
      if (best !== null) return word; // ambiguous: two words one edit away, leave it
      best = c;
    }
  }
  // A slip as close to a common word the rules do not need is ambiguous too, as "droping" sits
  // between "dropping" and "drooping" (that one FIXES maps outright, to the common word).
  if (best !== null && [...KEEP].some((k) => Math.abs(k.length - word.length) <= 1 && osaDistance(word, k) === 1)) return word;
  // A word that a vocabulary word only inflects (-d, -s) is a word in its own right, not a slip:
  // "no change" must not read "no changed".
  if (best !== null && /^(?:d|s)$/.test(best.slice(word.length)) && best.startsWith(word)) return word;
  return best ?? word;
}
