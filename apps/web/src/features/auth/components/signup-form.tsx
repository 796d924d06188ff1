import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { MESSAGES } from "@hg/shared/errors";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { authClient, AUTH_CALLBACKS, type AuthClientError } from "@/lib/auth-client";
import { writeNewSignupFlag } from "@/lib/storage";
import { useConfig } from "../api/get-config";
import { makeSignupSchema, type SignupInput, type SignupValues } from "../utils/auth-schemas";
import { isPasswordPolicyError } from "../utils/login-error";
import { policyRefusalMessage } from "../utils/password-refusal";
import { EmailField } from "./email-field";
import { NewPasswordFields } from "./new-password-fields";

type Props = {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  /** Sign-up accepted: the verification email is on its way. */
  onSignedUp: (email: string) => void;
};

/** Create-account mode of the auth card (spec sections 2 and 5). */
export function SignupForm({ defaultEmail, onEmailChange, onSignedUp }: Props) {
  const queryClient = useQueryClient();
  const policy = useConfig().data?.passwordPolicy;
  const schema = useMemo(() => makeSignupSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { email: defaultEmail, password: "", confirmPassword: "" },
  });
  const { handleSubmit, watch, formState, setError } = form;
  const [email, password, confirmPassword] = watch(["email", "password", "confirmPassword"]);
  const canSubmit = email.trim() !== "" && password !== "" && confirmPassword !== "" && !formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let error: AuthClientError | null = null;
    try {
      const result = await authClient.signUp.email({
        email: values.email,
        password: values.password,
        name: values.email.split("@")[0] || values.email,
        callbackURL: AUTH_CALLBACKS.verifyEmail,
      });
      error = result.error as AuthClientError | null;
    } catch {
      setFailure(MESSAGES.somethingWentWrong);
      return;
    }
    if (!error) {
      writeNewSignupFlag();
      onSignedUp(values.email);
      return;
    }
    if (isPasswordPolicyError(error)) {
      // Spec section 5: a refusal for the password refreshes the policy, then says what is missing.
      setError("password", { message: await policyRefusalMessage(queryClient, values.password, error) }, { shouldFocus: true });
      return;
    }
    if (error.status === 429) setFailure("Too many attempts. Please wait a minute and try again.");
    else setFailure(error.message || MESSAGES.somethingWentWrong);
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} aria-label="Create account">
        <EmailField onValueChange={onEmailChange} />
        <NewPasswordFields idPrefix="signup" policy={policy} passwordLabel="Password" confirmLabel="Confirm password" />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={formState.isSubmitting}>
          Create account
        </Button>
      </Stack>
    </FormProvider>
  );
}
