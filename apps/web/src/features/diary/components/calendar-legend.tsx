import Check from "@mui/icons-material/Check";
import Medication from "@mui/icons-material/Medication";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DIARY_SEVERITIES, DIARY_SEVERITY_SCORE } from "@hg/shared/diary";
import { SEVERITY_COLOR, SEVERITY_LABEL } from "../utils/labels";

const item = { display: "inline-flex", alignItems: "center", gap: 0.75 } as const;

/** What the marks of the month grid mean (each day's name also says it in words). */
export function CalendarLegend() {
  return (
    <Box component="ul" aria-label="Calendar key" sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5, display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.75 }}>
      {DIARY_SEVERITIES.map((s) => (
        <Typography component="li" variant="body2" key={s} sx={item}>
          <Box aria-hidden sx={{ width: 16, height: 4 + DIARY_SEVERITY_SCORE[s] * 3, bgcolor: SEVERITY_COLOR[s], borderRadius: 0.5 }} />
          {SEVERITY_LABEL[s]}
        </Typography>
      ))}
      <Typography component="li" variant="body2" sx={item}>
        <Medication aria-hidden sx={{ fontSize: 18 }} />
        Medicine taken
      </Typography>
      <Typography component="li" variant="body2" sx={item}>
        <Check aria-hidden sx={{ fontSize: 18, color: "success.main" }} />
        No headache
      </Typography>
      <Typography component="li" variant="body2" sx={item}>
        <Box aria-hidden sx={{ width: 16, height: 16, border: 1, borderColor: "divider", borderRadius: 0.5 }} />
        Plain: not logged (unknown)
      </Typography>
    </Box>
  );
}
