import { z } from "zod";

// The headache diary (issue 19): entries logged as attacks happen (or a day marked free), so headache
// days and acute-medicine days per month come from records, not recall. ICHD-3 defines chronic
// migraine (1.3) and medication overuse (8.2) over three months, which is why figures look back 90 days.

/** Severity on four levels: the intake's 0-4 pain scale without 0 (an entry is a headache). */
export const DIARY_SEVERITIES = ["mild", "moderate", "severe", "extreme"] as const;
export type DiarySeverity = (typeof DIARY_SEVERITIES)[number];
/** The intake's 0-4 intensity of each diary severity. */
export const DIARY_SEVERITY_SCORE: Record<DiarySeverity, 1 | 2 | 3 | 4> = { mild: 1, moderate: 2, severe: 3, extreme: 4 };

/** ICHD-3 8.2 classes of acute medicine (8.2.1-8.2.6); the server sets the class from the name. */
export const DIARY_MEDICINE_CLASSES = ["simple", "triptan", "ergot", "opioid", "combination", "other"] as const;
export type DiaryMedicineClass = (typeof DIARY_MEDICINE_CLASSES)[number];

export const DIARY_SIDES = ["left", "right", "both", "alternating"] as const;
export const DIARY_CHARACTERS = ["throbbing", "pressing", "tightening", "stabbing", "boring", "burning", "electric"] as const;
export const DIARY_SYMPTOMS = ["nausea", "vomiting", "photophobia", "phonophobia", "osmophobia"] as const;

const MAX_TEXT = 500;
const MAX_LIST = 12;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Longer than any real timestamp with an offset ("2026-11-23T01:30:00.123456789+01:00" is 35): a
// thousand-digit fraction is bad input, not something for the database to refuse.
const MAX_DATETIME = 40;
const isoDateTime = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time (ISO 8601, e.g. 2026-11-23T14:30:00Z)` })
    .max(MAX_DATETIME, `${field} must be a date and time (ISO 8601, e.g. 2026-11-23T14:30:00Z)`);
const isRealDay = (d: string) => ISO_DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(ISO_DATE, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isRealDay, `${field} is not a real date`);
const text = (field: string) => z.string().trim().max(MAX_TEXT, `${field} must be at most ${MAX_TEXT} characters`);
// The length cap alone lets ["throbbing", "throbbing"] through: duplicates are refused by name.
const list = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .array(z.enum(values, { error: `each ${field} must be one of: ${values.join(", ")}` }))
    .max(values.length, `${field} lists a value twice`)
    .refine((items) => new Set(items).size === items.length, `${field} lists a value twice`);

/** One medicine taken for an attack; `class` is filled by the server from the name. */
export const DiaryMedicineSchema = z.object({
  name: text("medicines[].name").min(1, "medicines[].name is required"),
  takenAt: isoDateTime("medicines[].takenAt").optional(),
});
export type DiaryMedicineInput = z.infer<typeof DiaryMedicineSchema>;

/** The details that can be added to an attack at any time (all optional). */
const attackDetails = {
  endedAt: isoDateTime("endedAt").nullable().optional(),
  side: z.enum(DIARY_SIDES, { error: `side must be one of: ${DIARY_SIDES.join(", ")}` }).nullable().optional(),
  character: list("character", DIARY_CHARACTERS).optional(),
  symptoms: list("symptoms", DIARY_SYMPTOMS).optional(),
  aura: z.boolean({ error: "aura must be true or false" }).nullable().optional(),
  triggers: z.array(text("triggers[]").min(1, "triggers[] must not be empty")).max(MAX_LIST, `triggers can list at most ${MAX_LIST}`).optional(),
  notes: text("notes").optional(),
};

/**
 * `POST /api/user/{userId}/diary`: a headache (`startedAt`, `severity`, medicines optional) or a day
 * marked headache-free (`day`). `clientId` makes the create idempotent: a retry returns the first entry.
 */
export const DiaryCreateSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("headache"),
      clientId: z.uuid({ error: "clientId must be a UUID made by the client" }),
      startedAt: isoDateTime("startedAt"),
      severity: z.enum(DIARY_SEVERITIES, { error: `severity must be one of: ${DIARY_SEVERITIES.join(", ")}` }),
      medicines: z.array(DiaryMedicineSchema).max(MAX_LIST, `medicines can list at most ${MAX_LIST}`).default([]),
      ...attackDetails,
    }),
    z.object({
      kind: z.literal("headache_free"),
      clientId: z.uuid({ error: "clientId must be a UUID made by the client" }),
      day: day("day"),
    }),
  ],
  { error: "kind must be headache or headache_free" },
);
export type DiaryCreate = z.infer<typeof DiaryCreateSchema>;

/** `PATCH /api/user/{userId}/diary/{entryId}`: details added later; only the fields sent change. */
export const DiaryUpdateSchema = z
  .object({
    startedAt: isoDateTime("startedAt").optional(),
    severity: z.enum(DIARY_SEVERITIES, { error: `severity must be one of: ${DIARY_SEVERITIES.join(", ")}` }).optional(),
    medicines: z.array(DiaryMedicineSchema).max(MAX_LIST, `medicines can list at most ${MAX_LIST}`).optional(),
    ...attackDetails,
  })
  .strict();
export type DiaryUpdate = z.infer<typeof DiaryUpdateSchema>;

/** Longest span of `GET .../diary` in days between `from` and `to`: a year of calendar and then some, never the whole table. */
export const MAX_DIARY_RANGE_DAYS = 400;

/** `GET /api/user/{userId}/diary?from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive days, at most 400 days apart). */
export const DiaryRangeQuerySchema = z.object({ from: day("from"), to: day("to") }).superRefine(({ from, to }, ctx) => {
  // A bad day was already named by its own field; comparing it would only add a second, wrong message.
  if (!isRealDay(from) || !isRealDay(to)) return;
  const apartDays = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (apartDays < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from" });
  else if (apartDays > MAX_DIARY_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `to must be at most ${MAX_DIARY_RANGE_DAYS} days after from` });
});

