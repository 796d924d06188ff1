import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import { URGENCY_TITLE, whatToDoNow, type Urgency } from "@hg/shared";

const SEVERITY = { emergency: "error", urgent: "warning", routine: "success" } as const;

/** The first thing on the report: how urgent, and what to do now when it is. */
export function UrgencyBanner({ urgency }: { urgency: Urgency }) {
  const action = whatToDoNow(urgency);
  return (
    <Alert severity={SEVERITY[urgency]} variant={urgency === "routine" ? "outlined" : "filled"} role={urgency === "routine" ? undefined : "alert"} sx={{ mt: 3 }}>
      <AlertTitle sx={{ fontWeight: 700, mb: action ? 0.5 : 0 }}>{URGENCY_TITLE[urgency]}</AlertTitle>
      {action && (
        <Typography sx={{ fontWeight: 600 }}>
          What to do now: {action}
        </Typography>
      )}
    </Alert>
  );
}
