import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeConfig, makeProfile } from "@/testing/factories";
import { authClient } from "@/lib/auth-client";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import SettingsRoute, { PROFILE_SAVED } from "./settings";

const session = vi.hoisted(() => ({
  current: {
    user: { id: "u1", email: "ada@example.com", emailVerified: true, isAnonymous: false } as Record<string, unknown>,
    session: { token: "mine" },
  },
}));

vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email" },
  authClient: {
    useSession: () => ({ data: session.current, isPending: false, refetch: vi.fn() }),
    listSessions: vi.fn(async () => ({ data: [], error: null })),
    listAccounts: vi.fn(async () => ({ data: [{ providerId: "credential" }], error: null })),
    sendVerificationEmail: vi.fn(async () => ({ data: { status: true }, error: null })),
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
  },
}));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  session.current = {
    user: { id: "u1", email: "ada@example.com", emailVerified: true, isAnonymous: false },
    session: { token: "mine" },
  };
  fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    if (u === "/api/config") return jsonResponse(makeConfig({ signInMethods: { emailPassword: true, google: true, anonymous: true } }));
    if (u === "/api/user/u1") return jsonResponse(makeProfile({ userId: "u1" }));
    if (u === "/api/user/upsert") return jsonResponse({ user: { ...JSON.parse(String(init?.body)), isAnonymous: false, group: null } });
    return jsonResponse({ detail: "not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

describe("/settings", () => {
  it("has one h1 and a headed region per part for a registered person", async () => {
    renderWithProviders(<SettingsRoute />, { path: "/settings" });
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    for (const name of ["Profile", "Appearance", "Security", "Your data", "Sign out"]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("region", { name: "Create an account to keep your data" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    expect(screen.getByText("Email verified")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Link Google" })).toBeInTheDocument();
    expect(await screen.findByText("Password needs at least 8 characters.")).toBeInTheDocument();
  });

  it("offers 'Resend verification email' for an unverified address, and it sends the link", async () => {
    session.current.user = { ...session.current.user, emailVerified: false };
    const { user } = renderWithProviders(<SettingsRoute />, { path: "/settings" });
    expect(screen.getByText("Email not verified")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(authClient.sendVerificationEmail).toHaveBeenCalledWith({ email: "ada@example.com", callbackURL: "/verify-email" });
    expect(await screen.findByText("Verification email sent successfully!")).toBeInTheDocument();
  });

  it("saves the profile with a clear success notice", async () => {
    const { user } = renderWithProviders(<SettingsRoute />, { path: "/settings" });
    const name = await screen.findByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("Ada");
    await user.clear(name);
    await user.type(name, "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    const upsert = fetchMock.mock.calls.find(([u]) => String(u) === "/api/user/upsert");
    expect(JSON.parse(String(upsert?.[1]?.body))).toMatchObject({ userId: "u1", name: "Ada Lovelace", email: "ada@example.com", gender: "female", dob: "1990-01-01" });
  });

  it("shows a guest the account invitation instead of the security settings", async () => {
    session.current.user = { id: "u1", email: "temp@guest.invalid", emailVerified: false, isAnonymous: true };
    renderWithProviders(<SettingsRoute />, { path: "/settings" });
    expect(screen.getByRole("region", { name: "Create an account to keep your data" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Create account" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Security" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Email", description: /cannot be changed/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole("region", { name: "Your data" })).toBeInTheDocument());
  });

  it("warns a guest before signing out", async () => {
    session.current.user = { id: "u1", email: "temp@guest.invalid", emailVerified: false, isAnonymous: true };
    const { user } = renderWithProviders(<SettingsRoute />, { path: "/settings" });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(screen.getByRole("dialog", { name: "Sign out of the guest session?" })).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Sign out" }).at(-1)!);
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/$/);
  });
});
