import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useEffect, useRef } from "react";
import { useResendVerification } from "../hooks/use-resend-verification";

type Props = { email: string; onBackToLogin: () => void };

/** After sign-up: the address must be verified before the first sign-in. */
export function CheckInbox({ email, onBackToLogin }: Props) {
  const { resend, sending } = useResendVerification();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the new state so screen-reader and keyboard users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2} sx={{ textAlign: "center", alignItems: "center" }}>
      <Box sx={{ color: "primary.main" }} aria-hidden>
        <MarkEmailReadOutlined sx={{ fontSize: 48 }} />
      </Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h2" component="h2" sx={{ outline: "none" }}>
        Check your inbox
      </Typography>
      <Alert severity="success" sx={{ textAlign: "left", width: "100%" }}>
        {MESSAGES.accountCreated}
      </Alert>
      <Typography color="textSecondary">
        We sent a verification link to <strong>{email}</strong>. Open it to verify your address; it signs you in
        and brings you back here to finish setting up.
      </Typography>
      <Typography variant="body2" color="textSecondary">
        No email after a few minutes? Check your spam folder or send it again.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ width: "100%", justifyContent: "center" }}>
        <Button variant="outlined" onClick={() => void resend(email)} loading={sending}>
          Resend verification email
        </Button>
        <Button onClick={onBackToLogin}>Back to log in</Button>
      </Stack>
    </Stack>
  );
}
