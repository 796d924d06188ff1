import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

// Small drawing helpers of the PDF report: the embedded fonts, text made safe for them, text
// styles, and a bar chart.

export type Pdf = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
// DejaVu Sans covers Latin, Greek and Cyrillic (names like "Zoë Łukasiewicz" print as written); the
// built-in Helvetica only has WinAnsi. Parsed once per process and handed to pdfkit as a font object:
// parsing the font file was most of the time of every report (each document still embeds its own
// subset of the glyphs it uses).
const parse = (file: string) => fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font;
const FONT_FILES = {
  regular: parse("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: parse("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};
export const FONT = { regular: "Sans", bold: "Sans-Bold" } as const;

/** Registers the report's fonts on a new document. */
export function registerFonts(doc: Pdf): void {
  // pdfkit takes a parsed fontkit font where its types only name paths and buffers.
  doc.registerFont(FONT.regular, FONT_FILES.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, FONT_FILES.bold as unknown as Buffer);
  doc.font(FONT.regular);
}

/** Text the embedded font can show: control characters and emoji (no glyphs in DejaVu Sans) dropped. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || ch === "\t") out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code >= 0x1f000 || ch === "\ufe0f" || ch === "\u200d") continue;
    else out += ch;
  }
  return out;
}

/** Writes a line in one style; `continued` keeps the next text on the same line. */
export function write(doc: Pdf, text: string, { bold = false, size = 9, color = "black", ...options }: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string } = {}): void {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size).fillColor(color).text(pdfSafe(text), options);
}

/** "Label: value" on one line, the label in bold. */
export function labelled(doc: Pdf, label: string, value: string, size = 9): void {
  write(doc, `${label}: `, { bold: true, size, continued: true });
  write(doc, value, { size });
}

export interface Bar {
  label: string;
  value: number;
  max: number;
  /** A threshold to mark on the bar, e.g. the 8.2 overuse limit. */
  limit: number | null;
  /** Words after the number, e.g. "limit 10, above". */
  note: string;
}

/** Horizontal bars with the value written beside each (the numbers stay readable as text). */
export function drawBars(doc: Pdf, bars: Bar[], unit: string): void {
  const labelWidth = 200;
  const barWidth = 150;
  const rowHeight = 14;
  const needed = bars.length * rowHeight + 6;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x0 = doc.page.margins.left;
  let y = doc.y + 3;
  for (const b of bars) {
    const w = Math.max(0, Math.min(1, b.value / b.max)) * barWidth;
    doc.font(FONT.regular).fontSize(8.5).fillColor("black").text(pdfSafe(b.label), x0, y + 1, { width: labelWidth - 8, height: 11, lineBreak: false, ellipsis: true });
    doc.rect(x0 + labelWidth, y, barWidth, 9).lineWidth(0.5).strokeColor("#999999").stroke();
    const over = b.limit !== null && b.value >= b.limit;
    if (w > 0) doc.rect(x0 + labelWidth, y, w, 9).fillColor(over ? "#b71c1c" : "#1565c0").fill();
    if (b.limit !== null) {
      const lx = x0 + labelWidth + Math.min(1, b.limit / b.max) * barWidth;
      doc.moveTo(lx, y - 2).lineTo(lx, y + 11).lineWidth(1.5).strokeColor("black").stroke();
    }
    doc.font(FONT.regular).fontSize(8.5).fillColor("black").text(pdfSafe(`${b.value} ${unit}${b.note ? ` (${b.note})` : ""}`), x0 + labelWidth + barWidth + 8, y + 1, { lineBreak: false });
    y += rowHeight;
  }
  doc.x = x0;
  doc.y = y + 2;
}
