import Alert from "@mui/material/Alert";
import Slide, { type SlideProps } from "@mui/material/Slide";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { hideNotification, SNACKBAR_AUTO_HIDE_MS, type Notification } from "./notifications";

function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

/** Bottom-centre snackbar: slides up, outlined severity-styled alert, close action, hides after 4 s. */
export default function NotificationSnackbar({ notification }: { notification: Notification | null }) {
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
