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

/** Spec section 4: toggling moves light to dark and any other value (dark, system) to light. */
export function nextThemePreference(current: ThemePreference): ThemePreference {
  return current === "light" ? "dark" : "light";
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode must be used inside the app providers");
  return value;
}
