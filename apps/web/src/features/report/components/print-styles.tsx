import GlobalStyles from "@mui/material/GlobalStyles";

// Paper is white whatever the screen theme: plain black/white are the one place raw colours are
// right, since printers and "save as PDF" ignore the dark theme. The app's chrome (top bar, skip
// link, banner, buttons) is hidden; the transcript's accordion is forced open.
const PRINT = {
  "@media print": {
    "html, body": { background: "white !important", color: "black !important" },
    "header, .MuiAppBar-root, a[href='#main'], [data-print='hide'], .MuiSnackbar-root": { display: "none !important" },
    ".report-document, .report-document *": { color: "black !important", boxShadow: "none !important" },
    ".report-document .MuiPaper-root, .report-document .MuiChip-root": { backgroundColor: "transparent !important", border: "1px solid black" },
    ".report-transcript .MuiCollapse-root, .report-transcript .MuiCollapse-hidden": { height: "auto !important", visibility: "visible !important" },
    ".report-transcript-toggle": { display: "none !important" },
    // A day not logged keeps a visible dashed outline on white paper in either theme.
    ".report-document .report-diary-unknown": { borderColor: "#757575 !important" },
    "main": { padding: "0 !important" },
  },
} as const;

const cssString = (s: string) => `"${s.replace(/[\\"]/g, "\\$&").replace(/\s+/g, " ")}"`;

/**
 * The report's print stylesheet (A4 or Letter, as the printer is set). The name, date, disclaimer
 * and page number go in the page's margin boxes, which print on every page (Chromium 131+; other
 * browsers print the pages without that footer). A plain <style> because @page margin boxes are
 * nested at-rules the CSS-in-JS serializer does not keep.
 */
export function PrintStyles({ footer }: { footer: string }) {
  const page = `@page { size: auto; margin: 14mm 14mm 24mm;
  @bottom-left { content: ${cssString(footer)}; font: 7.5pt/1.3 sans-serif; color: black; vertical-align: top; padding-top: 3mm; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 7.5pt sans-serif; color: black; vertical-align: top; padding-top: 3mm; width: 22mm; } }`;
  return (
    <>
      <GlobalStyles styles={PRINT} />
      <style>{page}</style>
    </>
  );
}
