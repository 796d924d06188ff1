import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { FullPageLoader } from "@/components/feedback-ui/full-page-loader";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SESSION_ENDED_MESSAGE } from "@/features/auth/utils/session-ended";
import { useAuthEntry } from "@/features/auth/hooks/use-auth-entry";
import { PageTitle } from "@/components/layout/page-title";

/** `/auth`: the same sign-in card on its own (spec section 2 leaves its content open). */
export default function AuthRoute() {
  const { initialMode, sessionEnded, busy } = useAuthEntry();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
      <PageTitle title={"Sign in"} />
      <Typography variant="h1" sx={{ mb: 3, textAlign: "center" }}>
        Sign in
      </Typography>
      {sessionEnded && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {SESSION_ENDED_MESSAGE}.
        </Alert>
      )}
      <Box sx={{ position: "relative" }}>
        <AuthCard key={initialMode} initialMode={initialMode} />
        <FullPageLoader open={busy} label="Signing you in" />
      </Box>
    </Container>
  );
}
