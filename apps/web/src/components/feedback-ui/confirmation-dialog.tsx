import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { MESSAGES } from "@hg/shared/messages";
import { useId, useState, type ReactNode } from "react";
import { notify } from "./notifications";

export type ConfirmationDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  onYes?: () => unknown;
  onNo?: () => unknown;
  /** Called whenever the dialog should close (after a successful Yes/No, or a dismissal). */
  onClose: () => void;
  /** When true, a backdrop click or Escape does not close the dialog. */
  blocking?: boolean;
};

/**
 * Spec section 4: pressing Yes or No shows a spinner on that button and disables both; on
 * success the dialog closes; a thrown error opens an error toast and re-enables the buttons.
 * No without a handler just closes.
 */
export function ConfirmationDialog({
  open,
  title,
  message,
  yesLabel = "Yes",
  noLabel = "No",
  onYes,
  onNo,
  onClose,
  blocking = false,
}: ConfirmationDialogProps) {
  const [busy, setBusy] = useState<"yes" | "no" | null>(null);
  const titleId = useId();
  const messageId = useId();

  async function run(which: "yes" | "no", handler?: () => unknown) {
    if (!handler) {
      onClose();
      return;
    }
    setBusy(which);
    try {
      await handler();
      setBusy(null);
      onClose();
    } catch (error) {
      setBusy(null);
      notify(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong, "error");
    }
  }

  const spinner = <CircularProgress size={18} color="inherit" aria-label="Working" />;

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (busy) return;
        if (blocking && (reason === "backdropClick" || reason === "escapeKeyDown")) return;
        onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void run("no", onNo)} disabled={busy !== null} startIcon={busy === "no" ? spinner : undefined}>
          {noLabel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void run("yes", onYes)}
          disabled={busy !== null}
          startIcon={busy === "yes" ? spinner : undefined}
        >
          {yesLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
