import PDFDocument from "pdfkit";
import { patientLine, reportDate, type Report } from "@hg/shared";
import { drawDetails } from "./pdf-details.ts";
import { drawDiary } from "./pdf-diary.ts";
import { FONT, registerFonts, write, writeLine, type Pdf } from "./pdf-draw.ts";
import { drawPageOne } from "./pdf-page-one.ts";

// The report as a PDF: page one is the summary (the same as the screen's and the print view's,
// from report-view-summary.ts), then the person's diary when they keep one (pdf-diary.ts), and the
// details on new pages. The fonts are embedded (real text a reader can select and search, in the
// person's own script: pdf-fonts.ts); the disclaimer, name, date and page number are written onto
// every page once the content is laid out (bufferPages).

// A4's width and Letter's height: every page prints whole on either paper at actual size.
export const PAGE_SIZE: [number, number] = [595.28, 792];
const MARGIN = 42;
const FOOTER_SPACE = 44;

function footers(doc: Pdf, r: Report): void {
  const range = doc.bufferedPageRange();
  const who = `${patientLine(r)} - report of ${reportDate(r)}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * MARGIN;
    const y = doc.page.height - FOOTER_SPACE + 6;
    doc.x = MARGIN;
    doc.y = y;
    write(doc, r.disclaimer, { size: 7, color: "#333333", width });
    writeLine(doc, who, MARGIN, y + 18, { size: 7, color: "#333333", width: width - 80 });
    doc.font(FONT.regular).text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y + 18, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Lays out the whole report as a PDF and resolves with its bytes. */
export function renderReportPdf(r: Report): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size: PAGE_SIZE,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE + 6 },
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: { Title: "Headache report for your doctor", Subject: `Conversation ${r.conversationId}`, Creator: "Headache guide (beta)", Producer: "Headache guide (beta)" },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawPageOne(doc, r);
  doc.addPage();
  // The diary, when the person keeps one, on its own page right after the summary.
  if (drawDiary(doc, r)) doc.addPage();
  drawDetails(doc, r);
  footers(doc, r);
  doc.end();
  return done;
}
