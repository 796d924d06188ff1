import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Report } from "@hg/shared";
import { ReportSection } from "./report-section";

const ANSWER = { yes: "Yes", no: "No", unknown: "Not asked or unknown", unconfirmed: "Suggested, not confirmed" } as const;

/** The SNNOOP10 screen: what was flagged with its evidence, and every item answered no (a clinician needs the negatives). */
export function RedFlagSection({ report }: { report: Report }) {
  return (
    <ReportSection title="Warning signs checked (red-flag screen)" breakInside="auto">
      {report.red_flags.length === 0 ? (
        <Typography>{report.interview?.complete !== false ? "No warning signs were reported." : "No warning signs were reported so far, but the questions were not finished: see the answers below."}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {report.red_flags.map((f) => (
            <li key={f.code}>
              <Typography color="error" sx={{ fontWeight: 700 }}>
                {f.label}
              </Typography>
              {f.evidence.length > 0 && <Typography variant="body2">What was said: {f.evidence.join("; ")}</Typography>}
            </li>
          ))}
        </Box>
      )}
      {report.red_flag_screen.length > 0 && (
        <Box component="table" sx={{ mt: 2, width: "100%", borderCollapse: "collapse", "& th, & td": { textAlign: "left", py: 0.5, pr: 2, borderBottom: 1, borderColor: "divider", verticalAlign: "top" } }}>
          <caption style={{ textAlign: "left", captionSide: "top", paddingBottom: 4 }}>
            <Typography component="span" variant="body2" color="textSecondary">
              Every warning sign screened, with the answer
            </Typography>
          </caption>
          <thead>
            <tr>
              <th scope="col">Warning sign</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {report.red_flag_screen.map((s) => (
              <tr key={s.code}>
                <td>{s.label}</td>
                <td style={{ fontWeight: s.answer === "yes" || s.answer === "unconfirmed" ? 700 : 400 }}>{ANSWER[s.answer]}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </ReportSection>
  );
}
