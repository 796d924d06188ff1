import { z } from "zod";

// The report JSON of CLINICAL.md as this screen reads it. Parsed loosely (`catch`) where a
// missing part should only hide one section, never the whole report a person needs.

const UrgencySchema = z.enum(["emergency", "urgent", "routine"]);

export const ReportSchema = z.object({
  conversationId: z.string(),
  generatedAt: z.string(),
  rules_version: z.string().catch(""),
  disclaimer: z.string(),
  patient: z.object({
    age: z.number().nullable().catch(null),
    sex: z.string().nullable().catch(null),
    name: z.string().nullable().optional().catch(null),
  }),
  urgency: UrgencySchema,
  red_flags: z.array(z.object({ code: z.string(), label: z.string(), evidence: z.array(z.string()) })).catch([]),
  red_flag_screen: z.array(z.object({ code: z.string(), label: z.string(), answer: z.enum(["yes", "no", "unknown"]) })).catch([]),
  patterns: z
    .array(
      z.object({
        ichd3: z.string(),
        name: z.string(),
        status: z.string(),
        criteria: z.array(z.object({ id: z.string(), text: z.string(), met: z.boolean().nullable(), evidence: z.string() })),
      }),
    )
    .catch([]),
  leading_pattern: z.string().nullable().catch(null),
  metrics: z.object({
    headache_days_per_month: z.number().nullable().catch(null),
    acute_medication_days_per_month: z.record(z.string(), z.number()).catch({}),
    midas: z.object({ score: z.number(), grade: z.string() }).optional().catch(undefined),
  }),
  medication_overuse: z.object({ risk: z.boolean(), detail: z.string(), warning: z.boolean().catch(false) }),
  summary: z.string(),
  questions_for_doctor: z.array(z.string()).catch([]),
  intake: z.record(z.string(), z.unknown()).catch({}),
  transcript: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() })).catch([]),
});
export type Report = z.infer<typeof ReportSchema>;
export type Urgency = z.infer<typeof UrgencySchema>;
