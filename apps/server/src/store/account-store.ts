import type { Kysely } from "kysely";
import type { Database } from "./db.ts";

// better-auth's own tables, as far as this store touches them (their full shape belongs to better-auth).
type AuthTables = {
  user: { id: string; email: string; emailVerified: unknown; isAnonymous: unknown; createdAt: unknown; updatedAt: unknown; name: string };
  session: { id: string; userId: string; createdAt: unknown; updatedAt: unknown; expiresAt: unknown; userAgent: string | null; ipAddress: string | null };
  account: { id: string; userId: string; providerId: string; createdAt: unknown };
};

const withAuth = (db: Kysely<Database>) => db.withTables<AuthTables>();

// Children before parents, so deletion never trips a foreign key. Every product table with a user_id is here.
export const USER_TABLES = ["report_share", "feedback", "message", "conversation", "intake", "diary_entry", "midas"] as const satisfies readonly (keyof Database)[];

/** Deletes every row of a user, product data and the auth user with its accounts and sessions, in one transaction. */
export async function deleteAccountRows(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of USER_TABLES) await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    await trx.deleteFrom("profile").where("user_id", "=", userId).execute();
    const auth = withAuth(trx);
    await auth.deleteFrom("session").where("userId", "=", userId).execute();
    await auth.deleteFrom("account").where("userId", "=", userId).execute();
    await auth.deleteFrom("user").where("id", "=", userId).execute();
  });
}

/** What the auth tables hold about a user, for the export (no password hash, no tokens). */
export async function findAccountRecord(db: Kysely<Database>, userId: string) {
  const auth = withAuth(db);
  const [user, accounts, sessions] = await Promise.all([
    auth.selectFrom("user").select(["id", "email", "name", "emailVerified", "isAnonymous", "createdAt", "updatedAt"]).where("id", "=", userId).executeTakeFirst(),
    auth.selectFrom("account").select(["providerId", "createdAt"]).where("userId", "=", userId).execute(),
    auth.selectFrom("session").select(["createdAt", "updatedAt", "expiresAt", "userAgent", "ipAddress"]).where("userId", "=", userId).execute(),
  ]);
  return { user, accounts, sessions };
}
