import { sql, type Kysely } from "kysely";
import { openDatabase, type DbHandle } from "../src/store/db.ts";
import type { TestServer } from "./helper.ts";

/** A second connection to a test server's database, for tests that inspect what is stored. */
export function openTestDatabase(server: TestServer): DbHandle {
  return openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
}

/** Every table and text column from the database's own catalogue, so a table added later is covered. */
export async function rowsMentioning(db: Kysely<unknown>, kind: "sqlite" | "postgres", value: string): Promise<string[]> {
  const columns =
    kind === "sqlite"
      ? (
          await sql<{ table_name: string; column_name: string }>`
            select m.name as table_name, p.name as column_name from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db)
        ).rows
      : (
          await sql<{ table_name: string; column_name: string }>`
            select table_name, column_name from information_schema.columns
            where table_schema = 'public' and data_type in ('text', 'character varying')`.execute(db)
        ).rows;
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table_name)} where ${sql.ref(column_name)} = ${value}`.execute(db);
    if (Number(rows[0]?.n) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}
