// Acute headache medicines by the classes ICHD-3 8.2 counts separately (8.2.1-8.2.6).

export type DrugClass = "simple" | "triptan" | "ergot" | "opioid" | "combination" | "other";

const TABLE: Array<[DrugClass, RegExp]> = [
  // Brand names from several countries (UK, US, Ireland, Australia, India, Europe), so a person who
  // names only the box is counted: combinations hold codeine, caffeine, butalbital or two analgesics.
  // Any painkiller sold with caffeine is a combination analgesic (ICHD-3 8.2.5): "Difmetrè (indometacina,
  // proclorperazina, caffeina)", "paracetamol + caffeine".
  ["combination", /\bdifmetr(?:e\b|è)|\b(?:caffein[ae]?|cafe[ií]na|koffein)\b/],
  ["combination", /\b(?:bodrex|citramon\w*|cafiaspirina|cafiaspirin|pentalgin|spasmalgon|askofen|ascofen|tempalgin|caffetin|koffetin|excedrin|apap extra|dorflex|alaxan|tandrilax|fioricet|fiorinal|butalbital|co[- ]?codamol|co[- ]?dydramol|tylenol (?:3s?|#3s?|no\.? ?3s?|with codeine)|anadin(?: extra| original| triple action)?|solpadeine|solpadol|migraleve|syndol|panadol extra|panadol plus|panadeine|nurofen plus|neurofen plus|mersyndol|veganin|paramol|kapake|zapain|tylex|saridon|combiflam|treo|mara ?moja|thomapyrin|myprodol|mypaid(?: forte)?|compral|grandpa(?: (?:headache )?powders?|(?! (?:new|has|had|is|was|gets|got|keeps|says|said|types|typed|who|\d)\b| ?\(|'s\b)(?<!\b(?:my|our|his|her|their|your|dear|for|to|with|and|old|actual|the) grandpa))|adco-?dol|cafenol|hedex extra|stilpane|betapyn|lentogesic|goody'?s(?: powder)?|bc powder|propyphenazone|combination (?:pills?|painkillers?|analgesics?))\b/],
  ["triptan", /\b(?:\w+triptan|sumamigren|sumigra|sumax|sumatriptan|imitrex|imigran|treximet|tosymra|onzetra|zembrace|suvexx|suma|rizatriptan|maxalt|max ?salt|rizalt|zolmitriptan|zomig|eletriptan|relpax|relert|naratriptan|amerge|naramig|almotriptan|axert|almogran|frovatriptan|frova|migard|triptans?|migraine (?:tablets?|pills?|meds|medicines?|medication|nasal spray))\b/],
  // Cafergot is ergotamine with caffeine: an ergot (ICHD-3 8.2.1), whatever else is in it; so is
  // Migral (Argentina: ergotamine, caffeine and dipyrone), and "ergotamina" is its Spanish name.
  ["ergot", /\b(?:ergotamin[ae]?|cafergot|migral|dihydroergotamine|dhe|d\.h\.e\.|migranal|migril|trudhesa|ergots?)\b/],
  ["opioid", /\b(?:codeine|tramadol|tramal|ultram|zydol|tramacet|endone|oxynorm|nucynta|oxycodone|hydrocodone|morphine|vicodin|percocet|oxycontin|dilaudid|hydromorphone|fentanyl|tapentadol|butorphanol|dihydrocodeine|opioids?|opiates?)\b/],
  ["other", /\b(?:ubrogepant|ubrelvy|rimegepant|nurtec|zavegepant|lasmiditan|reyvow|gepants?)\b/],
  // Cold and flu remedies whose painkiller is paracetamol (Lemsip, Beechams, Day/Night Nurse, Theraflu) count as it.
  ["simple", /\b(?:lemsip(?: max)?|beechams?|day nurse|night nurse|theraflu|coldrex|panadol cold (?:and|&) flu)\b/],
  // Generic stems catch a local brand spelled from its generic (Ibuprom, Ibupirac, Naproxeno).
  ["simple", /\b(?:piroxicam|feldene|felvin|tafirol|neo-?melubrina|melubrina|ibupro\w*|ibu|paraceta\w*|naprox\w*|apap(?! extra)|parol|apranax|flanax|arveles|dexketoprofen|enantyum|keral|pyralgin\w*|nalgesin|metamizol\w*|paracetamol|acetaminophen|tylenol|panadol|panado|alvedon|panodil|pamol|pinex|paracet|ipren|ibumetin|burana|panamax|calpol|hedex|crocin|dolo(?: 650)?|doliprane|dafalgan|efferalgan|gelocatil|tempra|biogesic|aspirin|disprin|aspro|ecotrin|ibuprofen|advil|motrin|nurofen|neurofen|brufen|caldolor|naproxen|naprosyn|naxdom|aleve|anaprox|feminax|diclofenac|voltaren|voltarol|cataflam|mefenamic acid|ponstan|meftal|ketoprofen|ketonal|profenid|nimesulid\w*|nimesil|aulin|metamizole|dipyrone|novalgin|nolotil|ketorolac|toradol|celecoxib|etoricoxib|arcoxia|meloxicam|analgin|baralgin|nsaids?|anti-?inflammator(?:y|ies)|painkillers?|pain killers?|pain relievers?|pain meds|analgesics?)\b/],
];

// Migraine and cluster preventives: taken every day to prevent attacks, never counted as acute
// medicine days (ICHD-3 8.2 counts treatment of attacks), even when listed with the acute ones.
// Indomethacin is the daily treatment of hemicrania continua and paroxysmal hemicrania (ICHD-3 3.2, 3.4 D), not an attack medicine.
export const PREVENTIVE_DRUG = /\b(?:indomet(?:h)?acin[ae]?|indocid|indocin|amitriptyline|tryptomer|elavil|endep|laroxyl|saroten|amitrip|nortriptyline|pamelor|allegron|aventyl|propranolol|inderal|ciplar|deralin|metoprolol|timolol|atenolol|bisoprolol|topiramate|topamax|trokendi|qudexy|epitomax|candesartan|atacand|lisinopril|flunarizine|sibelium|valproate|divalproex|depakote|epilim|depakine|venlafaxine|effexor|duloxetine|pizotifen|sanomigran|verapamil|lithium|erenumab|aimovig|fremanezumab|ajovy|galcanezumab|emgality|eptinezumab|vyepti|atogepant|qulipta|botox|botulinum toxin|onabotulinumtoxina|melatonin|magnesium|riboflavin|coenzyme q10|gabapentin)\b/i;

// Low-dose aspirin (75-100 mg) taken daily against clots ("baby aspirin", "aspirin 81"): it treats
// no headache, so its days are not acute-medicine days.
export const HEART_ASPIRIN = /\b(?:baby|low[- ]dose|junior|chewable|heart|cardio) aspirins?\b|\baspirin\s*(?:75|81|100)\b(?!\s*\d)|\b(?:disprin cv|cartia|aspirin protect|aspirin cardio|ecotrin low)\b/i;

// The same patterns compiled once for matchAll (which needs the global flag).
const GLOBAL_TABLE: Array<[DrugClass, RegExp]> = TABLE.map(([cls, re]) => [cls, new RegExp(re.source, "g")]);

export interface DrugMention {
  name: string;
  cls: DrugClass;
  index: number;
}

/** The acute medicines named in a normalised sentence, each with its ICHD-3 8.2 class. */
export function findDrugs(s: string): DrugMention[] {
  const out: DrugMention[] = [];
  const taken: Array<[number, number]> = [];
  for (const [cls, re] of GLOBAL_TABLE) {
    for (const m of s.matchAll(re)) {
      const i = m.index ?? 0;
      if (taken.some(([a, b]) => i >= a && i < b)) continue;
      taken.push([i, i + m[0].length]);
      out.push({ name: m[0], cls, index: i });
    }
  }
  const sorted = out.sort((a, b) => a.index - b.index);
  // "Solpadeine (the one with codeine)": words in brackets after a medicine describe that medicine,
  // they do not name a second one to count (a medicine is counted once).
  return sorted.filter((d, i) => {
    const prev = sorted[i - 1];
    return prev === undefined || !/^\s*\([^)]*$/.test(s.slice(prev.index + prev.name.length, d.index));
  });
}

/** The class of one medicine name from the intake ("Sumatriptan 50 mg"). */
export function classOf(name: string): DrugClass | null {
  const s = name.toLowerCase();
  for (const [cls, re] of TABLE) if (re.test(s)) return cls;
  return null;
}

// Brand and generic names of one medicine, so "Imitrex" in chat and "Sumatriptan 50 mg" on the
// intake are counted as one medicine, once.
const SAME: Array<[string, RegExp]> = [
  ["sumatriptan", /\b(?:sumatriptan|imitrex|imigran|tosymra|onzetra|zembrace|suma|sumamigren|sumigra|sumax)\b/], ["rizatriptan", /\b(?:rizatriptan|maxalt|max ?salt|rizalt)\b/],
  ["zolmitriptan", /\b(?:zolmitriptan|zomig)\b/], ["eletriptan", /\b(?:eletriptan|relpax|relert)\b/],
  ["naratriptan", /\b(?:naratriptan|amerge|naramig)\b/], ["almotriptan", /\b(?:almotriptan|axert|almogran)\b/],
  ["frovatriptan", /\b(?:frovatriptan|frova|migard)\b/], ["paracetamol", /\b(?:paracetamol|acetaminophen|tylenol|panadol|parol|apap(?! extra)|panado|panamax|calpol|hedex|crocin|dolo|doliprane|dafalgan|efferalgan|gelocatil|tempra|biogesic)\b(?! (?:3|#3|no\.? ?3|with codeine|extra|plus))/],
  ["ibuprofen", /\b(?:ibupro\w*|ibu|advil|motrin|nurofen|neurofen|brufen|caldolor)\b(?! plus)/], ["naproxen", /\b(?:naprox\w*|naprosyn|aleve|anaprox|apranax|flanax|nalgesin)\b/], ["aspirin", /\b(?:aspirin|disprin|aspro|ecotrin)\b/],
  ["diclofenac", /\b(?:diclofenac|voltaren|voltarol|cataflam)\b/], ["piroxicam", /\b(?:piroxicam|feldene|felvin)\b/], ["co-codamol", /\b(?:co[- ]?codamol|tylenol (?:3s?|#3s?|no\.? ?3s?|with codeine)|solpadol|kapake|zapain|tylex|panadeine)\b/],
  ["excedrin", /\bexcedrin\b/], ["codeine", /\bcodeine\b/], ["tramadol", /\b(?:tramadol|tramal|ultram|zydol)\b/],
];
// Words for a whole class ("triptans", "painkillers", "migraine tablets"): the same days as the named medicine of that class.
export const CLASS_WORD = /^(?:triptans?|migraine (?:tablets?|pills?|meds|medicines?|medication|nasal spray)|painkillers?|pain killers?|pain relievers?|pain meds|analgesics?|nsaids?|anti-?inflammator(?:y|ies)|opioids?|opiates?|ergots?|combination (?:pills?|painkillers?|analgesics?)|gepants?)$/;

/** One name per medicine ("Imitrex 50mg" -> "sumatriptan"), or `class` for a word naming a whole class. */
export function canonicalDrug(name: string): string {
  // "Solpadeine (paracetamol/codeine)" on the form is the Solpadeine of the chat: what is in
  // brackets explains the name, it names no second medicine.
  // Accents dropped: "Difmetrè" on the form is the "Difmetre" typed in the chat.
  const plain = name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const s = plain.replace(/\s*[([].*$/, "").trim() || plain.trim();
  if (CLASS_WORD.test(s)) return "class";
  for (const [canon, re] of SAME) if (re.test(s)) return canon;
  // "Migraleve pink" on the form is the "migraleve" of the chat: the one medicine the name holds.
  const named = findDrugs(s);
  if (named.length === 1 && named[0] !== undefined) return named[0].name;
  return s.replace(/\s*\d.*$/, "");
}
