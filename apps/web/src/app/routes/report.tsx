import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { ReportScreen } from "@/features/report/components/report-screen";
import { AuthLoading } from "@/features/auth/components/auth-loading";

/** `/chat/{conversationId}/report`: 'Your report' for one conversation (issue 7). */
export default function ReportRoute() {
  const { conversationId = "" } = useParams();
  const { userId, isPending } = useAuthSession();

  if (!userId) {
    if (isPending) {
      return <AuthLoading />;
    }
    return <Navigate to={paths.home.getHref()} replace state={{ action: "login", conversationId }} />;
  }
  return <ReportScreen userId={userId} conversationId={conversationId} conversationHref={paths.conversation.getHref(conversationId)} />;
}
