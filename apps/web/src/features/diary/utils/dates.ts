import { shiftDay } from "@hg/shared/diary-figures";
import { dateFormatter } from "@/lib/date-format";

// The diary counts days as the person lives them: local calendar days, and times sent with the
// device's UTC offset so the server files an attack at 00:30 under the day it happened locally.

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of a date, YYYY-MM-DD. */
export const localDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `day` moved by `n` days (negative: earlier). */
export const addDays = (day: string, n: number): string => shiftDay(day, -n);

/** ISO 8601 with the device's offset, e.g. 2026-11-23T14:30:00+01:00. */
export function offsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const abs = Math.abs(offset);
  const zone = `${offset >= 0 ? "+" : "-"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** The value of an `<input type="datetime-local">` for a date (local time, minutes). */
export const toDateTimeLocal = (date: Date): string => `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A datetime-local value read back as a date; null when empty or unreadable. */
export function fromDateTimeLocal(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Noon keeps a day string on its own date whatever the offset.
const atNoon = (day: string) => new Date(`${day}T12:00:00`);

const dayMonth = dateFormatter({ day: "numeric", month: "long" }, "en-GB");
const weekdayDayMonthYear = dateFormatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" }, "en-GB");
const monthYear = dateFormatter({ month: "long", year: "numeric" }, "en-GB");
const timeOfDay = dateFormatter({ hour: "2-digit", minute: "2-digit" });

/** "23 November", the way the calendar names a day. */
export const dayLabel = (day: string): string => dayMonth(atNoon(day));

/** "Monday 23 November 2026", for the heading of a day's entries. */
export const longDayLabel = (day: string): string => weekdayDayMonthYear(atNoon(day));

/** "November 2026". */
export const monthLabel = (year: number, month: number): string => monthYear(new Date(year, month, 1, 12));

/** A stored time of day in the browser's locale ("14:05"); empty when unreadable. */
export function timeLabel(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : timeOfDay(date);
}

/** The weeks of a month, Monday first; days outside the month are null. `month` is 0-11. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(year, month, 1, 12);
  const lead = (first.getDay() + 6) % 7;
  const count = new Date(year, month + 1, 0, 12).getDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => localDay(new Date(year, month, i + 1, 12))),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** First and last day (YYYY-MM-DD) of a month. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  return { from: localDay(new Date(year, month, 1, 12)), to: localDay(new Date(year, month + 1, 0, 12)) };
}
