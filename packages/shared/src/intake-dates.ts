// Dates in the intake are free text; the form sends YYYY-MM-DD or YYYY-MM. Comparing at the
// coarser of the two precisions keeps "2024-03" and "2024-03-15" from contradicting each other.

const partialIso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** Negative, zero or positive as `a` is before, equal to or after `b`; undefined when either is not a date. */
export function compareDates(a: string, b: string): number | undefined {
  const ma = partialIso.exec(a.trim());
  const mb = partialIso.exec(b.trim());
  if (ma && mb) {
    const parts = Math.min(ma.filter(Boolean).length, mb.filter(Boolean).length) - 1;
    const key = (m: RegExpExecArray) => m.slice(1, 1 + parts).join("-");
    return key(ma) < key(mb) ? -1 : key(ma) > key(mb) ? 1 : 0;
  }
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  return Number.isFinite(ta) && Number.isFinite(tb) ? Math.sign(ta - tb) : undefined;
}
