import type { Kysely } from "kysely";
import type { Database } from "./db.ts";

// Every product table that holds a user's rows. Reassigning and deleting both walk this one list,
// so a table added later cannot be forgotten by one of them.
// Children before parents, so deletion never trips a foreign key.
const USER_TABLES = ["feedback", "message", "conversation", "intake"] as const satisfies readonly (keyof Database)[];

/** Moves a guest's rows to the account it became; the guest's placeholder profile is dropped. */
export async function reassignUserData(db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of USER_TABLES) {
      await trx.updateTable(table).set({ user_id: toUserId }).where("user_id", "=", fromUserId).execute();
    }
    await trx.deleteFrom("profile").where("user_id", "=", fromUserId).execute();
  });
}

/** Deletes every product row of a user, profile included, in one transaction. */
export async function deleteUserData(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of USER_TABLES) {
      await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    }
    await trx.deleteFrom("profile").where("user_id", "=", userId).execute();
  });
}
