import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { env } from "@/config/env";
import { paths } from "@/config/paths";

export const TOP_BAR_HEIGHT_PX = 80;

/** The 80 px top bar: product name with its Beta label, then the actions the app passes in. */
export function TopBar({ actions, offsetTop = 0 }: { actions?: ReactNode; offsetTop?: number }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ top: offsetTop, transition: "top 0.3s ease", borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}
    >
      {/* At 320 px the name, the Beta label and two icon buttons must fit whole: narrower gutters and gaps there. */}
      <Toolbar sx={{ height: TOP_BAR_HEIGHT_PX, gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          underline="none"
          color="text.primary"
          noWrap
          sx={{ fontWeight: 700, fontSize: { xs: "1rem", sm: "1.25rem" }, letterSpacing: "-0.01em", borderRadius: 1, minWidth: 0, flexShrink: 0, pl: { xs: 0.5, sm: 0 } }}
        >
          {env.APP_NAME}
        </Link>
        <Chip label="Beta" size="small" color="secondary" variant="outlined" sx={{ fontWeight: 700, flexShrink: 0, "& .MuiChip-label": { px: { xs: 0.75, sm: 1 } } }} />
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Toolbar>
    </AppBar>
  );
}
