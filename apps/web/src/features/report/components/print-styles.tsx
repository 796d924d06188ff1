import GlobalStyles from "@mui/material/GlobalStyles";

// Paper is white whatever the screen theme: plain black/white are the one place raw colours are
// right, since printers and "save as PDF" ignore the dark theme. The app's chrome (top bar, skip
// link, banner, buttons) is hidden; the transcript's accordion is forced open.
const PRINT = {
  "@page": { size: "auto", margin: "14mm 14mm 22mm" },
  "@media print": {
    "html, body": { background: "white !important", color: "black !important" },
    "header, .MuiAppBar-root, a[href='#main'], [data-print='hide'], .MuiSnackbar-root": { display: "none !important" },
    "[data-print='only']": { display: "block !important" },
    ".report-document, .report-document *": { color: "black !important", boxShadow: "none !important" },
    ".report-document .MuiPaper-root, .report-document .MuiChip-root": { backgroundColor: "transparent !important", border: "1px solid black" },
    ".report-transcript .MuiCollapse-root, .report-transcript .MuiCollapse-hidden": { height: "auto !important", visibility: "visible !important" },
    ".report-transcript-toggle": { display: "none !important" },
    "main": { padding: "0 !important" },
  },
} as const;

/** The report's print stylesheet (A4 or Letter, as the printer is set). */
export function PrintStyles() {
  return <GlobalStyles styles={PRINT} />;
}
