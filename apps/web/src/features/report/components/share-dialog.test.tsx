import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ShareDialog } from "./share-dialog";

const EXPIRES = "2026-12-01T10:00:00.000Z";
let shares: { id: string; conversationId: string; createdAt: string; expiresAt: string; views: number; lastViewedAt: string | null }[] = [];

beforeEach(() => {
  shares = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === "POST") {
        shares = [{ id: "s1", conversationId: "c1", createdAt: "2026-11-24T10:00:00.000Z", expiresAt: EXPIRES, views: 0, lastViewedAt: null }];
        return jsonResponse({ token: "tok", url: "http://localhost/r/tok", expiresAt: EXPIRES }, 201);
      }
      if (init?.method === "DELETE") {
        shares = [];
        return new Response(null, { status: 204 });
      }
      if (path.startsWith("/api/report-share/user/u1")) return jsonResponse({ shares });
      return jsonResponse({ detail: "unexpected" }, 404);
    }),
  );
});

describe("share dialog", () => {
  it("removes the new link and its QR code once it is revoked from the list", async () => {
    const { user } = renderWithProviders(<ShareDialog open onClose={vi.fn()} userId="u1" conversationId="c1" />);
    await user.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByRole("region", { name: "New share link" })).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Active links" });
    await user.click(await within(list).findByRole("button", { name: /Revoke the link/ }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "New share link" })).not.toBeInTheDocument());
    expect(await within(list).findByText("No active links for this report.")).toBeInTheDocument();
  });

  it("shows the latest view count each time it opens", async () => {
    shares = [{ id: "s1", conversationId: "c1", createdAt: "2026-11-24T10:00:00.000Z", expiresAt: EXPIRES, views: 0, lastViewedAt: null }];
    const { queryClient } = renderWithProviders(<ShareDialog open onClose={vi.fn()} userId="u1" conversationId="c1" />);
    expect(await screen.findByText(/Opened 0 times/)).toBeInTheDocument();
    shares = [{ ...shares[0]!, views: 2 }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/Opened 2 times/)).toBeInTheDocument();
  });
});
