import Box from "@mui/material/Box";
import visuallyHidden from "@mui/utils/visuallyHidden";
import type { Role } from "@hg/shared/conversation";
import type { ReactNode } from "react";

type Props = {
  /** Who wrote it: the message's `role`. */
  author: Role;
  children: ReactNode;
  /** The time and message actions, under the bubble. */
  meta?: ReactNode;
  /** Under the meta row: quick replies, thumbs, retry. */
  footer?: ReactNode;
  tone?: "normal" | "error";
  /** The text is still arriving (a streamed reply): assistive technology waits for it to settle. */
  busy?: boolean;
};

/**
 * Spec section 2: the person's messages on the right in the primary colour, the assistant's on
 * the left on the bot background; at most 90% of the width on mobile and 70% otherwise.
 */
export function MessageBubble({ author, children, meta, footer, tone = "normal", busy = false }: Props) {
  const mine = author === "user";
  return (
    <Box component="li" aria-busy={busy || undefined} sx={{ display: "flex", flexDirection: "column", alignItems: mine ? "flex-end" : "flex-start", minWidth: 0 }}>
      <Box
        sx={{
          // Contains the visually hidden label: positioned against anything outside the message
          // list's scroller, it would stretch the page below the messages.
          position: "relative",
          maxWidth: { xs: "90%", sm: "70%" },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? "primary.main" : "bot",
          color: mine ? "primary.contrastText" : "text.primary",
          border: tone === "error" ? 1 : 0,
          borderColor: "error.main",
          whiteSpace: mine ? "pre-wrap" : undefined,
          overflowWrap: "anywhere",
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? "You said:" : "Assistant said:"}
        </Box>
        {children}
      </Box>
      {meta}
      {footer && <Box sx={{ maxWidth: { xs: "100%", sm: "85%" }, mt: 0.75 }}>{footer}</Box>}
    </Box>
  );
}
