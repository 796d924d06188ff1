import { BASE_ASCENT, FONT, fontRuns, lineGapFor, registerRunFont, type FontRun } from "./pdf-fonts.ts";

// Small drawing helpers of the PDF report: text made safe for the fonts and cut into runs by font
// (pdf-fonts.ts), text styles, lists and a bar chart.

export type Pdf = PDFKit.PDFDocument;
export { FONT, registerFonts } from "./pdf-fonts.ts";

/**
 * Text the fonts can show: control characters, emoji (no font here has them) and bidi controls (there is
 * no bidi layout to obey them) dropped.
 */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || ch === "\t") out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if ((code >= 0x1f000 && code < 0x1fb00) || ch === "\ufe0f" || ch === "\u200d") continue;
    else if (code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) continue;
    else out += ch;
  }
  return out;
}

type Style = PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string };

// Every run sits on DejaVu's baseline (fonts differ in ascent, and pdfkit places text by its top) and
// keeps DejaVu's line height. These options are always given, also to plain DejaVu text (`PLAIN`),
// because pdfkit carries a continued text's options into the next call.
const PLAIN = { stroke: false, baseline: "top", lineGap: 0 } as const;

function runOptions(doc: Pdf, run: FontRun, size: number, color: string): PDFKit.Mixins.TextOptions {
  registerRunFont(doc, run.font);
  doc.font(run.font);
  if (run.strokeBold) doc.strokeColor(color).lineWidth(size * 0.04);
  const placed = run.font === FONT.regular || run.font === FONT.bold ? PLAIN : { baseline: -BASE_ASCENT * size, lineGap: lineGapFor(run.font) * size };
  return { ...placed, stroke: run.strokeBold, fill: true, ...(run.rtl ? { features: [] } : {}) };
}

/** Writes a line in one style; `continued` keeps the next text on the same line. */
export function write(doc: Pdf, text: string, { bold = false, size = 9, color = "black", ...options }: Style = {}): void {
  const safe = pdfSafe(text);
  const runs = fontRuns(safe, bold);
  doc.fontSize(size).fillColor(color);
  if (runs === null) {
    doc.font(bold ? FONT.bold : FONT.regular).text(safe, { ...PLAIN, ...options });
    return;
  }
  for (const [i, run] of runs.entries()) {
    const last = i === runs.length - 1;
    doc.text(run.text, { ...(i === 0 ? options : {}), ...runOptions(doc, run, size, color), continued: last ? options.continued : true });
  }
  // moveDown and the next line's checks measure with the current font: leave DejaVu's.
  doc.font(bold ? FONT.bold : FONT.regular);
}

/** "Label: value" on one line, the label in bold. */
export function labelled(doc: Pdf, label: string, value: string, size = 9): void {
  write(doc, `${label}: `, { bold: true, size, continued: true });
  write(doc, value, { size });
}

/**
 * One line at (x, y) that never wraps: cut with an ellipsis to `width`. Text in other scripts is
 * measured run by run, since pdfkit's own ellipsis knows one font only.
 */
export function writeLine(doc: Pdf, text: string, x: number, y: number, { bold = false, size = 9, color = "black", width, ...options }: Style & { width: number }): void {
  const safe = pdfSafe(text);
  const runs = fontRuns(safe, bold);
  doc.fontSize(size).fillColor(color);
  if (runs === null) {
    doc.font(bold ? FONT.bold : FONT.regular).text(safe, x, y, { ...PLAIN, width, lineBreak: false, ...options });
    return;
  }
  const ellipsis: FontRun = { text: "…", font: bold ? FONT.bold : FONT.regular, rtl: false, strokeBold: false };
  const measure = (run: FontRun, s: string) => doc.font(run.font).widthOfString(s, run.rtl ? { features: [] } : {});
  let room = width - measure(ellipsis, ellipsis.text);
  const fitted: FontRun[] = [];
  for (const run of runs) {
    registerRunFont(doc, run.font);
    const w = measure(run, run.text);
    if (w <= room) {
      fitted.push(run);
      room -= w;
      continue;
    }
    const chars = Array.from(run.text);
    while (chars.length > 0 && measure(run, chars.join("")) > room) chars.pop();
    if (chars.length > 0) fitted.push({ ...run, text: chars.join("") });
    fitted.push(ellipsis);
    break;
  }
  doc.x = x;
  doc.y = y;
  // Without a width pdfkit writes each call on the same line, moving x past it.
  for (const run of fitted) doc.text(run.text, { ...runOptions(doc, run, size, color), lineBreak: false });
  // Leave the position where pdfkit leaves it after a one-line text: the start of the next line.
  doc.font(bold ? FONT.bold : FONT.regular);
  doc.x = x;
  doc.y = y + doc.currentLineHeight(true);
}

/** A bulleted list (pdfkit's own list takes one font, so lists with other scripts are drawn here). */
export function bullets(doc: Pdf, items: string[], { size = 9, paragraphGap = 0 }: { size?: number; paragraphGap?: number } = {}): void {
  const radius = 1.5;
  const indent = 10;
  const safe = items.map(pdfSafe);
  if (safe.every((t) => fontRuns(t, false) === null)) {
    doc.font(FONT.regular).fontSize(size).fillColor("black").list(safe, { bulletRadius: radius, textIndent: indent, paragraphGap, ...PLAIN });
    return;
  }
  const x = doc.x;
  const width = doc.page.width - doc.page.margins.right - x;
  for (const item of safe) {
    // Keep the bullet with its first line.
    doc.font(FONT.regular).fontSize(size);
    if (doc.y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.circle(x + radius, doc.y + Math.round(BASE_ASCENT * size) / 2, radius).fillColor("black").fill();
    doc.x = x + indent;
    write(doc, item, { size, width: width - indent, paragraphGap });
    doc.x = x;
  }
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
    writeLine(doc, b.label, x0, y + 1, { size: 8.5, width: labelWidth - 8, height: 11, ellipsis: true });
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
