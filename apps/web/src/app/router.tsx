import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "@/components/layout/route-error";
import { paths } from "@/config/paths";
import { RootLayout } from "./root-layout";

// Route-level code splitting: every page is its own chunk, loaded when first visited.
// Page modules default-export their component.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
// The session check and its screens load with the first protected page, not with the landing page.
const protectedLayout = async () => ({ Component: (await import("@/features/auth/components/protected-route")).ProtectedRoute });

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Until the first page's chunk arrives nothing renders; index.html's background covers it.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import("./routes/landing")) },
      { path: paths.auth.path, lazy: page(() => import("./routes/auth")) },
      { path: paths.verifyEmail.path, lazy: page(() => import("./routes/verify-email")) },
      { path: paths.resetPassword.path, lazy: page(() => import("./routes/reset-password")) },
      { path: paths.userDetails.path, lazy: page(() => import("./routes/user-details")) },
      {
        lazy: protectedLayout,
        children: [
          { path: paths.intake.path, lazy: page(() => import("./routes/intake")) },
          { path: paths.chat.path, lazy: page(() => import("./routes/chat")) },
          { path: paths.conversation.path, lazy: page(() => import("./routes/conversation")) },
          { path: paths.report.path, lazy: page(() => import("./routes/report")) },
          { path: paths.settings.path, lazy: page(() => import("./routes/settings")) },
        ],
      },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
  // A shared report stands alone: no app shell, navigation or sign-in (issue 7).
  { path: paths.sharedReport.path, ErrorBoundary: RouteError, HydrateFallback: () => null, lazy: page(() => import("./routes/shared-report")) },
];

export const createAppRouter = () => createBrowserRouter(routes);
