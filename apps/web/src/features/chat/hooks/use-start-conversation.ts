import { MESSAGES } from "@hg/shared/errors";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { clearPendingFirstMessage, writePendingFirstMessage } from "@/lib/storage";
import { useCreateConversation } from "../api/create-conversation";
import type { OutgoingMessage } from "../api/turn-history";
import { waitUntilOnline } from "./use-online-status";

const CANCEL = "cancel";

/**
 * Starts a conversation from a first message and opens it. Without a session (none, or the
 * server answers 401) the message is kept and the person is sent to sign in: the landing
 * screen shows its notice and starts the conversation once they are in (spec section 2).
 * Offline, the message waits for the connection. `cancel` gives up (the overlay's Cancel).
 * Resolves false when nothing was started, so the caller can keep the text in the box.
 */
export function useStartConversation(userId: string | null, streaming: boolean) {
  const create = useCreateConversation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<"idle" | "waiting" | "sending">("idle");
  // The first reply's text as it streams in, shown in the overlay.
  const [preview, setPreview] = useState("");
  const active = useRef<AbortController | null>(null);
  // Pressing send again after a failure repeats the same message: same id, so the server
  // cannot store it twice if the first attempt did arrive.
  const lastAttempt = useRef<OutgoingMessage | null>(null);

  async function keepAndSignIn(text: string) {
    writePendingFirstMessage(text);
    await navigate(paths.home.getHref(), { state: { action: "login", message: text } });
  }

  async function start(rawText: string): Promise<boolean> {
    const text = rawText.trim();
    if (!text || phase !== "idle") return false;
    if (!userId) {
      await keepAndSignIn(text);
      return false;
    }
    if (lastAttempt.current?.content !== text) lastAttempt.current = { id: crypto.randomUUID(), content: text, createdAt: new Date().toISOString() };
    const message = lastAttempt.current;
    const controller = new AbortController();
    active.current = controller;
    setPreview("");
    try {
      for (;;) {
        if (!navigator.onLine) {
          setPhase("waiting");
          await waitUntilOnline(controller.signal);
        }
        setPhase("sending");
        try {
          const answer = await create.mutateAsync({ userId, message, live: { signal: controller.signal, onText: streaming ? setPreview : undefined } });
          lastAttempt.current = null;
          clearPendingFirstMessage();
          await navigate(paths.conversation.getHref(answer.conversationId));
          return true;
        } catch (error) {
          // The connection went while sending: wait for it and send again (same id).
          if (!controller.signal.aborted && !navigator.onLine) continue;
          throw error;
        }
      }
    } catch (error) {
      if (controller.signal.aborted) return false;
      if (error instanceof ApiError && error.status === 401) {
        await keepAndSignIn(text);
        return false;
      }
      notify(error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong, "error");
      return false;
    } finally {
      if (active.current === controller) {
        active.current = null;
        setPhase("idle");
      }
    }
  }

  /** Stops waiting for the first reply (it may still be stored; sending the same text again reuses its id). */
  function cancel() {
    active.current?.abort(CANCEL);
    active.current = null;
    setPhase("idle");
  }

  return { start, cancel, isStarting: phase !== "idle", isWaitingForConnection: phase === "waiting", preview };
}
