import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useConversationReport } from "../api/get-conversation-report";

type Props = { open: boolean; onClose: () => void; userId: string; conversationId: string };

/**
 * Until the report screen exists (next issue), 'View your report' opens the report's
 * summary here; a report that is not there yet gets a friendly word instead.
 */
export function ReportDialog({ open, onClose, userId, conversationId }: Props) {
  const report = useConversationReport(userId, conversationId, open);
  const titleId = useId();

  let body;
  if (report.isPending) {
    body = (
      <Typography role="status" sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        Loading your report...
      </Typography>
    );
  } else if (!report.data) {
    body = (
      <Typography>
        The report will be ready soon. Please check back in a moment: you can keep chatting in the meantime.
      </Typography>
    );
  } else {
    const questions = report.data.questions_for_doctor ?? [];
    body = (
      <>
        <Typography variant="h3" component="h3" gutterBottom>
          Summary
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line" }}>{report.data.summary}</Typography>
        {questions.length > 0 && (
          <>
            <Typography variant="h3" component="h3" sx={{ mt: 3 }} gutterBottom>
              Questions for your doctor
            </Typography>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {questions.map((q) => (
                <li key={q}>
                  <Typography>{q}</Typography>
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Your report</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
