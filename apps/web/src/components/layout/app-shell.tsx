import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { AlertBanner, useAlertBannerHeight } from "../feedback-ui/alert-banner";
import { NotificationsSnackbar } from "../feedback-ui/notifications";
import { TopBar } from "./top-bar";

/** Page frame: alert banner, top bar, the page (as `main`), the snackbar. */
export function AppShell({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const bannerHeight = useAlertBannerHeight();
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          p: 1,
          bgcolor: "background.paper",
          color: "primary.main",
          borderRadius: 1,
          "&:focus": { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <AlertBanner />
      <TopBar actions={actions} offsetTop={bannerHeight} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, position: "relative", outline: "none" }}>
        {children}
      </Box>
      <NotificationsSnackbar />
    </Box>
  );
}
