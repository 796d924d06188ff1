import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DISCLAIMER } from "@hg/shared/config";
import { env } from "@/config/env";

/** Promise and the disclaimer of spec section 1 (the Beta label is in the top bar, once, on every page). */
export function LandingHero({ disclaimer = DISCLAIMER }: { disclaimer?: string }) {
  return (
    <Box component="header">
      <Typography variant="h1">Make sense of your headaches</Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5, fontSize: "1.0625rem", maxWidth: 560 }}>
        {env.APP_NAME} gives neurologist-informed AI guidance about your headaches and a clear summary to bring to
        your doctor.
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
