import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { capitalize, patternView, type Report } from "@hg/shared";
import { ReportSection } from "./report-section";

/** ICHD-3 patterns met, probable or still open, each with the criteria that decided it; the ruled-out ones in one line. */
export function PatternsSection({ report, title = "Headache patterns and the criteria that decided them (ICHD-3)" }: { report: Report; title?: string }) {
  const v = patternView(report);
  return (
    <ReportSection title={title} breakInside="auto">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        These are patterns from the International Classification of Headache Disorders, not a diagnosis. Only a doctor can confirm what it is.
      </Typography>
      {v.shown.length === 0 && <Typography>No pattern fits the answers well enough to list.</Typography>}
      {v.shown.map((p) => (
        <Box key={p.code} sx={{ mb: 2, p: 2, border: 1, borderColor: "divider", borderRadius: 2, "@media print": { breakInside: "avoid" } }}>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
            <Typography variant="h3" component="h3">
              ICHD-3 {p.code} {p.name}
            </Typography>
            <Chip size="small" label={capitalize(p.status)} />
            {p.leading && <Chip size="small" color="primary" label="Leading pattern" />}
          </Box>
          <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
            {p.criteria.map((c) => (
              <li key={c.id}>
                <Typography variant="body2">
                  <strong>{capitalize(c.mark)}:</strong> {c.text}
                </Typography>
                {c.evidence && (
                  <Typography variant="body2" color="textSecondary">
                    Evidence: {c.evidence}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
      {v.ruledOut.length > 0 && (
        <Typography variant="body2">
          <strong>Not fitting:</strong> {v.ruledOut.map((r) => `${r.code} ${r.name} (${r.reason})`).join("; ")}.
        </Typography>
      )}
      {v.untested > 0 && (
        <Typography variant="body2" color="textSecondary">
          {v.untested} other pattern{v.untested === 1 ? "" : "s"} had too few answers for or against {v.untested === 1 ? "it" : "them"} to list.
        </Typography>
      )}
    </ReportSection>
  );
}
