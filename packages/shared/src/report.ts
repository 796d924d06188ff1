import { z } from "zod";
import { URGENCIES } from "./clinical-vocabulary.ts";
import { ReportDiarySchema } from "./report-diary.ts";

export const SHARE_DAYS = { min: 1, max: 30, default: 7 } as const;
/** Share links are SMART-Health-Link-like (issue 16 item 5): an optional label and passcode besides expiry and revocation. */
export const SHARE_LABEL_MAX = 80;
export const SHARE_PASSCODE = { min: 6, max: 64 } as const;
/** Wrong passcodes a link survives; the last one disables it for good (docs/decisions/011). */
export const SHARE_PASSCODE_MAX_FAILURES = 10;

/** A link's label, for its owner's list only: trimmed, one line, 1-80 characters. */
export const ShareLabelSchema = z
  .string({ error: "label must be text" })
  .trim()
  .min(1, `label must be 1 to ${SHARE_LABEL_MAX} characters`)
  .max(SHARE_LABEL_MAX, `label must be 1 to ${SHARE_LABEL_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, "label must be one line of text");

/** A link's passcode, exactly as typed (never trimmed: every character counts). */
export const SharePasscodeSchema = z
  .string({ error: "passcode must be text" })
  .min(SHARE_PASSCODE.min, `passcode must be ${SHARE_PASSCODE.min} to ${SHARE_PASSCODE.max} characters`)
  .max(SHARE_PASSCODE.max, `passcode must be ${SHARE_PASSCODE.min} to ${SHARE_PASSCODE.max} characters`);

/** `POST /api/report-share/user/{userId}/conversation/{conversationId}` body. */
export const CreateReportShareBodySchema = z
  .object({
    expiresInDays: z
      .number({ error: "expiresInDays must be a whole number of days" })
      .int("expiresInDays must be a whole number of days")
      .min(SHARE_DAYS.min, `expiresInDays must be between ${SHARE_DAYS.min} and ${SHARE_DAYS.max}`)
      .max(SHARE_DAYS.max, `expiresInDays must be between ${SHARE_DAYS.min} and ${SHARE_DAYS.max}`)
      .default(SHARE_DAYS.default),
    label: ShareLabelSchema.optional(),
    passcode: SharePasscodeSchema.optional(),
  })
  .default({ expiresInDays: SHARE_DAYS.default });
export type CreateReportShareBody = z.infer<typeof CreateReportShareBodySchema>;

export const ReportShareCreatedSchema = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  label: z.string().nullable(),
  passcodeRequired: z.boolean(),
});
export type ReportShareCreated = z.infer<typeof ReportShareCreatedSchema>;

/** One active link as listed: the token itself is not stored, so a link is named by its id. */
export const ReportShareSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  views: z.number(),
  lastViewedAt: z.string().nullable(),
  label: z.string().nullable(),
  passcodeRequired: z.boolean(),
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

export const ReportFormatQuerySchema = z.object({ format: z.enum(["json", "pdf", "fhir"], { error: "format must be json, pdf or fhir" }).default("json") });
export type ReportFormat = z.infer<typeof ReportFormatQuerySchema>["format"];

/** `POST /api/share/{token}` body: the passcode (ignored by a link without one) and the format wanted. */
export const OpenSharedReportBodySchema = z.object({
  passcode: SharePasscodeSchema.optional(),
  format: ReportFormatQuerySchema.shape.format,
});
export type OpenSharedReportBody = z.infer<typeof OpenSharedReportBodySchema>;

/** The 401 of a share link that needs its passcode; `remainingAttempts` after a wrong one. */
export const SharePasscodeChallengeSchema = z.object({
  detail: z.string(),
  passcodeRequired: z.literal(true),
  remainingAttempts: z.number().int().min(0).optional(),
});
export type SharePasscodeChallenge = z.infer<typeof SharePasscodeChallengeSchema>;

// The report JSON of CLINICAL.md as the server sends it (the clinic's report plus the person's
// name from their profile). Parsed loosely (`catch`) where a missing part should only hide one
// section, never the whole report a person needs.
const CriterionSchema = z.object({ id: z.string(), text: z.string(), met: z.boolean().nullable(), evidence: z.string() });

// A transcript message; the question bindings (which slots a turn asked, which chips were tapped) are
// optional and read loosely: the report derives the attack profile from them where they are sent.
const TranscriptItemSchema = z.object({
  id: z.string().optional(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string().optional(),
  questionId: z.string().nullable().optional().catch(undefined),
  slots: z.array(z.string()).optional().catch(undefined),
  choices: z.array(z.object({ id: z.string(), label: z.string() })).optional().catch(undefined),
  multiple: z.boolean().optional().catch(undefined),
  answer: z.object({ questionId: z.string(), choiceIds: z.array(z.string()) }).optional().catch(undefined),
});

// A value of the attack profile, onset or frequency, with where it came from (the intake form, the
// person's own words in chat, or an answer to the interview's question). Absent on older reports.
const SOURCES = ["intake", "chat", "answer", "diary"] as const;
const ProfileValueSchema = z.object({ value: z.string(), source: z.array(z.enum(SOURCES)).catch([]) }).nullable().catch(null);
const pv = ProfileValueSchema.optional();
const AttackProfileSchema = z.object({
  duration: pv, side: pv, side_locked: pv, location: pv, character: pv, severity: pv,
  associated: pv, autonomic: pv, aura: pv, aura_features: pv, activity_worse: pv, time_to_peak: pv,
});
const OnsetSchema = z.object({ began: pv, course: pv, remembered_start: pv });
const FrequencySchema = z.object({
  headache_days_per_month: z.object({ value: z.string(), source: z.array(z.enum(SOURCES)).catch([]), days: z.number() }).nullable().optional().catch(null),
  attacks_per_day: z.object({ value: z.string(), source: z.array(z.enum(SOURCES)).catch([]), low: z.number(), high: z.number() }).nullable().optional().catch(null),
});
const MedicineSchema = z.object({
  name: z.string(),
  class: z.string().nullable().catch(null),
  days_per_month: z.number().nullable().catch(null),
  effect: z.string().nullable().catch(null),
  started: z.string().nullable().catch(null),
  stopped: z.string().nullable().catch(null),
  kind: z.enum(["acute", "preventive"]).catch("acute"),
  source: z.array(z.enum(SOURCES)).catch([]),
});

/** `GET .../get-conversation-report/...` and `GET /api/share/{token}` with format=json. */
export const ReportSchema = z.object({
  conversationId: z.string(),
  generatedAt: z.string(),
  rules_version: z.string().catch(""),
  disclaimer: z.string(),
  patient: z.object({
    age: z.number().nullable().catch(null),
    sex: z.string().nullable().catch(null),
    handedness: z.string().nullable().optional().catch(null),
    // Guests have no name.
    name: z.string().nullable().optional().catch(null),
  }),
  urgency: z.enum(URGENCIES),
  red_flags: z.array(z.object({ code: z.string(), label: z.string(), evidence: z.array(z.string()) })).catch([]),
  red_flag_screen: z.array(z.object({ code: z.string(), label: z.string(), answer: z.enum(["yes", "no", "unknown", "unconfirmed"]) })).catch([]),
  // Where the interview stands; absent on reports made before it existed.
  interview: z.object({ complete: z.boolean(), questions_asked: z.number(), open_slots: z.array(z.string()) }).optional().catch(undefined),
  // `against`: why a listed pattern with a criterion not met does not fit ("vomiting with attacks"); newer reports only.
  patterns: z.array(z.object({ ichd3: z.string(), name: z.string(), status: z.string(), criteria: z.array(CriterionSchema), against: z.string().optional().catch(undefined) })).catch([]),
  // Patterns the answers rule out, with a short reason; absent on older reports.
  excluded: z.array(z.object({ ichd3: z.string(), name: z.string(), reason: z.string() })).optional().catch(undefined),
  leading_pattern: z.string().nullable().catch(null),
  attack_profile: AttackProfileSchema.optional().catch(undefined),
  onset: OnsetSchema.optional().catch(undefined),
  frequency: FrequencySchema.optional().catch(undefined),
  medicines: z.array(MedicineSchema).optional().catch(undefined),
  metrics: z.object({
    headache_days_per_month: z.number().nullable().catch(null),
    acute_medication_days_per_month: z.record(z.string(), z.number()).catch({}),
    midas: z.object({ score: z.number(), grade: z.string() }).optional().catch(undefined),
    // One impact question (days in 3 months headaches stopped work, study or housework); not MIDAS.
    missed_days_3m: z.number().optional().catch(undefined),
  }),
  medication_overuse: z.object({ risk: z.boolean(), detail: z.string(), warning: z.boolean().catch(false) }),
  summary: z.string(),
  questions_for_doctor: z.array(z.string()).catch([]),
  // The person's headache diary of the 90 days up to the conversation (issue 19); absent when they kept none, and on older reports.
  diary: ReportDiarySchema.optional().catch(undefined),
  intake: z.record(z.string(), z.unknown()).catch({}),
  transcript: z.array(TranscriptItemSchema).catch([]),
});
export type Report = z.infer<typeof ReportSchema>;
