// Defensive readers for the intake: anything may be missing or of another type than the
// schema says (old drafts, other clients). Nothing here throws.

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function obj(v: unknown, key: string): Obj {
  if (!isObj(v)) return {};
  const x = v[key];
  return isObj(x) ? x : {};
}

/** A number from a number or a numeric string. */
export function numOf(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

/** Text items from a string, a list of strings, or a list of objects with a name. */
export function texts(v: unknown): string[] {
  if (typeof v === "string") return v.trim() === "" ? [] : [v];
  if (Array.isArray(v)) {
    const out: string[] = [];
    for (const x of v) {
      if (typeof x === "string" && x.trim() !== "") out.push(x);
      else if (isObj(x)) {
        const name = x.name ?? x.condition ?? x.symptom ?? x.substance ?? x.other_condition;
        if (typeof name === "string" && name.trim() !== "") out.push(name);
      }
    }
    return out;
  }
  return [];
}

/** A list of objects (entries with a name), strings becoming `{ name }`. */
export function entries(v: unknown): Obj[] {
  if (!Array.isArray(v)) return isObj(v) ? [v] : [];
  return v.map((x) => (typeof x === "string" ? { name: x } : isObj(x) ? x : null)).filter((x): x is Obj => x !== null);
}

/** Yes/no from booleans or words. */
export function boolOf(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["yes", "true", "y", "present"].includes(s)) return true;
    if (["no", "false", "n", "absent", "none"].includes(s)) return false;
  }
  return null;
}
