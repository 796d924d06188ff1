import Alert, { type AlertColor } from "@mui/material/Alert";
import Slide, { type SlideProps } from "@mui/material/Slide";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { useSyncExternalStore } from "react";

// Snackbar state of spec section 4: shown with message and severity, or hidden (which clears
// the message). A tiny external store so code outside React (mutation callbacks) can notify too.
export type Notification = { message: string; severity: AlertColor; key: number };

let current: Notification | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the snackbar (replacing any shown one). */
export function notify(message: string, severity: AlertColor = "info"): void {
  current = { message, severity, key: nextKey++ };
  emit();
}

/** Hides the snackbar and clears its message. */
export function hideNotification(): void {
  current = null;
  emit();
}

export function useNotification(): Notification | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export const SNACKBAR_AUTO_HIDE_MS = 4000;

function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

/** Bottom-centre snackbar: slides up, outlined severity-styled alert, close action, hides after 4 s. */
export function NotificationsSnackbar() {
  const notification = useNotification();
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message the person may still be reading.
    if (reason === "clickaway") return;
    hideNotification();
  };
  return (
    <Snackbar
      key={notification?.key}
      open={notification !== null}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      slots={{ transition: SlideUp }}
      // A screen with an input at the bottom (the chat) sets --hg-snackbar-offset so the snackbar sits above it.
      sx={{ maxWidth: "min(520px, 90vw)", width: "100%", bottom: { xs: "calc(8px + var(--hg-snackbar-offset, 0px))", sm: "calc(24px + var(--hg-snackbar-offset, 0px))" } }}
    >
      <Alert
        variant="outlined"
        severity={notification?.severity ?? "info"}
        onClose={() => hideNotification()}
        sx={{ width: "100%", bgcolor: "background.paper", boxShadow: 3 }}
      >
        {notification?.message}
      </Alert>
    </Snackbar>
  );
}
