import { lazyOnFirstOpen } from "@/lib/lazy-on-first-open";

export type RenameConversationDialogProps = {
  userId: string;
  /** The conversation to rename; null closes the dialog. */
  conversation: { conversationId: string; title: string } | null;
  onClose: () => void;
};

/**
 * A small dialog with the title prefilled and selected: Enter or Save renames (at once in the
 * list and header; the old title returns if the server refuses), Escape or Cancel leave it. Its form
 * (react-hook-form, the zod resolver, the shared form fields) loads with its first opening: most
 * visits to a chat page never rename.
 */
export const RenameConversationDialog = lazyOnFirstOpen<RenameConversationDialogProps>(() => import("./rename-conversation-dialog-content"), (props) => props.conversation !== null);
