import { diaryView, type DiaryFiguresView, type DiaryTone, type DiaryView, type Report } from "@hg/shared";
import { drawBars, FONT, write, writeLine, type Pdf } from "./pdf-draw.ts";

// The diary page of the PDF (issue 19 item 4), after page one: the 90-day strip, the figures of the
// last 30 and 90 days against the ICHD-3 8.2 limits, and MIDAS over time, all from `diaryView`, the
// object the screen lays out too. Severity is drawn as a bar's height as well as its colour, so the
// strip still reads on a black-and-white printer.

// The light theme's colours (apps/web palettes.ts): paper is white.
const TONE_COLOR: Record<Exclude<DiaryTone, "outside" | "unknown">, string> = {
  mild: "#0b6fa4",
  moderate: "#b45309",
  severe: "#c62828",
  extreme: "#5b4f9c",
  free: "#2e7d32",
};
const FREE_FILL = "#e3f1e4";
const GREY = "#9e9e9e";

const CELL = 15;
const GAP = 3;
const LABEL_WIDTH = 26;

/** One day's square: outlined when logged, dashed when not, the headache's bar rising with its severity, a dot for medicine. */
function cell(doc: Pdf, x: number, y: number, tone: DiaryTone, level: number, medicine: boolean): void {
  if (tone === "outside") return;
  if (tone === "unknown") {
    doc.rect(x + 0.5, y + 0.5, CELL - 1, CELL - 1).lineWidth(0.6).dash(1.5, { space: 1.5 }).strokeColor(GREY).stroke().undash();
    return;
  }
  if (tone === "free") {
    doc.rect(x, y, CELL, CELL).fillColor(FREE_FILL).fill();
    doc.rect(x + 0.3, y + 0.3, CELL - 0.6, CELL - 0.6).lineWidth(0.6).strokeColor(TONE_COLOR.free).stroke();
    return;
  }
  const bar = (CELL * level) / 4;
  doc.rect(x, y + CELL - bar, CELL, bar).fillColor(TONE_COLOR[tone]).fill();
  doc.rect(x + 0.3, y + 0.3, CELL - 0.6, CELL - 0.6).lineWidth(0.6).strokeColor(TONE_COLOR[tone]).stroke();
  if (medicine) doc.circle(x + CELL - 3.5, y + 3.5, 2).lineWidth(0.8).fillColor("black").strokeColor("white").fillAndStroke();
}

function strip(doc: Pdf, v: DiaryView): void {
  const x0 = doc.page.margins.left;
  const top = doc.y + 2;
  for (const [i, week] of v.strip.weeks.entries()) {
    const x = x0 + LABEL_WIDTH + i * (CELL + GAP);
    if (week.month !== null) writeLine(doc, week.month, x, top, { size: 7, color: "#333333", width: 40 });
    for (const [j, c] of week.cells.entries()) cell(doc, x, top + 11 + j * (CELL + GAP), c.tone, c.level, c.medicine);
  }
  for (const [j, name] of v.strip.weekdays.entries()) writeLine(doc, name, x0, top + 11 + j * (CELL + GAP) + 4, { size: 7, color: "#333333", width: LABEL_WIDTH - 4 });
  // The key beside the strip.
  const keyX = x0 + LABEL_WIDTH + v.strip.weeks.length * (CELL + GAP) + 14;
  let y = top + 11;
  for (const k of v.legend) {
    cell(doc, keyX, y, k.tone, k.level, false);
    writeLine(doc, k.label, keyX + CELL + 6, y + 4, { size: 8, width: 130 });
    y += CELL + GAP;
  }
  cell(doc, keyX, y, "moderate", 2, true);
  writeLine(doc, "Dot: medicine taken", keyX + CELL + 6, y + 4, { size: 8, width: 130 });
  doc.x = x0;
  doc.y = top + 11 + 7 * (CELL + GAP) + 4;
  write(doc, v.strip.summary, { size: 8, color: "#333333" });
}

function figures(doc: Pdf, columns: DiaryFiguresView[]): void {
  const x0 = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const colWidth = width / columns.length;
  const top = doc.y;
  let bottom = top;
  for (const [i, f] of columns.entries()) {
    doc.y = top;
    doc.x = x0 + i * colWidth;
    const w = colWidth - 12;
    write(doc, f.title, { bold: true, size: 10, width: w });
    write(doc, f.period, { size: 8, color: "#333333", width: w });
    doc.moveDown(0.2);
    for (const r of f.rows) {
      write(doc, `${r.label}: `, { bold: true, size: 9, continued: true, width: w });
      write(doc, r.value, { size: 9, width: w });
    }
    if (f.overuse.length > 0) {
      doc.moveDown(0.3);
      write(doc, "Against the ICHD-3 8.2 limits", { bold: true, size: 9, width: w });
      for (const o of f.overuse) {
        write(doc, `${o.label}: `, { bold: true, size: 9, continued: true, width: w, color: o.position === "above" ? "#b71c1c" : "black" });
        write(doc, o.text, { size: 9, width: w, color: o.position === "above" ? "#b71c1c" : "black" });
      }
    }
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = x0;
  doc.y = bottom;
}

function sub(doc: Pdf, text: string): void {
  doc.moveDown(0.7);
  write(doc, text, { bold: true, size: 11 });
  doc.moveDown(0.2);
}

/** Lays out the diary page when the report has a diary; false (nothing drawn) when it has none. */
export function drawDiary(doc: Pdf, r: Report): boolean {
  const v = diaryView(r);
  if (v === null) return false;
  write(doc, `${v.title}, ${v.period}`, { bold: true, size: 14 });
  write(doc, v.coverage, { size: 8.5, color: "#333333" });
  doc.moveDown(0.5);
  strip(doc, v);
  sub(doc, "Monthly figures");
  figures(doc, v.figures);
  sub(doc, "MIDAS over time (how much headaches limited daily life in the 3 months before)");
  if (v.midasNone !== null) write(doc, v.midasNone, { size: 9 });
  else drawBars(doc, v.midas.map((m) => ({ label: m.date, value: m.score, max: Math.max(30, ...v.midas.map((x) => x.score)), limit: null, note: `grade ${m.grade}, ${m.meaning}` })), "points");
  doc.font(FONT.regular);
  return true;
}
