// Every route of spec section 2 as a typed value, so links and redirects never spell a path twice.
export const paths = {
  home: { path: "/", getHref: () => "/" },
  auth: { path: "/auth", getHref: () => "/auth" },
  verifyEmail: { path: "/verify-email", getHref: () => "/verify-email" },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password" },
  userDetails: { path: "/user-details", getHref: () => "/user-details" },
  intake: { path: "/intake", getHref: () => "/intake" },
  chat: { path: "/chat", getHref: () => "/chat" },
  conversation: {
    path: "/chat/:conversationId",
    getHref: (conversationId: string) => `/chat/${encodeURIComponent(conversationId)}`,
  },
  settings: { path: "/settings", getHref: () => "/settings" },
  diary: { path: "/diary", getHref: () => "/diary" },
  report: {
    path: "/chat/:conversationId/report",
    getHref: (conversationId: string) => `/chat/${encodeURIComponent(conversationId)}/report`,
  },
  sharedReport: { path: "/r/:token", getHref: (token: string) => `/r/${encodeURIComponent(token)}` },
} as const;

/** Paths behind the protected wrapper; a `from` state outside these is ignored. */
export function isProtectedPath(pathname: string): boolean {
  return (
    pathname === paths.intake.path ||
    pathname === paths.chat.path ||
    pathname === paths.settings.path ||
    pathname === paths.diary.path ||
    /^\/chat\/[^/]+$/.test(pathname) ||
    /^\/chat\/[^/]+\/report$/.test(pathname)
  );
}
