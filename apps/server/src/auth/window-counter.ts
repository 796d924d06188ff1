import type { Redis } from "ioredis";
import { createMemoryCounters } from "./memory-counters.ts";

export interface WindowCount {
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

export interface WindowCounter {
  /** Counts one event for `key` in a fixed window of `windowSeconds` (started by the first event). */
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

/**
 * Fixed-window counters shared through Redis when it is up, in this process's memory when Redis is
 * absent or down (a Redis outage weakens limits to per-instance, never removes them or fails requests).
 */
export function createWindowCounter({ redis, prefix }: { redis?: Redis | undefined; prefix: string }): WindowCounter {
  const memory = createMemoryCounters();

  async function viaRedis<T>(op: (r: Redis) => Promise<T>): Promise<T | undefined> {
    if (!redis || redis.status !== "ready") return undefined;
    try {
      return await op(redis);
    } catch {
      return undefined;
    }
  }

  return {
    async hit(key, windowSeconds) {
      const shared = await viaRedis(async (r) => {
        const result = (await r.multi().incr(prefix + key).expire(prefix + key, windowSeconds, "NX").ttl(prefix + key).exec()) as [[null, number], unknown, [null, number]];
        return { count: result[0][1], retryAfterSeconds: Math.max(result[2][1], 1) };
      });
      if (shared) return shared;
      const count = memory.increment(key, windowSeconds);
      return { count, retryAfterSeconds: Math.max(memory.peek(key).retryAfterSeconds, 1) };
    },
    async peek(key) {
      const shared = await viaRedis(async (r) => {
        const [count, ttl] = await Promise.all([r.get(prefix + key), r.ttl(prefix + key)]);
        return { count: Number(count ?? 0), retryAfterSeconds: Math.max(ttl, 1) };
      });
      return shared ?? memory.peek(key);
    },
    async reset(key) {
      memory.reset(key);
      await viaRedis((r) => r.del(prefix + key));
    },
  };
}
