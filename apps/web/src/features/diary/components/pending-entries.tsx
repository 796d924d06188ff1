import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { DiaryCreate } from "@hg/shared/diary";
import { useState } from "react";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import type { DiaryOutbox, OutboxItem } from "../hooks/use-diary-outbox";
import { dayLabel, timeLabel } from "../utils/dates";
import { SEVERITY_LABEL } from "../utils/labels";

const describe = (body: DiaryCreate) =>
  body.kind === "headache"
    ? `${SEVERITY_LABEL[body.severity]} headache, ${dayLabel(body.startedAt.slice(0, 10))} ${timeLabel(body.startedAt)}`
    : `No headache on ${dayLabel(body.day)}`;

const STATUS_WORDS: Record<OutboxItem["status"], string> = {
  saving: "Saving...",
  offline: "waiting for a connection",
  failed: "not saved",
};

/** Entries kept on this device that the server has not confirmed: each with its state, Retry and Discard. */
export function PendingEntries({ outbox }: { outbox: DiaryOutbox }) {
  const [discarding, setDiscarding] = useState<DiaryCreate | null>(null);
  // An entry on its way is not news (the quick log announces its own); only the stuck ones show.
  const stuck = outbox.items.filter((i) => i.status !== "saving");
  if (stuck.length === 0 && !discarding) return null;
  return (
    // A group, not MUI's default role="alert": the quick log's live region already speaks for a failed save.
    <Alert severity="warning" role="group" aria-labelledby="pending-heading" sx={{ "& .MuiAlert-message": { width: "100%", minWidth: 0 } }}>
      <Typography id="pending-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Not saved yet
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        These entries are kept on this device and sent again automatically. Sending one twice never makes two.
      </Typography>
      <Box component="ul" aria-label="Entries not saved yet" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {stuck.map((item) => (
          <Box component="li" key={item.body.clientId} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
            <Typography variant="body2" sx={{ flex: "1 1 12rem", minWidth: 0 }}>
              {describe(item.body)}: <strong>{STATUS_WORDS[item.status]}</strong>
              {item.detail ? ` (${item.detail})` : ""}
            </Typography>
            <Button size="small" variant="outlined" color="inherit" aria-label={`Retry: ${describe(item.body)}`} onClick={() => void outbox.retry(item.body.clientId)} sx={{ minHeight: 44 }}>
              Retry
            </Button>
            <Button size="small" color="inherit" aria-label={`Discard: ${describe(item.body)}`} onClick={() => setDiscarding(item.body)} sx={{ minHeight: 44 }}>
              Discard
            </Button>
          </Box>
        ))}
      </Box>
      <ConfirmationDialog
        open={discarding !== null}
        title="Discard this entry?"
        message={discarding ? `${describe(discarding)} was never saved. Discarding removes it from this device.` : ""}
        yesLabel="Discard"
        noLabel="Keep"
        onYes={() => discarding && outbox.discard(discarding.clientId)}
        onClose={() => setDiscarding(null)}
      />
    </Alert>
  );
}
