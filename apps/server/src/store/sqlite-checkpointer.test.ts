import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startCheckpointer } from "./sqlite-checkpointer.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openWal(): { sqlite: SQLite.Database; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "hg-checkpoint-"));
  dirs.push(dir);
  const file = path.join(dir, "app.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("create table t (id integer primary key, body text not null)");
  return { sqlite, file };
}

// About 500 pages of rows: under the app connection's own checkpoint threshold, so only the worker copies them.
const writeRows = (sqlite: SQLite.Database) => {
  const insert = sqlite.prepare("insert into t (body) values (?)");
  sqlite.transaction(() => {
    for (let i = 0; i < 500; i++) insert.run("x".repeat(4000));
  })();
};

describe("startCheckpointer", () => {
  it("copies committed pages into the database file from its worker, not in the app's commit", async () => {
    const { sqlite, file } = openWal();
    const checkpointer = startCheckpointer(sqlite, { intervalMs: 10 });
    writeRows(sqlite);
    const sizeAfterCommit = statSync(file).size;
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(sizeAfterCommit + 1_000_000);
    expect(sizeAfterCommit).toBeLessThan(1_000_000);
    await checkpointer.stop();
    sqlite.close();
  });

  it("lets the app's connection close as the last one, which removes the WAL", async () => {
    const { sqlite, file } = openWal();
    const checkpointer = startCheckpointer(sqlite, { intervalMs: 10 });
    writeRows(sqlite);
    await checkpointer.stop();
    await checkpointer.stop();
    sqlite.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare("select count(*) as n from t").get()).toEqual({ n: 500 });
    reopened.close();
  });

  it("starts no worker for an in-memory database", async () => {
    const sqlite = new SQLite(":memory:");
    const checkpointer = startCheckpointer(sqlite);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await checkpointer.stop();
    sqlite.close();
  });
});
