import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { FullPageLoader } from "@/components/feedback-ui/full-page-loader";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SESSION_ENDED_MESSAGE } from "@/features/auth/utils/session-ended";
import { useAuthEntry } from "@/features/auth/hooks/use-auth-entry";
import { HowItWorks } from "@/features/landing/components/how-it-works";
import { LandingHero } from "@/features/landing/components/landing-hero";
import { PageTitle } from "@/components/layout/page-title";

/** `/`: landing and authentication screen (spec section 2). */
export default function LandingRoute() {
  const theme = useTheme();
  // noSsr: decide on the first render, so the panel does not flip from open to collapsed.
  const small = useMediaQuery(theme.breakpoints.down("md"), { noSsr: true });
  const { initialMode, pendingMessage, sessionEnded, busy } = useAuthEntry();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 7 } }}>
      <PageTitle />
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1.1fr) minmax(0, 1fr)" },
          gridTemplateAreas: { xs: '"hero" "card" "how"', md: '"hero card" "how card"' },
          // The card's extra height goes to the last row, so switching mode never moves the panel.
          gridTemplateRows: { md: "auto 1fr" },
          alignItems: "start",
        }}
      >
        <Box sx={{ gridArea: "hero" }}>
          <LandingHero />
        </Box>
        <Box sx={{ gridArea: "card", position: "relative" }}>
          {sessionEnded && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {SESSION_ENDED_MESSAGE}.
            </Alert>
          )}
          {pendingMessage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Your message is saved. It will be shared with the assistant once sign-in finishes.
            </Alert>
          )}
          {/* Keyed by the requested mode: a later navigation with action=signup switches the card. */}
          <AuthCard key={initialMode} initialMode={initialMode} />
          <FullPageLoader open={busy} label="Signing you in" />
        </Box>
        <Box sx={{ gridArea: "how" }}>
          <HowItWorks collapsible={small} />
        </Box>
      </Box>
    </Container>
  );
}
