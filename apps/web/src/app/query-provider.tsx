import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";

// One client for the app: the shell's user menu and the pages mount this provider separately
// (providers.tsx), and they must share one cache (sign-out clears it for all).
const queryClient = createQueryClient();

/** TanStack Query for the subtree, with the app's one client. Loaded lazily by ServerStateProvider. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
