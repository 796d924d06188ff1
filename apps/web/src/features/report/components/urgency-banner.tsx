import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import { unfinishedNote, urgencyTitle, whatToDoNow, type Report } from "@hg/shared";

const SEVERITY = { emergency: "error", urgent: "warning", routine: "success" } as const;

/** The first thing on the report: how urgent, what to do now when it is, and whether the interview was finished. */
export function UrgencyBanner({ report }: { report: Report }) {
  const action = whatToDoNow(report.urgency);
  const unfinished = unfinishedNote(report);
  const routine = report.urgency === "routine";
  return (
    <Alert severity={routine && unfinished !== null ? "info" : SEVERITY[report.urgency]} variant={routine ? "outlined" : "filled"} role={routine ? undefined : "alert"} sx={{ mt: 3 }}>
      <AlertTitle sx={{ fontWeight: 700, mb: action || unfinished ? 0.5 : 0 }}>{urgencyTitle(report)}</AlertTitle>
      {action && <Typography sx={{ fontWeight: 600 }}>What to do now: {action}</Typography>}
      {unfinished && <Typography variant="body2">{unfinished}</Typography>}
    </Alert>
  );
}
