import { QueryClient, type DefaultOptions } from "@tanstack/react-query";

// The API client already retries (spec section 7); a second retry layer here would multiply waits.
const defaults: DefaultOptions = {
  queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

/** A fresh client per app (and per test), so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: defaults });
}
