import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/** An auto-increment integer primary key on either database (SQLite and PostgreSQL spell it differently). */
export function autoIncrementId(db: Kysely<unknown>): (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return isSqlite ? (c) => c.primaryKey().autoIncrement() : (c) => c.primaryKey().generatedByDefaultAsIdentity();
}
