import Container from "@mui/material/Container";
import { useCallback } from "react";
import { getUser } from "@/features/auth/api/get-user";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { IntakeFormView } from "@/features/intake/components/intake-form";
import { ensureSignedIn } from "@/features/intake/utils/start-guest-session";

/** `/intake`: the intake form for the signed-in person (or a guest started on submit). */
export default function IntakeRoute() {
  const { userId } = useAuthSession();
  const ensureUserId = useCallback(() => ensureSignedIn(userId, getUser), [userId]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <IntakeFormView userId={userId} ensureUserId={ensureUserId} />
    </Container>
  );
}
