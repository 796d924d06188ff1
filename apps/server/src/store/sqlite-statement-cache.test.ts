import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./sqlite-statement-cache.ts";

describe("the SQLite statement cache", () => {
  it("reuses a prepared statement for the same SQL, and gives a fresh one while the cached one is busy", () => {
    const db = withStatementCache(new SQLite(":memory:"));
    db.exec("create table t (n integer)");
    const insert = db.prepare("insert into t values (?)");
    expect(db.prepare("insert into t values (?)")).toBe(insert);
    for (const n of [1, 2, 3]) insert.run(n);
    const select = db.prepare("select n from t order by n");
    const seen: number[] = [];
    for (const row of select.iterate() as Iterable<{ n: number }>) {
      // A nested read of the same SQL while the first is still iterating must not fail.
      seen.push(row.n, (db.prepare("select n from t order by n").all() as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    db.close();
  });
});
