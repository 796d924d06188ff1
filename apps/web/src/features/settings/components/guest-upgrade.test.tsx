import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { GUEST_UPGRADE_TITLE, GuestUpgrade } from "./guest-upgrade";

function FakeSignup({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  return (
    <button type="button" onClick={() => onSignedUp("new@example.com")}>
      Create account
    </button>
  );
}

describe("guest upgrade", () => {
  it("invites the guest to create an account, then shows the check-your-inbox state", async () => {
    const { user } = renderWithProviders(<GuestUpgrade renderSignupForm={(done) => <FakeSignup onSignedUp={done} />} onResend={vi.fn()} resending={false} />);
    expect(screen.getByRole("region", { name: GUEST_UPGRADE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const heading = screen.getByRole("heading", { name: "Check your inbox" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("new@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("resends the link to the new address, and can start over", async () => {
    const onResend = vi.fn();
    const { user } = renderWithProviders(<GuestUpgrade renderSignupForm={(done) => <FakeSignup onSignedUp={done} />} onResend={onResend} resending={false} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(onResend).toHaveBeenCalledWith("new@example.com");
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByRole("button", { name: "Create account" })).toBeInTheDocument();
  });
});
