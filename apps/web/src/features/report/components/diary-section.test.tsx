import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { diaryView } from "@hg/shared";
import { REPORT_FIXTURES } from "@hg/shared/report-view-fixtures";
import { ReportDocument } from "./report-document";

// The diary section of the web report: right after page one, the strip as an image named by its
// caption with every day in a table for screen readers, the figures and MIDAS, all from `diaryView`.

const report = REPORT_FIXTURES.diary!;
const view = diaryView(report)!;

describe("the report's diary section", () => {
  it("comes right after the summary for the doctor", () => {
    render(<ReportDocument report={report} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["Summary for the doctor", "Headache diary"]);
  });

  it("shows the strip as one image whose name says what it holds, and every day in a table", () => {
    render(<ReportDocument report={report} />);
    const section = screen.getByRole("region", { name: "Headache diary" });
    expect(within(section).getByRole("img", { name: view.strip.summary })).toBeInTheDocument();
    const table = within(section).getByRole("table", { name: "Every day of the diary, week by week" });
    const days = within(table).getAllByRole("cell").map((c) => c.textContent).filter((t) => t !== "");
    expect(days).toHaveLength(90);
    expect(days.filter((t) => t === "not logged")).toHaveLength(6);
    expect(days.filter((t) => t === "no headache")).toHaveLength(report.diary!.last90.headacheFreeDays);
  });

  it("gives the figures of 30 and 90 days and MIDAS over time in words", () => {
    render(<ReportDocument report={report} />);
    const section = screen.getByRole("region", { name: "Headache diary" });
    expect(section).toHaveTextContent("84 of 90 days logged. Days not logged are unknown");
    for (const f of view.figures) for (const r of f.rows) expect(section).toHaveTextContent(`${r.label}${r.value}`);
    expect(within(section).getByRole("list", { name: "Last 90 days: acute medicine against the ICHD-3 8.2 limits" })).toHaveTextContent("Several classes together: 8 days a month, limit 10: approaching the limit");
    const midas = within(section).getByRole("list", { name: "MIDAS questionnaires, newest first" });
    expect(within(midas).getAllByRole("listitem").map((li) => li.textContent)).toEqual(view.midas.map((m) => `${m.date}: ${m.text}`));
  });

  it("says on page one that the month comes from the diary", () => {
    render(<ReportDocument report={report} />);
    const summary = screen.getByRole("region", { name: "Summary for the doctor" });
    expect(summary).toHaveTextContent(`Headache days per month: ${report.metrics.headache_days_per_month} (from the diary, 84 of 90 days logged)`);
  });

  it("is left out of a report without a diary", () => {
    render(<ReportDocument report={REPORT_FIXTURES.migraine!} />);
    expect(screen.queryByRole("region", { name: "Headache diary" })).toBeNull();
  });
});
