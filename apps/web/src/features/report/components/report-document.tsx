import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { patientLine, type Report } from "@hg/shared";
import { IntakeSection, MedicinesSection, SummarySection, TranscriptSection } from "./details-sections";
import { DiarySection } from "./diary-section";
import { NumbersSection } from "./numbers-section";
import { PageOneSection } from "./page-one-section";
import { PatternsSection } from "./patterns-section";
import { PrintStyles } from "./print-styles";
import { RedFlagSection } from "./red-flag-section";
import { UrgencyBanner } from "./urgency-banner";

/** The report's date in the reader's own words ("1 June 2025"); the raw text when it is not a date. */
function displayDate(report: Report): string {
  const d = new Date(report.generatedAt);
  return Number.isNaN(d.getTime()) ? report.generatedAt : d.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

/**
 * The whole report, in the order of the PDF (issue 16): urgency, page one (the summary), the
 * person's headache diary when they keep one, then the details: patterns with their criteria,
 * red-flag screen, numbers, medicines, the assistant's summary, intake, transcript, disclaimer; in an
 * emergency the patterns come last as an appendix. `actions` sit under the title and are hidden on paper.
 */
export function ReportDocument({ report, actions, title = "Your report" }: { report: Report; actions?: ReactNode; title?: string }) {
  const who = `${patientLine(report)} · ${displayDate(report)}`;
  return (
    <Box className="report-document" sx={{ maxWidth: 900, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 }, "@media print": { maxWidth: "none", p: 0 } }}>
      <PrintStyles footer={`${who}. ${report.disclaimer}`} />
      <Typography variant="h1">{title}</Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {who} · for your doctor
      </Typography>
      {actions && (
        <Box data-print="hide" sx={{ mt: 2 }}>
          {actions}
        </Box>
      )}
      <UrgencyBanner report={report} />
      <PageOneSection report={report} />
      <DiarySection report={report} />
      {report.urgency !== "emergency" && <PatternsSection report={report} />}
      <RedFlagSection report={report} />
      <NumbersSection report={report} />
      <MedicinesSection report={report} />
      <SummarySection report={report} />
      <IntakeSection report={report} />
      <TranscriptSection report={report} />
      {/* In an emergency the patterns wait until a secondary cause is assessed: an appendix. */}
      {report.urgency === "emergency" && <PatternsSection report={report} title="Appendix: headache patterns, for after the emergency is assessed" />}
      <Typography component="p" variant="body2" color="textSecondary" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: "divider" }}>
        {report.disclaimer}
        {report.rules_version && ` Rules version ${report.rules_version}.`}
      </Typography>
    </Box>
  );
}
