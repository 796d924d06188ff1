import { z } from "zod";

export const SHARE_DAYS = { min: 1, max: 30, default: 7 } as const;

/** `POST /api/report-share/user/{userId}/conversation/{conversationId}` body. */
export const CreateReportShareBodySchema = z
  .object({
    expiresInDays: z
      .number({ error: "expiresInDays must be a whole number of days" })
      .int("expiresInDays must be a whole number of days")
      .min(SHARE_DAYS.min, `expiresInDays must be between ${SHARE_DAYS.min} and ${SHARE_DAYS.max}`)
      .max(SHARE_DAYS.max, `expiresInDays must be between ${SHARE_DAYS.min} and ${SHARE_DAYS.max}`)
      .default(SHARE_DAYS.default),
  })
  .default({ expiresInDays: SHARE_DAYS.default });

export const ReportShareCreatedSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export type ReportShareCreated = z.infer<typeof ReportShareCreatedSchema>;

/** One active link as listed: the token itself is not stored, so a link is named by its id. */
export const ReportShareSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  views: z.number(),
  lastViewedAt: z.string().nullable(),
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

export const ReportFormatQuerySchema = z.object({ format: z.enum(["json", "pdf", "fhir"], { error: "format must be json, pdf or fhir" }).default("json") });
export type ReportFormat = z.infer<typeof ReportFormatQuerySchema>["format"];
