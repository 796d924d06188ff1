import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { makeReport } from "../testing/report-fixture";
import { SharedReportScreen } from "./shared-report-screen";

const fetchMock = vi.fn<typeof fetch>();
let answer: () => Response;

beforeEach(() => {
  answer = () => jsonResponse(makeReport());
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => (String(url) === "/api/share/tok123" ? answer() : jsonResponse({ detail: "unexpected" }, 418)));
  vi.stubGlobal("fetch", fetchMock);
});

describe("SharedReportScreen", () => {
  it("shows the read-only report with print and PDF, and no share or FHIR actions", async () => {
    renderWithProviders(<SharedReportScreen token="tok123" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Headache report" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/share/tok123?format=pdf");
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download FHIR" })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
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
});
