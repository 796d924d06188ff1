import type { Kysely } from "kysely";

// Product profile of a user (spec section 3). Keyed by the better-auth user id; rows go when the user is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("profile")
    .addColumn("user_id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("gender", "varchar(32)")
    .addColumn("dob", "varchar(10)")
    .addColumn("cohort_group", "varchar(64)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("profile").execute();
}
