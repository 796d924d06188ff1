import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { authClient, AUTH_CALLBACKS } from "@/lib/auth-client";
import { ForgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordValues } from "../utils/auth-schemas";
import { EmailField } from "./email-field";

type Props = { defaultEmail: string; onEmailChange: (email: string) => void; onBackToLogin: () => void };

/**
 * "Forgot password?" on the auth card: asks for a reset link. The server answers the same for
 * every address (no enumeration), so the confirmation says "if an account exists".
 */
export function ForgotPasswordForm({ defaultEmail, onEmailChange, onBackToLogin }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: "onTouched",
    defaultValues: { email: defaultEmail },
  });
  const { handleSubmit, formState, setFocus } = form;

  // The card switched to this form: the email field is where the person continues.
  useEffect(() => setFocus("email"), [setFocus]);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: AUTH_CALLBACKS.resetPassword });
      if (!error) setSentTo(email);
      else if (error.status === 429) setFailure("Too many requests for a reset link. Please wait a minute and try again.");
      else setFailure("We couldn't send the reset link. Please try again.");
    } catch {
      setFailure("We couldn't reach the server. Please check your connection and try again.");
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Typography ref={doneRef} tabIndex={-1} role="status" sx={{ outline: "none" }}>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once,
          within the next hour.
        </Typography>
        <Typography variant="body2" color="textSecondary">
          No email after a few minutes? Check your spam folder, or ask for a new link.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button variant="contained" onClick={onBackToLogin}>
            Back to log in
          </Button>
          <Button onClick={() => setSentTo(null)}>Send another link</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Reset password">
        <Typography color="textSecondary">Enter the email of your account and we will send you a link to choose a new password.</Typography>
        <EmailField onValueChange={onEmailChange} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Send reset link
        </Button>
        <Button onClick={onBackToLogin}>Back to log in</Button>
      </Stack>
    </FormProvider>
  );
}
