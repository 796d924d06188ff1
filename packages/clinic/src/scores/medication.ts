import { DRUG_CLASS_LABEL, OVERUSE_SEVERAL_CLASSES_DAYS, OVERUSE_WARNING_MARGIN_DAYS, overuseLimit, type DrugClass } from "@hg/shared/clinical-vocabulary";
import { hasCount, type FactSet } from "../facts/fact-set.ts";
import type { Fact } from "../types.ts";
import { canonicalDrug } from "./drugs.ts";

// Acute-medication days per month by class against the ICHD-3 8.2 thresholds. The limits, the
// early-warning margin and the class labels are the shared ones (clinical-vocabulary.ts), so the
// engine's warning and the report's page one always agree: >= 10 days/month for triptans, ergots,
// opioids, combination analgesics or several classes together (8.2.2-8.2.6); >= 15 days/month for
// simple analgesics counted together (8.2.1) and for a medicine whose type was not given.

export interface MedicationScore {
  daysByClass: Record<string, number>;
  known: boolean;
  thresholdMet: boolean;
  warning: boolean;
  detail: string;
}

// "Simple painkillers (paracetamol, aspirin, NSAIDs)" reads as "simple painkillers" inside a sentence.
const label = (cls: string): string => (DRUG_CLASS_LABEL[cls as DrugClass] ?? cls).replace(/ \(paracetamol.*\)$/, "").toLowerCase();

/**
 * One fact per medicine (`class|canonical name`): a medicine named on the intake and again in chat
 * is one medicine (CLINICAL.md); the chat's precise count wins over the intake's, the intake's over
 * a vague chat phrase. Facts without a day count are kept too (the medicine table lists them).
 */
export function perDrugFacts(facts: FactSet): Map<string, Fact> {
  const perDrug = new Map<string, Fact>();
  // Where the diary speaks for the month, its records are the only counts (issue 19); medicines
  // named from memory stay listed, without a count.
  const fromDiary = facts.get("headache_days")?.source.kind === "diary";
  // The form's medicine counts disowned in chat, and counts told instead: only the chat's count.
  // So is the form's count of a medicine the chat names while disowning the form ("I wrote 30 under
  // Panado. That is tablets per month, not days").
  const disowned = facts.yes("form_disowned");
  const chatMeds = facts.all.filter((f) => f.key.startsWith("med:") && f.polarity === "affirmed" && f.source.kind !== "intake");
  const formDisowned = disowned && chatMeds.some(hasCount);
  // "I take excedrin every time I get one": that medicine's days are the headache days told in the chat.
  const chatDays = facts.get("headache_days")?.source.kind === "message" ? facts.num("headache_days") : null;
  const alias = brandAliases(facts);
  const perAttack = new Set(facts.list().filter((f) => f.key.startsWith("med_per_attack:") && f.polarity === "affirmed").map((f) => canonicalDrug(f.key.slice("med_per_attack:".length))));
  // "an aspirin every single day ... the little chewable baby aspirin the heart doctor put me on".
  const heartAspirin = facts.yes("heart_aspirin");
  // "the 30 on the form is the card the whole house uses": that form count is a supply, not days.
  const supplyCounts = new Set(facts.all.filter((f) => f.key === "form_count_disowned" && f.polarity === "affirmed").map((f) => f.value));
  for (const listed of facts.list()) {
    if (!listed.key.startsWith("med:") || listed.polarity !== "affirmed") continue;
    if (heartAspirin && canonicalDrug(listed.key.slice(4)) === "aspirin") continue;
    // So too where the chat counts the headache days the form did not ("monday to friday ... 2 ibuprofen
    // every one of those days" against the form's 4): the chat's days are the medicine's.
    const chatOverForm = chatDays !== null && listed.source.kind === "intake" && (listed.value ?? 0) < chatDays;
    const found = (disowned || chatOverForm) && chatDays !== null && perAttack.has(canonicalDrug(listed.key.slice(4))) ? { ...listed, value: Math.min(30, chatDays), source: facts.get("headache_days")?.source ?? listed.source } : listed;
    const namedInChat = disowned && chatMeds.some((f) => canonicalDrug(f.key.slice(4)) === canonicalDrug(found.key.slice(4)));
    const supplyCount = found.source.kind === "intake" && supplyCounts.has(found.value ?? NaN);
    const uncounted = (fromDiary && found.source.kind !== "diary") || ((formDisowned || namedInChat) && found.source.kind === "intake") || supplyCount;
    const f = uncounted && hasCount(found) ? { ...found, value: undefined } : found;
    const id = alias.get(f.key) ?? `${f.tag ?? "unspecified"}|${canonicalDrug(f.key.slice(4))}`;
    const prev = perDrug.get(id);
    if (!hasCount(f)) {
      if (prev === undefined) perDrug.set(id, f);
      continue;
    }
    // One medicine on several rows of the form under different names ("Advil 7, Nurofen 5, own-brand
    // ibuprofen 6"): each row is days the person counted apart, so the days add up.
    if (prev !== undefined && hasCount(prev) && prev.source.kind === "intake" && f.source.kind === "intake" && prev.key !== f.key) {
      perDrug.set(id, { ...f, value: Math.min(30, (prev.value ?? 0) + (f.value ?? 0)), evidence: `${prev.evidence}; ${f.evidence}` });
      continue;
    }
    // The chat's precise count stands whichever order the two were read in.
    const chatCountHeld = prev !== undefined && hasCount(prev) && prev.source.kind !== "intake" && !prev.hedged && f.source.kind === "intake";
    if (prev === undefined || !hasCount(prev) || (!(prev.source.kind === "intake" && f.hedged) && !chatCountHeld)) perDrug.set(id, f);
  }
  return perDrug;
}

