import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MESSAGES } from "@hg/shared/errors";
import { useState } from "react";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import { notify } from "@/components/feedback-ui/notifications";
import { useDeleteAccount } from "../api/delete-account";
import { useDeleteAllConversations } from "../api/delete-all-conversations";
import { useDownloadExport } from "../api/download-export";
import { SettingsSection, SettingsSubsection } from "./settings-section";

type Props = {
  userId: string;
  /** Guests have no password to confirm with. */
  isGuest: boolean;
  /** After the account is gone: clear this browser like sign-out and go to /. */
  onAccountDeleted: () => Promise<void>;
};

type Pending = "conversations" | "account" | null;

function conversationsDeleted(n: number): string {
  if (n === 0) return "You had no conversations to delete.";
  return n === 1 ? "1 conversation was deleted." : `${n} conversations were deleted.`;
}

/** The person's rights over their data: take all of it, delete the conversations, delete everything. */
export function DataSection({ userId, isGuest, onAccountDeleted }: Props) {
  const download = useDownloadExport();
  const deleteConversations = useDeleteAllConversations();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [password, setPassword] = useState("");

  function downloadData() {
    download.mutate(userId, {
      onSuccess: (fileName) => notify(`Your data was downloaded as ${fileName}.`, "success"),
      onError: (error) => notify(error.message || MESSAGES.somethingWentWrong, "error"),
    });
  }

  return (
    <SettingsSection id="data" title="Your data" description="Your health information belongs to you. Take a copy of it or remove it at any time.">
      <SettingsSubsection
        title="Download my data"
        description="One JSON file with everything we hold about you: your account and profile, every version of your intake answers, your conversations with all their messages, your feedback and your report share links."
      >
        <Box>
          <Button variant="outlined" onClick={downloadData} loading={download.isPending}>
            Download my data
          </Button>
        </Box>
      </SettingsSubsection>

      <SettingsSubsection
        title="Delete all conversations"
        description="Removes your conversations and what belongs to them. Your account, profile and intake answers stay."
      >
        <Box>
          <Button variant="outlined" color="error" onClick={() => setConfirming("conversations")}>
            Delete all conversations
          </Button>
        </Box>
      </SettingsSubsection>

      <SettingsSubsection title="Delete my account" description="Removes your account and everything we hold about you, for good.">
        <Box>
          <Button variant="contained" color="error" onClick={() => setConfirming("account")}>
            Delete my account
          </Button>
        </Box>
      </SettingsSubsection>

      <ConfirmationDialog
        open={confirming === "conversations"}
        blocking
        title="Delete all conversations?"
        message={
          <>
            <Typography sx={{ mb: 1 }}>This permanently deletes:</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>every conversation and all of its messages,</li>
              <li>the reports made from them and every share link to those reports,</li>
              <li>the feedback you gave on them.</li>
            </Box>
            <Typography sx={{ mt: 1 }}>Your account, profile and intake answers stay. This cannot be undone.</Typography>
          </>
        }
        yesLabel="Delete all conversations"
        noLabel="Cancel"
        onYes={async () => {
          const n = await deleteConversations.mutateAsync(userId);
          notify(conversationsDeleted(n), "success");
        }}
        onClose={() => setConfirming(null)}
      />

      <ConfirmationDialog
        open={confirming === "account"}
        blocking
        title="Delete your account?"
        message={
          <>
            <Typography sx={{ mb: 1 }}>This permanently deletes your account and everything we hold about you:</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>your sign-in details and your profile (name, email, gender, date of birth),</li>
              <li>every version of your intake answers,</li>
              <li>all conversations with their messages and reports, and every report share link,</li>
              <li>your feedback,</li>
              <li>your sign-ins on all devices.</li>
            </Box>
            <Typography sx={{ mt: 1 }}>You will be signed out. This cannot be undone.</Typography>
            {!isGuest && (
              <TextField
                type="password"
                label="Your password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                helperText="To keep your data safe we ask for it unless you signed in during the last 15 minutes. Signed in with Google? Sign out and in again, then delete."
                fullWidth
                sx={{ mt: 2 }}
              />
            )}
          </>
        }
        yesLabel="Delete my account"
        noLabel="Cancel"
        onYes={async () => {
          await deleteAccount.mutateAsync({ userId, ...(password ? { password } : {}) });
          notify("Your account and all your data were deleted.", "success");
          await onAccountDeleted();
        }}
        onClose={() => {
          setConfirming(null);
          setPassword("");
        }}
      />
    </SettingsSection>
  );
}
