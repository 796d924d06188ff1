// Acute headache medicines by the classes ICHD-3 8.2 counts separately (8.2.1-8.2.6).

export type DrugClass = "simple" | "triptan" | "ergot" | "opioid" | "combination" | "other";

const TABLE: Array<[DrugClass, RegExp]> = [
  ["combination", /\b(?:excedrin|fioricet|fiorinal|butalbital|co-?codamol|tylenol (?:3|#3|with codeine)|anadin extra|solpadeine|migraleve|syndol|panadol extra|cafergot|combination (?:pills?|painkillers?|analgesics?))\b/],
  ["triptan", /\b(?:sumatriptan|imitrex|imigran|rizatriptan|maxalt|zolmitriptan|zomig|eletriptan|relpax|naratriptan|amerge|naramig|almotriptan|axert|frovatriptan|frova|triptans?|migraine (?:tablets?|pills?|meds|medicines?|medication|nasal spray))\b/],
  ["ergot", /\b(?:ergotamine|dihydroergotamine|dhe|migranal|ergots?)\b/],
  ["opioid", /\b(?:codeine|tramadol|oxycodone|hydrocodone|morphine|vicodin|percocet|oxycontin|dilaudid|hydromorphone|fentanyl|tapentadol|butorphanol|dihydrocodeine|opioids?|opiates?)\b/],
  ["other", /\b(?:ubrogepant|ubrelvy|rimegepant|nurtec|zavegepant|lasmiditan|reyvow|gepants?)\b/],
  ["simple", /\b(?:paracetamol|acetaminophen|tylenol|panadol|aspirin|ibuprofen|advil|motrin|nurofen|naproxen|aleve|diclofenac|voltaren|ketorolac|toradol|celecoxib|meloxicam|nsaids?|anti-?inflammator(?:y|ies)|painkillers?|pain killers?|pain relievers?|pain meds|analgesics?)\b/],
];

export interface DrugMention {
  name: string;
  cls: DrugClass;
  index: number;
}

/** The acute medicines named in a normalised sentence, each with its ICHD-3 8.2 class. */
export function findDrugs(s: string): DrugMention[] {
  const out: DrugMention[] = [];
  const taken: Array<[number, number]> = [];
  for (const [cls, re] of TABLE) {
    for (const m of s.matchAll(new RegExp(re.source, "g"))) {
      const i = m.index ?? 0;
      if (taken.some(([a, b]) => i >= a && i < b)) continue;
      taken.push([i, i + m[0].length]);
      out.push({ name: m[0], cls, index: i });
    }
  }
  return out.sort((a, b) => a.index - b.index);
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
  ["sumatriptan", /\b(?:sumatriptan|imitrex|imigran)\b/], ["rizatriptan", /\b(?:rizatriptan|maxalt)\b/],
  ["zolmitriptan", /\b(?:zolmitriptan|zomig)\b/], ["eletriptan", /\b(?:eletriptan|relpax)\b/],
  ["naratriptan", /\b(?:naratriptan|amerge|naramig)\b/], ["almotriptan", /\b(?:almotriptan|axert)\b/],
  ["frovatriptan", /\b(?:frovatriptan|frova)\b/], ["paracetamol", /\b(?:paracetamol|acetaminophen|tylenol|panadol)\b(?! (?:3|#3|with codeine|extra))/],
  ["ibuprofen", /\b(?:ibuprofen|advil|motrin|nurofen)\b/], ["naproxen", /\b(?:naproxen|aleve)\b/], ["aspirin", /\baspirin\b/],
  ["diclofenac", /\b(?:diclofenac|voltaren)\b/], ["co-codamol", /\b(?:co-?codamol|tylenol (?:3|#3|with codeine))\b/],
  ["excedrin", /\bexcedrin\b/], ["codeine", /\bcodeine\b/], ["tramadol", /\btramadol\b/],
];
// Words for a whole class ("triptans", "painkillers", "migraine tablets"): the same days as the named medicine of that class.
const CLASS_WORD = /^(?:triptans?|migraine (?:tablets?|pills?|meds|medicines?|medication|nasal spray)|painkillers?|pain killers?|pain relievers?|pain meds|analgesics?|nsaids?|anti-?inflammator(?:y|ies)|opioids?|opiates?|ergots?|combination (?:pills?|painkillers?|analgesics?)|gepants?)$/;

/** One name per medicine ("Imitrex 50mg" -> "sumatriptan"), or `class` for a word naming a whole class. */
export function canonicalDrug(name: string): string {
  const s = name.toLowerCase().trim();
  if (CLASS_WORD.test(s)) return "class";
  for (const [canon, re] of SAME) if (re.test(s)) return canon;
  return s.replace(/\s*\d.*$/, "");
}
