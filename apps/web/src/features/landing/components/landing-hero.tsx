import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DISCLAIMER } from "@hg/shared/config";
import { env } from "@/config/env";
import { LANDING_HEADING, landingPromise } from "../landing-text";

/**
 * Promise and the disclaimer of spec section 1 (the Beta label is in the top bar, once, on every page).
 * index.html carries a static copy of it for the first paint (build/landing-shell.ts): a change of
 * layout or style here goes there too.
 */
export function LandingHero({ disclaimer = DISCLAIMER }: { disclaimer?: string }) {
  return (
    <Box component="header">
      <Typography variant="h1">{LANDING_HEADING}</Typography>
      {/* MUI 9's Typography names text colours `textSecondary`: "text.secondary" no longer applies. */}
      <Typography variant="body1" color="textSecondary" sx={{ mt: 1.5, fontSize: "1.0625rem", maxWidth: 560 }}>
        {landingPromise(env.APP_NAME)}
      </Typography>
      <Box
        role="note"
        aria-label="Disclaimer"
        sx={{
          mt: 3,
          display: "flex",
          gap: 1.5,
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
          maxWidth: 560,
        }}
      >
        <InfoOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">{disclaimer}</Typography>
      </Box>
    </Box>
  );
}
