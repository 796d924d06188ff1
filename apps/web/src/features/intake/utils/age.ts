/** Whole years between a YYYY-MM-DD birth date and `today`; null for a date that is not one or lies ahead. */
export function ageFromDateOfBirth(dob: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let years = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) years -= 1;
  return years >= 0 && years < 150 ? years : null;
}
