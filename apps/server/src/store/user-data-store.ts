import type { Kysely } from "kysely";
import type { Database } from "./db.ts";
import { USER_TABLES } from "./account-store.ts";
import { dropDuplicateClientIds, tidyHeadacheFreeMarks } from "./diary-store.ts";

// Reassigning walks the same table list as deletion, so a table added later is covered by both.
/** Moves a guest's rows to the account it became; the guest's placeholder profile is dropped. */
export async function reassignUserData(db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A guest may also be merged into an existing account, whose diary has its own client ids and days.
    await dropDuplicateClientIds(trx, fromUserId, toUserId);
    for (const table of USER_TABLES) {
      await trx.updateTable(table).set({ user_id: toUserId }).where("user_id", "=", fromUserId).execute();
    }
    await tidyHeadacheFreeMarks(trx, toUserId);
    await trx.deleteFrom("profile").where("user_id", "=", fromUserId).execute();
  });
}
