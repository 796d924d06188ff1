import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { AlternativeSignIn } from "./alternative-sign-in";
import { CheckInbox } from "./check-inbox";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

export type AuthMode = "login" | "signup";
/** What the card shows; "forgot" asks for a password-reset link. */
export type CardMode = AuthMode | "forgot";

type Props = {
  initialMode?: CardMode;
  onSignedIn?: (userId: string) => void;
};

const TITLES: Record<CardMode, { title: string; subtitle: string }> = {
  login: { title: "Log in", subtitle: "Welcome back. Pick up where you left off." },
  forgot: { title: "Forgot your password?", subtitle: "It happens. We will email you a link to choose a new one." },
  signup: { title: "Create your account", subtitle: "Save your intake, chats and reports in one place." },
};

/**
 * The sign-in / create-account card of spec section 2. Each mode is its own form, so switching
 * mode drops that form's errors; the typed email carries over.
 */
export function AuthCard({ initialMode = "login", onSignedIn }: Props) {
  const [mode, setMode] = useState<CardMode>(initialMode);
  const [email, setEmail] = useState("");
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const { title, subtitle } = TITLES[mode];

  if (signedUpEmail) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <CheckInbox
          email={signedUpEmail}
          onBackToLogin={() => {
            setSignedUpEmail(null);
            setMode("login");
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
        {subtitle}
      </Typography>
      {mode === "login" && (
        <LoginForm
          key="login"
          defaultEmail={email}
          onEmailChange={setEmail}
          onCreateAccount={() => setMode("signup")}
          onForgotPassword={() => setMode("forgot")}
          onSignedIn={onSignedIn}
        />
      )}
      {mode === "signup" && <SignupForm key="signup" defaultEmail={email} onEmailChange={setEmail} onSignedUp={setSignedUpEmail} />}
      {mode === "forgot" && <ForgotPasswordForm defaultEmail={email} onEmailChange={setEmail} onBackToLogin={() => setMode("login")} />}
      {mode !== "forgot" && (
        <Box sx={{ mt: 2, textAlign: "center" }}>
          {mode === "login" ? (
            <Link component="button" type="button" onClick={() => setMode("signup")}>
              New to the product? Create an account
            </Link>
          ) : (
            <Link component="button" type="button" onClick={() => setMode("login")}>
              Already have an account? Log in
            </Link>
          )}
        </Box>
      )}
      {mode !== "forgot" && (
        <>
          <Divider sx={{ my: 3 }}>
            <Typography variant="body2" color="textSecondary">
              or
            </Typography>
          </Divider>
          <AlternativeSignIn />
        </>
      )}
    </Paper>
  );
}
