import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export type DayBar = { key: string; label: string; days: number; limit?: number | null; over?: boolean };

/**
 * A small bar chart that stays readable without the bars: each row states its number in words;
 * the bars (and the overuse limit line) are decoration for sighted readers.
 */
export function DayBars({ bars, max, label }: { bars: DayBar[]; max: number; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
      {bars.map((b) => {
        const limitText = b.limit != null ? ` (overuse limit ${b.limit}${b.over ? ", over the limit" : ""})` : "";
        return (
          <Box component="li" key={b.key} sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 14rem) 1fr" }, gap: { xs: 0.5, sm: 2 }, alignItems: "center" }}>
            <Typography variant="body2">
              {b.label}: <strong>{b.days} days</strong>
              {limitText}
            </Typography>
            <Box aria-hidden sx={{ position: "relative", height: 14, borderRadius: 1, border: 1, borderColor: "divider", printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" }}>
              <Box sx={{ height: "100%", width: `${Math.min(100, (b.days / max) * 100)}%`, bgcolor: b.over ? "error.main" : "primary.main", borderRadius: 1 }} />
              {b.limit != null && (
                <Box sx={{ position: "absolute", top: -4, bottom: -4, left: `${Math.min(100, (b.limit / max) * 100)}%`, borderLeft: 3, borderColor: "text.primary" }} />
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
