import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

const WORKER_URL = new URL("./sqlite-checkpoint-worker.ts", import.meta.url);

// While the worker runs, the app's own connection checkpoints only when the WAL passes this many
// pages (about 40 MB at 4 KB pages): the worker keeps it far below that, and if it ever falls
// behind (a starved CPU), the WAL still cannot grow without bound.
const BACKSTOP_PAGES = 10_000;
// SQLite's default, put back if the worker dies: checkpoints return to the request path, as before.
const DEFAULT_PAGES = 1_000;

export interface Checkpointer {
  /** Stops the worker and closes its connection; call before closing the app's connection. */
  stop: () => Promise<void>;
}

/**
 * WAL checkpoints off the request path (issue 18; docs/decisions/021). SQLite runs a checkpoint
 * inside whichever commit takes the WAL past 1000 pages: on a busy server that is a request blocking
 * the event loop for several milliseconds, about once every 170 chat turns, and a large part of the
 * p99 tail. Here a worker thread with its own connection to the same file checkpoints every
 * `intervalMs` instead. In-memory databases (and any not in WAL mode) have no WAL to checkpoint.
 */
export function startCheckpointer(sqlite: SQLite.Database, { intervalMs = 100, onError }: { intervalMs?: number; onError?: (error: Error) => void } = {}): Checkpointer {
  if (sqlite.memory || sqlite.pragma("journal_mode", { simple: true }) !== "wal") return { stop: () => Promise.resolve() };
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(WORKER_URL, { workerData: { file: sqlite.name, intervalMs } });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("error", (error) => onError?.(error));
  worker.once("exit", () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
  });
  // A running checkpointer alone must not keep the process (or a test run) alive.
  worker.unref();
  return {
    async stop() {
      if (!stopping) {
        stopping = true;
        // Held until it has closed its connection, so a shutdown does not end the process first.
        worker.ref();
        worker.postMessage("stop");
        const timer = setTimeout(() => void worker.terminate(), 5_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}
