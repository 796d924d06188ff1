import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { passwordPolicyProblems, type PasswordPolicy } from "@hg/shared/config";
import { MESSAGES } from "@hg/shared/errors";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { notify } from "@/components/feedback-ui/notifications";
import { fieldId, FormTextField } from "@/components/form";
import { authClient, type AuthClientError } from "@/lib/auth-client";
import { deviceSessionsQueryOptions } from "../api/auth-sessions";

export const PASSWORD_CHANGED = "Your password was changed.";
const POLICY_HINT_ID = "change-password-policy";

function policyMessage(problems: string[]): string {
  return `Password needs ${problems.join(", ")}.`;
}

function makeSchema(policy: PasswordPolicy | undefined) {
  return z
    .object({
      currentPassword: z.string().min(1, "Please enter your current password."),
      newPassword: z.string().min(1, "Please enter a new password."),
      confirmNewPassword: z.string().min(1, "Please confirm the new password."),
      revokeOtherSessions: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const problems = policy && values.newPassword ? passwordPolicyProblems(values.newPassword, policy) : [];
      if (problems.length > 0) ctx.addIssue({ code: "custom", path: ["newPassword"], message: policyMessage(problems) });
      if (values.confirmNewPassword && values.newPassword !== values.confirmNewPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmNewPassword"], message: MESSAGES.signup.passwordsDoNotMatch });
      }
    });
}
type Values = z.infer<ReturnType<typeof makeSchema>>;

type Props = {
  /** The server's policy (GET /api/config); checked here before the server checks it again. */
  policy: PasswordPolicy | undefined;
  /** The policy in words, rendered under the new password with the id it is described by. */
  renderPolicyHint?: (id: string) => ReactNode;
};

/** Change password: needs the current one; optionally signs out every other device. */
export function ChangePasswordForm({ policy, renderPolicyHint }: Props) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => makeSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", newPassword: "", confirmNewPassword: "", revokeOtherSessions: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let error: AuthClientError | null;
    try {
      const result = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
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
      void queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey });
      return;
    }
    if (error.code === "INVALID_PASSWORD") {
      setError("currentPassword", { message: "That is not your current password." }, { shouldFocus: true });
    } else if (error.code === "PASSWORD_TOO_SHORT" || error.code === "PASSWORD_TOO_LONG") {
      const problems = policy ? passwordPolicyProblems(values.newPassword, { ...policy, enforcement: "ENFORCE" }) : [];
      setError("newPassword", { message: problems.length ? policyMessage(problems) : error.message || "This password is not allowed." }, { shouldFocus: true });
    } else if (error.status === 429) {
      setFailure("Too many attempts. Please wait a minute and try again.");
    } else {
      setFailure(error.message || MESSAGES.somethingWentWrong);
    }
  });

  const newPasswordId = fieldId("newPassword");
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Change password">
      <FormTextField control={control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <Box>
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          slotProps={{
            htmlInput: { "aria-describedby": `${newPasswordId}-helper-text${renderPolicyHint ? ` ${POLICY_HINT_ID}` : ""}` },
          }}
        />
        {renderPolicyHint?.(POLICY_HINT_ID)}
      </Box>
      <FormTextField control={control} name="confirmNewPassword" label="Confirm new password" type="password" autoComplete="new-password" />
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
  );
}
