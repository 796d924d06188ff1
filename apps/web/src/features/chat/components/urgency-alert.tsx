import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import type { Urgency } from "@hg/shared/conversation";

/**
 * The assessment's urgency, kept at the top of the conversation. Emergency is an assertive
 * alert with what to do now (CLINICAL.md: emergency department or emergency services now);
 * urgent is a calmer notice (a doctor within 24-48 hours); routine shows nothing.
 */
export function UrgencyAlert({ urgency }: { urgency: Urgency | null }) {
  if (urgency === "emergency") {
    return (
      <Alert
        severity="error"
        variant="filled"
        role="alert"
        sx={{ borderRadius: 2, py: { xs: 0.25, sm: 0.75 }, "& .MuiAlert-message": { width: "100%" } }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>This could be a medical emergency</AlertTitle>
        Call your local emergency number (such as 911 or 112) now, or go to the nearest emergency department. Do not
        drive yourself.
      </Alert>
    );
  }
  if (urgency === "urgent") {
    return (
      <Alert severity="warning" variant="outlined" role="status" sx={{ borderRadius: 2, py: { xs: 0.25, sm: 0.75 }, bgcolor: "background.paper" }}>
        <AlertTitle sx={{ fontWeight: 700 }}>Please see a doctor soon</AlertTitle>
        A doctor should check this within 24 to 48 hours. If it suddenly gets much worse, call emergency services.
      </Alert>
    );
  }
  return null;
}
