import { lazy, Suspense, type ReactNode } from "react";

// TanStack Query is not needed to draw the shell: it loads beside the first page (see
// preloadRoute), and every ServerStateProvider shares its one client.
const QueryProvider = lazy(() => import("./query-provider"));

/** The server-state cache for what is inside (pages, the user menu); nothing shows until it has loaded. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
