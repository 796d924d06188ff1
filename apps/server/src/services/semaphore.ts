import { AppError } from "./app-error.ts";

export interface Semaphore {
  /** Waits for a slot (or throws 503 with Retry-After when `maxQueued` are already waiting or `waitMs` passes); returns its release. */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly queued: number;
}

/** At most `max` holders at once; a bounded, time-limited queue behind them (issue 17 item 2). */
export function createSemaphore({ max, maxQueued, waitMs, what }: { max: number; maxQueued: number; waitMs: number; what: string }): Semaphore {
  let active = 0;
  const waiting: (() => void)[] = [];
  const busy = () => new AppError("unavailable", `The server is busy with other ${what}; please retry shortly`).retryAfter(Math.ceil(waitMs / 1000));

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    acquire() {
      if (active < max) {
        active += 1;
        return Promise.resolve(once(release));
      }
      if (waiting.length >= maxQueued) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(once(release));
        };
        const timer = setTimeout(() => {
          const i = waiting.indexOf(grant);
          if (i >= 0) waiting.splice(i, 1);
          reject(busy());
        }, waitMs);
        waiting.push(grant);
      });
    },
  };
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      fn();
    }
  };
}
