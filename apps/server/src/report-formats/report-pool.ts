import type { TurnContext } from "../services/engine-runner.ts";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { buildReport, nextTurn } from "@hg/clinic";
import type { Report } from "@hg/shared";
import { AppError } from "../services/app-error.ts";
import type { ReportJob } from "./report-worker.ts";

export interface ReportPoolOptions {
  /** Worker threads (default: one less than the cores, at least one). */
  workers?: number;
  /** Jobs allowed to wait behind the running ones before new ones answer 503. */
  maxQueued?: number;
  /** A layout that takes longer is abandoned (its worker replaced) and answers 503. */
  timeoutMs?: number;
}

interface Job {
  id: number;
  job: ReportJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

const WORKER_URL = new URL("./report-worker.ts", import.meta.url);

/**
 * Report building and PDF layout in worker threads (issue 17 item 2; docs/decisions/006): the event
 * loop stays free for every other request while reports are replayed and drawn; a bounded queue and a
 * per-job timeout keep a flood of report requests from piling up. Workers start on first use and are
 * replaced when one times out or dies.
 */
export function createReportPool({ workers = Math.max(1, availableParallelism() - 1), maxQueued = 16, timeoutMs = 20_000 }: ReportPoolOptions = {}) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_URL), job: undefined, timer: undefined };
    slot.worker.on("message", (msg: { id: number; result?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      finish(slot);
      if (msg.error === undefined) job.resolve(msg.result);
      else job.reject(new Error(`report work failed: ${msg.error}`));
      pump();
    });
    slot.worker.on("error", (error) => replace(slot, error));
    slot.worker.on("exit", () => {
      if (!closed && slots.includes(slot)) replace(slot, new Error("PDF worker exited"));
    });
    // An idle pool must not keep the process (or a test run) alive.
    slot.worker.unref();
    return slot;
  }

  function finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
  }

  function replace(slot: Slot, error: Error): void {
    const job = slot.job;
    finish(slot);
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    void slot.worker.terminate();
    job?.reject(error);
    if (!closed) pump();
  }

  function pump(): void {
    while (queue.length > 0) {
      let slot = slots.find((s) => s.job === undefined);
      if (!slot && slots.length < workers) {
        slot = spawn();
        slots.push(slot);
      }
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(
        () => replace(slot, new AppError("unavailable", "The report took too long to prepare; please retry").retryAfter(10)),
        timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, job: job.job });
    }
  }

  function run(job: ReportJob): Promise<unknown> {
    if (closed) return Promise.reject(new AppError("unavailable", "The server is shutting down"));
    const running = slots.filter((s) => s.job !== undefined).length;
    if (running >= workers && queue.length >= maxQueued)
      return Promise.reject(new AppError("unavailable", "The server is busy preparing other reports; please retry shortly").retryAfter(5));
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, job, resolve, reject });
      pump();
    });
  }

  return {
    /** The report's PDF bytes, laid out in a worker. */
    async render(report: Report): Promise<Buffer> {
      const bytes = (await run({ kind: "pdf", report })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /** `buildReport` of @hg/clinic, run in a worker. */
    async build(...args: Parameters<typeof buildReport>): Promise<ReturnType<typeof buildReport>> {
      return (await run({ kind: "report", input: args[0], options: args[1] })) as ReturnType<typeof buildReport>;
    },
    /** `nextTurn` of @hg/clinic, run in a worker (for long conversations). */
    async turn(intake: unknown, messages: unknown, { now, emergencyNumbers, diary }: TurnContext): Promise<ReturnType<typeof nextTurn>> {
      return (await run({ kind: "turn", intake, messages, now: now?.toISOString() ?? null, emergencyNumbers, diary })) as ReturnType<typeof nextTurn>;
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new AppError("unavailable", "The server is shutting down"));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

export type ReportPool = ReturnType<typeof createReportPool>;
