import { MESSAGES } from "@hg/shared/errors";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { renderWithProviders } from "@/testing/test-utils";
import { useResendVerification } from "./use-resend-verification";

vi.mock("@/lib/auth-client", () => ({
  AUTH_CALLBACKS: { verifyEmail: "/verify-email" },
  authClient: { sendVerificationEmail: vi.fn() },
}));
const send = vi.mocked(authClient.sendVerificationEmail);

function Resend({ withoutSession }: { withoutSession?: boolean }) {
  const { resend, sending } = useResendVerification();
  return (
    <button type="button" disabled={sending} onClick={() => void resend("new@example.com", { withoutSession })}>
      Resend
    </button>
  );
}

beforeEach(() => send.mockReset());

describe("resend verification email", () => {
  it("sends the link with the session and says it was sent", async () => {
    send.mockResolvedValue({ data: { status: true }, error: null } as never);
    const { user } = renderWithProviders(<Resend />);
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(send).toHaveBeenCalledWith({ email: "new@example.com", callbackURL: "/verify-email" });
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
  });

  it("leaves the cookie out for a guest's new address", async () => {
    send.mockResolvedValue({ data: { status: true }, error: null } as never);
    const { user } = renderWithProviders(<Resend withoutSession />);
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(send).toHaveBeenCalledWith({ email: "new@example.com", callbackURL: "/verify-email" }, { credentials: "omit" });
  });

  it("says when sending failed, whether refused or unreachable", async () => {
    send.mockResolvedValueOnce({ data: null, error: { status: 500 } } as never).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { user } = renderWithProviders(<Resend />);
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
