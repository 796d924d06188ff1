import { z } from "zod";
import { DIARY_CHARACTERS, DIARY_MEDICINE_CLASSES, DIARY_SEVERITIES, DIARY_SIDES, DIARY_SYMPTOMS, type DiaryEntry, type MidasRecord } from "./diary.ts";
import type { DiaryFigures } from "./diary-figures.ts";

// The diary routes' answers, one definition for the server's OpenAPI and serializer and for the web
// app, which checks them where they enter (STYLE.md). Each schema is typed against the interface
// it describes, so the two cannot drift apart.

export const DiaryEntrySchema: z.ZodType<DiaryEntry> = z
  .object({
    id: z.string(),
    clientId: z.string(),
    kind: z.enum(["headache", "headache_free"]),
    day: z.string().describe("The calendar day the entry counts for (YYYY-MM-DD): the date written in startedAt, or the day marked free"),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    severity: z.enum(DIARY_SEVERITIES).nullable(),
    medicines: z.array(
      z.object({
        name: z.string(),
        class: z.enum(DIARY_MEDICINE_CLASSES).describe("ICHD-3 8.2 class, set by the server from the name (unknown names: other)"),
        takenAt: z.string().optional(),
      }),
    ),
    side: z.enum(DIARY_SIDES).nullable(),
    character: z.array(z.enum(DIARY_CHARACTERS)),
    symptoms: z.array(z.enum(DIARY_SYMPTOMS)),
    aura: z.boolean().nullable(),
    triggers: z.array(z.string()),
    notes: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe("A diary entry: an attack (kind headache) or a day marked headache-free");

const classDays = z.object({
  simple: z.number(),
  triptan: z.number(),
  ergot: z.number(),
  opioid: z.number(),
  combination: z.number(),
  other: z.number(),
  any: z.number(),
});

export const DiaryFiguresSchema: z.ZodType<DiaryFigures> = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.number(),
    loggedDays: z.number(),
    headacheDays: z.number(),
    headacheFreeDays: z.number().describe("Days marked free with no headache logged; days nobody logged are unknown, never free"),
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
  })
  .describe("Figures over the window's days, medicine days by class against the ICHD-3 8.2 limits");

export const DiaryListSchema = z.object({
  entries: z.array(DiaryEntrySchema).describe("Entries whose day is in [from, to], by day then start time"),
  figures: z.object({ last30: DiaryFiguresSchema, last90: DiaryFiguresSchema }).describe("The 30 and 90 days ending on `to`, whatever `from` is"),
});

export const MidasRecordSchema: z.ZodType<MidasRecord> = z.object({
  id: z.string(),
  clientId: z.string(),
  missedWork: z.number(),
  reducedWork: z.number(),
  missedHousework: z.number(),
  reducedHousework: z.number(),
  missedLeisure: z.number(),
  score: z.number().describe("The sum of the five day counts"),
  grade: z.enum(["I", "II", "III", "IV"]).describe("I 0-5, II 6-10, III 11-20, IV 21 and more"),
  createdAt: z.string(),
});

export type DiaryList = z.infer<typeof DiaryListSchema>;

export const MidasListSchema = z.object({ midas: z.array(MidasRecordSchema).describe("Newest first") });
