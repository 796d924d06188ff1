import Replay from "@mui/icons-material/Replay";
import WifiOff from "@mui/icons-material/WifiOff";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import visuallyHidden from "@mui/utils/visuallyHidden";
import type { ChatMessage, QuickAnswer } from "@hg/shared/conversation";
import { MESSAGES } from "@hg/shared/errors";
import { useEffect, useRef, useState } from "react";
import { messagesBefore } from "../api/turn-history";
import { useConversationChat } from "../hooks/use-conversation-chat";
import { useOnlineStatus } from "../hooks/use-online-status";
import { markdownToPlainText } from "../utils/plain-text";
import { quickRepliesOf } from "../utils/quick-replies";
import { ChatInput } from "./chat-input";
import { EditBar } from "./edit-bar";
import { MarkdownMessage } from "./markdown-message";
import { MessageBubble } from "./message-bubble";
import { MessageMeta } from "./message-meta";
import { QuickReplies } from "./quick-replies";
import { RateChat } from "./rate-chat";
import { ReportCallout } from "./report-callout";
import { TypingBubble } from "./typing-bubble";
import { UrgencyAlert } from "./urgency-alert";

const LIST_MAX_WIDTH_PX = 900;
// The snackbar sits above the chat input instead of over it (notifications.tsx reads this).
const SNACKBAR_OFFSET_VAR = "--hg-snackbar-offset";

type Props = {
  userId: string;
  conversationId: string;
  /** The server streams model-written replies (`GET /api/config`). */
  streaming: boolean;
  /** A thumb on the last assistant message was pressed: open the feedback dialog. */
  onRate: (helpful: boolean) => void;
  /** The rating already given to this conversation (null: none; undefined: not known). */
  rating?: boolean | null;
  onViewReport: () => void;
};

