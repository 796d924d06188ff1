import Assignment from "@mui/icons-material/Assignment";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

/** Shown once the interview has ended (response_type end): the way to the report. */
export function ReportCallout({ onView }: { onView: () => void }) {
  return (
    <Alert
      severity="success"
      icon={<Assignment />}
      sx={{ mt: 2, borderRadius: 2, alignItems: "center", flexWrap: "wrap", "& .MuiAlert-action": { ml: { xs: 0, sm: "auto" }, pl: { xs: 0, sm: 2 } } }}
      action={
        <Button variant="contained" onClick={onView}>
          View your report
        </Button>
      }
    >
      The interview is complete. Your report for your doctor is ready.
    </Alert>
  );
}
