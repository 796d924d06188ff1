import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "../hooks/use-auth-session";
import { noteSignedIn, rememberPageOnSignIn } from "../hooks/use-sign-out";
import { AuthLoading } from "./auth-loading";

/**
 * Spec section 2: 'Loading...' while authentication loads; a visitor without a session goes
 * to / with action=login (and `from`, so the landing page can bring them back).
 */
export function ProtectedRoute() {
  const { user, isPending } = useAuthSession();
  const location = useLocation();
  if (isPending) {
    return <AuthLoading />;
  }
  if (!user) {
    const state = rememberPageOnSignIn() ? { action: "login", from: location.pathname } : { action: "login" };
    return <Navigate to={paths.home.getHref()} replace state={state} />;
  }
  noteSignedIn(user.id);
  return <Outlet />;
}
