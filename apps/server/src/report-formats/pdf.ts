import PDFDocument from "pdfkit";
import {
  criterionMark, intakeLines, MEDICINE_GROUP_LABEL, medicationDays, medicineDetails, medicines, PATTERN_STATUS_LABEL,
  patientLine, reportDate, severityDays, URGENCY_TITLE, whatToDoNow, type Report,
} from "@hg/shared";
import { drawBars, pdfSafe, type Pdf } from "./pdf-draw.ts";

// The report as a PDF, in the order of the screen: urgency, numbers, red-flag screen, patterns,
// medicines, summary, questions, intake, transcript. Built-in Helvetica (no font files, real
// text a reader can select and search); the disclaimer, name, date and page number are written
// onto every page once the content is laid out (bufferPages).

const MARGIN = 50;
const FOOTER_SPACE = 60;
const URGENCY_COLOR = { emergency: "#b71c1c", urgent: "#e65100", routine: "#1b5e20" } as const;

function heading(doc: Pdf, text: string): void {
  // Keep a heading with at least a few lines of its section.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).fillColor("black").text(pdfSafe(text)).moveDown(0.3);
  doc.font("Helvetica").fontSize(10);
}

function para(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  doc.font("Helvetica").fontSize(10).fillColor("black").text(pdfSafe(text), options);
}

function labelled(doc: Pdf, label: string, value: string): void {
  doc.font("Helvetica-Bold").fontSize(10).fillColor("black").text(`${pdfSafe(label)}: `, { continued: true }).font("Helvetica").text(pdfSafe(value));
}

function bullets(doc: Pdf, items: string[]): void {
  doc.font("Helvetica").fontSize(10).fillColor("black").list(items.map(pdfSafe), { bulletRadius: 1.5, textIndent: 10, paragraphGap: 2 });
}

function urgencySection(doc: Pdf, r: Report): void {
  const action = whatToDoNow(r.urgency);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(URGENCY_COLOR[r.urgency]).text(pdfSafe(URGENCY_TITLE[r.urgency]));
  if (action !== null) doc.font("Helvetica-Bold").fontSize(11).fillColor("black").text(`What to do now: ${pdfSafe(action)}`);
}

function numbersSection(doc: Pdf, r: Report): void {
  heading(doc, "Headache picture in numbers");
  const total = r.metrics.headache_days_per_month;
  labelled(doc, "Headache days per month", total === null ? "not known" : String(total));
  const bySeverity = severityDays(r);
  if (bySeverity.length > 0) drawBars(doc, bySeverity.map((s) => ({ label: s.label, value: s.days, max: 30, limit: null })), "days");
  const meds = medicationDays(r);
  doc.moveDown(0.4);
  if (meds.length === 0) labelled(doc, "Acute-medication days per month", "none reported");
  else {
    doc.font("Helvetica-Bold").text("Acute-medication days per month (ICHD-3 8.2 overuse limit marked)");
    drawBars(doc, meds.map((m) => ({ label: m.label, value: m.days, max: 31, limit: m.limit })), "days");
  }
  labelled(doc, "Medication overuse", `${r.medication_overuse.risk ? "at risk. " : r.medication_overuse.warning ? "early warning. " : ""}${r.medication_overuse.detail}`);
  labelled(doc, "MIDAS", r.metrics.midas ? `${r.metrics.midas.score} (grade ${r.metrics.midas.grade})` : "not known");
}

function redFlagSection(doc: Pdf, r: Report): void {
  heading(doc, "Red-flag screen (SNNOOP10)");
  if (r.red_flags.length === 0) para(doc, "No red flags were reported.");
  for (const f of r.red_flags) labelled(doc, `YES - ${f.label}`, f.evidence.join("; ") || "reported");
  const asked = r.red_flag_screen.filter((s) => s.answer !== "yes");
  if (asked.length > 0) {
    doc.moveDown(0.3).font("Helvetica-Bold").text("Other items screened");
    bullets(doc, asked.map((s) => `${s.label}: ${s.answer === "no" ? "no" : "not asked or unknown"}`));
  }
}

function patternSection(doc: Pdf, r: Report): void {
  heading(doc, "ICHD-3 patterns the answers fit");
  if (r.patterns.length === 0) para(doc, "No headache pattern can be suggested yet.");
  for (const p of r.patterns) {
    doc.moveDown(0.3).font("Helvetica-Bold").fontSize(11).text(`${p.ichd3} ${pdfSafe(p.name)} - ${PATTERN_STATUS_LABEL[p.status] ?? p.status}${p.ichd3 === r.leading_pattern ? " (leading)" : ""}`);
    bullets(doc, p.criteria.map((c) => `[${criterionMark(c.met)}] ${c.text}${c.evidence ? ` - ${c.evidence}` : ""}`));
  }
}

function medicineSection(doc: Pdf, r: Report): void {
  heading(doc, "Medicines tried");
  const rows = medicines(r);
  if (rows.length === 0) para(doc, "No medicines were listed.");
  for (const m of rows) labelled(doc, `${m.name} (${MEDICINE_GROUP_LABEL[m.group]})`, medicineDetails(m, { withEfficacy: true }).join("; ") || "no details");
}

function restSections(doc: Pdf, r: Report): void {
  heading(doc, "Summary");
  para(doc, r.summary);
  heading(doc, "Questions to ask the doctor");
  if (r.questions_for_doctor.length === 0) para(doc, "None suggested.");
  else bullets(doc, r.questions_for_doctor);
  heading(doc, "Intake at the time of the conversation");
  const lines = intakeLines(r.intake);
  if (lines.length === 0) para(doc, "No intake form was filled in.");
  for (const l of lines) labelled(doc, l.label, l.value);
  heading(doc, "Transcript");
  for (const m of r.transcript) {
    doc.moveDown(0.2);
    labelled(doc, m.role === "user" ? "Person" : "Assistant", m.content);
  }
}

function footers(doc: Pdf, r: Report): void {
  const range = doc.bufferedPageRange();
  const who = `${patientLine(r)} - report of ${reportDate(r)}`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * MARGIN;
    const y = doc.page.height - FOOTER_SPACE + 12;
    doc.font("Helvetica").fontSize(7.5).fillColor("#333333").text(pdfSafe(r.disclaimer), MARGIN, y, { width });
    doc.text(pdfSafe(who), MARGIN, y + 22, { width: width - 80, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y + 22, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Lays out the whole report as a PDF and resolves with its bytes. */
export function renderReportPdf(r: Report): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE + 10 },
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: { Title: "Headache report for your doctor", Subject: `Conversation ${r.conversationId}`, Creator: "Headache guide (beta)", Producer: "Headache guide (beta)" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text("Headache report for your doctor");
  doc.font("Helvetica").fontSize(10).fillColor("#333333").text(pdfSafe(`${patientLine(r)}. Generated ${r.generatedAt.replace("T", " ").slice(0, 16)} UTC. Rules version ${r.rules_version}.`));
  doc.moveDown(0.6);
  urgencySection(doc, r);
  numbersSection(doc, r);
  redFlagSection(doc, r);
  patternSection(doc, r);
  medicineSection(doc, r);
  restSections(doc, r);
  footers(doc, r);
  doc.end();
  return done;
}
