import { dateFormatter } from "@/lib/date-format";

const time = dateFormatter({ hour: "2-digit", minute: "2-digit" });
const dayMonth = dateFormatter({ month: "short", day: "numeric" });
const dayMonthYear = dateFormatter({ year: "numeric", month: "short", day: "numeric" });
const full = dateFormatter({ dateStyle: "full", timeStyle: "short" });

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A message's time of day ("14:05" in the browser's locale); empty for an unreadable stamp. */
export function messageTime(iso: string): string {
  const date = parse(iso);
  return date ? time(date) : "";
}

/** A conversation's date as chat apps write it: "Today 14:05", "Yesterday 09:12", "12 Nov 14:05", "12 Nov 2024". */
export function conversationDate(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return "";
  const days = Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
  if (days === 0) return `Today ${time(date)}`;
  if (days === 1) return `Yesterday ${time(date)}`;
  if (date.getFullYear() === now.getFullYear()) return `${dayMonth(date)} ${time(date)}`;
  return dayMonthYear(date);
}

/** The full date and time, for a `<time>` element's tooltip. */
export function fullDateTime(iso: string): string {
  const date = parse(iso);
  return date ? full(date) : "";
}
