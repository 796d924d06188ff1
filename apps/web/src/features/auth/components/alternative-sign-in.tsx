import Google from "@mui/icons-material/Google";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { authClient, AUTH_CALLBACKS } from "@/lib/auth-client";
import { notify } from "@/components/feedback-ui/notifications";
import { readAuthIntent, writeGoogleAuthContext } from "@/lib/auth-intent";
import { useConfig } from "../api/get-config";
import { useGuestSignIn } from "../hooks/use-guest-sign-in";

/** 'Continue with Google' (only when the server has Google on) and 'Continue as guest'. */
export function AlternativeSignIn() {
  const config = useConfig().data;
  const guest = useGuestSignIn();
  const [googlePending, setGooglePending] = useState(false);

  async function continueWithGoogle() {
    setGooglePending(true);
    // The page unloads for the Google round trip; remember where the person was heading.
    writeGoogleAuthContext(readAuthIntent());
    try {
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: AUTH_CALLBACKS.googleSuccess,
        newUserCallbackURL: AUTH_CALLBACKS.googleNewUser,
        errorCallbackURL: AUTH_CALLBACKS.googleError,
      });
      if (error) {
        notify(error.message ? MESSAGES.googleLoginError(error.message) : MESSAGES.googleLoginFailed, "error");
        setGooglePending(false);
      }
    } catch {
      notify(MESSAGES.googleLoginFailed, "error");
      setGooglePending(false);
    }
  }

  return (
    <Stack spacing={1.5}>
      {config?.signInMethods.google && (
        <Button variant="outlined" size="large" startIcon={<Google />} onClick={() => void continueWithGoogle()} loading={googlePending}>
          Continue with Google
        </Button>
      )}
      {config?.signInMethods.anonymous !== false && (
        <Button variant="text" size="large" onClick={() => void guest.continueAsGuest()} loading={guest.isPending} loadingPosition="start">
          Continue as guest
        </Button>
      )}
      {guest.error && (
        <Alert severity="error" role="alert" onClose={guest.clearError}>
          {guest.error}
        </Alert>
      )}
    </Stack>
  );
}
