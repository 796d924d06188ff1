import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { passwordPolicyProblems } from "@hg/shared/config";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { authClient, type AuthClientError } from "@/lib/auth-client";
import { getConfigQueryOptions, useConfig } from "../api/get-config";
import { describePolicyProblems, makeNewPasswordSchema, type NewPasswordInput } from "../utils/auth-schemas";
import { isPasswordPolicyError } from "../utils/login-error";
import { AuthTextField } from "./auth-text-field";
import { PasswordPolicyHint } from "./password-policy-hint";
import { PasswordStrength } from "./password-strength";

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
  const { control, handleSubmit, watch, formState, setError, trigger } = form;
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
      const fresh = await queryClient.fetchQuery({ ...getConfigQueryOptions(), staleTime: 0 }).catch(() => undefined);
      const problems = fresh ? passwordPolicyProblems(values.password, { ...fresh.passwordPolicy, enforcement: "ENFORCE" }) : [];
      setError("password", { message: describePolicyProblems(problems) || error.message || "This password is not allowed." }, { shouldFocus: true });
      return;
    }
    setFailure(error.status === 429 ? "Too many attempts. Please wait a minute and try again." : "We couldn't change your password. Please try again.");
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Choose a new password">
      {/* Lets password managers store the new password for the right account field. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Box>
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <AuthTextField
              {...field}
              onChange={(e) => {
                field.onChange(e);
                if (formState.touchedFields.confirmPassword) void trigger("confirmPassword");
              }}
              label="New password"
              type="password"
              autoComplete="new-password"
              error={fieldState.error?.message}
              id="reset-password"
              slotProps={{ htmlInput: { "aria-describedby": "reset-password-helper-text reset-password-policy reset-password-strength" } }}
            />
          )}
        />
        <PasswordPolicyHint policy={policy} id="reset-password-policy" />
        <PasswordStrength password={password} id="reset-password-strength" />
      </Box>
      <Controller
        name="confirmPassword"
        control={control}
        render={({ field, fieldState }) => (
          <AuthTextField {...field} label="Confirm new password" type="password" autoComplete="new-password" error={fieldState.error?.message} />
        )}
      />
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
  );
}