/**
 * A form's medicine of unknown type named in the chat beside a known one ("I take Depon
 * (paracetamol)", "Panado, that's paracetamol"): the same medicine, counted once under the known one.
 */
function brandAliases(facts: FactSet): Map<string, string> {
  const alias = new Map<string, string>();
  const chat = facts.all.filter((f) => f.key.startsWith("med:") && f.source.kind !== "intake" && f.tag !== undefined && f.tag !== "unspecified");
  for (const f of facts.all) {
    if (!f.key.startsWith("med:") || f.source.kind !== "intake" || (f.tag ?? "unspecified") !== "unspecified") continue;
    const name = f.key.slice(4).trim();
    if (name.length < 3) continue;
    const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // Said as one: "Depon (paracetamol)", "paracetamol (Depon)", "Panado, that's paracetamol".
    const same = chat.find((c) => {
      const generic = escape(c.key.slice(4).trim());
      const brand = escape(name);
      return new RegExp(String.raw`\b${brand}\s*(?:\(\s*|,\s*(?:that's|thats|which is|it's|its|i\.e\.|aka)\s+|-\s*)${generic}\b|\b${generic}\s*\(\s*${brand}\b`, "i").test(c.evidence);
    });
    if (same !== undefined) alias.set(f.key, `${same.tag}|${canonicalDrug(same.key.slice(4))}`);
  }
  // "Grandpa headache powder" on the form and "Grandpa powder" in the chat: one medicine, named with
  // a word more or less (all the words of the shorter name are in the longer one, same class).
  for (const f of facts.all) {
    if (!f.key.startsWith("med:") || f.source.kind !== "intake" || alias.has(f.key)) continue;
    const words = nameWords(f.key.slice(4));
    const same = chat.find((c) => c.tag === f.tag && c.key !== f.key && canonicalDrug(c.key.slice(4)) !== canonicalDrug(f.key.slice(4)) && wordsWithin(nameWords(c.key.slice(4)), words));
    if (same !== undefined) alias.set(f.key, `${same.tag}|${canonicalDrug(same.key.slice(4))}`);
  }
  return alias;
}

// The words that name a medicine, without the words any medicine may carry.
const GENERIC_WORDS = new Set(["headache", "tablet", "tablets", "pills", "pill", "caps", "capsules", "the", "and", "for", "extra", "strength", "max", "plus"]);
const nameWords = (name: string): string[] => name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !GENERIC_WORDS.has(w));
/** Whether all the words of the shorter name are in the longer one (two words at least in the longer). */
function wordsWithin(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length > 0 && long.length >= 2 && short.every((w) => long.includes(w));
}

/** Days per month of acute medicine by class, and whether ICHD-3 8.2 thresholds are met or near. */
const INDOMETHACIN = /\b(?:indomet(?:h)?acin|indocid|indocin|indocap|tivorbex)\b/;

