import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DISCLAIMER } from "@hg/shared/config";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { readPendingFirstMessage } from "@/lib/storage";
import { useDelayedFlag } from "../hooks/use-delayed-flag";
import { useStartConversation } from "../hooks/use-start-conversation";
import { randomExamplePrompt } from "../utils/example-prompts";
import { ChatInput } from "./chat-input";
import { ThinkingOverlay } from "./thinking-overlay";

// Navigation state of spec section 2: the intake screen hands over its chief complaint.
const IntakeStartSchema = z.object({
  fromIntake: z.boolean().optional(),
  shouldStartChat: z.literal(true),
  chiefComplaint: z.string().trim().min(1),
});

// Replies faster than this (the deterministic engine answers in milliseconds) skip the overlay.
const OVERLAY_DELAY_MS = 300;

/**
 * Spec section 2 "Chat home": the first-message box (a random example as placeholder) and the
 * thinking overlay while the first reply is prepared. A chat starts by itself from the
 * intake's chief complaint, or from a first message kept while the person signed in. With
 * `streaming` (GET /api/config) the first reply streams into the overlay like every other reply.
 */
export function ChatHome({ userId, streaming = false }: { userId: string | null; streaming?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { start, cancel, isStarting, isWaitingForConnection, preview } = useStartConversation(userId, streaming);
  const [placeholder] = useState(() => randomExamplePrompt());
  // A failed automatic start puts its text into the box; the key remounts the input with it.
  const [draft, setDraft] = useState({ text: "", key: 0 });
  const autoStarted = useRef(false);
  const overlayOpen = useDelayedFlag(isStarting, OVERLAY_DELAY_MS);

  useEffect(() => {
    if (autoStarted.current || !userId) return;
    const fromIntake = IntakeStartSchema.safeParse(location.state);
    const text = fromIntake.success ? fromIntake.data.chiefComplaint : readPendingFirstMessage();
    if (!text) return;
    autoStarted.current = true;
    // Forget the hand-over, so going back or reloading does not start a second chat.
    if (fromIntake.success) void navigate(location.pathname, { replace: true, state: null });
    void start(text).then((started) => {
      if (!started) setDraft((held) => ({ text, key: held.key + 1 }));
    });
    // start() is a fresh function each render; the ref makes this run once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, location.state, location.pathname, navigate]);

  async function send(text: string) {
    if (!(await start(text))) setDraft((held) => ({ text, key: held.key + 1 }));
  }

  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto", display: "flex" }}>
      <Box sx={{ width: "100%", maxWidth: 720, m: "auto", px: { xs: 1.5, sm: 3 }, py: { xs: 3, sm: 6 } }}>
        <Typography variant="h1" component="h2" sx={{ fontSize: { xs: "1.6rem", sm: "2.1rem" }, mb: 1 }}>
          Tell me about your headaches
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Describe what is happening in your own words. I will ask a few questions and prepare a summary you can share
          with your doctor.
        </Typography>
        <ChatInput
          key={draft.key}
          initialValue={draft.text}
          onSend={(text) => void send(text)}
          sendDisabled={isStarting}
          placeholder={placeholder}
          label="Your first message"
          focusOnMount
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          If you think you are having a medical emergency, call your local emergency number now.
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {DISCLAIMER}
        </Typography>
      </Box>
      <ThinkingOverlay open={overlayOpen} onCancel={cancel} waitingForConnection={isWaitingForConnection} preview={preview} />
    </Box>
  );
}
