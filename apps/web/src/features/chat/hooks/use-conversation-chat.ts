import type { ChatMessage, ConversationHistory, QuickAnswer } from "@hg/shared/conversation";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { ApiError } from "@/lib/api-client";
import { useConversationHistory } from "../api/get-conversation-history";
import { chatKeys } from "../api/query-keys";
import { useSendMessage } from "../api/send-message";
import { messagesBefore, userMessageOf, type OutgoingMessage } from "../api/turn-history";
import { waitUntilOnline } from "./use-online-status";

/**
 * The message on its way. `id` is its client message id, kept across retries and reconnections
 * so the server never stores it twice. `offline`: waiting for the connection; `stopped`: the
 * person stopped a streamed reply after some of it arrived (`reply`), which the server keeps.
 */
type Pending = OutgoingMessage & { status: "sending" | "offline" | "failed" | "stopped"; reply?: string };

// Why a send was aborted: the person's Stop or Cancel, or the device going offline (then it is sent again).
const STOP = "stop";
const CANCEL = "cancel";
const OFFLINE = "offline";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Message state of spec section 4 for one conversation: the held history (the server's messages,
 * ids and `incomplete` marks) plus the message being sent. A send shows the message at once with
 * the typing indicator; success puts the turn into the history cache; failure shows the apology
 * and a retry with the same client message id. Offline, the message waits and goes out when the
 * connection is back; it can be cancelled meanwhile. With `streaming` the reply's text arrives as
 * it is written; any reply can be stopped. The caller mounts one instance per conversation id.
 */
