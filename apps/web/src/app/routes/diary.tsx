import Container from "@mui/material/Container";
import { PageTitle } from "@/components/layout/page-title";
import { AuthLoading } from "@/features/auth/components/auth-loading";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { DiaryScreen } from "@/features/diary/components/diary-screen";

/** `/diary`: the headache diary (issue 19). */
export default function DiaryRoute() {
  const { userId } = useAuthSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageTitle title="Headache diary" />
      {/* The protected wrapper only renders this page with a user; keyed so another person never sees the last one's outbox. */}
      {userId ? <DiaryScreen key={userId} userId={userId} /> : <AuthLoading />}
    </Container>
  );
}
