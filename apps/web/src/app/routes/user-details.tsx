import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/messages";
import { useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { useUser } from "@/features/auth/api/get-user";
import { UserDetailsForm } from "@/features/auth/components/user-details-form";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { usePostSignIn } from "@/features/auth/hooks/use-post-sign-in";
import { readGoogleAuthContext } from "@/lib/auth-intent";
import { clearNewSignupFlag } from "@/lib/storage";
import { PageTitle } from "@/components/layout/page-title";

/** `/user-details`: the step after a new sign-up (email or Google). Then the redirect order. */
export default function UserDetailsRoute() {
  const { user, isAnonymous, isPending } = useAuthSession();
  const profile = useUser(user && !isAnonymous ? user.id : undefined);
  const postSignIn = usePostSignIn();
  const greeted = useRef(false);

  // A new Google user lands here straight from Google's round trip.
  useEffect(() => {
    if (!greeted.current && user && readGoogleAuthContext()) {
      greeted.current = true;
      notify(MESSAGES.googleLoginSuccess, "success");
    }
  }, [user]);

  if (!isPending && (!user || isAnonymous)) {
    return <Navigate to={paths.home.getHref()} replace state={{ action: "login" }} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
      <PageTitle title={"Your details"} />
      <Typography variant="h1" gutterBottom>
        Tell us about you
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        These details help the assistant tailor its questions. You can change them later in Settings.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {user && !profile.isPending ? (
          <UserDetailsForm
            userId={user.id}
            email={user.email}
            profile={profile.data ?? null}
            onSaved={() => {
              clearNewSignupFlag();
              void postSignIn(user.id, { afterDetails: true });
            }}
          />
        ) : (
          <Box role="status" sx={{ minHeight: 360, display: "grid", placeItems: "center" }}>
            <Typography color="textSecondary">Loading...</Typography>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