export function medicationScore(facts: FactSet): MedicationScore {
  const byClass: Record<string, number> = {};
  const named = facts.list().some((f) => f.key.startsWith("med:") && f.polarity === "affirmed");
  const classWord: Record<string, number> = {};
  for (const [id, f] of perDrugFacts(facts)) {
    if (typeof f.value !== "number" || !Number.isFinite(f.value)) continue;
    // Indomethacin taken daily by someone whose headache it stops completely (ICHD-3 3.2 E, 3.4 D) is
    // that headache's treatment, not an acute medicine overused.
    // So is "a painkiller every day of the month" said of it ("the pharmacist flagged that I'm taking
    // a painkiller every day"): in such a headache the daily anti-inflammatory is the indomethacin.
    const cls = f.tag ?? "unspecified";
    if (facts.yes("indomethacin_response") && (INDOMETHACIN.test(f.key) || (id.endsWith("|class") && cls === "simple"))) continue;
    // "triptans 12 days" beside "sumatriptan 12 days" is the same days, not more.
    if (id.endsWith("|class")) classWord[cls] = Math.max(classWord[cls] ?? 0, f.value);
    // Different medicines of a class are often taken on the same days; the sum is capped at a month.
    else byClass[cls] = Math.min(30, (byClass[cls] ?? 0) + f.value);
  }
  for (const [cls, d] of Object.entries(classWord)) byClass[cls] = Math.max(byClass[cls] ?? 0, d);
  // A diary that speaks for the month gives each class's distinct days and the days with any
  // acute medicine: exact where a sum over medicines would count a day with two medicines twice.
  const diary = diaryClassDays(facts);
  const days = diary?.byClass ?? byClass;
  const entries = Object.entries(days);
  // Gepants/other have no 8.2 limit and are not counted towards "several classes".
  const counted = entries.filter(([c]) => overuseLimit(c) !== null);
  // Medicines said to be taken together on the same days count those days once (ICHD-3 8.2.6 counts days, not doses).
  const sameDays = facts.yes("meds_same_days");
  const most = Math.max(0, ...counted.map(([, d]) => d));
  const added = sameDays ? most : counted.reduce((s, [, d]) => s + d, 0);
  // "so 9 days with any tablet at all": the days with any medicine told bound the medicines' days added up.
  const anyTold = facts.get("med_any_days")?.source.kind === "message" ? facts.num("med_any_days") : null;
  // Several medicines named, some without their days ("panadol extra 8 days ... and the felvin my
  // colleague gives me ... all together something on 22 to 25 days"): the days with any of them are
  // the several classes' days together (ICHD-3 8.2.6), more than the known days add up to.
  const classesNamed = new Set(facts.list().filter((f) => f.key.startsWith("med:") && f.polarity === "affirmed").map((f) => f.tag ?? "unspecified"));
  const anyOfSeveral = anyTold !== null && classesNamed.size >= 2 && anyTold > added;
  const total = diary?.any ?? Math.min(30, anyTold === null ? added : anyOfSeveral ? anyTold : Math.min(added, Math.max(anyTold, most)));
  const over: string[] = [];
  for (const [cls, d] of counted) {
    const limit = overuseLimit(cls);
    if (limit !== null && d >= limit) over.push(`${label(cls)} on ${d} days/month (limit ${limit})`);
  }
  if (over.length === 0 && (counted.length >= 2 || anyOfSeveral) && total >= OVERUSE_SEVERAL_CLASSES_DAYS) over.push(`several classes together on about ${total} days/month (limit ${OVERUSE_SEVERAL_CLASSES_DAYS})`);
  const near: string[] = [];
  if (over.length === 0) {
    for (const [cls, d] of counted) {
      const limit = overuseLimit(cls);
      if (limit !== null && d >= limit - OVERUSE_WARNING_MARGIN_DAYS) near.push(`${label(cls)} on ${d} days/month, close to the limit of ${limit}`);
    }
    if (near.length === 0 && counted.length >= 2 && total >= OVERUSE_SEVERAL_CLASSES_DAYS - OVERUSE_WARNING_MARGIN_DAYS)
      near.push(`several classes together on about ${total} days/month, close to the limit of ${OVERUSE_SEVERAL_CLASSES_DAYS}`);
  }
  const detail =
    over.length > 0 ? `Over the ICHD-3 8.2 limit: ${over.join("; ")}.`
    : near.length > 0 ? `Early warning: ${near.join("; ")}.`
    : entries.length > 0 ? `Acute medicine: ${entries.map(([c, d]) => `${label(c)} ${d} days/month`).join(", ")}; below ICHD-3 8.2 limits.`
    : named ? "Acute medicines named, days per month not known." : "No acute medicine days reported.";
  return { daysByClass: days, known: entries.length > 0, thresholdMet: over.length > 0, warning: near.length > 0, detail };
}

/** The diary's days per month by class and of any acute medicine, when the diary speaks for the month. */
function diaryClassDays(facts: FactSet): { byClass: Record<string, number>; any: number | null } | null {
  const rows = facts.list().filter((f) => f.key.startsWith("med_class_days:") && f.source.kind === "diary" && typeof f.value === "number");
  if (rows.length === 0) return null;
  const byClass: Record<string, number> = {};
  let any: number | null = null;
  for (const f of rows) {
    const cls = f.key.slice("med_class_days:".length);
    if (cls === "any") any = f.value ?? null;
    else byClass[cls] = f.value ?? 0;
  }
  return { byClass, any };
}
