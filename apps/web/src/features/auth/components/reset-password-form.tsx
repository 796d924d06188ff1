import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { authClient, type AuthClientError } from "@/lib/auth-client";
import { useConfig } from "../api/get-config";
import { makeNewPasswordSchema, type NewPasswordInput } from "../utils/auth-schemas";
import { isPasswordPolicyError } from "../utils/login-error";
import { policyRefusalMessage } from "../utils/password-refusal";
import { NewPasswordFields } from "./new-password-fields";

type Props = {
  token: string;
  /** The new password is set (and every session of the account has ended). */
  onDone: () => void;
  /** The link is used up or expired. */
  onInvalidLink: () => void;
};

/** The form of /reset-password: a new password with the sign-up policy hint and strength bar. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: Props) {
  const queryClient = useQueryClient();
  const policy = useConfig().data?.passwordPolicy;
  const schema = useMemo(() => makeNewPasswordSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { handleSubmit, watch, formState, setError } = form;
  const password = watch("password");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let error: AuthClientError | null;
    try {
      error = (await authClient.resetPassword({ newPassword: values.password, token })).error as AuthClientError | null;
    } catch {
      setFailure("We couldn't reach the server. Please check your connection and try again.");
      return;
    }
    if (!error) return onDone();
    if (error.code === "INVALID_TOKEN") return onInvalidLink();
    if (isPasswordPolicyError(error)) {
      setError("password", { message: await policyRefusalMessage(queryClient, values.password, error) }, { shouldFocus: true });
      return;
    }
    setFailure(error.status === 429 ? "Too many attempts. Please wait a minute and try again." : "We couldn't change your password. Please try again.");
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Choose a new password">
        {/* Lets password managers store the new password for the right account field. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <NewPasswordFields idPrefix="reset" policy={policy} passwordLabel="New password" confirmLabel="Confirm new password" />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Alert severity="info">Every device signed in to your account will be signed out.</Alert>
        <Button type="submit" variant="contained" size="large" disabled={password === ""} loading={formState.isSubmitting}>
          Set new password
        </Button>
      </Stack>
    </FormProvider>
  );
}
