import type { Kysely } from "kysely";
import { IntakeSchema, intakeErrorSummary, validateIntake, type Intake } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findLatestIntake, insertIntake, pruneIntakeVersions } from "../store/intake-store.ts";
import { AppError } from "./app-error.ts";
import { assertIntakeBounds } from "./intake-bounds.ts";

// Versions kept per person (older reports read the version in force at their time); an unchanged
// resubmission adds none (issue 17 item 3).
export const MAX_INTAKE_VERSIONS = 50;

/** Submitting and reading the intake (spec sections 3, 5; API.md). */
export function createIntakeService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  /** The latest intake, or null when none was submitted. */
  async function findLatest(userId: string): Promise<Intake | null> {
    const row = await findLatestIntake(db, userId);
    // Parsed at the edge like any input: the stored JSON is data, not a trusted type.
    return row ? IntakeSchema.parse(JSON.parse(row.data)) : null;
  }

  return {
    /** Validates with the shared rules; on any error nothing is stored and every bad field is named. */
    async submitIntake(userId: string, input: unknown): Promise<{ intake: Intake; warnings: string[] }> {
      assertIntakeBounds(input);
      const result = validateIntake(input);
      if (!result.ok) throw new AppError("bad_request", `Validation Error: ${intakeErrorSummary(result.errors)}`, result.errors);
      const data = JSON.stringify(result.intake);
      if ((await findLatestIntake(db, userId))?.data !== data) {
        await insertIntake(db, userId, data, clock().toISOString());
        await pruneIntakeVersions(db, userId, MAX_INTAKE_VERSIONS);
      }
      return { intake: result.intake, warnings: result.warnings };
    },

    /** The latest intake with when it was saved (a client keeps a local draft only when it is newer). */
    async getLatestIntake(userId: string): Promise<{ intake: Intake; savedAt: string }> {
      const row = await findLatestIntake(db, userId);
      if (!row) throw new AppError("not_found", "No intake has been submitted yet");
      return { intake: IntakeSchema.parse(JSON.parse(row.data)), savedAt: row.created_at };
    },

    findLatestIntake: findLatest,
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
