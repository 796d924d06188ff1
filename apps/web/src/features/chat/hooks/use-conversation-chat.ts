import type { ConversationHistory } from "@hg/shared/conversation";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useConversationHistory } from "../api/get-conversation-history";
import { useStreamingSupport } from "../api/get-streaming-support";
import { chatKeys } from "../api/query-keys";
import { appendTurnToHistory, useSendMessage } from "../api/send-message";

/**
 * One message on screen. `failed` marks the stand-in bot message of a send that did not go through,
 * `streaming` a reply still arriving, `cutShort` one the person stopped before it was finished.
 */
export type ChatMessage = { id: string; sender: "user" | "bot"; content: string; failed?: boolean; streaming?: boolean; cutShort?: boolean };

/**
 * A message on its way (or stuck): it keeps its client message id, so a retry cannot store it twice.
 * `reply` is the streamed reply's text so far; `stoppable` when it streams.
 */
type PendingTurn = { id: string; text: string; clientMessageId: string; status: "sending" | "failed"; reply?: string; stoppable?: boolean };

/**
 * Message state of spec section 4 for one conversation: the held history plus the message
 * being sent. A send shows the message at once with the typing indicator; success appends
 * the pair to the history cache; failure leaves the message with the bot's apology and a
 * retry that reuses the same client message id (the server then answers from what it stored).
 * When a model phrases the replies they stream in (issue 9) and can be stopped: what arrived
 * stays, marked as cut short, as the server keeps it. The caller mounts one instance per conversation id.
 */
export function useConversationChat(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const history = useConversationHistory(userId, conversationId);
  const streaming = useStreamingSupport();
  const sendMutation = useSendMessage();
  const [pending, setPending] = useState<PendingTurn | null>(null);
  // The newest finished reply, or the note that the person stopped one, for the polite live region.
  const [announcement, setAnnouncement] = useState<{ text: string; stopped: boolean } | null>(null);
  // Indexes in the held history of replies cut short in this visit (the history itself does not say).
  const [cutShort, setCutShort] = useState<ReadonlySet<number>>(() => new Set());
  // Stops the streamed reply on its way. Leaving the conversation does not: the reply then
  // finishes into the history cache, as a JSON reply would.
  const stopper = useRef<AbortController | null>(null);

  function markLastReplyCutShort() {
    const held = queryClient.getQueryData<ConversationHistory>(chatKeys.history(userId, conversationId));
    const index = (held?.conversationHistory.length ?? 0) - 1;
    if (index >= 0) setCutShort((marked) => new Set(marked).add(index));
  }

  async function deliver(turn: PendingTurn) {
    const controller = streaming ? new AbortController() : null;
    stopper.current = controller;
    setPending({ ...turn, status: "sending", reply: undefined, stoppable: controller !== null });
    const body = { userId, conversationId, user_input: turn.text, client_message_id: turn.clientMessageId };
    let shown = "";
    const live = controller
      ? {
          signal: controller.signal,
          onText: (reply: string) => {
            shown = reply;
            setPending((now) => (now?.id === turn.id ? { ...now, reply } : now));
          },
        }
      : undefined;
    try {
      const reply = await sendMutation.mutateAsync({ body, live });
      setPending(null);
      if (reply.incomplete) markLastReplyCutShort();
      setAnnouncement({ text: reply.response, stopped: false });
    } catch {
      if (controller?.signal.aborted && shown.trim() !== "") {
        // Stopped: the server keeps what was shown as the reply, so the screen does too. The
        // engine's quick replies came with the final event that never arrived.
        const held = queryClient.getQueryData<ConversationHistory>(chatKeys.history(userId, conversationId));
        appendTurnToHistory(queryClient, body, {
          response: shown,
          response_type: held?.response_type ?? "question",
          urgency: held?.urgency ?? "routine",
          suggestions: [],
        });
        markLastReplyCutShort();
        setPending(null);
        setAnnouncement({ text: shown, stopped: true });
      } else {
        // Nothing arrived, or the stream broke: the same id lets a retry get what the server kept.
        setPending({ ...turn, status: "failed", reply: undefined, stoppable: false });
      }
    } finally {
      if (stopper.current === controller) stopper.current = null;
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

  /** Stops the reply streaming in (the Stop button). */
  function stop() {
    stopper.current?.abort(new DOMException("Stopped by the person", "AbortError"));
  }

  const held = history.data;
  const messages: ChatMessage[] = (held?.conversationHistory ?? []).map((item, index) => ({
    id: `${conversationId}-${index}`,
    sender: item.role === "user" ? "user" : "bot",
    content: item.content,
    cutShort: cutShort.has(index) || undefined,
  }));
  if (pending) {
    messages.push({ id: pending.id, sender: "user", content: pending.text });
    if (pending.status === "failed") messages.push({ id: `${pending.id}-failed`, sender: "bot", content: "", failed: true });
    else if (pending.reply) messages.push({ id: `${pending.id}-reply`, sender: "bot", content: pending.reply, streaming: true });
  }
  const sending = pending?.status === "sending";

  return {
    history,
    messages,
    /** Waiting for the reply's first words (the Thinking bubble). */
    isBotTyping: sending && !pending.reply,
    /** A reply is on its way, streaming or not: nothing else can be sent meanwhile. */
    isReplying: sending,
    /** A streamed reply is on its way and can be stopped. */
    canStop: sending && pending.stoppable === true,
    hasFailedSend: pending?.status === "failed",
    /** The latest turn's facts (from the held history, which every successful send updates). */
    responseType: held?.response_type ?? null,
    urgency: held?.urgency ?? null,
    suggestions: pending ? [] : (held?.suggestions ?? []),
    /** The newest bot reply received in this visit (`stopped`: cut short by the person), for the polite live region. */
    announcement,
    send,
    retry,
    stop,
  };
}
