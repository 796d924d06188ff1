import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { DataSection } from "./data-section";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
}

describe("your data", () => {
  it("downloads the export with the session and saves it under the attachment's file name", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ profile: { name: "Ada" } }), {
        headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="headache-guide-export-2026-01-02.json"' },
      }),
    );
    const createObjectURL = vi.fn(() => "blob:export");
    // jsdom has no object URLs; this file's environment is its own, so plain assignment is enough.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("headache-guide-export-2026-01-02.json");
      expect(this.href).toBe("blob:export");
    });
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data was downloaded as headache-guide-export-2026-01-02.json.")).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith("/api/user/u1/export", expect.objectContaining({ credentials: "include" }));
    click.mockRestore();
  });

  it("reports a failed download", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "Not allowed" }, 403));
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
  });

  it("deletes all conversations only after a blocking confirmation that says what goes", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ deleted: 3 }));
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete all conversations" }));
    const dialog = screen.getByRole("dialog", { name: "Delete all conversations?" });
    expect(dialog).toHaveTextContent("every conversation and all of its messages");
    expect(dialog).toHaveTextContent("share link");
    expect(dialog).toHaveTextContent("Your account, profile and intake answers stay");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Delete all conversations" }));
    expect(await screen.findByText("3 conversations were deleted.")).toBeInTheDocument();
    expect(calls()).toEqual(["DELETE /api/delete-conversation/user/u1"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps everything when the person cancels", async () => {
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("deletes the account, then hands over to sign-out", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ deleted: true }));
    const onAccountDeleted = vi.fn(async () => {});
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={onAccountDeleted} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("every version of your intake answers");
    expect(dialog).toHaveTextContent("your sign-ins on all devices");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
    expect(calls()).toEqual(["DELETE /api/user/u1"]);
  });

  it("sends the password typed in the dialog, which the server asks for after 15 minutes", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ deleted: true }));
    const onAccountDeleted = vi.fn(async () => {});
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={onAccountDeleted} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    await user.type(within(dialog).getByLabelText("Your password"), "Correct-horse-9");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ password: "Correct-horse-9" });
  });

  it("asks a guest for no password", async () => {
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest onAccountDeleted={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(within(screen.getByRole("dialog")).queryByLabelText("Your password")).toBeNull();
  });

  it("keeps the dialog open with an error toast when deletion fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "Forbidden" }, 403));
    const onAccountDeleted = vi.fn(async () => {});
    const { user } = renderWithProviders(<DataSection userId="u1" isGuest={false} onAccountDeleted={onAccountDeleted} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Forbidden")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Delete your account?" })).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });
});
