import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeReport } from "../testing/report-fixture";
import { ReportScreen } from "./report-screen";

vi.mock("qrcode", () => ({ toDataURL: async () => "data:image/png;base64,AAAA" }));

const fetchMock = vi.fn<typeof fetch>();
let reportAnswer: () => Response;
let shares: { id: string; conversationId: string; createdAt: string; expiresAt: string; views: number; lastViewedAt: string | null; label: string | null; passcodeRequired: boolean }[];

beforeEach(() => {
  reportAnswer = () => jsonResponse(makeReport());
  shares = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? "GET";
    if (path === "/api/get-conversation-report/user/u1/conversation/c1") return reportAnswer();
    if (path === "/api/report-share/user/u1" && method === "GET") return jsonResponse({ shares });
    if (path === "/api/report-share/user/u1/conversation/c1" && method === "POST") {
      const { expiresInDays } = JSON.parse(String(init?.body)) as { expiresInDays: number };
      shares = [{ id: "s1", conversationId: "c1", createdAt: "2025-06-01T10:00:00.000Z", expiresAt: new Date(Date.parse("2025-06-01T10:00:00.000Z") + expiresInDays * 864e5).toISOString(), views: 0, lastViewedAt: null, label: null, passcodeRequired: false }];
      return jsonResponse({ token: "tok123", url: "http://localhost/r/tok123", expiresAt: shares[0]!.expiresAt, label: null, passcodeRequired: false });
    }
    if (path === "/api/report-share/user/u1/s1" && method === "DELETE") {
      shares = [];
      return jsonResponse({ revoked: true });
    }
    return jsonResponse({ detail: "unexpected" }, 418);
  });
  vi.stubGlobal("fetch", fetchMock);
});

const renderScreen = () => renderWithProviders(<ReportScreen userId="u1" conversationId="c1" conversationHref="/chat/c1" />);

describe("ReportScreen", () => {
  it("shows the report's sections in order, urgency first", async () => {
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: "Your report" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Summary for the doctor",
      "Headache patterns and the criteria that decided them (ICHD-3)",
      "Warning signs checked (red-flag screen)",
      "Numbers in detail",
      "Medicines tried",
      "Summary as the assistant wrote it",
      "Your intake form at the time",
      "Conversation transcript",
    ]);
    // One warning sign of three was not answered: the heading says so rather than "no red flags".
    expect(screen.getByText("Routine: no red flags reported, but 1 of 3 warning signs were not answered")).toBeInTheDocument();
    expect(screen.getByText(/Pat Example, 39 years, female/)).toBeInTheDocument();
    // MIDAS sits on page one with the frequency figures.
    expect(within(screen.getByRole("region", { name: "Summary for the doctor" })).getByText(/MIDAS 12 \(grade III\)/)).toBeInTheDocument();
  });

  it("gives the numbers as text, with the overuse limit of each medicine class", async () => {
    renderScreen();
    const meds = await screen.findByRole("list", { name: /Acute-medication days per month/ });
    expect(within(meds).getByText(/Triptans/)).toHaveTextContent("Triptans: 14 days (overuse limit 10, over the limit)");
    expect(within(meds).getByText(/Simple painkillers/)).toHaveTextContent("(overuse limit 15)");
    const severity = screen.getByRole("list", { name: "Headache days per month by severity" });
    expect(within(severity).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("12, grade III")).toBeInTheDocument();
  });

  it("lists the negatives of the red-flag screen and each criterion's state", async () => {
    renderScreen();
    const table = await screen.findByRole("table");
    const row = within(table).getByRole("row", { name: /Sudden \(thunderclap\) onset/ });
    expect(row).toHaveTextContent("No");
    expect(within(table).getByRole("row", { name: /Fever/ })).toHaveTextContent("Not asked or unknown");
    expect(screen.getByText("Leading pattern")).toBeInTheDocument();
    expect(screen.getAllByText(/^Not asked:/)).toHaveLength(1);
    expect(screen.getAllByText(/^Not met:/)).toHaveLength(1);
    expect(screen.getByText("Evidence: 22 headache days per month")).toBeInTheDocument();
  });

  it("puts what to do now at the top of an emergency report", async () => {
    reportAnswer = () => jsonResponse(makeReport({ urgency: "emergency" }));
    renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Emergency: get help now");
    expect(alert).toHaveTextContent(/What to do now: Please call emergency services/);
  });

  it("links the PDF and FHIR downloads and keeps the transcript collapsed", async () => {
    renderScreen();
    expect(await screen.findByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/get-conversation-report/user/u1/conversation/c1?format=pdf");
    expect(screen.getByRole("link", { name: "Download FHIR" })).toHaveAttribute("href", "/api/get-conversation-report/user/u1/conversation/c1?format=fhir");
    expect(screen.getByRole("button", { name: /Show the full conversation \(2 messages\)/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("says so when the conversation is gone", async () => {
    reportAnswer = () => jsonResponse({ detail: "Conversation not found" }, 404);
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("This conversation was not found");
  });

  it("creates a share link with a chosen expiry, shows it with a QR code, lists it and revokes it", async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share your report" });
    const days = within(dialog).getByRole("spinbutton", { name: "Link expires after (days)" });
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, "31");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByText("Enter a whole number of days from 1 to 30.")).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "3");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByRole("textbox", { name: "Share link" })).toHaveValue("http://localhost/r/tok123");
    expect(await within(dialog).findByRole("img", { name: "QR code of the share link" })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([u, i]) => String(u).endsWith("/conversation/c1") && i?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ expiresInDays: 3 });
    const active = within(dialog).getByRole("region", { name: "Active links" });
    await user.click(await within(active).findByRole("button", { name: /Revoke the link created/ }));
    expect(await within(active).findByText("No active links for this report.")).toBeInTheDocument();
    expect(await screen.findByText("Link revoked: it no longer opens the report")).toBeInTheDocument();
  });
});
