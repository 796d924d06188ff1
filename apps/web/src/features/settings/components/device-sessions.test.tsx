import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { renderWithProviders } from "@/testing/test-utils";
import { DeviceSessions } from "./device-sessions";

vi.mock("@/lib/auth-client", () => ({
  authClient: { listSessions: vi.fn(), revokeOtherSessions: vi.fn(), revokeSession: vi.fn() },
}));
const listSessions = vi.mocked(authClient.listSessions);
const revokeOthers = vi.mocked(authClient.revokeOtherSessions);

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

function row(token: string, userAgent: string, updatedAt: string) {
  return { id: `id-${token}`, token, userAgent, createdAt: "2026-01-01T00:00:00Z", updatedAt, expiresAt: "2026-02-01T00:00:00Z", userId: "u1" };
}

beforeEach(() => {
  listSessions.mockReset();
  revokeOthers.mockReset();
});

describe("signed-in devices", () => {
  it("lists each session by browser and system with when it was last active, this one first and marked", async () => {
    listSessions.mockResolvedValue({
      data: [row("other", FIREFOX_LINUX, "2026-01-03T10:00:00Z"), row("mine", CHROME_WINDOWS, "2026-01-02T10:00:00Z")],
      error: null,
    } as never);
    renderWithProviders(<DeviceSessions currentToken="mine" />);
    const items = within(await screen.findByRole("list", { name: "Signed-in devices" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Chrome on Windows");
    expect(items[0]).toHaveTextContent("This device");
    expect(items[0]).toHaveTextContent(/Last active/);
    expect(items[1]).toHaveTextContent("Firefox on Linux");
    expect(within(items[1]!).getByRole("button", { name: /Sign out Firefox on Linux/ })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole("button")).toBeNull();
  });

  it("signs out of the other devices", async () => {
    listSessions.mockResolvedValueOnce({ data: [row("mine", CHROME_WINDOWS, "2026-01-02T10:00:00Z"), row("other", FIREFOX_LINUX, "2026-01-01T10:00:00Z")], error: null } as never);
    listSessions.mockResolvedValue({ data: [row("mine", CHROME_WINDOWS, "2026-01-02T10:00:00Z")], error: null } as never);
    revokeOthers.mockResolvedValue({ data: { status: true }, error: null } as never);
    const { user } = renderWithProviders(<DeviceSessions currentToken="mine" />);
    await user.click(await screen.findByRole("button", { name: "Sign out of other devices" }));
    expect(await screen.findByText("You are signed out on your other devices.")).toBeInTheDocument();
    expect(revokeOthers).toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Sign out of other devices" })).toBeDisabled();
    expect(screen.getByText("You are not signed in anywhere else.")).toBeInTheDocument();
  });

  it("asks for a fresh sign-in when better-auth refuses to list an old session's devices", async () => {
    listSessions.mockResolvedValue({ data: null, error: { status: 403, code: "SESSION_NOT_FRESH", message: "Session is not fresh" } } as never);
    renderWithProviders(<DeviceSessions currentToken="mine" />);
    expect(await screen.findByText(/sign out and sign in again to see your devices/)).toBeInTheDocument();
  });
});
