import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { diaryView, type DiaryFiguresView, type Report } from "@hg/shared";
import { DiaryStrip } from "./diary-strip";
import { ReportSection } from "./report-section";

function Figures({ f }: { f: DiaryFiguresView }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" sx={{ fontSize: "1rem", fontWeight: 700 }}>
        {f.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {f.period}
      </Typography>
      <Box component="dl" sx={{ m: 0, "& dd": { m: 0 } }}>
        {f.rows.map((r) => (
          <Box key={r.label} sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 0.25, borderBottom: 1, borderColor: "divider" }}>
            <Typography component="dt" variant="body2">
              {r.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 700, textAlign: "right" }}>
              {r.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {f.overuse.length > 0 && (
        <Box component="ul" aria-label={`${f.title}: acute medicine against the ICHD-3 8.2 limits`} sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {f.overuse.map((o) => (
            <li key={o.label}>
              <Typography variant="body2" color={o.position === "above" ? "error" : "textPrimary"} sx={{ fontWeight: o.position === "below" ? 400 : 700 }}>
                {o.label}: {o.text}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The person's headache diary (issue 19), after page one as in the PDF (both from `diaryView`): the
 * 90-day strip, the figures of the last 30 and 90 days against the 8.2 limits, and MIDAS over time.
 * Nothing when the report has no diary.
 */
export function DiarySection({ report }: { report: Report }) {
  const v = diaryView(report);
  if (v === null) return null;
  return (
    <ReportSection title={v.title} breakInside="auto" pageBreakAfter>
      <Typography variant="body2">
        <strong>{v.period}.</strong> {v.coverage}
      </Typography>
      <DiaryStrip view={v} />
      <Typography variant="h3" sx={{ mt: 2.5, mb: 1 }}>
        Monthly figures
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" }, gap: 3 }}>
        {v.figures.map((f) => (
          <Figures key={f.title} f={f} />
        ))}
      </Box>
      <Typography variant="h3" sx={{ mt: 2.5, mb: 1 }}>
        MIDAS over time
      </Typography>
      {v.midasNone !== null ? (
        <Typography variant="body2">{v.midasNone}</Typography>
      ) : (
        <Box component="ul" aria-label="MIDAS questionnaires, newest first" sx={{ m: 0, pl: 2.5 }}>
          {v.midas.map((m) => (
            <li key={`${m.date}-${m.text}`}>
              <Typography variant="body2">
                {m.date}: {m.text}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </ReportSection>
  );
}
