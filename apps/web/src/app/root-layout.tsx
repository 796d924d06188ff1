import { Outlet } from "react-router";
import { AppShell } from "@/components/layout/app-shell";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { SessionEndedDialog } from "@/features/auth/components/session-ended-dialog";
import { UserMenu } from "@/features/auth/components/user-menu";
import { useGroupLink } from "@/features/auth/hooks/use-group-link";

/** Shell around every route: top bar with the theme toggle and (when signed in) the user menu. */
export function RootLayout() {
  useGroupLink();
  return (
    <AppShell
      actions={
        <>
          <ThemeToggle />
          <UserMenu />
        </>
      }
    >
      <Outlet />
      <SessionEndedDialog />
    </AppShell>
  );
}
