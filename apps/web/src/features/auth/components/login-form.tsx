import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { notify } from "@/components/feedback-ui/notifications";
import { authClient, AUTH_CALLBACKS, type AuthClientError } from "@/lib/auth-client";
import { LoginSchema, type LoginInput, type LoginValues } from "../utils/auth-schemas";
import { loginErrorView, type LoginErrorView } from "../utils/login-error";
import { AuthTextField } from "./auth-text-field";
import { EmailField } from "./email-field";

type Props = {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  /** Switch to create-account mode (the invitation after a failed login). */
  onCreateAccount: () => void;
  /** Switch to "Forgot password?" (the typed email carries over). */
  onForgotPassword: () => void;
  /** Called after a successful sign-in; the landing page then runs the redirect order. */
  onSignedIn?: (userId: string) => void;
};

/** Login mode of the auth card (spec section 2 and 5). */
export function LoginForm({ defaultEmail, onEmailChange, onCreateAccount, onForgotPassword, onSignedIn }: Props) {
  const [failure, setFailure] = useState<(LoginErrorView & { email: string }) | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginSchema),
    mode: "onTouched",
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { control, handleSubmit, watch, formState } = form;
  const email = watch("email");
  const password = watch("password");
  const canSubmit = email.trim() !== "" && password !== "" && !formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let result: Awaited<ReturnType<typeof authClient.signIn.email>>;
    try {
      result = await authClient.signIn.email({ email: values.email, password: values.password });
    } catch {
      setFailure({ ...loginErrorView(null), email: values.email });
      return;
    }
    if (result.error) {
      setFailure({ ...loginErrorView(result.error as AuthClientError), email: values.email });
      return;
    }
    if (result.data) onSignedIn?.(result.data.user.id);
  });

  async function resendVerification() {
    if (!failure) return;
    setResending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email: failure.email, callbackURL: AUTH_CALLBACKS.verifyEmail });
      if (!error) notify(MESSAGES.verificationSent, "success");
      else if (error.status === 429) notify(`${MESSAGES.verificationFailed} Too many attempts; please wait a minute.`, "error");
      else notify(MESSAGES.verificationFailed, "error");
    } catch {
      notify(MESSAGES.verificationFailed, "error");
    } finally {
      setResending(false);
    }
  }

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Log in">
        <EmailField onValueChange={onEmailChange} />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <AuthTextField {...field} label="Password" type="password" autoComplete="current-password" error={fieldState.error?.message} />
          )}
        />
        <Box sx={{ mt: "8px !important", textAlign: "right" }}>
          <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
            Forgot password?
          </Link>
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {failure.message}
            {failure.inviteSignup && (
              <>
                {" "}
                <Link component="button" type="button" onClick={onCreateAccount} sx={{ verticalAlign: "baseline", font: "inherit" }}>
                  {MESSAGES.login.createAccountInvite}
                </Link>
              </>
            )}
          </Alert>
        )}
        {failure?.unverified && (
          <Button variant="outlined" onClick={() => void resendVerification()} loading={resending}>
            Resend verification email
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={formState.isSubmitting}>
          Log in
        </Button>
      </Stack>
    </FormProvider>
  );
}
