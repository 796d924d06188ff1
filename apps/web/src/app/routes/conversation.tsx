import { useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { ChatLayout } from "@/features/chat/components/chat-layout";
import { ConversationScreen } from "@/features/chat/components/conversation-screen";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { FeedbackDialog } from "@/features/feedback/components/feedback-dialog";
import { AuthLoading } from "@/features/auth/components/auth-loading";

/** `/chat/{conversationId}`: one conversation, with the feedback dialog and the way to its report (spec section 2). */
export default function ConversationRoute() {
  const { conversationId = "" } = useParams();
  const { userId, isPending } = useAuthSession();
  const [feedback, setFeedback] = useState<{ open: boolean; helpful: boolean | null }>({ open: false, helpful: null });
  const navigate = useNavigate();

  if (!userId) {
    if (isPending) {
      return <AuthLoading />;
    }
    // Spec section 2: no signed-in user, back to /; the landing brings them here after sign-in.
    return <Navigate to={paths.home.getHref()} replace state={{ action: "login", conversationId }} />;
  }

  return (
    <ChatLayout userId={userId} activeConversationId={conversationId}>
      <ConversationScreen
        key={conversationId}
        userId={userId}
        conversationId={conversationId}
        onRate={(helpful) => setFeedback({ open: true, helpful })}
        onViewReport={() => void navigate(paths.report.getHref(conversationId))}
      />
      <FeedbackDialog
        open={feedback.open}
        onClose={() => setFeedback((held) => ({ ...held, open: false }))}
        userId={userId}
        conversationId={conversationId}
        initialHelpful={feedback.helpful}
      />
    </ChatLayout>
  );
}
