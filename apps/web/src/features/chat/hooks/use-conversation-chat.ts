import { useState } from "react";
import { useConversationHistory } from "../api/get-conversation-history";
import { useSendMessage } from "../api/send-message";

/** One message on screen. `failed` marks the stand-in bot message of a send that did not go through. */
export type ChatMessage = { id: string; sender: "user" | "bot"; content: string; failed?: boolean };

/** A message on its way (or stuck): it keeps its client message id, so a retry cannot store it twice. */
type PendingTurn = { id: string; text: string; clientMessageId: string; status: "sending" | "failed" };

/**
 * Message state of spec section 4 for one conversation: the held history plus the message
 * being sent. A send shows the message at once with the typing indicator; success appends
 * the pair to the history cache; failure leaves the message with the bot's apology and a
 * retry that reuses the same client message id (the server then answers from what it stored).
 * The caller mounts one instance per conversation id.
 */
export function useConversationChat(userId: string, conversationId: string) {
  const history = useConversationHistory(userId, conversationId);
  const sendMutation = useSendMessage();
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [announcement, setAnnouncement] = useState("");

  async function deliver(turn: PendingTurn) {
    setPending({ ...turn, status: "sending" });
    try {
      const reply = await sendMutation.mutateAsync({
        userId,
        conversationId,
        user_input: turn.text,
        client_message_id: turn.clientMessageId,
      });
      setPending(null);
      setAnnouncement(reply.response);
    } catch {
      setPending({ ...turn, status: "failed" });
    }
  }

  function send(text: string) {
    const trimmed = text.trim();
    if (!trimmed || pending?.status === "sending") return;
    // A new message replaces one that failed: the person chose to say something else.
    void deliver({ id: crypto.randomUUID(), text: trimmed, clientMessageId: crypto.randomUUID(), status: "sending" });
  }

  function retry() {
    if (pending?.status === "failed") void deliver(pending);
  }

  const held = history.data;
  const messages: ChatMessage[] = (held?.conversationHistory ?? []).map((item, index) => ({
    id: `${conversationId}-${index}`,
    sender: item.role === "user" ? "user" : "bot",
    content: item.content,
  }));
  if (pending) {
    messages.push({ id: pending.id, sender: "user", content: pending.text });
    if (pending.status === "failed") messages.push({ id: `${pending.id}-failed`, sender: "bot", content: "", failed: true });
  }

  return {
    history,
    messages,
    isBotTyping: pending?.status === "sending",
    hasFailedSend: pending?.status === "failed",
    /** The latest turn's facts (from the held history, which every successful send updates). */
    responseType: held?.response_type ?? null,
    urgency: held?.urgency ?? null,
    suggestions: pending ? [] : (held?.suggestions ?? []),
    /** Text of the newest bot reply received in this visit, for the polite live region. */
    announcement,
    send,
    retry,
  };
}
