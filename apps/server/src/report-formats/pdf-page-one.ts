import { pageOne, patternTitle, type PageOne, type Report } from "@hg/shared";
import { bullets, labelled, write, type Pdf } from "./pdf-draw.ts";

// Page one of the PDF: the summary a doctor reads in a minute, in the order of the screen
// (report-view-summary.ts). Long lists are cut to what fits; the details pages carry the rest.

const URGENCY_COLOR = { emergency: "#b71c1c", urgent: "#e65100", routine: "#1b5e20" } as const;
const STATUS_WORD = { above: "above the limit", approaching: "approaching the limit", below: "below the limit", "no limit": "no 8.2 limit" } as const;
const MAX_QUOTE = 160;

const cut = (text: string, max = MAX_QUOTE): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.45);
  write(doc, text.toUpperCase(), { bold: true, size: 8.5, color: "#444444", characterSpacing: 0.4 });
  doc.moveDown(0.1);
}

function urgency(doc: Pdf, p: PageOne): void {
  write(doc, p.urgencyTitle, { bold: true, size: 13, color: URGENCY_COLOR[p.urgency] });
  if (p.whatToDo !== null) write(doc, `What to do now: ${p.whatToDo}`, { bold: true, size: 10 });
  if (p.unfinished !== null) write(doc, cut(p.unfinished, 420), { size: 8.5, color: "#333333" });
}

function howOften(doc: Pdf, p: PageOne): void {
  heading(doc, "How often");
  // Counted from the diary: each line says so, with how much of the window was logged.
  const source = p.fromDiary === null ? "" : ` (${p.fromDiary})`;
  labelled(doc, "Headache days per month", p.headacheDays === null ? "not known" : `${p.headacheDays}${source}`);
  for (const m of p.medicineDays) {
    const limit = m.limit === null ? STATUS_WORD["no limit"] : `limit ${m.limit}, ${STATUS_WORD[m.status]}`;
    labelled(doc, `${m.label}`, `${m.days} days a month (${limit}${p.fromDiary === null ? "" : "; from the diary"})`);
  }
  write(doc, `${p.overuse.heading}${p.overuse.detail ? `: ${p.overuse.detail}` : "."}`, { bold: p.overuse.risk, size: 9, color: p.overuse.risk ? "#b71c1c" : "black" });
  if (p.impact !== null) labelled(doc, "Effect on daily life", p.impact);
}

function attack(doc: Pdf, p: PageOne): void {
  heading(doc, "The attacks");
  const x = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  // Two columns keep nine short rows to five lines.
  const half = Math.ceil(p.attack.length / 2);
  const top = doc.y;
  let bottom = top;
  for (const [col, rows] of [p.attack.slice(0, half), p.attack.slice(half)].entries()) {
    doc.y = top;
    for (const row of rows) {
      doc.x = x + col * (width / 2);
      write(doc, `${row.label}: `, { bold: true, size: 9, continued: true, width: width / 2 - 8 });
      write(doc, cut(row.value, 90), { size: 9, width: width / 2 - 8 });
    }
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = x;
  doc.y = bottom;
}

function screen(doc: Pdf, p: PageOne): void {
  heading(doc, "Warning signs (red-flag screen)");
  const s = p.screen;
  if (s.yes.length === 0) write(doc, "None reported as present.", { size: 9 });
  for (const f of s.yes) {
    write(doc, `YES: ${f.label}`, { bold: true, size: 9, color: "#b71c1c" });
    for (const e of f.evidence.slice(0, 2)) write(doc, cut(e), { size: 8, indent: 10 });
  }
  if (s.unconfirmed.length > 0) labelled(doc, "Suggested, not confirmed", s.unconfirmed.join("; "), 8.5);
  if (s.unknown.length > 0) labelled(doc, "Not asked or not known", s.unknown.join("; "), 8.5);
  if (s.no.length > 0) labelled(doc, "Answered no", s.no.join("; "), 8);
}

function patterns(doc: Pdf, p: PageOne): void {
  heading(doc, "Headache pattern (ICHD-3)");
  const v = p.patterns;
  if (v.appendixOnly) {
    write(doc, "Not considered on this page: a secondary cause must be assessed first. The patterns the answers fit are in the appendix.", { size: 9 });
    return;
  }
  if (v.leading !== null) write(doc, `Leading: ${patternTitle(v.leading)}`, { bold: true, size: 9.5 });
  else write(doc, p.urgency === "urgent" ? "No primary pattern leads: a secondary cause should be excluded first." : "No pattern leads yet.", { size: 9 });
  for (const a of v.alternatives) write(doc, `Also worth discussing: ${patternTitle(a)}`, { size: 9 });
  if (v.ruledOut.length > 0) write(doc, cut(`Not fitting: ${v.ruledOut.map((r) => `${r.code} ${r.name} (${r.reason})`).join("; ")}.`, 300), { size: 8, color: "#333333" });
}

/** Lays out page one; the caller starts the details on a new page. */
export function drawPageOne(doc: Pdf, r: Report): void {
  const p = pageOne(r);
  write(doc, "Headache report for your doctor", { bold: true, size: 16 });
  write(doc, `${[p.name, p.who].filter((x) => x !== null).join(", ")}. Report of ${r.generatedAt.slice(0, 10)}.`, { size: 9.5, color: "#333333" });
  doc.moveDown(0.4);
  urgency(doc, p);
  heading(doc, "Who and since when");
  if (p.inTheirWords !== null) labelled(doc, "In their words", `"${cut(p.inTheirWords, 220)}"`);
  write(doc, p.sinceWhen.map((s) => `${s.label}: ${s.value}`).join(". "), { size: 9 });
  howOften(doc, p);
  attack(doc, p);
  screen(doc, p);
  patterns(doc, p);
  heading(doc, "Questions for the doctor");
  bullets(doc, p.questions.slice(0, 5).map((q) => cut(q, 200)), { paragraphGap: 1 });
  if (p.questions.length === 0) write(doc, "None suggested.", { size: 9 });
}
