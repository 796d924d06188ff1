import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { makeConfig } from "@/testing/factories";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { AuthCard } from "./auth-card";
import { ResetPasswordForm } from "./reset-password-form";

vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email", resetPassword: "/reset-password", googleSuccess: "/", googleNewUser: "/user-details", googleError: "/" },
  authClient: {
    useSession: () => ({ data: null, isPending: false, refetch: vi.fn() }),
    signIn: { email: vi.fn(), anonymous: vi.fn(), social: vi.fn() },
    signUp: { email: vi.fn() },
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
  },
}));

const requestReset = vi.mocked(authClient.requestPasswordReset);
const resetPassword = vi.mocked(authClient.resetPassword);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: RequestInfo | URL) => (String(url) === "/api/config" ? jsonResponse(makeConfig()) : jsonResponse({ detail: "unexpected" }, 404))),
  );
});

describe("forgot password", () => {
  it("asks for a link with the typed email and answers the same whether or not an account exists", async () => {
    requestReset.mockResolvedValue({ data: { status: true }, error: null } as never);
    const { user } = renderWithProviders(<AuthCard />);
    await user.type(screen.getByLabelText("Email"), "Pat@Example.com");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(requestReset).toHaveBeenCalledWith({ email: "pat@example.com", redirectTo: "/reset-password" });
    expect(await screen.findByRole("status")).toHaveTextContent("If an account exists for pat@example.com");
    await user.click(screen.getByRole("button", { name: "Back to log in" }));
    expect(screen.getByRole("form", { name: "Log in" })).toBeInTheDocument();
  });
});

describe("reset password form", () => {
  it("shows the policy and strength bar, then sets the new password", async () => {
    resetPassword.mockResolvedValue({ data: { status: true }, error: null } as never);
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ResetPasswordForm token="tok" onDone={onDone} onInvalidLink={vi.fn()} />);
    expect(await screen.findByText(/Password needs at least 8 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "Calm-river-42!");
    expect(screen.getByText("Strong password!")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Confirm new password"), "Calm-river-42!");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: "Calm-river-42!", token: "tok" });
    expect(onDone).toHaveBeenCalled();
  });

  it("reports a used or expired link", async () => {
    resetPassword.mockResolvedValue({ data: null, error: { status: 400, code: "INVALID_TOKEN" } } as never);
    const onInvalidLink = vi.fn();
    const { user } = renderWithProviders(<ResetPasswordForm token="old" onDone={vi.fn()} onInvalidLink={onInvalidLink} />);
    await user.type(screen.getByLabelText("New password"), "Calm-river-42!");
    await user.type(screen.getByLabelText("Confirm new password"), "Calm-river-42!");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(onInvalidLink).toHaveBeenCalled();
  });
});
