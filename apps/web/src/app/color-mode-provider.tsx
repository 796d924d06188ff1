import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { ColorModeContext, nextThemePreference, type ColorModeContextValue } from "@/lib/color-mode";
import { readThemePreference, writeThemePreference, type ThemePreference } from "@/lib/storage";
import { createAppTheme } from "./theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

// Follows the OS preference live (spec section 4: system mode tracks it; light/dark are forced).
function subscribeToOs(listener: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
const osPrefersDark = () => typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;

/** Theme state (persisted under the one config key) and the MUI theme for it. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readThemePreference);
  const prefersDark = useSyncExternalStore(subscribeToOs, osPrefersDark);
  const mode = preference === "system" ? (prefersDark ? "dark" : "light") : preference;

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    writeThemePreference(next);
  }, []);
  const toggle = useCallback(() => setPreference(nextThemePreference(mode)), [mode, setPreference]);

  const value = useMemo<ColorModeContextValue>(
    () => ({ preference, mode, setPreference, toggle }),
    [preference, mode, setPreference, toggle],
  );
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  // index.html's inline script sets this before the first paint, and its style colours the page
  // background (beyond the body, e.g. when over-scrolled) by it: it follows every later switch.
  useLayoutEffect(() => {
    document.documentElement.setAttribute("data-color-mode", mode);
  }, [mode]);

  return (
    <ColorModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext>
  );
}
