import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { passwordStrength } from "@hg/shared/errors";

const COLOR = { 0: "error", 25: "error", 50: "warning", 75: "info", 100: "success" } as const;

/** Advisory strength bar of spec section 5 (no minimum score is enforced). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { score, message } = passwordStrength(password);
  const empty = password.length === 0;
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={empty ? 0 : Math.max(score, 8)}
        color={COLOR[score]}
        aria-label="Password strength"
        aria-valuetext={empty ? "No password yet" : message}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {/* Reserves its line while empty so the form does not jump when typing starts. */}
      <Typography id={id} variant="caption" color="textSecondary" aria-live="polite" sx={{ display: "block", minHeight: "1.66em", mt: 0.5 }}>
        {empty ? "" : message}
      </Typography>
    </Box>
  );
}
