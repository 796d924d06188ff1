import Replay from "@mui/icons-material/Replay";
import ThumbDownOutlined from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useEffect, useRef, useState } from "react";
import { useConversationChat, type ChatMessage } from "../hooks/use-conversation-chat";
import { markdownToPlainText } from "../utils/plain-text";
import { ChatInput } from "./chat-input";
import { MarkdownMessage } from "./markdown-message";
import { MessageBubble } from "./message-bubble";
import { ReportCallout } from "./report-callout";
import { SuggestionChips } from "./suggestion-chips";
import { TypingBubble } from "./typing-bubble";
import { UrgencyAlert } from "./urgency-alert";
import { visuallyHidden } from "./visually-hidden";

const LIST_MAX_WIDTH_PX = 900;

type Props = {
  userId: string;
  conversationId: string;
  /** A thumb on the last bot message was pressed: open the feedback dialog. */
  onRate: (helpful: boolean) => void;
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
 * message list (at most 900 px wide) and the chat input at the bottom. Mount it with
 * `key={conversationId}` so a message on its way never shows in another conversation.
 */
export function ConversationScreen({ userId, conversationId, onRate, onViewReport }: Props) {
  const chat = useConversationChat(userId, conversationId);
  const [inputHeight, setInputHeight] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const { history, messages, isBotTyping } = chat;
  const lastLength = messages.at(-1)?.content.length ?? 0;

  // Spec section 2: smooth scroll to the bottom when messages, the typing state or the input height change.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof element.scrollTo !== "function") return;
    element.scrollTo({ top: element.scrollHeight, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // lastLength: a streamed reply grows in place.
  }, [messages.length, lastLength, isBotTyping, inputHeight, chat.responseType]);

  const lastBotIndex = messages.findLastIndex((m) => m.sender === "bot" && !m.failed);
  const settled = !chat.isReplying && !chat.hasFailedSend;

  function footerFor(message: ChatMessage, index: number) {
    if (message.failed) {
      return (
        <Button size="small" variant="outlined" color="error" startIcon={<Replay />} onClick={chat.retry}>
          Retry
        </Button>
      );
    }
    if (index !== lastBotIndex || !settled) return undefined;
    return (
      <Box sx={{ display: "grid", gap: 1 }}>
        <SuggestionChips suggestions={chat.suggestions} onPick={chat.send} disabled={chat.isReplying} />
        <Box role="group" aria-label="Rate this chat" sx={{ display: "flex", gap: 0.5 }}>
          <Tooltip title="Helpful">
            <IconButton size="small" aria-label="This chat was helpful" onClick={() => onRate(true)}>
              <ThumbUpOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Not helpful">
            <IconButton size="small" aria-label="This chat was not helpful" onClick={() => onRate(false)}>
              <ThumbDownOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    );
  }

  let body;
  if (history.isPending) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
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
          {messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              sender={message.sender}
              tone={message.failed ? "error" : "normal"}
              busy={message.streaming}
              footer={footerFor(message, index)}
            >
              {message.failed ? MESSAGES.sendFailed : message.sender === "bot" ? <MarkdownMessage content={message.content} /> : message.content}
              {message.cutShort && <CutShortNote />}
            </MessageBubble>
          ))}
          {isBotTyping && <TypingBubble />}
        </Box>
        {chat.responseType === "end" && settled && <ReportCallout onView={onViewReport} />}
      </>
    );
  }

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
      {chat.urgency && chat.urgency !== "routine" && (
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1.5, width: "100%", maxWidth: LIST_MAX_WIDTH_PX + 32, mx: "auto" }}>
          <UrgencyAlert urgency={chat.urgency} />
        </Box>
      )}
      <Box ref={scroller} sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        <Box sx={{ maxWidth: LIST_MAX_WIDTH_PX, mx: "auto", px: { xs: 1.5, sm: 2 }, py: 2 }}>{body}</Box>
      </Box>
      <Box sx={{ width: "100%", maxWidth: LIST_MAX_WIDTH_PX + 32, mx: "auto", px: { xs: 1, sm: 2 }, pb: { xs: 1, sm: 2 }, pt: 1 }}>
        <ChatInput
          onSend={chat.send}
          sendDisabled={chat.isReplying || !history.isSuccess}
          onStop={chat.canStop ? chat.stop : undefined}
          onHeightChange={setInputHeight}
          placeholder="Type your reply"
          focusOnMount
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
