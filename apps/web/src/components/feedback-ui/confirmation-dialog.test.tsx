import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmationDialog } from "./confirmation-dialog";
import { NotificationsSnackbar } from "./notifications";

function renderDialog(props: Partial<Parameters<typeof ConfirmationDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <>
      <ConfirmationDialog open title="Delete all chats?" message="This cannot be undone." onClose={onClose} {...props} />
      <NotificationsSnackbar />
    </>,
  );
  return { onClose, user: userEvent.setup() };
}

describe("confirmation dialog", () => {
  it("uses Yes and No by default", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Delete all chats?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "No" })).toBeInTheDocument();
  });

  it("disables both buttons while Yes runs, then closes", async () => {
    let finish!: () => void;
    const onYes = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { onClose, user } = renderDialog({ onYes, yesLabel: "Delete" });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("button", { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "No" })).toBeDisabled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows an error toast and re-enables the buttons when the action throws", async () => {
    const { onClose, user } = renderDialog({ onYes: () => Promise.reject(new Error("Server said no")) });
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Server said no")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes" })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("just closes on No without a handler", async () => {
    const { onClose, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("ignores Escape when blocking", async () => {
    const { onClose, user } = renderDialog({ blocking: true });
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
  });
});
