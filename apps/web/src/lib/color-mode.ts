import { createContext, useContext } from "react";
import type { ThemePreference } from "./storage";

export type ColorModeContextValue = {
  /** What the person chose (persisted). */
  preference: ThemePreference;
  /** What is on screen now: `system` resolved against the OS preference. */
  mode: "light" | "dark";
  setPreference: (preference: ThemePreference) => void;
  toggle: () => void;
};

export const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/**
 * The toggle switches to the opposite of what is on screen. Spec section 4 toggled the stored value
 * (system went to light), so in system-light mode the first click changed nothing (issue 15 item 8).
 */
export function nextThemePreference(shown: "light" | "dark"): ThemePreference {
  return shown === "light" ? "dark" : "light";
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode must be used inside the app providers");
  return value;
}
