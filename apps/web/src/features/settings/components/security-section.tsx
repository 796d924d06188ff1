import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { PasswordPolicy } from "@hg/shared/config";
import type { ReactNode } from "react";
import { useLinkedProviders } from "../api/linked-accounts";
import { ChangePasswordForm } from "./change-password-form";
import { DeviceSessions } from "./device-sessions";
import { LinkGoogle } from "./link-google";
import { SettingsSection, SettingsSubsection } from "./settings-section";

type Props = {
  policy: PasswordPolicy | undefined;
  renderPolicyHint?: (id: string) => ReactNode;
  /** The server offers Google sign-in (GET /api/config). */
  googleEnabled: boolean;
  currentSessionToken: string | undefined;
};

/** Password, signed-in devices and linked sign-in methods of a registered person. */
export function SecuritySection({ policy, renderPolicyHint, googleEnabled, currentSessionToken }: Props) {
  const providers = useLinkedProviders();
  // Until the list arrives assume a password exists: most accounts have one.
  const hasPassword = providers.data?.includes("credential") ?? true;

  return (
    <SettingsSection id="security" title="Security">
      <SettingsSubsection title="Password">
        {hasPassword ? (
          <ChangePasswordForm policy={policy} renderPolicyHint={renderPolicyHint} />
        ) : (
          <Typography color="text.secondary">You sign in with Google, so there is no password to change.</Typography>
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
