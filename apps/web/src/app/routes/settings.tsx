import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { notify } from "@/components/feedback-ui/notifications";
import { PageTitle } from "@/components/layout/page-title";
import { useConfig } from "@/features/auth/api/get-config";
import { useUser } from "@/features/auth/api/get-user";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { SignupForm } from "@/features/auth/components/signup-form";
import { UserDetailsForm } from "@/features/auth/components/user-details-form";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { useResendVerification } from "@/features/auth/hooks/use-resend-verification";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { AppearanceSection } from "@/features/settings/components/appearance-section";
import { DataSection } from "@/features/settings/components/data-section";
import { EmailStatus } from "@/features/settings/components/email-status";
import { GuestUpgrade } from "@/features/settings/components/guest-upgrade";
import { IntakeSection } from "@/features/settings/components/intake-section";
import { SecuritySection } from "@/features/settings/components/security-section";
import { SettingsSection } from "@/features/settings/components/settings-section";
import { SignOutSection } from "@/features/settings/components/sign-out-section";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useEffect } from "react";
import { useLocation } from "react-router";

export const PROFILE_SAVED = "Your details were saved.";

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ py: 4, textAlign: "center" }}>
      <Typography color="textSecondary">{label}</Typography>
    </Box>
  );
}

/**
 * `/settings` (issue 8): profile, appearance, security or the guest upgrade, the person's data
 * rights and sign-out. The auth feature's forms are composed in here; the settings feature
 * holds the rest.
 */
export default function SettingsRoute() {
  const { user, isAnonymous } = useAuthSession();
  const session = authClient.useSession().data?.session;
  const profile = useUser(user?.id);
  const config = useConfig().data;
  const signOut = useSignOut();
  const verification = useResendVerification();
  const { hash } = useLocation();
  const ready = user !== null;

  // Links such as the guest's "Save your chats" (/settings#account) land on their section, ready to type.
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView?.({ block: "start" });
    // The section itself takes focus (screen readers start there); focusing its first field would show
    // "required" errors as soon as the person looked elsewhere.
    if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
    section.focus({ preventScroll: true });
  }, [ready, hash]);

  // The protected wrapper only renders this page with a user.
  if (!user) return <Loading label="Loading..." />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageTitle title="Settings" />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      <Stack spacing={3}>
        {isAnonymous && (
          <GuestUpgrade
            renderSignupForm={(onSignedUp) => <SignupForm defaultEmail="" onEmailChange={() => {}} onSignedUp={onSignedUp} />}
            onResend={(email) => void verification.resend(email, { withoutSession: true })}
            resending={verification.sending}
          />
        )}

        <SettingsSection id="profile" title="Profile" description="These details help the assistant tailor its questions.">
          {!isAnonymous && (
            <Box sx={{ maxWidth: 560 }}>
              <EmailStatus
                email={user.email}
                verified={user.emailVerified}
                onResend={() => void verification.resend(user.email)}
                resending={verification.sending}
              />
            </Box>
          )}
          {profile.isPending ? (
            <Loading label="Loading your details..." />
          ) : (
            <Box sx={{ maxWidth: 560 }}>
              <UserDetailsForm
                userId={user.id}
                email={profile.data?.email ?? user.email}
                profile={profile.data ?? null}
                submitLabel="Save changes"
                onSaved={() => notify(PROFILE_SAVED, "success")}
              />
            </Box>
          )}
        </SettingsSection>

        <IntakeSection intakeHref={paths.intake.getHref()} />

        <AppearanceSection />

        {!isAnonymous && (
          <SecuritySection
            renderChangePassword={(onChanged) => <ChangePasswordForm onChanged={onChanged} />}
            googleEnabled={config?.signInMethods.google ?? false}
            currentSessionToken={session?.token}
          />
        )}

        <DataSection userId={user.id} isGuest={isAnonymous} onAccountDeleted={signOut} />

        <SignOutSection isAnonymous={isAnonymous} onSignOut={signOut} />
      </Stack>
    </Container>
  );
}
