import type { Kysely } from "kysely";
import { IntakeSchema } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findIntakeAsOf } from "../store/intake-store.ts";

/**
 * A stored intake as the engine reads it, the same for the chat and the report. Stored intakes
 * were validated when written; one that no longer fits today's schema is passed on as it is
 * (the engine reads every field defensively), so its answers still count rather than being
 * silently dropped. Only text that is not JSON at all is read as no intake.
 */
export function readStoredIntake(data: string | undefined): unknown {
  if (data === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = IntakeSchema.safeParse(json);
  return parsed.success ? parsed.data : json;
}

/** The intake in force at a moment (a turn's, or a conversation's last message for its report). */
export async function findEngineIntake(db: Kysely<Database>, userId: string, at: string): Promise<unknown> {
  return readStoredIntake((await findIntakeAsOf(db, userId, at))?.data);
}
