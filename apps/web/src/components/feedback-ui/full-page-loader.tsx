import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { alpha } from "@mui/material/styles";

type Props = { open: boolean; label?: string };

/** Spec section 2: a blurred overlay covering its (positioned) container with a centred spinner. */
export function FullPageLoader({ open, label = "Loading" }: Props) {
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: "absolute",
        inset: 0,
        zIndex: (t) => t.zIndex.modal - 1,
        display: "grid",
        placeItems: "center",
        backdropFilter: "blur(4px)",
        bgcolor: (t) => alpha(t.palette.background.default, 0.6),
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
