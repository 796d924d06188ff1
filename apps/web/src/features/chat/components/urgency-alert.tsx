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
        sx={{ borderRadius: 2, py: { xs: 0.25, sm: 0.75 }, "& .MuiAlert-message": { width: "100%" } }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>This could be a medical emergency</AlertTitle>
        {whatToDoNow("emergency", numbers)}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
          {numbers.map((number) => (
            <Button
              key={number}
              href={`tel:${number}`}
              // The alert's own text colour on its own background: the same contrast as the words above, in both themes.
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<Call />}
              sx={{ fontWeight: 700, borderWidth: 2, "&:hover": { borderWidth: 2 } }}
            >
              {`Call ${number}`}
            </Button>
          ))}
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
