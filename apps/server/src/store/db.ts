import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import { startCheckpointer } from "./sqlite-checkpointer.ts";
import { withStatementCache } from "./sqlite-statement-cache.ts";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";
import type PgModule from "pg";

// The PostgreSQL driver loads only when a DATABASE_URL asks for it: the embedded SQLite start
// does not pay for its modules (issue 18, cold start).
const loadPg = (): typeof PgModule => createRequire(import.meta.url)("pg") as typeof PgModule;

/** Product tables (better-auth owns user, session, account, verification). Timestamps are ISO strings on both databases. */
export interface ProfileTable {
  user_id: string;
  name: string;
  email: string;
  gender: string | null;
  dob: string | null;
  cohort_group: string | null;
  created_at: string;
  updated_at: string;
}

export interface IntakeTable {
  id: Generated<number>;
  user_id: string;
  // The API-shape intake as JSON text: parsed with the shared zod schema when read.
  data: string;
  created_at: string;
}

export interface ConversationTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
  // The latest assistant turn's outcome, so lists and reloads need not replay the engine.
  response_type: string;
  urgency: string;
  suggestions: string;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: string;
  user_id: string;
  role: "user" | "assistant";
  content: string;
  client_message_id: string | null;
  response_type: string | null;
  urgency: string | null;
  suggestions: string | null;
  created_at: string;
  // 1 when a stopped or broken stream cut the reply short: the content is what the person saw.
  incomplete: Generated<number>;
  // Token counts of the model call that phrased this reply (null for the engine's own phrasing).
  input_tokens: number | null;
  output_tokens: number | null;
  llm_model: string | null;
  // The message's public id (API.md "Messages and turns"); a user message's is its client_message_id when given.
  public_id: string;
  // On a reply: the public id of the user message it answers.
  reply_to: string | null;
  // On a reply: the question asked (null when none), its slots and choices (JSON), whether several may be chosen,
  // and the engine rules version that wrote it (null only on rows stored before question ids existed).
  question_id: string | null;
  slots: string | null;
  choices: string | null;
  multiple: Generated<number>;
  rules_version: string | null;
  // On a user message: the quick replies tapped, {questionId, choiceIds} as JSON.
  answer: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: string;
  conversation_id: string;
  helpful: number;
  message: string;
  details: string | null;
  created_at: string;
}

export interface ReportShareTable {
  // SHA-256 of the share token, hex: the token itself is never stored.
  id: string;
  user_id: string;
  conversation_id: string;
  created_at: string;
  expires_at: string;
  view_count: Generated<number>;
  last_viewed_at: string | null;
  // For the owner's list only; never shown to whoever opens the link.
  label: string | null;
  // scrypt hash (auth/password-hash.ts) of the link's passcode, null without one: the passcode itself is never stored.
  passcode_hash: string | null;
  failed_passcode_attempts: Generated<number>;
}

// A headache diary entry (issue 19): an attack, or a day marked headache-free. Lists are JSON text,
// parsed with zod when read (services/diary-entries.ts).
export interface DiaryEntryTable {
  id: string;
  user_id: string;
  // The client's idempotency id: a retried create finds the row it made (unique per user).
  client_id: string;
  kind: string;
  // The calendar day the entry counts for, as the person lived it (the date written in started_at).
  day: string;
  // As the client wrote it, offset included, so the person's own day can always be read back.
  started_at: string | null;
  ended_at: string | null;
  severity: string | null;
  medicines: string;
  side: string | null;
  character: string;
  symptoms: string;
  // 1 yes, 0 no, null not said.
  aura: number | null;
  triggers: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

// One MIDAS questionnaire (Stewart et al. 2001), kept with its date so scores can be compared over time.
export interface MidasTable {
  id: string;
  user_id: string;
  client_id: string;
  missed_work: number;
  reduced_work: number;
  missed_housework: number;
  reduced_housework: number;
  missed_leisure: number;
  score: number;
  grade: string;
  created_at: string;
}

export interface Database {
  profile: ProfileTable;
  intake: IntakeTable;
  conversation: ConversationTable;
  message: MessageTable;
  feedback: FeedbackTable;
  report_share: ReportShareTable;
  diary_entry: DiaryEntryTable;
  midas: MidasTable;
}

export type DatabaseKind = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file in dataDir (WAL). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An idle connection that the server drops (restart, failover) must not crash the process. */
  onIdleConnectionError?: (error: Error) => void;
  /** A failed SQLite checkpoint worker: checkpoints then run on the app's connection, as SQLite's default does. */
  onCheckpointerError?: (error: Error) => void;
  timeouts?: { connectMs?: number; statementMs?: number } | undefined;
}): DbHandle {
  if (options.databaseUrl) {
    // Bounded waits (issue 17 item 5): a pooled connection within connectMs, any statement within
    // statementMs, and no transaction idling forever; a stalled database then answers 503, not a hang.
    const { connectMs = 5_000, statementMs = 15_000 } = options.timeouts ?? {};
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: statementMs + 1_000,
      idle_in_transaction_session_timeout: statementMs * 2,
    });
    pool.on("error", options.onIdleConnectionError ?? (() => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "app.db"));
  sqlite.pragma("journal_mode = WAL");
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: the file stays consistent after a
  // crash, and only the last commits before a power loss may roll back (SQLite's "WAL mode" notes;
  // Rails 8 ships the same default). A chat turn then does not wait on the disk twice.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const checkpointer = startCheckpointer(sqlite, { onError: options.onCheckpointerError });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // The worker's connection closes first: the app's, then the last one, checkpoints and removes the WAL.
  return {
    db,
    kind: "sqlite",
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
