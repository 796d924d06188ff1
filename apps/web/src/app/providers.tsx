import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";
import { ColorModeProvider } from "./color-mode-provider";

/** App-wide providers: server-state cache and theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </QueryClientProvider>
  );
}
