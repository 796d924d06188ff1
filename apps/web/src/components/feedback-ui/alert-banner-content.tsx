import CloseIcon from "@mui/icons-material/Close";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/messages";

/** What the alert banner says, and its close button (loaded with the banner's first showing). */
export default function AlertBannerContent({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {MESSAGES.alertBanner}
      </Typography>
      {visible && (
        <IconButton aria-label="Close announcement" size="small" onClick={onClose} sx={{ position: "absolute", right: 8, color: "inherit" }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
