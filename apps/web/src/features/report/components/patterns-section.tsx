import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { capitalize, criterionMark, PATTERN_STATUS_LABEL, type Report } from "@hg/shared";
import { ReportSection } from "./report-section";

// The shared words are lower case (they sit mid-sentence in the PDF); here they start a chip or a line.
const statusLabel = (status: string) => {
  const label = PATTERN_STATUS_LABEL[status];
  return label === undefined ? status : capitalize(label);
};

/** ICHD-3 patterns the answers fit, most likely first, each criterion with its evidence. */
export function PatternsSection({ report }: { report: Report }) {
  return (
    <ReportSection title="Headache patterns your answers fit (ICHD-3)" breakInside="auto">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        These are patterns from the International Classification of Headache Disorders, not a diagnosis. Only a doctor can confirm what it is.
      </Typography>
      {report.patterns.length === 0 && <Typography>No headache pattern can be suggested yet.</Typography>}
      {report.patterns.map((p) => (
        <Box key={p.ichd3} sx={{ mb: 2, p: 2, border: 1, borderColor: "divider", borderRadius: 2, "@media print": { breakInside: "avoid" } }}>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
            <Typography variant="h3" component="h3">
              {p.ichd3} {p.name}
            </Typography>
            <Chip size="small" label={statusLabel(p.status)} />
            {p.ichd3 === report.leading_pattern && <Chip size="small" color="primary" label="Leading pattern" />}
          </Box>
          <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
            {p.criteria.map((c) => (
              <li key={c.id}>
                <Typography variant="body2">
                  <strong>{capitalize(criterionMark(c.met))}:</strong> {c.text}
                </Typography>
                {c.evidence && (
                  <Typography variant="body2" color="text.secondary">
                    Evidence: {c.evidence}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </ReportSection>
  );
}
