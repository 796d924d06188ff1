import type { FactSet } from "../facts/fact-set.ts";
import { entries, isObj, numOf, obj } from "../facts/intake-read.ts";
import { canonicalDrug, classOf, PREVENTIVE_DRUG } from "../scores/drugs.ts";
import { perDrugFacts } from "../scores/medication.ts";
import type { ChatMessage, Fact } from "../types.ts";
import { sourceOf, type Source } from "./profile.ts";

// The medicine table of the report (issue 16): every headache medicine from the intake and the
// chat, a medicine named in both counted once (the same identity the overuse count uses, so its
// days per month are the days the metrics add up), acute ones with their ICHD-3 8.2 class.

export interface MedicineRow {
  name: string;
  /** The acute class of ICHD-3 8.2 ("simple", "triptan", ...); null for a preventive. */
  class: string | null;
  days_per_month: number | null;
  effect: string | null;
  started: string | null;
  stopped: string | null;
  kind: "acute" | "preventive";
  source: Source[];
}

// Migraine and cluster preventives a person names in chat ("I take amitriptyline at night").
const PREVENTIVE = new RegExp(PREVENTIVE_DRUG.source, "gi");

/** `stopped` of a medicine the intake lists as taken before, without an end date. */
export const STOPPED = "stopped, date not given";

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);
const ORDER: Source[] = ["intake", "chat", "answer"];
const sources = (xs: Source[]): Source[] => ORDER.filter((s) => xs.includes(s));

// A class word or an answer to "how many days" names no medicine: it stands for the class.
const CLASS_NAME: Record<string, string> = {
  simple: "Simple painkillers", triptan: "Triptans", ergot: "Ergots", opioid: "Opioids", combination: "Combination painkillers", other: "Gepants / other", unspecified: "Acute medicine",
};

function displayName(f: Fact, id: string): string {
  const raw = f.key.slice(4);
  if (id.endsWith("|class") || raw.endsWith("(answer)")) return `${CLASS_NAME[f.tag ?? "unspecified"] ?? "Acute medicine"} (name not given)`;
  return raw;
}

/** The headache medicines of one conversation, acute first, each once. */
export function medicineTable(facts: FactSet, intake: unknown, messages: ChatMessage[]): MedicineRow[] {
  const rows = new Map<string, MedicineRow>();
  const meds = obj(intake, "medications");
  // The intake first: it holds effects and dates the chat rarely gives.
  for (const group of ["acute", "preventative", "current", "prior"]) {
    for (const m of entries(meds[group])) {
      const name = str(m.name);
      if (name === null) continue;
      const cls = classOf(name);
      const preventive = group === "preventative" || (cls === null && PREVENTIVE_DRUG.test(name));
      // Other current medicines (thyroid tablets, the pill) belong to the intake's list, not to this table.
      if (!preventive && cls === null) continue;
      const dates = isObj(m.dates_taken) ? m.dates_taken : {};
      const id = preventive ? `preventive|${name.toLowerCase()}` : `${cls}|${canonicalDrug(name)}`;
      rows.set(id, {
        name, class: preventive ? null : cls, days_per_month: preventive ? null : numOf(m.days_per_month), effect: str(m.efficacy),
        started: str(dates.start), stopped: str(dates.end) ?? (group === "prior" ? STOPPED : null), kind: preventive ? "preventive" : "acute", source: ["intake"],
      });
    }
  }
  // Acute medicines as the overuse count sees them: the chosen fact's days are the metric's days.
  const chosen = perDrugFacts(facts);
  for (const [id, f] of chosen) {
    const named = facts.all.filter((x) => x.polarity === "affirmed" && x.key.startsWith("med:") && `${x.tag ?? "unspecified"}|${canonicalDrug(x.key.slice(4))}` === id);
    const days = typeof f.value === "number" && Number.isFinite(f.value) ? f.value : null;
    const row = rows.get(id);
    if (row !== undefined) {
      row.days_per_month = days ?? row.days_per_month;
      row.source = sources([...row.source, ...named.map(sourceOf)]);
    } else {
      rows.set(id, { name: displayName(f, id), class: f.tag ?? "unspecified", days_per_month: days, effect: null, started: null, stopped: null, kind: "acute", source: sources(named.map(sourceOf)) });
    }
  }
  // Preventives the person named in chat: the engine keeps no fact for them, so their words are read here.
  messages.forEach((m, i) => {
    if (m.role !== "user") return;
    const asked = messages.slice(0, i).findLast((x) => x.role === "assistant");
    const source: Source = asked?.slots?.some((s) => s === "preventive" || s === "preventive_history") === true ? "answer" : "chat";
    for (const hit of m.content.matchAll(PREVENTIVE)) {
      const name = hit[0].toLowerCase();
      const id = `preventive|${name}`;
      const row = rows.get(id) ?? [...rows.values()].find((r) => r.kind === "preventive" && r.name.toLowerCase().includes(name));
      if (row !== undefined) row.source = sources([...row.source, source]);
      else rows.set(id, { name, class: null, days_per_month: null, effect: null, started: null, stopped: null, kind: "preventive", source: [source] });
    }
  });
  const all = [...rows.values()];
  return [...all.filter((r) => r.kind === "acute"), ...all.filter((r) => r.kind === "preventive")];
}
