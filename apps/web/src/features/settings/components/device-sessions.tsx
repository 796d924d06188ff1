import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { notify } from "@/components/feedback-ui/notifications";
import { AuthRequestError, useDeviceSessions, useRevokeOtherSessions, useRevokeSession, type DeviceSession } from "../api/auth-sessions";
import { describeUserAgent } from "../utils/describe-user-agent";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function loadError(error: unknown): string {
  // better-auth lists sessions only for a recent sign-in (its "fresh session" rule).
  if (error instanceof AuthRequestError && error.code === "SESSION_NOT_FRESH") {
    return "For your safety, sign out and sign in again to see your devices.";
  }
  return "We couldn't load your devices. Please reload the page to try again.";
}

type Props = {
  /** Token of this browser's session, so it is marked and not offered for sign-out. */
  currentToken: string | undefined;
};

/** Signed-in devices (user agent, last active) and signing out of the others. */
export function DeviceSessions({ currentToken }: Props) {
  const sessions = useDeviceSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();

  if (sessions.isPending) return <Typography role="status">Loading your devices...</Typography>;
  if (sessions.isError) return <Alert severity="warning">{loadError(sessions.error)}</Alert>;

  const others = sessions.data.filter((s) => s.token !== currentToken);
  const ordered: DeviceSession[] = [...sessions.data.filter((s) => s.token === currentToken), ...others];

  function signOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: () => notify("You are signed out on your other devices.", "success"),
      onError: () => notify(MESSAGES.somethingWentWrong, "error"),
    });
  }

  return (
    <Stack spacing={2}>
      <List aria-label="Signed-in devices" disablePadding sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        {ordered.map((session, i) => {
          const current = session.token === currentToken;
          return (
            <ListItem
              key={session.id}
              divider={i < ordered.length - 1}
              sx={{ flexWrap: "wrap", gap: 1 }}
            >
              <ListItemText
                sx={{ minWidth: 0, flex: "1 1 200px" }}
                primary={
                  <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                    <span title={session.userAgent ?? undefined}>{describeUserAgent(session.userAgent)}</span>
                    {current && <Chip size="small" label="This device" color="primary" variant="outlined" />}
                  </Box>
                }
                secondary={`Last active ${when.format(session.updatedAt)}`}
              />
              {!current && (
                <Button
                  size="small"
                  onClick={() =>
                    revokeOne.mutate(session.token, {
                      onSuccess: () => notify("That device is signed out.", "success"),
                      onError: () => notify(MESSAGES.somethingWentWrong, "error"),
                    })
                  }
                  disabled={revokeOne.isPending}
                  aria-label={`Sign out ${describeUserAgent(session.userAgent)}, last active ${when.format(session.updatedAt)}`}
                >
                  Sign out
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      <Box>
        <Button variant="outlined" onClick={signOutOthers} loading={revokeOthers.isPending} disabled={others.length === 0}>
          Sign out of other devices
        </Button>
        {others.length === 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            You are not signed in anywhere else.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
