import { passwordPolicyProblems } from "@hg/shared/config";
import type { QueryClient } from "@tanstack/react-query";
import type { AuthClientError } from "@/lib/auth-client";
import { getConfigQueryOptions } from "../api/get-config";
import { describePolicyProblems } from "./auth-schemas";

/**
 * What to say when the server refuses a new password for its policy (spec section 5): the policy
 * is fetched again and the message names what the password lacks.
 */
export async function policyRefusalMessage(queryClient: QueryClient, password: string, error: AuthClientError): Promise<string> {
  const fresh = await queryClient.fetchQuery({ ...getConfigQueryOptions(), staleTime: 0 }).catch(() => undefined);
  const problems = fresh ? passwordPolicyProblems(password, { ...fresh.passwordPolicy, enforcement: "ENFORCE" }) : [];
  return describePolicyProblems(problems) || error.message || "This password is not allowed.";
}
