import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SHARE_DAYS, type ReportShareCreated } from "@hg/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { ApiError } from "@/lib/api-client";
import { useCreateReportShare } from "../api/create-report-share";
import { getReportSharesQueryOptions } from "../api/get-report-shares";
import { useRevokeReportShare } from "../api/revoke-report-share";
import { ActiveShareList } from "./active-share-list";
import { ShareLinkQr } from "./share-link-qr";

type Props = { open: boolean; onClose: () => void; userId: string; conversationId: string };

function daysError(raw: string): string | null {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(n) || n < SHARE_DAYS.min || n > SHARE_DAYS.max) return `Enter a whole number of days from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}.`;
  return null;
}

/** Create a link that expires (1-30 days), copy it or show it as a QR code; see and revoke active links. */
export function ShareDialog({ open, onClose, userId, conversationId }: Props) {
  const titleId = useId();
  const [days, setDays] = useState(String(SHARE_DAYS.default));
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<(ReportShareCreated & { atMs: number }) | null>(null);
  const create = useCreateReportShare(userId, conversationId);
  const revoke = useRevokeReportShare(userId);
  const error = touched ? daysError(days) : null;
  // The same cached list as "Active links": once it has been fetched after the link was made and no
  // longer holds it (revoked here or on another device, or expired), the link and its QR code go.
  // A listed link carries no token; the expiry instant, set by the server for both, names it.
  const shares = useQuery({ ...getReportSharesQueryOptions(userId), enabled: open && created !== null });
  const createdGone =
    created !== null && shares.isSuccess && shares.dataUpdatedAt > created.atMs && !shares.data.some((s) => s.expiresAt === created.expiresAt);
  const shown = createdGone ? null : created;

  const submit = () => {
    setTouched(true);
    if (daysError(days)) return;
    create.mutate(Number(days), {
      onSuccess: (share) => setCreated({ ...share, atMs: Date.now() }),
      onError: (e) => notify(e instanceof ApiError ? e.detail : "The link could not be created. Please try again.", "error"),
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify("Link copied", "success");
    } catch {
      notify("Copying is blocked in this browser: select the link and copy it by hand.", "warning");
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Share your report</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Anyone with the link can read this report, without signing in, until it expires or you revoke it.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
          <TextField
            label="Link expires after (days)"
            type="number"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ?? `${SHARE_DAYS.min} to ${SHARE_DAYS.max} days`}
            slotProps={{ htmlInput: { min: SHARE_DAYS.min, max: SHARE_DAYS.max, step: 1, inputMode: "numeric" } }}
            sx={{ minWidth: { sm: 240 } }}
          />
          <Button variant="contained" onClick={submit} loading={create.isPending} sx={{ mt: { sm: 1 } }}>
            Create link
          </Button>
        </Stack>
        {shown && (
          <Stack spacing={1.5} sx={{ mt: 3 }} role="region" aria-label="New share link">
            <TextField label="Share link" value={shown.url} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth />
            <Typography variant="body2" color="text.secondary">
              Expires {new Date(shown.expiresAt).toLocaleString()}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
              <Button variant="outlined" onClick={() => void copy(shown.url)}>
                Copy link
              </Button>
              <Button
                color="error"
                onClick={() =>
                  revoke.mutate(shown.token, {
                    onSuccess: () => {
                      setCreated(null);
                      notify("Link revoked: it no longer opens the report", "success");
                    },
                    onError: () => notify("The link could not be revoked. Please try again.", "error"),
                  })
                }
                loading={revoke.isPending && revoke.variables === shown.token}
              >
                Revoke this link
              </Button>
            </Stack>
            <ShareLinkQr url={shown.url} />
          </Stack>
        )}
        <ActiveShareList
          userId={userId}
          conversationId={conversationId}
          enabled={open}
          onRevoked={(share) => {
            if (created && share.expiresAt === created.expiresAt) setCreated(null);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
