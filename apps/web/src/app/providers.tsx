import { Suspense, type ReactNode } from "react";
import { preloadableLazy } from "@/lib/preloadable-lazy";

// TanStack Query is not needed to draw the shell: it loads beside the first page (see
// preloadRoute), and every ServerStateProvider shares its one client.
const { Component: QueryProvider, preload } = preloadableLazy(() => import("./query-provider"));

/** Starts loading the server-state cache's chunk; resolves once it is here (then it renders at once). */
export const preloadServerState = (): Promise<unknown> => preload();

/** The server-state cache for what is inside (pages, the user menu); nothing shows until it has loaded. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
