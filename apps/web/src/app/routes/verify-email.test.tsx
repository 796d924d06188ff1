import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import VerifyEmailRoute from "./verify-email";

const session = vi.hoisted(() => ({ data: null as unknown }));
vi.mock("@/lib/auth-client", () => ({
  authClient: { useSession: () => ({ data: session.data, isPending: false, refetch: vi.fn() }) },
}));

describe("/verify-email", () => {
  beforeEach(() => {
    session.data = null;
  });

  it("does not claim the address is verified when the page is opened without a link", () => {
    renderWithProviders(<VerifyEmailRoute />, { path: "/verify-email" });
    expect(screen.queryByText(/verified/i, { selector: "h1" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Open the link from your email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to log in" })).toBeInTheDocument();
  });

  it("says the address is verified once the link signed a verified account in, and offers to continue", () => {
    session.data = { user: { id: "u1", email: "a@b.c", emailVerified: true, isAnonymous: false } };
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
