import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { DiaryEntry } from "@hg/shared/diary";
import { useMemo, useState } from "react";
import { useDiary } from "../api/get-diary";
import { monthLabel, monthRange, monthWeeks } from "../utils/dates";
import { dayStatuses } from "../utils/day-status";
import { CalendarGrid } from "./calendar-grid";
import { CalendarLegend } from "./calendar-legend";
import { DayEntries } from "./day-entries";

type Props = {
  userId: string;
  today: string;
  onEdit: (entry: DiaryEntry) => void;
  onMarkFree: (day: string) => void;
};

const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });

/** The month view: previous and next month, the grid, its key, and the tapped day's entries. */
export function CalendarSection({ userId, today, onEdit, onMarkFree }: Props) {
  const [{ year, month }, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState(today);
  const { from, to } = monthRange(year, month);
  const diary = useDiary(userId, from, to);
  const entries = useMemo(() => diary.data?.entries ?? [], [diary.data]);
  const statuses = useMemo(() => dayStatuses(entries), [entries]);
  const weeks = useMemo(() => monthWeeks(year, month), [year, month]);
  const label = monthLabel(year, month);
  const isCurrentMonth = to >= today;

  const showMonth = (shift: number) => {
    const next = new Date(year, month + shift, 1, 12);
    const range = monthRange(next.getFullYear(), next.getMonth());
    setMonth({ year: next.getFullYear(), month: next.getMonth() });
    setFocused(range.to >= today ? today : range.from);
  };
  const focusDay = (day: string) => {
    setFocused(day);
    if (day < from || day > to) setMonth(monthOf(day));
  };
  const select = (day: string) => {
    setFocused(day);
    setSelected(day);
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => showMonth(-1)} sx={{ width: 48, height: 48 }}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h3" component="p" aria-live="polite">
          {label}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => showMonth(1)} disabled={isCurrentMonth} sx={{ width: 48, height: 48 }}>
          <ChevronRight />
        </IconButton>
      </Box>
      {diary.isError ? (
        <Box role="alert" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
          <Typography color="error">This month could not be loaded, so its days show as not logged.</Typography>
          <Button size="small" variant="outlined" onClick={() => void diary.refetch()}>
            Try again
          </Button>
        </Box>
      ) : diary.isPending ? (
        <Typography role="status" color="textSecondary" sx={{ mb: 1 }}>
          Loading {label}...
        </Typography>
      ) : null}
      <CalendarGrid label={label} weeks={weeks} statuses={statuses} today={today} selected={selected} focused={focused} onFocusDay={focusDay} onSelect={select} />
      <CalendarLegend />
      {diary.isSuccess && selected && selected >= from && selected <= to && (
        <DayEntries userId={userId} day={selected} entries={entries.filter((e) => e.day === selected)} onEdit={onEdit} onMarkFree={onMarkFree} />
      )}
    </Box>
  );
}
