import { MESSAGES } from "@hg/shared/errors";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { clearPendingFirstMessage, writePendingFirstMessage } from "@/lib/storage";
import { useCreateConversation } from "../api/create-conversation";

/**
 * Starts a conversation from a first message and opens it. Without a session (none, or the
 * server answers 401) the message is kept and the person is sent to sign in: the landing
 * screen shows its notice and starts the conversation once they are in (spec section 2).
 * Resolves false when nothing was started, so the caller can keep the text in the box.
 */
export function useStartConversation(userId: string | null) {
  const create = useCreateConversation();
  const navigate = useNavigate();
  // Pressing send again after a failure repeats the same message: same id, so the server
  // cannot store it twice if the first attempt did arrive.
  const lastAttempt = useRef<{ text: string; id: string } | null>(null);

  async function keepAndSignIn(text: string) {
    writePendingFirstMessage(text);
    await navigate(paths.home.getHref(), { state: { action: "login", message: text } });
  }

  async function start(rawText: string): Promise<boolean> {
    const text = rawText.trim();
    if (!text || create.isPending) return false;
    if (!userId) {
      await keepAndSignIn(text);
      return false;
    }
    if (lastAttempt.current?.text !== text) lastAttempt.current = { text, id: crypto.randomUUID() };
    try {
      const answer = await create.mutateAsync({ userId, user_input: text, client_message_id: lastAttempt.current.id });
      lastAttempt.current = null;
      clearPendingFirstMessage();
      await navigate(paths.conversation.getHref(answer.conversationId));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await keepAndSignIn(text);
        return false;
      }
      notify(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong, "error");
      return false;
    }
  }

  return { start, isStarting: create.isPending };
}
