import { buildReport, EMERGENCY_LINE, URGENT_LINE, type Report as ClinicReport } from "@hg/clinic";
import { ReportSchema, whatToDoNow, type Report } from "@hg/shared";
import { describe, expect, expectTypeOf, it } from "vitest";

// The server builds the report with the clinic's type and renders it through the shared view
// helpers and schema (the web parses the same JSON with the same schema).

const INTAKE = {
  chief_complaint: "migraines most days", age: 39, sex: "female", handedness: "right",
  headache_history: { severe_days: 8, moderate_days: 10, mild_days: 4 },
  medications: { acute: [{ name: "sumatriptan", days_per_month: 14, efficacy: "helps" }] },
};

describe("the shared report JSON", () => {
  it("accepts the clinic's report plus the profile name as a type", () => {
    expectTypeOf<ClinicReport>().toExtend<Report>();
    expectTypeOf<ClinicReport & { patient: ClinicReport["patient"] & { name: string | null } }>().toExtend<Report>();
  });

  it("parses a built report back to itself, nothing dropped or replaced", () => {
    const built = buildReport({ conversationId: "c1", intake: INTAKE, messages: [{ role: "user", content: "for about 2 years" }], generatedAt: "2025-06-01T10:00:00.000Z" });
    const sent = { ...built, patient: { ...built.patient, name: "Pat Example" } };
    expect(ReportSchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
  });

  it("says what to do now in the interview's own words", () => {
    expect(whatToDoNow("emergency")).toBe(`${EMERGENCY_LINE} Do not drive yourself.`);
    expect(whatToDoNow("urgent")).toBe(URGENT_LINE);
    expect(whatToDoNow("routine")).toBeNull();
  });
});
