import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useColorMode } from "@/lib/color-mode";
import { THEME_PREFERENCES, type ThemePreference } from "@/lib/storage";
import { SettingsSection } from "./settings-section";

const LABELS: Record<ThemePreference, string> = {
  light: "Light",
  dark: "Dark",
  system: "Same as my device",
};

/** Light, dark or system theme (spec section 4), applied as soon as it is chosen. */
export function AppearanceSection() {
  const { preference, setPreference } = useColorMode();
  return (
    <SettingsSection id="appearance" title="Appearance">
      <FormControl>
        <FormLabel id="theme-label">Theme</FormLabel>
        <RadioGroup
          aria-labelledby="theme-label"
          name="theme"
          value={preference}
          onChange={(e) => setPreference(e.target.value as ThemePreference)}
          row
        >
          {THEME_PREFERENCES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={LABELS[value]} />
          ))}
        </RadioGroup>
      </FormControl>
    </SettingsSection>
  );
}
