import { createTheme, type Theme } from "@mui/material/styles";

// Calm, clinical palette. Every text/background pair below meets WCAG 2.2 AA (4.5:1) in its mode;
// the primary colours are checked against the button text they carry.
const palettes = {
  light: {
    primary: { main: "#1f5f8f", contrastText: "#ffffff" },
    secondary: { main: "#5b4f9c", contrastText: "#ffffff" },
    background: { default: "#f6f8fb", paper: "#ffffff" },
    text: { primary: "#17212b", secondary: "#4a5663" },
    error: { main: "#c62828" },
    warning: { main: "#b45309" },
    info: { main: "#0b6fa4" },
    success: { main: "#2e7d32" },
    divider: "rgba(23, 33, 43, 0.14)",
    bot: "#eef2f6",
  },
  dark: {
    primary: { main: "#8cc4f2", contrastText: "#0b1a27" },
    secondary: { main: "#b9adf0", contrastText: "#15112b" },
    background: { default: "#0f1720", paper: "#16212c" },
    text: { primary: "#e8eef4", secondary: "#b3c0cc" },
    // MUI's dark defaults for these are below 4.5:1 as helper text on the paper colour.
    error: { main: "#ff8a80" },
    warning: { main: "#ffb74d" },
    info: { main: "#81d4fa" },
    success: { main: "#81c784" },
    divider: "rgba(232, 238, 244, 0.16)",
    bot: "#1e2b38",
  },
} as const;

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
      fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
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
