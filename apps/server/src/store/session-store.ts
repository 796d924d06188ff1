import type { Kysely } from "kysely";
import type { Database } from "./db.ts";
import { preparedQuery } from "./prepared-query.ts";

// better-auth's session and user tables, as far as the per-request session lookup reads them.
type SessionTables = {
  user: { id: string; email: string; isAnonymous: unknown };
  session: { token: string; userId: string; createdAt: unknown; expiresAt: unknown };
};

const sessionByToken = preparedQuery((db: Kysely<Database & SessionTables>, p: { token: string }) =>
  db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select(["session.expiresAt", "session.createdAt", "user.id", "user.email", "user.isAnonymous"])
    .where("session.token", "=", p.token),
);

/** A session in the database and its user, as better-auth's findSession reads them (one query; dates as stored). */
export async function findSessionByToken(db: Kysely<Database>, token: string) {
  // The same database, seen with better-auth's tables (a type only: withTables would build a new instance per call).
  const row = (await sessionByToken(db as Kysely<Database & SessionTables>, { token })).rows[0];
  if (!row) return undefined;
  // SQLite keeps better-auth's dates as ISO text and its booleans as 0/1; PostgreSQL as timestamps and booleans.
  return {
    session: { expiresAt: new Date(row.expiresAt as string | Date), createdAt: new Date(row.createdAt as string | Date) },
    user: { id: row.id, email: row.email, isAnonymous: row.isAnonymous === null ? null : Boolean(row.isAnonymous) },
  };
}
