import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { visuallyHidden } from "./visually-hidden";

type Props = {
  sender: "user" | "bot";
  children: ReactNode;
  /** Actions under the bubble (thumbs, retry, quick replies). */
  footer?: ReactNode;
  tone?: "normal" | "error";
  /** The text is still arriving (a streamed reply): assistive technology waits for it to settle. */
  busy?: boolean;
};

/**
 * Spec section 2: the person's messages on the right in the primary colour, the bot's on the
 * left on the bot background; at most 90% of the width on mobile and 70% otherwise.
 */
export function MessageBubble({ sender, children, footer, tone = "normal", busy = false }: Props) {
  const mine = sender === "user";
  return (
    <Box component="li" aria-busy={busy || undefined} sx={{ display: "flex", flexDirection: "column", alignItems: mine ? "flex-end" : "flex-start" }}>
      <Box
        sx={{
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
      {footer && <Box sx={{ maxWidth: { xs: "100%", sm: "85%" }, mt: 0.75 }}>{footer}</Box>}
    </Box>
  );
}
