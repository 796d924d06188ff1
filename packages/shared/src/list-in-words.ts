// Lists said the way people write them: "a, b and c", "911, 999 or 112". No dependency, so the
// engine, the server and the web app share it (decision note 004).

/** Items joined with commas and `conjunction` before the last ("" for none). */
export function listInWords(items: readonly string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}
