import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { env } from "@/config/env";
import { paths } from "@/config/paths";

export const TOP_BAR_HEIGHT_PX = 80;

/**
 * The 80 px top bar: product name with its Beta label, then the actions the app passes in. It is part
 * of every first paint, so it is built from Box alone: a `header` (the page's banner landmark) styled
 * like MUI's flat AppBar and Toolbar, a router link and a span styled like a small outlined Chip.
 * AppBar, Toolbar, Chip and Link would add about 6 KB gzip to the entry.
 */
export function TopBar({ actions, offsetTop = 0 }: { actions?: ReactNode; offsetTop?: number }) {
  return (
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: offsetTop,
        zIndex: (t) => t.zIndex.appBar,
        flexShrink: 0,
        transition: "top 0.3s ease",
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      {/* At 320 px the name, the Beta label and two icon buttons must fit whole: narrower gutters and gaps there. */}
      <Box sx={{ display: "flex", alignItems: "center", height: TOP_BAR_HEIGHT_PX, gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to={paths.home.getHref()}
          sx={{
            color: "text.primary",
            textDecoration: "none",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
            fontWeight: 700,
            fontSize: { xs: "1rem", sm: "1.25rem" },
            letterSpacing: "-0.01em",
            borderRadius: 1,
            minWidth: 0,
            flexShrink: 0,
            pl: { xs: 0.5, sm: 0 },
          }}
        >
          {env.APP_NAME}
        </Box>
        <Box
          component="span"
          sx={{
            flexShrink: 0,
            display: "inline-flex",
            alignItems: "center",
            height: 24,
            px: { xs: 0.75, sm: 1 },
            border: 1,
            borderColor: (t) => alpha(t.palette.secondary.main, 0.7),
            borderRadius: 4,
            color: "secondary.main",
            fontSize: "0.8125rem",
            fontWeight: 700,
            lineHeight: 1.5,
            whiteSpace: "nowrap",
          }}
        >
          Beta
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Box>
    </Box>
  );
}
