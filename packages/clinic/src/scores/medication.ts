import type { FactSet } from "../facts/fact-set.ts";
import type { Fact } from "../types.ts";
import { canonicalDrug, type DrugClass } from "./drugs.ts";

// Acute-medication days per month by class and the ICHD-3 8.2 overuse thresholds:
// >= 10 days/month for triptans, ergots, opioids, combination analgesics or several classes
// together (8.2.2-8.2.6); >= 15 days/month for simple analgesics counted together (8.2.1).

export interface MedicationScore {
  daysByClass: Record<string, number>;
  known: boolean;
  thresholdMet: boolean;
  warning: boolean;
  detail: string;
}

const TEN_DAY: DrugClass[] = ["triptan", "ergot", "opioid", "combination"];
const LABEL: Record<DrugClass | "unspecified", string> = {
  simple: "simple painkillers", triptan: "triptans", ergot: "ergots", opioid: "opioids",
  combination: "combination painkillers", other: "gepants/other", unspecified: "acute medicines (type not given)",
};

/** Days per month of acute medicine by class, and whether ICHD-3 8.2 thresholds are met or near. */
export function medicationScore(facts: FactSet): MedicationScore {
  const byClass: Record<string, number> = {};
  let named = false;
  // A medicine named on the intake and again in chat is one medicine (CLINICAL.md): one value per
  // medicine, the chat's precise count over the intake's, the intake's over a vague chat phrase.
  const perDrug = new Map<string, Fact>();
  for (const f of facts.list()) {
    if (!f.key.startsWith("med:") || f.polarity !== "affirmed") continue;
    named = true;
    if (typeof f.value !== "number" || !Number.isFinite(f.value)) continue;
    const id = `${f.tag ?? "unspecified"}|${canonicalDrug(f.key.slice(4))}`;
    const prev = perDrug.get(id);
    if (prev === undefined || !(prev.source.kind === "intake" && f.hedged)) perDrug.set(id, f);
  }
  const classWord: Record<string, number> = {};
  for (const [id, f] of perDrug) {
    const cls = f.tag ?? "unspecified";
    const value = f.value ?? 0;
    // "triptans 12 days" beside "sumatriptan 12 days" is the same days, not more.
    if (id.endsWith("|class")) classWord[cls] = Math.max(classWord[cls] ?? 0, value);
    // Different medicines of a class are often taken on the same days; the sum is capped at a month.
    else byClass[cls] = Math.min(30, (byClass[cls] ?? 0) + value);
  }
  for (const [cls, d] of Object.entries(classWord)) byClass[cls] = Math.max(byClass[cls] ?? 0, d);
  const entries = Object.entries(byClass);
  const counted = entries.filter(([c]) => c !== "other");
  const total = Math.min(30, counted.reduce((s, [, d]) => s + d, 0));
  const over: string[] = [];
  for (const [cls, d] of counted) {
    if (TEN_DAY.includes(cls as DrugClass) && d >= 10) over.push(`${LABEL[cls as DrugClass]} on ${d} days/month (limit 10)`);
    if ((cls === "simple" || cls === "unspecified") && d >= 15) over.push(`${LABEL[cls as "simple"]} on ${d} days/month (limit 15)`);
  }
  if (over.length === 0 && counted.length >= 2 && total >= 10) over.push(`several classes together on about ${total} days/month (limit 10)`);
  const near: string[] = [];
  if (over.length === 0) {
    for (const [cls, d] of counted) {
      const limit = TEN_DAY.includes(cls as DrugClass) || cls === "unspecified" ? 10 : 15;
      if (d >= limit - 3) near.push(`${LABEL[cls as DrugClass]} on ${d} days/month, close to the limit of ${limit}`);
    }
  }
  const detail =
    over.length > 0 ? `Over the ICHD-3 8.2 limit: ${over.join("; ")}.`
    : near.length > 0 ? `Early warning: ${near.join("; ")}.`
    : entries.length > 0 ? `Acute medicine: ${entries.map(([c, d]) => `${LABEL[c as DrugClass] ?? c} ${d} days/month`).join(", ")}; below ICHD-3 8.2 limits.`
    : named ? "Acute medicines named, days per month not known." : "No acute medicine days reported.";
  return { daysByClass: byClass, known: entries.length > 0, thresholdMet: over.length > 0, warning: near.length > 0, detail };
}
