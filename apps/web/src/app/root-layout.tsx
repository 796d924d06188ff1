import { lazy, Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AppShell } from "@/components/layout/app-shell";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { ServerStateProvider } from "./providers";

// Neither is part of the first paint (the menu needs a session, the dialog a confirmed 401), and
// together they carry the auth client and MUI's Menu and Dialog: they load right after it.
const UserMenu = lazy(async () => ({ default: (await import("@/features/auth/components/user-menu")).UserMenu }));
const SessionEndedDialog = lazy(async () => ({
  default: (await import("@/features/auth/components/session-ended-dialog")).SessionEndedDialog,
}));

// Only an entry URL with `?group=` needs the group link (and the storage and config query it
// carries); it reads the config through the query cache, so it renders inside ServerStateProvider.
const GroupLink = lazy(async () => {
  const { useGroupLink } = await import("@/features/auth/hooks/use-group-link");
  return {
    default: function GroupLink() {
      useGroupLink();
      return null;
    },
  };
});

/**
 * Shell around every route: top bar with the theme toggle and (when signed in) the user menu. The
 * shell draws from the entry alone; the page and the server-state cache arrive together below it.
 */
export function RootLayout() {
  const { search } = useLocation();
  // The URL the app was opened with, as useGroupLink reads it: later navigations never add the link.
  const [entryHasGroup] = useState(() => new URLSearchParams(search).has("group"));
  return (
    <AppShell
      actions={
        <>
          <ThemeToggle />
          <ServerStateProvider>
            <UserMenu />
          </ServerStateProvider>
        </>
      }
    >
      <ServerStateProvider>
        {entryHasGroup && <GroupLink />}
        <Outlet />
      </ServerStateProvider>
      <Suspense fallback={null}>
        <SessionEndedDialog />
      </Suspense>
    </AppShell>
  );
}
