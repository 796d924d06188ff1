import { screen, within } from "@testing-library/react";
import { diaryFigures } from "@hg/shared/diary-figures";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { makeEntry } from "../testing/diary-fixtures";
import { addDays } from "../utils/dates";
import { TrendsSection } from "./trends-section";

const TO = "2026-11-28";
/** A triptan on `n` of the last 30 days. */
const triptanDays = (n: number) =>
  Array.from({ length: n }, (_, i) => makeEntry({ day: addDays(TO, -2 * i), severity: "moderate", medicines: [{ name: "Sumatriptan", class: "triptan" }] }));

const renderTrends = (entries: ReturnType<typeof triptanDays>) =>
  renderWithProviders(<TrendsSection figures={{ last30: diaryFigures(entries, TO, 30), last90: diaryFigures(entries, TO, 90) }} isError={false} />);

describe("trends", () => {
  it("warns gently, by class, before the ICHD-3 8.2 limit is reached", () => {
    renderTrends(triptanDays(8));
    const month = screen.getByRole("region", { name: "Last 30 days" });
    expect(within(month).getByText("Triptans (limit 10 a month)")).toBeInTheDocument();
    const note = within(month).getByRole("note");
    expect(note).toHaveTextContent("Triptans: about 8 days a month, close to 10.");
    expect(note).toHaveTextContent("Talk to your doctor about how often you take it.");
    expect(note).not.toHaveTextContent(/stop/i);
    // Over 90 days the same 8 days are under 3 a month: no note there.
    expect(within(screen.getByRole("region", { name: "Last 90 days" })).queryByRole("note")).toBeNull();
  });

  it("says when the limit is reached, and stays quiet well below it", () => {
    const { unmount } = renderTrends(triptanDays(11));
    expect(within(screen.getByRole("region", { name: "Last 30 days" })).getByRole("note")).toHaveTextContent("at or above 10");
    unmount();
    renderTrends(triptanDays(4));
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("shows how many days were logged, so gaps are visible", () => {
    renderTrends(triptanDays(4));
    const month = screen.getByRole("region", { name: "Last 30 days" });
    expect(within(month).getByText("Days logged").nextSibling).toHaveTextContent("4 of 30");
    expect(within(month).getByText(/26 days not logged: they count as unknown, not as free/)).toBeInTheDocument();
  });
});
