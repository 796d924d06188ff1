import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/auth-client";
import { makeConfig } from "@/testing/factories";
import { jsonResponse, renderWithProviders } from "@/testing/test-utils";
import { ChangePasswordForm, PASSWORD_CHANGED } from "./change-password-form";

vi.mock("@/lib/auth-client", () => ({ authClient: { changePassword: vi.fn() } }));
const changePassword = vi.mocked(authClient.changePassword);

let config = makeConfig(); // at least 8 characters
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  changePassword.mockReset();
  config = makeConfig();
  fetchMock = vi.fn(async (url: RequestInfo | URL) => (String(url) === "/api/config" ? jsonResponse(config) : jsonResponse({ detail: "unexpected" }, 404)));
  vi.stubGlobal("fetch", fetchMock);
});

async function fill(user: ReturnType<typeof renderWithProviders>["user"], current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("change password form", () => {
  it("shows the policy and strength under the new password and checks the policy before sending", async () => {
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await screen.findByText("Password needs at least 8 characters.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(/at least 8 characters/);
    await user.type(screen.getByLabelText("New password"), "Calm-river-42!");
    expect(screen.getByText("Strong password!")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New password"));
    await fill(user, "Old-pass-1", "short");
    expect(await screen.findByText("Password needs at least 8 characters.", { selector: ".MuiFormHelperText-root" })).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("refuses a confirmation that does not match", async () => {
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, "Old-pass-1", "New-pass-22", "New-pass-23");
    expect(await screen.findByText("Passwords do not match!")).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("changes the password, signing out other devices by default, and says so", async () => {
    changePassword.mockResolvedValue({ data: { token: "t" }, error: null } as never);
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordForm onChanged={onChanged} />);
    await fill(user, "Old-pass-1", "New-pass-22");
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({ currentPassword: "Old-pass-1", newPassword: "New-pass-22", revokeOtherSessions: true }),
    );
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("puts a wrong current password on that field", async () => {
    changePassword.mockResolvedValue({ data: null, error: { status: 400, code: "INVALID_PASSWORD", message: "Invalid password" } } as never);
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await user.click(screen.getByRole("checkbox", { name: "Sign out of my other devices" }));
    await fill(user, "Wrong-pass-1", "New-pass-22");
    expect(await screen.findByText("That is not your current password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    expect(changePassword).toHaveBeenCalledWith(expect.objectContaining({ revokeOtherSessions: false }));
  });

  it("refreshes the policy when the server refuses the new password, and says what it lacks", async () => {
    changePassword.mockResolvedValue({ data: null, error: { status: 400, code: "PASSWORD_TOO_SHORT", message: "Password too short" } } as never);
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await screen.findByText("Password needs at least 8 characters.");
    config = makeConfig({ passwordPolicy: { ...makeConfig().passwordPolicy, minLength: 12 } });
    await fill(user, "Old-pass-1", "New-pass-22");
    expect(await screen.findByText("Password needs at least 12 characters.", { selector: ".MuiFormHelperText-root" })).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveFocus();
  });

  it("shows any other failure as an alert", async () => {
    changePassword.mockResolvedValue({ data: null, error: { status: 429, message: "slow down" } } as never);
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await fill(user, "Old-pass-1", "New-pass-22");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts");
  });
});
