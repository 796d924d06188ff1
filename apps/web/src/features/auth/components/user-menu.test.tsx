import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { STORAGE_KEYS, writeThemePreference } from "@/lib/storage";
import { renderWithProviders } from "@/testing/test-utils";
import { UserMenu } from "./user-menu";

const session = vi.hoisted(() => ({ user: { id: "u1", email: "ada@example.com", isAnonymous: false } }));
vi.mock("@/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({ data: { user: session.user }, isPending: false }),
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
  },
}));

describe("user menu", () => {
  beforeEach(() => {
    session.user = { id: "u1", email: "ada@example.com", isAnonymous: false };
    vi.clearAllMocks();
  });

  it("signs out and removes every trace from the browser", async () => {
    writeThemePreference("dark");
    for (const key of ["headache_intake_form", "headache_intake_ui_state", STORAGE_KEYS.user, STORAGE_KEYS.conversations, STORAGE_KEYS.messages, STORAGE_KEYS.group, STORAGE_KEYS.newSignup, STORAGE_KEYS.googleAuthContext, STORAGE_KEYS.authUser]) {
      localStorage.setItem(key, "x");
    }
    sessionStorage.setItem("whatever", "1");
    const { user, queryClient } = renderWithProviders(<UserMenu />, { path: "/chat" });
    queryClient.setQueryData(["user", "u1"], { name: "Ada" });

    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Sign out" }));

    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/$/);
    expect(authClient.signOut).toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.config]);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(["user", "u1"])).toBeUndefined();
  });

  it("opens Settings", async () => {
    const { user } = renderWithProviders(<UserMenu />, { path: "/chat" });
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Settings" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/settings");
  });

  it("opens the headache diary", async () => {
    const { user } = renderWithProviders(<UserMenu />, { path: "/chat" });
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Headache diary" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/diary");
  });

  it("warns a guest exactly as Settings does before signing out, and Cancel keeps everything", async () => {
    session.user = { id: "g1", email: "temp@guest.invalid", isAnonymous: true };
    localStorage.setItem("headache_intake_form", "x");
    const { user } = renderWithProviders(<UserMenu />, { path: "/chat" });
    await user.click(screen.getByRole("button", { name: /Account menu/ }));
    await user.click(screen.getByRole("menuitem", { name: "Sign out" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out of the guest session?" });
    expect(dialog).toHaveTextContent("Guest data cannot be reached again after signing out");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Sign out of the guest session?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(authClient.signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem("headache_intake_form")).toBe("x");
  });

  it("offers a guest to save their chats by creating an account", async () => {
    session.user = { id: "g1", email: "temp@guest.invalid", isAnonymous: true };
    const { user } = renderWithProviders(<UserMenu />, { path: "/chat" });
    expect(screen.getByRole("link", { name: /Save your chats/ })).toHaveAttribute("href", "/settings#account");
    await user.click(screen.getByRole("button", { name: /Account menu/ }));
    await user.click(screen.getByRole("menuitem", { name: "Save your chats: create an account" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/settings");
  });
});
