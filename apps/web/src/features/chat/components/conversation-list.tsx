import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { ConversationSummary, Urgency } from "@hg/shared/conversation";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { useConversations } from "../api/get-conversations";
import { useDeleteConversation } from "../api/delete-conversation";

const URGENCY_MARKER: Record<Urgency, { label: string; color: "error" | "warning" | "default" }> = {
  emergency: { label: "Emergency", color: "error" },
  urgent: { label: "Urgent", color: "warning" },
  routine: { label: "Routine", color: "default" },
};

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

type Props = {
  userId: string;
  activeConversationId?: string;
  /** Called after the person picks a conversation (a drawer closes itself then). */
  onPicked?: () => void;
};

/** The person's conversations, newest first (the server's order), each with its date, urgency and a delete action. */
export function ConversationList({ userId, activeConversationId, onPicked }: Props) {
  const list = useConversations(userId);
  const navigate = useNavigate();
  const remove = useDeleteConversation({
    onDeleted: async ({ conversationId }) => {
      if (conversationId === activeConversationId) await navigate(paths.chat.getHref(), { replace: true });
    },
  });
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    await remove.mutateAsync({ userId, conversationId: toDelete.conversationId });
    notify("Conversation deleted", "success");
  }

  let body;
  if (list.isPending) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1 }}>
        Loading conversations...
      </Typography>
    );
  } else if (list.isError) {
    body = (
      <Typography role="alert" color="error" sx={{ px: 2, py: 1 }}>
        {list.error.message}
      </Typography>
    );
  } else if (list.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
        No conversations yet.
      </Typography>
    );
  } else {
    body = (
      <List dense disablePadding aria-label="Your conversations">
        {list.data.map((conversation) => {
          const marker = URGENCY_MARKER[conversation.urgency];
          const active = conversation.conversationId === activeConversationId;
          return (
            <ListItem
              key={conversation.conversationId}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete conversation: ${conversation.title}`}
                  onClick={() => setToDelete(conversation)}
                  size="small"
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                component={RouterLink}
                to={paths.conversation.getHref(conversation.conversationId)}
                selected={active}
                aria-current={active ? "page" : undefined}
                onClick={onPicked}
                sx={{ pr: 6 }}
              >
                <ListItemText
                  primary={conversation.title}
                  secondary={
                    <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5, flexWrap: "wrap" }}>
                      <span>{formatDate(conversation.createdTime)}</span>
                      <Chip
                        component="span"
                        size="small"
                        label={marker.label}
                        color={marker.color}
                        variant={conversation.urgency === "routine" ? "outlined" : "filled"}
                        sx={{ height: 20, fontSize: "0.7rem", fontWeight: 700 }}
                      />
                    </Box>
                  }
                  slotProps={{
                    primary: { noWrap: true, sx: { fontWeight: active ? 700 : 500 } },
                    secondary: { component: "span" },
                  }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    );
  }

  return (
    <>
      {body}
      <ConfirmationDialog
        open={toDelete !== null}
        title="Delete this conversation?"
        message={`“${toDelete?.title ?? ""}” will be deleted with its messages, feedback, report and share links. This cannot be undone.`}
        yesLabel="Delete"
        noLabel="Cancel"
        onYes={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
