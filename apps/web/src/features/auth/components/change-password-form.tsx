import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { MESSAGES } from "@hg/shared/errors";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { notify } from "@/components/feedback-ui/notifications";
import { authClient, type AuthClientError } from "@/lib/auth-client";
import { useConfig } from "../api/get-config";
import { makeChangePasswordSchema, type ChangePasswordInput } from "../utils/auth-schemas";
import { isPasswordPolicyError } from "../utils/login-error";
import { policyRefusalMessage } from "../utils/password-refusal";
import { AuthTextField } from "./auth-text-field";
import { NewPasswordFields } from "./new-password-fields";

export const PASSWORD_CHANGED = "Your password was changed.";

type Props = {
  /** The password is changed (other sessions may have ended): the settings page refreshes its device list. */
  onChanged?: () => void;
};

/**
 * Change password (settings): needs the current one; the new one has sign-up's policy hint,
 * strength bar and checks; optionally signs out every other device.
 */
export function ChangePasswordForm({ onChanged }: Props) {
  const queryClient = useQueryClient();
  const policy = useConfig().data?.passwordPolicy;
  const schema = useMemo(() => makeChangePasswordSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", password: "", confirmPassword: "", revokeOtherSessions: true },
  });
  const { control, handleSubmit, formState, setError, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let error: AuthClientError | null;
    try {
      const result = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.password,
        revokeOtherSessions: values.revokeOtherSessions,
      });
      error = result.error as AuthClientError | null;
    } catch {
      setFailure(MESSAGES.somethingWentWrong);
      return;
    }
    if (!error) {
      reset();
      notify(PASSWORD_CHANGED, "success");
      onChanged?.();
      return;
    }
    if (error.code === "INVALID_PASSWORD") {
      setError("currentPassword", { message: "That is not your current password." }, { shouldFocus: true });
    } else if (isPasswordPolicyError(error)) {
      setError("password", { message: await policyRefusalMessage(queryClient, values.password, error) }, { shouldFocus: true });
    } else if (error.status === 429) {
      setFailure("Too many attempts. Please wait a minute and try again.");
    } else {
      setFailure(error.message || MESSAGES.somethingWentWrong);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Change password">
        <Controller
          name="currentPassword"
          control={control}
          render={({ field, fieldState }) => (
            <AuthTextField {...field} label="Current password" type="password" autoComplete="current-password" error={fieldState.error?.message} />
          )}
        />
        <NewPasswordFields idPrefix="change" policy={policy} passwordLabel="New password" confirmLabel="Confirm new password" />
        <Controller
          name="revokeOtherSessions"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} />}
              label="Sign out of my other devices"
            />
          )}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Change password
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
