import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { authClient, type AuthClientError } from "@/lib/auth-client";
import { AuthRequestError } from "./auth-sessions";

const AccountSchema = z.object({ providerId: z.string() });

/** Sign-in methods linked to the account: "credential" (email and password), "google", ... */
export async function listLinkedProviders(): Promise<string[]> {
  const { data, error } = await authClient.listAccounts();
  if (error) throw new AuthRequestError(error as AuthClientError);
  return z
    .array(AccountSchema)
    .parse(data ?? [])
    .map((a) => a.providerId);
}

export const linkedProvidersQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "accounts"], queryFn: listLinkedProviders });

export const useLinkedProviders = (enabled = true) => useQuery({ ...linkedProvidersQueryOptions(), enabled });
