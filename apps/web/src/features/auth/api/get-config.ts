import { PublicConfigSchema, type PublicConfig } from "@hg/shared/config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `GET /api/config`: sign-in methods, password policy, cohort allow-list. */
export async function getConfig(): Promise<PublicConfig> {
  return PublicConfigSchema.parse(await api.get("/config"));
}

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getConfig, staleTime: 5 * 60_000 });

export const useConfig = () => useQuery(getConfigQueryOptions());
