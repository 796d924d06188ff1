// The cleaning of spec section 3 "on submit": empty strings, empty lists and entries without
// a name are dropped. Also dropped: null/undefined and objects left empty by the cleaning (an
// empty section says nothing). Non-blank strings are trimmed. Zero and false are answers and stay.

/** The key that names an entry in each kind of list (medications, allergies, family conditions). */
export const ENTRY_NAME_KEYS = ["name", "substance", "condition"] as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether an object has a non-blank name (name, substance or condition). */
export function isNamedEntry(item: Record<string, unknown>): boolean {
  return ENTRY_NAME_KEYS.some((k) => typeof item[k] === "string" && (item[k] as string).trim() !== "");
}

// A list item stays unless it is an unnamed entry; an unnamed object that holds named entries
// deeper down stays too, so cleaning can never lose a named entry (validation then names it).
function keepsListItem(item: unknown): boolean {
  if (Array.isArray(item)) return true;
  if (!isPlainObject(item)) return true;
  return isNamedEntry(item) || Object.values(item).some(holdsNamedEntry);
}

function holdsNamedEntry(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(holdsNamedEntry);
  if (!isPlainObject(v)) return false;
  return isNamedEntry(v) || Object.values(v).some(holdsNamedEntry);
}

/** Deep-cleans an API-shape intake (or any part of it); answers undefined when nothing is left. */
export function cleanIntake(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value
      .filter(keepsListItem)
      .map(cleanIntake)
      .filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = cleanIntake(v);
      if (c !== undefined) out[k] = c;
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return value;
}
