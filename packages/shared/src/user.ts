import { z } from "zod";

export const GENDERS = ["female", "male", "other", "prefer_not_to_say"] as const;

const isoDate = z.iso.date({ error: "dob must be a date in the form YYYY-MM-DD" });

/** `POST /api/user/upsert` body. */
export const UpsertUserSchema = z.object({
  userId: z.string().min(1, "userId is required"),
  name: z.string().trim().min(1, "name is required").max(200, "name is at most 200 characters"),
  email: z.string().trim().max(320).optional().default(""),
  // Read case-insensitively, with spaces or hyphens for underscores ("Prefer not to say").
  gender: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase().replace(/[\s-]+/g, "_") : v),
    z.enum(GENDERS, { error: `gender must be one of ${GENDERS.join(", ")}` }),
  ),
  dob: isoDate.refine((d) => d <= new Date().toISOString().slice(0, 10), "dob cannot be in the future"),
  group: z.string().trim().max(64).optional(),
});
export type UpsertUser = z.infer<typeof UpsertUserSchema>;

/** `GET /api/user/{userId}` answer and the `user` of the upsert answer. */
export const UserProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  group: z.string().nullable(),
  isAnonymous: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserIdParamsSchema = z.object({ userId: z.string().min(1) });
export const GroupParamsSchema = z.object({ userId: z.string().min(1), group: z.string().min(1).max(64) });

/** Placeholder email the server gives a guest's profile (spec section 4). */
export function guestPlaceholderEmail(userId: string): string {
  return `guest-${userId}@guest.invalid`;
}

/** Case-insensitive match against the cohort allow-list; the canonical (lower-case) name or null. */
export function matchCohortGroup(value: string, allowed: readonly string[]): string | null {
  const v = value.trim().toLowerCase();
  return allowed.map((g) => g.toLowerCase()).includes(v) && v !== "" ? v : null;
}
