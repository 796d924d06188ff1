import { ConfirmationDialog } from "./confirmation-dialog";

type Props = { open: boolean; onSignOut: () => Promise<void>; onClose: () => void };

/**
 * The one warning before a guest signs out (Settings and the account menu): a guest cannot come
 * back to their data, so the choice is confirmed and cannot be dismissed by a stray click.
 */
export function GuestSignOutDialog({ open, onSignOut, onClose }: Props) {
  return (
    <ConfirmationDialog
      open={open}
      blocking
      title="Sign out of the guest session?"
      message="Guest data cannot be reached again after signing out: your conversations and intake answers stay behind and are removed after 30 days. Create an account first to keep them: it takes a minute, and everything stays."
      yesLabel="Sign out"
      noLabel="Cancel"
      onYes={onSignOut}
      onClose={onClose}
    />
  );
}
