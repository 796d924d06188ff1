import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { pageOne, patternTitle, type Report } from "@hg/shared";
import { ReportSection } from "./report-section";

const STATUS_WORD = { above: "above the limit", approaching: "approaching the limit", below: "below the limit", "no limit": "no 8.2 limit" } as const;

function Rows({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" }, columnGap: 3, rowGap: 0.25, "& dd": { m: 0 } }}>
      {rows.map((r) => (
        <Box key={r.label} sx={{ display: "flex", gap: 0.75 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {r.label}:
          </Typography>
          <Typography component="dd" variant="body2">
            {r.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const sub = { mt: 1.5, mb: 0.5, fontSize: "0.8rem", fontWeight: 700, letterSpacing: 0.4, textTransform: "uppercase", color: "text.secondary" } as const;

/**
 * Page one of the report, the same on screen, on paper and in the PDF (all from `pageOne`): who and
 * since when, how often against the 8.2 limits, the attacks, the warning signs as answered, the
 * leading pattern and alternatives, and the questions for the doctor. Urgency sits above it.
 */
export function PageOneSection({ report }: { report: Report }) {
  const p = pageOne(report);
  const v = p.patterns;
  return (
    <ReportSection title="Summary for the doctor" pageBreakAfter>
      <Typography variant="h3" sx={sub}>
        Who and since when
      </Typography>
      <Typography variant="body2">{[p.name, p.who].filter((x) => x !== null).join(", ")}</Typography>
      {p.inTheirWords !== null && <Typography variant="body2">In their words: “{p.inTheirWords}”</Typography>}
      <Rows rows={p.sinceWhen} />

      <Typography variant="h3" sx={sub}>
        How often
      </Typography>
      <Typography variant="body2">
        <strong>Headache days per month:</strong> {p.headacheDays === null ? "not known" : p.headacheDays}
        {p.headacheDays !== null && p.fromDiary !== null && ` (${p.fromDiary})`}
      </Typography>
      <Box component="ul" aria-label="Acute-medicine days per month by class" sx={{ m: 0, pl: 2.5 }}>
        {p.medicineDays.map((m) => (
          <li key={m.drugClass}>
            <Typography variant="body2">
              {m.label}: {m.days} days a month ({m.limit === null ? STATUS_WORD["no limit"] : `limit ${m.limit}, ${STATUS_WORD[m.status]}`}
              {p.fromDiary !== null && "; from the diary"})
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color={p.overuse.risk ? "error" : "textPrimary"} sx={{ fontWeight: p.overuse.risk ? 700 : 400 }}>
        {p.overuse.heading}
        {p.overuse.detail ? `: ${p.overuse.detail}` : "."}
      </Typography>

      {p.impact !== null && (
        <Typography variant="body2">
          <strong>Effect on daily life:</strong> {p.impact}
        </Typography>
      )}

      <Typography variant="h3" sx={sub}>
        The attacks
      </Typography>
      <Rows rows={p.attack} />

      <Typography variant="h3" sx={sub}>
        Warning signs (red-flag screen)
      </Typography>
      {p.screen.yes.length === 0 && <Typography variant="body2">None reported as present.</Typography>}
      {p.screen.yes.map((f) => (
        <Box key={f.label}>
          <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
            Yes: {f.label}
          </Typography>
          {f.evidence.slice(0, 2).map((e) => (
            <Typography key={e} variant="body2" sx={{ pl: 1.5 }}>
              {e}
            </Typography>
          ))}
        </Box>
      ))}
      {p.screen.unconfirmed.length > 0 && <Typography variant="body2"><strong>Suggested, not confirmed:</strong> {p.screen.unconfirmed.join("; ")}</Typography>}
      {p.screen.unknown.length > 0 && <Typography variant="body2"><strong>Not asked or not known:</strong> {p.screen.unknown.join("; ")}</Typography>}
      {p.screen.no.length > 0 && <Typography variant="body2"><strong>Answered no:</strong> {p.screen.no.join("; ")}</Typography>}

      <Typography variant="h3" sx={sub}>
        Headache pattern (ICHD-3)
      </Typography>
      {v.appendixOnly ? (
        <Typography variant="body2">Not considered here: a secondary cause must be assessed first. The patterns the answers fit are at the end of the report.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {v.leading !== null ? `Leading: ${patternTitle(v.leading)}` : p.urgency === "urgent" ? "No primary pattern leads: a secondary cause should be excluded first." : "No pattern leads yet."}
          </Typography>
          {v.alternatives.map((a) => (
            <Typography key={a.code} variant="body2">
              Also worth discussing: {patternTitle(a)}
            </Typography>
          ))}
          {v.ruledOut.length > 0 && (
            <Typography variant="body2" color="textSecondary">
              Not fitting: {v.ruledOut.map((r) => `${r.code} ${r.name} (${r.reason})`).join("; ")}.
            </Typography>
          )}
        </>
      )}

      <Typography variant="h3" sx={sub}>
        Questions for the doctor
      </Typography>
      {p.questions.length === 0 ? (
        <Typography variant="body2">None suggested.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {p.questions.map((q) => (
            <li key={q}>
              <Typography variant="body2">{q}</Typography>
            </li>
          ))}
        </Box>
      )}
    </ReportSection>
  );
}
