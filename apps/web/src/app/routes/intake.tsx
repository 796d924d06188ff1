import Container from "@mui/material/Container";
import { useCallback } from "react";
import { getUser, useUser } from "@/features/auth/api/get-user";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { IntakeFormView } from "@/features/intake/components/intake-form";
import { ensureSignedIn } from "@/features/intake/utils/start-guest-session";

/** `/intake`: the intake form for the signed-in person (or a guest started on submit), prefilled from their profile. */
export default function IntakeRoute() {
  const { userId, isAnonymous } = useAuthSession();
  const ensureUserId = useCallback(() => ensureSignedIn(userId, getUser), [userId]);
  // The user-details step already asked for the date of birth and gender: the intake does not ask twice.
  const profile = useUser(userId && !isAnonymous ? userId : undefined).data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <IntakeFormView userId={userId} ensureUserId={ensureUserId} prefill={profile ? { dateOfBirth: profile.dob, gender: profile.gender } : undefined} />
    </Container>
  );
}
