import { lazyOnFirstOpen } from "@/lib/lazy-on-first-open";

export type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
  userId: string | null | undefined;
  conversationId: string | null | undefined;
  /** The thumb that opened the dialog, if any: it preselects the answer. */
  initialHelpful?: boolean | null;
};

/**
 * Spec sections 2 and 4 "Feedback dialog". MUI unmounts a closed dialog's content, so every
 * opening starts from a clean form: closing resets the choice, comment and reasons. Its code (toggle
 * buttons, checkboxes, text field) loads with its first opening: most visits never rate.
 */
export const FeedbackDialog = lazyOnFirstOpen<FeedbackDialogProps>(() => import("./feedback-dialog-content"), (props) => props.open);
