import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/messages";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { usePostSignIn } from "@/features/auth/hooks/use-post-sign-in";
import { PageTitle } from "@/components/layout/page-title";

type View = "verified" | "failed" | "unknown";

const COPY: Record<View, { title: string; heading: string; text: string }> = {
  verified: { title: "Email verified", heading: "Your email address is verified", text: "Thank you. Your account is ready; continue to finish setting up." },
  failed: {
    title: "Verification link expired",
    heading: "This link has expired or is invalid",
    text: "Verification links work once and expire after a while. Log in with your email and password and we will offer to send a new link.",
  },
  unknown: {
    title: "Verify your email",
    heading: "Open the link from your email",
    text: "To verify your address, open the link in the email we sent you; it signs you in and brings you back here. Already verified? Log in.",
  },
};

/**
 * `/verify-email`: where the verification link lands. better-auth has verified the address and
 * signed the person in, or added `?error=` when the link was invalid or expired. The URL alone
 * proves nothing (anyone can type it), so "verified" is said only for a signed-in, verified account.
 */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { user, isAnonymous, isPending } = useAuthSession();
  const view: View = params.has("error") ? "failed" : user && !isAnonymous && user.emailVerified ? "verified" : "unknown";
  const failed = view !== "verified";
  const postSignIn = usePostSignIn();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);

  async function onContinue() {
    if (!user || isAnonymous) {
      await navigate(paths.home.getHref(), { state: { action: "login" } });
      return;
    }
    setContinuing(true);
    try {
      await postSignIn(user.id);
    } catch {
      notify(MESSAGES.somethingWentWrong, "error");
      setContinuing(false);
    }
  }

  // Until the session is known, "verified" cannot be told apart from "not verified".
  if (isPending && view !== "failed") {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography role="status" color="textSecondary" sx={{ textAlign: "center" }}>
          Checking your link…
        </Typography>
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={COPY[view].title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }}>
        <Box aria-hidden sx={{ color: view === "failed" ? "error.main" : view === "verified" ? "success.main" : "primary.main", mb: 1 }}>
          {view === "failed" ? <ErrorOutline sx={{ fontSize: 56 }} /> : view === "verified" ? <VerifiedOutlined sx={{ fontSize: 56 }} /> : <MarkEmailUnreadOutlined sx={{ fontSize: 56 }} />}
        </Box>
        <Typography variant="h1" gutterBottom>
          {COPY[view].heading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {COPY[view].text}
        </Typography>
        {failed ? (
          <Button variant="contained" size="large" onClick={() => void navigate(paths.home.getHref(), { state: { action: "login" } })}>
            Back to log in
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={() => void onContinue()} loading={continuing || isPending}>
            Continue
          </Button>
        )}
      </Paper>
    </Container>
  );
}
