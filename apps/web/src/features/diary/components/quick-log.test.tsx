import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { diaryApi, makeEntry, setOnline } from "../testing/diary-fixtures";
import { offsetIso } from "../utils/dates";
import { DiaryScreen } from "./diary-screen";

// 23 November 2026, 14:30 on the device's clock.
const NOW = new Date(2026, 10, 23, 14, 30);
const now = () => NOW;

let api: ReturnType<typeof diaryApi>;
beforeEach(() => {
  api = diaryApi({ entries: [makeEntry({ day: "2026-11-20", medicines: [{ name: "Ibuprofen", class: "simple" }] }), makeEntry({ day: "2026-11-21", medicines: [{ name: "Sumatriptan", class: "triptan" }] })] });
  vi.stubGlobal("fetch", api.fetchMock);
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

const renderDiary = () => renderWithProviders(<DiaryScreen userId="u1" now={now} />, { path: "/diary" });
const posts = () => api.sent.filter((s) => s.method === "POST" && s.path === "/api/user/u1/diary");
const logRegion = () => screen.getByRole("region", { name: "Log" });

describe("logging an attack", () => {
  it("takes three taps (now, severity, medicine) and sends one POST with the right body", async () => {
    const { user } = renderDiary();
    const log = logRegion();
    await user.click(within(log).getByRole("button", { name: "Headache now" }));
    await user.click(within(log).getByRole("button", { name: "Severe" }));
    // The person's own medicines, most recent first, then None.
    const chips = within(within(log).getByRole("group", { name: "Medicine taken" })).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual(["Sumatriptan", "Ibuprofen", "None"]);
    await user.click(chips[1]!);

    expect(await within(log).findByRole("button", { name: "Add details" })).toBeInTheDocument();
    expect(within(log).getByRole("status")).toHaveTextContent("Saved: Severe headache, started");
    expect(within(log).getByRole("status")).toHaveTextContent("Ibuprofen");
    expect(posts()).toHaveLength(1);
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).toEqual({ kind: "headache", clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), startedAt: offsetIso(NOW), severity: "severe", medicines: [{ name: "Ibuprofen" }] });
    expect(localStorage.getItem(STORAGE_KEYS.diaryOutbox)).toBeNull();
  });

  it("backdates with 'Started 30 min ago' and saves without medicine with None", async () => {
    const { user } = renderDiary();
    await user.click(screen.getByRole("button", { name: "Started 30 min ago" }));
    await user.click(screen.getByRole("button", { name: "Mild" }));
    await user.click(screen.getByRole("button", { name: "None" }));
    await screen.findByRole("button", { name: "Add details" });
    expect(posts()[0]!.body).toMatchObject({ startedAt: offsetIso(new Date(NOW.getTime() - 30 * 60_000)), severity: "mild", medicines: [] });
  });

  it("keeps a failed entry and retries it with the same clientId, so it is stored once", async () => {
    api.postAnswers.push(() => jsonResponse({ detail: "Too many requests" }, 429));
    const { user } = renderDiary();
    await user.click(screen.getByRole("button", { name: "Headache now" }));
    await user.click(screen.getByRole("button", { name: "Moderate" }));
    await user.click(screen.getByRole("button", { name: "None" }));

    expect(await within(logRegion()).findByText(/Not saved yet \(Too many requests\)/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Entries not saved yet" })).toHaveTextContent("Moderate headache");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.diaryOutbox)!)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Retry now" }));
    expect(await screen.findByRole("button", { name: "Add details" })).toBeInTheDocument();
    const [first, second] = posts().map((p) => p.body as { clientId: string });
    expect(posts()).toHaveLength(2);
    expect(second!.clientId).toBe(first!.clientId);
    expect(screen.queryByRole("list", { name: "Entries not saved yet" })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.diaryOutbox)).toBeNull();
  });

  it("offline, keeps the entry on the device and sends it once when the connection is back", async () => {
    const { user } = renderDiary();
    await screen.findByRole("button", { name: "No headache today" });
    setOnline(false);
    await user.click(screen.getByRole("button", { name: "Headache now" }));
    await user.click(screen.getByRole("button", { name: "Extreme" }));
    await user.click(screen.getByRole("button", { name: "Sumatriptan" }));
    expect(within(logRegion()).getByRole("status")).toHaveTextContent("No connection. Kept on this device");
    expect(posts()).toHaveLength(0);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.diaryOutbox)!) as { userId: string; body: { clientId: string } }[];
    expect(stored[0]?.userId).toBe("u1");

    setOnline(true);
    expect(await screen.findByRole("button", { name: "Add details" })).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect((posts()[0]!.body as { clientId: string }).clientId).toBe(stored[0]?.body.clientId);
  });

  it("marks today free with one tap", async () => {
    const { user } = renderDiary();
    await user.click(await screen.findByRole("button", { name: "No headache today" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ kind: "headache_free", clientId: expect.any(String), day: "2026-11-23" });
    expect(await within(logRegion()).findByRole("status")).toHaveTextContent("Saved: today marked as a day without headache.");
  });

  it("adds details to the saved entry with a PATCH", async () => {
    // The server answers the POST with this entry, and knows it for the PATCH.
    const saved = makeEntry({ day: "2026-11-23", startedAt: offsetIso(NOW), severity: "severe" });
    api = diaryApi({ entries: [saved] });
    api.postAnswers.push(() => jsonResponse(saved, 201));
    vi.stubGlobal("fetch", api.fetchMock);
    const { user } = renderDiary();
    await user.click(screen.getByRole("button", { name: "Headache now" }));
    await user.click(screen.getByRole("button", { name: "Severe" }));
    await user.click(screen.getByRole("button", { name: "None" }));
    await user.click(await screen.findByRole("button", { name: "Add details" }));
    const dialog = screen.getByRole("dialog", { name: /Headache details/ });
    await user.click(within(dialog).getByRole("button", { name: "Ended now" }));
    await user.click(within(dialog).getByRole("button", { name: "Throbbing" }));
    await user.click(within(dialog).getByRole("button", { name: "Nausea" }));
    await user.click(within(dialog).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const patch = api.sent.find((s) => s.method === "PATCH");
    expect(patch?.path).toBe(`/api/user/u1/diary/${saved.id}`);
    expect(patch?.body).toMatchObject({ endedAt: offsetIso(NOW), character: ["throbbing"], symptoms: ["nausea"], severity: "severe" });
  });
});
