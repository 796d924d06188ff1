import type { ComponentType } from "react";
import { matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { RouteErrorBoundary } from "@/components/layout/route-error-boundary";
import { paths } from "@/config/paths";
import { preloadableLazy } from "@/lib/preloadable-lazy";
import { preloadServerState, ServerStateProvider } from "./providers";
import { RootLayout } from "./root-layout";

// Declarative routes (BrowserRouter + useRoutes), not a data router: the app has no loaders or
// actions, and the data router costs about 17 KB gzip more in the entry (decision note 013).
type PageModule = { default: ComponentType };
type RouteHandle = { preload: () => Promise<PageModule> };

// Route-level code splitting: every page is its own chunk, loaded when first visited, or at start
// for the page the app opens on (preloadRoute). Page modules default-export their component; one
// already loaded renders at once, without a Suspense round (preloadableLazy).
function page(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  const { Component: Page, preload } = preloadableLazy(load);
  const handle: RouteHandle = { preload };
  return { element: <Page />, handle };
}

// The session check and its screens load with the first protected page, not with the landing page.
const protectedLayout = page(async () => ({ default: (await import("@/features/auth/components/protected-route")).ProtectedRoute }));
const sharedReport = page(() => import("./routes/shared-report"));

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import("./routes/landing")) },
      { path: paths.auth.path, ...page(() => import("./routes/auth")) },
      { path: paths.verifyEmail.path, ...page(() => import("./routes/verify-email")) },
      { path: paths.resetPassword.path, ...page(() => import("./routes/reset-password")) },
      { path: paths.userDetails.path, ...page(() => import("./routes/user-details")) },
      {
        ...protectedLayout,
        children: [
          { path: paths.intake.path, ...page(() => import("./routes/intake")) },
          { path: paths.chat.path, ...page(() => import("./routes/chat")) },
          { path: paths.conversation.path, ...page(() => import("./routes/conversation")) },
          { path: paths.report.path, ...page(() => import("./routes/report")) },
          { path: paths.settings.path, ...page(() => import("./routes/settings")) },
          { path: paths.diary.path, ...page(() => import("./routes/diary")) },
        ],
      },
      { path: "*", ...page(() => import("./routes/not-found")) },
    ],
  },
  // A shared report stands alone: no app shell, navigation or sign-in (issue 7).
  { path: paths.sharedReport.path, element: <ServerStateProvider>{sharedReport.element}</ServerStateProvider>, handle: sharedReport.handle },
];

/**
 * Starts loading the chunks of the page at `pathname` (and of its layouts) and the server-state
 * provider at once, instead of after the shell has rendered. Resolves when all have loaded (main.tsx
 * waits for it while index.html's static landing shows); rejects if one fails to load.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload());
  return Promise.all([preloadServerState(), ...pages]).then(() => undefined);
}

/** The app's routes; an error anywhere below shows the error page until the next navigation. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
