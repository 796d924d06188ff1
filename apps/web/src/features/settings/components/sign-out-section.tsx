import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { GuestSignOutDialog } from "@/components/feedback-ui/guest-sign-out-dialog";
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
      <GuestSignOutDialog open={confirming} onSignOut={onSignOut} onClose={() => setConfirming(false)} />
    </SettingsSection>
  );
}
