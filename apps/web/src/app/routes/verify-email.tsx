import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { usePostSignIn } from "@/features/auth/hooks/use-post-sign-in";
import { PageTitle } from "@/components/layout/page-title";

/**
 * `/verify-email`: where the verification link lands. better-auth has verified the address and
 * signed the person in, or added `?error=` when the link was invalid or expired.
 */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const failed = params.has("error");
  const { user, isAnonymous, isPending } = useAuthSession();
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

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={failed ? "Verification link expired" : "Email verified"} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }}>
        <Box aria-hidden sx={{ color: failed ? "error.main" : "success.main", mb: 1 }}>
          {failed ? <ErrorOutline sx={{ fontSize: 56 }} /> : <VerifiedOutlined sx={{ fontSize: 56 }} />}
        </Box>
        <Typography variant="h1" gutterBottom>
          {failed ? "This link has expired or is invalid" : "Your email address is verified"}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {failed
            ? "Verification links work once and expire after a while. Log in with your email and password and we will offer to send a new link."
            : "Thank you. Your account is ready; continue to finish setting up."}
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
