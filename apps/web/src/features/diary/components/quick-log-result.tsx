import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import CloudOffOutlined from "@mui/icons-material/CloudOffOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { OutboxStatus } from "../hooks/use-diary-outbox";

export type ResultStatus = OutboxStatus | "saved";

type Props = {
  status: ResultStatus;
  /** What was logged, in words ("Severe headache, started 14:30, Ibuprofen"). */
  what: string;
  detail?: string;
  onAddDetails?: () => void;
  onRetry: () => void;
  onDone: () => void;
};

/** What the save says, in the words the live region announces. */
export function resultMessage(status: ResultStatus, what: string, detail?: string): string {
  switch (status) {
    case "saving":
      return `Saving: ${what}.`;
    case "saved":
      return `Saved: ${what}.`;
    case "offline":
      return `No connection. Kept on this device and sent when you are back online: ${what}.`;
    case "failed":
      return `Not saved yet${detail ? ` (${detail})` : ""}. It is kept on this device: ${what}.`;
  }
}

const ICON = {
  saving: <CircularProgress size={28} aria-hidden />,
  saved: <CheckCircleOutline color="success" sx={{ fontSize: 32 }} />,
  offline: <CloudOffOutlined color="warning" sx={{ fontSize: 32 }} />,
  failed: <ErrorOutline color="error" sx={{ fontSize: 32 }} />,
} as const;

/** The save's state in words, with an icon; the quick log shows it inside its live region. */
export function ResultMessage({ status, what, detail }: { status: ResultStatus; what: string; detail?: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
      <Box aria-hidden sx={{ display: "flex", pt: 0.25 }}>
        {ICON[status]}
      </Box>
      <Typography sx={{ fontSize: "1.125rem", minWidth: 0, overflowWrap: "anywhere" }}>{resultMessage(status, what, detail)}</Typography>
    </Box>
  );
}

/** What can be done after the third tap: add details, retry, or log another. */
export function ResultActions({ status, onAddDetails, onRetry, onDone }: Omit<Props, "what" | "detail">) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
      {status === "saved" && onAddDetails && (
        <Button variant="contained" sx={{ minHeight: 56, flex: "1 1 10rem" }} onClick={onAddDetails}>
          Add details
        </Button>
      )}
      {(status === "failed" || status === "offline") && (
        <Button variant="contained" sx={{ minHeight: 56, flex: "1 1 10rem" }} onClick={onRetry}>
          Retry now
        </Button>
      )}
      <Button variant="outlined" sx={{ minHeight: 56, flex: "1 1 10rem" }} onClick={onDone}>
        {status === "saved" ? "Done" : "Log another"}
      </Button>
    </Box>
  );
}
