import { zodResolver } from "@hookform/resolvers/zod";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SHARE_PASSCODE, type Report } from "@hg/shared";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { PasscodeChallenge, useUnlockSharedReport } from "../api/open-shared-report";
import { PasscodeField } from "./passcode-field";

const PasscodeFormSchema = z.object({
  passcode: z
    .string()
    .min(1, "Enter the passcode.")
    .refine((v) => v.length >= SHARE_PASSCODE.min, `The passcode has at least ${SHARE_PASSCODE.min} characters.`)
    .refine((v) => v.length <= SHARE_PASSCODE.max, `The passcode has at most ${SHARE_PASSCODE.max} characters.`),
});
type PasscodeForm = z.infer<typeof PasscodeFormSchema>;

type Props = {
  token: string;
  /** The report, and the passcode that opened it (kept in memory by the page for the PDF, never stored). */
  onOpened: (report: Report, passcode: string) => void;
  /** The link is dead: "locked" when the last allowed wrong passcode just disabled it. */
  onGone: (why: "gone" | "locked") => void;
};

const wrongMessage = (left: number | undefined) =>
  left === undefined
    ? "Enter the passcode."
    : `That passcode is not right. ${left} ${left === 1 ? "try" : "tries"} left before the link stops working.`;

/** Asks for a share link's passcode; a wrong one is said on the field, with the tries left. */
export function SharePasscodeForm({ token, onOpened, onGone }: Props) {
  const form = useForm<PasscodeForm>({ resolver: zodResolver(PasscodeFormSchema), defaultValues: { passcode: "" } });
  const unlock = useUnlockSharedReport(token);
  const [failure, setFailure] = useState<string | null>(null);

  // The passcode is all this page asks for: start there.
  useEffect(() => form.setFocus("passcode"), [form]);

  const submit = form.handleSubmit(({ passcode }) => {
    setFailure(null);
    unlock.mutate(passcode, {
      onSuccess: (report) => onOpened(report, passcode),
      onError: (error) => {
        if (error instanceof PasscodeChallenge) {
          if (error.remainingAttempts === 0) return onGone("locked");
          return form.setError("passcode", { message: wrongMessage(error.remainingAttempts) }, { shouldFocus: true });
        }
        if (error instanceof ApiError && error.status === 404) return onGone("gone");
        setFailure(error instanceof ApiError && error.status === 429 ? error.detail : "The report could not be opened. Please check your connection and try again.");
      },
    });
  });

  return (
    <Box component="main" sx={{ maxWidth: 480, mx: "auto", p: { xs: 2, sm: 4 } }}>
      <Box sx={{ textAlign: "center" }}>
        <LockOutlined sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
        <Typography variant="h1" gutterBottom>
          This report needs a passcode
        </Typography>
        <Typography sx={{ mb: 3 }}>The person who shared this headache report chose a passcode. Enter the one they gave you to read it.</Typography>
      </Box>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label="Open the shared report">
        <PasscodeField control={form.control} name="passcode" label="Passcode" />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={unlock.isPending}>
          Open report
        </Button>
      </Stack>
    </Box>
  );
}
