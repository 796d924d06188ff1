import Box from "@mui/material/Box";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { addDays } from "../utils/dates";
import { statusOf, type DayStatus } from "../utils/day-status";
import { CalendarDay } from "./calendar-day";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const MOVES: Record<string, (day: string, weekday: number) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d, w) => addDays(d, -w),
  End: (d, w) => addDays(d, 6 - w),
};

type Props = {
  label: string;
  weeks: (string | null)[][];
  statuses: Map<string, DayStatus>;
  today: string;
  selected: string | null;
  /** The day holding the grid's one tab stop. */
  focused: string;
  /** Arrow keys moved the tab stop (maybe into another month: the parent then shows that month). */
  onFocusDay: (day: string) => void;
  onSelect: (day: string) => void;
};

/** The month as an ARIA grid (APG date grid): one tab stop, arrow keys, Home and End within a week. */
export function CalendarGrid({ label, weeks, statuses, today, selected, focused, onFocusDay, onSelect }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);

  // After an arrow key, focus follows the tab stop (also once another month has drawn its days).
  useEffect(() => {
    if (!keyed.current) return;
    const button = grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`);
    if (button) {
      button.focus();
      keyed.current = false;
    }
  }, [focused, weeks]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const weekday = (new Date(`${focused}T12:00:00`).getDay() + 6) % 7;
    const next = move(focused, weekday);
    if (next > today) return;
    keyed.current = true;
    onFocusDay(next);
  };

  return (
    <Box ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} sx={{ display: "grid", gap: 0.5, minWidth: 0 }}>
      <Box role="row" sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 }}>
        {WEEKDAYS.map(([short, long]) => (
          <Box key={short} role="columnheader" aria-label={long} sx={{ textAlign: "center", fontSize: "0.75rem", fontWeight: 600, color: "text.secondary" }}>
            {short}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week.find(Boolean) ?? ""} sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 }}>
          {week.map((day, i) =>
            day === null ? (
              <Box role="gridcell" key={`empty-${i}`} />
            ) : (
              <CalendarDay
                key={day}
                day={day}
                status={statusOf(statuses, day)}
                today={day === today}
                future={day > today}
                selected={day === selected}
                tabbable={day === focused}
                onSelect={onSelect}
              />
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
