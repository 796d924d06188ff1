import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/form";
import { CONVERSATION_TITLE_MAX, ConversationTitleSchema, useRenameConversation } from "../api/rename-conversation";
import type { RenameConversationDialogProps } from "./rename-conversation-dialog";

const RenameFormSchema = z.object({ title: ConversationTitleSchema });
type RenameValues = z.input<typeof RenameFormSchema>;

type Renamed = NonNullable<RenameConversationDialogProps["conversation"]>;

/** The rename dialog itself (loaded with its first opening: see rename-conversation-dialog.tsx). */
export default function RenameConversationDialogContent({ userId, conversation, onClose }: RenameConversationDialogProps) {
  const titleId = useId();
  // The last conversation shown, so the closing dialog keeps its text while it fades out.
  const [shown, setShown] = useState(conversation);
  if (conversation && conversation !== shown) setShown(conversation);
  return (
    <Dialog open={conversation !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {shown && <RenameForm key={shown.conversationId} userId={userId} conversation={shown} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ userId, conversation, titleId, onClose }: { userId: string; conversation: Renamed; titleId: string; onClose: () => void }) {
  const rename = useRenameConversation();
  const { control, handleSubmit, setFocus, watch } = useForm<RenameValues, unknown, z.output<typeof RenameFormSchema>>({
    resolver: zodResolver(RenameFormSchema),
    mode: "onChange",
    defaultValues: { title: conversation.title },
  });
  const length = watch("title").trim().length;

  // Selected, so typing replaces the old title at once (MUI mounts the dialog's content on opening).
  useEffect(() => setFocus("title", { shouldSelect: true }), [setFocus]);

  const onSubmit = handleSubmit(({ title }) => {
    onClose();
    if (title !== conversation.title) rename.mutate({ userId, conversationId: conversation.conversationId, title });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogTitle id={titleId}>Rename conversation</DialogTitle>
      <DialogContent>
        <FormTextField
          control={control}
          name="title"
          label="Title"
          helperText={`${length}/${CONVERSATION_TITLE_MAX}`}
          autoComplete="off"
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
