import DarkMode from "@mui/icons-material/DarkMode";
import LightMode from "@mui/icons-material/LightMode";
import IconButton from "@mui/material/IconButton";
import { nextThemePreference, useColorMode } from "@/lib/color-mode";

/** Top-bar theme switch: to the opposite of what is on screen (system mode included). */
export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  const next = nextThemePreference(mode);
  const label = next === "dark" ? "Switch to dark theme" : "Switch to light theme";
  return (
    // A native title instead of MUI's Tooltip keeps Popper out of the landing page's first load.
    <IconButton aria-label={label} title={label} onClick={toggle} color="inherit">
      {next === "dark" ? <DarkMode /> : <LightMode />}
    </IconButton>
  );
}
