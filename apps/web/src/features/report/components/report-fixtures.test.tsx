import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageOne } from "@hg/shared";
import { rawKeys, REPORT_FIXTURES, unsourcedNumbers } from "@hg/shared/report-view-fixtures";
import { ReportDocument } from "./report-document";

// The web report of every fixture the PDF test renders too (report-formats/pdf.test.ts): no internal
// key in the text, and page one shows only numbers the report JSON holds.

describe.each(Object.keys(REPORT_FIXTURES))("the web report of the %s report", (name) => {
  const report = REPORT_FIXTURES[name]!;

  it("shows no internal keys", () => {
    const { container } = render(<ReportDocument report={report} />);
    expect(rawKeys(container.textContent ?? "")).toEqual([]);
  });

  it("shows on page one the same summary as the PDF, with numbers only from the JSON", () => {
    const { getByRole } = render(<ReportDocument report={report} />);
    const summary = getByRole("region", { name: "Summary for the doctor" });
    const text = summary.textContent ?? "";
    const p = pageOne(report);
    expect(unsourcedNumbers(text, report)).toEqual([]);
    expect(text).toContain(`Headache days per month: ${p.headacheDays === null ? "not known" : p.headacheDays}`);
    for (const m of p.medicineDays) expect(within(summary).getByText(new RegExp(`^${m.label.replace(/[()]/g, "\\$&")}: ${m.days} days a month`))).toBeInTheDocument();
    for (const q of p.questions) expect(text).toContain(q);
    if (p.impact !== null) expect(text).toContain(`Effect on daily life: ${p.impact}`);
  });
});
