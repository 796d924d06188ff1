import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeReport } from "../testing/report-fixture";
import { SharedReportScreen } from "./shared-report-screen";

const PASSCODE = "heron-42";
const fetchMock = vi.fn<typeof fetch>();
let answer: (body: { passcode?: string; format?: string }) => Response;
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** A link with a passcode: asks for it, counts wrong ones down from `left`. */
function passcodeLink(left = 10) {
  let remaining = left;
  return (body: { passcode?: string; format?: string }) => {
    if (body.passcode === undefined) return jsonResponse({ detail: "This report link needs its passcode.", passcodeRequired: true }, 401);
    if (body.passcode !== PASSCODE) {
      remaining -= 1;
      return jsonResponse({ detail: "That passcode is not right.", passcodeRequired: true, remainingAttempts: remaining }, 401);
    }
    if (body.format === "pdf") return new Response(new Blob(["%PDF-1.7"]), { status: 200, headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="headache-report-2025-06-01.pdf"' } });
    return jsonResponse(makeReport());
  };
}

beforeEach(() => {
  answer = () => jsonResponse(makeReport());
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) =>
    String(url) === "/api/share/tok123" && init?.method === "POST" ? answer(JSON.parse(String(init.body))) : jsonResponse({ detail: "unexpected" }, 418),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.restoreAllMocks());

describe("SharedReportScreen", () => {
  it("shows the read-only report with print and PDF, and no share or FHIR actions", async () => {
    renderWithProviders(<SharedReportScreen token="tok123" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Headache report" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/share/tok123?format=pdf");
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download FHIR" })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    // The link is the credential: no session cookie goes with it.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", credentials: "omit" });
  });

  it("prints on request", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
    await user.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalled();
  });

  it("says clearly when the link has expired or was revoked", async () => {
    answer = () => jsonResponse({ detail: "This report link has expired or was revoked" }, 404);
    renderWithProviders(<SharedReportScreen token="tok123" />);
    expect(await screen.findByRole("heading", { level: 1, name: "This report link has expired or was revoked" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe("a link with a passcode", () => {
    beforeEach(() => {
      answer = passcodeLink();
    });

    it("asks for the passcode with focus on the field, and shows no report until it is given", async () => {
      renderWithProviders(<SharedReportScreen token="tok123" />);
      expect(await screen.findByRole("heading", { level: 1, name: "This report needs a passcode" })).toBeInTheDocument();
      const field = screen.getByLabelText("Passcode");
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveAttribute("type", "password");
      expect(screen.queryByRole("heading", { name: "Headache report" })).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("opens the report with the right passcode, sent in the body and never in the address", async () => {
      const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
      await user.type(await screen.findByLabelText("Passcode"), PASSCODE);
      await user.click(screen.getByRole("button", { name: "Open report" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Headache report" })).toBeInTheDocument();
      expect(bodies().at(-1)).toEqual({ passcode: PASSCODE, format: "json" });
      expect(fetchMock.mock.calls.every(([url]) => !String(url).includes(PASSCODE))).toBe(true);
    });

    it("says a wrong passcode on the field, as its description, with the tries left, and keeps focus there", async () => {
      const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
      const field = await screen.findByLabelText("Passcode");
      await user.type(field, "not-it-at-all");
      await user.click(screen.getByRole("button", { name: "Open report" }));
      await waitFor(() => expect(field).toHaveAccessibleDescription("That passcode is not right. 9 tries left before the link stops working."));
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
    });

    it("checks the passcode's length before asking the server", async () => {
      const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
      const field = await screen.findByLabelText("Passcode");
      await user.click(screen.getByRole("button", { name: "Open report" }));
      await waitFor(() => expect(field).toHaveAccessibleDescription("Enter the passcode."));
      await user.type(field, "abc");
      await user.click(screen.getByRole("button", { name: "Open report" }));
      await waitFor(() => expect(field).toHaveAccessibleDescription("The passcode has at least 6 characters."));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("says the link no longer works after the last wrong passcode", async () => {
      answer = passcodeLink(1);
      const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
      await user.type(await screen.findByLabelText("Passcode"), "not-it-at-all");
      await user.click(screen.getByRole("button", { name: "Open report" }));
      expect(await screen.findByRole("heading", { level: 1, name: "This report link no longer works" })).toBeInTheDocument();
    });

    it("downloads the PDF with the passcode in a POST body", async () => {
      // jsdom has no object URLs.
      const createObjectURL = vi.fn(() => "blob:report");
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
      const { user } = renderWithProviders(<SharedReportScreen token="tok123" />);
      await user.type(await screen.findByLabelText("Passcode"), PASSCODE);
      await user.click(screen.getByRole("button", { name: "Open report" }));
      expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
      await user.click(await screen.findByRole("button", { name: "Download PDF" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(bodies().at(-1)).toEqual({ passcode: PASSCODE, format: "pdf" });
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("headache-report-2025-06-01.pdf");
    });
  });
});
