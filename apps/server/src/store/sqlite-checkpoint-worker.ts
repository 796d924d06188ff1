import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

// The SQLite file's WAL checkpoints, on this thread's own connection (sqlite-checkpointer.ts says
// why). A PASSIVE checkpoint never waits on a lock and never makes the app's connection wait: it
// copies the frames no reader still needs while writers go on appending. Once a pass has copied
// every frame, the app's next write starts the WAL from its beginning again; under a load that never
// pauses between commits that moment may not come, and the app's connection's own checkpoint at
// BACKSTOP_PAGES (sqlite-checkpointer.ts) then finds nearly everything copied already.

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new SQLite(file, { fileMustExist: true });

const timer = setInterval(() => db.pragma("wal_checkpoint(PASSIVE)"), intervalMs);
parentPort?.once("message", () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
