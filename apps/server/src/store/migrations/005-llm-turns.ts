import type { Kysely } from "kysely";

// The LLM assistant path (issue 9): a reply cut short by a stopped stream is kept as shown and marked
// incomplete, and each model-phrased reply records its token counts (numbers and the model name only).
// One column per statement: SQLite's ALTER TABLE adds a single column at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("message").addColumn("incomplete", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("message").addColumn("input_tokens", "integer").execute();
  await db.schema.alterTable("message").addColumn("output_tokens", "integer").execute();
  await db.schema.alterTable("message").addColumn("llm_model", "varchar(200)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["llm_model", "output_tokens", "input_tokens", "incomplete"]) {
    await db.schema.alterTable("message").dropColumn(column).execute();
  }
}
