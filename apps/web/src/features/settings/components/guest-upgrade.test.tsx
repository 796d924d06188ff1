import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { renderWithProviders } from "@/testing/test-utils";
import { GUEST_UPGRADE_TITLE, GuestUpgrade } from "./guest-upgrade";

vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email" },
  authClient: { sendVerificationEmail: vi.fn(async () => ({ data: { status: true }, error: null })) },
}));

function FakeSignup({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  return (
    <button type="button" onClick={() => onSignedUp("new@example.com")}>
      Create account
    </button>
  );
}

describe("guest upgrade", () => {
  it("invites the guest to create an account, then shows the check-your-inbox state", async () => {
    const { user } = renderWithProviders(<GuestUpgrade renderSignupForm={(done) => <FakeSignup onSignedUp={done} />} />);
    expect(screen.getByRole("region", { name: GUEST_UPGRADE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const heading = screen.getByRole("heading", { name: "Check your inbox" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("new@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("resends the link without the guest's cookie, and can start over", async () => {
    const { user } = renderWithProviders(<GuestUpgrade renderSignupForm={(done) => <FakeSignup onSignedUp={done} />} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    await waitFor(() =>
      expect(authClient.sendVerificationEmail).toHaveBeenCalledWith(
        { email: "new@example.com", callbackURL: "/verify-email" },
        { credentials: "omit" },
      ),
    );
    expect(await screen.findByText("Verification email sent successfully!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByRole("button", { name: "Create account" })).toBeInTheDocument();
  });
});
