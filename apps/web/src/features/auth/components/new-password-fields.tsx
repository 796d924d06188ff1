import Box from "@mui/material/Box";
import type { PasswordPolicy } from "@hg/shared/config";
import { Controller, useFormContext } from "react-hook-form";
import type { NewPasswordInput } from "../utils/auth-schemas";
import { AuthTextField } from "./auth-text-field";
import { PasswordPolicyHint } from "./password-policy-hint";
import { PasswordStrength } from "./password-strength";

type Props = {
  /** Prefix of the fields' ids, unique on the page ("signup", "reset", "change"). */
  idPrefix: string;
  policy: PasswordPolicy | undefined;
  passwordLabel: string;
  confirmLabel: string;
};

/**
 * A new password and its confirmation, with the policy hint and the strength bar: the part that
 * sign-up, password reset and change password share. Reads the surrounding form through
 * react-hook-form's context.
 */
export function NewPasswordFields({ idPrefix, policy, passwordLabel, confirmLabel }: Props) {
  const { control, watch, formState, trigger } = useFormContext<NewPasswordInput>();
  const password = watch("password");
  const id = `${idPrefix}-password`;
  return (
    <>
      <Box>
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <AuthTextField
              {...field}
              onChange={(e) => {
                field.onChange(e);
                // Keep 'Passwords do not match!' in step with either field once it has been shown.
                if (formState.touchedFields.confirmPassword) void trigger("confirmPassword");
              }}
              label={passwordLabel}
              type="password"
              autoComplete="new-password"
              error={fieldState.error?.message}
              id={id}
              describedBy={`${policy ? `${id}-policy ` : ""}${id}-strength`}
            />
          )}
        />
        <PasswordPolicyHint policy={policy} id={`${id}-policy`} />
        <PasswordStrength password={password} id={`${id}-strength`} />
      </Box>
      <Controller
        name="confirmPassword"
        control={control}
        render={({ field, fieldState }) => (
          <AuthTextField {...field} label={confirmLabel} type="password" autoComplete="new-password" error={fieldState.error?.message} />
        )}
      />
    </>
  );
}
