import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import Google from "@mui/icons-material/Google";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { notify } from "@/components/feedback-ui/notifications";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";

/** 'Link Google' (the page leaves for Google and comes back to /settings), or that it is linked. */
export function LinkGoogle({ linked }: { linked: boolean }) {
  const [pending, setPending] = useState(false);

  if (linked) {
    return (
      <Typography sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <CheckCircleOutline color="success" aria-hidden />
        Your Google account is linked: you can sign in with it.
      </Typography>
    );
  }

  async function link() {
    setPending(true);
    try {
      const { error } = await authClient.linkSocial({ provider: "google", callbackURL: paths.settings.getHref() });
      if (error) {
        notify(error.message ? MESSAGES.googleLoginError(error.message) : MESSAGES.googleLoginFailed, "error");
        setPending(false);
      }
      // On success the browser is on its way to Google; the button stays busy until it leaves.
    } catch {
      notify(MESSAGES.googleLoginFailed, "error");
      setPending(false);
    }
  }

  return (
    <Box>
      <Button variant="outlined" startIcon={<Google />} onClick={() => void link()} loading={pending}>
        Link Google
      </Button>
    </Box>
  );
}
