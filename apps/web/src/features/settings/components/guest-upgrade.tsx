import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { SettingsSection } from "./settings-section";

export const GUEST_UPGRADE_TITLE = "Create an account to keep your data";

type CheckInboxProps = { email: string; onStartOver: () => void; onResend: (email: string) => void; resending: boolean };

function CheckInbox({ email, onStartOver, onResend, resending }: CheckInboxProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form was replaced: move focus to the new state so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2}>
      <Typography ref={headingRef} tabIndex={-1} variant="h3" sx={{ outline: "none" }}>
        Check your inbox
      </Typography>
      <Alert severity="success">{MESSAGES.accountCreated}</Alert>
      <Typography>
        We sent a verification link to <strong>{email}</strong>. Open it in this browser to finish: your account is
        then linked to this guest session, and your conversations and intake answers stay with you.
      </Typography>
      <Typography variant="body2" color="textSecondary">
        No email after a few minutes? Check your spam folder or send it again.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="outlined" onClick={() => onResend(email)} loading={resending}>
          Resend verification email
        </Button>
        <Button onClick={onStartOver}>Use a different email</Button>
      </Stack>
    </Stack>
  );
}

type Props = {
  /** The sign-up form (email and password); it calls back with the address once sign-up is accepted. */
  renderSignupForm: (onSignedUp: (email: string) => void) => ReactNode;
  /** Sends the verification link to the new address again; the page composes the auth feature's, without the guest's cookie. */
  onResend: (email: string) => void;
  resending: boolean;
};

/** A guest upgrades to an account here; the server keeps their data when the email link is opened. */
export function GuestUpgrade({ renderSignupForm, onResend, resending }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <SettingsSection
      id="account"
      title={GUEST_UPGRADE_TITLE}
      description="You are using the app as a guest. Guest data is removed after 30 days without a visit, and it is lost if you sign out. With an account your conversations and intake answers are kept and you can sign in on any device."
    >
      {sentTo ? (
        <CheckInbox email={sentTo} onStartOver={() => setSentTo(null)} onResend={onResend} resending={resending} />
      ) : (
        <Box sx={{ maxWidth: 480 }}>{renderSignupForm(setSentTo)}</Box>
      )}
    </SettingsSection>
  );
}
