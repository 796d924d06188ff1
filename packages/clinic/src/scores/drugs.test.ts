import { describe, expect, it } from "vitest";
import { assess } from "../index.ts";
import { canonicalDrug, classOf, findDrugs } from "./drugs.ts";

// Acute medicines by their brand names in several countries, each in its ICHD-3 8.2 class.

describe("brand names", () => {
  it.each([
    ["Panadol", "simple"], ["Nurofen", "simple"], ["Crocin", "simple"], ["Dolo 650", "simple"], ["Calpol", "simple"],
    ["Brufen", "simple"], ["Voltarol", "simple"], ["Disprin", "simple"], ["Ponstan", "simple"], ["Nolotil", "simple"],
    ["Saridon", "combination"], ["Solpadeine", "combination"], ["Excedrin", "combination"], ["Nurofen Plus", "combination"],
    ["Panadeine", "combination"], ["Combiflam", "combination"], ["Anadin Extra", "combination"], ["co-dydramol", "combination"],
    ["Imigran", "triptan"], ["Maxalt", "triptan"], ["Relert", "triptan"], ["Almogran", "triptan"], ["Migard", "triptan"],
    ["Zydol", "opioid"], ["Tramal", "opioid"], ["Migril", "ergot"],
  ])("%s is %s", (name, cls) => {
    expect(classOf(name)).toBe(cls);
    expect(findDrugs(name.toLowerCase())[0]?.cls).toBe(cls);
  });

  it("names one medicine once across brand and generic", () => {
    expect(canonicalDrug("Crocin")).toBe("paracetamol");
    expect(canonicalDrug("Brufen 400mg")).toBe("ibuprofen");
    expect(canonicalDrug("Nurofen Plus")).not.toBe("ibuprofen");
    expect(canonicalDrug("Relert")).toBe("eletriptan");
  });

  it.each([
    ["I take crocin almost every day for the headache", "med:crocin", 27],
    ["Saridon 4 or 5 times a week for the last 6 months", "med:saridon", 19.3],
    ["I use Imigran maybe twice a week", "med:imigran", 8.6],
    ["I take nurofen 4 days out of 7", "med:nurofen", 17.1],
  ])("counts the days of a brand named in chat: %s", (text, key, days) => {
    const f = assess(null, [{ role: "user", content: text }]).facts.find((x) => x.key === key);
    expect(f?.value).toBe(days);
  });
});
