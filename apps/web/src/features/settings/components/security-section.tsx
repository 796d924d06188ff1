import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { deviceSessionsQueryOptions } from "../api/auth-sessions";
import { useLinkedProviders } from "../api/linked-accounts";
import { DeviceSessions } from "./device-sessions";
import { LinkGoogle } from "./link-google";
import { SettingsSection, SettingsSubsection } from "./settings-section";

type Props = {
  /**
   * The change-password form (the auth feature's, composed by the page, as sign-up is for guests);
   * it calls back once the password is changed.
   */
  renderChangePassword: (onChanged: () => void) => ReactNode;
  /** The server offers Google sign-in (GET /api/config). */
  googleEnabled: boolean;
  currentSessionToken: string | undefined;
};

/** Password, signed-in devices and linked sign-in methods of a registered person. */
export function SecuritySection({ renderChangePassword, googleEnabled, currentSessionToken }: Props) {
  const queryClient = useQueryClient();
  const providers = useLinkedProviders();
  // Until the list arrives assume a password exists: most accounts have one.
  const hasPassword = providers.data?.includes("credential") ?? true;
  // A change may have signed out the other devices.
  const refreshDevices = () => void queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions().queryKey });

  return (
    <SettingsSection id="security" title="Security">
      <SettingsSubsection title="Password">
        {hasPassword ? (
          renderChangePassword(refreshDevices)
        ) : (
          <Typography color="textSecondary">You sign in with Google, so there is no password to change.</Typography>
        )}
      </SettingsSubsection>
      <SettingsSubsection title="Signed-in devices" description="Where your account is signed in right now.">
        <DeviceSessions currentToken={currentSessionToken} />
      </SettingsSubsection>
      {googleEnabled && (
        <SettingsSubsection title="Google sign-in">
          {providers.isError ? (
            <Alert severity="warning">We couldn't check your linked accounts. Please reload the page.</Alert>
          ) : (
            providers.data && <LinkGoogle linked={providers.data.includes("google")} />
          )}
        </SettingsSubsection>
      )}
    </SettingsSection>
  );
}
