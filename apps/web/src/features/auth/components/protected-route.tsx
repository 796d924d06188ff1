import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "../hooks/use-auth-session";
import { noteSignedIn, rememberPageOnSignIn, sessionEndedElsewhere } from "../hooks/use-sign-out";
import { AuthLoading } from "./auth-loading";
import { SessionCheckFailed } from "./session-check-failed";

/**
 * Spec section 2: 'Loading...' while authentication loads; a visitor without a session goes
 * to / with action=login (and `from`, so the landing page can bring them back). A session
 * check that failed (429, 5xx, offline) is not a sign-out: it is shown, with a retry.
 */
export function ProtectedRoute() {
  const { user, isPending, checkError, refetch } = useAuthSession();
  const location = useLocation();
  if (isPending) {
    return <AuthLoading />;
  }
  if (!user && checkError) {
    return <SessionCheckFailed status={checkError.status} onRetry={() => refetch()} />;
  }
  if (!user) {
    const state = {
      action: "login",
      ...(rememberPageOnSignIn() ? { from: location.pathname } : {}),
      ...(sessionEndedElsewhere() ? { reason: "session-ended" } : {}),
    };
    return <Navigate to={paths.home.getHref()} replace state={state} />;
  }
  noteSignedIn(user.id);
  return <Outlet />;
}