/** A stored diary entry as the API returns it. `day` is the calendar day it counts for (the attack's start day). */
export interface DiaryEntry {
  id: string;
  clientId: string;
  kind: "headache" | "headache_free";
  day: string;
  startedAt: string | null;
  endedAt: string | null;
  severity: DiarySeverity | null;
  medicines: Array<{ name: string; class: DiaryMedicineClass; takenAt?: string | undefined }>;
  side: (typeof DIARY_SIDES)[number] | null;
  character: Array<(typeof DIARY_CHARACTERS)[number]>;
  symptoms: Array<(typeof DIARY_SYMPTOMS)[number]>;
  aura: boolean | null;
  triggers: string[];
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** MIDAS (Stewart et al. 2001): the five day counts over the last three months, kept with their date. */
// Every bound names the field (the bare z.int() said only "expected int" and min(0) nothing at all).
const midasDays = (field: string) =>
  z
    .int({ error: `${field} must be a whole number of days between 0 and 90` })
    .min(0, `${field} must be between 0 and 90 days`)
    .max(90, `${field} must be between 0 and 90 days`);
export const MidasCreateSchema = z.object({
  clientId: z.uuid({ error: "clientId must be a UUID made by the client" }),
  missedWork: midasDays("missedWork"),
  reducedWork: midasDays("reducedWork"),
  missedHousework: midasDays("missedHousework"),
  reducedHousework: midasDays("reducedHousework"),
  missedLeisure: midasDays("missedLeisure"),
});
export type MidasCreate = z.infer<typeof MidasCreateSchema>;
export interface MidasRecord extends Omit<MidasCreate, "clientId"> {
  id: string;
  clientId: string;
  score: number;
  grade: "I" | "II" | "III" | "IV";
  createdAt: string;
}

/** MIDAS grade of a score: I 0-5, II 6-10, III 11-20, IV 21 and more. */
export function midasGrade(score: number): MidasRecord["grade"] {
  return score <= 5 ? "I" : score <= 10 ? "II" : score <= 20 ? "III" : "IV";
}
