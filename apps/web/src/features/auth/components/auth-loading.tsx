import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Spec section 2: 'Loading...' while authentication is still loading. */
export function AuthLoading() {
  return (
    <Box role="status" sx={{ p: 4, textAlign: "center" }}>
      <Typography>Loading...</Typography>
    </Box>
  );
}
