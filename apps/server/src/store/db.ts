import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";
import pg from "pg";

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
}

export interface Database {
  profile: ProfileTable;
  intake: IntakeTable;
  conversation: ConversationTable;
  message: MessageTable;
  feedback: FeedbackTable;
  report_share: ReportShareTable;
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
}): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on("error", options.onIdleConnectionError ?? (() => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "app.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}
