import { DRUG_CLASSES, OVERUSE_LIMIT_DAYS, OVERUSE_WARNING_MARGIN_DAYS } from "@hg/shared/clinical-vocabulary";
import { limitStatus } from "@hg/shared/report-view";
import { describe, expect, it } from "vitest";
import { FactSet } from "../facts/fact-set.ts";
import type { Fact } from "../types.ts";
import { medicationScore } from "./medication.ts";

// The engine's overuse warning uses the shared ICHD-3 8.2 limits, so it never disagrees with page one.

const med = (name: string, cls: string, days: number, kind: "intake" | "message" = "message"): Fact => ({
  key: `med:${name}`, polarity: "affirmed", value: days, tag: cls, hedged: false, evidence: name,
  source: kind === "intake" ? { kind: "intake", field: "medications.acute" } : { kind: "message", index: 0 },
});
const score = (...facts: Fact[]) => {
  const set = new FactSet();
  for (const f of facts) set.add(f);
  return medicationScore(set);
};

describe("medication overuse against the shared limits", () => {
  it("holds a medicine of unknown type to 15 days, as page one does", () => {
    expect(OVERUSE_LIMIT_DAYS.unspecified).toBe(15);
    const twelve = score(med("unspecified (answer)", "unspecified", 12));
    expect([twelve.thresholdMet, twelve.warning]).toEqual([false, true]);
    expect(twelve.detail).toBe("Early warning: acute medicines (type not given) on 12 days/month, close to the limit of 15.");
    expect(score(med("unspecified (answer)", "unspecified", 15)).thresholdMet).toBe(true);
  });

  it("agrees with page one's above / approaching / below for every class and day count", () => {
    for (const cls of DRUG_CLASSES) {
      for (let days = 1; days <= 30; days++) {
        const s = score(med(`${cls} (answer)`, cls, days));
        const page = limitStatus(days, OVERUSE_LIMIT_DAYS[cls]);
        expect([cls, days, s.thresholdMet, s.warning]).toEqual([cls, days, page === "above", page === "approaching"]);
      }
    }
    expect(OVERUSE_WARNING_MARGIN_DAYS).toBe(3);
  });

  it("counts several classes together against 10 days, gepants not among them", () => {
    expect(score(med("sumatriptan", "triptan", 5), med("ibuprofen", "simple", 6)).detail).toMatch(/several classes together on about 11 days\/month \(limit 10\)/);
    expect(score(med("rimegepant", "other", 8), med("ibuprofen", "simple", 6)).thresholdMet).toBe(false);
  });

  it("counts a medicine named on the intake and in chat once, the chat's count winning", () => {
    const s = score(med("sumatriptan 50mg", "triptan", 8, "intake"), med("imitrex", "triptan", 12));
    expect(s.daysByClass).toEqual({ triptan: 12 });
  });
});
