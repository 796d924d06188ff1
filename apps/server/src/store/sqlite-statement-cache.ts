import type SQLite from "better-sqlite3";

/**
 * The SQLite connection Kysely gets, with its prepared statements reused. Kysely prepares every
 * query anew, which was the largest single cost of a chat turn on SQLite after the engine; the
 * same few statements run on every turn. A statement still busy (a streamed read) is never
 * shared: the caller gets a fresh one.
 */
export function withStatementCache(db: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = db.prepare(source);
    if (!cached) {
      if (cache.size >= max) cache.delete(cache.keys().next().value ?? "");
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
