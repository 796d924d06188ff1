import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { AppShell } from "@/components/layout/app-shell";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { useGroupLink } from "@/features/auth/hooks/use-group-link";

// Neither is part of the first paint (the menu needs a session, the dialog a confirmed 401), and
// together they carry the auth client and MUI's Menu and Dialog: they load right after it.
const UserMenu = lazy(async () => ({ default: (await import("@/features/auth/components/user-menu")).UserMenu }));
const SessionEndedDialog = lazy(async () => ({
  default: (await import("@/features/auth/components/session-ended-dialog")).SessionEndedDialog,
}));

/** Shell around every route: top bar with the theme toggle and (when signed in) the user menu. */
export function RootLayout() {
  useGroupLink();
  return (
    <AppShell
      actions={
        <>
          <ThemeToggle />
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        </>
      }
    >
      <Outlet />
      <Suspense fallback={null}>
        <SessionEndedDialog />
      </Suspense>
    </AppShell>
  );
}
