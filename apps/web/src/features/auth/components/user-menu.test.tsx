import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { STORAGE_KEYS, writeThemePreference } from "@/lib/storage";
import { renderWithProviders } from "@/testing/test-utils";
import { UserMenu } from "./user-menu";

vi.mock("@/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({ data: { user: { id: "u1", email: "ada@example.com", isAnonymous: false } }, isPending: false }),
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
  },
}));

describe("user menu", () => {
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
});
