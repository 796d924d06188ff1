import { z } from "zod";

/** Password policy published by the server (mirrors the identity-provider policy of spec section 5). */
export const PasswordPolicySchema = z.object({
  schemaVersion: z.literal(1),
  enforcement: z.enum(["ENFORCE", "OFF"]),
  minLength: z.number().int().min(1),
  maxLength: z.number().int().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

/** `GET /api/config`: what a signed-out client needs to draw the sign-in screen. */
export const PublicConfigSchema = z.object({
  signInMethods: z.object({
    emailPassword: z.boolean(),
    google: z.boolean(),
    anonymous: z.boolean(),
  }),
  passwordPolicy: PasswordPolicySchema,
  cohortGroups: z.array(z.string()),
  beta: z.boolean(),
  disclaimer: z.string(),
  /** True when a model phrases the replies, so sending with `Accept: text/event-stream` shows them as they are written. */
  streaming: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const DISCLAIMER =
  "This AI offers generated insights, not medical advice. Always consult a licensed healthcare provider about your health.";

/** Why a password fails the policy, in words; empty when it passes or the policy is not enforced. */
export function passwordPolicyProblems(password: string, policy: PasswordPolicy): string[] {
  if (policy.enforcement === "OFF") return [];
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`at least ${policy.minLength} characters`);
  if (policy.maxLength !== undefined && password.length > policy.maxLength)
    problems.push(`at most ${policy.maxLength} characters`);
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push("a lowercase letter");
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push("an uppercase letter");
  if (policy.requireNumeric && !/[0-9]/.test(password)) problems.push("a number");
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password)) problems.push("a symbol");
  return problems;
}
