import {
  evidenceText, intakeLines, MEDICINE_GROUP_LABEL, medicineDaysLines, medicineDetails, medicines, midasDetail, patternTitle, patternView,
  personMessageNumbers, severityDays, type Report,
} from "@hg/shared";
import { bullets, drawBars, labelled, write, type Pdf } from "./pdf-draw.ts";

// The pages after page one: the criteria behind each pattern, the whole red-flag screen with what
// was said, the numbers as bars, medicines, the engine's summary, the intake and the transcript.

export function heading(doc: Pdf, text: string): void {
  // Keep a heading with at least a few lines of its section.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8);
  write(doc, text, { bold: true, size: 12 });
  doc.moveDown(0.3);
}

/** Each shown pattern with the criteria that decided it; excluded ones in one line. */
export function patternDetails(doc: Pdf, r: Report, title: string): void {
  const v = patternView(r);
  heading(doc, title);
  write(doc, "Patterns of the International Classification of Headache Disorders that the answers fit; not a diagnosis.", { size: 8.5, color: "#333333" });
  if (v.shown.length === 0) write(doc, "No pattern fits the answers well enough to list.", { size: 9 });
  for (const p of v.shown) {
    doc.moveDown(0.3);
    write(doc, `${patternTitle(p)}${p.leading ? " (leading)" : ""}`, { bold: true, size: 10 });
    bullets(doc, p.criteria.map((c) => `${c.mark.toUpperCase()}: ${c.text}${c.evidence ? `. ${c.evidence}` : ""}`), { paragraphGap: 2 });
  }
  if (v.ruledOut.length > 0) {
    doc.moveDown(0.3);
    labelled(doc, "Not fitting", v.ruledOut.map((x) => `${x.code} ${x.name} (${x.reason})`).join("; "));
  }
  if (v.untested > 0) write(doc, `${v.untested} other pattern${v.untested === 1 ? "" : "s"} had too few answers for or against ${v.untested === 1 ? "it" : "them"} to list.`, { size: 8.5, color: "#333333" });
}

function screenDetails(doc: Pdf, r: Report): void {
  heading(doc, "Red-flag screen (SNNOOP10), every item");
  const evidence = new Map(r.red_flags.map((f) => [f.code, f.evidence]));
  const word = { yes: "YES", no: "no", unknown: "not asked or not known", unconfirmed: "suggested, not confirmed" } as const;
  for (const s of r.red_flag_screen) {
    labelled(doc, s.label, word[s.answer]);
    for (const e of evidence.get(s.code) ?? []) write(doc, evidenceText(r, e), { size: 8, indent: 12 });
  }
}

function numberDetails(doc: Pdf, r: Report): void {
  heading(doc, "Numbers");
  labelled(doc, "Headache days per month", r.metrics.headache_days_per_month === null ? "not known" : String(r.metrics.headache_days_per_month));
  const bySeverity = severityDays(r);
  if (bySeverity.length > 0) {
    write(doc, "Days per month by severity (intake form)", { bold: true, size: 9 });
    drawBars(doc, bySeverity.map((s) => ({ label: s.label, value: s.days, max: 30, limit: null, note: "" })), "days");
  }
  const meds = medicineDaysLines(r);
  if (meds.length > 0) {
    write(doc, "Acute-medicine days per month by class (ICHD-3 8.2 limit marked)", { bold: true, size: 9 });
    drawBars(doc, meds.map((m) => ({ label: m.label, value: m.days, max: 31, limit: m.limit, note: m.limit === null ? "no 8.2 limit" : `limit ${m.limit}, ${m.status}` })), "days");
  }
  labelled(doc, "Medication overuse (engine)", r.medication_overuse.detail);
  labelled(doc, "MIDAS", midasDetail(r));
}

/** Everything after page one, in the screen's order. */
export function drawDetails(doc: Pdf, r: Report): void {
  write(doc, "Details", { bold: true, size: 14 });
  if (r.urgency !== "emergency") patternDetails(doc, r, "Headache patterns and the criteria that decided them");
  screenDetails(doc, r);
  numberDetails(doc, r);
  heading(doc, "Medicines");
  const rows = medicines(r);
  if (rows.length === 0) write(doc, "No medicines were listed on the intake form.", { size: 9 });
  for (const m of rows) labelled(doc, `${m.name} (${MEDICINE_GROUP_LABEL[m.group]})`, medicineDetails(m, { withEfficacy: true }).join("; ") || "no details");
  heading(doc, "Summary (as the engine wrote it)");
  write(doc, r.summary, { size: 9 });
  heading(doc, "Intake form at the time of the conversation");
  const lines = intakeLines(r.intake);
  if (lines.length === 0) write(doc, "No intake form was filled in.", { size: 9 });
  for (const l of lines) labelled(doc, l.label, l.value);
  heading(doc, "Transcript");
  const numbers = personMessageNumbers(r);
  for (const [i, m] of r.transcript.entries()) {
    doc.moveDown(0.2);
    labelled(doc, m.role === "user" ? `Person, message ${numbers[i] ?? ""}` : "Assistant", m.content);
  }
  if (r.urgency === "emergency") patternDetails(doc, r, "Appendix: headache patterns, for after the emergency is assessed");
}
