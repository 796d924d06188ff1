import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ShareDialog } from "./share-dialog";

const EXPIRES = "2026-12-01T10:00:00.000Z";
type Share = { id: string; conversationId: string; createdAt: string; expiresAt: string; views: number; lastViewedAt: string | null; label: string | null; passcodeRequired: boolean };
const makeShare = (overrides: Partial<Share> = {}): Share => ({
  id: "s1",
  conversationId: "c1",
  createdAt: "2026-11-24T10:00:00.000Z",
  expiresAt: EXPIRES,
  views: 0,
  lastViewedAt: null,
  label: null,
  passcodeRequired: false,
  ...overrides,
});
let shares: Share[] = [];
let posted: unknown[] = [];

beforeEach(() => {
  shares = [];
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { label?: string; passcode?: string };
        posted.push(body);
        const share = makeShare({ label: body.label ?? null, passcodeRequired: body.passcode !== undefined });
        shares = [share];
        return jsonResponse({ token: "tok", url: "http://localhost/r/tok", expiresAt: EXPIRES, label: share.label, passcodeRequired: share.passcodeRequired }, 201);
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

const renderDialog = () => renderWithProviders(<ShareDialog open onClose={vi.fn()} userId="u1" conversationId="c1" />);

describe("share dialog", () => {
  it("removes the new link and its QR code once it is revoked from the list", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByRole("region", { name: "New share link" })).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Active links" });
    await user.click(await within(list).findByRole("button", { name: /Revoke the link/ }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "New share link" })).not.toBeInTheDocument());
    expect(await within(list).findByText("No active links for this report.")).toBeInTheDocument();
  });

  it("shows the latest view count each time it opens", async () => {
    shares = [makeShare()];
    const { queryClient } = renderDialog();
    expect(await screen.findByText(/Opened 0 times/)).toBeInTheDocument();
    shares = [makeShare({ views: 2 })];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/Opened 2 times/)).toBeInTheDocument();
  });

  it("sends no label or passcode when both are left empty", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Create link" }));
    await screen.findByRole("region", { name: "New share link" });
    expect(posted).toEqual([{ expiresInDays: 7 }]);
  });

  it("sends the trimmed label and the passcode, then lists the link with its label and a Passcode chip", async () => {
    const { user } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: "Label (for you)" }), "  For Dr Rivera ");
    await user.type(screen.getByLabelText("Passcode (optional)"), "heron-42");
    await user.click(screen.getByRole("button", { name: "Create link" }));
    const created = await screen.findByRole("region", { name: "New share link" });
    expect(posted).toEqual([{ expiresInDays: 7, label: "For Dr Rivera", passcode: "heron-42" }]);
    expect(within(created).getByText(/Opens only with the passcode you chose/)).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Active links" });
    expect(await within(list).findByText("For Dr Rivera")).toBeInTheDocument();
    expect(within(list).getByText("Passcode")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: /Revoke the link "For Dr Rivera"/ })).toBeInTheDocument();
    // The passcode is not kept in the form once the link has it.
    expect(screen.getByLabelText("Passcode (optional)")).toHaveValue("");
  });

  it("explains what the passcode is for, and hides it until asked to show it", async () => {
    const { user } = renderDialog();
    const field = screen.getByLabelText("Passcode (optional)");
    expect(field).toHaveAccessibleDescription(/The doctor will need it to open the link/);
    expect(field).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show passcode" }));
    expect(field).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide passcode" }));
    expect(field).toHaveAttribute("type", "password");
  });

  it("says on the fields when the passcode is too short or the label too long, and creates nothing", async () => {
    const { user } = renderDialog();
    const label = screen.getByRole("textbox", { name: "Label (for you)" });
    const passcode = screen.getByLabelText("Passcode (optional)");
    await user.click(label);
    await user.paste("x".repeat(81));
    await user.type(passcode, "12345");
    await user.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByText("Keep the label to 80 characters or fewer.")).toBeInTheDocument();
    expect(passcode).toHaveAccessibleDescription("Use at least 6 characters, or leave it empty for a link without a passcode.");
    expect(passcode).toHaveAttribute("aria-invalid", "true");
    expect(label).toHaveAccessibleDescription("Keep the label to 80 characters or fewer.");
    expect(posted).toEqual([]);
  });

  it("puts the server's field errors on the field", async () => {
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      init?.method === "POST"
        ? jsonResponse({ detail: "Validation Error: label: label must be one line of text", errors: [{ path: "label", message: "label must be one line of text" }] }, 400)
        : jsonResponse({ shares: [] }),
    );
    const { user } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: "Label (for you)" }), "Dr R");
    await user.click(screen.getByRole("button", { name: "Create link" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Label (for you)" })).toHaveAccessibleDescription("label must be one line of text"));
  });
});
