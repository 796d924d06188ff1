import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { SettingsSection } from "./settings-section";

/** Opens the saved intake for editing: answers change over time, and the assistant uses the latest. */
export function IntakeSection({ intakeHref }: { intakeHref: string }) {
  return (
    <SettingsSection
      id="intake"
      title="Your intake answers"
      description="The answers about your headaches, medicines and history that the assistant starts from. Open them to check or change anything; the next chat uses what you save."
    >
      <Box>
        <Button variant="outlined" component={RouterLink} to={intakeHref}>
          Review and edit intake
        </Button>
      </Box>
    </SettingsSection>
  );
}
