import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparedQuery } from "./prepared-query.ts";

interface Db {
  note: { id: number; owner: string; text: string; tag: string | null };
}

describe("a prepared query", () => {
  let db: Kysely<Db>;
  beforeEach(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await db.schema.createTable("note").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("owner", "text").addColumn("text", "text").addColumn("tag", "text").execute();
  });
  afterEach(() => db.destroy());

  const insertNote = preparedQuery((k: Kysely<Db>, p: Db["note"]) => k.insertInto("note").values(p));
  const latestOf = preparedQuery((k: Kysely<Db>, p: { owner: string }) => k.selectFrom("note").select(["id", "text"]).where("owner", "=", p.owner).orderBy("id", "desc").limit(1));

  it("runs with each call's values, keeping the constants the builder put in (the limit)", async () => {
    for (const [id, owner] of [[1, "ann"], [2, "bob"], [3, "ann"]] as const) await insertNote(db, { id, owner, text: `note ${id}`, tag: null });
    expect((await latestOf(db, { owner: "ann" })).rows).toEqual([{ id: 3, text: "note 3" }]);
    expect((await latestOf(db, { owner: "bob" })).rows).toEqual([{ id: 2, text: "note 2" }]);
  });

  it("leaves out insert columns whose value is undefined, as Kysely does, also after a call that set them", async () => {
    await insertNote(db, { id: 1, owner: "ann", text: "tagged", tag: "x" });
    await insertNote(db, { id: 2, owner: "ann", text: "untagged", tag: undefined as unknown as null });
    expect(await db.selectFrom("note").select(["id", "tag"]).orderBy("id").execute()).toEqual([{ id: 1, tag: "x" }, { id: 2, tag: null }]);
  });

  it("runs inside a transaction with the same SQL", async () => {
    await db.transaction().execute(async (trx) => {
      await insertNote(trx, { id: 1, owner: "cy", text: "in a transaction", tag: null });
      expect((await latestOf(trx, { owner: "cy" })).rows).toEqual([{ id: 1, text: "in a transaction" }]);
    });
  });

  it("refuses a parameter that shapes the query instead of being a value", async () => {
    const shaped = preparedQuery((k: Kysely<Db>, p: { column: string }) => k.selectFrom("note").select("id").where(p.column === "owner" ? "owner" : "text", "=", "ann"));
    await expect(shaped(db, { column: "owner" })).rejects.toThrow("parameters not used as values: column");
  });
});
