import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import VerifyEmailRoute from "./verify-email";

vi.mock("@/lib/auth-client", () => ({
  authClient: { useSession: () => ({ data: null, isPending: false, refetch: vi.fn() }) },
}));

describe("/verify-email", () => {
  it("says the address is verified and offers to continue", () => {
    renderWithProviders(<VerifyEmailRoute />, { path: "/verify-email" });
    expect(screen.getByRole("heading", { name: "Your email address is verified" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("says the link was invalid or expired when ?error= is present", async () => {
    const { user } = renderWithProviders(<VerifyEmailRoute />, { path: "/verify-email", url: "/verify-email?error=TOKEN_EXPIRED" });
    expect(screen.getByRole("heading", { name: "This link has expired or is invalid" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to log in" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });
});
