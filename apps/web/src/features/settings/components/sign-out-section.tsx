import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ConfirmationDialog } from "@/components/feedback-ui/confirmation-dialog";
import { SettingsSection } from "./settings-section";

type Props = {
  isAnonymous: boolean;
  onSignOut: () => Promise<void>;
};

/** Sign out (spec section 4): this browser forgets the person; a guest is warned first. */
export function SignOutSection({ isAnonymous, onSignOut }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await onSignOut();
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsSection
      id="sign-out"
      title="Sign out"
      description="Signs you out on this device and removes what this browser keeps about you, such as saved answers and cached conversations. Your theme choice stays."
    >
      <Box>
        <Button variant="outlined" onClick={() => (isAnonymous ? setConfirming(true) : void signOut())} loading={pending}>
          Sign out
        </Button>
      </Box>
      <ConfirmationDialog
        open={confirming}
        blocking
        title="Sign out of the guest session?"
        message="Guest data cannot be reached again after signing out: your conversations and intake answers stay behind and are removed after 30 days. Create an account above to keep them."
        yesLabel="Sign out"
        noLabel="Cancel"
        onYes={onSignOut}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
