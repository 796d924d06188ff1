import { passwordPolicyProblems, type PasswordPolicy } from "@hg/shared/config";
import { listInWords } from "@hg/shared/list-in-words";
import { MESSAGES } from "@hg/shared/errors";
import { z } from "zod";

// Form schemas of spec section 5 "Login" and "Signup" (web-only: the server validates with
// better-auth's own rules and the published password policy).

// One rule for the account email of every form (each shows it with the shared EmailField).
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.login.emailRequired)
  .pipe(z.email("Please enter a valid email address."));

export const LoginSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.login.passwordRequired),
});
export type LoginInput = z.input<typeof LoginSchema>;
export type LoginValues = z.output<typeof LoginSchema>;

/** "Password needs at least 8 characters and a number." from the policy problems. */
export function describePolicyProblems(problems: string[]): string {
  if (problems.length === 0) return "";
  return `Password needs ${listInWords(problems, "and")}.`;
}

const newPassword = {
  password: z.string().min(1, "Please enter a password."),
  confirmPassword: z.string().min(1, "Please confirm your password."),
};

// One rule for every form that sets a password (sign-up, reset, change): the policy, then the confirmation.
const checkNewPassword =
  (policy: PasswordPolicy | undefined) =>
  (values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    const problems = policy ? passwordPolicyProblems(values.password, policy) : [];
    if (problems.length > 0) {
      ctx.addIssue({ code: "custom", path: ["password"], message: describePolicyProblems(problems) });
    }
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.signup.passwordsDoNotMatch });
    }
  };

/** Signup schema; the password policy is enforced only when the server enforces it. */
export function makeSignupSchema(policy: PasswordPolicy | undefined) {
  return z.object({ email, ...newPassword }).superRefine(checkNewPassword(policy));
}
export type SignupInput = z.input<ReturnType<typeof makeSignupSchema>>;
export type SignupValues = z.output<ReturnType<typeof makeSignupSchema>>;

/** The new-password form of /reset-password: the same policy and confirmation as sign-up. */
export function makeNewPasswordSchema(policy: PasswordPolicy | undefined) {
  return z.object(newPassword).superRefine(checkNewPassword(policy));
}
export type NewPasswordInput = z.input<ReturnType<typeof makeNewPasswordSchema>>;

/** Change password (settings): the current password, then a new one under the same rules as sign-up. */
export function makeChangePasswordSchema(policy: PasswordPolicy | undefined) {
  return z
    .object({ currentPassword: z.string().min(1, "Please enter your current password."), ...newPassword, revokeOtherSessions: z.boolean() })
    .superRefine(checkNewPassword(policy));
}
export type ChangePasswordInput = z.input<ReturnType<typeof makeChangePasswordSchema>>;

/** The forgot-password form: the email only. */
export const ForgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof ForgotPasswordSchema>;
