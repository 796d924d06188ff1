import Box from "@mui/material/Box";
import { alpha, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import visuallyHidden from "@mui/utils/visuallyHidden";
import type { DiaryStripCell, DiaryTone, DiaryView } from "@hg/shared";
import { useId } from "react";

// The 90-day strip of the report's diary section: weeks as columns, Monday to Sunday down each, the
// same grid the PDF draws (pdf-diary.ts). The grid is one image named by its caption; a visually
// hidden table gives every day in words. Severity is a bar's height as well as its colour, so it
// reads in both themes, on a black-and-white printer, and for people who do not see colour.

// Palette paths as in the diary's own calendar: each keeps 3:1 on the paper of both modes.
const TONE_COLOR: Record<Exclude<DiaryTone, "free" | "unknown" | "outside">, string> = {
  mild: "info.main",
  moderate: "warning.main",
  severe: "error.main",
  extreme: "secondary.main",
};
const CELL_MAX = 22;
const printExact = { printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" } as const;

function Cell({ tone, level, medicine }: Pick<DiaryStripCell, "tone" | "level" | "medicine">) {
  if (tone === "outside") return <Box />;
  const headache = tone !== "free" && tone !== "unknown";
  return (
    <Box
      className={tone === "unknown" ? "report-diary-unknown" : undefined}
      sx={{
        position: "relative",
        aspectRatio: "1",
        borderRadius: "3px",
        border: 1,
        borderStyle: tone === "unknown" ? "dashed" : "solid",
        borderColor: headache ? TONE_COLOR[tone] : tone === "free" ? "success.main" : "text.secondary",
        bgcolor: tone === "free" ? (t: Theme) => alpha(t.palette.success.main, 0.22) : "transparent",
        overflow: "hidden",
        ...printExact,
      }}
    >
      {headache && <Box sx={{ position: "absolute", left: 0, right: 0, bottom: 0, height: `${level * 25}%`, bgcolor: TONE_COLOR[tone], ...printExact }} />}
      {medicine && (
        // A dot in the text colour ringed with the paper's, so it shows on every bar in both themes.
        <Box sx={{ position: "absolute", top: 1, right: 1, width: 8, height: 8, borderRadius: "50%", bgcolor: "text.primary", border: 2, borderColor: "background.paper", ...printExact }} />
      )}
    </Box>
  );
}

const statusOf = (label: string) => label.slice(label.indexOf(": ") + 2);

/** The strip, its caption and key, and every day in a table for screen readers. */
export function DiaryStrip({ view }: { view: DiaryView }) {
  const captionId = useId();
  const { weeks, weekdays, summary } = view.strip;
  return (
    <Box component="figure" sx={{ m: 0, mt: 1.5 }}>
      <Box
        role="img"
        aria-labelledby={captionId}
        sx={{ display: "grid", gridTemplateColumns: `2.25rem repeat(${weeks.length}, minmax(0, 1fr))`, gap: "3px", maxWidth: `calc(2.25rem + ${weeks.length * (CELL_MAX + 3)}px)` }}
      >
        <Box />
        {weeks.map((w) => (
          <Typography key={`m-${w.cells[0]?.day}`} variant="caption" color="textSecondary" sx={{ lineHeight: 1.2, whiteSpace: "nowrap", overflow: "visible", width: 0 }}>
            {w.month ?? ""}
          </Typography>
        ))}
        {weekdays.map((name, row) => [
          <Typography key={`d-${name}`} variant="caption" color="textSecondary" sx={{ alignSelf: "center", lineHeight: 1 }}>
            {name}
          </Typography>,
          ...weeks.map((w) => {
            const c = w.cells[row];
            return c === undefined ? <Box key={`${w.cells[0]?.day}-${row}`} /> : <Cell key={c.day} tone={c.tone} level={c.level} medicine={c.medicine} />;
          }),
        ])}
      </Box>
      <Typography component="figcaption" id={captionId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <Box component="ul" aria-label="Key to the diary calendar" sx={{ listStyle: "none", p: 0, m: 0, mt: 1, display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5 }}>
        {[...view.legend.map((k) => ({ ...k, medicine: false })), { tone: "moderate" as const, level: 2 as const, label: "Dot: medicine taken", medicine: true }].map((k) => (
          <Typography component="li" variant="body2" key={k.label} sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 16 }}>
              <Cell tone={k.tone} level={k.level} medicine={k.medicine} />
            </Box>
            {k.label}
          </Typography>
        ))}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Every day of the diary, week by week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.cells[0]?.day}>
              <th scope="row">{w.cells[0]?.label.split(":")[0]}</th>
              {w.cells.map((c) => (
                <td key={c.day}>{c.tone === "outside" ? "" : statusOf(c.label)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
