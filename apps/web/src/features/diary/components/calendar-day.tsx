import Check from "@mui/icons-material/Check";
import Medication from "@mui/icons-material/Medication";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { DIARY_SEVERITY_SCORE } from "@hg/shared/diary";
import { dayLabel } from "../utils/dates";
import { dayAriaLabel, type DayStatus } from "../utils/day-status";
import { SEVERITY_COLOR } from "../utils/labels";

type Props = {
  day: string;
  status: DayStatus;
  today: boolean;
  future: boolean;
  selected: boolean;
  /** Roving tab stop: only the focused day is in the tab order (the grid's arrow keys move it). */
  tabbable: boolean;
  onSelect: (day: string) => void;
};

/**
 * One day of the month grid. Its name says everything ("23 November: severe headache, medicine
 * taken"); the colour bar (taller when worse), the pill icon and the tick repeat it for the eye.
 */
export function CalendarDay({ day, status, today, future, selected, tabbable, onSelect }: Props) {
  const headache = status.kind === "headache" ? status : null;
  return (
    <Box role="gridcell" aria-selected={selected} sx={{ minWidth: 0 }}>
      <ButtonBase
        data-day={day}
        tabIndex={tabbable ? 0 : -1}
        aria-label={future ? `${dayLabel(day)}: still to come` : dayAriaLabel(day, status, today)}
        aria-disabled={future || undefined}
        aria-current={today ? "date" : undefined}
        onClick={() => !future && onSelect(day)}
        sx={{
          width: "100%",
          height: 52,
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-start",
          alignItems: "stretch",
          borderRadius: 1,
          border: 2,
          borderColor: selected ? "primary.main" : today ? "text.secondary" : "transparent",
          bgcolor: status.kind === "unknown" ? "transparent" : "action.hover",
          color: future ? "text.disabled" : "text.primary",
          overflow: "hidden",
        }}
      >
        <Box aria-hidden sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", px: 0.5, pt: 0.25, fontSize: "0.875rem", fontWeight: today ? 800 : 500, lineHeight: 1.4 }}>
          <span>{Number(day.slice(8))}</span>
          {headache?.medicine && <Medication sx={{ fontSize: 14 }} />}
          {status.kind === "free" && <Check sx={{ fontSize: 16, color: "success.main" }} />}
        </Box>
        {headache && (
          <Box aria-hidden sx={{ mt: "auto", height: 4 + DIARY_SEVERITY_SCORE[headache.worst] * 4, bgcolor: SEVERITY_COLOR[headache.worst] }} />
        )}
      </ButtonBase>
    </Box>
  );
}
