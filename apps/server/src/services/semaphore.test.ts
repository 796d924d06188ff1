import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.ts";

describe("createSemaphore", () => {
  it("lets `max` holders in and queues the next until one releases", async () => {
    const s = createSemaphore({ max: 2, maxQueued: 1, waitMs: 1000, what: "jobs" });
    const a = await s.acquire();
    await s.acquire();
    let third = false;
    const waiting = s.acquire().then((release) => {
      third = true;
      return release;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    a();
    (await waiting)();
    expect(third).toBe(true);
  });

  it("answers 503 with Retry-After when the queue is full", async () => {
    const s = createSemaphore({ max: 1, maxQueued: 0, waitMs: 3000, what: "exports" });
    await s.acquire();
    await expect(s.acquire()).rejects.toMatchObject({ status: 503, retryAfterSeconds: 3 });
  });

  it("gives up waiting after waitMs", async () => {
    const s = createSemaphore({ max: 1, maxQueued: 5, waitMs: 20, what: "exports" });
    await s.acquire();
    await expect(s.acquire()).rejects.toMatchObject({ status: 503 });
    expect(s.queued).toBe(0);
  });
});
