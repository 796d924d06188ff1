import ThumbDownOutlined from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { FEEDBACK_REASONS } from "@hg/shared/feedback";
import { useId, useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { useCreateFeedback } from "../api/create-feedback";
import type { FeedbackDialogProps } from "./feedback-dialog";

type Reason = (typeof FEEDBACK_REASONS)[number];

/** The feedback dialog itself (loaded with its first opening: see feedback-dialog.tsx). */
export default function FeedbackDialogContent(props: FeedbackDialogProps) {
  const feedback = useCreateFeedback();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={() => {
        // Cancel is disabled while sending; Escape and the backdrop follow the same rule.
        if (!feedback.isPending) props.onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <FeedbackForm {...props} feedback={feedback} titleId={titleId} />
    </Dialog>
  );
}

function FeedbackForm({
  userId,
  conversationId,
  initialHelpful = null,
  titleId,
  feedback,
  onClose,
}: FeedbackDialogProps & { titleId: string; feedback: ReturnType<typeof useCreateFeedback> }) {
  const [helpful, setHelpful] = useState<boolean | null>(initialHelpful);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [comment, setComment] = useState("");
  const sending = feedback.isPending;
  const questionId = useId();
  const subtextId = useId();
  const reasonsId = useId();

  function toggleReason(reason: Reason, checked: boolean) {
    setReasons((held) => (checked ? [...held, reason] : held.filter((r) => r !== reason)));
  }

  async function submit() {
    if (helpful === null) return;
    if (!userId || !conversationId) {
      notify(MESSAGES.notAuthenticated, "error");
      return;
    }
    const text = comment.trim();
    try {
      await feedback.mutateAsync({
        userId,
        conversationId,
        helpful,
        message: text,
        details: helpful ? null : { comments: text, feedback_boxes: reasons },
      });
    } catch (error) {
      // Spec section 8: the error's message or the generic one; the dialog stays open.
      notify(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong, "error");
      return;
    }
    onClose();
    notify(MESSAGES.feedbackSubmitted, "success");
  }

  return (
    <>
      <DialogTitle id={titleId} component="div" sx={{ pb: 1 }}>
        <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700, lineHeight: 2 }}>
          We Value Your Input
        </Typography>
        <Typography variant="h2" component="h2">
          Share Feedback
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Typography id={questionId} component="h3" variant="h3">
          Was this chat helpful?
        </Typography>
        <Typography id={subtextId} variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Your feedback helps us improve the experience for everyone.
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={helpful === null ? null : helpful ? "yes" : "no"}
          onChange={(_event, value: "yes" | "no" | null) => {
            if (value !== null) setHelpful(value === "yes");
          }}
          aria-labelledby={questionId}
          aria-describedby={subtextId}
          disabled={sending}
          sx={{ flexWrap: "wrap", gap: 1, "& .MuiToggleButton-root": { borderRadius: 2, border: 1, borderColor: "divider" } }}
        >
          <ToggleButton value="yes" color="primary">
            <ThumbUpOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
            Yes, it helped
          </ToggleButton>
          <ToggleButton value="no" color="primary">
            <ThumbDownOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
            Not quite
          </ToggleButton>
        </ToggleButtonGroup>

        {helpful === false && (
          <fieldset style={{ border: 0, padding: 0, margin: "20px 0 0" }} aria-describedby={reasonsId}>
            <Typography component="legend" variant="h3" id={reasonsId} sx={{ mb: 0.5 }}>
              What could be better?
            </Typography>
            <FormGroup>
              {FEEDBACK_REASONS.map((reason) => (
                <FormControlLabel
                  key={reason}
                  label={reason}
                  disabled={sending}
                  control={<Checkbox checked={reasons.includes(reason)} onChange={(e) => toggleReason(reason, e.target.checked)} />}
                />
              ))}
            </FormGroup>
          </fieldset>
        )}

        <TextField
          label="Additional comments"
          placeholder="Let us know what worked well or how we can improve"
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          sx={{ mt: 3 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={helpful === null || sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-label="Sending feedback" /> : undefined}
        >
          Submit
        </Button>
      </DialogActions>
    </>
  );
}
