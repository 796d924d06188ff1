import { useConfig } from "@/features/auth/api/get-config";
import { useAuthSession } from "@/features/auth/hooks/use-auth-session";
import { ChatHome } from "@/features/chat/components/chat-home";
import { ChatLayout } from "@/features/chat/components/chat-layout";

/** `/chat`: chat home beside the conversation list (spec section 2). */
export default function ChatRoute() {
  const { userId } = useAuthSession();
  const streaming = useConfig().data?.streaming === true;
  // The protected wrapper normally guarantees a user; without one, the home still keeps a
  // typed first message and sends the person to sign in.
  if (!userId) return <ChatHome userId={null} />;
  return (
    <ChatLayout userId={userId} title="New chat">
      <ChatHome userId={userId} streaming={streaming} />
    </ChatLayout>
  );
}
