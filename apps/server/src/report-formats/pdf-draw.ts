import { hasRtl, layoutLines, paragraphLevel, type Line, type Piece } from "./pdf-bidi.ts";
import { BASE_ASCENT, FONT, fontRuns, lineGapFor, registerRunFont, type FontRun } from "./pdf-fonts.ts";

// Small drawing helpers of the PDF report: text made safe for the fonts and cut into runs by font
// (pdf-fonts.ts), right-to-left text laid out line by line in visual order (pdf-bidi.ts), text styles,
// lists and a bar chart.

export type Pdf = PDFKit.PDFDocument;
export { FONT, registerFonts } from "./pdf-fonts.ts";

/**
 * Text the fonts can show: control characters and emoji (no font here has them) dropped, and so are the
 * bidi marks, embeddings and overrides (each paragraph takes its direction from its first strong letter).
 * Isolates (FSI, LRI or RLI ... PDI) are kept where there are right-to-left letters: they mark text of
 * its own direction, such as a Hebrew name in an English line (pdf-bidi.ts).
 */
export function pdfSafe(text: string): string {
  let out = "";
  let isolates = false;
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || ch === "\t") out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if ((code >= 0x1f000 && code < 0x1fb00) || ch === "\ufe0f" || ch === "\u200d") continue;
    else if (code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e)) continue;
    else {
      isolates ||= code >= 0x2066 && code <= 0x2069;
      out += ch;
    }
  }
  return isolates && !hasRtl(out) ? out.replace(/[\u2066-\u2069]/g, "") : out;
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
  return { ...placed, stroke: run.strokeBold, fill: true };
}

/** Text without right-to-left letters, drawn by pdfkit (which wraps it), one call per font run. */
function writeRuns(doc: Pdf, safe: string, { bold = false, size = 9, color = "black", ...options }: Style): void {
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

interface Part {
  text: string;
  style: Style;
}

type Laid = Line<Style>;

/** Lines of styled text in visual order, measured with the document's fonts (pdf-bidi.ts). */
function layout(doc: Pdf, parts: Part[], width: number, indent: number, wrap: boolean): Laid[] {
  const spans = parts.map(({ text, style }) => {
    const bold = style.bold ?? false;
    return { runs: fontRuns(text, bold) ?? [{ text, font: bold ? FONT.bold : FONT.regular, strokeBold: false }], style };
  });
  const measure = (p: Omit<Piece<Style>, "width">) => {
    registerRunFont(doc, p.font);
    return doc.font(p.font).fontSize(p.style.size ?? 9).widthOfString(p.text, p.whole ? { features: [] } : {});
  };
  return layoutLines(spans, { width, indent, wrap, measure });
}

/** Draws one laid-out line with its left edge at x and its top at y; every piece sits on one baseline. */
function drawLine(doc: Pdf, line: Laid, x: number, y: number, size: number): void {
  let at = x;
  for (const p of line.pieces) {
    const { size: own = 9, color = "black" } = p.style;
    registerRunFont(doc, p.font);
    doc.font(p.font).fontSize(own).fillColor(color);
    if (p.strokeBold) doc.strokeColor(color).lineWidth(own * 0.04);
    const features = p.whole ? { features: [] } : {};
    doc.text(p.text, at, y, { lineBreak: false, baseline: -BASE_ASCENT * size, stroke: p.strokeBold, fill: true, ...features });
    at += p.width;
  }
}

/**
 * A chain of writes with right-to-left letters, laid out here: pdfkit would wrap the runs in logical
 * order. Lines break after spaces and are right-aligned in a right-to-left paragraph; like pdfkit, the
 * box starts at doc.x, `indent` shortens each paragraph's first line and `paragraphGap` follows it.
 */
function writeBidi(doc: Pdf, parts: Part[]): void {
  const first = parts[0]!.style;
  const last = parts.at(-1)!.style;
  const x = doc.x;
  const width = first.width ?? doc.page.width - x - doc.page.margins.right;
  const size = Math.max(...parts.map((p) => p.style.size ?? 9));
  const lines = layout(doc, parts, width, first.indent ?? 0, true);
  doc.font(FONT.regular).fontSize(size);
  const height = doc.currentLineHeight(true);
  let y = doc.y;
  for (const line of lines) {
    if (y + height > doc.page.height - doc.page.margins.bottom) {
      doc.continueOnNewPage();
      y = doc.y;
    }
    drawLine(doc, line, x + line.offset, y, size);
    y += height + (line.last ? (last.paragraphGap ?? 0) : 0);
  }
  doc.x = x;
  doc.y = y;
  // moveDown and the next line's checks measure with the current font: leave DejaVu's.
  doc.font(last.bold ? FONT.bold : FONT.regular).fontSize(last.size ?? 9);
}

// The writes of a line not yet finished (`continued`): a right-to-left part makes the whole line one bidi
// paragraph, so nothing is drawn until the line ends.
const unfinished = new WeakMap<Pdf, Part[]>();

/** Writes a line in one style; `continued` keeps the next text on the same line. */
export function write(doc: Pdf, text: string, style: Style = {}): void {
  const parts = [...(unfinished.get(doc) ?? []), { text: pdfSafe(text), style }];
  if (style.continued) {
    unfinished.set(doc, parts);
    return;
  }
  unfinished.delete(doc);
  if (parts.some((p) => hasRtl(p.text))) writeBidi(doc, parts);
  else for (const p of parts) writeRuns(doc, p.text, p.style);
}

/** "Label: value" on one line, the label in bold; a value in a right-to-left script reads right to left after it. */
export function labelled(doc: Pdf, label: string, value: string, size = 9): void {
  write(doc, `${label}: `, { bold: true, size, continued: true });
  write(doc, value, { size });
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * One line at (x, y) that never wraps: cut with an ellipsis to `width`. Text in other scripts is
 * measured run by run, since pdfkit's own ellipsis knows one font only; a right-to-left line is
 * right-aligned.
 */
export function writeLine(doc: Pdf, text: string, x: number, y: number, { bold = false, size = 9, color = "black", width, ...options }: Style & { width: number }): void {
  const safe = pdfSafe(text);
  doc.fontSize(size).fillColor(color);
  if (fontRuns(safe, bold) === null) {
    doc.font(bold ? FONT.bold : FONT.regular).text(safe, x, y, { ...PLAIN, width, lineBreak: false, ...options });
    return;
  }
  const style: Style = { bold, size, color };
  const lineOf = (t: string) => layout(doc, [{ text: t, style }], width, 0, false)[0]!;
  let line = lineOf(safe);
  if (line.width > width) {
    // The longest start of the text (in logical order) that fits with an ellipsis after it.
    const cuts = [0, ...Array.from(graphemes.segment(safe), (g) => g.index + g.segment.length)];
    let [lo, hi] = [0, cuts.length - 1];
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (lineOf(`${safe.slice(0, cuts[mid]).trimEnd()}…`).width <= width) lo = mid;
      else hi = mid - 1;
    }
    line = lineOf(`${safe.slice(0, cuts[lo]).trimEnd()}…`);
  }
  drawLine(doc, line, x + line.offset, y, size);
  // Leave the position where pdfkit leaves it after a one-line text: the start of the next line.
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
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
    // Keep the bullet with its first line; an item in a right-to-left script has it on the right.
    doc.font(FONT.regular).fontSize(size);
    if (doc.y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const rtl = paragraphLevel(item) === 1;
    doc.circle(rtl ? x + width - radius : x + radius, doc.y + Math.round(BASE_ASCENT * size) / 2, radius).fillColor("black").fill();
    doc.x = rtl ? x : x + indent;
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
