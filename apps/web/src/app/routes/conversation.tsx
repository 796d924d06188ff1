import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { Link as RouterLink, Navigate, useNavigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { useConfig } from "@/features/auth/api/get-config";
import { AuthLoading } from "@/features/auth/components/auth-loading";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { ChatLayout } from "@/features/chat/components/chat-layout";
import { ConversationScreen } from "@/features/chat/components/conversation-screen";
import { useConversationFeedback } from "@/features/feedback/api/get-conversation-feedback";
import { FeedbackDialog } from "@/features/feedback/components/feedback-dialog";

/**
 * `/chat/{conversationId}`: one conversation, with the feedback dialog and a Report action that is
 * always there (during the interview and after an emergency too; spec section 2, issue 15).
 */
export default function ConversationRoute() {
  const { conversationId = "" } = useParams();
  const { userId, isPending } = useAuthSession();
  // Streaming is the server's to say (GET /api/config); until it has, replies come as JSON.
  const streaming = useConfig().data?.streaming === true;
  const [feedback, setFeedback] = useState<{ open: boolean; helpful: boolean | null }>({ open: false, helpful: null });
  // Issue 15: a rating already given shows as given on the thumbs.
  const given = useConversationFeedback(userId, conversationId);
  const navigate = useNavigate();

  if (!userId) {
    if (isPending) {
      return <AuthLoading />;
    }
    // Spec section 2: no signed-in user, back to /; the landing brings them here after sign-in.
    return <Navigate to={paths.home.getHref()} replace state={{ action: "login", conversationId }} />;
  }

  const reportAction = (
    <Button component={RouterLink} to={paths.report.getHref(conversationId)} startIcon={<AssignmentOutlined />} sx={{ flexShrink: 0 }}>
      Report
    </Button>
  );

  return (
    <ChatLayout userId={userId} activeConversationId={conversationId} actions={reportAction}>
      <ConversationScreen
        key={conversationId}
        userId={userId}
        conversationId={conversationId}
        streaming={streaming}
        onRate={(helpful) => setFeedback({ open: true, helpful })}
        rating={given.data === undefined ? undefined : given.data ? given.data.helpful : null}
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
