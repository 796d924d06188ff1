import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SHARE_DAYS, SHARE_LABEL_MAX, SHARE_PASSCODE, SHARE_PASSCODE_MAX_FAILURES, type ReportShareCreated } from "@hg/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/form";
import { notify } from "@/components/feedback-ui/notifications";
import { ApiError } from "@/lib/api-client";
import { useCreateReportShare } from "../api/create-report-share";
import { getReportSharesQueryOptions } from "../api/get-report-shares";
import { useRevokeReportShare } from "../api/revoke-report-share";
import { ActiveShareList } from "./active-share-list";
import { PasscodeField } from "./passcode-field";
import { ShareLinkQr } from "./share-link-qr";

type Props = { open: boolean; onClose: () => void; userId: string; conversationId: string };

// The form's words; the limits are the API's (CreateReportShareBodySchema), which checks them again.
const ShareFormSchema = z.object({
  expiresInDays: z.string().refine((raw) => {
    const n = Number(raw);
    return raw.trim() !== "" && Number.isInteger(n) && n >= SHARE_DAYS.min && n <= SHARE_DAYS.max;
  }, `Enter a whole number of days from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}.`),
  label: z.string().refine((v) => v.trim().length <= SHARE_LABEL_MAX, `Keep the label to ${SHARE_LABEL_MAX} characters or fewer.`),
  passcode: z
    .string()
    .refine((v) => v === "" || v.length >= SHARE_PASSCODE.min, `Use at least ${SHARE_PASSCODE.min} characters, or leave it empty for a link without a passcode.`)
    .refine((v) => v.length <= SHARE_PASSCODE.max, `Use at most ${SHARE_PASSCODE.max} characters.`),
});
type ShareForm = z.infer<typeof ShareFormSchema>;
const FIELDS = ["expiresInDays", "label", "passcode"] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);
const EMPTY: ShareForm = { expiresInDays: String(SHARE_DAYS.default), label: "", passcode: "" };

/** Create a link that expires (1-30 days), with a label and a passcode if wanted; copy it or show it as a QR code; see and revoke active links. */
export function ShareDialog({ open, onClose, userId, conversationId }: Props) {
  const titleId = useId();
  const form = useForm<ShareForm>({ resolver: zodResolver(ShareFormSchema), mode: "onTouched", defaultValues: EMPTY });
  const [created, setCreated] = useState<(ReportShareCreated & { atMs: number }) | null>(null);
  const create = useCreateReportShare(userId, conversationId);
  const revoke = useRevokeReportShare(userId);
  // The same cached list as "Active links": once it has been fetched after the link was made and no
  // longer holds it (revoked here or on another device, or expired), the link and its QR code go.
  // A listed link carries no token; the expiry instant, set by the server for both, names it.
  const shares = useQuery({ ...getReportSharesQueryOptions(userId), enabled: open && created !== null });
  const createdGone =
    created !== null && shares.isSuccess && shares.dataUpdatedAt > created.atMs && !shares.data.some((s) => s.expiresAt === created.expiresAt);
  const shown = createdGone ? null : created;

  const submit = form.handleSubmit((values) => {
    const label = values.label.trim();
    const body = { expiresInDays: Number(values.expiresInDays), ...(label ? { label } : {}), ...(values.passcode ? { passcode: values.passcode } : {}) };
    create.mutate(body, {
      onSuccess: (share) => {
        setCreated({ ...share, atMs: Date.now() });
        // The passcode is not kept once the link has it; the next link starts without one.
        form.reset({ ...EMPTY, expiresInDays: values.expiresInDays });
      },
      onError: (e) => {
        const fieldErrors = e instanceof ApiError ? e.errors.filter((f) => isField(f.path)) : [];
        for (const f of fieldErrors) if (isField(f.path)) form.setError(f.path, { message: f.message }, { shouldFocus: true });
        if (fieldErrors.length === 0) notify(e instanceof ApiError ? e.detail : "The link could not be created. Please try again.", "error");
      },
    });
  });

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
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="New link">
          <FormTextField
            control={form.control}
            name="expiresInDays"
            label="Link expires after (days)"
            type="number"
            helperText={`${SHARE_DAYS.min} to ${SHARE_DAYS.max} days`}
            slotProps={{ htmlInput: { min: SHARE_DAYS.min, max: SHARE_DAYS.max, step: 1, inputMode: "numeric" } }}
          />
          <FormTextField
            control={form.control}
            name="label"
            label="Label (for you)"
            helperText="Optional. Only you see it, in your list of links: for example who the link is for."
          />
          <PasscodeField
            control={form.control}
            name="passcode"
            label="Passcode (optional)"
            helperText={`The doctor will need it to open the link: tell them yourself, not in the same message as the link. ${SHARE_PASSCODE.min} to ${SHARE_PASSCODE.max} characters; after ${SHARE_PASSCODE_MAX_FAILURES} wrong tries the link stops working.`}
          />
          <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: "flex-start" }}>
            Create link
          </Button>
        </Stack>
        {shown && (
          <Stack spacing={1.5} sx={{ mt: 3 }} role="region" aria-label="New share link">
            <TextField label="Share link" value={shown.url} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth />
            <Typography variant="body2" color="textSecondary">
              {shown.label && <>{shown.label}. </>}Expires {new Date(shown.expiresAt).toLocaleString()}.
              {shown.passcodeRequired && " Opens only with the passcode you chose: give it to the doctor separately."}
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
