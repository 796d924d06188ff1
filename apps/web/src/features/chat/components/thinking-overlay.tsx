import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";

export const THINKING_STEP_MS = 3600;
export const THINKING_STEPS = [
  "Listening to what you shared",
  "Spotting symptom patterns",
  "Preparing initial questions",
] as const;

type StepState = "In progress" | "Completed" | "Waiting";

function stepState(index: number, active: number): StepState {
  if (index < active) return "Completed";
  return index === active ? "In progress" : "Waiting";
}

type Props = {
  open: boolean;
  /** Gives up waiting (the Cancel button and Escape). */
  onCancel: () => void;
  /** The device is offline: the message goes out when the connection is back. */
  waitingForConnection?: boolean;
  /** The first reply's text as it streams in. */
  preview?: string;
};

/**
 * Spec section 2 "Chat home": the full-screen overlay while the first reply is prepared.
 * Each step takes 3600 ms; the last stays in progress until the reply arrives and the
 * parent closes the overlay. It never traps the person: Cancel (or Escape) closes it.
 */
export function ThinkingOverlay({ open, onCancel, waitingForConnection = false, preview = "" }: Props) {
  const titleId = useId();
  return (
    // Backdrop clicks do not dismiss it (a stray tap would lose the wait); Escape and Cancel do.
    // The content remounts per opening, so the steps always start from the first.
    <Dialog open={open} fullScreen aria-labelledby={titleId} onClose={(_event, reason) => reason === "escapeKeyDown" && onCancel()}>
      {open && <ThinkingSteps titleId={titleId} onCancel={onCancel} waitingForConnection={waitingForConnection} preview={preview} />}
    </Dialog>
  );
}

function ThinkingSteps({ titleId, onCancel, waitingForConnection, preview }: { titleId: string; onCancel: () => void; waitingForConnection: boolean; preview: string }) {
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (active >= THINKING_STEPS.length - 1) return;
    const timer = setTimeout(() => setActive((n) => n + 1), THINKING_STEP_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <Box sx={{ minHeight: "100%", display: "grid", placeItems: "center", p: 3, bgcolor: "background.default" }}>
      <Box sx={{ width: "100%", maxWidth: 440 }}>
        <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
          <CircularProgress aria-hidden size={48} />
        </Box>
        <Typography id={titleId} variant="h2" component="h1" align="center" gutterBottom>
          Preparing your first reply
        </Typography>
        <Typography role="status" align="center" color="textSecondary" sx={{ mb: 3 }}>
          {waitingForConnection
            ? "You are offline. Your message will be sent when the connection is back."
            : `Step ${active + 1} of ${THINKING_STEPS.length}: ${THINKING_STEPS[active] ?? ""}`}
        </Typography>
        <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
          {THINKING_STEPS.map((label, index) => {
            const state = stepState(index, active);
            return (
              <Box
                component="li"
                key={label}
                aria-current={state === "In progress" ? "step" : undefined}
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: state === "In progress" ? "primary.main" : "divider",
                  bgcolor: "background.paper",
                }}
              >
                {state === "Completed" ? (
                  <CheckCircle color="success" aria-hidden />
                ) : state === "In progress" ? (
                  <CircularProgress size={22} aria-hidden />
                ) : (
                  <RadioButtonUnchecked color="disabled" aria-hidden />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="caption" color="textSecondary" component="p">
                    {`Step ${index + 1} of ${THINKING_STEPS.length}`}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                </Box>
                <Typography variant="body2" color={state === "Waiting" ? "textSecondary" : "textPrimary"} sx={{ flexShrink: 0 }}>
                  {state}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {preview && (
          <Typography color="textSecondary" sx={{ mt: 3, p: 1.5, borderRadius: 2, bgcolor: "bot", whiteSpace: "pre-wrap", maxHeight: 160, overflow: "hidden" }}>
            {preview}
          </Typography>
        )}
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
