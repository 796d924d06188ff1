import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { diaryApi, makeEntry, makeFreeDay } from "../testing/diary-fixtures";
import { CalendarSection } from "./calendar-section";

const severe = makeEntry({ day: "2026-11-23", severity: "severe", startedAt: "2026-11-23T14:30:00Z", medicines: [{ name: "Sumatriptan", class: "triptan" }] });
const mild = makeEntry({ day: "2026-11-23", severity: "mild", startedAt: "2026-11-23T07:00:00Z" });
const october = makeEntry({ day: "2026-10-05", severity: "moderate" });

let api: ReturnType<typeof diaryApi>;
beforeEach(() => {
  api = diaryApi({ entries: [severe, mild, makeFreeDay("2026-11-24"), october] });
  vi.stubGlobal("fetch", api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderCalendar = (props: { onEdit?: () => void; onMarkFree?: (day: string) => void } = {}) =>
  renderWithProviders(<CalendarSection userId="u1" today="2026-11-28" onEdit={props.onEdit ?? vi.fn()} onMarkFree={props.onMarkFree ?? vi.fn()} />);

describe("the month calendar", () => {
  it("names each day by what is known: worst severity and medicine, free, or not logged", async () => {
    renderCalendar();
    const grid = screen.getByRole("grid", { name: "November 2026" });
    expect(await within(grid).findByRole("button", { name: "23 November: 2 headaches, worst severe, medicine taken" })).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "24 November: no headache" })).toBeInTheDocument();
    // An unlogged day is unknown, never free.
    expect(within(grid).getByRole("button", { name: "25 November: not logged" })).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "28 November, today: not logged" })).toHaveAttribute("aria-current", "date");
    expect(within(grid).getByRole("button", { name: "29 November: still to come" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
  });

  it("says a single attack's severity plainly", async () => {
    api = diaryApi({ entries: [makeEntry({ day: "2026-11-10", severity: "severe", medicines: [{ name: "Ibuprofen", class: "simple" }] })] });
    vi.stubGlobal("fetch", api.fetchMock);
    renderCalendar();
    expect(await screen.findByRole("button", { name: "10 November: severe headache, medicine taken" })).toBeInTheDocument();
  });

  it("goes to the previous month and loads its days", async () => {
    const { user } = renderCalendar();
    await screen.findByRole("button", { name: /^23 November: 2 headaches/ });
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByRole("button", { name: "5 October: moderate headache" })).toBeInTheDocument();
    expect(screen.getByRole("grid", { name: "October 2026" })).toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledWith("/api/user/u1/diary?from=2026-10-01&to=2026-10-31", expect.anything());
  });

  it("moves between days with the arrow keys, with one tab stop", async () => {
    const { user } = renderCalendar();
    const today = await screen.findByRole("button", { name: "28 November, today: not logged" });
    expect(today).toHaveAttribute("tabindex", "0");
    today.focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("button", { name: "27 November: not logged" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "20 November: not logged" })).toHaveFocus();
    expect(today).toHaveAttribute("tabindex", "-1");
  });

  it("lists a tapped day's entries and deletes one after a confirmation", async () => {
    const { user } = renderCalendar();
    await user.click(await screen.findByRole("button", { name: /^23 November: 2 headaches/ }));
    const day = screen.getByRole("region", { name: /^Monday,? 23 November 2026$/ });
    const items = within(day).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent("Medicine: Sumatriptan (triptans)");

    await user.click(within(items[1]!).getByRole("button", { name: /^Delete: Severe headache/ }));
    const dialog = screen.getByRole("dialog", { name: "Delete this entry?" });
    expect(api.sent).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.sent).toEqual([{ method: "DELETE", path: `/api/user/u1/diary/${severe.id}`, body: undefined }]));
  });

  it("offers to mark an unlogged day as headache-free", async () => {
    const onMarkFree = vi.fn();
    const { user } = renderCalendar({ onMarkFree });
    await user.click(await screen.findByRole("button", { name: "25 November: not logged" }));
    expect(screen.getByText(/counts as unknown, not as headache-free/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No headache this day" }));
    expect(onMarkFree).toHaveBeenCalledWith("2026-11-25");
  });
});
