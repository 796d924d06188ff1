import type { Features } from "../patterns/features.ts";

/** Headache days per month on a 30-day basis (spec section 3), or null when not known. */
export function headacheDaysPerMonth(f: Features): number | null {
  if (f.daysPerMonth === null) return null;
  return Math.round(Math.min(30, Math.max(0, f.daysPerMonth)) * 10) / 10;
}
