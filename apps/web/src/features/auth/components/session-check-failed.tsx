import CloudOffOutlined from "@mui/icons-material/CloudOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";

type Props = { status: number; onRetry: () => Promise<unknown> };

const RETRY_SECONDS = 10;

/** What went wrong with the check, in words a person can act on. */
function describe(status: number): string {
  if (status === 0) return "We couldn't reach the server. Your device may be offline.";
  if (status === 429) return "Too many requests came from your network just now.";
  if (status >= 500) return "The server is having trouble right now.";
  return `The server answered with an error (${status}).`;
}

/**
 * Shown on a protected page when the session check failed for a reason other than being signed out
 * (issue 15 item 3): says what happened and tries again on its own, instead of the sign-in card.
 */
export function SessionCheckFailed({ status, onRetry }: Props) {
  const [retrying, setRetrying] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + RETRY_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));

  async function retry() {
    setRetrying(true);
    await onRetry().catch(() => undefined);
    setRetrying(false);
    setDeadline(Date.now() + RETRY_SECONDS * 1000);
  }
  const latest = useRef({ retry, deadline });
  useEffect(() => {
    latest.current = { retry, deadline };
  });

  // Ticks once a second for the countdown and tries again at zero (paused while a retry is under way).
  useEffect(() => {
    if (retrying) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= latest.current.deadline) void latest.current.retry();
    }, 1000);
    return () => clearInterval(timer);
  }, [retrying]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: "center" }}>
        <Box aria-hidden sx={{ color: "warning.main", mb: 1 }}>
          <CloudOffOutlined sx={{ fontSize: 48 }} />
        </Box>
        {/* Announced once; the countdown below is not (it would be read out every second). */}
        <Box role="alert">
          <Typography variant="h1" sx={{ fontSize: "1.5rem", mb: 1 }}>
            We couldn't check your sign-in
          </Typography>
          <Typography color="textSecondary">{describe(status)} This does not sign you out, and nothing was lost.</Typography>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          {retrying ? "Trying again…" : `Trying again in ${seconds} s.`}
        </Typography>
        <Button variant="contained" onClick={() => void retry()} loading={retrying}>
          Try again now
        </Button>
      </Paper>
    </Container>
  );
}
