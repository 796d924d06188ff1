import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";

/** Above the chat input while the person changes their last message. */
export function EditBar({ onCancel }: { onCancel: () => void }) {
  return (
    <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5, px: 1, color: "text.secondary" }}>
      <EditOutlined fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        Changing your last message: the reply will be worked out again.
      </Typography>
      <Button size="small" onClick={onCancel}>
        Cancel
      </Button>
    </Box>
  );
}
