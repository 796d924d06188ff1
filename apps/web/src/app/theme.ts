import { createTheme, type Theme } from "@mui/material/styles";
import { FONT_FAMILY, palettes } from "./palettes";

declare module "@mui/material/styles" {
  interface Palette {
    bot: string;
  }
  interface PaletteOptions {
    bot?: string;
  }
}

/** The app's one MUI theme, per colour mode. */
export function createAppTheme(mode: "light" | "dark"): Theme {
  const p = palettes[mode];
  const focusRing = { outline: `3px solid ${p.primary.main}`, outlineOffset: 2 };
  return createTheme({
    palette: { mode, ...p },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: {
        fontSize: "1.875rem",
        fontWeight: 700,
        lineHeight: 1.2,
        letterSpacing: "-0.01em",
        "@media (min-width:900px)": { fontSize: "2.25rem" },
      },
      h2: { fontSize: "1.5rem", fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: "1.125rem", fontWeight: 650, lineHeight: 1.4 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } },
      MuiCssBaseline: {
        styleOverrides: {
          // Visible keyboard focus everywhere (WCAG 2.4.7 / 2.4.11), not only where MUI adds a ripple.
          "*:focus-visible": focusRing,
          "@media (prefers-reduced-motion: reduce)": {
            "*, *::before, *::after": { transitionDuration: "0.01ms !important", animationDuration: "0.01ms !important" },
          },
        },
      },
      // MUI's own `outline: 0` on ButtonBase (buttons, icon buttons, chips, menu items, steps, accordion
      // headers) and on button-like links is more specific than the baseline rule above: restate the ring
      // on each, for keyboard focus only (`Mui-focusVisible` is MUI's own keyboard-focus class).
      MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible, &:focus-visible": focusRing } } },
      MuiChip: { styleOverrides: { root: { "&.Mui-focusVisible, &:focus-visible": focusRing } } },
      // Inside a menu the ring is drawn inward, so the menu's edge does not cut it off.
      MuiMenuItem: { styleOverrides: { root: { "&.Mui-focusVisible, &:focus-visible": { ...focusRing, outlineOffset: -3 } } } },
      MuiLink: { defaultProps: { underline: "always" }, styleOverrides: { root: { "&.Mui-focusVisible, &:focus-visible": focusRing } } },
    },
  });
}