export function useConversationChat(userId: string, conversationId: string, streaming: boolean) {
  const queryClient = useQueryClient();
  const history = useConversationHistory(userId, conversationId);
  const sendMutation = useSendMessage();
  const [pending, setPending] = useState<Pending | null>(null);
  // The newest finished reply, or the note that the person stopped one, for the polite live region.
  const [announcement, setAnnouncement] = useState<{ text: string; stopped: boolean } | null>(null);
  // Cancels the send on its way. Leaving the conversation does not: the reply then finishes into
  // the history cache, as it would have on screen.
  const active = useRef<AbortController | null>(null);
  const attempt = useRef<AbortController | null>(null);

  useEffect(() => {
    const onOffline = () => attempt.current?.abort(OFFLINE);
    window.addEventListener("offline", onOffline);
    return () => window.removeEventListener("offline", onOffline);
  }, []);

  const historyKey = chatKeys.history(userId, conversationId);
  const isHeld = (id: string) =>
    queryClient.getQueryData<ConversationHistory>(historyKey)?.conversationHistory.some((m) => m.id === id) === true;

  // A stopped reply is stored by the server as it was shown; the history then carries it with its ids.
  async function settleStopped(sent: Pending) {
    for (const wait of [0, 1000]) {
      await sleep(wait);
      await queryClient.refetchQueries({ queryKey: historyKey, exact: true });
      if (isHeld(sent.id)) {
        setPending((now) => (now?.id === sent.id ? null : now));
        return;
      }
    }
  }

  async function deliver(sent: Pending) {
    const controller = new AbortController();
    active.current?.abort(CANCEL);
    active.current = controller;
    for (;;) {
      if (!navigator.onLine) {
        setPending({ ...sent, status: "offline", reply: undefined });
        try {
          await waitUntilOnline(controller.signal);
        } catch {
          return; // cancelled while waiting
        }
      }
      const thisAttempt = new AbortController();
      controller.signal.addEventListener("abort", () => thisAttempt.abort(controller.signal.reason), { once: true });
      attempt.current = thisAttempt;
      setPending({ ...sent, status: "sending", reply: undefined });
      let shown = "";
      const onText = (reply: string) => {
        shown = reply;
        setPending((now) => (now?.id === sent.id ? { ...now, reply } : now));
      };
      try {
        const turn = await sendMutation.mutateAsync({
          userId,
          conversationId,
          message: sent,
          live: { signal: thisAttempt.signal, onText: streaming ? onText : undefined },
        });
        setPending((now) => (now?.id === sent.id ? null : now));
        setAnnouncement({ text: turn.response, stopped: false });
        return;
      } catch (error) {
        const reason: unknown = controller.signal.reason;
        if (reason === CANCEL) return;
        if (sent.replaceMessageId && error instanceof ApiError && error.status === 409) {
          // Something came after the message being changed (another tab, a late reply): show what is stored.
          setPending(null);
          notify("Only your last message can be changed. The conversation has been reloaded.", "warning");
          void queryClient.refetchQueries({ queryKey: historyKey, exact: true });
          return;
        }
        if (reason === STOP && shown.trim() !== "") {
          setPending({ ...sent, status: "stopped", reply: shown });
          setAnnouncement({ text: shown, stopped: true });
          void settleStopped(sent);
          return;
        }
        // Offline: wait for the connection and send again, with the same id.
        if (reason !== STOP && (thisAttempt.signal.reason === OFFLINE || !navigator.onLine)) continue;
        // Nothing arrived, or the stream broke: the same id lets a retry get what the server kept.
        setPending({ ...sent, status: "failed", reply: undefined });
        return;
      } finally {
        if (attempt.current === thisAttempt) attempt.current = null;
      }
    }
  }

  /** Sends a message: typed, chosen by quick replies (`answer`), or replacing the person's last message. */
  function send(text: string, options: { answer?: QuickAnswer; replaceMessageId?: string } = {}) {
    const content = text.trim();
    if (!content || pending?.status === "sending" || pending?.status === "offline") return;
    // A new message replaces one that failed: the person chose to say something else.
    void deliver({ id: crypto.randomUUID(), content, createdAt: new Date().toISOString(), status: "sending", ...options });
  }

  function retry() {
    if (pending?.status === "failed") void deliver(pending);
  }

  /** Stops the reply on its way (the Stop button); what arrived of a streamed reply stays. */
  function stop() {
    active.current?.abort(STOP);
  }

  /** Cancels a message waiting for the connection (or failed) and gives its text back. */
  function cancel(): string | null {
    if (!pending || pending.status === "stopped") return null;
    active.current?.abort(CANCEL);
    setPending(null);
    return pending.content;
  }

  const held = history.data;
  const heldMessages = held?.conversationHistory ?? [];
  const pendingShown = pending !== null && !heldMessages.some((m) => m.id === pending.id);
  const messages: ChatMessage[] = pendingShown
    ? [...messagesBefore(heldMessages, pending.replaceMessageId), userMessageOf(pending)]
    : heldMessages;
  const sending = pendingShown && pending.status === "sending";

  return {
    history,
    /** The conversation's messages, with the one being sent at the end. */
    messages,
    /** The reply's text so far while it streams, or what was kept of a stopped one. */
    liveReply: pendingShown && pending.reply ? { text: pending.reply, stopped: pending.status === "stopped" } : null,
    /** The id of the person's message on its way (or waiting, or failed), shown last. */
    pendingId: pendingShown ? pending.id : null,
    /** Waiting for the reply's first words (the Thinking bubble). */
    isBotTyping: sending && !pending.reply,
    /** A message is on its way or waiting for the connection: nothing else can be sent meanwhile. */
    isReplying: sending || (pendingShown && pending.status === "offline"),
    /** A reply is on its way and can be stopped (what arrived of a streamed one stays). */
    canStop: sending,
    isWaitingForConnection: pendingShown && pending.status === "offline",
    hasFailedSend: pendingShown && pending.status === "failed",
    /** The latest turn's facts (from the held history, which every successful send updates). */
    responseType: held?.response_type ?? null,
    urgency: held?.urgency ?? null,
    /** The newest reply received in this visit (`stopped`: cut short by the person), for the polite live region. */
    announcement,
    send,
    retry,
    stop,
    cancel,
  };
}
