import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "@/components/layout/page-title";
import { paths } from "@/config/paths";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";

type View = "form" | "done" | "invalid";

const COPY: Record<View, { title: string; text: string }> = {
  form: { title: "Choose a new password", text: "Pick a password you do not use anywhere else." },
  done: { title: "Your password is changed", text: "Every device that was signed in has been signed out. Log in with your new password." },
  invalid: {
    title: "This link has expired or was already used",
    text: "Reset links work once, within an hour. Ask for a new one from the log-in card ('Forgot password?').",
  },
};

/** `/reset-password`: where the emailed reset link lands, with `?token=` (or `?error=` from the server). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [view, setView] = useState<View>(token && !params.has("error") ? "form" : "invalid");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refetch } = useAuthSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { title, text } = COPY[view];

  // A new state is announced by moving focus to its heading (not on first load).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else headingRef.current?.focus();
  }, [view]);

  function onDone() {
    // This browser's session (if any) ended with the others: forget what it cached.
    queryClient.clear();
    void refetch();
    setView("done");
  }

  const toLogin = (action: "login" | "forgot") => void navigate(paths.home.getHref(), { state: { action } });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {view !== "form" && (
          <Box aria-hidden sx={{ color: view === "done" ? "success.main" : "error.main", mb: 1, textAlign: "center" }}>
            {view === "done" ? <CheckCircleOutline sx={{ fontSize: 56 }} /> : <ErrorOutline sx={{ fontSize: 56 }} />}
          </Box>
        )}
        <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ mb: 1, outline: "none", fontSize: { xs: "1.6rem", md: "2rem" } }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {view === "form" && token && <ResetPasswordForm token={token} onDone={onDone} onInvalidLink={() => setView("invalid")} />}
        {view === "done" && (
          <Button variant="contained" size="large" fullWidth onClick={() => toLogin("login")}>
            Log in
          </Button>
        )}
        {view === "invalid" && (
          <Button variant="contained" size="large" fullWidth onClick={() => toLogin("forgot")}>
            Send me a new link
          </Button>
        )}
      </Paper>
    </Container>
  );
}
