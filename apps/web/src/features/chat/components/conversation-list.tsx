import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Search from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import InputAdornment from "@mui/material/InputAdornment";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Urgency } from "@hg/shared/clinical-vocabulary";
import type { ConversationSummary } from "@hg/shared/conversation";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { useConversations } from "../api/get-conversations";
import { useDeleteConversation } from "../api/delete-conversation";
import { conversationDate } from "../utils/format-time";
import { RenameConversationDialog } from "./rename-conversation-dialog";

const URGENCY_MARKER: Record<Urgency, { label: string; color: "error" | "warning" | "default" }> = {
  emergency: { label: "Emergency", color: "error" },
  urgent: { label: "Urgent", color: "warning" },
  routine: { label: "Routine", color: "default" },
};

/** Titles matching every word of the search, in any order, ignoring case and accents. */
function matches(title: string, query: string): boolean {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const haystack = fold(title);
  return fold(query).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

type Props = {
  userId: string;
  activeConversationId?: string;
  /** Called after the person picks a conversation (a drawer closes itself then). */
  onPicked?: () => void;
};

/**
 * The person's conversations, newest first (the server's order), searchable by title, each with
 * its date, urgency, and actions to open its report, rename it or delete it.
 */
export function ConversationList({ userId, activeConversationId, onPicked }: Props) {
  const list = useConversations(userId);
  const navigate = useNavigate();
  const remove = useDeleteConversation({
    onDeleted: async ({ conversationId }) => {
      if (conversationId === activeConversationId) await navigate(paths.chat.getHref(), { replace: true });
    },
  });
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  const [toRename, setToRename] = useState<ConversationSummary | null>(null);
  const [query, setQuery] = useState("");
  const shown = list.data?.filter((c) => matches(c.title, query)) ?? [];

  async function confirmDelete() {
    if (!toDelete) return;
    await remove.mutateAsync({ userId, conversationId: toDelete.conversationId });
    notify("Conversation deleted", "success");
  }

  let body;
  if (list.isPending) {
    body = (
      <Typography role="status" color="textSecondary" sx={{ px: 2, py: 1 }}>
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
      <Typography color="textSecondary" sx={{ px: 2, py: 1 }}>
        No conversations yet.
      </Typography>
    );
  } else if (shown.length === 0) {
    body = (
      <Typography role="status" color="textSecondary" sx={{ px: 2, py: 1 }}>
        No conversations match “{query.trim()}”.
      </Typography>
    );
  } else {
    body = (
      <List dense disablePadding aria-label="Your conversations">
        {shown.map((conversation) => {
          const marker = URGENCY_MARKER[conversation.urgency];
          const active = conversation.conversationId === activeConversationId;
          return (
            <ListItem
              key={conversation.conversationId}
              disablePadding
              secondaryAction={
                <Box sx={{ display: "flex", mr: -1 }}>
                  <Tooltip title="Report">
                    <IconButton
                      component={RouterLink}
                      to={paths.report.getHref(conversation.conversationId)}
                      aria-label={`Report: ${conversation.title}`}
                      onClick={onPicked}
                      size="small"
                    >
                      <AssignmentOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Rename">
                    <IconButton aria-label={`Rename conversation: ${conversation.title}`} aria-haspopup="dialog" onClick={() => setToRename(conversation)} size="small">
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete conversation: ${conversation.title}`} onClick={() => setToDelete(conversation)} size="small">
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
            >
              <ListItemButton
                component={RouterLink}
                to={paths.conversation.getHref(conversation.conversationId)}
                selected={active}
                aria-current={active ? "page" : undefined}
                onClick={onPicked}
                // Room for the three row actions; MUI's own padding for one secondary action is more specific than sx.
                sx={{ "&&&": { pr: 15 } }}
              >
                <ListItemText
                  primary={conversation.title}
                  secondary={
                    <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5, flexWrap: "wrap" }}>
                      <time dateTime={conversation.createdTime}>{conversationDate(conversation.createdTime)}</time>
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
      {list.isSuccess && list.data.length > 0 && (
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            size="small"
            fullWidth
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search"
            slotProps={{
              htmlInput: { "aria-label": "Search conversations" },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      {body}
      <RenameConversationDialog userId={userId} conversation={toRename} onClose={() => setToRename(null)} />
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
