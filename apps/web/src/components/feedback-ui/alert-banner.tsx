import Box from "@mui/material/Box";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { env } from "@/config/env";

// Spec section 2: fixed at the top, 40 px high when visible, close button, fixed text,
// height transition 0.3 s. Visibility is a small store so the conversation screen can
// subtract the banner height from its own.
export const ALERT_BANNER_HEIGHT_PX = 40;
const TRANSITION = "height 0.3s ease";

let visible = env.SHOW_ALERT_BANNER;
// Once shown, the text stays mounted, so it is still there while the banner slides shut.
let everVisible = visible;
const listeners = new Set<() => void>();

export function setAlertBannerVisible(next: boolean): void {
  visible = next;
  everVisible ||= next;
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

// The text and close button load only when the banner shows (it is off unless an operator turns it
// on): most visits never need them, and the banner's space is held meanwhile, so nothing moves.
const AlertBannerContent = lazy(() => import("./alert-banner-content"));

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
        {everVisible && (
          <Suspense fallback={null}>
            <AlertBannerContent visible={isVisible} onClose={() => setAlertBannerVisible(false)} />
          </Suspense>
        )}
      </Box>
      {/* Holds the banner's space in the flow so content slides instead of jumping. */}
      <Box aria-hidden sx={{ height, transition: TRANSITION, flexShrink: 0 }} />
    </>
  );
}
