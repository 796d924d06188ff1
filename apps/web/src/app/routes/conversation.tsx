import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { ChatLayout } from "@/features/chat/components/chat-layout";
import { ConversationScreen } from "@/features/chat/components/conversation-screen";
import { ReportDialog } from "@/features/chat/components/report-dialog";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { FeedbackDialog } from "@/features/feedback/components/feedback-dialog";

/** `/chat/{conversationId}`: one conversation, with the feedback and report dialogs (spec section 2). */
export default function ConversationRoute() {
  const { conversationId = "" } = useParams();
  const { userId, isPending } = useAuthSession();
  const [feedback, setFeedback] = useState<{ open: boolean; helpful: boolean | null }>({ open: false, helpful: null });
  const [reportOpen, setReportOpen] = useState(false);

  if (!userId) {
    if (isPending) {
      return (
        <Box role="status" sx={{ p: 4, textAlign: "center" }}>
          <Typography>Loading...</Typography>
        </Box>
      );
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
        onViewReport={() => setReportOpen(true)}
      />
      <FeedbackDialog
        open={feedback.open}
        onClose={() => setFeedback((held) => ({ ...held, open: false }))}
        userId={userId}
        conversationId={conversationId}
        initialHelpful={feedback.helpful}
      />
      <ReportDialog open={reportOpen} onClose={() => setReportOpen(false)} userId={userId} conversationId={conversationId} />
    </ChatLayout>
  );
}
