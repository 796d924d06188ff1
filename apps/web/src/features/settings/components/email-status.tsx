import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";

type Props = {
  email: string;
  verified: boolean;
  /** Sends the verification link again (the auth feature's, composed by the page). */
  onResend: () => void;
  resending: boolean;
};

/** The account's email (changed only by support), whether it is verified, and a way to verify it. */
export function EmailStatus({ email, verified, onResend, resending }: Props) {
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
            <Button variant="outlined" onClick={onResend} loading={resending}>
              Resend verification email
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
