import type { Kysely, Selectable } from "kysely";
import type { Database, ProfileTable } from "./db.ts";

export type ProfileRow = Selectable<ProfileTable>;

export function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom("profile").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Insert or update in one statement, so two concurrent upserts cannot both insert. */
export async function upsertProfile(db: Kysely<Database>, row: ProfileRow): Promise<ProfileRow> {
  const { user_id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto("profile")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(changes))
    .execute();
  return (await findProfile(db, row.user_id)) ?? row;
}

export async function updateProfileGroup(db: Kysely<Database>, userId: string, group: string, now: string): Promise<boolean> {
  const result = await db.updateTable("profile").set({ cohort_group: group, updated_at: now }).where("user_id", "=", userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