/** Under a reply the person stopped: what is shown is all there is. */
function CutShortNote() {
  return (
    <Typography variant="caption" component="p" sx={{ mt: 0.75, color: "text.secondary", fontStyle: "italic" }}>
      Stopped: this reply was cut short.
    </Typography>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Spec section 2 "Conversation screen" below the top bar: the urgency alert, the scrolling
 * message list (at most 900 px wide) and the chat input at the bottom. The person's last message
 * can be changed (the reply is then recomputed). Mount it with `key={conversationId}` so a message
 * on its way never shows in another conversation.
 */
export function ConversationScreen({ userId, conversationId, streaming, onRate, rating, onViewReport }: Props) {
  const chat = useConversationChat(userId, conversationId, streaming);
  const online = useOnlineStatus();
  const [inputHeight, setInputHeight] = useState(0);
  // The person's last message while they change it: it and its reply step aside until they send.
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  // Text put back into the box (a cancelled send, a message being changed); the key remounts the input with it.
  const [draft, setDraft] = useState({ text: "", key: 0 });
  const scroller = useRef<HTMLDivElement>(null);
  const { history, isBotTyping, liveReply } = chat;
  const messages = editing ? messagesBefore(chat.messages, editing.id) : chat.messages;
  const lastLength = liveReply?.text.length ?? 0;

  // Spec section 2: smooth scroll to the bottom when messages, the typing state or the input height change.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof element.scrollTo !== "function") return;
    element.scrollTo({ top: element.scrollHeight, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // lastLength: a streamed reply grows in place.
  }, [messages.length, lastLength, isBotTyping, inputHeight, chat.responseType]);

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(SNACKBAR_OFFSET_VAR, `${Math.round(inputHeight) + 16}px`);
    return () => {
      root.removeProperty(SNACKBAR_OFFSET_VAR);
    };
  }, [inputHeight]);

  const settled = !chat.isReplying && !chat.hasFailedSend && !liveReply;
  const lastAssistant = messages.findLast((m) => m.role === "assistant");
  const lastUser = chat.messages.findLast((m) => m.role === "user");
  // No quick replies after an emergency: the next step is a call, not another question.
  const quickReplies = settled && lastAssistant && chat.urgency !== "emergency" ? quickRepliesOf(lastAssistant, history.data) : null;

  function send(text: string, answer?: QuickAnswer) {
    chat.send(text, { answer, replaceMessageId: editing?.id });
    setEditing(null);
  }

  function startEditing(message: ChatMessage) {
    setEditing(message);
    setDraft((held) => ({ text: message.content, key: held.key + 1 }));
  }

  function stopEditing() {
    setEditing(null);
    setDraft((held) => ({ text: "", key: held.key + 1 }));
  }

  function cancelSend() {
    const text = chat.cancel();
    if (text) setDraft((held) => ({ text, key: held.key + 1 }));
  }

  function statusOf(message: ChatMessage): string | undefined {
    if (message.id !== chat.pendingId) return undefined;
    if (chat.isWaitingForConnection) return "Waiting for a connection";
    if (chat.hasFailedSend) return "Not sent";
    return chat.isReplying ? "Sending..." : undefined;
  }

  function footerFor(message: ChatMessage) {
    if (message.id === chat.pendingId && chat.isWaitingForConnection) {
      return (
        <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
          <Typography variant="body2" color="textSecondary">
            It will be sent when you are back online.
          </Typography>
          <Button size="small" variant="outlined" onClick={cancelSend}>
            Cancel
          </Button>
        </Box>
      );
    }
    if (message !== lastAssistant || !settled) return undefined;
    return (
      <Box sx={{ display: "grid", gap: 1 }}>
        {quickReplies && (
          <QuickReplies
            key={message.id}
            choices={quickReplies.choices}
            questionId={quickReplies.questionId}
            multiple={quickReplies.multiple}
            onSend={send}
            disabled={chat.isReplying}
          />
        )}
        {!editing && <RateChat rating={rating} onRate={onRate} />}
      </Box>
    );
  }

  let body;
  if (history.isPending) {
    body = (
      <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: "center" }}>
        Loading messages...
      </Typography>
    );
  } else if (history.isError) {
    body = (
      <Typography role="alert" color="error" sx={{ py: 4, textAlign: "center" }}>
        {history.error.message || MESSAGES.somethingWentWrong}
      </Typography>
    );
  } else {
    body = (
      <>
        <Box component="ol" aria-label="Messages" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: 1.5 }}>
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              author={message.role}
              meta={
                <MessageMeta
                  createdAt={message.createdAt}
                  content={message.content}
                  alignEnd={message.role === "user"}
                  status={statusOf(message)}
                  onEdit={settled && !editing && message.id === lastUser?.id ? () => startEditing(message) : undefined}
                />
              }
              footer={footerFor(message)}
            >
              {message.role === "assistant" ? <MarkdownMessage content={message.content} /> : message.content}
              {message.incomplete && <CutShortNote />}
            </MessageBubble>
          ))}
          {liveReply && (
            <MessageBubble key="streaming" author="assistant" busy={!liveReply.stopped}>
              <MarkdownMessage content={liveReply.text} />
              {liveReply.stopped && <CutShortNote />}
            </MessageBubble>
          )}
          {chat.hasFailedSend && (
            <MessageBubble
              key="apology"
              author="assistant"
              tone="error"
              footer={
                <Box sx={{ display: "flex", gap: 1 }}>
                  <Button size="small" variant="outlined" color="error" startIcon={<Replay />} onClick={chat.retry}>
                    Retry
                  </Button>
                  <Button size="small" onClick={cancelSend}>
                    Cancel
                  </Button>
                </Box>
              }
            >
              {MESSAGES.sendFailed}
            </MessageBubble>
          )}
          {isBotTyping && <TypingBubble />}
        </Box>
        {chat.responseType === "end" && settled && !editing && <ReportCallout onView={onViewReport} />}
      </>
    );
  }

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
      {(!online || (chat.urgency && chat.urgency !== "routine")) && (
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1.5, width: "100%", maxWidth: LIST_MAX_WIDTH_PX + 32, mx: "auto", display: "grid", gap: 1 }}>
          {!online && (
            <Alert severity="info" icon={<WifiOff />} role="status" sx={{ borderRadius: 2, py: 0 }}>
              You are offline. Messages will be sent when the connection is back.
            </Alert>
          )}
          <UrgencyAlert urgency={chat.urgency} />
        </Box>
      )}
      <Box ref={scroller} sx={{ position: "relative", flex: 1, minHeight: 0, overflowY: "auto", overscrollBehavior: "contain" }}>
        <Box sx={{ maxWidth: LIST_MAX_WIDTH_PX, mx: "auto", px: { xs: 1.5, sm: 2 }, py: 2 }}>{body}</Box>
      </Box>
      <Box sx={{ width: "100%", maxWidth: LIST_MAX_WIDTH_PX + 32, mx: "auto", px: { xs: 1, sm: 2 }, pb: { xs: 1, sm: 2 }, pt: 1 }}>
        {editing && <EditBar onCancel={stopEditing} />}
        <ChatInput
          key={draft.key}
          initialValue={draft.text}
          onSend={(text) => send(text)}
          sendDisabled={chat.isReplying || !history.isSuccess}
          onStop={chat.canStop ? chat.stop : undefined}
          onHeightChange={setInputHeight}
          placeholder={editing ? "Change your answer" : "Type your reply"}
          focusOnMount={draft.key === 0 || editing !== null}
        />
      </Box>
      {/* Polite live region: each finished reply is read out once (not each streamed piece), without moving focus. */}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {chat.announcement &&
          (chat.announcement.stopped ? "Reply stopped." : `Assistant: ${markdownToPlainText(chat.announcement.text)}`)}
      </Box>
    </Box>
  );
}
