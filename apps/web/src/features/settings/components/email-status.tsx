import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { AUTH_CALLBACKS, authClient } from "@/lib/auth-client";

type Props = { email: string; verified: boolean };

/** The account's email (changed only by support), whether it is verified, and a way to verify it. */
export function EmailStatus({ email, verified }: Props) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: AUTH_CALLBACKS.verifyEmail });
      notify(error ? MESSAGES.verificationFailed : MESSAGES.verificationSent, error ? "error" : "success");
    } catch {
      notify(MESSAGES.verificationFailed, "error");
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Email"
        value={email}
        fullWidth
        helperText="Your email address cannot be changed here."
        slotProps={{ htmlInput: { readOnly: true, "aria-readonly": true } }}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { xs: "flex-start", sm: "center" } }}>
        {verified ? (
          <Chip icon={<CheckCircleOutline />} label="Email verified" color="success" variant="outlined" />
        ) : (
          <>
            <Chip icon={<ErrorOutline />} label="Email not verified" color="warning" variant="outlined" />
            <Button variant="outlined" onClick={() => void resend()} loading={sending}>
              Resend verification email
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
