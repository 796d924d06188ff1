import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { ReportShare } from "@hg/shared";
import { useQuery } from "@tanstack/react-query";
import { notify } from "@/components/feedback-ui/notifications";
import { getReportSharesQueryOptions } from "../api/get-report-shares";
import { useRevokeReportShare } from "../api/revoke-report-share";

const when = (iso: string) => new Date(iso).toLocaleString();

// While the dialog is open the view counts follow the doctor opening the link, without a reload.
const REFRESH_MS = 10_000;

type Props = { userId: string; conversationId: string; enabled: boolean; onRevoked?: (share: ReportShare) => void };

/** This report's live links, each with its label, a "Passcode" chip when it has one, its expiry, view count and a revoke button. */
export function ActiveShareList({ userId, conversationId, enabled, onRevoked }: Props) {
  const shares = useQuery({
    ...getReportSharesQueryOptions(userId),
    enabled,
    // Fresh every time the dialog opens, then every few seconds and when the window regains focus.
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: enabled ? REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });
  const revoke = useRevokeReportShare(userId);
  const mine = (shares.data ?? []).filter((s) => s.conversationId === conversationId);

  return (
    <Box component="section" aria-label="Active links" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Active links
      </Typography>
      {shares.isPending && <Typography role="status">Loading links...</Typography>}
      {shares.isError && <Typography color="error">The links could not be loaded.</Typography>}
      {shares.isSuccess && mine.length === 0 && <Typography>No active links for this report.</Typography>}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {mine.map((s) => (
          <Box component="li" key={s.id} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between", p: 1.5, border: 1, borderColor: "divider", borderRadius: 2 }}>
            <Box sx={{ display: "grid", gap: 0.5 }}>
              {(s.label || s.passcodeRequired) && (
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
                  {s.label && (
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                      {s.label}
                    </Typography>
                  )}
                  {s.passcodeRequired && <Chip size="small" icon={<LockOutlined />} label="Passcode" variant="outlined" />}
                </Box>
              )}
              <Typography variant="body2">
                Created {when(s.createdAt)}, expires {when(s.expiresAt)}. Opened {s.views} {s.views === 1 ? "time" : "times"}.
              </Typography>
            </Box>
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={s.label ? `Revoke the link "${s.label}", created ${when(s.createdAt)}` : `Revoke the link created ${when(s.createdAt)}`}
              disabled={revoke.isPending && revoke.variables === s.id}
              onClick={() =>
                revoke.mutate(s.id, {
                  onSuccess: () => {
                    onRevoked?.(s);
                    notify("Link revoked: it no longer opens the report", "success");
                  },
                  onError: () => notify("The link could not be revoked. Please try again.", "error"),
                })
              }
            >
              Revoke
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
