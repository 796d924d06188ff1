// Small drawing helpers of the PDF report: text made safe for the built-in fonts, and a bar chart.

export type Pdf = PDFKit.PDFDocument;

// The 14 built-in fonts only carry WinAnsi glyphs: anything else would print as garbage.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACE: Record<string, string> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "≠": "!=", "−": "-", "\u00a0": " " };

/** Text the built-in Helvetica can show: common symbols spelled out, other characters as "?". */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (REPLACE[ch] !== undefined) out += REPLACE[ch];
    else if (ch === "\n" || ch === "\t" || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code >= 0x1f000 || (code >= 0x2600 && code <= 0x27bf) || ch === "\ufe0f") continue; // emoji: dropped
    else out += "?";
  }
  return out;
}

export interface Bar {
  label: string;
  value: number;
  max: number;
  /** A threshold to mark on the bar, e.g. the 8.2 overuse limit. */
  limit: number | null;
}

/** Horizontal bars with the value written beside each (the numbers stay readable as text). */
export function drawBars(doc: Pdf, bars: Bar[], unit: string): void {
  const labelWidth = 190;
  const barWidth = 200;
  const rowHeight = 16;
  const needed = bars.length * rowHeight + 6;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x0 = doc.page.margins.left;
  let y = doc.y + 4;
  for (const b of bars) {
    const w = Math.max(0, Math.min(1, b.value / b.max)) * barWidth;
    doc.font("Helvetica").fontSize(9).fillColor("black").text(pdfSafe(b.label), x0, y + 1, { width: labelWidth - 8, height: 11, lineBreak: false, ellipsis: true });
    doc.rect(x0 + labelWidth, y, barWidth, 10).lineWidth(0.5).strokeColor("#999999").stroke();
    const over = b.limit !== null && b.value >= b.limit;
    if (w > 0) doc.rect(x0 + labelWidth, y, w, 10).fillColor(over ? "#b71c1c" : "#1565c0").fill();
    if (b.limit !== null) {
      const lx = x0 + labelWidth + (b.limit / b.max) * barWidth;
      doc.moveTo(lx, y - 2).lineTo(lx, y + 12).lineWidth(1.5).strokeColor("black").stroke();
    }
    const note = b.limit !== null ? ` (limit ${b.limit}${over ? ", over" : ""})` : "";
    doc.font("Helvetica").fontSize(9).fillColor("black").text(`${b.value} ${unit}${note}`, x0 + labelWidth + barWidth + 8, y + 1, { lineBreak: false });
    y += rowHeight;
  }
  doc.x = x0;
  doc.y = y + 2;
}
