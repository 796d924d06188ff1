import { z } from "zod";
import { betweenMessage, atLeastMessage } from "./intake-messages.ts";

// Field builders for the liberal API shape: null and blank strings count as "not given",
// numeric strings count as numbers, a lone string counts as a one-item list. Strict only
// where spec section 5 has a rule, and every message names its field in words.

const blankToUndefined = (v: unknown): unknown =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const numericString = /^\s*-?\d+(\.\d+)?\s*$/;
const toNumber = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === "string" && numericString.test(b) ? Number(b) : b;
};

/** An optional free-text field. */
export function text(label: string) {
  return z.preprocess(blankToUndefined, z.string({ error: `${label} must be text` }).optional());
}

/** An optional number, bounded when the spec bounds it (min only when max is undefined). */
export function num(label: string, min?: number, max?: number, unit = "") {
  const message =
    min !== undefined && max !== undefined
      ? betweenMessage(label, min, max, unit)
      : min !== undefined
        ? atLeastMessage(label, min)
        : `${label} must be a number`;
  let schema = z.number({ error: message });
  if (min !== undefined) schema = schema.min(min, message);
  if (max !== undefined) schema = schema.max(max, message);
  return z.preprocess(toNumber, schema.optional());
}

/** A required number in a range, with a separate message when it is missing. */
export function requiredNum(requiredMessage: string, rangeMessage: string, min: number, max: number) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : rangeMessage) })
      .min(min, rangeMessage)
      .max(max, rangeMessage),
  );
}

/** An optional list of strings; one string alone is taken as a one-item list. */
export function list(label: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : [v]) : blankToUndefined(v)),
    z.array(z.string({ error: `${label} must be a list of text` }), { error: `${label} must be a list of text` }).optional(),
  );
}

/** An optional yes/no; "yes"/"no"/"true"/"false" strings are read as booleans. */
export function yesNo(label: string) {
  return z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b !== "string") return b;
    const s = b.trim().toLowerCase();
    return s === "yes" || s === "true" ? true : s === "no" || s === "false" ? false : b;
  }, z.boolean({ error: `${label} must be yes or no` }).optional());
}

/** A case-insensitive choice, answered in the canonical spelling of `values`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string, requiredMessage = message) {
  return z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b !== "string") return b;
    const hit = values.find((x) => x.toLowerCase() === b.trim().toLowerCase());
    return hit ?? b;
  }, z.enum(values, { error: (iss) => (iss.input === undefined ? requiredMessage : message) }));
}

/** An optional case-insensitive choice; null and blank count as not given. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b !== "string") return b;
    return values.find((x) => x.toLowerCase() === b.trim().toLowerCase()) ?? b;
  }, z.enum(values, { error: message }).optional());
}

/** A list of objects where a bare string is taken as the entry's name (`{ [nameKey]: s }`). */
export function entries<T extends z.ZodType>(label: string, nameKey: string, entry: T) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return Array.isArray(b) ? b.map((e) => (typeof e === "string" ? { [nameKey]: e } : e)) : b;
    },
    z.array(entry, { error: `${label} must be a list` }).optional(),
  );
}

/** A required, non-blank name inside a list entry; the entry's own words are prefixed by the validator. */
export function entryName(label = "Name") {
  return z.preprocess(blankToUndefined, z.string({ error: `${label} is required` }));
}
