import Call from "@mui/icons-material/Call";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { whatToDoNow, type Urgency } from "@hg/shared/clinical-vocabulary";
import { emergencyNumbersFor } from "@hg/shared/emergency-numbers";
import { useState } from "react";

/**
 * The assessment's urgency, kept at the top of the conversation, in the words the assistant's
 * reply uses (the shared vocabulary's lines), so both name the same numbers: the server reads the
 * region from the same browser's Accept-Language. Emergency is an assertive alert with a tap-to-call
 * link for the number of the browser's region; urgent is a
 * calmer notice; routine shows nothing.
 */
export function UrgencyAlert({ urgency }: { urgency: Urgency | null }) {
  const [numbers] = useState(() => emergencyNumbersFor(navigator.languages ?? [navigator.language]));
  if (urgency === "emergency") {
    return (
      <Alert
        severity="error"
        variant="filled"
        role="alert"
        sx={{
          borderRadius: 2,
          // MUI darkens a filled alert in dark mode, which leaves its dark text at 4.3:1 (below AA); on the
          // palette's own error colour the text is 5.6:1 (light) and 7.9:1 (dark).
          bgcolor: "error.main",
          // On a phone the banner sits above the conversation: no icon (the red, the bold title and the
          // call button already say it) and tighter spacing, so the messages keep the screen.
          px: { xs: 1.5, sm: 2 },
          py: { xs: 0.25, sm: 0.75 },
          "& .MuiAlert-message": { width: "100%", py: { xs: 0.75, sm: 1 } },
          // Where shown, the icon's box is the title row's height (the call button's), so it sits level with the title.
          "& .MuiAlert-icon": { display: { xs: "none", sm: "flex" }, alignItems: "center", height: 44, py: 0, mt: 1 },
        }}
      >
        {/* The title and the call button share a line where both fit; the button wraps below it where not. */}
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1.5, rowGap: 0.75 }}>
          <AlertTitle sx={{ flex: "1 1 9rem", m: 0, fontWeight: 700, fontSize: { xs: "0.9375rem", sm: "1rem" }, lineHeight: 1.3 }}>
            This could be a medical emergency
          </AlertTitle>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {numbers.map((number) => (
              <Button
                key={number}
                href={`tel:${number}`}
                // The alert's own text colour on its own background: the same contrast as the words, in both themes.
                variant="outlined"
                color="inherit"
                size="small"
                startIcon={<Call />}
                sx={{
                  // A comfortable tap target (WCAG 2.5.8 asks for 24 px; 44 px is the platforms' own minimum).
                  minHeight: 44,
                  minWidth: 44,
                  px: 1.5,
                  // On a phone the words alone ("Call 999") leave the title room for two lines, and fit three numbers on one row.
                  "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } },
                  fontWeight: 700,
                  whiteSpace: "nowrap",
                  borderWidth: 2,
                  "&:hover": { borderWidth: 2 },
                  // The theme's primary focus ring hardly shows on red; the alert's text colour does.
                  "&.Mui-focusVisible, &:focus-visible": { outlineColor: "currentColor" },
                }}
              >
                {`Call ${number}`}
              </Button>
            ))}
          </Box>
        </Box>
        <Box component="p" sx={{ m: 0, mt: { xs: 0.5, sm: 0.75 }, lineHeight: 1.45 }}>
          {whatToDoNow("emergency", numbers)}
        </Box>
      </Alert>
    );
  }
  if (urgency === "urgent") {
    return (
      <Alert severity="warning" variant="outlined" role="status" sx={{ borderRadius: 2, py: { xs: 0.25, sm: 0.75 }, bgcolor: "background.paper" }}>
        <AlertTitle sx={{ fontWeight: 700 }}>Please see a doctor soon</AlertTitle>
        {whatToDoNow("urgent")}
      </Alert>
    );
  }
  return null;
}
