import type { Kysely } from "kysely";
import { IntakeSchema } from "@hg/shared";
import type { Database } from "../store/db.ts";
import { findIntakeAsOf, findLatestIntake } from "../store/intake-store.ts";
import { textMemo } from "./text-memo.ts";

/**
 * A stored intake as the engine reads it, the same for the chat and the report. Stored intakes
 * were validated when written; one that no longer fits today's schema is passed on as it is
 * (the engine reads every field defensively), so its answers still count rather than being
 * silently dropped. Only text that is not JSON at all is read as no intake.
 */
export function readStoredIntake(data: string | undefined): unknown {
  return data === undefined ? null : readIntake(data);
}

// Every turn re-reads the person's intake (up to 64 KB of JSON through the zod schema): each distinct text once (text-memo.ts).
const readIntake = textMemo(readUncached, 100);

function readUncached(data: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = IntakeSchema.safeParse(json);
  return parsed.success ? parsed.data : json;
}

/** The intake a turn reads: the person's latest, which is the one in force now (one query, where `findEngineIntake` may take two). */
export async function findTurnIntake(db: Kysely<Database>, userId: string): Promise<unknown> {
  return readStoredIntake((await findLatestIntake(db, userId))?.data);
}

/** The intake in force at a moment (a conversation's last message, for its report). */
export async function findEngineIntake(db: Kysely<Database>, userId: string, at: string): Promise<unknown> {
  return readStoredIntake((await findIntakeAsOf(db, userId, at))?.data);
}
