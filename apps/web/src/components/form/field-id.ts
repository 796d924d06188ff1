/** A stable DOM id for a form path ("headache.severe_days" -> "field-headache-severe_days"), used for labels and focus. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, "-")}`;
}

/** Moves focus to the field with this path (or its group); true when something took focus. */
export function focusField(name: string): boolean {
  const el = document.getElementById(fieldId(name));
  if (!el) return false;
  const target = el.matches("input, textarea, button, [tabindex]") ? el : el.querySelector<HTMLElement>("input, textarea, button, [tabindex]");
  (target ?? el).focus();
  el.scrollIntoView?.({ block: "center", behavior: "smooth" });
  return true;
}
