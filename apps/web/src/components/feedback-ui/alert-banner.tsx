import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useSyncExternalStore } from "react";
import { env } from "@/config/env";

// Spec section 2: fixed at the top, 40 px high when visible, close button, fixed text,
// height transition 0.3 s. Visibility is a small store so the conversation screen can
// subtract the banner height from its own.
export const ALERT_BANNER_HEIGHT_PX = 40;
const TRANSITION = "height 0.3s ease";

let visible = env.SHOW_ALERT_BANNER;
const listeners = new Set<() => void>();

export function setAlertBannerVisible(next: boolean): void {
  visible = next;
  for (const listener of listeners) listener();
}

export function useAlertBannerVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => visible,
  );
}

/** Current banner height in px (0 when hidden), for layouts that size themselves to the viewport. */
export function useAlertBannerHeight(): number {
  return useAlertBannerVisible() ? ALERT_BANNER_HEIGHT_PX : 0;
}

export function AlertBanner() {
  const isVisible = useAlertBannerVisible();
  const height = isVisible ? ALERT_BANNER_HEIGHT_PX : 0;
  return (
    <>
      <Box
        role="region"
        aria-label="Announcement"
        aria-hidden={!isVisible}
        sx={{
          position: "fixed",
          top: 0,
          left: 0,
          right: 0,
          zIndex: (t) => t.zIndex.appBar + 1,
          height,
          overflow: "hidden",
          transition: TRANSITION,
          bgcolor: "secondary.main",
          color: "secondary.contrastText",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          px: 6,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {MESSAGES.alertBanner}
        </Typography>
        {isVisible && (
          <IconButton
            aria-label="Close announcement"
            size="small"
            onClick={() => setAlertBannerVisible(false)}
            sx={{ position: "absolute", right: 8, color: "inherit" }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {/* Holds the banner's space in the flow so content slides instead of jumping. */}
      <Box aria-hidden sx={{ height, transition: TRANSITION, flexShrink: 0 }} />
    </>
  );
}
