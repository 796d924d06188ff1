import { DIARY_CHARACTERS, DIARY_MEDICINE_CLASSES, DIARY_SEVERITIES, DIARY_SIDES, DIARY_SYMPTOMS, type DiaryEntry, type MidasRecord } from "@hg/shared/diary";
import type { DiaryFigures } from "@hg/shared/diary-figures";
import { z } from "zod";

// Answers of the diary routes, checked where they enter (STYLE.md). packages/shared declares these
// answers as interfaces only; each schema is typed against its interface, so the two cannot drift.

export const DiaryEntrySchema: z.ZodType<DiaryEntry> = z.object({
  id: z.string(),
  clientId: z.string(),
  kind: z.enum(["headache", "headache_free"]),
  day: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  severity: z.enum(DIARY_SEVERITIES).nullable(),
  medicines: z.array(z.object({ name: z.string(), class: z.enum(DIARY_MEDICINE_CLASSES), takenAt: z.string().optional() })),
  side: z.enum(DIARY_SIDES).nullable(),
  character: z.array(z.enum(DIARY_CHARACTERS)),
  symptoms: z.array(z.enum(DIARY_SYMPTOMS)),
  aura: z.boolean().nullable(),
  triggers: z.array(z.string()),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const classDays = z.object({
  simple: z.number(),
  triptan: z.number(),
  ergot: z.number(),
  opioid: z.number(),
  combination: z.number(),
  other: z.number(),
  any: z.number(),
});

export const DiaryFiguresSchema: z.ZodType<DiaryFigures> = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  loggedDays: z.number(),
  headacheDays: z.number(),
  headacheFreeDays: z.number(),
  migraineLikeDays: z.number(),
  medicineDays: classDays,
  overuse: z.array(
    z.object({
      class: z.enum(["simple", "triptan", "ergot", "opioid", "combination", "any"]),
      daysPerMonth: z.number(),
      limit: z.number(),
      position: z.enum(["above", "approaching", "below"]),
    }),
  ),
  headacheDaysPerMonth: z.number(),
});

export const DiaryListSchema = z.object({
  entries: z.array(DiaryEntrySchema),
  figures: z.object({ last30: DiaryFiguresSchema, last90: DiaryFiguresSchema }),
});
export type DiaryList = z.infer<typeof DiaryListSchema>;

export const MidasRecordSchema: z.ZodType<MidasRecord> = z.object({
  id: z.string(),
  clientId: z.string(),
  missedWork: z.number(),
  reducedWork: z.number(),
  missedHousework: z.number(),
  reducedHousework: z.number(),
  missedLeisure: z.number(),
  score: z.number(),
  grade: z.enum(["I", "II", "III", "IV"]),
  createdAt: z.string(),
});

export const MidasListSchema = z.object({ midas: z.array(MidasRecordSchema) });
