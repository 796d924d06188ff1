import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isProtectedPath, paths } from "@/config/paths";
import { onApiUnauthorized } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { useAuthSession } from "../hooks/use-auth-session";
import { justSignedOut } from "../hooks/use-sign-out";
import { SESSION_ENDED_MESSAGE } from "../utils/session-ended";

/**
 * Issue 15 item 3: a 401 on any API call while someone is signed in is confirmed with a fresh
 * session check (a 401 from one route is not trusted alone); when the session is really gone, this
 * says so over the page, which stays as it is (drafts are kept) until the person chooses to sign in.
 * The sign-in card then brings them back to this page.
 */
export function SessionEndedDialog() {
  const { user, refetch } = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const checking = useRef(false);
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);
  const titleId = useId();

  useEffect(
    () =>
      onApiUnauthorized(() => {
        if (!signedIn.current || checking.current || justSignedOut()) return;
        checking.current = true;
        authClient
          .getSession()
          .then(({ data, error }) => {
            if (!error && !data && signedIn.current && !justSignedOut()) setOpen(true);
          })
          .catch(() => undefined)
          .finally(() => {
            checking.current = false;
          });
      }),
    [],
  );

  async function signInAgain() {
    setOpen(false);
    const from = location.pathname;
    // The cached session still names the person: drop it, or the sign-in card would send them straight back.
    await refetch();
    // Protected pages redirect by themselves (with where they were); other pages go to the card here.
    if (!isProtectedPath(from)) await navigate(paths.home.getHref(), { state: { action: "login", reason: "session-ended" } });
  }

  return (
    // Not dismissible: every later call would fail the same way until the person signs in again.
    <Dialog open={open} aria-labelledby={titleId} onClose={() => undefined}>
      <DialogTitle id={titleId}>Your session has ended</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {SESSION_ENDED_MESSAGE}. What you typed is kept, and you will come back to this page after signing in.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void signInAgain()}>
          Sign in again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
