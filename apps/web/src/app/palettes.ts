// The theme's colours and font stack, with no imports: theme.ts builds the MUI theme from them, and
// the build styles index.html's static first paint with the same values (build/landing-shell.ts).

// Calm, clinical palette. Every text/background pair below meets WCAG 2.2 AA (4.5:1) in its mode;
// the primary colours are checked against the button text they carry.
export const palettes = {
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

export const FONT_FAMILY = '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
