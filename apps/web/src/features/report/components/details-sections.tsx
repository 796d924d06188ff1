import ExpandMore from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { intakeLines, MEDICINE_GROUP_LABEL, medicineDetails, medicines, personMessageNumbers, type Report } from "@hg/shared";
import { ReportSection } from "./report-section";

/** Medicines tried, with how well each worked. */
export function MedicinesSection({ report }: { report: Report }) {
  const rows = medicines(report);
  return (
    <ReportSection title="Medicines tried">
      {rows.length === 0 ? (
        <Typography>No medicines were listed.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {rows.map((m, i) => {
            // Efficacy has its own line here, so it is left out of the details.
            const details = medicineDetails(m, { withEfficacy: false }).join("; ");
            return (
              <li key={`${m.group}-${i}`}>
                <Typography>
                  <strong>{m.name}</strong> ({MEDICINE_GROUP_LABEL[m.group]}){details ? `: ${details}` : ""}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  How well it worked: {m.efficacy ?? "not given"}
                </Typography>
              </li>
            );
          })}
        </Box>
      )}
    </ReportSection>
  );
}

/** The engine's own summary sentence (the questions are on page one). */
export function SummarySection({ report }: { report: Report }) {
  return (
    <ReportSection title="Summary as the assistant wrote it">
      <Typography>{report.summary}</Typography>
    </ReportSection>
  );
}

/** The intake form as it was when the conversation started. */
export function IntakeSection({ report }: { report: Report }) {
  const lines = intakeLines(report.intake);
  return (
    <ReportSection title="Your intake form at the time" breakInside="auto">
      {lines.length === 0 ? (
        <Typography>No intake form was filled in.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 16rem) 1fr" }, columnGap: 2, rowGap: 0.5, "& dd": { m: 0, mb: { xs: 1, sm: 0 } } }}>
          {lines.map((l) => (
            <Box key={l.key} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {l.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {l.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </ReportSection>
  );
}

/** The whole conversation: collapsed on screen, always expanded on paper (see the print styles). */
export function TranscriptSection({ report }: { report: Report }) {
  const numbers = personMessageNumbers(report);
  return (
    <ReportSection title="Conversation transcript" breakInside="auto">
      <Accordion disableGutters variant="outlined" className="report-transcript">
        <AccordionSummary expandIcon={<ExpandMore />} className="report-transcript-toggle">
          <Typography>Show the full conversation ({report.transcript.length} messages)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
            {report.transcript.map((m, i) => (
              // Numbered as the evidence cites them: "their message 3".
              <Box component="li" key={i} sx={{ "@media print": { breakInside: "avoid" } }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {m.role === "user" ? `Person, message ${numbers[i] ?? ""}` : "Assistant"}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {m.content}
                </Typography>
              </Box>
            ))}
          </Box>
        </AccordionDetails>
      </Accordion>
    </ReportSection>
  );
}
