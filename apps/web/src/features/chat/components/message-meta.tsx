import ContentCopy from "@mui/icons-material/ContentCopy";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { notify } from "@/components/feedback-ui/notifications";
import { fullDateTime, messageTime } from "../utils/format-time";

type Props = {
  createdAt: string;
  content: string;
  /** Under the person's own messages. */
  alignEnd: boolean;
  /** Given on the person's last message while nothing is on its way: change it. */
  onEdit?: () => void;
  /** A note such as "Sending..." in place of the time. */
  status?: string;
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify("Message copied", "success");
  } catch {
    notify("Could not copy the message. Select the text and copy it instead.", "error");
  }
}

/** A message's time and its actions: copy, and change it for the person's last message. */
export function MessageMeta({ createdAt, content, alignEnd, onEdit, status }: Props) {
  const time = messageTime(createdAt);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.25, mt: 0.25, flexDirection: alignEnd ? "row-reverse" : "row", color: "text.secondary" }}>
      {status ? (
        <Typography variant="caption" sx={{ px: 0.5 }}>
          {status}
        </Typography>
      ) : (
        time && (
          <Typography variant="caption" component="time" dateTime={createdAt} title={fullDateTime(createdAt)} sx={{ px: 0.5 }}>
            {time}
          </Typography>
        )
      )}
      <Tooltip title="Copy">
        <IconButton size="small" aria-label="Copy message" onClick={() => void copy(content)} sx={{ color: "inherit" }}>
          <ContentCopy sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
      {onEdit && (
        <Tooltip title="Change your answer">
          <IconButton size="small" aria-label="Change your last message" onClick={onEdit} sx={{ color: "inherit" }}>
            <EditOutlined sx={{ fontSize: 16 }} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
